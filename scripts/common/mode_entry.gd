extends Control
# A mode's entry scene for the shell: a scene with the common level select ($LevelSelect) and the
# mode's game screen ($Game, a scripts/common/game_screen.gd), over one catalog and one saved
# progress (linear_progress.gd in the bucket "mode:<id>"). It loads them, wires the level select
# and the game screen (level chosen -> play, a clear -> progress and the next level, card buttons,
# back, the modes; the list built -> the game screen's warm_up, while the player looks at it),
# and steps back one layer at a time. A plain mode's scene uses this script as
# it is (Hex Walls); a mode with screens of its own extends it and overrides the hooks below
# (found in _setup: a subclass's onready vars are not set yet when this _ready runs).
# The mode's id comes from the parent (the shell sets mode_id) or, run alone (F6) or from a test,
# from the folder of the scene (mode_registry.gd id_of_path); everything else about the mode
# (its catalog, level rules, title, pack heading) from its registry entry. Every scene runs alone
# on the real save.
# A level of the catalog opened by play() keeps its attempt left mid-way in the progress's bucket
# (attempt_store.gd; the game screen resumes and saves it); other levels only where the mode says
# (_attempt_bucket: the dailies have their own).
# Emits closed when the player leaves for the shell; go_back() steps back one layer.

signal closed

const LinearProgress = preload("res://scripts/common/linear_progress.gd")
const AttemptStore = preload("res://scripts/common/attempt_store.gd")
const ModeRegistry = preload("res://scripts/common/mode_registry.gd")

# May be set before the mode enters the tree (the shell sets mode_id; tests use their own files).
var mode_id = ""  # "" for the mode whose folder holds this scene
var save_store = null
var catalog_path = ""  # "" for the registered baked file
var catalog = null
var progress = null

var _from_catalog = false  # play() is starting a level of the catalog (its attempt is kept)

onready var _level_select = $LevelSelect
onready var _game = $Game


func _ready():
	if mode_id.empty():
		mode_id = ModeRegistry.id_of_path(filename)
	if save_store == null:
		save_store = get_node("/root/SaveStore")
	_game.mode_id = mode_id
	_load_catalog()
	_level_select.set_pack_heading(ModeRegistry.find(mode_id).get("packs", "pack_heading"))
	_setup()
	_connect_screens()
	_show_first()


# The hooks a mode overrides.


# The catalog and the progress; by default the registered baked file (or catalog_path) and its
# progress.
func _load_catalog():
	catalog = ModeRegistry.load_catalog(mode_id, catalog_path)
	progress = _new_progress()
	if catalog.ok:
		progress.load(save_store, catalog)
	else:
		push_warning(catalog.error)


# A new progress of the mode (a linear_progress.gd or one that extends it).
func _new_progress():
	return LinearProgress.new()


# The mode's own parts, before the screens are wired; by default the level select's title.
func _setup():
	_level_select.set_title(title())


# The first screen shown.
func _show_first():
	show_level_select()


# The screens other than the level select and the game (hidden when one of those shows).
func _other_screens():
	return []


# The catalog the level select lists and play() reads (a pack_catalog.gd).
func _level_catalog():
	return catalog


# Starts the game screen on a level (label: a mode's own caption).
func _start_game(level, _label):
	_game.start_level(level)


# What is shown once the level select is up (a mode's header card).
func _on_level_select_shown():
	pass


# Where the game screen goes when it is left (its back step or its level list button).
func _leave_game():
	show_level_select()


# One step back below the game screen; false when nothing is left, where the shell takes over.
func _go_back_below_game():
	return _level_select.go_back()


# The level select's back button.
func _on_level_select_closed():
	_on_closed()


# A level of the catalog was solved (its progress and how it went are saved before the
# celebration).
func _on_level_solved(level_id):
	progress.mark_cleared(level_id, _game.play_stats())


