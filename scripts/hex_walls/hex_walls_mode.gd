extends Control
# The Hex Walls entry scene for the shell (registered in scripts/common/mode_registry.gd): the
# common level select and the game screen over one catalog and one saved progress.
# Emits closed when the player leaves for the shell; go_back() steps back one layer.
# Run alone (F6) it opens on the level select with the real save.

signal closed

const LinearProgress = preload("res://scripts/common/linear_progress.gd")
const ModeRegistry = preload("res://scripts/common/mode_registry.gd")
const LevelRules = preload("res://scripts/hex_walls/level_rules.gd")
const MODE_ID = "03-hex-walls"

# Both may be set before the mode enters the tree (tests use their own files).
var save_store = null
var catalog_path = ""  # "" for the registered baked file
var catalog = null
var progress = null

onready var _level_select = $LevelSelect
onready var _game = $Game


func _ready():
	if save_store == null:
		save_store = get_node("/root/SaveStore")
	catalog = ModeRegistry.new_catalog(MODE_ID, catalog_path)
	progress = LinearProgress.new()
	if catalog.ok:
		progress.load(save_store, catalog)
	_level_select.set_title(ModeRegistry.find(MODE_ID)["title"])
	show_level_select()


func show_level_select():
	_game.visible = false
	_level_select.visible = true
	_level_select.show_levels(catalog, progress)


func is_playing():
	return _game.visible


# The level on the game screen, "" when the level select is shown.
func current_level_id():
	return _game.level.get("id", "") if _game.visible else ""


func play(level_id):
	var level = catalog.level(level_id)
	var problem = LevelRules.validate_level(level)
	if problem != "":
		push_warning("level %s rejected: %s" % [level_id, problem])
		show_level_select()
		_level_select.show_message(tr("level_error"))
		return
	_level_select.visible = false
	_game.visible = true
	_game.start_level(level)


# One step back: the layer on top takes it (a sheet or menu closes), else the game returns to
# the list. False at the list with nothing open, where the shell takes over.
func go_back():
	if _game.visible:
		if not _game.go_back():
			show_level_select()
		return true
	return _level_select.go_back()


func _on_level_solved(level_id):
	progress.mark_cleared(level_id)


func _on_level_cleared(level_id):
	# The player may have left for the list while the celebration played.
	if current_level_id() != level_id:
		return
	var next_id = catalog.next_id(level_id)
	if next_id == "":
		show_level_select()
	else:
		play(next_id)


func _on_closed():
	emit_signal("closed")
