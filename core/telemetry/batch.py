"""Checking events one JSON line at a time: the collector's batches and ``events check``'s files
use the same rules, and every problem names the event (its line) and the field."""
from __future__ import annotations

import re
from dataclasses import dataclass

from pydantic import ValidationError

from ..errors import LevelFileError
from ..jsonio import parse_json_text
from .schema import EVENT, MAX_BATCH_EVENTS, MAX_EVENT_BYTES, kind_names

MAX_PROBLEMS = 50  # listed in one answer; the count says how many there were


@dataclass
class EventProblem:
    line: int  # 1-based line of the batch or file
    field: str  # dotted path inside the event ("" for the whole line)
    detail: str

    def as_json(self) -> dict:
        return {"event": self.line - 1 if self.line else None, "line": self.line or None, "field": self.field, "detail": self.detail}

    def __str__(self) -> str:
        where = f"line {self.line}" + (f": field {self.field}" if self.field else "")
        return f"{where}: {self.detail}"


def _field(loc: tuple, kinds_first: bool) -> str:
    parts = list(loc[1:] if kinds_first and loc else loc)
    return ".".join(str(p) for p in parts)


def _problems(exc: ValidationError, line: int) -> list[EventProblem]:
    out = []
    for err in exc.errors(include_url=False):
        loc = tuple(err.get("loc", ()))
        # a discriminated union puts the kind first: ('win', 'summary', ...); a missing or
        # unknown kind has the loc of the union itself
        kinds_first = err.get("type") not in ("union_tag_invalid", "union_tag_not_found")
        field = "kind" if not kinds_first else _field(loc, True)
        msg = err.get("msg", "invalid")
        if not kinds_first:
            given = err.get("input", {}).get("kind") if isinstance(err.get("input"), dict) else None
            what = f"unknown kind {given!r}" if given is not None else "no kind"
            msg = f"{what} (one of: {', '.join(kind_names())})"
        out.append(EventProblem(line, field, msg.replace("Value error, ", "")))
    return out


def check_raw(raw, line: int, size: int, stored: bool = False):
    """(the event model or None, [EventProblem]) of one parsed event of ``size`` bytes;
    ``stored``: a line as the collector stored it, with its receipt time ``recvMs`` added."""
    if size > MAX_EVENT_BYTES:
        return None, [EventProblem(line, "", f"longer than {MAX_EVENT_BYTES} bytes")]
    if not isinstance(raw, dict):
        return None, [EventProblem(line, "", "an event is a JSON object")]
    if stored and "recvMs" in raw:
        received = raw.pop("recvMs")
        if type(received) is not int or received < 0:
            return None, [EventProblem(line, "recvMs", "the collector's receipt time is a whole number of ms")]
    try:
        return EVENT.validate_python(raw), []
    except ValidationError as exc:
        return None, _problems(exc, line)


def check_line(text: str, line: int, stored: bool = False):
    """(the event model or None, [EventProblem]) of one JSON line."""
    size = len(text.encode("utf-8"))
    if size > MAX_EVENT_BYTES:
        return check_raw(None, line, size)
    try:
        raw = parse_json_text(text, f"line {line}")
    except LevelFileError as exc:
        return None, [EventProblem(line, "", p.detail) for p in exc.problems]
    return check_raw(raw, line, size, stored)


class BatchTooLarge(Exception):
    pass


def _too_many(limit: int) -> BatchTooLarge:
    return BatchTooLarge(f"more than {limit} events in one batch")


def _check_each(numbered, stored: bool = False):
    events, problems = [], []
    for i, text in numbered:
        event, found = check_line(text, i, stored)
        if event is not None:
            events.append(event)
        problems.extend(found)
    return events, problems


def check_lines(lines: list[str], limit: int | None = MAX_BATCH_EVENTS, stored: bool = False):
    """(events, problems) of JSON lines; blank lines are skipped, more than ``limit`` events
    raise BatchTooLarge (counted before any is parsed); ``stored``: lines as the collector
    stored them (see check_raw)."""
    if limit is not None and sum(1 for text in lines if text.strip()) > limit:
        raise _too_many(limit)
    return _check_each(((i, text) for i, text in enumerate(lines, 1) if text.strip()), stored)


# what a scan of JSON text must see to split an array: strings (whose brackets and commas do not
# count) and the structural characters
_JSON_TOKENS = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"|[\[\]{},]')


def _array_items(text: str, limit: int) -> list[str]:
    """The texts of a JSON array's items, split at its top-level commas by a scan that parses
    nothing; more than ``limit`` items raise BatchTooLarge as soon as the scan counts them (an
    array of 500,000 numbers costs a scan of 1,001 of them). ValueError: not one array."""
    start = len(text) - len(text.lstrip())
    if not text.startswith("[", start):
        raise ValueError("an application/json batch is an array of events")
    items, depth, begin = [], 0, start + 1
    for token in _JSON_TOKENS.finditer(text, start):
        c = token.group()[0]
        if c in "[{":
            depth += 1
        elif c in ",]" and depth == 1:
            items.append(text[begin:token.start()].strip())
            if len(items) > limit:
                raise _too_many(limit)
            begin = token.end()
        if c in "]}":
            depth -= 1
            if depth == 0:
                if c != "]":
                    raise ValueError("not valid JSON: the array is closed by '}'")
                break
    else:
        raise ValueError("not valid JSON: the array is not closed")
    if text[token.end():].strip():
        raise ValueError("not valid JSON: text after the array")
    if items == [""]:
        return []  # "[]": no item at all
    empty = [n for n, item in enumerate(items, 1) if not item]
    if empty:
        raise ValueError(f"not valid JSON: item {empty[0]} of the array is empty")
    return items


def check_array(text: str, limit: int = MAX_BATCH_EVENTS):
    """(events, problems) of an ``application/json`` batch, an array of events: each item is
    checked as one JSON line is (its size before its JSON; problems name the item as ``line``);
    more than ``limit`` items raise BatchTooLarge before any is parsed."""
    try:
        items = _array_items(text, limit)
    except ValueError as exc:
        return [], [EventProblem(0, "", str(exc))]
    return _check_each(enumerate(items, 1))
