extends "res://scripts/common/mode_entry.gd"
# The Hex Tracks entry scene for the shell (registered in scripts/common/mode_registry.gd): the
# common level select (8 chapters of 6 levels, a Workshop button above them), the game screen and
# the workshop (scenes/hex_tracks/workshop.tscn), over one catalog and one saved progress (the
# bucket "mode:<id>" of linear_progress.gd).
# Progress (progress.gd) keeps each level's best stars, shown on the level list's tiles. A clear
# shows its card (clear_cards.gd: the stars against the level's fewest turns, the counts, then
# Next / Level list); the first clear of a chapter's last level goes on (Continue) to the
# chapter's card, and of the whole campaign to the finale. After a workshop level: the counts,
# Workshop / Play again; workshop levels never touch the progress, and the game menu's way out
# says it leads back to the workshop. Level 1-1 opens under the first-time overlay until the
# player has closed it once.
# Emits closed when the player leaves for the shell; go_back() steps back one layer.
# Run alone (F6) it opens on the level select with the real save.

const ClearCards = preload("res://scripts/hex_tracks/clear_cards.gd")
const LevelRules = preload("res://scripts/hex_tracks/level_rules.gd")
const Progress = preload("res://scripts/hex_tracks/progress.gd")
const Stars = preload("res://scripts/hex_tracks/stars.gd")
const INTRO = "intro"  # the first-time overlay, in the progress's "seen"

var _from_workshop = false
var _workshop_button = null
# What the clear being shown earned: {"stars", "best" (before it), "completed": "" or "chapter"
# or "finale"}.
var _clear = {}

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
	_workshop.keep_drafts_in(save_store, save_bucket("workshop"))
	_workshop.connect("play_requested", self, "play_workshop_level")
	_workshop.connect("closed", self, "show_level_select")
	_game.connect("intro_dismissed", progress, "mark_seen", [INTRO])


func _new_progress():
	return Progress.new()


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
	_game.set_leave_label("level_list")
	_start(level)
	if level["id"] == catalog.level_ids()[0] and not progress.has_seen(INTRO):
		_game.show_intro()


# Plays a level of the workshop (imported or made in the editor); the progress is not touched.
func play_workshop_level(level):
	var problem = LevelRules.validate_level(level)
	if problem != "":
		push_warning("workshop level rejected: %s" % problem)
		return
	_from_workshop = true
	_game.set_leave_label("ht_back_to_workshop")
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


# The clear is saved with its stars; whether it completed its chapter or the campaign is decided
# against the progress before it.
func _on_level_solved(level_id):
	if _from_workshop:
		return
	var pack_ids = _pack_entry(catalog.pack_of(level_id)).get("levelIds", [])
	var chapter_was_done = progress.cleared_count(pack_ids) == pack_ids.size()
	var campaign_was_done = progress.first_uncleared_id() == ""
	var stars = Stars.of_session(_game.session, _game.level)
	_clear = {"stars": stars, "best": progress.stars_of(level_id), "completed": ""}
	progress.mark_cleared_with_stars(level_id, stars, _game.play_stats())
	if not campaign_was_done and progress.first_uncleared_id() == "":
		_clear["completed"] = "finale"
	elif not chapter_was_done and progress.cleared_count(pack_ids) == pack_ids.size():
		_clear["completed"] = "chapter"


func _on_clear_shown(level_id):
	if _from_workshop:
		_show(ClearCards.workshop_card(_game.session))
		return
	var next = ""
	if _clear["completed"] != "":
		next = "continue"
	elif catalog.next_id(level_id) != "":
		next = "next"
	_show(ClearCards.level_card(_game.level, _game.session, _clear["stars"], _clear["best"], next))


func _on_card_button_pressed(id):
	match id:
		"workshop":
			show_workshop()
		"again":
			_start(_game.level)
		"continue":
			if _clear["completed"] == "finale":
				_show(ClearCards.finale_card(catalog, progress))
			else:
				var number = catalog.pack_of(_game.level["id"])
				_show(
					ClearCards.chapter_card(_pack_entry(number), _pack_entry(number + 1), progress)
				)
		_:
			._on_card_button_pressed(id)


func _show(card):
	_game.show_card(card["title"], card["figure"], card["text"], card["buttons"])


# The catalog's entry of pack `number`, {} when there is none.
func _pack_entry(number):
	for pack in catalog.packs():
		if int(pack["pack"]) == number:
			return pack
	return {}
