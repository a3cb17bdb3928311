"""Strict JSON reading with located errors, and writing that never leaves a half-written file.

Reading (docs/architecture.md, "Bad input"): only a regular file is opened (a FIFO, a device
or a folder is refused without blocking on it), its size is checked before a byte is read and
the read itself is bounded; the bytes must be UTF-8 without a byte-order mark; the JSON must
be one value with no duplicate keys, no NaN or Infinity, no integer literal longer than
``MAX_INT_DIGITS`` digits, no number out of a double's range, no text holding half of a
surrogate pair (``"\\ud800"``) or a NUL, and no nesting deeper than ``MAX_JSON_DEPTH``. Every refusal
is a ``LevelFileError`` naming the file and, where there is one, the line and column.
"""
from __future__ import annotations

import json
import math
import os
import re
import stat
from pathlib import Path

from .errors import file_problem, shown
from .limits import MAX_FILE_BYTES, MAX_INT_DIGITS, MAX_JSON_DEPTH, MAX_NUMBER_CHARS

_SURROGATE = re.compile("[\ud800-\udfff]")
# where a parsed text can get half a surrogate pair or a NUL: a \u escape of one (or the
# characters themselves, in text that did not come from UTF-8 bytes)
_SUSPECT_TEXT = re.compile(r"\\u(?:[dD][89a-fA-F]|0000)|[\ud800-\udfff\0]")
_LONG_DIGITS = re.compile(r"[0-9]{%d}" % (MAX_INT_DIGITS + 1))  # in a number or in a text


class _Refused(ValueError):
    """A value the strict reader refuses; ``literal`` is searched for in the text to say where."""

    def __init__(self, detail: str, literal: str | None = None, key: bool = False):
        super().__init__(detail)
        self.detail = detail
        self.literal = literal
        self.key = key  # the literal is a key written twice: the second time is where


def _no_duplicate_keys(pairs):
    seen = {}
    for key, value in pairs:
        if key in seen:
            raise _Refused(f"duplicate key {_quoted(key)} in one object", json.dumps(key, ensure_ascii=False), key=True)
        seen[key] = value
    return seen


def _int(literal: str) -> int:
    if len(literal.lstrip("-")) > MAX_INT_DIGITS:
        raise _Refused(f"an integer of {len(literal.lstrip('-'))} digits; at most {MAX_INT_DIGITS} are read", literal)
    return int(literal)


def _float(literal: str) -> float:
    if len(literal) > MAX_NUMBER_CHARS:
        raise _Refused(f"a number written with {len(literal)} characters; at most {MAX_NUMBER_CHARS} are read", literal)
    value = float(literal)
    if not math.isfinite(value):
        raise _Refused(f"the number {literal} is out of range", literal)
    return value


def _constant(name: str):
    raise _Refused(f"{name} is not a number JSON allows", name)


def _quoted(text: str, limit: int = 40) -> str:
    return f"'{shown(text, limit)}'"


def _first_problem(value, limit: int = MAX_JSON_DEPTH) -> tuple[str, str] | None:
    """(JSON path, what is wrong) of the first value nested deeper than ``limit`` or text
    holding a lone surrogate, else None (iterative: no input can exhaust the stack)."""
    stack = [(value, "$", 1)]
    while stack:
        node, where, depth = stack.pop()
        if isinstance(node, str):
            if _SURROGATE.search(node):
                return where, "text holds half of a surrogate pair (\\ud800-\\udfff)"
            if "\0" in node:
                return where, "text holds a NUL character"
        elif isinstance(node, (dict, list)):
            if depth > limit:
                return where, f"nested more than {limit} levels deep"
            if isinstance(node, dict):
                for k, v in node.items():
                    if _SURROGATE.search(k) or "\0" in k:
                        return where, "a key holds half of a surrogate pair or a NUL character"
                    stack.append((v, f"{where}.{k}" if k.isidentifier() else f"{where}[{_quoted(k)}]", depth + 1))
            else:
                stack.extend((v, f"{where}[{i}]", depth + 1) for i, v in enumerate(node))
    return None


def _deeper_than(value, limit: int = MAX_JSON_DEPTH) -> bool:
    """Whether a value nests deeper than ``limit``: ``_first_problem``'s depth check without
    naming the place, so that a valid file is walked once, cheaply (a level of the tree at a
    time; json gives plain dicts and lists)."""
    level = [value] if type(value) in (dict, list) else []
    depth = 1
    while level:
        if depth > limit:
            return True
        below = []
        for node in level:
            below.extend([c for c in (node.values() if type(node) is dict else node) if type(c) in (dict, list)])
        level = below
        depth += 1
    return False


