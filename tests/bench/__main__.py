"""Solver benchmark: the Cython solver against its previous releases, the pure-Python
reference, the CP-SAT model and the portfolio.

``make bench`` or ``python -m tests.bench [--quick] [--cap S] [--boards K] [--suites a,b,...]``
from the repository root. Every board gets a uniqueness verdict (count up to 2; suite (e) also
up to 1) from each back end in turn, in this one process, each call capped (``--cap``): the
native solver and CP-SAT stop themselves, the reference runs in a worker process that is
killed at the cap. The native solver runs interleaved with the frozen builds of the previous
release and of the first solver (``reference_builds.py``), each board's time the least
disturbed of a few runs, so every board is compared with the release's. Verdicts are compared
wherever none was capped; a disagreement fails the run. Suites: (a) the shipped levels, (b)
random boards with big cells, shapes and holes, (c) Numbrix-style full grids, (d) sparse
irregular big-cell boards of 80-300 cells (also through the portfolio), (e) mixed 10-70-cell
boards of the generator's layouts with 2-4 numbers (also as whole ``solve`` processes,
``mixed.py``), (f) irregular 10-70-cell boards of big rectangles, polyomino cells, holes, 2-4
numbers and parity marks (also as one whole ``solve`` process, ``irregular.py``), (phased) hex
boards with turning walls, (big) a 1x5000 strip and a
10,000-cell grid (time and memory, each in a fresh process); then each pruning switched off
in turn on the largest groups, and generator throughput. The table (with speed-up ratios
against the peers run in the same process, and the goals of issues 9 and 23 with their gaps)
goes to stdout, everything measured to ``build/bench.json``. No test asserts on timings.
"""
from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import random
import statistics
import sys
import time
from pathlib import Path

from core.hamilton import reference
from core.hamilton.problem import EVEN, NO_PARITY, ODD, PathProblem

from . import irregular, mixed, reference_builds
from ..support.boards import (
    adjacency_of, backbite, clues_from_path, corrupt, find_path, find_phased_path, grid_board, hex_adjacency,
    hex_disc, hex_patch, long_snake_board, make_unique, snake_board, turning_walls,
)

SOLVERS = ("native", "reference", "cpsat")
BUILDS = (reference_builds.RELEASE, reference_builds.FIRST)  # frozen earlier solvers
SLOWER = 1.10  # issue 23: a board slower than the release by more than 10 % is a regression
SUITE_NAMES = ("a", "b", "c", "d", "e", "f", "phased", "big", "ablation", "generator", "hex-tracks", "cat",
               "telemetry", "frame-budget")
MIXED_BOARDS = 60  # suite (e): boards per limit
IRREGULAR_BOARDS = 60  # suite (f)
RANDOM_SIZES = (20, 40, 64, 100)
GIVE_UP_AFTER = 3  # capped calls of one slow peer in one group before it sits the rest out
ABLATION_CAP = 2.0  # seconds per call when a pruning is switched off


def _reference_worker(conn):
    while True:
        problem, limit = conn.recv()
        start = time.perf_counter()
        count = reference.count_paths(problem, limit).count
        conn.send((count, time.perf_counter() - start))


class ReferenceRunner:
    """The pure-Python reference in a worker process that can be killed at the cap."""

    def __init__(self):
        self.ctx = multiprocessing.get_context("fork")
        self.proc = None

    def _start(self):
        self.conn, child = self.ctx.Pipe()
        self.proc = self.ctx.Process(target=_reference_worker, args=(child,), daemon=True)
        self.proc.start()

    def __call__(self, problem: PathProblem, cap: float, limit: int = 2):
        if self.proc is None:
            self._start()
        self.conn.send((problem, limit))
        if self.conn.poll(cap):
            return self.conn.recv()
        self.close()
        return None, cap

    def close(self):
        if self.proc is not None:
            self.proc.kill()
            self.proc.join()
            self.proc = None


def _run_native(problem: PathProblem, cap: float, prune: int | None = None, limit: int = 2):
    """Sub-millisecond calls are repeated (up to 5 runs, 2 ms in all) and the median kept:
    one such call is below the clock's and the cache's noise."""
    from solver_ext import hamilton

    flags = hamilton.PRUNE_ALL if prune is None else prune
    runs = []
    while len(runs) < 5 and sum(runs) < 0.002:
        start = time.perf_counter()
        result, nodes, finished = hamilton.search(problem, limit, False, flags, cap)
        runs.append(time.perf_counter() - start)
    return (result.count if finished else None), statistics.median(runs), nodes


def _interleaved(problem: PathProblem, limit: int, cap: float, builds: dict, rounds: int = 9,
                 seconds: float = 0.05) -> dict:
    """Each build in turn on the same board, round after round (up to ``rounds``, until the
    slowest has had about ``seconds``, once when a call is capped or takes over 0.5 s): the
    least disturbed run of each (its minimum), its verdict and its search nodes. Runs taken in
    turn see the same load, so their ratio holds where absolute times do not."""
    runs = {name: [] for name in builds}
    out = {}
    for done in range(1, rounds + 1):
        for name, module in builds.items():
            start = time.perf_counter()
            result, nodes, finished = module.search(problem, limit, False, module.PRUNE_ALL, cap)
            runs[name].append(time.perf_counter() - start)
            out[name] = {"count": result.count if finished else None, "nodes": nodes}
        slowest = max(min(r) for r in runs.values())
        if slowest * done >= seconds or slowest > 0.5 or any(o["count"] is None for o in out.values()):
            break
    for name, o in out.items():
        o["seconds"] = min(runs[name])
    return out


