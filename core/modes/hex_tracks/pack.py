"""Loading Hex Tracks files: a pack, or a single level (the workshop's unit), checked with
the pydantic models and then the whole-level rules; every problem located by file, level,
cell ``(q,r)`` or tile id, and rule."""
from __future__ import annotations

import itertools
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from ...errors import LevelFileError, Problem
from ...jsonio import parse_json_text, read_json
from ..pack_errors import problems_from_validation
from .schema import MODE_ID, Level, Pack

_single_numbers = itertools.count(1)
MAX_IMPORT_BYTES = 1024 * 1024  # a level is a few KB (scripts/hex_tracks/level_import.gd reads as much)
SINGLE_TITLE = {"zh": "工坊关卡", "en": "Workshop level"}


def is_single_level(raw) -> bool:
    """A level object rather than a pack: it has no ``levels`` but level fields."""
    return isinstance(raw, dict) and "levels" not in raw and ("cells" in raw or "tiles" in raw)


def wrap_single(raw: dict) -> dict:
    """A single level as a one-level pack (its ``mode`` field, if any, moves to the pack)."""
    level = {k: v for k, v in raw.items() if k != "mode"}
    return {"mode": raw.get("mode", MODE_ID), "pack": 1, "title": SINGLE_TITLE, "levels": [level]}


def _cell_name(raw_level, index: int) -> str | None:
    try:
        cell = raw_level["cells"][index]
        q, r = cell["q"], cell["r"]
    except (KeyError, IndexError, TypeError):
        return None
    if type(q) is int and type(r) is int:
        return f"({q},{r})"
    return None


def _relocate(raw: dict, problems: list[Problem]) -> None:
    """Cells have no id: name them by (q,r) instead of their position (#n)."""
    levels = raw.get("levels") if isinstance(raw, dict) else None
    if not isinstance(levels, list):
        return
    by_id: dict = {}
    for position, lv in enumerate(levels, start=1):
        ident = lv.get("id") if isinstance(lv, dict) else None
        by_id.setdefault(ident if isinstance(ident, str) and ident else f"#{position}", lv)
    for p in problems:
        if p.noun == "cell" and isinstance(p.cell, str) and p.cell.startswith("#"):
            name = _cell_name(by_id.get(p.level), int(p.cell[1:]) - 1)
            if name is not None:
                p.cell = name


def level_problems(level: Level) -> list[Problem]:
    """The rules that need the whole level."""
    problems = []
    cells = set()
    for c in level.cells:
        if (c.q, c.r) in cells:
            problems.append(Problem("duplicate-cell", "two cells at this position", level.id, f"({c.q},{c.r})"))
        cells.add((c.q, c.r))
    ids: set[str] = set()
    at: dict[tuple[int, int], str] = {}
    for t in level.tiles:
        if t.id in ids:
            problems.append(Problem("duplicate-tile-id", "another tile has this id", level.id, t.id, noun="tile"))
        ids.add(t.id)
        if (t.q, t.r) not in cells:
            problems.append(Problem(
                "tile-off-board", f"({t.q},{t.r}) is not a cell of the board", level.id, t.id, noun="tile",
            ))
        elif (t.q, t.r) in at:
            problems.append(Problem(
                "tile-overlap", f"({t.q},{t.r}) also holds tile {at[(t.q, t.r)]}", level.id, t.id, noun="tile",
            ))
        else:
            at[(t.q, t.r)] = t.id
    return problems


def parse_pack(raw, file: str) -> Any:  # a Pack, a model pack_model makes at run time
    """Validate parsed JSON (a pack or a single level); LevelFileError with every problem."""
    single = is_single_level(raw)
    if single:
        raw = wrap_single(raw)
    try:
        pack: Any = Pack.model_validate(raw)
    except ValidationError as exc:
        problems = problems_from_validation(raw, exc, file)
        _relocate(raw, problems)
        raise LevelFileError(problems) from None
    problems = []
    seen: set[str] = set()
    for level in pack.levels:
        if level.id in seen:
            problems.append(Problem("duplicate-level-id", "another level of the file has this id", level.id))
        seen.add(level.id)
        problems.extend(level_problems(level))
    if problems:
        for p in problems:
            p.file = file
        raise LevelFileError(problems)
    if single:
        pack.pack = -next(_single_numbers)  # distinct, so several level files load together
    return pack


def parse_any(raw, file: str) -> Any:
    """What the importer accepts: a pack or a single level, of this mode (a ``mode`` field, if
    any, must name it)."""
    if isinstance(raw, dict) and "mode" in raw and raw["mode"] != MODE_ID:
        raise LevelFileError([Problem("mode", f"the file is a {raw['mode']!r} file, not {MODE_ID}", file=file)])
    return parse_pack(raw, file)


def parse_text(text: str, file: str) -> Any:
    """The importer on a text (a workshop import, a pasted level): strict JSON, then
    ``parse_any``. tests/fixtures/bad-input/hex-tracks.json lists texts it must refuse, with the
    rule each breaks; the GDScript importer replays the same file. A text is at most
    MAX_IMPORT_BYTES of UTF-8, as the workshop reads it."""
    size = len(text.encode("utf-8", errors="surrogatepass"))
    if size > MAX_IMPORT_BYTES:
        raise LevelFileError([Problem("file", f"{size} bytes; at most {MAX_IMPORT_BYTES} are read", file=file)])
    return parse_any(parse_json_text(text, file), file)


def load_pack(path: str | Path) -> Any:
    return parse_pack(read_json(path), str(path))

