extends Resource
# A level pack file as the Godot editor's FileSystem dock sees it (pack_file_loader.gd makes
# these): only its path, no contents. Opening one in the dock hands it to the level editor
# (addons/level_editor/plugin.gd), which opens the file in its Levels screen.

# Not an exported property: the Inspector shows nothing to edit, so Save Scene never tries
# to write this resource over the JSON file.
var file_path = ""
