tool
extends Reference
# The base of a mode's part of the editor driver: modes/<folder>/drive.gd, which editor_driver.gd
# finds through the game's registry (<folder>: the last name of the entry's folder, as in
# scripts/, tests/godot/modes/ and addons/level_editor/modes/). A part says what the smoke session
# checks of the mode's piece in the real editor, which screenshots it takes, and what the packs
# session waits for after one of the mode's files opened; a mode without a part has none of them.

var driver = null  # editor_driver.gd: check, frames, settle, press, summary, click_at, shot, …
var piece = ""  # the mode's piece in the Levels screen: a node path of the panel, ending in "/"


func _init(the_driver, piece_path: String) -> void:
	driver = the_driver
	piece = piece_path


# The smoke session's checks of the piece (a coroutine, as each of these).
func smoke(_panel: Node):
	yield(driver.frames(1), "completed")


# The screenshots the level editor's README shows of the piece, into `folder`.
func screenshots(_panel: Node, _folder: String):
	yield(driver.frames(1), "completed")


# In the packs session, after one of the mode's files opened: what the piece asks the core on its
# own has come in before the next file opens.
func opened(_panel: Node):
	yield(driver.frames(1), "completed")