# The celebration of the level on the game screen is over; by default the next level plays.
func _on_clear_shown(level_id):
	var next_id = _level_catalog().next_id(level_id)
	if next_id == "":
		show_level_select()
	else:
		play(next_id)


# A button of the game screen's card: "next" plays the next level, any other the list.
func _on_card_button_pressed(id):
	if id == "next":
		var next_id = _level_catalog().next_id(current_level_id())
		if next_id != "":
			play(next_id)
		else:
			show_level_select()
	else:
		show_level_select()


# The common API.


# The translation key of the mode's name (its registry entry's title).
func title():
	return ModeRegistry.find(mode_id).get("title", "")


# A save bucket of the mode's own: "mode:<id>" (the progress's), or "mode:<id>:<part>".
func save_bucket(part = ""):
	var key = LinearProgress.bucket_of(mode_id)
	return key if part.empty() else "%s:%s" % [key, part]


func show_level_select():
	_hide_screens()
	_level_select.visible = true
	_level_select.show_levels(_level_catalog(), progress)
	_on_level_select_shown()


func is_playing():
	return _game.visible


# The level on the game screen, "" when it is not shown.
func current_level_id():
	return _game.level.get("id", "") if _game.visible else ""


# The game screen and the level select, for tests and tools.
func game():
	return _game


func level_select():
	return _level_select


# Plays a level of the catalog; the list with a message when the catalog has no such level. The
# catalog checked each of its levels with the mode's rules when it was read (all or nothing:
# pack_catalog.gd, cat_catalog.gd), so a level is not checked again here (a Cat witness is 5 ms).
func play(level_id):
	var level_catalog = _level_catalog()
	var level = level_catalog.level(level_id) if level_catalog != null else {}
	if level.empty():
		push_warning("level %s rejected: no such level" % level_id)
		show_level_select()
		_level_select.show_message(tr("level_error"))
		return
	_from_catalog = true
	_play_level(level)
	_from_catalog = false


# One step back: the layer on top takes it (a sheet, menu or card closes), else the game returns
# to where it came from. False with nothing open, where the shell takes over.
func go_back():
	if _game.visible:
		if not _game.go_back():
			_leave_game()
		return true
	return _go_back_below_game()


# A checked level of the catalog on the game screen.
func _play_level(level):
	_start(level)


func _start(level, label = ""):
	_level_select.visible = false
	for screen in _other_screens():
		screen.visible = false
	_game.visible = true
	# A level left mid-way is resumed from its slot (_attempt_bucket).
	var bucket = _attempt_bucket(level)
	_game.attempts = AttemptStore.new(save_store, bucket) if not bucket.empty() else null
	_start_game(level, label)


# The save bucket keeping the level's attempt left mid-way, "" for none: a level of the catalog
# (started by play()) keeps it beside its progress, so another kind of level (a daily, the
# workshop's) never writes over it; a mode may give those a bucket of their own.
func _attempt_bucket(_level):
	if _from_catalog and progress != null:
		return progress.bucket_key
	return ""


# Hides the game screen (its card closed), the level select and the other screens.
func _hide_screens():
	_game.close_card()
	_game.visible = false
	_level_select.visible = false
	for screen in _other_screens():
		screen.visible = false


func _connect_screens():
	_level_select.connect("level_chosen", self, "play")
	_level_select.connect("built", _game, "warm_up")
	_level_select.connect("closed", self, "_on_level_select_closed")
	_game.connect("level_solved", self, "_on_level_solved")
	_game.connect("level_cleared", self, "_on_level_cleared")
	_game.connect("level_list_requested", self, "_leave_game")
	_game.connect("modes_requested", self, "_on_closed")
	_game.connect("card_button_pressed", self, "_on_card_button_pressed")


func _on_level_cleared(level_id):
	# The player may have left while the clear played.
	if current_level_id() != level_id:
		return
	_on_clear_shown(level_id)


func _on_closed():
	emit_signal("closed")
