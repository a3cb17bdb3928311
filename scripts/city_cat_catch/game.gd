extends "res://scripts/common/game_screen.gd"
# City Cat Catch's game screen: the common game frame around the city's name (on its own line,
# fitted to the width: fitted_label.gd) and the board (board_view.gd), playing one session
# (session.gd) through the common move loop (game_screen.gd apply: the shared mid-end, whose undo
# this mode leaves off; restart is the mid-end's); the top bar has the level and the pieces left.
# Pieces fly while later taps are applied at once (the board never refuses a tap, so nothing
# waits in the loop's queue; the time the board animates is play data's animMs). A tap that
# leaves the tray one slot from full vibrates longer (the board shows the warning). The
# bottom row holds the tools with their counts (Undo, Remove, Shuffle;
# disabled when they cannot be used now) and Restart, which asks first when the attempt has
# progress to lose (a card: restart or keep playing; back keeps playing). A tap on a piece
# applies it; a covered piece shakes. A full tray shows the lose card (try again, the tools
# that can still help, the level list). The taps and tools of play_stats() and the win card are
# this attempt's (a restart starts them again). show_intro() puts the first-time explanation of
# the tray and the tools over the board (intro_overlay.gd; intro_closed when it is dismissed).
# While a board is being made (the daily, on a thread) show_loading() shows the board's loading
# state and no move is taken. The parent calls start_level(level, catalog, label); the screen
# emits
#   level_solved(level_id)   the moment the board is cleared (time to save; play_stats(), whose
#                            "hints" are the tools used)
#   level_cleared(level_id)  once the last triple has popped (time for the win card: show_card)
#   level_lost(level_id)     the lose card is up
#   level_list_requested, modes_requested (the frame's menu and the lose card's level list)
#   card_button_pressed(id)  a button of a card the parent showed
#   intro_closed             the first-time explanation was dismissed
# Run alone (F6) it plays the first level of the first city.

signal level_lost(level_id)
signal intro_closed

const Session = preload("res://scripts/city_cat_catch/session.gd")
const PackCatalog = preload("res://scripts/common/pack_catalog.gd")
const CatPlayReport = preload("res://scripts/city_cat_catch/play_report.gd")
const IntroOverlay = preload("res://scripts/city_cat_catch/intro_overlay.gd")
const Texts = preload("res://scripts/city_cat_catch/texts.gd")
const TOOL_BUTTONS = ["undo", "remove", "shuffle"]
const LOSE_CARD = "lost"
const RESTART_CARD = "restart"

var city = {}

var _label = ""
var _card = ""  # LOSE_CARD, RESTART_CARD, "other" for the parent's cards, "" for none
var _tools_used = 0  # in this attempt
var _won = false
var _lost_pending = false
var _loading = false  # show_loading: a board is being made
var _intro = null  # the first-time explanation while it is up

onready var _play = $Play
onready var _city_line = $Play/City
onready var _board = $Play/Board


func _ready():
	_frame.set_board(_play)
	_frame.set_buttons(
		[
			{"id": "undo", "text": "cat_tool_undo"},
			{"id": "remove", "text": "cat_tool_remove"},
			{"id": "shuffle", "text": "cat_tool_shuffle"},
			{"id": "restart", "text": "restart"},
		]
	)
	_board.connect("piece_pressed", self, "_on_piece_pressed")
	_board.connect("animation_finished", self, "_on_animation_finished")
	_settings().connect("changed", self, "_apply_settings")
	_apply_settings()


# Run alone (F6): the first level of the first city.
func _start_alone():
	var catalog = ModeRegistry.load_catalog(mode_id)
	if catalog.ok:
		var first = catalog.city(catalog.city_ids()[0])
		start_level(catalog.level(first["levelIds"][0]), catalog, "1-1")
	else:
		push_warning(catalog.error)


# Plays a baked level (checked by level_rules.gd) of `catalog` (a cat_catalog.gd, for the city's
# colours and art; null: the mode's registered one); `label` goes in the top bar ("1-3", or the
# daily's).
func start_level(new_level, catalog = null, label = ""):
	if catalog == null:
		catalog = ModeRegistry.load_catalog(mode_id)
	_loading = false
	_label = label
	city = catalog.city(new_level.get("cityId", ""))
	_tools_used = _begin_level(new_level).get("tools", 0)
	_won = false
	_lost_pending = false
	_card = ""
	var art = {}
	for element in session.elements:
		art[element] = catalog.element(level["cityId"], element).get("art", [])
	_board.show_session(session, art, city.get("colors", {}))
	_update_texts()


