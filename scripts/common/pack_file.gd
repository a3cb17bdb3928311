extends Resource
# A level file as the Godot editor's FileSystem dock sees it (pack_file_loader.gd makes these):
# only its path, no contents. Opening one in the dock hands it to the level editor
# (addons/level_editor/plugin.gd): a pack opens in its Levels screen; a generated file (a
# baked file, the daily calendar), which no one edits by hand, is named there with the command
# that writes it.

# Not exported properties: the Inspector shows nothing to edit, so Save Scene never tries
# to write this resource over the JSON file.
var file_path = ""
var made_by = ""  # the core's command that writes the file, for a generated one
