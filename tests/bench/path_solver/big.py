"""Suite ``big`` of ``make bench``: a 1x5000 strip and a 10,000-cell grid, time and memory,
each in a fresh process."""
from __future__ import annotations

import json
import sys
from pathlib import Path


_BIG_CHILD = r"""
import json, random, sys, time
sys.path.insert(0, sys.argv[1])
from core.hamilton import PathProblem
from solver_ext import hamilton
from tests.support.boards import find_path, grid_board, clues_from_path
kind = sys.argv[2]
def status(key):
    with open("/proc/self/status") as f:
        return next(int(line.split()[1]) for line in f if line.startswith(key + ":")) / 1024
base = status("VmRSS")  # resident MB: the interpreter with the core and the solver loaded
if kind == "strip":
    n = 5000
    problem = PathProblem.build([[w for w in (v - 1, v + 1) if 0 <= w < n] for v in range(n)],
                                [1] + [0] * (n - 1))
else:
    side, density = 100, float(sys.argv[3])
    grid = grid_board(side, side)
    rng = random.Random(1)
    path = find_path(grid, rng, 30.0)
    step_of, parity = clues_from_path(path, rng, round(density * grid.n), 0, with_start=False)
    problem = grid.problem(step_of, parity)
start = time.perf_counter()
result, nodes, finished = hamilton.search(problem, 2, False, hamilton.PRUNE_ALL, float(sys.argv[4]))
seconds = time.perf_counter() - start
print(json.dumps({"n": problem.n, "count": result.count if finished else None, "nodes": nodes,
                  "seconds": seconds, "mb_over_baseline": status("VmHWM") - base}))
"""


def big_boards(cap: float) -> dict:
    """The 1x5000 strip with step 1 at one end, and 100x100 grids with 50 % and 30 % of the
    steps numbered (step 1 not given), each decided in a fresh interpreter: seconds and peak
    resident memory (``VmHWM``, Linux) above that interpreter's resident size once the core
    and the solver are imported, so the board's Python objects count against it too."""
    import subprocess

    root = str(Path(__file__).resolve().parents[3])
    out = {}
    for name, args in (("1x5000 strip, step 1 at an end", ["strip", "0"]),
                       ("100x100 grid, 50% numbered", ["grid", "0.5"]),
                       ("100x100 grid, 30% numbered", ["grid", "0.3"])):
        proc = subprocess.run([sys.executable, "-c", _BIG_CHILD, root, *args, str(max(cap, 1.0))],
                              capture_output=True, text=True, timeout=600)
        try:
            out[name] = json.loads(proc.stdout.strip().splitlines()[-1])
        except (IndexError, ValueError):
            out[name] = {"error": (proc.stderr or proc.stdout)[-400:]}
    return out


# ---- targets of issue 9 -----------------------------------------------------------------------