def _against_builds(problem: PathProblem, limit: int, cap: float) -> dict:
    """The native solver and the frozen builds on one board (the first solver only where no
    edge is phased: it has no phases), re-measured once more when native looks slower than
    the release by more than ``SLOWER``, so one disturbed run cannot make a regression."""
    from solver_ext import hamilton

    builds = {"native": hamilton}
    for name in BUILDS:
        if name != reference_builds.FIRST or not problem.phased:
            builds[name] = reference_builds.load(name)
    out = _interleaved(problem, limit, cap, builds)
    nat, rel = out["native"], out[reference_builds.RELEASE]
    if (nat["count"] is not None and rel["count"] is not None and nat["seconds"] < 2.0
            and nat["seconds"] > SLOWER * rel["seconds"]):
        again = _interleaved(problem, limit, cap, {"native": hamilton,
                                                  reference_builds.RELEASE: builds[reference_builds.RELEASE]},
                             rounds=15, seconds=max(0.2, 3 * nat["seconds"]))
        for name in again:
            out[name]["seconds"] = min(out[name]["seconds"], again[name]["seconds"])
    return out


def _first_path(problem: PathProblem, cap: float) -> dict:
    """Whether the native solver finds any path (limit 1) within the cap: tells a capped
    uniqueness verdict that failed to find a first path from one that failed to rule out a
    second."""
    from solver_ext import hamilton

    start = time.perf_counter()
    result, _, finished = hamilton.search(problem, 1, False, hamilton.PRUNE_ALL, cap)
    return {"decided": finished, "found": result.count > 0, "seconds": time.perf_counter() - start}


def _run_cpsat(problem: PathProblem, cap: float, limit: int = 2):
    """Count, wall seconds, and CPU seconds of this thread (one CP-SAT worker searches on the
    calling thread), which a loaded machine does not inflate."""
    from core.hamilton import exact

    start, cpu = time.perf_counter(), time.thread_time()
    result, finished = exact.search(problem, limit, time_limit=cap)
    return (result.count if finished else None), time.perf_counter() - start, time.thread_time() - cpu


def _run_portfolio(problem: PathProblem, cap: float, limit: int = 2):
    from core.hamilton import portfolio

    start = time.perf_counter()
    result, finished = portfolio.search(problem, limit, time_limit=cap)
    return (result.count if finished else None), time.perf_counter() - start, result.engine


# ---- suites --------------------------------------------------------------------------------

def shipped_levels():
    """(a): every shipped level of the path modes through the core's own loaders (Hex Walls'
    with its turning walls as phased edges); None when they cannot load."""
    try:
        from core.modes.number_stroke.catalog import load_all_levels
    except ImportError as exc:
        print(f"suite (a) skipped: core.modes.number_stroke cannot load levels ({exc})")
        return None
    groups = {"number stroke": [(level.id, level_problem(level)) for level in load_all_levels()]}
    from core.modes.hex_walls.board import HexBoard
    from core.modes.hex_walls.mode import MODE

    groups["hex walls"] = [
        (level.id, HexBoard(level).problem()) for pf in MODE.load_packs(MODE.shipped_pack_paths()) for level in pf.pack.levels
    ]
    return groups


def level_problem(level) -> PathProblem:
    """A shipped level's graph: cells sharing a unit edge are adjacent (GDD §4.1), read off the
    level's cells (``units()``, ``clue``, ``parity``) so the bench needs nothing else of the
    mode package."""
    cells = [tuple(cell.units()) for cell in level.cells]
    parity = [{"odd": ODD, "even": EVEN}.get(cell.parity, NO_PARITY) for cell in level.cells]
    return PathProblem.build(adjacency_of(cells), [cell.clue or 0 for cell in level.cells], parity)


def _sparse(rng: random.Random, n: int) -> int:
    return max(2, round(n * rng.uniform(0.08, 0.15)))


def random_boards(rng: random.Random, per_size: int, sizes=RANDOM_SIZES):
    """(b): per size, a third each of sparse numbers read off a random path (any verdict),
    the same made unique by adding numbers from that path, and one number moved
    (mostly unsolvable). Step 1 is given on half of them."""
    groups = {}
    for n in sizes:
        cases = []
        for i in range(per_size):
            board, path = snake_board(rng, n)
            path = backbite(board.adjacency, path, rng, 20 * n)
            step_of, parity = clues_from_path(path, rng, _sparse(rng, n), n // 20,
                                              with_start=rng.random() < 0.5)
            if i % 3 == 1:
                step_of = make_unique(board, path, step_of, parity, _native_verdict)
            elif i % 3 == 2:
                step_of = corrupt(step_of, rng)
            cases.append((f"N{n}-{i}", board.problem(step_of, parity)))
        groups[f"N={n}"] = cases
    return groups


def numbrix_grids(rng: random.Random, per_size: int, density: float):
    """(c): full grids of 1x1 cells, ``density`` of the steps numbered from a random path
    (step 1 given on half); every other board is then made unique by adding numbers."""
    groups = {}
    for side in (9, 12):
        grid = grid_board(side, side)
        seed_path = find_path(grid, rng)
        cases = []
        for i in range(per_size):
            path = backbite(grid.adjacency, seed_path, rng, 30 * grid.n)
            step_of, parity = clues_from_path(path, rng, round(density * grid.n), 0,
                                              with_start=rng.random() < 0.5)
            if i % 2:
                step_of = make_unique(grid, path, step_of, parity, _native_verdict)
            cases.append((f"{side}x{side}-{i}", grid.problem(step_of, parity)))
        groups[f"{side}x{side}"] = cases
    return groups


SPARSE_SIZES = ((80, 130), (130, 200), (200, 300))


