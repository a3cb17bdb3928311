"""The benchmark of ``make bench``: every registered suite, each printing its table.

``python -m tests.bench [--quick] [--cap S] [--boards K] [--suites a,b,...] [--modes id,...]``
from the repository root. Each suite prints its table (its ratios, its goals with their gaps)
to stdout; everything measured goes to ``build/bench.json``. No test asserts on timings.

The suites, in the order they run: the path solver's (``path_solver/``: a-f, phased, big,
ablation, generator); each mode's own (``tests/modes/<folder>/bench.py``, named by the mode's
id, tests/support/mode_parts.py); ``telemetry`` (``telemetry_report.py``), ``collector``
(``collector_load.py``), ``frame-budget`` (``frame_budget.py``); then always the start-up of a
one-mode command (``startup.py``) and each mode's worst time at its limits (``limits.py``).
This module reads the options and runs them.
"""
from __future__ import annotations

import argparse
import json
import sys
from importlib import import_module
from pathlib import Path

from core import modes
from core.jsonio import write_atomic

from ..support import mode_parts
from .path_solver import suite as path_solver

# the shared suites after the modes' own: name -> the module of this folder whose run(args) runs it
SHARED_SUITES = {"telemetry": "telemetry_report", "collector": "collector_load", "frame-budget": "frame_budget"}
SUITE_NAMES = path_solver.SUITES + tuple(e.id for e in mode_parts.bench_suites()) + tuple(SHARED_SUITES)


def _options(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m tests.bench", description=__doc__.split("\n")[0])
    parser.add_argument("--cap", type=float, default=10.0, help="seconds per call (default 10)")
    parser.add_argument("--boards", type=int, default=12, help="boards per group of (b) and (c)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--quick", action="store_true",
                        help="4 boards a group, 2 s cap, 10 s of generator")
    path_solver.add_options(parser)
    parser.add_argument("--suites", default=",".join(SUITE_NAMES),
                        help=f"comma-separated subset of {','.join(path_solver.SUITES)}, each mode's own "
                             f"(tests/modes/<folder>/bench.py: {', '.join(e.id for e in mode_parts.bench_suites())}), "
                             + ", ".join(f"{name} (tests/bench/{module}.py)" for name, module in SHARED_SUITES.items()))
    parser.add_argument("--modes", default=",".join(modes.ids()),
                        help="comma-separated modes whose own suites, start-up and limits run (default: every "
                             "registered mode)")
    parser.add_argument("--out", default="build/bench.json")
    args = parser.parse_args(argv)
    args.modes = [m for m in args.modes.split(",") if m]
    unknown_modes = set(args.modes) - set(modes.ids())
    if unknown_modes:
        parser.error(f"unknown modes: {', '.join(sorted(unknown_modes))} (known: {', '.join(modes.ids())})")
    args.wanted = {suite for suite in args.suites.split(",") if suite}  # "": none of them
    unknown = args.wanted - set(SUITE_NAMES)
    if unknown:
        parser.error(f"unknown suites: {', '.join(sorted(unknown))}")
    if args.quick:
        args.boards, args.cap = 4, min(args.cap, 2.0)
        path_solver.quick(args)
    return args


def main(argv: list[str]) -> int:
    args = _options(argv)

    def log(line: str) -> None:
        print(line, flush=True)

    results = {}
    failed = False
    if args.wanted & set(path_solver.SUITES):
        if not path_solver.built():
            print("the Cython solver is not built: run `make setup`", file=sys.stderr)
            return 2
        results = path_solver.run(args, args.wanted, log)
        failed = path_solver.disagreed(results)
    # each mode's own suite (its solvers against their peers in this same process)
    for entry in mode_parts.bench_suites():
        if entry.id in args.wanted and entry.id in args.modes:
            print()
            results[entry.id] = mode_parts.own_module(entry, "bench").run(args)
    for name, module in SHARED_SUITES.items():
        if name in args.wanted:
            print()
            results[name] = import_module(f"{__package__}.{module}").run(args)
    from .startup import run as startup  # start-up of a one-mode command (tests/bench/startup.py)
    results["startup"] = startup(args.modes)
    from .limits import run as limits  # each mode's worst time at its limits (tests/bench/limits.py)
    results["limits"] = limits(args)
    out = Path(args.out)
    write_atomic(out, json.dumps(results, indent=1, sort_keys=True) + "\n")
    print(f"written {out}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
