extends "res://tests/godot/test_case.gd"
# strict_json.gd's quick way (str2var behind native string checks) reads a text only where the
# strict reader takes it, and to the same value: every shared bad-input text, every Hex Tracks
# mutant and thousands of seeded edits of a level are read both ways and compared (a value by
# var2str, which tells 1 from 1.0). The quick way must also take the game's own level files, or
# it would save nothing.

const StrictJson = preload("res://scripts/strict_json.gd")
const SHARED = [
	"res://tests/fixtures/bad-input/json.json",
	"res://tests/fixtures/bad-input/hex-tracks.json",
	"res://tests/fixtures/bad-input/hex-tracks-mutants.json"
]
const LEVEL_FILES = [
	"res://levels/hex-tracks/pack-1.json",
	"res://levels/hex-tracks/pack-8.json",
	"res://tests/fixtures/frame-budget/hex-tracks-127-25.json"
]
const EDITS = 1500
# What an edit puts in: JSON's own marks, words and digits, and what the quick way must refuse
# (an escape, control characters, bytes of broken or surrogate UTF-8, a NUL, str2var's words)
const PIECES = [
	"[",
	"]",
	"{",
	"}",
	",",
	":",
	'"',
	" ",
	"-",
	"0",
	"1",
	"7",
	".",
	"e",
	"E",
	"+",
	"\n",
	"true",
	"false",
	"null",
	"nil",
	"inf",
	"nan",
	"x",
	"\\",
	"\\n",
	"\t",
	";",
	"@",
	"&",
	'"q"',
	'"q": 1',
	",,",
	"00",
	"0123456789012345",
	"9007199254740993",
	"1.0",
	"1e2"
]
const RAW_BYTES = [
	[0],
	[1],
	[31],
	[0xC3],
	[0xC3, 0x28],
	[0xED, 0xA0, 0x80],
	[0xF4, 0x90, 0x80, 0x80],
	[0xC0, 0xAF],
	[0xEF, 0xBB, 0xBF],
	[0xE5, 0xB0, 0x8F]
]


func test_the_game_level_files_are_read_the_quick_way_to_the_same_value():
	for path in LEVEL_FILES:
		var bytes = read_file(path).to_utf8()
		var quick = StrictJson.read_quickly(bytes)
		assert_false(quick.empty(), "%s is read the quick way" % path)
		_assert_same(bytes, path)


func test_the_shared_texts_and_mutants_are_taken_alike():
	var taken = 0
	for path in SHARED:
		for case in JSON.parse(read_file(path)).result["cases"]:
			var bytes = case_bytes(case)
			taken += _assert_same(bytes, "%s: %s" % [path.get_file(), case["name"]])
	assert_true(taken >= 100, "the quick way took %d of the shared texts" % taken)


func test_edits_of_a_level_are_taken_alike():
	var rng = RandomNumberGenerator.new()
	rng.seed = 33
	var level = read_file("res://tests/fixtures/frame-budget/hex-tracks-127-25.json")
	var small = JSON.parse(level).result
	small["cells"] = small["cells"].slice(0, 6)
	small["tiles"] = small["tiles"].slice(0, 2)
	var base = JSON.print(small, " ").to_utf8()
	var taken = 0
	var refused = 0
	for _i in range(EDITS):
		var bytes = base
		for _edit in range(rng.randi_range(1, 3)):
			bytes = _edited(bytes, rng)
		var quick = _assert_same(bytes, "edit of a level: %s" % _escaped(bytes))
		taken += quick
		refused += int(StrictJson.Reader.new(bytes, true).read()["error"] != "")
	assert_true(taken >= EDITS / 10, "the quick way took %d edits" % taken)
	assert_true(refused >= EDITS / 4, "%d edits are refused" % refused)


func test_what_str2var_would_take_is_left_to_the_strict_reader():
	for text in [
		"[1,]",
		'{"a": 1,}',
		"[1] [2]",
		'{"a": 1}{"b": 2}',
		"[01]",
		"[-]",
		"[1.0]",
		"[1e3]",
		"[nil]",
		"[inf]",
		"[x]",
		"{1: 2}",
		'{"a": 1, "a": 2}',
		"[1234567890123456]",
		" 7 ",
		'["a\tb"]',
		"[Vector2(1, 2)]",
		"[1 ; 2]",
		'[@"x"]'
	]:
		var bytes = text.to_utf8()
		assert_eq(StrictJson.read_quickly(bytes), [], text)
		_assert_same(bytes, text)
	var deep = deep_array(32)
	assert_false(StrictJson.read_quickly(deep.to_utf8()).empty(), "32 levels are read quickly")
	deep = deep_array(33)
	assert_eq(StrictJson.read_quickly(deep.to_utf8()), [], "33 are left to the reader")
	assert_true(StrictJson.parse(deep)["error"].begins_with("nested more than 32"), "which refuses")


# The text read both ways: the quick way takes it only if the reader does, to the same value.
# 1 when the quick way took it.
func _assert_same(bytes: PoolByteArray, what: String) -> int:
	var quick = StrictJson.read_quickly(bytes)
	var strict = StrictJson.Reader.new(bytes, true).read()
	if quick.empty():
		return 0
	assert_eq(strict["error"], "", "the quick way took what the reader refuses: " + what)
	assert_eq(var2str(quick[0]), var2str(strict["value"]), what)
	return 1


func _edited(bytes: PoolByteArray, rng: RandomNumberGenerator) -> PoolByteArray:
	var at = rng.randi_range(0, bytes.size())
	var piece = PoolByteArray()
	if rng.randf() < 0.2:
		piece = PoolByteArray(RAW_BYTES[rng.randi_range(0, RAW_BYTES.size() - 1)])
	else:
		piece = PIECES[rng.randi_range(0, PIECES.size() - 1)].to_utf8()
	var cut = rng.randi_range(0, 2) if at < bytes.size() else 0
	var edited = bytes.subarray(0, at - 1) if at > 0 else PoolByteArray()
	edited.append_array(piece if rng.randf() < 0.7 else PoolByteArray())
	if at + cut < bytes.size():
		edited.append_array(bytes.subarray(at + cut, bytes.size() - 1))
	return edited


func _escaped(bytes: PoolByteArray) -> String:
	return bytes.get_string_from_ascii().c_escape().left(300)
