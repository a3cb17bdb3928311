tool
extends Reference
# The level shown on the Levels screen as the Godot editor's Inspector shows and edits it: each
# field of the level a property — and each field its mode's files may have that it lacks yet
# (the "blank_fields" of its kind: Number Stroke's `keep`, the path modes' texts). A value set
# in the Inspector is an edit of the level (host.edit_level), one step on the editor's history
# like any edit of the Levels screen: Edit > Undo, Ctrl+Z and the screen's Undo take it back (the
# Inspector records nothing of its own: _dont_undo_redo). An emptied text,
# list or dictionary is removed from the level, as the side panel's texts are. The id is not
# among the properties: ids follow positions (or are the pack's to keep).

const OrderedJson = preload("res://addons/level_editor/ordered_json.gd")

var host = null  # the Levels screen (piece_host.gd)


func _get_property_list() -> Array:
	var names = fields()
	if names.empty():
		return []
	var sections = {"Texts": [], "Settings": [], "Contents": []}
	var text_fields = host.editor_piece().text_fields(host.document.kind)
	var texts = [text_fields["teach"], text_fields["shown"]]
	for field in names:
		var type = _type(_value(field))
		var section = "Settings"
		if field in texts:
			section = "Texts"
		elif type == TYPE_ARRAY:
			section = "Contents"
		sections[section].append({"name": field, "type": type, "usage": PROPERTY_USAGE_EDITOR})
	var properties = []
	for section in sections:
		if not sections[section].empty():
			var heading = "Level %s · %s" % [host.level_id(), section]
			properties.append({"name": heading, "type": TYPE_NIL, "usage": PROPERTY_USAGE_CATEGORY})
			properties += sections[section]
	return properties


func _get(property: String):
	return _value(property) if property in fields() else null


func _set(property: String, value) -> bool:
	if not property in fields():
		return false
	var order = host.document.kind["level_fields"]
	host.edit_level("Edit %s" % property, self, "set_field", [property, value, order])
	return true


# Asked by the Inspector before it records a change: host.edit_level records it (as a snapshot
# of the pack, which undoes the way every edit does).
func _dont_undo_redo() -> bool:
	return true


# A number read from JSON is a float; a whole one is edited as an integer (Hex Tracks' moveLimit
# typed as 20 in a float's editor came back 20.000001, which the core refuses as no integer).
static func _type(value) -> int:
	if typeof(value) == TYPE_REAL and value == floor(value):
		return TYPE_INT
	return typeof(value)


# Asked by the Inspector: the level's fields are all it shows.
func _hide_script_from_inspector() -> bool:
	return true


# The properties: the level's fields but its id, then the blank fields it lacks.
func fields() -> Array:
	var level = host.level() if host != null else {}
	if level.empty():
		return []
	var names = []
	for field in level.keys() + _blank().keys():
		if field != "id" and not field in names:
			names.append(field)
	return names


func _value(field: String):
	return host.level().get(field, _blank().get(field))


func _blank() -> Dictionary:
	return host.document.kind.get("blank_fields", {})


static func set_field(level: Dictionary, field: String, value, order: Array) -> void:
	var emptied = typeof(value) in [TYPE_STRING, TYPE_ARRAY, TYPE_DICTIONARY] and value.empty()
	if emptied:
		level.erase(field)
	else:
		OrderedJson.put(level, field, value, order)
