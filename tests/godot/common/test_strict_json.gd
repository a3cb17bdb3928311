extends "res://tests/godot/test_case.gd"
# scripts/strict_json.gd replays the shared texts of tests/fixtures/bad-input/json.json (the
# Python reader's tests replay them too): each is taken or refused alike on both sides; the
# values come back with whole numbers as ints; nothing recurses, so no depth crashes it.

const StrictJson = preload("res://scripts/strict_json.gd")
const SHARED = "res://tests/fixtures/bad-input/json.json"


func test_the_shared_texts_are_taken_or_refused_as_in_python():
	var cases = JSON.parse(read_file(SHARED)).result["cases"]
	assert_true(cases.size() >= 48, "the shared set is there")
	for case in cases:
		var bytes = case_bytes(case)
		var read = StrictJson.parse_bytes(bytes)
		if case["ok"]:
			assert_eq(read["error"], "", case["name"])
		else:
			assert_true(read["error"] != "", "%s is refused" % case["name"])
			assert_eq(read["value"], null, case["name"])


func test_values_keep_whole_numbers_apart_from_floats():
	var read = StrictJson.parse('{"a": [1, 1.0, -7, 2.5e0, true, null, "x\\u00e9\\ud83d\\ude00"]}')
	assert_eq(read["error"], "")
	var a = read["value"]["a"]
	assert_eq(typeof(a[0]), TYPE_INT)
	assert_eq(typeof(a[1]), TYPE_REAL)
	assert_eq(a[2], -7)
	assert_eq(typeof(a[2]), TYPE_INT)
	assert_eq(a[3], 2.5)
	assert_eq(a[4], true)
	assert_eq(a[5], null)
	assert_eq(a[6], "x" + char(0xE9) + char(0x1F600))
	var floats = StrictJson.parse("[1, 2, 16777217, 9007199254740991]", false)["value"]
	assert_eq(typeof(floats[0]), TYPE_REAL, "without whole numbers every number is a float")
	# a double, never rounded through a 32-bit float (play data's seq and times go past 2^24)
	assert_eq(floats[2] - 16777216, 1)
	assert_eq(floats[3] - 9007199254740990, 1)


func test_a_byte_order_mark_in_a_text_is_kept():
	# Godot's UTF-8 decoder drops one that begins what it decodes; Python's reader keeps it
	var mark = char(0xFEFF)
	for text in ['{"%sa": 1}' % mark, '["%s", "x%s"]' % [mark + mark, mark]]:
		var read = StrictJson.Reader.new(text.to_utf8(), true).read()
		assert_eq(read["error"], "", text.c_escape())
		assert_eq(JSON.print(read["value"]), text.replace(" ", ""), text.c_escape())


func test_huge_numbers_never_become_ints():
	# q = 2^62 and 1e300 must never reach an int conversion (a cell at q = -2^63)
	var read = StrictJson.parse("[4611686018427387904, 1e300, 999999999999999999]")
	assert_eq(read["error"], "")
	assert_eq(typeof(read["value"][0]), TYPE_REAL)
	assert_eq(typeof(read["value"][1]), TYPE_REAL)
	assert_eq(read["value"][2], 999999999999999999)


func test_refusals_say_where():
	var read = StrictJson.parse('{"a": 1,\n "a": 2}')
	assert_eq(read["error"], "duplicate key 'a' in one object at line 2 column 2")
	read = StrictJson.parse("[1,\n NaN]")
	assert_eq(read["error"], "expected a value at line 2 column 2")


func test_deep_nesting_is_refused_at_the_limit_without_a_crash():
	var deep = ""
	for _i in range(100000):
		deep += "["
	var read = StrictJson.parse(deep)
	assert_eq(read["error"], "nested more than 32 levels deep at line 1 column 33")
