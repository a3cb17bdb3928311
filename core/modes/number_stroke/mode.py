"""Number Stroke behind the mode interface (``Mode``, docs/architecture.md): what ``python -m
core`` and the shared tools call. Each member is a thin layer over this package's library,
imported when called, so a command that only needs the schema loads no solver."""
from __future__ import annotations

import json
from typing import TYPE_CHECKING

from pydantic import Field

from ...common.path_answers import SUGGEST_K, playtest_solution, solve_answer, suggest_lines
from ...options import date, days_after, whole
from ..base import (
    DesignOption, Designs, Generates, ModeBase, OwnCommands, PackFile, PlainMode, ValidationRow, display_path,
    pydantic_level_json,
)
from ..params import CandidatePackParams, seed_field
from .schema import LIMITS, MODE_ID, pack_json_schema

DAILY_FROM, DAILY_DAYS = "2026-12-01", 400
# the generator's author-path search is tuned for playable sizes: a level of 40 cells takes up to
# ~10 s, one of 50 minutes; below 8 cells there is no room for 1, a guide number and one more
GENERATE_MIN_CELLS, GENERATE_MAX_CELLS = 8, 40


class GenerateParams(CandidatePackParams):
    seed: int = seed_field()
    cells: int = Field(ge=GENERATE_MIN_CELLS, le=GENERATE_MAX_CELLS, description="N, cells per level")
    no_start: bool = Field(False, description="levels without clue 1")


def _clue_summary(board) -> str:
    parts = [str(c) for c in sorted(c for c in board.clue if c)]
    odd = sum(1 for c in board.level.cells if c.parity == "odd")
    even = sum(1 for c in board.level.cells if c.parity == "even")
    parts += ["odd"] * odd + ["even"] * even
    return ",".join(parts) or "-"


