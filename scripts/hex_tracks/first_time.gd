extends Control
# The first-time overlay of Hex Tracks (over level 1-1, once): a tile rides its track off the
# board when tapped; pressed and held it shows its route and letting go sends nothing; turns and
# failed tries are free. The picture is a real board (board_view.tscn) with one tile and its
# route preview, so it looks exactly like the game. The game screen shows it (popup()); emits
# dismissed when the player is done (Got it).

signal dismissed

const Session = preload("res://scripts/hex_tracks/session.gd")
# Four cells in a row; the tile leaves up-right, then the tracks bend it down, up and down again
# and off the board.
const PICTURE = {
	"id": "intro",
	"rotationEnabled": false,
	"moveLimit": 1,
	"cells":
	[
		{"q": 0, "r": 0, "tracks": [3, 4, 5, 0, 1, 2]},
		{"q": 1, "r": -1, "tracks": [1, 0, 4, 5, 2, 3]},
		{"q": 2, "r": -1, "tracks": [3, 5, 4, 0, 2, 1]},
		{"q": 3, "r": -2, "tracks": [3, 5, 4, 0, 2, 1]},
	],
	"tiles": [{"id": "t0", "q": 0, "r": 0, "dir": 1, "color": 6}],
}

onready var _picture = $Card/Column/Picture


func _ready():
	visible = false


func popup():
	visible = true
	_update_texts()
	_picture.show_level(PICTURE, Session.new(PICTURE))
	_picture.show_tile_route("t0")


func _notification(what):
	if what == NOTIFICATION_TRANSLATION_CHANGED and is_inside_tree():
		_update_texts()


func _update_texts():
	for line in ["Tap", "Hold", "Turn"]:
		get_node("Card/Column/" + line).shown = tr("ht_intro_" + line.to_lower())


func dismiss():
	visible = false
	emit_signal("dismissed")
