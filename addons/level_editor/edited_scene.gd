tool
extends Reference
# Whether a node of the plugin is in the scene open in the Godot editor (a designer opened one
# of the plugin's .tscn files): its _ready then sets nothing up, or Save Scene would write what
# it set up (the packs listed, the tools pressed, the lists filled) into the plugin's own scene.


static func is_open(node: Node) -> bool:
	if not Engine.editor_hint:
		return false
	var root = node.get_tree().edited_scene_root
	return root != null and (root == node or root.is_a_parent_of(node))