def sparse_boards(rng: random.Random, per_size: int, sizes=SPARSE_SIZES):
    """(d): irregular big-cell boards (rectangles and polyomino pieces, holes) of 80-300 cells,
    2-10 % of the steps numbered from a random path, step 1 given on half; a third with one
    number moved (mostly unsolvable), the rest as they come (usually several solutions)."""
    groups = {}
    for lo, hi in sizes:
        cases = []
        for i in range(per_size):
            n = rng.randint(lo, hi)
            board, path = long_snake_board(rng, n, big=rng.choice((0.3, 0.5)))
            path = backbite(board.adjacency, path, rng, 10 * n)
            density = rng.uniform(0.02, 0.10)
            step_of, parity = clues_from_path(path, rng, max(1, round(density * n)), 0,
                                              with_start=i % 2 == 0)
            if i % 3 == 2:
                step_of = corrupt(step_of, rng)
            cases.append((f"d{n}-{i}", board.problem(step_of, parity)))
        groups[f"N={lo}-{hi}"] = cases
    return groups


HEX_RADII = (3, 4, 5, 6)  # 37, 61, 91, 127 hexes


def phased_boards(rng: random.Random, per_size: int, radii=HEX_RADII):
    """(phased): hex discs of 37-127 hexes with up to a radius of holes, 0-4 turning walls
    (period 3), 5-15 % of the steps numbered from a real path, step 1 given on half; a third
    with one number moved."""
    groups = {}
    for radius in radii:
        cases = []
        i = 0
        while len(cases) < per_size:
            disc = hex_disc(radius)
            hexes = hex_patch(rng, len(disc) - rng.randint(0, radius), radius)
            walls = turning_walls(rng, hexes, rng.randint(0, 4))
            bare = PathProblem.build(hex_adjacency(hexes), period=3, edge_phases=walls)
            path = find_phased_path(bare, rng, 2.0)
            if path is None:
                continue  # no path with these walls (or none found quickly): draw again
            step_of, parity = clues_from_path(path, rng, max(1, round(rng.uniform(0.05, 0.15) * bare.n)),
                                              0, with_start=i % 2 == 0)
            if i % 3 == 2:
                step_of = corrupt(step_of, rng)
            cases.append((f"hex{bare.n}-{i}", PathProblem(
                bare.adjacency, tuple(step_of), tuple(parity), 3, bare.edge_phases)))
            i += 1
        groups[f"{len(hex_disc(radius))} hexes"] = cases
    return groups


def _native_verdict(problem: PathProblem):
    from solver_ext import hamilton

    return hamilton.count_paths(problem, 2)


# ---- measuring -------------------------------------------------------------------------------

def _stats(times: list[float], capped: int, cap: float) -> dict:
    if not times:
        return {"median": None, "p95": None, "capped": capped, "runs": 0}
    ordered = sorted(times)
    p95 = ordered[min(len(ordered) - 1, math.ceil(0.95 * len(ordered)) - 1)]
    return {"median": statistics.median(ordered), "p95": p95, "max": ordered[-1],
            "capped": capped, "runs": len(times), "median_capped": statistics.median(ordered) >= cap,
            "p95_capped": p95 >= cap, "max_capped": ordered[-1] >= cap}


def measure_group(cases, cap: float, peers: dict, log, limit: int = 2, builds: bool = True,
                  portfolio: bool = False, sit_out: bool = True) -> dict:
    """Every back end on every board of one group, counting up to ``limit``; capped calls
    count as ``cap``. With ``builds``, native runs interleaved with the frozen builds (see
    ``_against_builds``); with ``portfolio``, the portfolio answers each board too (and no peer
    sits out: the portfolio's goals need CP-SAT's time on every board)."""
    times = {name: [] for name in SOLVERS}
    ratios = {peer: [] for peer in peers}  # (peer time / native time, peer capped)
    capped = dict.fromkeys(SOLVERS, 0)
    verdicts, boards, nodes, disagreements = {}, {}, [], []
    for name, problem in cases:
        verdict = {}
        board = boards[name] = {"n": problem.n, "numbers": sum(1 for s in problem.step_of if s)}
        if builds:
            runs = _against_builds(problem, limit, cap)
            count, native_seconds, searched = (runs["native"][k] for k in ("count", "seconds", "nodes"))
            board["builds"] = {b: runs[b] for b in runs if b != "native"}
            for b in board["builds"]:
                verdict[b] = runs[b]["count"]
        else:
            count, native_seconds, searched = _run_native(problem, cap, limit=limit)
        nodes.append(searched)
        board.update({"count": count, "native_nodes": searched, "seconds": {"native": native_seconds}})
        verdict["native"] = count
        times["native"].append(native_seconds)
        capped["native"] += count is None
        if count is None and limit > 1:
            board["first_path"] = _first_path(problem, cap)
        for peer, run in peers.items():
            if sit_out and capped[peer] >= GIVE_UP_AFTER:
                verdict[peer] = "skipped"
                continue
            count, seconds, *cpu = run(problem, cap, limit)
            if cpu:
                board.setdefault("cpu", {})[peer] = cpu[0]
            verdict[peer] = count
            board["seconds"][peer] = seconds
            times[peer].append(min(seconds, cap))
            capped[peer] += count is None
            ratios[peer].append((min(seconds, cap) / native_seconds, count is None))
        if portfolio:
            count, seconds, engine = _run_portfolio(problem, cap, limit)
            verdict["portfolio"] = count
            board["seconds"]["portfolio"] = seconds
            board["portfolio_engine"] = engine
        settled = {v for v in verdict.values() if isinstance(v, int)}
        if len(settled) > 1:
            disagreements.append({"board": name, "verdicts": verdict})
            log(f"!!! DISAGREEMENT on {name}: {verdict}")
        verdicts[name] = verdict
    return {
        "boards": len(cases),
        "limit": limit,
        "n": sorted({p.n for _, p in cases}),
        "stats": {s: _stats(times[s], capped[s], cap) for s in SOLVERS},
        "speedup": {peer: _median_ratio(r) for peer, r in ratios.items()},
        "verdicts": verdicts,
        "per_board": boards,
        "verdict_mix": _mix(v["native"] for v in verdicts.values()),
        "native_nodes_median": statistics.median(nodes) if nodes else None,
        "skipped": {p: sum(v.get(p) == "skipped" for v in verdicts.values()) for p in peers},
        "disagreements": disagreements,
        "release": against_release(boards) if builds else None,
    }


