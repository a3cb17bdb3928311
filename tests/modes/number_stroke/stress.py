"""Number Stroke's stress inputs (tests/support/mode_parts.py): files at its limits and
``generate`` at its largest options, for the bench's limits suite (tests/bench/limits.py)."""
from __future__ import annotations

import random

from core.modes import id_of
from core.modes.number_stroke.mode import GENERATE_MAX_CELLS
from core.modes.number_stroke.schema import MAX_CELLS
from tests.support.mode_parts import limits_pack

MODE_ID = id_of("core.modes.number_stroke")


def limit_files() -> dict:
    """A 1xN strip (unique, the grader's slowest shape), an open grid without numbers (more
    routes than any limit) and a long winding board with numbers off its route."""
    n = MAX_CELLS
    strip = [{"id": f"c{i}", "x": i, "y": 0, "w": 1, "h": 1, **({"clue": 1} if i == 0 else {})} for i in range(n)]
    width = 20
    grid = [{"id": f"c{i}", "x": i % width, "y": i // width, "w": 1, "h": 1} for i in range(n)]
    height = n // width
    order = [(x if y % 2 == 0 else width - 1 - x, y) for y in range(height) for x in range(width)]
    rng = random.Random(24)
    clued = {0: 1, **{i: i + 1 for i in rng.sample(range(1, n - 1), 6)}}
    winding = [{"id": f"w{i}", "x": x, "y": y, "w": 1, "h": 1, **({"clue": clued[i]} if i in clued else {})}
               for i, (x, y) in enumerate(order)]
    return {
        f"strip 1x{n}": limits_pack(MODE_ID, [{"id": "1-1", "cells": strip}]),
        f"open grid of {n}": limits_pack(MODE_ID, [{"id": "1-1", "cells": grid}]),
        f"winding {width}x{height}, 7 numbers": limits_pack(MODE_ID, [{"id": "1-1", "cells": winding}]),
    }


def generate_at_limits(out: str) -> list[list[str]]:
    return [["generate", "--mode", MODE_ID, "--seed", "1", "--cells", str(GENERATE_MAX_CELLS), "--count", "1",
             "--out", out, "--force"]]