def _line_column(text: str, index: int) -> str:
    line = text.count("\n", 0, index) + 1
    return f"line {line} column {index - (text.rfind(chr(10), 0, index) + 1) + 1}"


def _find(text: str, exc: _Refused) -> int:
    """Where the refused literal is written (-1: not found); a duplicate key's second time."""
    if not exc.literal:
        return -1
    if not exc.key:
        return text.find(exc.literal)
    places = [m.start() for m in re.finditer(re.escape(exc.literal) + r"\s*:", text)]
    return places[1] if len(places) > 1 else (places[0] if places else -1)


def parse_json_text(text: str, name: str):
    """Strict JSON (see the module notes); LevelFileError names what is wrong and where."""
    if not text.strip():
        raise file_problem(name, "json", "the file is empty")
    # Integers go through _int only where one could be too long: json's own C reading otherwise
    parse_int = _int if _LONG_DIGITS.search(text) else None
    try:
        data = json.loads(
            text, object_pairs_hook=_no_duplicate_keys, parse_int=parse_int, parse_float=_float,
            parse_constant=_constant,
        )
    except _Refused as exc:
        at = _find(text, exc)
        where = f" at {_line_column(text, at)}" if at >= 0 else ""
        raise file_problem(name, "json", exc.detail + where) from None
    except RecursionError:
        raise file_problem(name, "json", f"nested more than {MAX_JSON_DEPTH} levels deep") from None
    except json.JSONDecodeError as exc:
        detail = f"not valid JSON: {exc.msg} at line {exc.lineno} column {exc.colno}"
        raise file_problem(name, "json", detail) from None
    # a text from UTF-8 bytes holds no surrogate: the search is for \u escapes and NULs there
    suspect = ("\\u" in text or "\0" in text or not text.isascii()) and _SUSPECT_TEXT.search(text)
    problem = _first_problem(data) if suspect or _deeper_than(data) else None
    if problem is not None:
        raise file_problem(name, "json", f"{problem[1]} at {problem[0]}")
    return data


def parse_json_bytes(data: bytes, name: str):
    """Strict JSON from bytes that must be UTF-8 without a byte-order mark."""
    if data.startswith(b"\xef\xbb\xbf"):
        raise file_problem(name, "encoding", "starts with a byte-order mark; save it as UTF-8 without one")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        column = exc.start - (data.rfind(b"\n", 0, exc.start) + 1) + 1
        raise file_problem(name, "encoding", f"not UTF-8: byte 0x{data[exc.start]:02x} at line {line} "
                                             f"column {column} ({exc.reason})") from None
    return parse_json_text(text, name)


def _kind_of(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a FIFO (named pipe)"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    if stat.S_ISLNK(mode):
        return "a symbolic link"
    return "not a regular file"


def read_bytes(path: str | Path, limit: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes. The file is opened without
    blocking (a FIFO would wait for a writer), checked with fstat before a byte is read, and
    read no further than the limit (a file that grows meanwhile is refused too)."""
    name = str(path)
    if not name:
        raise file_problem("''", "file", "an empty file name")
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_NOCTTY", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        raise file_problem(name, "file", "no such file") from None
    except IsADirectoryError:
        raise file_problem(name, "file", "is a folder, not a file") from None
    except (OSError, ValueError) as exc:  # ValueError: a NUL in the name
        raise file_problem(name, "file", f"cannot read: {getattr(exc, 'strerror', None) or exc}") from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise file_problem(name, "file", f"is {_kind_of(info.st_mode)}, not a regular file; only files are read")
        if info.st_size > limit:
            raise file_problem(name, "file", f"{info.st_size} bytes; at most {limit} are read")
        chunks, total = [], 0
        while True:
            chunk = os.read(fd, min(1 << 20, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
            if total > limit:
                raise file_problem(name, "file", f"grew past {limit} bytes while being read")
        return b"".join(chunks)
    except OSError as exc:
        raise file_problem(name, "file", f"cannot read: {exc.strerror or exc}") from None
    finally:
        os.close(fd)


def read_json(path: str | Path):
    """Parse a JSON file strictly (the module notes); every refusal is a LevelFileError."""
    return parse_json_bytes(read_bytes(path), str(path))


def dumps_stable(data) -> str:
    """Deterministic, diff-friendly JSON (UTF-8 kept readable, trailing newline)."""
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"


def write_atomic(path: str | Path, text: str) -> None:
    """Write to a temp file in the same folder, then rename over the target; an unwritable
    target raises LevelFileError naming it and leaves nothing behind (Ctrl-C included).
    Where a command may write is ``core.output``'s to decide, before its work starts."""
    from .output import OutputSet

    with OutputSet() as outputs:
        outputs.add(path, text)
