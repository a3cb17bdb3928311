"""The runtime data of City Cat Catch (docs/city-cat-catch-runtime.md §1): the shipped boards,
the city/element data the runtime draws, each city's daily specs (what the on-device daily
generator reads), written deterministically.

``daily`` (transitional): the boards of the daily generator for TRANSITION_DAYS dates from
TRANSITION_START, for the runtime that still reads boards instead of generating them
(cat_catalog.gd's daily_level; drop the list when the GDScript daily generator lands)."""
from __future__ import annotations


import datetime as dt

from ...errors import LevelFileError, Problem
from ..base import PackFile
from . import geometry as geo
from .art import recipe
from .board import Board, BoardLevel
from .content import MODE_ID, CityManifest, load_cities
from .daily import daily_board
from .solver import Solver

BAKE_FORMAT = 1
TRANSITION_START = "2026-12-01"
TRANSITION_DAYS = 14


def stage() -> dict:
    return {
        "width": geo.STAGE_W, "height": geo.STAGE_H,
        "zones": {name: list(zone) for name, zone in geo.ZONES.items()},
        "piece": geo.PIECE, "traySlots": geo.TRAY_SLOTS, "bypassSize": 3, "returnLayer": geo.RETURN_LAYER,
    }


def bake_city(city: CityManifest) -> dict:
    return {
        "cityId": city.cityId,
        "name": city.name.model_dump(),
        "blurb": city.blurb.model_dump(),
        "colors": {"background": city.colors[0], "tile": city.colors[1]},
        "categories": [{"id": c.id, "name": c.name.model_dump()} for c in city.categories],
        "elements": [
            {"id": e.id, "category": e.category, "salience": e.salience, "name": e.name.model_dump(),
             "motif": e.art.motif, "colors": list(e.art.colors), "art": recipe(e.art)}
            for e in city.elements
        ],
        "daily": [spec.model_dump() for spec in city.daily],
    }


def bake_level(level: BoardLevel, witness: list[int] | None = None) -> dict:
    """One board as the runtime loads it; ``witness`` (piece indices) defaults to the exact
    solver's clearing order, which must exist."""
    board = Board.from_level(level)
    if witness is None:
        witness = Solver.for_board(board).solve()
        if witness is None:
            raise LevelFileError([Problem("not-clearable", "the exact solver proved the board cannot be cleared", level.id)])
    baked = {
        "id": level.id, "cityId": level.cityId, "levelId": level.levelId, "revision": level.revision,
        "seed": level.seed,
    }
    if level.seedText is not None:
        baked["seedText"] = level.seedText
    baked.update({
        "tools": level.tools.as_dict(),
        "returnLanes": [list(x) for x in level.returnLanes],
        "elements": list(dict.fromkeys(p.elementId for p in level.pieces)),
        "pieces": [
            {"id": p.id, "elementId": p.elementId, "layer": p.layer, "x": p.x, "y": p.y,
             "width": p.width, "height": p.height, "rotation": p.rotation}
            for p in level.pieces
        ],
        "witness": [board.ids[i] for i in witness],
    })
    return baked


def transition_dailies(cities) -> list[dict]:
    """The daily boards of TRANSITION_DAYS dates from TRANSITION_START, every city."""
    first = dt.date.fromisoformat(TRANSITION_START)
    out = []
    for d in range(TRANSITION_DAYS):
        date = (first + dt.timedelta(days=d)).isoformat()
        for city in cities:
            level = dict(daily_board(city, date).level)
            del level["date"]
            out.append({"date": date, "level": level})
    return out


def bake_packs(pack_files: list[PackFile]) -> dict:
    cities = load_cities()
    out_cities = []
    for city in cities:
        baked = bake_city(city)
        baked["levels"] = [
            bake_level(level) for pf in pack_files for level in pf.pack.levels if level.cityId == city.cityId
        ]
        out_cities.append(baked)
    return {"format": BAKE_FORMAT, "mode": MODE_ID, "stage": stage(), "cities": out_cities,
            "daily": transition_dailies(cities)}