# The views of the catalog's biggest level made ahead while the level list shows (board_view.gd
# warm_up): opening a level then dresses views instead of making them.
func warm_up():
	var catalog = ModeRegistry.load_catalog(mode_id)
	var most = 0
	for id in catalog.level_ids():
		most = int(max(most, catalog.level_field(id, "pieces", []).size()))
	_board.warm_up(most)


func is_warming_up():
	return _board.is_warming_up()


# The board's loading state while a board of `new_city` (a cat_catalog.gd city) is being made;
# `label` for the top bar. The level shown before is saved and closed: no move is taken until
# start_level.
func show_loading(new_city: Dictionary, label := "") -> void:
	save_attempt()
	_leave_play()  # the level on the screen until now is left
	session = null
	mid_end = null
	level = {}
	city = new_city
	_label = label
	_loading = true
	_won = false
	_lost_pending = false
	_card = ""
	_frame.close_menu()
	_frame.close_card()
	_update_texts()


func is_loading() -> bool:
	return _loading


# Taps a piece by id (what a press on it does).
func tap(piece_id: String) -> Dictionary:
	return apply({"op": "tap", "piece": piece_id})


func use_tool(tool_name: String) -> Dictionary:
	return apply({"op": "tool", "tool": tool_name})


func restart() -> Dictionary:
	return apply({"op": "restart"})


# What the Restart button does: restarts at once when the attempt has nothing to lose (no tap,
# no tool, or the board already lost or won), else asks on a card first.
func ask_restart() -> void:
	if session == null:
		return
	if session.status() != Session.PLAYING or (session.taps == 0 and _tools_used == 0):
		restart()
		return
	var buttons = [
		{"id": "restart", "text": tr("restart")},
		{"id": "keep", "text": tr("cat_keep_playing")},
	]
	var text = Texts.count("cat_restart_text", session.taps)
	_frame.show_card(tr("cat_restart_title"), "", text, buttons)
	_card = RESTART_CARD


func is_restart_card_open() -> bool:
	return _frame.is_card_open() and _card == RESTART_CARD


# The first-time explanation of the tray and the tools over the screen (the parent decides when:
# once, kept in the save); intro_closed when the player dismisses it.
func show_intro() -> void:
	if _intro != null:
		return
	_intro = IntroOverlay.new()
	add_child(_intro)
	_intro.connect("dismissed", self, "_on_intro_dismissed")
	var buttons = []
	for id in TOOL_BUTTONS:
		buttons.append(_frame.button(id))
	_intro.follow(_board, buttons)


func intro():
	return _intro


# One step back: the restart question and the first-time explanation close (the game stays);
# otherwise as every game screen.
func go_back():
	if _intro != null:
		_intro.dismiss()
		return true
	if is_restart_card_open():
		close_card()
		return true
	return .go_back()


# The board view (board_view.gd), the frame (game_frame.gd) and a bottom-row button.
func board():
	return _board


# The line with the city's name (fitted_label.gd).
func city_line():
	return _city_line


func is_daily() -> bool:
	return level.has("date")


# What City Cat Catch reports as play data (scripts/city_cat_catch/play_report.gd).
func _play_report():
	return CatPlayReport.new()


# The board takes taps while it animates, which play data counts as animation time.
func _is_animating():
	return _board.is_animating()


# The help of play_stats(): the tools used.
func _help_used():
	return _tools_used


func _attempt_counters():
	return {"tools": _tools_used}


# A card over the screen (game_frame.gd show_card); its buttons emit card_button_pressed.
func show_card(title, figure, text, buttons) -> void:
	_card = "other"
	_frame.show_card(title, figure, text, buttons)


func close_card() -> void:
	_card = ""
	_frame.close_card()


func is_lose_card_open() -> bool:
	return _frame.is_card_open() and _card == LOSE_CARD


