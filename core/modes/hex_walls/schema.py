"""Pack files of Hex Walls as pydantic v2 models (docs/rules/hex-walls.md; docs/hex-walls-runtime.md).

``{"mode": "03-hex-walls", "pack": 1, "title": …, "levels": [{"id": "1-1", "cells": [{"id",
"q", "r", "number"?}], "walls": [["a", "b"]], "turningWalls": [{"pivot": [[q, r] ×3],
"edge": 0}]}]}``. A turning wall's pivot lists the three hexes around its vertex clockwise
(cells may be missing at the rim); ``edge`` i is the edge between pivot i and i+1 at step 0.
Whole-board rules live in ``board.structure_problems``.
"""
from __future__ import annotations

from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, StrictInt, StrictStr

from ...common.clue_patterns import pattern_name
from .. import id_of
from ..base import Ident, LocalText, pack_model

MODE_ID = id_of(__package__)  # the registry holds the id (core/modes/__init__.py)
MAX_CELLS = 200
MAX_LEVELS = 500
MAX_COORDINATE = 50
MAX_WALLS = 600
MAX_TURNING_WALLS = 12
LIMITS = (
    f"at most {MAX_LEVELS} levels a pack, {MAX_CELLS} cells, {MAX_WALLS} walls and "
    f"{MAX_TURNING_WALLS} turning walls a level, coordinates within ±{MAX_COORDINATE}"
)

Coordinate = Annotated[StrictInt, Field(ge=-MAX_COORDINATE, le=MAX_COORDINATE)]
HexCoordinate = Annotated[list[Coordinate], Field(min_length=2, max_length=2)]
WallCells = Annotated[list[Annotated[StrictStr, Field(min_length=1)]], Field(min_length=2, max_length=2)]


def _strict() -> ConfigDict:
    return ConfigDict(extra="forbid", strict=True)


class Cell(BaseModel):
    model_config = _strict()

    id: Ident
    q: Coordinate
    r: Coordinate
    number: StrictInt | None = None


class TurningWall(BaseModel):
    model_config = _strict()

    pivot: list[HexCoordinate] = Field(min_length=3, max_length=3)
    edge: StrictInt = Field(ge=0, le=2)

    def pivot_hexes(self) -> list[tuple[int, int]]:
        return [(q, r) for q, r in self.pivot]


class Level(BaseModel):
    model_config = _strict()

    id: Ident
    teach: StrictStr | None = None  # designer's note (intent, author path), never shown
    caption: LocalText | None = None  # the only in-level text players see
    cells: list[Cell] = Field(min_length=1, max_length=MAX_CELLS)
    walls: list[WallCells] = Field(default_factory=list, max_length=MAX_WALLS)
    turning_walls: list[TurningWall] = Field(
        default_factory=list, max_length=MAX_TURNING_WALLS, alias="turningWalls"
    )

    def clue_pattern(self) -> str:
        """How many numbers it shows beside its walls (core/common/clue_patterns.py)."""
        return pattern_name(sum(1 for c in self.cells if c.number))


Pack = pack_model(MODE_ID, Level, MAX_LEVELS)


def pack_json_schema() -> dict:
    return Pack.model_json_schema(by_alias=True)


def level_json(level: Level) -> dict:
    """A level as its pack file writes it (field names as in the file, no empty extras)."""
    return level.model_dump(by_alias=True, exclude_none=True, exclude_defaults=True)