class NumberStroke(ModeBase):
    limits = LIMITS
    generate_params = GenerateParams
    design_options = (
        DesignOption("minimize", "clues removable one at a time"),
        DesignOption("suggest", "K clues that cut the solutions most", SUGGEST_K, "K"),
        DesignOption("grade", "the deduction trace and the grade"),
    )
    level_json = staticmethod(pydantic_level_json)

    def pack_json_schema(self) -> dict:
        return pack_json_schema()

    def parse_pack(self, raw, file: str):
        from .pack import parse_pack

        return parse_pack(raw, file)

    # --- validate ----------------------------------------------------------------------------
    def validate_level(self, pf: PackFile, level, strict: bool = False) -> ValidationRow:
        """Every gate of gates.py (unique, marks needed, guess-free, minimal numbers, the plan's
        packs); the grade is recorded (the pack curve is checked in the summary)."""
        from . import gates
        from .board import Board

        board = Board(level)
        v, report, notes = gates.check(pf, level)
        fields = {"n": board.n, "clues": _clue_summary(board)}
        if report is not None:
            fields.update({"grade": report.grade, "hardest": report.hardest, "effort": report.score})
        return ValidationRow(MODE_ID, display_path(pf.path), level.id, not notes, v.count, notes, fields)

    def validation_table(self, rows: list[ValidationRow]) -> list[str]:
        lines = [f"{'level':<8} {'N':>3}  {'clues':<24} {'solutions':<9} {'effort':>6} {'grade':<9} result"]
        for row in rows:
            count = {0: "0", 1: "1"}.get(row.count, "2+")
            result = "ok" if row.ok else "FAIL: " + "; ".join(row.notes)
            graded = row.fields.get("grade", "-")
            lines.append(f"{row.level:<8} {row.fields['n']:>3}  {row.fields['clues']:<24} {count:<9} {row.fields.get('effort', '-'):>6} {graded:<9} {result}")
        return lines

    def validation_summary(self, rows: list[ValidationRow]) -> tuple[list[str], list[str]]:
        """Each shipped pack validated whole: its grades in play order and the pack curve."""
        from ...common.pack_curve import shipped_pack_summary

        return shipped_pack_summary(self.load_packs(self.shipped_pack_paths()), rows, display_path)

    # --- solve -------------------------------------------------------------------------------
    def solve_level(self, level, limit: int) -> tuple[dict, list[str]]:
        """(the --json line, the human lines) for one level, solutions counted up to ``limit``."""
        from .analysis import solution_count
        from .board import Board

        board = Board(level)
        return solve_answer(level.id, board, solution_count(board, limit), limit)

    # --- design ------------------------------------------------------------------------------
    def design(self, level, option: str, value: int | None, as_json: bool) -> int:
        from .analysis import removable_clues, solution_count
        from .board import Board
        from .design import suggest_clues
        from .grade import grade

        board = Board(level)
        if option == "grade":
            report = grade(board)
            print(report.answer(as_json))
            return 0 if report.solved else 1
        if option == "minimize":
            base = solution_count(board).count
            removable = removable_clues(board) if base == 1 else []
            answer = {"level": level.id, "unique": base == 1, "removable": [
                {"cell": board.ids[v], "clue": board.clue[v]} for v in removable
            ]}
            if as_json:
                print(json.dumps(answer, ensure_ascii=False))
            elif base != 1:
                print(f"{level.id}: not unique ({'no' if base == 0 else '2+'} solutions); fix that first")
            elif not removable:
                print(f"{level.id}: no clue can be removed alone")
            else:
                print(f"{level.id}: each of these can be removed alone (remove one, then re-run):")
                for item in answer["removable"]:
                    print(f"  cell {item['cell']}: clue {item['clue']}")
            return 0 if base == 1 else 1
        assert value is not None  # suggest takes a number (design_options)
        suggestions = suggest_clues(board, value)
        if as_json:
            print(json.dumps({"level": level.id, "suggestions": suggestions}, ensure_ascii=False))
            return 0
        for line in suggest_lines(level.id, suggestions, lambda s: f"cell {s['cell']}: clue {s['clue']}"):
            print(line)
        return 0

    # --- generate ----------------------------------------------------------------------------
    def generate(self, params: GenerateParams) -> dict:
        """The candidates pack (JSON-ready)."""
        from .generate import GenerateOptions, generate_pack

        options = GenerateOptions(cells=params.cells, with_start=not params.no_start)
        return generate_pack(params.seed, params.count, params.pack, options)

    # --- bake, play ----------------------------------------------------------------------------
    def bake(self, pack_files: list[PackFile]) -> dict:
        from .bake import bake_packs

        return bake_packs(pack_files)

    def bake_playtest(self, pf: PackFile, level) -> dict:
        """One level of a designer's file, unique or not, for the editor's play-test button."""
        from .analysis import solution_count
        from .bake import bake_level
        from .board import Board

        index = pf.pack.levels.index(level) + 1
        solution = playtest_solution(pf, level, solution_count(Board(level), 1))
        return bake_level(level, pf.pack.pack, index, solution=solution)

    def session_from_baked(self, level: dict):
        from .session import Session, SessionLevel

        return Session(SessionLevel.from_baked(level))

    def conformance_vectors(self, seed: int, cases_per_level: int) -> dict:
        from .conformance import build_cases

        levels, cases = build_cases(self.load_packs(self.shipped_pack_paths()), seed, cases_per_level)
        return {"levels": levels, "cases": cases}

    # --- mode-only commands: python -m core 01-number-stroke … ----------------------------------
    def register_commands(self, subparsers) -> None:
        from ...common import content_plan
        from ..base import levels_dir

        content_plan.register(subparsers, "core.modes.number_stroke.content", levels_dir(MODE_ID), display_path)

        p = subparsers.add_parser("daily", help="write the daily-puzzle calendar the game ships")
        p.add_argument("--from", dest="first", type=date(), default=DAILY_FROM, help=f"first date (default {DAILY_FROM})")
        p.add_argument("--days", type=whole(1, 1000), default=DAILY_DAYS, help=f"days (default {DAILY_DAYS})")
        p.set_defaults(run=_cmd_daily)


def _cmd_daily(args) -> int:
    from ...jsonio import write_atomic
    from ...output import check_output, fields_kind
    from . import catalog
    from .daily import build_calendar

    days_after(args.first, args.days)
    out = check_output(catalog.DAILY_FILE, fields_kind("the daily calendar", mode=MODE_ID, format=1), owner=True)
    calendar = build_calendar(args.first, args.days)
    write_atomic(out, json.dumps(calendar, ensure_ascii=False, indent=1) + "\n")
    print(f"wrote {len(calendar['days'])} daily levels from {args.first} to {display_path(out)}")
    return 0


MODE = NumberStroke(__package__)

if TYPE_CHECKING:  # mypy checks MODE against the protocols of the capabilities its entry declares
    _plain: PlainMode = MODE
    _generates: Generates = MODE
    _designs: Designs = MODE
    _own_commands: OwnCommands = MODE
