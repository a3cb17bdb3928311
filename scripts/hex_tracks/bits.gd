extends Reference
# Sets of tile indices as bitsets (docs/hex-tracks-runtime.md: bit i is tile i). A level may hold
# up to 127 tiles and a GDScript int has 64 bits, so a set is an Array of ints of WORD bits each
# (one word up to 60 tiles, which is every campaign and workshop-editor level). Static functions
# only; no function changes its arguments.

const WORD = 60


static func words_for(n) -> int:
	return int(max(1, (n + WORD - 1) / WORD))


# The empty set for n tiles.
static func empty(n) -> Array:
	var words = []
	for _i in range(words_for(n)):
		words.append(0)
	return words


# Every tile of n.
static func full(n) -> Array:
	var words = empty(n)
	for i in range(n):
		words[i / WORD] |= 1 << (i % WORD)
	return words


static func has(words: Array, i) -> bool:
	return (words[i / WORD] >> (i % WORD)) & 1 == 1


static func with(words: Array, i) -> Array:
	var result = words.duplicate()
	result[i / WORD] |= 1 << (i % WORD)
	return result


static func without(words: Array, i) -> Array:
	var result = words.duplicate()
	result[i / WORD] &= ~(1 << (i % WORD))
	return result


# a without the members of b.
static func minus(a: Array, b: Array) -> Array:
	var result = a.duplicate()
	for w in range(a.size()):
		result[w] &= ~b[w]
	return result


static func intersects(a: Array, b: Array) -> bool:
	for w in range(a.size()):
		if a[w] & b[w] != 0:
			return true
	return false


static func is_empty(words: Array) -> bool:
	for word in words:
		if word != 0:
			return false
	return true


# The members in increasing order.
static func members(words: Array) -> Array:
	var result = []
	for w in range(words.size()):
		var word = words[w]
		var i = 0
		while word != 0:
			if word & 1:
				result.append(w * WORD + i)
			word >>= 1
			i += 1
	return result


static func count(words: Array) -> int:
	return members(words).size()


# A Dictionary key for (orientation, set): an int for one word, else a String.
static func key(orientation, words: Array):
	if words.size() == 1:
		return words[0] * 8 + orientation
	var text = str(orientation)
	for word in words:
		text += ":%d" % word
	return text