def against_release(per_board: dict) -> dict:
    """Boards where native was slower than the previous release by more than ``SLOWER`` (a
    capped native call where the release decided counts too; where both were capped, neither
    is judged), and the median of native / release time per board."""
    rel = reference_builds.RELEASE
    slower, faster, ratios = [], 0, []
    for name, board in per_board.items():
        other = board.get("builds", {}).get(rel)
        if other is None:
            continue
        if board["count"] is None and other["count"] is None:
            continue  # both capped: neither is judged
        mine, theirs = board["seconds"]["native"], other["seconds"]
        ratio = mine / theirs if theirs > 0 else 1.0
        if other["count"] is None:
            ratio = min(ratio, 1.0)  # the release was capped, native was not
        ratios.append(ratio)
        if board["count"] is None or ratio > SLOWER:
            slower.append({"board": name, "ratio": ratio, "seconds": mine, "release_seconds": theirs,
                           "nodes": board["native_nodes"], "release_nodes": other["nodes"],
                           "capped": board["count"] is None})
        elif ratio < 1 / SLOWER:
            faster += 1
    return {"boards": len(ratios), "slower": slower, "faster": faster,
            "median_ratio": statistics.median(ratios) if ratios else None}


def _median_ratio(ratios) -> dict | None:
    """Median over boards of peer time / native time; a capped peer call only gives a lower
    bound of its ratio, so then the median is a lower bound too."""
    if not ratios:
        return None
    return {"median": statistics.median(r for r, _ in ratios),
            "lower_bound": any(c for _, c in ratios), "boards": len(ratios)}


def _mix(counts) -> dict:
    mix = {"unsolvable": 0, "unique": 0, "several": 0, "capped": 0}
    for c in counts:
        mix["capped" if c is None else ("unsolvable", "unique", "several")[c]] += 1
    return mix


def ablation(groups: dict, cap: float) -> dict:
    """Native medians (time, search nodes) with each pruning switched off in turn."""
    from solver_ext import hamilton

    variants = {"all": hamilton.PRUNE_ALL}
    variants.update({f"-{flag}": hamilton.PRUNE_ALL & ~bit
                     for flag, bit in hamilton.PRUNE_FLAGS.items()})
    out = {}
    for group, cases in groups.items():
        rows = {}
        for variant, flags in variants.items():
            runs = [_run_native(problem, cap, flags) for _, problem in cases]
            rows[variant] = {
                "median": statistics.median(r[1] for r in runs),
                "max": max(r[1] for r in runs),
                "nodes_median": statistics.median(r[2] for r in runs),
                "capped": sum(r[0] is None for r in runs),
            }
        out[group] = rows
    return out


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

PROCESS_RATIO_GOAL = 35.0   # (e): whole `solve` processes against CP-SAT
PORTFOLIO_SLACK = (0.1, 1.10)  # (d): portfolio <= CP-SAT alone * 1.10 + 0.1 s
PORTFOLIO_SPEEDUP_GOAL = 20.0  # (d): median CP-SAT / portfolio


def mixed_process(group: dict, process: dict, cap: float, log) -> dict:
    """Sums over the boards of (e): whole ``solve`` processes, the native solver's own time
    (in this process), the frozen builds', CP-SAT's; the processes' verdicts checked against
    native's."""
    boards = group["per_board"]
    native = sum(b["seconds"]["native"] for b in boards.values())
    builds = {name: sum(b["builds"][name]["seconds"] for b in boards.values() if name in b.get("builds", {}))
              for name in BUILDS}
    cpsat = [b["seconds"].get("cpsat") for b in boards.values()]
    wrong = [name for name, run in process.items() if run["count"] != boards[name]["count"]
             and boards[name]["count"] is not None]
    for name in wrong:
        log(f"!!! the solve process counted {process[name]['count']} on {name}, native "
            f"{boards[name]['count']}")
    whole = sum(run["seconds"] for run in process.values())
    startup = statistics.median(run["seconds"] - boards[name]["seconds"]["native"]
                                for name, run in process.items())
    out = {"boards": len(process), "process_seconds": whole, "native_seconds": native,
           "build_seconds": builds, "startup_median": startup, "wrong_counts": wrong,
           "process_max": max(run["seconds"] for run in process.values())}
    if cpsat and all(c is not None for c in cpsat):
        total = sum(min(c, cap) for c in cpsat)
        out.update({"cpsat_seconds": total, "cpsat_capped": group["stats"]["cpsat"]["capped"],
                    "ratio_process": total / whole, "ratio_solver": total / native,
                    "ratio_builds": {name: total / sec for name, sec in builds.items() if sec}})
    return out


def portfolio_goals(group: dict, cap: float) -> dict:
    """(d): boards the portfolio decided, its worst margin against CP-SAT alone plus the
    slack (positive: slower than allowed), and the median of CP-SAT / portfolio time (a capped
    CP-SAT call counts as the cap, so that median is a lower bound)."""
    decided, margins, ratios, undecided = 0, [], [], []
    for name, board in group["per_board"].items():
        verdict = group["verdicts"][name]
        mine = board["seconds"].get("portfolio")
        if mine is None:
            continue
        if verdict.get("portfolio") is None:
            undecided.append(name)
        else:
            decided += 1
        cp = board["seconds"].get("cpsat")
        if cp is None:
            continue
        cp_capped = verdict.get("cpsat") is None
        if not cp_capped:
            margins.append((mine - (cp * PORTFOLIO_SLACK[1] + PORTFOLIO_SLACK[0]), name))
        if verdict.get("portfolio") is not None:
            ratios.append(min(cp, cap) / mine)
    worst = max(margins) if margins else None
    return {"boards": decided + len(undecided), "decided": decided, "undecided": undecided,
            "worst_margin": worst[0] if worst else None, "worst_board": worst[1] if worst else None,
            "over_slack": sorted(name for m, name in margins if m > 0),
            "median_speedup": statistics.median(ratios) if ratios else None,
            "engines": {e: sum(1 for b in group["per_board"].values() if b.get("portfolio_engine") == e)
                        for e in ("native", "cp-sat")}}


