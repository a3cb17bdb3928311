"""Number Stroke behind the mode interface (``Mode``, docs/architecture.md): what ``python -m
core`` and the shared tools call. Each member is a thin layer over this package's library,
imported when called, so a command that only needs the schema loads no solver."""
from __future__ import annotations

import json

from pydantic import Field

from ...common.path_answers import check_suggest, count_notes, playtest_solution, solve_answer, suggest_lines
from ...errors import LevelFileError, Problem, argument_problem
from ..base import DesignOption, ModeBase, PackFile, ValidationRow, display_path, pydantic_level_json
from ..params import CandidatePackParams
from .schema import LIMITS, MODE_ID, pack_json_schema

DAILY_FROM, DAILY_DAYS = "2026-12-01", 400
GENERATE_MAX_CELLS = 150  # the generator's author-path search is tuned for playable sizes


class GenerateParams(CandidatePackParams):
    seed: int = Field(description="the generator's seed (the same seed writes the same file)")
    cells: int = Field(ge=3, le=GENERATE_MAX_CELLS, description="N, cells per level")
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
        DesignOption("suggest", "K clues that cut the solutions most", "K"),
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
        """Exactly one solution, every odd/even mark necessary (docs/rules/number-stroke.md), and
        solvable by deduction without guessing (the grade is recorded)."""
        from .analysis import verdict
        from .board import Board
        from .grade import grade

        board = Board(level)
        v = verdict(board)
        notes = count_notes(v.count)
        if v.redundant_parity:
            notes.append("redundant parity on " + ",".join(board.ids_of(v.redundant_parity)))
        report = grade(board) if v.count == 1 else None
        if report is not None and not report.solved:
            notes.append(f"needs guessing at steps {','.join(map(str, report.open_steps[:6]))}")
        fields = {"n": board.n, "clues": _clue_summary(board)}
        if report is not None:
            fields.update({"grade": report.grade, "hardest": report.hardest, "score": report.score})
        return ValidationRow(
            MODE_ID, display_path(pf.path), level.id, v.ok and bool(report and report.solved), v.count, notes, fields,
        )

    def validation_table(self, rows: list[ValidationRow]) -> list[str]:
        lines = [f"{'level':<8} {'N':>3}  {'clues':<24} {'solutions':<9} {'grade':<9} result"]
        for row in rows:
            count = {0: "0", 1: "1"}.get(row.count, "2+")
            result = "ok" if row.ok else "FAIL: " + "; ".join(row.notes)
            graded = row.fields.get("grade", "-")
            lines.append(f"{row.level:<8} {row.fields['n']:>3}  {row.fields['clues']:<24} {count:<9} {graded:<9} {result}")
        return lines

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

        board = Board(level)
        if option == "grade":
            return _print_grade(board, as_json)
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
        check_suggest(value, level.id)
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
        p = subparsers.add_parser("content", help="write a generated, graded pack of the content plan")
        p.add_argument("--pack", type=int, action="append", required=True, help="pack number(s) of the plan")
        p.add_argument("--force", action="store_true", help="replace a pack file that exists (designers' edits are lost)")
        p.set_defaults(run=_cmd_content)

        p = subparsers.add_parser("daily", help="write the daily-puzzle calendar the game ships")
        p.add_argument("--from", dest="first", default=DAILY_FROM, help=f"first date (default {DAILY_FROM})")
        p.add_argument("--days", type=int, default=DAILY_DAYS, help=f"days (default {DAILY_DAYS})")
        p.set_defaults(run=_cmd_daily)


def _print_grade(board, as_json: bool) -> int:
    from .grade import grade

    report = grade(board)
    if as_json:
        print(json.dumps(report.as_json(), ensure_ascii=False))
        return 0 if report.solved else 1
    for d in report.trace:
        if d.step:
            print(f"  step {d.step:>3}: cell {d.cell:<6} by {d.technique}")
    uses = ", ".join(f"{name} x{count}" for name, count in report.uses.items())
    if report.solved:
        print(f"{board.level.id}: grade {report.grade} (hardest: {report.hardest}; {uses})")
        return 0
    opened = ",".join(map(str, report.open_steps))
    print(f"{board.level.id}: cannot be finished without guessing: steps {opened} stay open ({uses})")
    return 1


def _cmd_content(args) -> int:
    from ...jsonio import dumps_stable, write_atomic
    from . import catalog
    from .content import PLAN, build_pack, plan_of

    for number in args.pack:
        try:
            entry = plan_of(number)
        except KeyError:
            known = ", ".join(str(e.pack) for e in PLAN)
            raise LevelFileError([argument_problem(f"no pack {number} in the content plan (plan: {known})")]) from None
        out = catalog.LEVELS_DIR / f"pack-{entry.pack}-{entry.slug}.json"
        if out.exists() and not args.force:
            raise LevelFileError([Problem("exists", "exists; --force replaces it (designers' edits are lost)", file=display_path(out))])
        pack = build_pack(entry)
        write_atomic(out, dumps_stable(pack))
        print(f"wrote {len(pack['levels'])} levels to {display_path(out)}")
    return 0


def _cmd_daily(args) -> int:
    import datetime as dt

    from ...jsonio import write_atomic
    from . import catalog
    from .daily import build_calendar

    try:
        dt.date.fromisoformat(args.first)
    except ValueError:
        raise LevelFileError([argument_problem(f"--from takes a date YYYY-MM-DD, not {args.first!r}")]) from None
    if not 1 <= args.days <= 1000:
        raise LevelFileError([argument_problem("--days takes 1 to 1000")])
    calendar = build_calendar(args.first, args.days)
    out = catalog.DAILY_FILE
    write_atomic(out, json.dumps(calendar, ensure_ascii=False, indent=1) + "\n")
    print(f"wrote {len(calendar['days'])} daily levels from {args.first} to {display_path(out)}")
    return 0


MODE = NumberStroke(__package__)
