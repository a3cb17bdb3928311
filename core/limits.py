"""Limits every reader enforces before a mode looks at a file, so no input can exhaust the
machine: a file is read whole, so its size is capped; JSON nesting is capped far below
Python's recursion limit (no level format nests deeper than a handful of levels)."""

MAX_FILE_BYTES = 16 * 1024 * 1024
MAX_JSON_DEPTH = 32
