extends Reference
# Stars on the clear card (docs/rules/hex-tracks.md "Stars"): the port of
# core/modes/hex_tracks/stars.py. Turns and failed tries are free, so a clear is measured
# against the level's fewest turns R (its baked "rotations"; -1 when the search was capped):
#   3 stars: no more turns than R and no failed try;
#   2 stars: one slip, either at most R + 2 turns and no failed try, or one failed try and no
#            more turns than R (the two slips do not add up);
#   1 star:  any other clear, and always when R is unknown.
# The counts are the session's when the level is won (undo takes a move's counts back).
# tests/godot/modes/hex_tracks/test_ht_stars.gd checks it against the Python vectors.

const MOST = 3
const SLACK_ROTATIONS = 2  # extra turns a 2-star clear may take
const SLACK_FAILED = 1  # failed tries a 2-star clear may take


static func stars(rotations: int, failed_tries: int, optimum: int) -> int:
	if optimum < 0:
		return 1
	if rotations <= optimum and failed_tries == 0:
		return MOST
	if failed_tries == 0 and rotations <= optimum + SLACK_ROTATIONS:
		return 2
	if failed_tries <= SLACK_FAILED and rotations <= optimum:
		return 2
	return 1


# The stars of a won session on its level.
static func of_session(session, level: Dictionary) -> int:
	return stars(session.rotations, session.failed, int(level.get("rotations", -1)))


# "★★☆": `count` filled stars of MOST.
static func text(count: int) -> String:
	var shown = ""
	for i in range(MOST):
		shown += "★" if i < count else "☆"
	return shown