def goals(results: dict) -> dict:
    """Issue 23's goals, each with its measured figure (see ``print_goals``)."""
    out = {"slower_than_release": {}}
    for suite, groups in results["suites"].items():
        if suite[:3] in ("(a)", "(b)", "(c)", "(d)", "(e)", "(f)", "(p)"):
            rows = [g["release"] for g in groups.values() if g.get("release")]
            out["slower_than_release"][suite] = {
                "boards": sum(r["boards"] for r in rows), "faster": sum(r["faster"] for r in rows),
                "slower": [dict(b, group=group) for group, g in groups.items() if g.get("release")
                           for b in g["release"]["slower"]],
                "median_ratio": statistics.median([r["median_ratio"] for r in rows if r["median_ratio"]])
                if any(r["median_ratio"] for r in rows) else None}
    for key in ("mixed_process", "irregular_process"):
        if results.get(key):
            out[key] = results[key]
    sparse = results["suites"].get("(d) sparse", {})
    if any("portfolio" in b["seconds"] for g in sparse.values() for b in g["per_board"].values()):
        merged = {"per_board": {}, "verdicts": {}}
        for g in sparse.values():
            merged["per_board"].update(g["per_board"])
            merged["verdicts"].update(g["verdicts"])
        out["portfolio"] = portfolio_goals(merged, results["cap_seconds"])
        out["portfolio_groups"] = {group: portfolio_goals(g, results["cap_seconds"])
                                   for group, g in sparse.items()}
    return out


def _slower_text(board: dict) -> str:
    how = "capped" if board["capped"] else f"{board['ratio']:.2f}x"
    return f"{board['board']} {how} ({board['release_nodes']} -> {board['nodes']} nodes)"


def print_goals(results: dict, out=print) -> None:
    g = results.get("goals") or {}
    cap = results.get("cap_seconds", 0)
    if g.get("slower_than_release"):
        out(f"\nissue-23 goals (the previous release: a frozen build of solver_ext/hamilton.pyx at "
            f"451076e, run interleaved with native; cap {cap:g} s)")
        out(f"  no board slower than the previous release by more than {round((SLOWER - 1) * 100)} % "
            "(time; a capped native call where the release decided counts):")
        slow_all = []
        for suite, row in g["slower_than_release"].items():
            med = f"median native/release {row['median_ratio']:.2f}" if row["median_ratio"] else "-"
            out(f"    {suite:<16} {len(row['slower'])} of {row['boards']} slower, {row['faster']} "
                f"faster by > 10 %; {med}")
            slow_all += [(suite, b) for b in row["slower"]]
        shown = "; ".join(f"{suite[:3]} {_slower_text(b)}" for suite, b in slow_all[:12])
        out(f"    {'met' if not slow_all else 'NOT MET: ' + shown}" + (" ..." if len(slow_all) > 12 else ""))
    for limit, m in (g.get("mixed_process") or {}).items():
        if "ratio_process" not in m:
            out(f"  (e) to {limit}: no CP-SAT times (ortools missing?)")
            continue
        ok = m["ratio_process"] > PROCESS_RATIO_GOAL
        builds = ", ".join(f"{name.split('_')[1]} {r:.0f}x" for name, r in m["ratio_builds"].items())
        out(f"  (e) whole `python -m core solve` processes against CP-SAT (1 worker), counted to {limit}: "
            f"{m['ratio_process']:.1f}x (goal > {PROCESS_RATIO_GOAL:g}x) {'met' if ok else 'NOT MET'}")
        out(f"      {m['boards']} processes {m['process_seconds']:.2f} s (start-up about "
            f"{m['startup_median']:.3f} s each; slowest {m['process_max']:.2f} s), the solver's share "
            f"{m['native_seconds']:.3f} s, CP-SAT {m['cpsat_seconds']:.1f} s"
            f"{' (' + str(m['cpsat_capped']) + ' capped: a lower bound)' if m['cpsat_capped'] else ''}; "
            f"solver alone {m['ratio_solver']:.0f}x ({builds})")
        if not ok:
            need = m["cpsat_seconds"] / PROCESS_RATIO_GOAL
            per = (need - m["native_seconds"]) / m["boards"]
            out(f"      gap: {PROCESS_RATIO_GOAL:g}x needs the processes under {need:.2f} s in all, "
                f"i.e. a start-up under {per:.3f} s each with this solver share")
    if g.get("irregular_process"):
        print_irregular(results, out)
    p = g.get("portfolio")
    if p:
        slack, factor = PORTFOLIO_SLACK
        out(f"  (d) portfolio (native {results.get('portfolio_budget', 0.1):g} s, then one CP-SAT worker "
            "beside it on a thread of its own): "
            f"decided {p['decided']} of {p['boards']} boards (goal: all) "
            f"{'met' if not p['undecided'] else 'NOT MET'}; engines {p['engines']}")
        if p["undecided"]:
            out(f"      gap: undecided within {cap:g} s: {', '.join(p['undecided'])}")
        if p["worst_margin"] is not None:
            ok = not p["over_slack"]
            out(f"      never slower than CP-SAT alone by more than {slack:g} s + {round((factor - 1) * 100)} %: "
                f"worst margin {p['worst_margin']:+.3f} s ({p['worst_board']}) {'met' if ok else 'NOT MET'}"
                + ("" if ok else f"; over on {', '.join(p['over_slack'])}"))
        if p["median_speedup"] is not None:
            ok = p["median_speedup"] >= PORTFOLIO_SPEEDUP_GOAL
            out(f"      median CP-SAT / portfolio {p['median_speedup']:.0f}x (goal >= "
                f"{PORTFOLIO_SPEEDUP_GOAL:g}x; a capped CP-SAT call counts as the cap) "
                f"{'met' if ok else 'NOT MET'}")


