extends Reference
# Written by `python -m core facts` from the Python core (core/engine_facts.py): do not edit.
# `python -m core facts --check` (tests/common/test_engine_facts.py) fails when it is stale.

# The deduction grader's grades, easiest first (core/common/path_grade.py GRADE_ORDER).
const GRADES = ["easy", "medium", "hard", "expert", "fiendish"]
