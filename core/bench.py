"""Solver benchmark: the Cython solver against the pure-Python reference and a CP-SAT model.

``python -m core bench`` (``make bench``) or ``python -m core.bench``. Every board gets a
uniqueness verdict (count up to 2) from each back end in turn, each call capped (``--cap``):
the native solver and CP-SAT stop themselves, the reference runs in a worker process that is
killed at the cap. Verdicts are compared wherever none was capped. Suites: (a) the shipped
levels, (b) random boards with big cells, shapes and holes, (c) Numbrix-style full grids; then
each pruning switched off in turn on part of (b) and (c), and generator throughput. The table
goes to stdout, everything measured to ``build/bench.json``.
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

from .hamilton import reference
from .hamilton.problem import PathProblem
from .hamilton.testing_boards import (
    backbite, clues_from_path, corrupt, find_path, grid_board, make_unique, snake_board,
)

SOLVERS = ("native", "reference", "cpsat")
RANDOM_SIZES = (20, 40, 64, 100)
GIVE_UP_AFTER = 3  # capped calls of one slow peer in one group before it sits the rest out
ABLATION_CAP = 2.0  # seconds per call when a pruning is switched off


def _reference_worker(conn):
    while True:
        problem = conn.recv()
        start = time.perf_counter()
        count = reference.count_paths(problem, 2).count
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

    def __call__(self, problem: PathProblem, cap: float):
        if self.proc is None:
            self._start()
        self.conn.send(problem)
        if self.conn.poll(cap):
            return self.conn.recv()
        self.close()
        return None, cap

    def close(self):
        if self.proc is not None:
            self.proc.kill()
            self.proc.join()
            self.proc = None


def _run_native(problem: PathProblem, cap: float, prune: int | None = None):
    """Sub-millisecond calls are repeated (up to 5 runs, 2 ms in all) and the median kept:
    one such call is below the clock's and the cache's noise."""
    from solver_ext import hamilton

    flags = hamilton.PRUNE_ALL if prune is None else prune
    runs = []
    while len(runs) < 5 and sum(runs) < 0.002:
        start = time.perf_counter()
        result, nodes, finished = hamilton.search(problem, 2, False, flags, cap)
        runs.append(time.perf_counter() - start)
    return (result.count if finished else None), statistics.median(runs), nodes


def _run_cpsat(problem: PathProblem, cap: float):
    from .hamilton import cpsat

    start = time.perf_counter()
    result, finished = cpsat.search(problem, 2, time_limit=cap)
    return (result.count if finished else None), time.perf_counter() - start


# ---- suites --------------------------------------------------------------------------------

def shipped_levels():
    """(a): every shipped level through the core's own loader; None when it cannot load."""
    try:
        from .number_stroke.board import Board
        from .number_stroke.catalog import load_all_levels
    except ImportError as exc:
        print(f"suite (a) skipped: core.number_stroke cannot load levels ({exc})")
        return None
    return {"levels": [(level.id, Board(level).problem()) for level in load_all_levels()]}


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


