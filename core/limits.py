"""Limits every reader enforces before a mode looks at a file, so no input can exhaust the
machine or reach a conversion that fails: a file is read whole, so its size is capped (and
checked before reading); JSON nesting is capped far below Python's recursion limit (no level
format nests deeper than a handful of levels); an integer literal longer than any 64-bit number
is refused before it becomes an int (Python's own limit, 4300 digits, fails with a ValueError),
and so is a number literal longer than any double needs."""

MAX_FILE_BYTES = 16 * 1024 * 1024
MAX_JSON_DEPTH = 32
MAX_INT_DIGITS = 20  # 2**64 has 20 digits
MAX_NUMBER_CHARS = 40  # a double written in full needs at most 24
MAX_PATH_BYTES = 4096  # PATH_MAX on Linux
MAX_NAME_BYTES = 255  # NAME_MAX: one file or folder name
