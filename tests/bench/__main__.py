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

One module a part: ``peers.py`` (the back ends), ``path_boards.py`` (the boards of (a)-(d) and
(phased)), ``mixed.py`` (e), ``irregular.py`` (f), ``measure.py`` (a group timed and compared),
``goals.py`` (the goals and tables), ``big.py``, ``ablation.py``, ``generator.py``; then each
mode's own suite (``tests/modes/<folder>/bench.py``, named by the mode's id,
tests/support/mode_parts.py), ``telemetry_report.py``, ``collector_load.py``,
``frame_budget.py``, ``startup.py`` and ``limits.py``. This module reads the options and runs
them.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

from core import modes

from . import irregular, mixed
from ..support import mode_parts
from .ablation import ablation
from .big import big_boards
from .generator import generator_throughput
from .goals import goals, mixed_process, print_table, targets
from .measure import measure_group
from .path_boards import numbrix_grids, phased_boards, random_boards, shipped_levels, sparse_boards
from .peers import ReferenceRunner, _run_cpsat

PATH_SUITES = ("a", "b", "c", "d", "e", "f", "phased", "big", "ablation", "generator")
# each mode's own suite (tests/modes/<folder>/bench.py), named by its id, then the shared ones
SUITE_NAMES = PATH_SUITES + tuple(e.id for e in mode_parts.bench_suites()) + ("telemetry", "collector", "frame-budget")
MIXED_BOARDS = 60  # suite (e): boards per limit
IRREGULAR_BOARDS = 60  # suite (f)
ABLATION_CAP = 2.0  # seconds per call when a pruning is switched off


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
                        help=f"comma-separated subset of {','.join(PATH_SUITES)}, each mode's own "
                             f"(tests/modes/<folder>/bench.py: {', '.join(e.id for e in mode_parts.bench_suites())}), "
                             "telemetry (tests/bench/telemetry_report.py), "
                             "collector (tests/bench/collector_load.py), "
                             "frame-budget (tests/bench/frame_budget.py)")
    parser.add_argument("--mixed", type=int, default=MIXED_BOARDS,
                        help=f"boards of suite (e) (default {MIXED_BOARDS})")
    parser.add_argument("--irregular", type=int, default=IRREGULAR_BOARDS,
                        help=f"boards of suite (f) (default {IRREGULAR_BOARDS})")
    parser.add_argument("--modes", default=",".join(modes.ids()),
                        help="comma-separated modes whose own suites, start-up and limits run (default: every "
                             "registered mode)")
    parser.add_argument("--out", default="build/bench.json")
    args = parser.parse_args(argv)
    args.modes = [m for m in args.modes.split(",") if m]
    unknown_modes = set(args.modes) - set(modes.ids())
    if unknown_modes:
        parser.error(f"unknown modes: {', '.join(sorted(unknown_modes))} (known: {', '.join(modes.ids())})")
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

    wanted = {suite for suite in args.suites.split(",") if suite}  # "": none of them
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
    # each mode's own suite (its solvers against their peers in this same process)
    for entry in mode_parts.bench_suites():
        if entry.id in wanted and entry.id in args.modes:
            print()
            results[entry.id] = mode_parts.own_module(entry, "bench").run(args)
    if "telemetry" in wanted:
        from . import telemetry_report

        print()
        results["telemetry"] = telemetry_report.run(args)
    if "collector" in wanted:
        from . import collector_load  # one collector process's requests/s against its goal

        print()
        results["collector"] = collector_load.run(args)
    if "frame-budget" in wanted:
        from . import frame_budget  # every computation of the game against its frame budget

        print()
        results["frame-budget"] = frame_budget.run(args)
    from .startup import run as startup  # start-up of a one-mode command (tests/bench/startup.py)
    results["startup"] = startup(args.modes)
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
