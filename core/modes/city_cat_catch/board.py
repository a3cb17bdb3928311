"""Board files (issue 12 §5) and the static structure of one board (docs/rules/city-cat-catch.md; docs/city-cat-catch-runtime.md §1-§2).

A board file is ``{"mode": "city-cat-catch", "pack": n, "levels": [BoardLevel …]}``; a level
is ``{"id", "cityId", "levelId", "revision", "seed", "tools", "returnLanes", "pieces": [
PieceInstance …]}`` (plus ``seedText`` and the generator's ``metrics``, for people). ``seed``
is the 64-bit generator seed as a decimal string (Godot's JSON numbers are doubles).
"""
# no ``from __future__ import annotations``: pydantic would evaluate every field's annotation
# from its text when the module is imported (content.py and board.py together: about 3.5 ms)
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictFloat, StrictInt, StrictStr, ValidationError

from ...errors import LevelFileError, Problem
from ...jsonio import read_json
from ..pack_errors import problems_from_validation
from . import geometry as geo
from .content import (
    DENSITY_ORDER, DENSITY_PERCENT, MAX_ELEMENTS, MAX_PIECES, MODE_ID, SHIFT_LIMIT, WINDOWS, CityManifest, ElementId,
    LocalText, Slug, ToolCounts, cities_by_id,
)

MAX_LEVELS = 500
LIMITS = (
    f"at most {MAX_LEVELS} boards a file, {MAX_PIECES} pieces a board, boxes inside the "
    f"{geo.STAGE_W}x{geo.STAGE_H} stage"
)
PieceId = Annotated[StrictStr, Field(pattern=r"^[A-Za-z0-9_-]{1,16}$")]
Seed = Annotated[StrictStr, Field(pattern=r"^[0-9]{1,20}$")]


def _strict() -> ConfigDict:
    return ConfigDict(extra="forbid", strict=True)


class PieceInstance(BaseModel):
    """Seed §4.2. ``x``/``y`` the top-left corner on the stage; ``rotation`` (degrees) is drawn
    only; ``removed`` is always false in a board file (the runtime tracks removal)."""

    model_config = _strict()
    id: PieceId
    elementId: ElementId
    layer: StrictInt = Field(ge=1, le=8)
    x: StrictInt = Field(ge=0, le=geo.STAGE_W)
    y: StrictInt = Field(ge=0, le=geo.STAGE_H)
    width: StrictInt = Field(ge=24, le=160)
    height: StrictInt = Field(ge=24, le=160)
    rotation: StrictInt = Field(default=0, ge=-15, le=15)
    removed: Literal[False] = False

    def box(self) -> tuple[int, int, int, int, int]:
        return (self.layer, self.x, self.y, self.width, self.height)


Rate = Annotated[StrictFloat | StrictInt, Field(ge=0, le=1)]
Amount = Annotated[StrictFloat | StrictInt, Field(ge=0, le=1_000_000)]
Count = Annotated[StrictInt, Field(ge=0, le=1_000_000)]


class BoardMetrics(BaseModel):
    """The generator's record of a board (``metrics``): the attempt and the knobs the board is
    rebuilt from (generate.rebuild, validate's regeneration check), then what it measured, for
    people. Every key is typed and in range, so no reader meets a text where a number goes."""

    model_config = _strict()
    attempt: StrictInt | None = Field(None, ge=1, le=1_000_000)
    density: Literal[DENSITY_ORDER] | None = None  # type: ignore[valid-type]  # a table's values
    layers: StrictInt | None = Field(None, ge=1, le=len(DENSITY_PERCENT["high"]))
    elementCount: StrictInt | None = Field(None, ge=1, le=MAX_ELEMENTS)
    shift: StrictInt | None = Field(None, ge=-SHIFT_LIMIT, le=SHIFT_LIMIT)
    spread: Literal[WINDOWS] | None = None  # type: ignore[valid-type]  # a table's values
    totalPieces: StrictInt | None = Field(None, ge=3, le=MAX_PIECES)
    witnessLength: StrictInt | None = Field(None, ge=0, le=MAX_PIECES)
    pairsInSight: Count | None = None
    triplesInSight: Count | None = None
    streamsInBand: Count | None = None
    proofNodes: Count | None = None  # the daily generator's proof of a daily board
    provedClearable: StrictBool | None = None
    initialClickableRatio: Rate | None = None
    toolFreePassRate: Rate | None = None
    # each simulated player's share of the tool-free batch (policies.PANEL's names)
    policyRates: dict[Annotated[StrictStr, Field(pattern=r"^[a-z][a-z-]{0,31}$")], Rate] | None = \
        Field(None, max_length=16)
    toolAssistPassRate: Rate | None = None
    passRateMean: Rate | None = None
    passRateLow: Rate | None = None
    passRateHigh: Rate | None = None
    openingStability: Rate | None = None
    stuckRate: Rate | None = None
    fatalClickRate: Rate | None = None
    avgTurnsToFinish: Amount | None = None
    avgPeakSlotUsage: Amount | None = None
    durationSec: Amount | None = None
    firstFailStep: Amount | None = None
    sealedStep: Amount | None = None


