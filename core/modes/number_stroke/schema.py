"""Pack files of Number Stroke as pydantic v2 models (their JSON Schema: `python -m core schema`).

Per-cell rules are model validators; rules that need the whole board (overlaps, clue range,
connectivity) live in ``board.structure_problems``; ``pack.load_pack`` runs both.
"""
from __future__ import annotations

from typing import Annotated, Literal, Unpack

from pydantic import BaseModel, ConfigDict, Field, StrictInt, StrictStr, model_validator
from pydantic_core import PydanticCustomError

from ...common.clue_patterns import pattern_name
from .. import id_of
from ..base import Ident, LocalText, pack_model
from .shapes import ALLOWED_RECTANGLES, rectangle_units, shape_name

MODE_ID = id_of(__package__)  # the registry holds the id (core/modes/__init__.py)
# Size limits: far beyond any playable board (the shipped ones have at most 28 cells), low
# enough that every tool answers promptly: the deduction grader's work grows as N^3, and
# validate and design --grade on a 1x300 strip take seconds (make bench: tests/bench/limits.py).
MAX_CELLS = 300
MAX_LEVELS = 500
MAX_COORDINATE = 1000  # |x|, |y| of a cell's origin
LIMITS = (
    f"at most {MAX_LEVELS} levels a pack, {MAX_CELLS} cells a level, "
    f"cell origins within ±{MAX_COORDINATE}"
)
Coordinate = Annotated[StrictInt, Field(ge=-MAX_COORDINATE, le=MAX_COORDINATE)]

Offset = Annotated[list[StrictInt], Field(min_length=2, max_length=2)]


def _strict(**extra: Unpack[ConfigDict]) -> ConfigDict:
    return ConfigDict(extra="forbid", strict=True, **extra)


class Cell(BaseModel):
    """One piece of the board: a rectangle, or a polyomino given by ``shape`` offsets."""

    model_config = _strict()

    id: Ident
    x: Coordinate
    y: Coordinate
    w: StrictInt = Field(ge=1, le=4)
    h: StrictInt = Field(ge=1, le=4)
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
        if bbox != (self.w, self.h) or min(dx for dx, _ in offsets) != 0 or min(dy for _, dy in offsets) != 0:
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
        return tuple(sorted(((o[0], o[1]) for o in self.shape), key=lambda p: (p[1], p[0])))

    def units(self) -> list[tuple[int, int]]:
        """Absolute unit squares this cell owns, sorted by (y, x)."""
        return [(self.x + dx, self.y + dy) for dx, dy in self.offsets()]


KeptWhy = Literal["start", "guide", "teach"]  # why a removable number stays (KeptNumber.why)


class KeptNumber(BaseModel):
    """A number kept on purpose although the level stays unique without it (docs/rules/number-stroke.md):
    the start 1, the guide (the first number after 1, at step 4-7), or, in the first eight
    levels of the tutorial, a number that teaches."""

    model_config = _strict()

    clue: StrictInt = Field(ge=1)
    why: KeptWhy


class Level(BaseModel):
    model_config = _strict()

    id: Ident
    teach: StrictStr | None = None  # designer's note, never shown to players
    caption: LocalText | None = None  # the only in-level text players see
    keep: list[KeptNumber] | None = None  # numbers kept although removable (validate checks)
    cells: list[Cell] = Field(min_length=1, max_length=MAX_CELLS)

    def clue_pattern(self) -> str:
        """How many numbers and odd/even marks it shows (core/common/clue_patterns.py)."""
        return pattern_name(sum(1 for c in self.cells if c.clue), sum(1 for c in self.cells if c.parity))


Pack = pack_model(MODE_ID, Level, MAX_LEVELS)


def pack_json_schema() -> dict:
    return Pack.model_json_schema()
