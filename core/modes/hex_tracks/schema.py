"""Level and pack files of Hex Tracks as pydantic v2 models (docs/hex-tracks-runtime.md §1).

A level is exactly the workshop's JSON (``version``, ``id``, ``name``, ``rotationEnabled``,
``moveLimit``, ``cells: [{q, r, tracks}]``, ``tiles: [{id, q, r, dir, color}]``) plus the
optional campaign fields ``lesson`` (1-7), ``beat`` (the chapter beat), ``caption`` (the
lesson's words to the player, ``{"zh", "en"}``) and ``startRotation`` (0-5: how many clockwise
turns the board as written is from the orientation the generator placed the tiles at; play
still starts from the level as written). A pack is ``{"mode": "hex-tracks", "pack": n,
"title": …, "levels": [level, …]}``; a single level file (the workshop's unit, with or without
``"mode": "hex-tracks"``) is accepted wherever a pack is (pack.py wraps it).

Per-item rules are model validators here; rules that need the whole level (duplicate cells,
tiles off the board, duplicate tile ids or positions) live in pack.py.
"""
from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictInt, field_validator, model_validator
from pydantic_core import PydanticCustomError

from .. import id_of
from ..base import Ident, LocalText, VisibleText, pack_model

MODE_ID = id_of(__package__)  # the registry holds the id (core/modes/__init__.py)
VERSION = 1
MAX_CELLS = 127
MAX_RADIUS = 6
MAX_MOVE_LIMIT = 999
MAX_LEVELS = 500
MAX_COLOR = 11
MAX_ID_LENGTH = 64
MAX_CAPTION_LENGTH = 200
LIMITS = (
    f"1-{MAX_CELLS} cells a level within coordinate radius {MAX_RADIUS}, moveLimit 1-{MAX_MOVE_LIMIT}, "
    f"tracks a pairing of the six ports, colours 0-{MAX_COLOR}, at most {MAX_LEVELS} levels a pack"
)
BEATS = ("enter", "switch", "unfold", "challenge", "release", "payoff")
BEAT_NAMES = {
    "enter": "进入", "switch": "换路", "unfold": "展开",
    "challenge": "小挑战", "release": "释放", "payoff": "长局回报",
}
LESSONS = {
    1: "箭头起步与弯轨转向",
    2: "旋转换路而棋子箭头不动",
    3: "交叉不换轨",
    4: "阻挡先后",
    5: "一两弯的舒缓消除",
    6: "大盘连续解路径",
    7: "完整路线观察",
}

Coordinate = Annotated[StrictInt, Field(ge=-MAX_RADIUS, le=MAX_RADIUS)]
Port = Annotated[StrictInt, Field(ge=0, le=5)]


def _strict() -> ConfigDict:
    return ConfigDict(extra="forbid", strict=True)


def hex_radius(q: int, r: int) -> int:
    return (abs(q) + abs(r) + abs(q + r)) // 2


class Cell(BaseModel):
    model_config = _strict()

    q: Coordinate
    r: Coordinate
    tracks: Annotated[list[Port], Field(min_length=6, max_length=6)]

    @model_validator(mode="after")
    def _check(self) -> "Cell":
        if hex_radius(self.q, self.r) > MAX_RADIUS:
            raise PydanticCustomError(
                "radius", "the cell is {k} steps from (0,0); at most {m} are allowed",
                {"k": hex_radius(self.q, self.r), "m": MAX_RADIUS},
            )
        t = self.tracks
        for i in range(6):
            if t[i] == i:
                raise PydanticCustomError(
                    "tracks", "port {i} is joined to itself (tracks[{i}] == {i})", {"i": i}
                )
            if t[t[i]] != i:
                raise PydanticCustomError(
                    "tracks",
                    "tracks must pair the ports: tracks[{i}] = {j} but tracks[{j}] = {k}",
                    {"i": i, "j": t[i], "k": t[t[i]]},
                )
        return self


class Tile(BaseModel):
    model_config = _strict()

    id: Ident
    q: Coordinate
    r: Coordinate
    dir: Port
    color: Annotated[StrictInt, Field(ge=0, le=MAX_COLOR)]


Caption = Annotated[VisibleText, Field(min_length=1, max_length=MAX_CAPTION_LENGTH)]


class LessonCaption(BaseModel):
    """What a lesson level says to the player, in both languages."""

    model_config = _strict()

    zh: Caption
    en: Caption


class Level(BaseModel):
    model_config = _strict()

    version: Literal[1]
    id: Ident
    name: LocalText
    rotationEnabled: StrictBool = True
    moveLimit: Annotated[StrictInt, Field(ge=1, le=MAX_MOVE_LIMIT)]
    cells: Annotated[list[Cell], Field(min_length=1, max_length=MAX_CELLS)]
    tiles: Annotated[list[Tile], Field(max_length=MAX_CELLS)]
    lesson: Annotated[StrictInt, Field(ge=1, le=7)] | None = None
    beat: Literal["enter", "switch", "unfold", "challenge", "release", "payoff"] | None = None
    caption: LessonCaption | None = None
    startRotation: Annotated[StrictInt, Field(ge=0, le=5)] | None = None

    @field_validator("version", mode="before")
    @classmethod
    def _whole_version(cls, value):
        # Literal[1] alone takes 1.0 (it compares equal); the version is a whole number
        if type(value) is not int:
            raise PydanticCustomError("int_type", "Input should be a valid integer")
        return value

    def as_json(self) -> dict:
        """The level as written (campaign fields only when set)."""
        return self.model_dump(exclude_none=True)


Pack = pack_model(MODE_ID, Level, MAX_LEVELS)


def pack_json_schema() -> dict:
    return Pack.model_json_schema()


def level_json_schema() -> dict:
    return Level.model_json_schema()
