extends "res://scripts/common/mode_entry.gd"
# The Hex Tracks entry scene for the shell (registered in scripts/common/mode_registry.gd): the
# common level select (8 chapters of 6 levels, a Workshop button above them), the game screen and
# the workshop (scenes/hex_tracks/workshop.tscn), over one catalog and one saved progress (the
# bucket "mode:<id>" of linear_progress.gd).
# A clear shows a card (the counters, then Next / Level list; after a workshop level: Workshop /
# Play again). Workshop levels never touch the progress.
# Emits closed when the player leaves for the shell; go_back() steps back one layer.
# Run alone (F6) it opens on the level select with the real save.

const LevelRules = preload("res://scripts/hex_tracks/level_rules.gd")

var _from_workshop = false
var _workshop_button = null

var _workshop = null  # $Workshop, found in _setup (before the shared _ready uses it)


func _setup():
	_workshop = $Workshop
	_workshop.mode_id = mode_id
	_workshop_button = Button.new()
	_workshop_button.name = "WorkshopButton"
	_workshop_button.text = "ht_workshop_open"
	_workshop_button.rect_min_size = Vector2(0, 96)
	_workshop_button.focus_mode = FOCUS_NONE
	_workshop_button.connect("pressed", self, "show_workshop")
	_level_select.set_header(_workshop_button)
	._setup()
	_workshop.connect("play_requested", self, "play_workshop_level")
	_workshop.connect("closed", self, "show_level_select")


func _other_screens():
	return [_workshop]


func show_workshop():
	_hide_screens()
	_workshop.visible = true


func is_in_workshop():
	return _workshop.visible


func workshop():
	return _workshop


func _play_level(level):
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


# Back from the game returns to where it came from (the list or the workshop), the workshop to
# the list.
func _go_back_below_game():
	if _workshop.visible:
		if not _workshop.go_back():
			show_level_select()
		return true
	return ._go_back_below_game()


func _leave_game():
	if _from_workshop:
		show_workshop()
	else:
		show_level_select()


func _on_level_solved(level_id):
	if not _from_workshop:
		progress.mark_cleared(level_id, _game.play_stats())


func _on_clear_shown(level_id):
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
		"workshop":
			show_workshop()
		"again":
			_start(_game.level)
		_:
			._on_card_button_pressed(id)
