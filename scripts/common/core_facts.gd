extends Reference
# Written by `python -m core facts` from the Python core (core/engine_facts.py): do not edit.
# `python -m core facts --check` (tests/common/test_engine_facts.py) fails when it is stale.

# The deduction grader's grades, easiest first (core/common/path_grade.py GRADE_ORDER).
const GRADES = ["easy", "medium", "hard", "expert", "fiendish"]

# Code points that alone show nothing, [first, last] (core/common/visible.py INVISIBLE).
const INVISIBLE = [
	[0, 32],
	[127, 160],
	[173, 173],
	[1536, 1541],
	[1564, 1564],
	[1757, 1757],
	[1807, 1807],
	[2192, 2193],
	[2274, 2274],
	[4447, 4448],
	[5760, 5760],
	[6158, 6158],
	[8192, 8207],
	[8232, 8239],
	[8287, 8292],
	[8294, 8303],
	[12288, 12288],
	[12644, 12644],
	[65279, 65279],
	[65440, 65440],
	[65529, 65531],
	[69821, 69821],
	[69837, 69837],
	[78896, 78911],
	[113824, 113827],
	[119155, 119162],
	[917505, 917505],
	[917536, 917631]
]
