"""Pack files of Number Stroke as pydantic v2 models (seed 002 §8.2) and their loader.

Per-cell rules are model validators; rules that need the whole board (overlaps, clue range,
connectivity) live in ``board.structure_problems``. ``load_pack`` turns every failure into a
``Problem`` naming the file, the level, the cell and the rule.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictInt, StrictStr, ValidationError
from pydantic import model_validator
from pydantic_core import PydanticCustomError

from ..errors import LevelFileError, Problem
from ..jsonio import read_json
from .shapes import ALLOWED_RECTANGLES, rectangle_units, shape_name

MODE_ID = "01-number-stroke"

# a player-facing text: one string, or one per locale ({"zh": …, "en": …})
LocalizedText = StrictStr | dict[StrictStr, StrictStr]
Offset = Annotated[list[StrictInt], Field(min_length=2, max_length=2)]


def _strict(**extra) -> ConfigDict:
    return ConfigDict(extra="forbid", strict=True, **extra)


class Cell(BaseModel):
    """One piece of the board: a rectangle, or a polyomino given by ``shape`` offsets."""

    model_config = _strict()

    id: StrictStr = Field(min_length=1)
    x: StrictInt
    y: StrictInt
    w: StrictInt = Field(ge=1)
    h: StrictInt = Field(ge=1)
    clue: StrictInt | None = None
    parity: Literal["odd", "even"] | None = None
    shape: list[Offset] | None = None

    @model_validator(mode="after")
    def _check_footprint(self) -> "Cell":
        if self.clue is not None and self.parity is not None:
            raise PydanticCustomError(
                "clue-and-parity", "a cell carries a number or an odd/even mark, never both"
            )
        if self.shape is None:
            if (self.w, self.h) not in ALLOWED_RECTANGLES:
                raise PydanticCustomError(
                    "cell-size",
                    "a {w}x{h} rectangle is not allowed (1x1, 1x2, 2x1, 2x2, 3x3; "
                    "longer pieces need a shape)",
                    {"w": self.w, "h": self.h},
                )
            return self
        offsets = [tuple(o) for o in self.shape]
        if any(dx < 0 or dy < 0 for dx, dy in offsets):
            raise PydanticCustomError("shape-offsets", "shape offsets must be non-negative")
        if len(set(offsets)) != len(offsets):
            raise PydanticCustomError("shape-offsets", "shape offsets repeat a unit")
        if not 2 <= len(offsets) <= 4:
            raise PydanticCustomError(
                "shape-size", "a shape has 2 to 4 units, not {n}", {"n": len(offsets)}
            )
        bbox = (max(dx for dx, _ in offsets) + 1, max(dy for _, dy in offsets) + 1)
        if bbox != (self.w, self.h) or min(dx for dx, _ in offsets) or min(dy for _, dy in offsets):
            raise PydanticCustomError(
                "shape-bbox",
                "w/h ({w}x{h}) must equal the bounding box of the shape from offset 0,0",
                {"w": self.w, "h": self.h},
            )
        if shape_name(offsets) is None:
            raise PydanticCustomError(
                "shape-catalogue", "the units are not one 4-connected I/L/S/T/O piece"
            )
        return self

    def offsets(self) -> tuple[tuple[int, int], ...]:
        if self.shape is None:
            return rectangle_units(self.w, self.h)
        return tuple(sorted((tuple(o) for o in self.shape), key=lambda p: (p[1], p[0])))

    def units(self) -> list[tuple[int, int]]:
        """Absolute unit squares this cell owns, sorted by (y, x)."""
        return [(self.x + dx, self.y + dy) for dx, dy in self.offsets()]


class Level(BaseModel):
    model_config = _strict()

    id: StrictStr = Field(min_length=1)
    teach: StrictStr | None = None  # designer's note, never shown to players
    caption: LocalizedText | None = None  # the only in-level text players see
    cells: list[Cell] = Field(min_length=1)


class Pack(BaseModel):
    model_config = _strict()

    mode: Literal["01-number-stroke"]
    pack: StrictInt = Field(ge=1)
    title: LocalizedText
    notes: StrictStr | None = None
    levels: list[Level] = Field(min_length=1)


def pack_json_schema() -> dict:
    return Pack.model_json_schema()


_RULE_OF_TYPE = {
    "missing": "missing-field",
    "extra_forbidden": "unknown-field",
    "literal_error": "value",
    "too_short": "empty",
    "string_too_short": "empty",
    "too_long": "too-long",
    "greater_than_equal": "range",
}


def _id_at(items, index: int) -> str:
    """The id written at ``items[index]``, or its position when it has none."""
    try:
        ident = items[index].get("id")
    except (AttributeError, IndexError, KeyError, TypeError):
        ident = None
    return ident if isinstance(ident, str) and ident else f"#{index + 1}"


def _problems_from_validation(raw, exc: ValidationError) -> list[Problem]:
    problems = []
    seen = set()
    for err in exc.errors():
        loc = list(err["loc"])
        level = cell = None
        if len(loc) >= 2 and loc[0] == "levels" and isinstance(loc[1], int):
            levels = raw.get("levels") if isinstance(raw, dict) else None
            level = _id_at(levels, loc[1])
            loc = loc[2:]
            if len(loc) >= 2 and loc[0] == "cells" and isinstance(loc[1], int):
                cells = levels[int(err["loc"][1])].get("cells")
                cell = _id_at(cells, loc[1])
                loc = loc[2:]
        # drop pydantic's union-branch labels (e.g. 'str', 'dict[str,str]')
        field = ".".join(str(p) for p in loc if not (isinstance(p, str) and "[" in p or p == "str"))
        kind = err["type"]
        rule = _RULE_OF_TYPE.get(kind, "type" if kind.endswith("_type") or "parsing" in kind else kind)
        if kind == "model_type" and not loc:
            rule = "type"
        detail = err["msg"]
        if kind not in ("missing",) and "input" in err and rule in ("type", "value", "range"):
            detail += f" (got {json.dumps(err['input'], ensure_ascii=False, default=str)[:60]})"
        if field:
            detail = f"field '{field}': {detail}"
        key = (level, cell, rule, field)
        if key in seen:  # a union reports each branch; one line per field is enough
            continue
        seen.add(key)
        problems.append(Problem(rule, detail, level, cell))
    return problems


def parse_pack(raw, file: str) -> Pack:
    """Validate already-parsed JSON as a pack; raise LevelFileError with every problem."""
    from .board import structure_problems  # the board rules need the models defined above

    try:
        pack = Pack.model_validate(raw)
    except ValidationError as exc:
        problems = _problems_from_validation(raw, exc)
        for p in problems:
            p.file = file
        raise LevelFileError(problems) from None
    problems = []
    seen_ids: set[str] = set()
    for position, level in enumerate(pack.levels, start=1):
        expected = f"{pack.pack}-{position}"
        if level.id in seen_ids:
            problems.append(Problem("duplicate-level-id", "another level has this id", level.id))
        elif level.id != expected:
            problems.append(
                Problem(
                    "level-id-order",
                    f"level {position} of pack {pack.pack} must be named '{expected}'",
                    level.id,
                )
            )
        seen_ids.add(level.id)
        problems.extend(structure_problems(level))
    if problems:
        for p in problems:
            p.file = file
        raise LevelFileError(problems)
    return pack


def load_pack(path: str | Path) -> Pack:
    return parse_pack(read_json(path), str(path))