def print_irregular(results: dict, out=print) -> None:
    """Issue 33's goals on (f): one whole ``solve`` process at least ``PROCESS_RATIO_GOAL``
    times CP-SAT, no board slower than the release by more than ``SLOWER``; then the slowest
    boards, each with every back end's time."""
    m = results["goals"]["irregular_process"]
    slower = results["goals"]["slower_than_release"].get("(f) irregular", {})
    if "ratio_process" not in m:
        out("  (f): no CP-SAT times (ortools missing?)")
        return
    ok = m["ratio_process"] >= PROCESS_RATIO_GOAL
    builds = ", ".join(f"{name.split('_')[1]} {r:.0f}x" for name, r in m["ratio_builds"].items())
    out(f"\nissue-33 goals on (f), {m['boards']} irregular boards counted to 2:")
    out(f"  one whole `python -m core solve` process over them against CP-SAT (1 worker): "
        f"{m['ratio_process']:.1f}x (goal >= {PROCESS_RATIO_GOAL:g}x) {'met' if ok else 'NOT MET'}")
    out(f"      process {m['process_seconds']:.3f} s (median of {len(m['process_runs'] or [])}), of which "
        f"the solver's share {m['native_seconds']:.3f} s, so {m['outside_solver']:.3f} s outside it "
        f"(start-up, reading the pack); CP-SAT {m['cpsat_seconds']:.2f} s"
        f"{' (' + str(m['cpsat_capped']) + ' capped: a lower bound)' if m['cpsat_capped'] else ''}; "
        f"solver alone {m['ratio_solver']:.0f}x ({builds})")
    if m["ratio_process_cpu"]:
        out(f"      in CPU time (CP-SAT's thread; the process's user and system time, {m['process_cpu']:.3f} s), "
            f"which load inflates less: {m['ratio_process_cpu']:.1f}x")
    if not ok:
        need = m["cpsat_seconds"] / PROCESS_RATIO_GOAL
        out(f"      gap: {PROCESS_RATIO_GOAL:g}x needs the process under {need:.3f} s; with nothing "
            f"solved it would still take about {m['outside_solver']:.3f} s")
    if slower:
        out(f"  no board slower than the previous release by more than {round((SLOWER - 1) * 100)} %: "
            f"{len(slower['slower'])} of {slower['boards']} slower "
            f"{'met' if not slower['slower'] else 'NOT MET: ' + '; '.join(map(_slower_text, slower['slower']))}")
    boards = results["suites"]["(f) irregular"]["N=10-70, to 2"]["per_board"]
    out("  slowest boards (ms; native / release / first / CP-SAT, search nodes native / release):")
    for name, b in sorted(boards.items(), key=lambda kv: -kv[1]["seconds"]["native"])[:5]:
        frozen = b.get("builds", {})
        times = [b["seconds"]["native"], *(frozen.get(build, {}).get("seconds") for build in BUILDS),
                 b["seconds"].get("cpsat")]
        release = frozen.get(reference_builds.RELEASE, {})
        out(f"    {name:<8} count {b['count']}: " + " / ".join("-" if t is None else f"{t * 1000:.2f}" for t in times)
            + f", {b['native_nodes']} / {release.get('nodes', '-')} nodes")


# ---- big boards, each in a fresh process (time and peak memory) ------------------------------

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

    root = str(Path(__file__).resolve().parents[2])
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

def targets(group: dict, cap: float) -> dict | None:
    """Against CP-SAT on the boards both ran: share where native is faster, median speed-up,
    boards where native took over 2 s but CP-SAT decided in under 2 s."""
    rows = []
    for name, board in group["per_board"].items():
        sec = board["seconds"]
        if "cpsat" not in sec:
            continue
        verdict = group["verdicts"][name]
        rows.append((sec["native"], verdict["native"] is None, sec["cpsat"], verdict["cpsat"] is None))
    if not rows:
        return None
    faster = sum(1 for nat, ncap, cp, ccap in rows if not ncap and (nat < cp or ccap))
    slow = [1 for nat, ncap, cp, ccap in rows if (ncap or nat > 2.0) and not ccap and cp < 2.0]
    # what stands in the way when the targets are missed: boards neither solver decides, and
    # on native's capped boards whether even a first path was out of reach
    first = [b["first_path"] for b in group["per_board"].values() if "first_path" in b]
    return {"boards": len(rows), "native_faster_share": faster / len(rows),
            "median_speedup": statistics.median(min(cp, cap) / nat for nat, _, cp, _ in rows),
            "native_over_2s_where_cpsat_under_2s": len(slow),
            "native_decided": sum(1 for _, ncap, _, _ in rows if not ncap),
            "cpsat_decided": sum(1 for _, _, _, ccap in rows if not ccap),
            "both_capped": sum(1 for _, ncap, _, ccap in rows if ncap and ccap),
            "native_capped": len(first),
            "capped_without_first_path": sum(1 for f in first if not f["found"])}


# ---- report ------------------------------------------------------------------------------

def _ms(stat: dict, key: str) -> str:
    value = stat.get(key)
    if value is None:
        return "-"
    text = f"{value * 1000:.3f}" if value < 0.001 else (
        f"{value * 1000:.2f}" if value < 10 else f"{value * 1000:.0f}")
    return ">cap" if stat.get(f"{key}_capped") else text


