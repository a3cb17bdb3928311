"""Checking events one JSON line at a time: the collector's batches and ``events check``'s files
use the same rules, and every problem names the event (its line) and the field."""
from __future__ import annotations

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


def check_raw(raw, line: int, size: int):
    """(the event model or None, [EventProblem]) of one parsed event of ``size`` bytes."""
    if size > MAX_EVENT_BYTES:
        return None, [EventProblem(line, "", f"longer than {MAX_EVENT_BYTES} bytes")]
    if not isinstance(raw, dict):
        return None, [EventProblem(line, "", "an event is a JSON object")]
    try:
        return EVENT.validate_python(raw), []
    except ValidationError as exc:
        return None, _problems(exc, line)


def check_line(text: str, line: int):
    """(the event model or None, [EventProblem]) of one JSON line."""
    size = len(text.encode("utf-8"))
    if size > MAX_EVENT_BYTES:
        return check_raw(None, line, size)
    try:
        raw = parse_json_text(text, f"line {line}")
    except LevelFileError as exc:
        return None, [EventProblem(line, "", p.detail) for p in exc.problems]
    return check_raw(raw, line, size)


class BatchTooLarge(Exception):
    pass


def check_lines(lines: list[str], limit: int | None = MAX_BATCH_EVENTS):
    """(events, problems) of JSON lines; blank lines are skipped, more than ``limit`` events
    raise BatchTooLarge."""
    events, problems = [], []
    count = 0
    for i, text in enumerate(lines, 1):
        if not text.strip():
            continue
        count += 1
        if limit is not None and count > limit:
            raise BatchTooLarge(f"more than {limit} events in one batch")
        event, found = check_line(text, i)
        if event is not None:
            events.append(event)
        problems.extend(found)
    return events, problems