def measure_group(cases, cap: float, peers: dict, log) -> dict:
    """Every back end on every board of one group; capped calls count as ``cap``."""
    times = {name: [] for name in SOLVERS}
    ratios = {peer: [] for peer in peers}  # (peer time / native time, peer capped)
    capped = dict.fromkeys(SOLVERS, 0)
    verdicts, boards, nodes, disagreements = {}, {}, [], []
    for name, problem in cases:
        verdict = {}
        count, native_seconds, searched = _run_native(problem, cap)
        nodes.append(searched)
        boards[name] = {"n": problem.n, "numbers": sum(1 for s in problem.step_of if s),
                        "native_nodes": searched, "seconds": {"native": native_seconds}}
        verdict["native"] = count
        times["native"].append(native_seconds)
        capped["native"] += count is None
        for peer, run in peers.items():
            if capped[peer] >= GIVE_UP_AFTER:
                verdict[peer] = "skipped"
                continue
            count, seconds = run(problem, cap)
            verdict[peer] = count
            boards[name]["seconds"][peer] = seconds
            times[peer].append(min(seconds, cap))
            capped[peer] += count is None
            ratios[peer].append((min(seconds, cap) / native_seconds, count is None))
        settled = {v for v in verdict.values() if isinstance(v, int)}
        if len(settled) > 1:
            disagreements.append({"board": name, "verdicts": verdict})
            log(f"!!! DISAGREEMENT on {name}: {verdict}")
        verdicts[name] = verdict
    return {
        "boards": len(cases),
        "n": sorted({p.n for _, p in cases}),
        "stats": {s: _stats(times[s], capped[s], cap) for s in SOLVERS},
        "speedup": {peer: _median_ratio(r) for peer, r in ratios.items()},
        "verdicts": verdicts,
        "per_board": boards,
        "verdict_mix": _mix(v["native"] for v in verdicts.values()),
        "native_nodes_median": statistics.median(nodes) if nodes else None,
        "skipped": {p: sum(v.get(p) == "skipped" for v in verdicts.values()) for p in peers},
        "disagreements": disagreements,
    }


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
    """Unique N-cell levels per minute on one core, through ``core.number_stroke.generate``."""
    from .number_stroke.generate import GenerateOptions, generate_level

    opts = GenerateOptions(cells=cells)
    made = tried = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        tried += 1
        if generate_level(random.Random(f"bench:{tried}"), f"b-{tried}", opts) is not None:
            made += 1
    elapsed = time.perf_counter() - start
    return {"source": "core.number_stroke.generate.generate_level", "cells": cells,
            "levels": made, "calls": tried, "seconds": elapsed,
            "per_minute": made * 60 / elapsed}


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
    gen = results.get("generator")
    if gen:
        out(f"\ngenerator: {gen['per_minute']:.0f} unique {gen['cells']}-cell levels/min "
            f"({gen['levels']} in {gen['seconds']:.0f} s, {gen['calls']} calls of {gen['source']})")
    total = sum(len(g["disagreements"]) for gs in results["suites"].values() for g in gs.values())
    out(f"\ndisagreements: {total}" + ("  <-- SOLVERS DISAGREE, see build/bench.json" if total else ""))


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m core bench", description=__doc__.split("\n")[0])
    parser.add_argument("--cap", type=float, default=10.0, help="seconds per call (default 10)")
    parser.add_argument("--boards", type=int, default=12, help="boards per group of (b) and (c)")
    parser.add_argument("--density", type=float, default=0.2,
                        help="share of numbered steps on the (c) grids (default 0.2)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--gen-seconds", type=float, default=30.0)
    parser.add_argument("--quick", action="store_true",
                        help="4 boards a group, 2 s cap, 10 s of generator")
    parser.add_argument("--no-peers", action="store_true", help="native solver only")
    parser.add_argument("--out", default="build/bench.json")
    args = parser.parse_args(argv)
    if args.quick:
        args.boards, args.cap, args.gen_seconds = 4, min(args.cap, 2.0), min(args.gen_seconds, 10.0)
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

    rng = random.Random(args.seed)
    suites = {}
    shipped = shipped_levels()
    if shipped is not None:
        suites["(a) shipped"] = shipped
    suites["(b) random"] = random_boards(rng, args.boards)
    suites["(c) numbrix"] = numbrix_grids(rng, args.boards, args.density)
    results = {"cap_seconds": args.cap, "seed": args.seed, "boards_per_group": args.boards,
               "numbrix_density": args.density, "suites": {}}
    try:
        for suite, groups in suites.items():
            results["suites"][suite] = {}
            for group, cases in groups.items():
                log(f"{suite} {group}: {len(cases)} boards")
                results["suites"][suite][group] = measure_group(cases, args.cap, peers, log)
    finally:
        if runner is not None:
            runner.close()
    # the largest groups, where pruning matters; a shorter cap keeps bad variants cheap
    results["ablation"] = ablation(
        {"(b) N=100": suites["(b) random"]["N=100"], "(c) 12x12": suites["(c) numbrix"]["12x12"]},
        min(args.cap, ABLATION_CAP))
    results["ablation_cap"] = min(args.cap, ABLATION_CAP)
    results["generator"] = generator_throughput(args.gen_seconds)
    print()
    print_table(results)
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(results, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    print(f"written {out}")
    disagreements = any(g["disagreements"] for gs in results["suites"].values() for g in gs.values())
    return 1 if disagreements else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
