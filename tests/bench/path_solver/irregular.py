"""Suite (f) of the bench: irregular mixed boards of 10-70 cells (issue 33).

A grid region with a few holes whose units are merged at random into big rectangles (1x2 to
3x3) and I/L/S/T polyomino cells of 3-4 units, carved down to N connected cells; 2-4 numbers
and 1-3 odd/even marks read off a random Hamiltonian path (step 1 given on half of the
boards), so every board has a solution. Unlike suite (e), whose layouts come from Number
Stroke's generator (at most 7 units wide, tiled in reading order), these regions are about
square and their big cells fall anywhere. The path comes from a small depth-first search here
with a budget in search nodes, so the boards depend on the seed alone: not on a solver build
(they never change with the solver under test) nor on the clock (a time limit would draw other
boards on a loaded machine). Each board is also a level of one Number Stroke pack, so one whole
``python -m core solve`` process can count every board.
"""
from __future__ import annotations

import json
import math
import os
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from core.hamilton.problem import ODD, PathProblem
from core.modes.number_stroke.shapes import ALLOWED_RECTANGLES, CATALOGUE

from ...support.boards import adjacency_of, backbite, carve, clues_from_path

ROOT = Path(__file__).resolve().parents[3]
SIZES = (10, 70)
RECTANGLES = ((1, 2), (2, 1), (2, 2), (3, 3))
POLYOMINOES = tuple(sorted(form for form, name in CATALOGUE.items()
                           if name in ("I3", "L3", "I4", "L4", "S4", "T4")))
PIECE_TRIES = 4     # big pieces tried over a unit before it stays a 1x1 cell
PATH_STARTS = 4     # start cells of the path search when no cell is a dead end
PATH_BUDGET = 3000  # its search nodes a layout: 96-97 % of the paths the release finds in 2 s


def _forms(rng: random.Random):
    """A random big piece's units: half the time a rectangle, else a polyomino."""
    if rng.random() < 0.5:
        w, h = rng.choice(RECTANGLES)
        return tuple((dx, dy) for dy in range(h) for dx in range(w))
    return rng.choice(POLYOMINOES)


def _pieces(rng: random.Random, width: int, height: int, big: float, holes: float):
    """The region's units in pieces (sorted unit tuples), holes left out: each free unit, in
    random order, is a hole, a 1x1 cell, or covered by a big piece placed over it (a few
    pieces tried, each at every offset, the first that fits kept; a 1x1 cell when none does)."""
    units = [(x, y) for y in range(height) for x in range(width)]
    rng.shuffle(units)
    taken, pieces = set(), []
    for x, y in units:
        if (x, y) in taken:
            continue
        roll = rng.random()
        if roll < holes:
            taken.add((x, y))
            continue
        piece = ((x, y),)
        if roll < holes + big:
            for _ in range(PIECE_TRIES):
                form = _forms(rng)
                offsets = list(form)
                rng.shuffle(offsets)
                placed = next((p for p in (tuple((x + dx - ox, y + dy - oy) for dx, dy in form)
                                           for ox, oy in offsets)
                               if all(0 <= px < width and 0 <= py < height and (px, py) not in taken
                                      for px, py in p)), None)
                if placed is not None:
                    piece = placed
                    break
        taken.update(piece)
        pieces.append(tuple(sorted(piece, key=lambda u: (u[1], u[0]))))
    return pieces


def layout(rng: random.Random, n: int):
    """``n`` connected cells (each a tuple of units) with at least one big cell."""
    while True:
        big, holes = rng.uniform(0.15, 0.45), rng.uniform(0.02, 0.08)
        area = n * (1 + 2.4 * big) / (1 - holes) * 1.3
        width = max(2, round(math.sqrt(area) * rng.uniform(0.75, 1.3)))
        height = max(2, math.ceil(area / width))
        pieces = _pieces(rng, width, height, big, holes)
        chosen = carve(rng, adjacency_of(pieces), n) if len(pieces) >= n else None
        if chosen is not None and any(len(pieces[v]) > 1 for v in chosen):
            return tuple(pieces[v] for v in sorted(chosen))


def some_path(adjacency, rng: random.Random):
    """A Hamiltonian path, or None when none turned up within ``PATH_BUDGET`` search nodes:
    depth-first from a dead end (else from a few of the cells with fewest neighbours), fewest
    onward moves first with random ties, a branch cut when the unvisited cells are not one
    region reachable from the head or two of them have at most one way in."""
    n = len(adjacency)
    ends = [v for v in range(n) if len(adjacency[v]) == 1]
    if len(ends) > 2:
        return None
    starts = ends or sorted(range(n), key=lambda v: (len(adjacency[v]), rng.random()))[:PATH_STARTS]
    left = [PATH_BUDGET]
    for start in starts:
        path, seen = [start], [False] * n
        free = [len(row) for row in adjacency]  # unvisited neighbours

        def place(v, step):
            seen[v] = step > 0
            for w in adjacency[v]:
                free[w] -= step

        def hopeless(head) -> bool:
            rest = n - len(path)
            if rest == 0:
                return False
            ways_in = sum(1 for v in range(n) if not seen[v] and free[v] + (head in adjacency[v]) <= 1)
            first = next((w for w in adjacency[head] if not seen[w]), None)
            if ways_in > 1 or first is None:
                return True
            region, stack = {first}, [first]
            while stack:
                for w in adjacency[stack.pop()]:
                    if not seen[w] and w not in region:
                        region.add(w)
                        stack.append(w)
            return len(region) < rest

        def extend() -> bool:
            if len(path) == n:
                return True
            left[0] -= 1
            if left[0] < 0:
                return False
            for w in sorted((w for w in adjacency[path[-1]] if not seen[w]), key=lambda w: (free[w], rng.random())):
                place(w, 1)
                path.append(w)
                if not hopeless(w) and extend():
                    return True
                path.pop()
                place(w, -1)
            return False

        place(start, 1)
        if extend():
            return path
        if left[0] < 0:
            return None
    return None


