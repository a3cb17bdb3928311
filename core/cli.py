"""`python -m core COMMAND`: the designers' and developers' tools, thin over the library.

Exit status: 0 all good, 1 a check failed (e.g. a level is not unique), 2 bad input (the
message names the file, the level, the cell and the rule broken).
"""
from __future__ import annotations

import argparse
import sys

from .errors import LevelFileError
from .number_stroke import cli as number_stroke_cli


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m core", description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    number_stroke_cli.register(commands)
    bench = commands.add_parser("bench", help="solver benchmark against peers (make bench)")
    bench.add_argument("rest", nargs=argparse.REMAINDER)
    bench.set_defaults(run=_run_bench)
    return parser


def _run_bench(args) -> int:
    from . import bench

    return bench.main(args.rest)


def main(argv: list[str]) -> int:
    args = build_parser().parse_args(argv)
    try:
        return args.run(args)
    except LevelFileError as exc:
        for problem in exc.problems:
            print(f"error: {problem}", file=sys.stderr)
        return 2