def _ratio(speedup: dict | None) -> str:
    if not speedup:
        return "-"
    return f"{'>' if speedup['lower_bound'] else ''}{speedup['median']:.0f}x"


def print_table(results: dict, out=print) -> None:
    out(f"{'suite':<12}{'group':<10}{'boards':>7}  {'verdicts u/1/2/cap':<20}"
        + "".join(f"{s + ' med/p95 ms':>26}" for s in SOLVERS)
        + f"{'nat max':>9}{'ref/nat':>9}{'cp/nat':>9}")
    for suite, groups in results["suites"].items():
        for group, g in groups.items():
            mix = g["verdict_mix"]
            cells = "".join(
                f"{_ms(g['stats'][s], 'median') + ' / ' + _ms(g['stats'][s], 'p95'):>22}"
                f"{'(' + str(g['stats'][s]['capped']) + ')' if g['stats'][s]['capped'] else '':>4}"
                for s in SOLVERS)
            out(f"{suite:<12}{group:<10}{g['boards']:>7}  "
                f"{'%d/%d/%d/%d' % (mix['unsolvable'], mix['unique'], mix['several'], mix['capped']):<20}"
                f"{cells}{_ms(g['stats']['native'], 'max'):>9}"
                f"{_ratio(g['speedup'].get('reference')):>9}{_ratio(g['speedup'].get('cpsat')):>9}")
            for peer, count in g["skipped"].items():
                if count:
                    out(f"{'':<22}{peer}: sat out {count} boards after {GIVE_UP_AFTER} capped calls")
    if results.get("ablation"):
        out(f"\nnative with one pruning off, capped at {results['ablation_cap']:g} s "
            "(median ms / median search nodes / max ms):")
        for group, rows in results["ablation"].items():
            out(f"  {group}: " + ", ".join(
                f"{v} {r['median'] * 1000:.2f}/{r['nodes_median']:.0f}/{r['max'] * 1000:.0f}"
                + (f" ({r['capped']} capped)" if r["capped"] else "")
                for v, r in rows.items()))
    if results.get("targets"):
        out("\nissue-9 targets against CP-SAT (1 worker), per group: native faster on >= 95 %, "
            "median speed-up >= 20x, no board > 2 s that CP-SAT decides in < 2 s:")
        for group, t in results["targets"].items():
            if t:
                ok = (t["native_faster_share"] >= 0.95 and t["median_speedup"] >= 20
                      and t["native_over_2s_where_cpsat_under_2s"] == 0)
                out(f"  {group:<28} faster on {t['native_faster_share'] * 100:.0f} % of "
                    f"{t['boards']}, median {t['median_speedup']:.0f}x, "
                    f"{t['native_over_2s_where_cpsat_under_2s']} slow-vs-fast  "
                    f"{'met' if ok else 'NOT MET'}")
                if not ok:
                    out(f"  {'':<28} gap: native decided {t['native_decided']}, CP-SAT "
                        f"{t['cpsat_decided']}, neither {t['both_capped']} (a tie counts as not "
                        f"faster); on {t['capped_without_first_path']} of native's "
                        f"{t['native_capped']} capped boards not even one path was found in the "
                        "cap")
    if results.get("big"):
        out("\nbig boards (fresh process each; target: under 1 s and 50 MB over baseline):")
        for name, r in results["big"].items():
            if "error" in r:
                out(f"  {name}: error {r['error']}")
            else:
                verdict = "capped" if r["count"] is None else r["count"]
                out(f"  {name}: n={r['n']} verdict {verdict}, {r['seconds']:.3f} s, "
                    f"{r['nodes']} search nodes, {r['mb_over_baseline']:.1f} MB over baseline")
    gen = results.get("generator")
    if gen:
        out(f"\ngenerator: {gen['per_minute']:.0f} unique {gen['cells']}-cell levels/min "
            f"({gen['levels']} in {gen['seconds']:.0f} s, {gen['calls']} calls of {gen['source']})")
    print_goals(results, out)
    total = sum(len(g["disagreements"]) for gs in results["suites"].values() for g in gs.values())
    out(f"\ndisagreements: {total}" + ("  <-- SOLVERS DISAGREE, see build/bench.json" if total else ""))


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.bench", description=__doc__.split("\n")[0])
    parser.add_argument("--cap", type=float, default=10.0, help="seconds per call (default 10)")
    parser.add_argument("--boards", type=int, default=12, help="boards per group of (b) and (c)")
    parser.add_argument("--density", type=float, default=0.2,
                        help="share of numbered steps on the (c) grids (default 0.2)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--gen-seconds", type=float, default=30.0)
    parser.add_argument("--quick", action="store_true",
                        help="4 boards a group, 2 s cap, 10 s of generator")
    parser.add_argument("--no-peers", action="store_true", help="native solver only")
    parser.add_argument("--suites", default=",".join(SUITE_NAMES),
                        help="comma-separated subset of a,b,c,d,e,f,phased,big,ablation,generator, "
                             "hex-tracks (tests/bench/hex_tracks.py), cat (tests/bench/city_cat_catch.py), "
                              "telemetry (tests/bench/telemetry_report.py), "
                             "frame-budget (tests/bench/frame_budget.py)")
    parser.add_argument("--mixed", type=int, default=MIXED_BOARDS,
                        help=f"boards of suite (e) (default {MIXED_BOARDS})")
    parser.add_argument("--irregular", type=int, default=IRREGULAR_BOARDS,
                        help=f"boards of suite (f) (default {IRREGULAR_BOARDS})")
    parser.add_argument("--out", default="build/bench.json")
    args = parser.parse_args(argv)
    if args.quick:
        args.boards, args.cap, args.gen_seconds = 4, min(args.cap, 2.0), min(args.gen_seconds, 10.0)
        args.mixed, args.irregular = min(args.mixed, 20), min(args.irregular, 20)
    try:
        import solver_ext.hamilton  # noqa: F401
    except ImportError:
        print("the Cython solver is not built: run `make setup`", file=sys.stderr)
        return 2
    peers = {}
    runner = None
    if not args.no_peers:
        runner = ReferenceRunner()
        peers["reference"] = runner
        try:
            import ortools  # noqa: F401

            peers["cpsat"] = _run_cpsat
        except ImportError:
            print("ortools is not installed (`make setup` installs it): CP-SAT left out")

    def log(line: str) -> None:
        print(line, flush=True)

    wanted = set(args.suites.split(","))
    unknown = wanted - set(SUITE_NAMES)
    if unknown:
        parser.error(f"unknown suites: {', '.join(sorted(unknown))}")
    suites = {}
    if "a" in wanted:
        shipped = shipped_levels()
        if shipped is not None:
            suites["(a) shipped"] = shipped
    # each suite draws from its own generator, so that choosing suites changes no board
    if "b" in wanted:
        suites["(b) random"] = random_boards(random.Random(args.seed), args.boards)
    if "c" in wanted:
        suites["(c) numbrix"] = numbrix_grids(random.Random(args.seed + 1), args.boards, args.density)
    if "d" in wanted:
        suites["(d) sparse"] = sparse_boards(random.Random(args.seed + 2), args.boards)
    limits = {}  # (suite, group) -> the limit counted to, when not 2
    if "e" in wanted:
        log("(e) mixed: laying out the boards")
        mixed_cases, mixed_levels = mixed.mixed_boards(random.Random(args.seed + 4), args.mixed)
        suites["(e) mixed"] = {"N=10-70, to 2": mixed_cases, "N=10-70, to 1": mixed_cases}
        limits[("(e) mixed", "N=10-70, to 1")] = 1
    if "f" in wanted:
        log("(f) irregular: laying out the boards")
        irregular_cases, irregular_levels = irregular.boards(random.Random(args.seed + 5), args.irregular)
        suites["(f) irregular"] = {"N=10-70, to 2": irregular_cases}
    if "phased" in wanted:
        suites["(p) hex walls"] = phased_boards(random.Random(args.seed + 3), args.boards)
    results = {"cap_seconds": args.cap, "seed": args.seed, "boards_per_group": args.boards,
               "numbrix_density": args.density, "suites": {}}
    try:
        for suite, groups in suites.items():
            results["suites"][suite] = {}
            for group, cases in groups.items():
                log(f"{suite} {group}: {len(cases)} boards")
                results["suites"][suite][group] = measure_group(
                    cases, args.cap, peers, log, limit=limits.get((suite, group), 2),
                    portfolio=suite.startswith("(d)") and "cpsat" in peers,
                    sit_out=suite[:3] not in ("(d)", "(e)", "(f)"))
    finally:
        if runner is not None:
            runner.close()
    if "e" in wanted:
        results["mixed_process"] = {}
        for limit in (2, 1):
            log(f"(e) mixed: whole `python -m core solve --limit {limit}` processes")
            group = results["suites"]["(e) mixed"][f"N=10-70, to {limit}"]
            results["mixed_process"][limit] = mixed_process(
                group, mixed.process_times(mixed_cases, mixed_levels, limit, log), args.cap, log)
    if "f" in wanted:
        log("(f) irregular: one whole `python -m core solve --limit 2` process over every board")
        results["irregular_process"] = irregular.summary(
            results["suites"]["(f) irregular"]["N=10-70, to 2"],
            irregular.process(irregular_cases, irregular_levels, 2, log), log)
    results["goals"] = goals(results)
    results["targets"] = {
        f"{suite} {group}": targets(g, args.cap)
        for suite, groups in results["suites"].items() if suite[:3] in ("(d)", "(p)")
        for group, g in groups.items()}
    if "big" in wanted:
        log("big boards")
        results["big"] = big_boards(args.cap)
    if "ablation" in wanted:
        # the largest groups, where pruning matters; a shorter cap keeps bad variants cheap
        largest = {}
        for suite, groups in suites.items():
            if suite != "(a) shipped":
                group = list(groups)[-1]
                largest[f"{suite} {group}"] = groups[group]
        results["ablation"] = ablation(largest, min(args.cap, ABLATION_CAP))
        results["ablation_cap"] = min(args.cap, ABLATION_CAP)
    if "generator" in wanted:
        results["generator"] = generator_throughput(args.gen_seconds)
    print()
    print_table(results)
    # the other modes' solvers, each against its own peers in this same process
    if "hex-tracks" in wanted:
        from . import hex_tracks

        print()
        results["hex-tracks"] = hex_tracks.run(args)
    if "cat" in wanted:
        from . import city_cat_catch

        print()
        results["city-cat-catch"] = city_cat_catch.run(args)
        from . import godot_cat_daily  # the daily board in GDScript, as the device makes it
        results["city-cat-catch"]["godotDaily"] = godot_cat_daily.run(args)
    if "telemetry" in wanted:
        from . import telemetry_report

        print()
        results["telemetry"] = telemetry_report.run(args)
    if "frame-budget" in wanted:
        from . import frame_budget  # every computation of the game against its frame budget

        print()
        results["frame-budget"] = frame_budget.run(args)
    from .startup import run as startup  # start-up of a one-mode command (tests/bench/startup.py)
    results["startup"] = startup()
    from .limits import run as limits  # each mode's worst time at its limits (tests/bench/limits.py)
    results["limits"] = limits(args)
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(results, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    print(f"written {out}")
    disagreements = any(g["disagreements"] for gs in results["suites"].values() for g in gs.values())
    return 1 if disagreements else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
