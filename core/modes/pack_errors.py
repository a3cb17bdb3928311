"""Pack parsing shared by the modes: pydantic errors turned into located problems, and the
per-level checks every pack gets.

A pack is ``{"levels": [{"id": …, "<items>": [{"id": …}, …]}]}``; an error inside the
``cells`` (or ``tiles``, ``pieces``) list of a level is reported on that level and item by id
(or by position when it has none).
"""
from __future__ import annotations

import json
from typing import Any

from pydantic import ValidationError

from ..errors import LevelFileError, Problem

_RULE_OF_TYPE = {
    "missing": "missing-field",
    "extra_forbidden": "unknown-field",
    "literal_error": "value",
    "too_short": "empty",
    "string_too_short": "empty",
    "too_long": "too-long",
    "string_too_long": "too-long",
    "greater_than_equal": "range",
    "less_than_equal": "range",
    "greater_than": "range",
    "less_than": "range",
}
ITEM_NOUNS = {"cells": "cell", "tiles": "tile", "pieces": "piece"}


def _id_at(items, index: int) -> str:
    """The id written at ``items[index]``, or its position when it has none."""
    try:
        ident = items[index].get("id")
    except (AttributeError, IndexError, KeyError, TypeError):
        ident = None
    return ident if isinstance(ident, str) and ident else f"#{index + 1}"


def _locate(raw, loc: list):
    """(level id, item id, item noun, the rest of the location) of one error."""
    level = item = None
    noun = "cell"
    if len(loc) >= 2 and loc[0] == "levels" and isinstance(loc[1], int):
        levels: Any = raw.get("levels") if isinstance(raw, dict) else None
        level = _id_at(levels, loc[1])
        rest = loc[2:]
        if len(rest) >= 2 and rest[0] in ITEM_NOUNS and isinstance(rest[1], int):
            try:
                items = levels[loc[1]].get(rest[0])
            except (AttributeError, IndexError, TypeError):
                items = None
            noun = ITEM_NOUNS[rest[0]]
            item = _id_at(items, rest[1])
            rest = rest[2:]
        return level, item, noun, rest
    return level, item, noun, loc


def problems_from_validation(raw, exc: ValidationError, file: str) -> list[Problem]:
    problems = []
    seen = set()
    for err in exc.errors():
        level, item, noun, loc = _locate(raw, list(err["loc"]))
        # drop pydantic's union-branch labels (e.g. 'str', 'dict[str,str]')
        field = ".".join(str(p) for p in loc if not (isinstance(p, str) and "[" in p or p == "str"))
        kind = err["type"]
        rule = _RULE_OF_TYPE.get(kind, "type" if kind.endswith("_type") or "parsing" in kind else kind)
        if kind == "model_type" and not loc:
            rule = "type"
        detail = err["msg"]
        if kind != "missing" and "input" in err and rule in ("type", "value", "range"):
            detail += f" (got {json.dumps(err['input'], ensure_ascii=False, default=str)[:60]})"
        if field:
            detail = f"field '{field}': {detail}"
        key = (level, item, rule, field)
        if key in seen:  # a union reports each branch; one line per field is enough
            continue
        seen.add(key)
        problems.append(Problem(rule, detail, level, item, file=file, noun=noun))
    return problems


def parse_checked(raw, file: str, pack_model, structure_problems):
    """A pack parsed with its model, then checked level by level: ids ``<pack>-<position>``,
    unique, and the mode's whole-board rules; LevelFileError carries every problem."""
    try:
        pack = pack_model.model_validate(raw)
    except ValidationError as exc:
        raise LevelFileError(problems_from_validation(raw, exc, file)) from None
    problems = []
    seen_ids: set[str] = set()
    for position, level in enumerate(pack.levels, start=1):
        expected = f"{pack.pack}-{position}"
        if level.id in seen_ids:
            problems.append(Problem("duplicate-level-id", "another level has this id", level.id))
        elif level.id != expected:
            problems.append(Problem(
                "level-id-order", f"level {position} of pack {pack.pack} must be named '{expected}'", level.id,
            ))
        seen_ids.add(level.id)
        problems.extend(structure_problems(level))
    if problems:
        for p in problems:
            p.file = file
        raise LevelFileError(problems)
    return pack
