extends Reference
# Stars on the clear card (docs/rules/hex-tracks.md "Stars"): the port of
# core/modes/hex_tracks/stars.py. Turns and failed tries are free, so a clear is measured
# against the level's fewest turns R (its baked "rotations"; -1 when the search was capped):
#   3 stars: no more turns than R, no failed try and no hint;
#   2 stars: one slip, and a small one: at most R + 2 turns, or one failed try, or one hint,
#            the other two clean (slips do not add up);
#   1 star:  any other clear, and always when R is unknown.
# The counts are the attempt's (session.gd attempt(): since the start or the last restart;
# undo takes none of them back).
# tests/godot/modes/hex_tracks/test_ht_stars.gd checks it against the Python vectors.

const MOST = 3
const SLACK_ROTATIONS = 2  # extra turns a 2-star clear may take
const SLACK_FAILED = 1  # failed tries a 2-star clear may take
const SLACK_HINTS = 1  # hints a 2-star clear may take


static func stars(rotations: int, failed_tries: int, hints: int, optimum: int) -> int:
	if optimum < 0:
		return 1
	var slips = int(rotations > optimum) + int(failed_tries > 0) + int(hints > 0)
	if slips == 0:
		return MOST
	var small = (
		rotations <= optimum + SLACK_ROTATIONS
		and failed_tries <= SLACK_FAILED
		and hints <= SLACK_HINTS
	)
	return 2 if slips == 1 and small else 1


# The stars of a won session's attempt on its level.
static func of_session(session, level: Dictionary) -> int:
	var attempt = session.attempt()
	return stars(
		attempt["rotations"],
		attempt["failedTries"],
		attempt["hints"],
		int(level.get("rotations", -1))
	)


# "★★☆": `count` filled stars of MOST.
static func text(count: int) -> String:
	var shown = ""
	for i in range(MOST):
		shown += "★" if i < count else "☆"
	return shown