func _on_piece_pressed(piece_id):
	if _frame.is_card_open() or _frame.is_menu_open() or _intro != null or session == null:
		return
	var event = tap(piece_id)
	if event["kind"] == "ignored" and session.status() == Session.PLAYING:
		_board.shake_piece(piece_id)
		_audio().vibrate(25)


func _on_frame_button_pressed(id):
	if session == null or _intro != null:
		return
	if id == "restart":
		ask_restart()
	elif id in TOOL_BUTTONS:
		use_tool(id)


func _show_move(move, event, _before) -> void:
	var kind = event["kind"]
	if kind == "ignored":
		return
	if typeof(move) == TYPE_DICTIONARY and move.get("op") == "tool":
		_tools_used += 1
	if kind == "restarted":
		_won = false
		_lost_pending = false
		_tools_used = 0  # the taps and tools counted are this attempt's
		close_card()
		_board.refresh()
	else:
		_board.play_event(event)
	if kind in ["returned", "set-aside"] and is_lose_card_open():
		close_card()
	_update_texts()
	var audio = _audio()
	match kind:
		"picked":
			audio.play_step(session.tray.size())
			audio.vibrate(40 if _board.tray_warning() else 10)
		"matched":
			audio.play_step(12)
			audio.vibrate(20)
		"won":
			_won = true
			audio.play_clear()
		"lost":
			_lost_pending = true
			audio.play_conflict()
			audio.vibrate(40)


func _on_animation_finished():
	_play_queue()  # the animation's time ends here for play data
	if _won and not _frame.is_card_open():
		_won = false
		emit_signal("level_cleared", level["id"])
	elif _lost_pending and session.status() == Session.LOST:
		_lost_pending = false
		_show_lose_card()


func _show_lose_card() -> void:
	var buttons = [{"id": "retry", "text": tr("cat_retry")}]
	for tool_name in ["undo", "remove"]:
		if session.can_tool(tool_name):
			var text = "%s (%d)" % [tr("cat_tool_" + tool_name), session.tools[tool_name]]
			buttons.append({"id": tool_name, "text": text})
	buttons.append({"id": "levels", "text": tr("level_list")})
	_frame.show_card(tr("cat_lost_title"), "", tr("cat_lost_text"), buttons)
	_card = LOSE_CARD
	emit_signal("level_lost", level["id"])


func _on_card_button_pressed(id):
	if _card == RESTART_CARD:
		close_card()
		if id == "restart":
			restart()
		return
	if _card != LOSE_CARD:
		emit_signal("card_button_pressed", id)
		return
	match id:
		"retry":
			restart()
		"undo", "remove":
			use_tool(id)
		"levels":
			close_card()
			emit_signal("level_list_requested")


func _update_texts() -> void:
	_city_line.shown = PackCatalog.text_in(city.get("name", {}), TranslationServer.get_locale())
	if _loading:
		_frame.set_level_label(_label)
		_frame.set_counter("")
		_board.show_loading(city.get("colors", {}), tr("cat_daily_loading"))
		_update_buttons()
		return
	if session == null:
		return
	_frame.set_level_label(tr("cat_daily_short") if is_daily() else _label)
	_frame.set_counter(Texts.count("cat_left", session.piece_count() - session.cleared))
	_update_buttons()


func _update_buttons() -> void:
	if session == null:
		for id in TOOL_BUTTONS + ["restart"]:
			_frame.set_button_disabled(id, true)
			_frame.set_button_badge(id, "")
		return
	_frame.set_button_disabled("restart", false)
	for tool_name in TOOL_BUTTONS:
		_frame.set_button_badge(tool_name, str(session.tools[tool_name]))
		_frame.set_button_disabled(tool_name, not session.can_tool(tool_name))


func _apply_settings():
	var settings = _settings()
	_board.reduced_motion = settings.reduced_motion
	_board.high_contrast = settings.high_contrast
	if session != null:
		_board.refresh()


func _on_intro_dismissed() -> void:
	_intro.queue_free()
	_intro = null
	emit_signal("intro_closed")


func _notification(what):
	if what == NOTIFICATION_TRANSLATION_CHANGED and _loading and is_inside_tree():
		_update_texts()


# The Settings autoload (found through the main loop: a screen taken out of the tree, its mode
# closing, still hears its "changed" signal).
func _settings():
	return Engine.get_main_loop().root.get_node("Settings")
