"""Suite ``generator`` of ``make bench``: Number Stroke's generator throughput."""
from __future__ import annotations

import random
import time


def generator_throughput(seconds: float, cells: int = 20) -> dict:
    """Unique N-cell levels per minute on one core, through ``core.modes.number_stroke.generate``."""
    from core.modes.number_stroke.generate import GenerateOptions, generate_level

    opts = GenerateOptions(cells=cells)
    made = tried = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        tried += 1
        if generate_level(random.Random(f"bench:{tried}"), f"b-{tried}", opts) is not None:
            made += 1
    elapsed = time.perf_counter() - start
    return {"source": "core.modes.number_stroke.generate.generate_level", "cells": cells,
            "levels": made, "calls": tried, "seconds": elapsed,
            "per_minute": made * 60 / elapsed}


# ---- issue 23: whole processes on (e), the portfolio on (d), the goals ------------------------
