extends Reference
# The values of the event schema (core/telemetry/schema.py) that the device reads back from its
# own files (state.json, upload.json, kept attempt records): what it reads there is never
# trusted, and a value the schema refuses would make the collector refuse every event carrying
# it.

const MAX_COUNT = 9007199254740991  # the schema's largest whole number (2^53 - 1, JSON-safe)
const HEX_DIGITS = "0123456789abcdef"


# A whole number from 0 to MAX_COUNT (an int, or a float as the JSON readers give numbers).
static func is_count(value) -> bool:
	if not typeof(value) in [TYPE_INT, TYPE_REAL]:
		return false
	return value >= 0 and value <= MAX_COUNT and value == floor(value)


# `digits` lowercase hex digits, as the schema's ids are (installId 32, attemptId 16).
static func is_hex(value, digits: int) -> bool:
	if typeof(value) != TYPE_STRING or value.length() != digits:
		return false
	for i in range(digits):
		if HEX_DIGITS.find(value[i]) < 0:
			return false
	return true
