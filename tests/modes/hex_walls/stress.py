"""Hex Walls' stress inputs (tests/support/mode_parts.py): files at its limits and ``generate``
at its largest options, for the bench's limits suite (tests/bench/limits.py)."""
from __future__ import annotations

from core.modes import id_of
from core.modes.hex_walls.mode import GENERATE_MAX_RADIUS
from core.modes.hex_walls.schema import MAX_CELLS
from tests.support.mode_parts import limits_pack

MODE_ID = id_of("core.modes.hex_walls")
HEX_STEPS = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))


def limit_files() -> dict:
    """A parallelogram of the most cells, walled on every edge off one route (unique, and the
    most walls for design to try), and the same board open."""
    width, height = 20, MAX_CELLS // 20
    route = [(q if r % 2 == 0 else width - 1 - q, r) for r in range(height) for q in range(width)]
    ids = {hexagon: f"h{i}" for i, hexagon in enumerate(route)}
    on_route = {frozenset(pair) for pair in zip(route, route[1:])}
    walls = []
    for (q, r), name in ids.items():
        for dq, dr in HEX_STEPS[:3]:
            other = (q + dq, r + dr)
            if other in ids and frozenset(((q, r), other)) not in on_route:
                walls.append([name, ids[other]])
    cells = [{"id": ids[h], "q": h[0], "r": h[1], **({"number": 1} if i == 0 else {})} for i, h in enumerate(route)]
    walled = {"id": "1-1", "cells": cells, "walls": walls}
    return {
        f"{len(cells)} cells, {len(walls)} walls": limits_pack(MODE_ID, [walled]),
        f"{len(cells)} cells, open": limits_pack(MODE_ID, [{"id": "1-1", "cells": cells}]),
    }


def generate_at_limits(out: str) -> list[list[str]]:
    return [["generate", "--mode", MODE_ID, "--seed", "1", "--radius", str(GENERATE_MAX_RADIUS), "--trim", "0",
             "--turning", "4", "--count", "1", "--out", out, "--force"]]
