extends "res://tests/godot/common/board_gestures.gd"
# Sends real pointer events (touch or mouse) that tap hexes and draw paths on a Hex Walls board
# view, the way a finger would (tests/godot/common/board_gestures.gd). Points are in the board
# control's own pixels (board.centre_of(node) is a hex's centre); a gesture over neighbouring
# hexes goes through their centres (the straight line between two centres crosses only their
# shared edge).


func _init(scene_tree, board_view, mouse = false).(scene_tree, board_view, mouse):
	pass


# Goes on with the gesture in progress through the centres of `nodes`.
func move_through(nodes):
	for node in nodes:
		move(centre_of(node))