class BoardLevel(BaseModel):
    model_config = _strict()
    id: Annotated[StrictStr, Field(pattern=r"^[a-z0-9][a-z0-9-]{0,47}$")]
    cityId: Slug
    levelId: StrictInt = Field(ge=1, le=99)
    revision: StrictInt = Field(ge=1, le=999)
    seed: Seed
    seedText: StrictStr | None = Field(default=None, max_length=80)
    tools: ToolCounts
    returnLanes: list[Annotated[list[StrictInt], Field(min_length=2, max_length=2)]] = Field(max_length=9)
    pieces: list[PieceInstance] = Field(min_length=3, max_length=MAX_PIECES)
    metrics: BoardMetrics | None = None

    def metrics_record(self) -> dict:
        """The metrics as written ({} when there are none)."""
        return self.metrics.model_dump(exclude_none=True) if self.metrics is not None else {}


class BoardPack(BaseModel):
    model_config = _strict()
    mode: Literal[MODE_ID]  # type: ignore[valid-type]  # a table's values
    pack: StrictInt = Field(default=0, ge=0, le=999)
    title: LocalText | None = None
    levels: list[BoardLevel] = Field(min_length=1, max_length=MAX_LEVELS)


def pack_json_schema() -> dict:
    return BoardPack.model_json_schema()


# --- whole-board rules -------------------------------------------------------------------------
def structure_problems(level: BoardLevel, cities: dict[str, CityManifest]) -> list[Problem]:
    out: list[Problem] = []

    def bad(rule, detail, piece=None):
        out.append(Problem(rule, detail, level.id, piece, noun="piece"))

    city = cities.get(level.cityId)
    if city is None:
        bad("unknown-city", f"city '{level.cityId}' has no manifest (known: {', '.join(sorted(cities))})")
    if int(level.seed) >= 1 << 64:
        bad("seed", "the seed is below 2**64")
    seen: set[str] = set()
    counts: dict[str, int] = {}
    for p in level.pieces:
        if p.id in seen:
            bad("duplicate-piece", "another piece has this id", p.id)
        seen.add(p.id)
        if city is not None and city.element(p.elementId) is None:
            bad("unknown-element", f"element '{p.elementId}' is not in city '{city.cityId}'", p.id)
        counts[p.elementId] = counts.get(p.elementId, 0) + 1
        if not geo.inside((p.x, p.y, p.width, p.height), geo.STACK_ZONE):
            bad("outside-stack", f"the box ({p.x}, {p.y}, {p.width}, {p.height}) leaves the stack zone {geo.STACK_ZONE}", p.id)
    for element, n in sorted(counts.items()):
        if n % 3:
            bad("kind-count", f"{n} pieces of '{element}'; every element comes in threes")
    by_layer: dict[int, list[PieceInstance]] = {}
    for p in level.pieces:
        by_layer.setdefault(p.layer, []).append(p)
    for layer, group in sorted(by_layer.items()):
        for i, a in enumerate(group):
            for b in group[i + 1:]:
                if geo.boxes_overlap((a.x, a.y, a.width, a.height), (b.x, b.y, b.width, b.height)):
                    bad("same-layer-overlap", f"overlaps piece {b.id} on the same layer {layer}", a.id)
    lanes = level.returnLanes
    for i, (x, y) in enumerate(lanes):
        box = (x, y, geo.PIECE, geo.PIECE)
        if not geo.inside(box, geo.LANE_ZONE):
            bad("lane", f"return lane {i} at ({x}, {y}) leaves the lane zone {geo.LANE_ZONE}")
        for j in range(i):
            if geo.boxes_overlap(box, (lanes[j][0], lanes[j][1], geo.PIECE, geo.PIECE)):
                bad("lane", f"return lanes {j} and {i} overlap")
    if len(lanes) < level.tools.undo:
        bad("lane", f"{len(lanes)} return lanes for {level.tools.undo} Undo tools")
    return out


