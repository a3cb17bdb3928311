extends Control
# The Hex Tracks entry scene for the shell (registered in scripts/common/mode_registry.gd): the
# common level select (8 chapters of 6 levels, a Workshop button above them), the game screen and
# the workshop (scenes/hex_tracks/workshop.tscn), over one catalog and one saved progress (the
# bucket "mode:hex-tracks" of linear_progress.gd).
# A clear shows a card (the counters, then Next / Level list; after a workshop level: Workshop /
# Play again). Workshop levels never touch the progress.
# Emits closed when the player leaves for the shell; go_back() steps back one layer.
# Run alone (F6) it opens on the level select with the real save.

signal closed

const LinearProgress = preload("res://scripts/common/linear_progress.gd")
const ModeRegistry = preload("res://scripts/common/mode_registry.gd")
const LevelRules = preload("res://scripts/hex_tracks/level_rules.gd")
const MODE_ID = "hex-tracks"

# Both may be set before the mode enters the tree (tests use their own files).
var save_store = null
var catalog_path = ""  # "" for the registered baked file
var catalog = null
var progress = null

var _from_workshop = false
var _workshop_button = null

onready var _level_select = $LevelSelect
onready var _game = $Game
onready var _workshop = $Workshop


func _ready():
	if save_store == null:
		save_store = get_node("/root/SaveStore")
	catalog = ModeRegistry.new_catalog(MODE_ID, catalog_path)
	progress = LinearProgress.new()
	if catalog.ok:
		progress.load(save_store, catalog)
	_workshop_button = Button.new()
	_workshop_button.name = "WorkshopButton"
	_workshop_button.text = "ht_workshop_open"
	_workshop_button.rect_min_size = Vector2(0, 96)
	_workshop_button.focus_mode = FOCUS_NONE
	_workshop_button.connect("pressed", self, "show_workshop")
	_level_select.set_header(_workshop_button)
	_level_select.set_title(ModeRegistry.find(MODE_ID)["title"])
	_level_select.connect("level_chosen", self, "play")
	_level_select.connect("closed", self, "_on_closed")
	_game.connect("level_solved", self, "_on_level_solved")
	_game.connect("level_cleared", self, "_on_level_cleared")
	_game.connect("level_list_requested", self, "_on_level_list_requested")
	_game.connect("modes_requested", self, "_on_closed")
	_game.connect("card_button_pressed", self, "_on_card_button_pressed")
	_workshop.connect("play_requested", self, "play_workshop_level")
	_workshop.connect("closed", self, "show_level_select")
	show_level_select()


func show_level_select():
	_game.close_card()
	_game.visible = false
	_workshop.visible = false
	_level_select.visible = true
	_level_select.show_levels(catalog, progress)


func show_workshop():
	_game.close_card()
	_game.visible = false
	_level_select.visible = false
	_workshop.visible = true


func is_playing():
	return _game.visible


func is_in_workshop():
	return _workshop.visible


# The level on the game screen, "" when it is not shown.
func current_level_id():
	return _game.level.get("id", "") if _game.visible else ""


func game():
	return _game


func workshop():
	return _workshop


func level_select():
	return _level_select


func play(level_id):
	var level = catalog.level(level_id)
	var problem = LevelRules.validate_level(level)
	if problem != "":
		push_warning("level %s rejected: %s" % [level_id, problem])
		show_level_select()
		_level_select.show_message(tr("level_error"))
		return
	_from_workshop = false
	_start(level)


# Plays a level of the workshop (imported or made in the editor); the progress is not touched.
func play_workshop_level(level):
	var problem = LevelRules.validate_level(level)
	if problem != "":
		push_warning("workshop level rejected: %s" % problem)
		return
	_from_workshop = true
	_start(level)


# One step back: the layer on top takes it (a sheet, menu or card closes), else the game returns
# to where it came from (the list or the workshop), the workshop to the list. False at the list
# with nothing open, where the shell takes over.
func go_back():
	if _game.visible:
		if not _game.go_back():
			_leave_game()
		return true
	if _workshop.visible:
		if not _workshop.go_back():
			show_level_select()
		return true
	return _level_select.go_back()


func _start(level):
	_level_select.visible = false
	_workshop.visible = false
	_game.visible = true
	_game.start_level(level)


func _leave_game():
	if _from_workshop:
		show_workshop()
	else:
		show_level_select()


func _on_level_list_requested():
	_leave_game()


func _on_level_solved(level_id):
	if not _from_workshop:
		progress.mark_cleared(level_id)


func _on_level_cleared(level_id):
	# The player may have left while the clear played.
	if current_level_id() != level_id:
		return
	var session = _game.session
	var text = tr("ht_clear_stats") % [session.removed.size(), session.rotations, session.failed]
	var buttons = []
	if _from_workshop:
		buttons = [
			{"id": "workshop", "text": tr("ht_workshop")},
			{"id": "again", "text": tr("ht_play_again")},
		]
	else:
		var next_id = catalog.next_id(level_id)
		if next_id != "":
			buttons.append({"id": "next", "text": tr("ht_next_level")})
		buttons.append({"id": "levels", "text": tr("level_list")})
	_game.show_card(tr("cleared"), "★", text, buttons)


func _on_card_button_pressed(id):
	match id:
		"next":
			var next_id = catalog.next_id(current_level_id())
			if next_id != "":
				play(next_id)
			else:
				show_level_select()
		"workshop":
			show_workshop()
		"again":
			_start(_game.level)
		_:
			show_level_select()


func _on_closed():
	emit_signal("closed")
