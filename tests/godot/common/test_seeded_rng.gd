extends "res://tests/godot/test_case.gd"
# Replays the Python RNG vectors (core/common/rng.py conformance_vectors) through
# scripts/common/seeded_rng.gd: every 64-bit value exactly (as unsigned decimal text), floats
# within 1e-9. The file is written by WRITE_COMMAND.

const SeededRng = preload("res://scripts/common/seeded_rng.gd")
const VECTORS = "res://build/conformance/rng.json"
const WRITE_COMMAND = ".venv/bin/python -m core conformance --out-dir build/conformance"
const TOLERANCE = 1e-9
const SHOWN_MISMATCHES = 10  # a broken port differs everywhere; the first few say enough

var vectors = {}
var mismatches = 0


func before_each():
	var parsed = JSON.parse(read_file(VECTORS))
	if parsed.error != OK or typeof(parsed.result) != TYPE_DICTIONARY:
		fail("%s is missing or not JSON; write it with `%s`" % [VECTORS, WRITE_COMMAND])
		return
	vectors = parsed.result


func test_the_vectors_are_usable():
	if vectors.empty():
		return
	assert_eq(vectors.get("format"), 1, "vector format")
	assert_eq(vectors.get("kind"), "rng", "vector kind")
	var draws = 0
	for stream in vectors["streams"]:
		draws += stream["u64"].size()
	for case in vectors["mixed"]:
		draws += case["ops"].size()
	assert_true(draws >= 10000, "at least 10000 draws, got %d" % draws)
	assert_true(vectors["hashes"].size() >= 1000, "at least 1000 hashed texts")


# Published values, independent of the vector file.
func test_known_answers():
	assert_eq(SeededRng.to_unsigned_string(SeededRng.fnv1a64("")), "14695981039346656037")
	assert_eq(SeededRng.to_unsigned_string(SeededRng.fnv1a64("a")), "12638187200555641996")
	assert_eq(SeededRng.to_unsigned_string(SeededRng.fnv1a64("foobar")), "9625390261332436968")
	var rng = SeededRng.new(0)
	var first = []
	for _i in range(3):
		first.append(SeededRng.to_unsigned_string(rng.next_u64()))
	# SplitMix64 from state 0: 0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F
	assert_eq(first, ["16294208416658607535", "7960286522194355700", "487617019471545679"])


func test_unsigned_text_round_trips():
	var texts = [
		"0",
		"1",
		"9223372036854775807",
		"9223372036854775808",
		"9223372036854775809",
		"18446744073709551606",
		"18446744073709551615",
	]
	for text in texts:
		assert_eq(SeededRng.to_unsigned_string(SeededRng.parse_unsigned(text)), text, text)
	assert_eq(SeededRng.parse_unsigned("18446744073709551615"), -1, "2^64 - 1 is -1")
	assert_eq(SeededRng.shift_right(-1, 1), 9223372036854775807, "logical shift of -1")
	assert_eq(SeededRng.shift_right(-1, 63), 1, "top bit")
	assert_eq(SeededRng.shift_right(-4, 0), -4, "shift by 0")


func test_streams_replay():
	if vectors.empty():
		return
	for stream in vectors["streams"]:
		var rng = SeededRng.new(_seed(stream["seed"]))
		var at = "seed %s" % JSON.print(stream["seed"])
		_same(SeededRng.to_unsigned_string(rng.state), stream["state"], at + " state")
		var values = []
		for _i in range(stream["u64"].size()):
			values.append(SeededRng.to_unsigned_string(rng.next_u64()))
		_same(values, stream["u64"], at + " next_u64")
	_report(vectors["streams"].size(), "streams")


func test_mixed_draws_replay():
	if vectors.empty():
		return
	for case in vectors["mixed"]:
		var rng = SeededRng.new(_seed(case["seed"]))
		var ops = case["ops"]
		for index in range(ops.size()):
			var op = ops[index]
			var at = "seed %s, op %d %s" % [JSON.print(case["seed"]), index, op[0]]
			match op[0]:
				"u64":
					_same(SeededRng.to_unsigned_string(rng.next_u64()), op[1], at)
				"u32":
					_same(rng.next_u32(), op[1], at)
				"below":
					_same(rng.below(int(op[1])), op[2], "%s(%d)" % [at, op[1]])
				"float":
					var value = rng.next_float()
					if abs(value - op[1]) > TOLERANCE:
						_mismatch("%s: expected %s, got %s" % [at, op[1], value])
				"shuffle":
					var items = range(int(op[1]))
					rng.shuffle(items)
					_same(items, op[2], at)
				"choice":
					_same(rng.choice(op[1]), op[2], at)
				_:
					_mismatch("%s: unknown op" % at)
	_report(vectors["mixed"].size(), "mixed streams")


func test_hashes_replay():
	if vectors.empty():
		return
	var unread = 0
	for index in range(vectors["hashes"].size()):
		var case = vectors["hashes"][index]
		var text = _text(case["codepoints"])
		if text != case["text"]:
			unread += 1  # only the JSON reader is at fault here; the hash uses `text`
		var hash_text = SeededRng.to_unsigned_string(SeededRng.fnv1a64(text))
		_same(hash_text, case["fnv1a64"], "text %d %s" % [index, JSON.print(text.left(40))])
	_report(vectors["hashes"].size(), "texts")
	# Godot 3's JSON reader splits escaped surrogate pairs: write the file unescaped
	# (json.dumps(..., ensure_ascii=False)) so that texts read from it are whole
	assert_eq(unread, 0, "texts the JSON reader did not give back as written")


func test_same_seed_same_stream_and_int_string_seeds_differ():
	var a = SeededRng.new("level-1")
	var b = SeededRng.new("level-1")
	var c = SeededRng.new(SeededRng.fnv1a64("level-1"))
	for _i in range(100):
		var value = a.next_u64()
		assert_eq(b.next_u64(), value, "same text seed")
		assert_eq(c.next_u64(), value, "a text seed is its hash")
	var items = range(50)
	SeededRng.new(3).shuffle(items)
	var sorted_items = items.duplicate()
	sorted_items.sort()
	assert_eq(sorted_items, range(50), "a shuffle is a permutation")


func _same(actual, expected, where: String) -> void:
	var difference = first_difference(actual, expected)
	if not difference.empty():
		_mismatch("%s: %s" % [where, difference])


func _mismatch(message: String) -> void:
	mismatches += 1
	if mismatches <= SHOWN_MISMATCHES:
		fail(message)


func _report(total: int, what: String) -> void:
	assert_eq(mismatches, 0, "checks that differ from Python, over %d %s" % [total, what])


# A vector seed: {"int": unsigned decimal text} or {"text": ..., "codepoints": [...]}.
func _seed(seed_json: Dictionary):
	if seed_json.has("int"):
		return SeededRng.parse_unsigned(seed_json["int"])
	return _text(seed_json["codepoints"])


# The text of a list of code points, independent of how the JSON file escaped it.
func _text(codepoints: Array) -> String:
	var text = ""
	for codepoint in codepoints:
		text += char(int(codepoint))
	return text