def parse_pack(raw, file: str, cities: dict[str, CityManifest] | None = None) -> BoardPack:
    """Validate parsed JSON as a board file; LevelFileError lists every problem, located."""
    try:
        pack = BoardPack.model_validate(raw)
    except ValidationError as exc:
        raise LevelFileError(problems_from_validation(raw, exc, file)) from None
    if cities is None:
        cities = cities_by_id()
    problems = []
    ids: set[str] = set()
    for level in pack.levels:
        if level.id in ids:
            problems.append(Problem("duplicate-level-id", "another board has this id", level.id))
        ids.add(level.id)
        problems.extend(structure_problems(level, cities))
    if problems:
        for p in problems:
            p.file = file
        raise LevelFileError(problems)
    return pack


def load_pack(path: str | Path) -> BoardPack:
    return parse_pack(read_json(path), str(path))


# --- the static structure --------------------------------------------------------------------
@dataclass(frozen=True)
class Board:
    """One board as the rules see it: pieces by index, their boxes, the overlap graph."""

    level_id: str
    seed: str
    ids: tuple[str, ...]
    kinds: tuple[str, ...]  # element id of each piece
    boxes: tuple[tuple[int, int, int, int, int], ...]  # (layer, x, y, w, h)
    tools: dict
    lanes: tuple[tuple[int, int], ...]
    covers: tuple[tuple[int, ...], ...]  # covers[a]: the pieces a covers
    covered_by: tuple[tuple[int, ...], ...]

    @property
    def n(self) -> int:
        return len(self.ids)

    @classmethod
    def build(cls, level_id, seed, ids, kinds, boxes, tools, lanes) -> "Board":
        n = len(ids)
        cov: list[list] = [[] for _ in range(n)]
        by: list[list] = [[] for _ in range(n)]
        for a, b in geo.overlap_edges(boxes):
            cov[a].append(b)
            by[b].append(a)
        return cls(
            level_id, str(seed), tuple(ids), tuple(kinds), tuple(tuple(b) for b in boxes), dict(tools),
            tuple(tuple(x) for x in lanes), tuple(tuple(c) for c in cov), tuple(tuple(c) for c in by),
        )

    def dealt(self, level_id, ids, kinds, tools, lanes) -> "Board":
        """The same boxes (and graph) with other ids, kinds, tools and lanes."""
        return Board(level_id, self.seed, tuple(ids), tuple(kinds), self.boxes, dict(tools),
                     tuple(tuple(x) for x in lanes), self.covers, self.covered_by)

    @classmethod
    def from_level(cls, level: BoardLevel) -> "Board":
        return cls.build(
            level.id, level.seed, [p.id for p in level.pieces], [p.elementId for p in level.pieces],
            [p.box() for p in level.pieces], level.tools.as_dict(), level.returnLanes,
        )

    @classmethod
    def from_baked(cls, level: dict) -> "Board":
        pieces = level["pieces"]
        return cls.build(
            level["id"], level["seed"], [p["id"] for p in pieces], [p["elementId"] for p in pieces],
            [(p["layer"], p["x"], p["y"], p["width"], p["height"]) for p in pieces],
            level["tools"], level["returnLanes"],
        )

    def edges(self) -> list[list[int]]:
        return [[a, b] for a in range(self.n) for b in self.covers[a]]

    def initial_clickable(self) -> list[int]:
        return [i for i in range(self.n) if not self.covered_by[i]]

    def kind_index(self) -> tuple[list[str], list[int]]:
        """(distinct kinds in first-seen order, each piece's kind as an index)."""
        order: dict[str, int] = {}
        for k in self.kinds:
            order.setdefault(k, len(order))
        return list(order), [order[k] for k in self.kinds]

    def depth(self) -> list[int]:
        """The longest chain of coverers above each piece (0 = clickable at the start)."""
        layers = sorted(range(self.n), key=lambda i: -self.boxes[i][0])
        d = [0] * self.n
        for i in layers:  # coverers have higher layers, so they are done first
            for a in self.covered_by[i]:
                d[i] = max(d[i], d[a] + 1)
        return d
