"""The path solver's suites of ``make bench``: their options, the boards of each suite measured
on every back end, the whole-process comparisons, the goals and the table
(``python -m tests.bench`` runs them when ``--suites`` names any of ``SUITES``)."""
from __future__ import annotations

import argparse
import random

from . import irregular, mixed
from .ablation import ablation
from .big import big_boards
from .generator import generator_throughput
from .goals import goals, mixed_process, print_table, targets
from .measure import measure_group
from .path_boards import numbrix_grids, phased_boards, random_boards, shipped_levels, sparse_boards
from .peers import ReferenceRunner, _run_cpsat

SUITES = ("a", "b", "c", "d", "e", "f", "phased", "big", "ablation", "generator")
MIXED_BOARDS = 60  # suite (e): boards per limit
IRREGULAR_BOARDS = 60  # suite (f)
ABLATION_CAP = 2.0  # seconds per call when a pruning is switched off


def add_options(parser: argparse.ArgumentParser) -> None:
    """Its own options (``--cap``, ``--boards``, ``--seed`` and ``--quick`` are every suite's)."""
    parser.add_argument("--density", type=float, default=0.2,
                        help="share of numbered steps on the (c) grids (default 0.2)")
    parser.add_argument("--gen-seconds", type=float, default=30.0)
    parser.add_argument("--no-peers", action="store_true", help="native solver only")
    parser.add_argument("--mixed", type=int, default=MIXED_BOARDS,
                        help=f"boards of suite (e) (default {MIXED_BOARDS})")
    parser.add_argument("--irregular", type=int, default=IRREGULAR_BOARDS,
                        help=f"boards of suite (f) (default {IRREGULAR_BOARDS})")


def quick(args: argparse.Namespace) -> None:
    """``--quick``: its own options cut down (10 s of generator, 20 boards of (e) and (f))."""
    args.gen_seconds = min(args.gen_seconds, 10.0)
    args.mixed, args.irregular = min(args.mixed, 20), min(args.irregular, 20)


def built() -> bool:
    """Whether the Cython solver is built (``make setup``): every suite times it."""
    try:
        import solver_ext.hamilton  # noqa: F401
    except ImportError:
        return False
    return True


def _peers() -> tuple[dict, ReferenceRunner | None]:
    """The back ends beside the native solver: the reference in its worker, CP-SAT when
    OR-tools is installed."""
    peers: dict = {}
    runner = ReferenceRunner()
    peers["reference"] = runner
    try:
        import ortools  # noqa: F401

        peers["cpsat"] = _run_cpsat
    except ImportError:
        print("ortools is not installed (`make setup` installs it): CP-SAT left out")
    return peers, runner


def _boards(args: argparse.Namespace, wanted: set, log) -> tuple[dict, dict, dict]:
    """(suite -> group -> boards, (suite, group) -> the limit counted to when not 2, the
    boards of (e) and (f) with their levels for the whole-process runs)."""
    suites = {}
    if "a" in wanted:
        shipped = shipped_levels()
        if shipped:
            suites["(a) shipped"] = shipped
        else:
            log("(a) shipped: no registered mode is a path mode")
    # each suite draws from its own generator, so that choosing suites changes no board
    if "b" in wanted:
        suites["(b) random"] = random_boards(random.Random(args.seed), args.boards)
    if "c" in wanted:
        suites["(c) numbrix"] = numbrix_grids(random.Random(args.seed + 1), args.boards, args.density)
    if "d" in wanted:
        suites["(d) sparse"] = sparse_boards(random.Random(args.seed + 2), args.boards)
    limits = {}
    processes = {}
    if "e" in wanted:
        log("(e) mixed: laying out the boards")
        processes["e"] = mixed.mixed_boards(random.Random(args.seed + 4), args.mixed)
        suites["(e) mixed"] = {"N=10-70, to 2": processes["e"][0], "N=10-70, to 1": processes["e"][0]}
        limits[("(e) mixed", "N=10-70, to 1")] = 1
    if "f" in wanted:
        log("(f) irregular: laying out the boards")
        processes["f"] = irregular.boards(random.Random(args.seed + 5), args.irregular)
        suites["(f) irregular"] = {"N=10-70, to 2": processes["f"][0]}
    if "phased" in wanted:
        suites["(p) hex walls"] = phased_boards(random.Random(args.seed + 3), args.boards)
    return suites, limits, processes


def run(args: argparse.Namespace, wanted: set, log) -> dict:
    """Measures the wanted suites, prints the table; returns what it measured (the top level of
    build/bench.json)."""
    peers, runner = _peers() if not args.no_peers else ({}, None)
    suites, limits, processes = _boards(args, wanted, log)
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
    if "e" in processes:
        results["mixed_process"] = {}
        for limit in (2, 1):
            log(f"(e) mixed: whole `python -m core solve --limit {limit}` processes")
            group = results["suites"]["(e) mixed"][f"N=10-70, to {limit}"]
            results["mixed_process"][limit] = mixed_process(
                group, mixed.process_times(*processes["e"], limit, log), args.cap, log)
    if "f" in processes:
        log("(f) irregular: one whole `python -m core solve --limit 2` process over every board")
        results["irregular_process"] = irregular.summary(
            results["suites"]["(f) irregular"]["N=10-70, to 2"], irregular.process(*processes["f"], 2, log), log)
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
    return results


def disagreed(results: dict) -> bool:
    """Whether two back ends gave one board different verdicts (the run fails)."""
    return any(g["disagreements"] for gs in results["suites"].values() for g in gs.values())
