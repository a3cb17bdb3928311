extends "res://tests/godot/test_case.gd"
# A throwaway fifth mode (tests/godot/fixtures/fifth_mode/: its entry scene on the generic
# mode_entry.gd, a game screen on game_screen.gd, a session, level rules, levels, an emblem and its
# own strings) registered by ONE entry and nothing else: the shell shows its card with its name
# and emblem, opens it on its level list, its level plays through the common move loop and the
# clear is saved in its own bucket; a mode registered without an entry scene is "coming soon".

const ModeRegistry = preload("res://scripts/common/mode_registry.gd")
const SHELL_SCENE = preload("res://scenes/shell/shell.tscn")
const Fixture = preload("res://tests/godot/fixtures/fifth_mode/fixture_entry.gd")
const FOLDER = Fixture.FOLDER
const FIFTH_MODE = Fixture.ENTRY
const COMING_MODE = {"id": "fixture-coming-mode", "folder": FOLDER, "scene": ""}

var shell = null


func before_each():
	ModeRegistry.register(FIFTH_MODE)
	TranslationServer.set_locale("en")


func after_each():
	ModeRegistry.unregister(FIFTH_MODE["id"])
	ModeRegistry.unregister(COMING_MODE["id"])
	TranslationServer.set_locale(get_node("/root/Settings").locale())


func test_one_entry_puts_the_mode_in_the_shell_and_it_plays():
	yield(_open_shell(), "completed")
	var card = _card(FIFTH_MODE["id"])
	assert_true(card != null, "the fifth mode has a card")
	assert_true(card.playable)
	assert_eq(tr(named(card, "Title").text), "Fifth Mode (test fixture)", "its own strings")
	assert_eq(named(card, "Icon").emblem, FOLDER + "/emblem.gd", "its own emblem")
	click(card)
	if shell.mode == null:
		yield(shell, "mode_opened")  # its catalog was still being read
	var mode = shell.mode
	assert_true(mode != null, "the card opens the mode")
	assert_eq(mode.mode_id, FIFTH_MODE["id"])
	yield(get_tree(), "idle_frame")
	var select = mode.level_select()
	assert_true(select.visible, "on its level list")
	assert_eq(select.tile_of("1-1").state, "open")
	assert_eq(select.tile_of("1-2").state, "locked")
	select.tile_of("1-1").emit_signal("pressed")
	var game = mode.game()
	assert_true(game.visible, "its level plays")
	var applied = []
	game.connect("move_applied", self, "_on_move_applied", [applied])
	for number in [1, 2, 3]:
		game.cell(game.level["numbers"].find(number)).emit_signal("pressed")
	assert_eq(applied.size(), 3, "every tap went through the common move loop")
	assert_eq(applied.back()["event"]["kind"], "done")
	assert_eq(game.session.status(), "won")
	assert_true(mode.progress.is_cleared("1-1"), "the clear is saved")
	assert_true(game.play_stats()["timeMs"] >= 0)
	var bucket = get_node("/root/SaveStore").get_bucket("mode:" + FIFTH_MODE["id"])
	assert_eq(bucket.get("clearedId"), ["1-1"], "in the mode's own bucket")
	yield(game, "level_cleared")
	yield(get_tree(), "idle_frame")
	assert_eq(mode.current_level_id(), "1-2", "the next level follows")
	assert_true(mode.go_back(), "back goes to the list")
	assert_false(mode.go_back(), "and then to the shell")


func test_a_mode_without_an_entry_scene_is_coming_soon_and_does_not_open():
	ModeRegistry.register(COMING_MODE)
	yield(_open_shell(), "completed")
	var card = _card(COMING_MODE["id"])
	assert_true(card != null, "the coming mode has a card")
	assert_false(card.playable)
	assert_eq(named(card, "Tag").text, "coming_soon")
	click(card)
	assert_eq(shell.mode, null, "a coming mode does not open")
	click(_card(FIFTH_MODE["id"]))
	if shell.mode == null:
		yield(shell, "mode_opened")  # its catalog was still being read
	assert_true(shell.mode != null, "a playable one does")


func _on_move_applied(move, event, applied):
	applied.append({"move": move, "event": event})


func _open_shell():
	shell = SHELL_SCENE.instance()
	add_child(shell)
	yield(get_tree(), "idle_frame")
	yield(get_tree(), "idle_frame")


func _card(mode_id):
	for card in named(shell, "Modes").get_children():
		if card.mode_id == mode_id:
			return card
	return null
