extends Node
# Player preferences shared by every mode, kept in the save store's "settings" bucket. At start it
# also adds every registered mode's own strings to the TranslationServer (the shared ones are
# project.godot's), so the UI language covers them wherever a scene runs.

signal changed

const ModeRegistry = preload("res://scripts/common/mode_registry.gd")
const BUCKET = "settings"
const FLAGS = {
	"reduced_motion": false,
	"high_contrast": false,
	"sound": true,
	"vibration": true,
	"show_routes": true,
}
# "" follows the OS locale.
const LANGUAGES = ["", "zh", "en"]

var reduced_motion = false
var high_contrast = false
var sound = true
var vibration = true
var show_routes = true  # Hex Tracks: every tile's own route drawn on the board
var language = ""
var _store = null


func _ready():
	ModeRegistry.add_all_translations()
	load_from(get_node_or_null("/root/SaveStore"))


# Reads the preferences from a save store; anything missing or malformed keeps its default.
func load_from(save_store):
	_store = save_store
	var saved = {}
	if _store:
		saved = _store.get_bucket(BUCKET)
	for flag in FLAGS:
		var value = saved.get(flag, FLAGS[flag])
		set(flag, value if typeof(value) == TYPE_BOOL else FLAGS[flag])
	var lang = saved.get("language", "")
	language = lang if typeof(lang) == TYPE_STRING and lang in LANGUAGES else ""
	TranslationServer.set_locale(locale())
	emit_signal("changed")


func set_flag(flag, value):
	set(flag, bool(value))
	_save()


func set_language(lang):
	language = lang if lang in LANGUAGES else ""
	TranslationServer.set_locale(locale())
	_save()


# The UI language: the chosen one, else zh for a Chinese OS locale, else en.
func locale():
	if language != "":
		return language
	return "zh" if OS.get_locale().to_lower().begins_with("zh") else "en"


func _save():
	if _store:
		var saved = {"language": language}
		for flag in FLAGS:
			saved[flag] = get(flag)
		_store.set_bucket(BUCKET, saved)
	emit_signal("changed")
