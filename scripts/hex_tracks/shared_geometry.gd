extends Reference
# One geometry.gd for the mode's screens: its constructor works out the contact tables (tens of
# milliseconds; opening the mode made five: three board views, the workshop and its verdict
# job). Once built nothing in it changes (every track's curve is sampled by the constructor), so
# one is shared, also with the verdict job's worker thread, which only reads it. Kept as
# metadata of this script (GDScript 3 has no static variables; in the Engine singleton's it
# outlived the script language at exit and the engine crashed), made on first use, on the main
# thread.

const Geometry = preload("res://scripts/hex_tracks/geometry.gd")
const SELF = "res://scripts/hex_tracks/shared_geometry.gd"
const META = "geometry"


static func get_geometry() -> Reference:
	var holder = load(SELF)  # this script (a static function has no `self`)
	if not holder.has_meta(META):
		holder.set_meta(META, Geometry.new())
	return holder.get_meta(META)