def _cell(i: int, units, step: int, parity: int) -> dict:
    """One Number Stroke cell (docs/rules/number-stroke.md): an allowed rectangle by its
    size, any other piece (I3 and I4 too) by its shape's offsets."""
    x0, y0 = min(x for x, _ in units), min(y for _, y in units)
    offsets = [[x - x0, y - y0] for x, y in units]
    w, h = max(o[0] for o in offsets) + 1, max(o[1] for o in offsets) + 1
    cell = {"id": f"c{i}", "x": x0, "y": y0, "w": w, "h": h}
    if w * h != len(units) or (w, h) not in ALLOWED_RECTANGLES:
        cell["shape"] = offsets
    if step:
        cell["clue"] = step
    elif parity:
        cell["parity"] = "odd" if parity == ODD else "even"
    return cell


def boards(rng: random.Random, count: int):
    """``(cases, levels)``: ``count`` boards as ``(name, PathProblem)``, and in the same order
    each as the JSON of a Number Stroke level (ids ``1-1``, ``1-2``..., so that together they
    are one valid pack; the board's name is its note)."""
    cases, levels = [], []
    while len(cases) < count:
        n = rng.randint(*SIZES)
        path = None
        while path is None:  # the same size again, so that sizes stay uniform
            cells = layout(rng, n)
            adjacency = adjacency_of(cells)
            path = some_path(adjacency, rng)
        path = backbite(adjacency, path, rng, 20 * n)
        step_of, parity = clues_from_path(path, rng, rng.randint(2, 4), rng.randint(1, 3),
                                          with_start=rng.random() < 0.5)
        name = f"f{n}-{len(cases)}"
        cases.append((name, PathProblem(adjacency, tuple(step_of), tuple(parity))))
        levels.append({"id": f"1-{len(levels) + 1}", "teach": name,
                       "cells": [_cell(i, units, step_of[i], parity[i]) for i, units in enumerate(cells)]})
    return cases, levels


def process(cases, levels, limit: int, log, runs: int = 3) -> dict:
    """Every board counted by one whole ``python -m core solve PACK --json --limit L`` process
    (the boards as the levels of one pack, as a designer checks a pack): the median wall and
    CPU seconds (user and system) of ``runs`` such processes, and the count printed for each
    board, by name."""
    pack = {"mode": "01-number-stroke", "pack": 1, "title": "bench (f)", "levels": levels}
    times, cpu = [], []
    with tempfile.TemporaryDirectory(prefix="bench-f-") as tmp:
        path = Path(tmp) / "f.json"
        path.write_text(json.dumps(pack), encoding="utf-8")
        for _ in range(runs):
            start, before = time.perf_counter(), resource.getrusage(resource.RUSAGE_CHILDREN)
            done = subprocess.run([sys.executable, "-m", "core", "solve", str(path), "--json", "--limit", str(limit)],
                                  cwd=ROOT, env=dict(os.environ, PYTHONPATH=str(ROOT)), capture_output=True,
                                  text=True)
            times.append(time.perf_counter() - start)
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            cpu.append(after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime)
            if done.returncode != 0:
                log(f"!!! solve failed on suite (f): {(done.stderr or done.stdout).strip()[-300:]}")
                return {"seconds": statistics.median(times), "cpu": statistics.median(cpu), "counts": {}}
    lines = [json.loads(line) for line in done.stdout.strip().splitlines()]
    counts = {name: line["count"] for (name, _), line in zip(cases, lines)}
    return {"seconds": statistics.median(times), "cpu": statistics.median(cpu), "runs": times, "counts": counts}


def summary(group: dict, run: dict, log) -> dict:
    """Issue 33's figures for the group: CP-SAT's summed in-process time (model and search,
    one worker; CP-SAT is charged no interpreter, so this favours it) over the whole process's
    wall time, over the native solver's own summed time and over each frozen build's; the same
    in CPU seconds (CP-SAT's thread, the process's user and system time), which a loaded
    machine inflates less than the wall time of a fresh process; the process's counts checked
    against native's."""
    boards = group["per_board"]
    native = sum(b["seconds"]["native"] for b in boards.values())
    builds = {}
    for b in boards.values():
        for name, other in b.get("builds", {}).items():
            builds[name] = builds.get(name, 0.0) + other["seconds"]
    wrong = [name for name, b in boards.items()
             if b["count"] is not None and run["counts"].get(name) != b["count"]]
    for name in wrong:
        log(f"!!! the solve process counted {run['counts'].get(name)} on {name}, native {boards[name]['count']}")
    out = {"boards": len(boards), "process_seconds": run["seconds"], "process_cpu": run["cpu"],
           "process_runs": run.get("runs"),
           "native_seconds": native, "build_seconds": builds, "wrong_counts": wrong,
           "outside_solver": run["seconds"] - native}
    cpsat = [b["seconds"].get("cpsat") for b in boards.values()]
    if cpsat and None not in cpsat:
        total = sum(cpsat)
        cpu = sum(b["cpu"]["cpsat"] for b in boards.values())
        out.update({"cpsat_seconds": total, "cpsat_capped": group["stats"]["cpsat"]["capped"],
                    "ratio_process": total / run["seconds"], "ratio_solver": total / native,
                    "ratio_builds": {name: total / sec for name, sec in builds.items() if sec},
                    "cpsat_cpu": cpu, "ratio_process_cpu": cpu / run["cpu"] if run["cpu"] else None})
    return out
