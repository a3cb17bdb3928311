extends Control
# Number Stroke's entry point for the shell: the level select and the game over one catalog and
# one saved progress. Emits closed when the player goes back to the shell.

signal closed

const LevelCatalog = preload("res://scripts/number_stroke/level_catalog.gd")
const Progress = preload("res://scripts/number_stroke/progress.gd")

# Both may be set before the mode enters the tree (tests use their own files).
var save_store = null
var catalog_path = LevelCatalog.DEFAULT_PATH
var catalog = null
var progress = null

onready var _level_select = $LevelSelect
onready var _game = $Game


func _ready():
	if save_store == null:
		save_store = get_node("/root/SaveStore")
	catalog = LevelCatalog.new(catalog_path)
	progress = Progress.new()
	if catalog.ok:
		progress.load(save_store, catalog)
	show_level_select()


func show_level_select():
	_game.visible = false
	_level_select.visible = true
	_level_select.show_levels(catalog, progress)


func play(level_id):
	var level = catalog.level(level_id)
	var problem = catalog.validate_level(level)
	if problem != "":
		push_warning("level %s rejected: %s" % [level_id, problem])
		show_level_select()
		_level_select.show_message(tr("level_error"))
		return
	_level_select.visible = false
	_game.visible = true
	_game.start_level(level)


# One step back: a sheet or menu closes, the game returns to the list. False at the list, where
# the shell takes over.
func go_back():
	var settings_panel = _level_select.get_node("SettingsPanel")
	var menu = _game.get_node("Menu")
	if settings_panel.visible:
		settings_panel.close()
	elif _game.visible and menu.visible:
		menu.visible = false
	elif _game.visible:
		show_level_select()
	else:
		return false
	return true


func _on_level_solved(level_id):
	progress.mark_cleared(level_id)


func _on_level_cleared(level_id):
	# The player may have left for the list while the celebration played.
	if not _game.visible or _game.level.get("id", "") != level_id:
		return
	var next_id = catalog.next_id(level_id)
	if next_id == "":
		show_level_select()
	else:
		play(next_id)


func _on_closed():
	emit_signal("closed")
