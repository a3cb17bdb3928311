tool
extends EditorPlugin
# Adds the "Levels" main screen (next to 2D, 3D, Script): the board needs more room than a
# side dock gives, and a non-unique level shows two boards side by side.

const PanelScene = preload("res://addons/level_editor/level_editor_panel.tscn")

var panel = null


func _enter_tree() -> void:
	panel = PanelScene.instance()
	panel.setup(get_undo_redo(), self)
	get_editor_interface().get_editor_viewport().add_child(panel)
	make_visible(false)


func _exit_tree() -> void:
	if panel != null:
		panel.queue_free()
		panel = null


func has_main_screen() -> bool:
	return true


func make_visible(visible: bool) -> void:
	if panel != null:
		panel.visible = visible


func get_plugin_name() -> String:
	return "Levels"


func get_plugin_icon() -> Texture:
	return get_editor_interface().get_base_control().get_icon("GridContainer", "EditorIcons")


# Ctrl+S (Save Scene) also saves the packs with unsaved edits, through the core's check.
func save_external_data() -> void:
	if panel != null:
		panel.save_all()
