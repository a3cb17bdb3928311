extends Reference
# The portable seeded RNG and string hash: the GDScript port of core/common/rng.py, bit for
# bit (tests/godot/common/test_seeded_rng.gd replays the Python vectors). The algorithm, all
# on unsigned 64-bit integers modulo 2^64 with logical shifts:
#
#   fnv1a64(text): h = 0xCBF29CE484222325; for each UTF-8 byte b: h = (h ^ b) * 0x100000001B3
#   seed: an int is the state as it is; a String is fnv1a64(text)
#   next_u64 (SplitMix64): state += 0x9E3779B97F4A7C15; z = state;
#     z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9; z = (z ^ (z >> 27)) * 0x94D049BB133111EB;
#     return z ^ (z >> 31)
#   next_u32: next_u64() >> 32
#   below(n), 1 <= n <= 2^31: x = next_u32() until x >= 2^32 mod n; return x mod n
#   next_float: (next_u64() >> 11) / 2^53, in [0, 1)
#   shuffle(items): for i = size-1 down to 1: j = below(i + 1); swap items[i], items[j]
#   choice(items): items[below(size)]
#
# GDScript ints are signed 64-bit and wrap on overflow, so + and * give the right low 64
# bits; only >> needs care (it is arithmetic): shift_right masks off the copied sign bits.
# A 64-bit value is held as the same bits in a signed int (Python's 2^64 - 1 is -1 here);
# to_unsigned_string and parse_unsigned convert to and from the unsigned decimal text.
# String.to_utf8 gives whole code points on Android, iOS and Linux (32-bit wchar_t); text
# must not hold U+0000.

const GOLDEN_GAMMA = -7046029254386353131  # 0x9E3779B97F4A7C15
const MIX1 = -4658895280553007687  # 0xBF58476D1CE4E5B9
const MIX2 = -7723592293110705685  # 0x94D049BB133111EB
const FNV_OFFSET = -3750763034362895579  # 0xCBF29CE484222325
const FNV_PRIME = 1099511628211  # 0x100000001B3
const TWO_POW_32 = 4294967296
const MAX_BELOW = 2147483648  # 2^31
const TWO_POW_53 = 9007199254740992.0

var state = 0  # the 64 state bits, as a signed int


# seed_value: an int (its 64 bits) or a String (hashed with fnv1a64).
func _init(seed_value = 0) -> void:
	state = seed_state(seed_value)


static func seed_state(seed_value) -> int:
	if typeof(seed_value) == TYPE_STRING:
		return fnv1a64(seed_value)
	return int(seed_value)


# FNV-1a 64 of the UTF-8 bytes of `text`, as signed bits (to_unsigned_string shows it).
static func fnv1a64(text: String) -> int:
	var h = FNV_OFFSET
	for byte in text.to_utf8():
		h = (h ^ byte) * FNV_PRIME
	return h


# Logical right shift of the 64 bits of x by k (0 <= k <= 63).
static func shift_right(x: int, k: int) -> int:
	if k == 0:
		return x
	return (x >> k) & ((1 << (64 - k)) - 1)


# The unsigned decimal text of the 64 bits of x ("18446744073709551615" for -1).
static func to_unsigned_string(x: int) -> String:
	if x >= 0:
		return str(x)
	var tenth = shift_right(x, 1) / 5  # floor(unsigned x / 10), which fits in 63 bits
	return str(tenth) + str(x - tenth * 10)


# The 64 bits of an unsigned decimal text (digits only, below 2^64), as a signed int.
static func parse_unsigned(text: String) -> int:
	var value = 0
	for digit in text:
		value = value * 10 + int(digit)
	return value


# The next 64 output bits, as a signed int.
func next_u64() -> int:
	state += GOLDEN_GAMMA
	var z = state
	z = (z ^ shift_right(z, 30)) * MIX1
	z = (z ^ shift_right(z, 27)) * MIX2
	return z ^ shift_right(z, 31)


# The high 32 bits of the next output, in [0, 2^32).
func next_u32() -> int:
	return shift_right(next_u64(), 32)


# An unbiased int in [0, n), for 1 <= n <= 2^31; -1 (and an error) for any other n.
func below(n: int) -> int:
	if n < 1 or n > MAX_BELOW:
		push_error("below(n) needs 1 <= n <= 2^31, got %d" % n)
		return -1
	var threshold = TWO_POW_32 % n
	while true:
		var x = next_u32()
		if x >= threshold:
			return x % n
	return -1  # not reached; Godot 3 wants a return at the end


# A float in [0, 1) from the high 53 bits of the next output.
func next_float() -> float:
	# int / float is exact in doubles; float(int) would go through a 32-bit float in Godot 3
	return shift_right(next_u64(), 11) / TWO_POW_53


# Fisher-Yates in place, from the last index down (the documented order).
func shuffle(items: Array) -> void:
	for i in range(items.size() - 1, 0, -1):
		var j = below(i + 1)
		var swapped = items[i]
		items[i] = items[j]
		items[j] = swapped


# One item, picked with a single below(size); null (and an error) when `items` is empty.
func choice(items: Array):
	if items.empty():
		push_error("choice from an empty array")
		return null
	return items[below(items.size())]
