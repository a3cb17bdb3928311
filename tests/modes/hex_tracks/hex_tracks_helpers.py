"""Small boards for the Hex Tracks tests (imported by test files in this folder)."""
from core.common.hexgrid import spiral
from core.modes.hex_tracks.board import PAIRINGS, Board, TileSpec

STRAIGHT = (3, 4, 5, 0, 1, 2)
SHARP = (1, 0, 3, 2, 5, 4)  # 0-1, 2-3, 4-5


def board(radius=2, tiles=(), tracks=None, holes=(), rotation=True, move_limit=None):
    """A hexagonal board, straight tracks unless ``tracks`` says otherwise; tiles as
    (q, r, dir) tuples named t0, t1, …"""
    cells = {p: STRAIGHT for p in spiral(radius) if p not in set(holes)}
    cells.update(tracks or {})
    specs = [TileSpec(f"t{i}", q, r, d, 0) for i, (q, r, d) in enumerate(tiles)]
    return Board(cells, specs, rotation, len(specs) if move_limit is None else move_limit)


def random_board(rng, radius=2, tiles=(2, 5)) -> Board:
    """A turning board of random track pairings with ``tiles`` (fewest, most) tiles placed and
    pointed at random."""
    cells = {p: rng.choice(PAIRINGS) for p in spiral(radius)}
    pos = rng.sample(sorted(cells), rng.randint(*tiles))
    specs = [TileSpec(f"t{i}", q, r, rng.randrange(6), 0) for i, (q, r) in enumerate(pos)]
    return Board(cells, specs, True, len(pos))


def level_json(b: Board, level_id="x", **extra) -> dict:
    data = {
        "version": 1, "id": level_id, "name": level_id, "rotationEnabled": b.rotation_enabled,
        "moveLimit": b.move_limit,
        "cells": [{"q": q, "r": r, "tracks": list(t)} for (q, r), t in sorted(b.cells.items())],
        "tiles": [{"id": t.id, "q": t.q, "r": t.r, "dir": t.dir, "color": t.color} for t in b.tiles],
    }
    data.update(extra)
    return data
