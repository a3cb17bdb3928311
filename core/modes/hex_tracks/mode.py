"""Hex Tracks behind the mode interface (``Mode``, docs/architecture.md): what ``python -m core``
and the shared tools call, plus the mode-only commands ``python -m core hex-tracks analyze``,
``campaign`` and ``trace``. Each member is a thin layer over this package (imported when
called, so a command that only needs the schema loads no solver)."""
from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from pydantic import Field

from ...errors import LevelFileError, Problem, argument_problem
from ...jsonio import parse_json_text, read_json
from ...options import whole
from ..base import (
    ClaimsFiles, Generates, ModeBase, OwnCommands, PackFile, PlainMode, ValidationRow, display_path,
    pydantic_level_json,
)
from ..params import CandidatePackParams, seed_field
from .schema import LIMITS, MODE_ID


class GenerateParams(CandidatePackParams):
    seed: int = seed_field("first seed (then seed+1, …)")
    radius: int | None = Field(None, ge=1, le=6, description="board radius: 2, 3, 4 = 19, 37, 61 cells")
    tiles: int | None = Field(None, ge=1, le=127, description="tiles a level")
    options: str | None = Field(None, description='generator options as JSON, e.g. \'{"maxBaseTurns": 1}\'')
    passing: bool = Field(False, description="keep only levels passing every release gate")


def _chapter_of(pf: PackFile, level):
    """(chapter, index, siblings) of a level in a pack (chapter None for a single level)."""
    chapter = pf.pack.pack if pf.pack.pack >= 1 else None
    index = pf.pack.levels.index(level) + 1
    return chapter, index, pf.pack.levels


class HexTracks(ModeBase):
    limits = LIMITS
    generate_params = GenerateParams
    level_json = staticmethod(pydantic_level_json)

    def claims(self, raw) -> bool:
        """Whether parsed JSON without a ``mode`` field is this mode's single level file (the
        workshop's unit)."""
        from .pack import is_single_level

        return is_single_level(raw) and isinstance(raw.get("cells"), list) and all(
            isinstance(c, dict) and "tracks" in c for c in raw["cells"]
        )

    # --- validate ----------------------------------------------------------------------------
    def validate_level(self, pf: PackFile, level, strict: bool = False) -> ValidationRow:
        """Clearable, exact search finished, budget enough; campaign levels (with a beat) and
        ``--strict`` add every release gate (gates.py)."""
        from .gates import evaluate

        from . import plan

        chapter, index, siblings = _chapter_of(pf, level)
        _board, _tables, solution, analysis, problems = evaluate(level, chapter, index, siblings, strict)
        count = 1 if solution.reachable else 0
        row = plan.row_of(level, chapter, analysis)
        del row["id"]  # the row's level
        return ValidationRow(
            MODE_ID, display_path(pf.path), level.id, not problems, count, problems,
            {**row, "verdict": analysis["verdict"], "curvedRatio": (analysis["pathUsage"] or {}).get("curvedRatio"),
             "firstGrazing": analysis["grazing"]["first"]},
        )

    def validation_table(self, rows: list[ValidationRow]) -> list[str]:
        from . import plan

        results = [("ok" if row.ok else "FAIL: " + "; ".join(row.notes)) + _grazing_note(row.fields)
                   for row in rows]
        return plan.text_table([{**row.fields, "id": row.level} for row in rows], results)

    def validation_summary(self, rows: list[ValidationRow]) -> tuple[list[str], list[str]]:
        """(lines, problems) of the campaign as a whole: its counts, when ``rows`` hold every
        shipped campaign level (for part of it, a line saying the counts were not checked)."""
        from . import plan

        campaign = {(display_path(pf.path), lv.id) for pf in self.load_packs(self.shipped_pack_paths())
                    for lv in pf.pack.levels}
        lines, problems = plan.summary([row.fields for row in rows if (row.file, row.level) in campaign],
                                       len(campaign))
        lines.append(
            f"grazing (issue 30; a gate of every campaign level: docs/hex-tracks-runtime.md §6): "
            f"{sum(1 for row in rows if row.fields['grazing'])} of {len(rows)} levels "
            f"have a reachable state where a tap stops on a tile off its route; "
            f"{sum(row.fields['grazing'] for row in rows)} of {sum(row.fields['states'] for row in rows)} states")
        return lines, problems

    # --- solve -------------------------------------------------------------------------------
    def solve_level(self, level, limit: int) -> tuple[dict, list[str]]:
        """(the --json line, the human lines); ``limit`` does not apply (one optimal solution)."""
        from .analysis import verdict_of
        from .board import Board
        from .solver import solve
        from .trace import Tables

        board = Board.from_level(level)
        solution = solve(Tables(board))
        found = solution.found
        verdict = verdict_of(solution, board.n, board.move_limit)
        line = {
            "level": level.id,
            "reachable": solution.reachable,
            "solvable": verdict == "solvable",
            "exhausted": solution.exhausted,
            "minimumMoves": board.n if solution.reachable else None,
            "minimumActions": solution.minimum_actions,
            "rotations": solution.rotations,
            "actions": solution.actions,
            "verdict": verdict,
        }
        if not board.n:
            human = [f"{level.id}: no tiles (an empty level is never solvable)"]
        elif found:
            head = f"{level.id}: N={board.n} R={solution.rotations} minimumActions={solution.minimum_actions}"
            if board.move_limit < board.n:
                head += f" (moveLimit {board.move_limit} < N: not solvable)"
            shown = " ".join(a["tile"] if a["op"] == "tap" else ("↻" if a["dir"] == 1 else "↺") for a in solution.actions)
            human = [head, "  " + (shown or "(nothing to do)")]
        elif solution.exhausted:
            human = [f"{level.id}: N={board.n} clearable, but the search stopped at its cap (R not proven)"]
        else:
            human = [f"{level.id}: N={board.n} cannot be cleared"]
        return line, human

    # --- generate ----------------------------------------------------------------------------
    def generate(self, params: GenerateParams) -> dict:
        from .gates import evaluate
        from .generate import GenerateOptions, generate_level
        from .schema import Level

        data = {}
        if params.options is not None:  # read as strictly as a file (no key twice, no NaN)
            data = parse_json_text(params.options, "command line: --options")
            if not isinstance(data, dict):
                raise LevelFileError([argument_problem("--options takes a JSON object of generator options")])
        if params.radius is not None:
            data["radius"] = params.radius
        if params.tiles is not None:
            data["tiles"] = params.tiles
        try:
            options = GenerateOptions.from_json(data)
        except (TypeError, ValueError) as exc:
            raise LevelFileError([argument_problem(f"--options: {exc}")]) from None
        problems = [argument_problem(text) for text in options.problems()]
        if problems:
            raise LevelFileError(problems)
        levels: list = []
        seed = params.seed
        tries = 0
        while len(levels) < params.count and tries < 50 * params.count:
            tries += 1
            level = generate_level(seed, options, f"gen-{seed}", f"#{seed}")
            seed += 1
            if level is None:
                continue
            if params.passing:
                *_rest, problems_ = evaluate(Level.model_validate(level), strict=True)
                if problems_:
                    continue
            levels.append(level)
        if not levels:
            raise LevelFileError([argument_problem(f"no level in {tries} seeds from {params.seed}; relax the options")])
        return {"mode": MODE_ID, "pack": params.pack, "title": {"zh": "候选关卡", "en": "Candidates"},
                "notes": f"python -m core generate --mode {MODE_ID} --seed {params.seed} options {json.dumps(options.as_json())}",
                "levels": levels}

    # --- bake, play ----------------------------------------------------------------------------
    def bake(self, pack_files: list[PackFile]) -> dict:
        from .bake import bake_packs

        return bake_packs(pack_files)

    def bake_playtest(self, pf: PackFile, level) -> dict:
        """One level of any file, cleared or not (the workshop plays any level)."""
        from .bake import bake_level

        return bake_level(level, pf.pack.pack, pf.pack.levels.index(level) + 1)

    def session_from_baked(self, level: dict):
        from .session import Session

        return Session(level)

    def conformance_vectors(self, seed: int, cases_per_level: int) -> dict:
        from .conformance import build_vectors

        return build_vectors(self.load_packs(self.shipped_pack_paths()), seed, cases_per_level)

    # --- mode-only commands --------------------------------------------------------------------
    def register_commands(self, subparsers) -> None:
        p = subparsers.add_parser("analyze", help="score, workload and pathUsage of each level")
        p.add_argument("file", help="a pack or a single level file")
        p.add_argument("--level", help="only this level id")
        p.add_argument("--json", action="store_true", help="one JSON object per level and line")
        p.add_argument("--strict", action="store_true", help="apply the release gates to every level")
        p.set_defaults(run=cmd_analyze)

        p = subparsers.add_parser("campaign", help="regenerate the campaign from campaign-seeds.json")
        p.add_argument("--check", action="store_true", help="exit 1 if a derived file differs (writes nothing)")
        p.add_argument("--search", nargs="+", metavar="ID", help="first find passing seeds for these entries")
        p.add_argument("--tries", type=whole(1, 100_000), default=500, help="seeds tried per entry by --search")
        p.add_argument("--vary", metavar="JSON",
                       help='option values --search tries with each seed, e.g. \'{"tiles": [7, 8]}\'')
        p.set_defaults(run=cmd_campaign)

        p = subparsers.add_parser("trace", help="where one tile goes with every tile on the board")
        p.add_argument("file")
        p.add_argument("--level", help="level id (default: the first)")
        p.add_argument("--tile", required=True, help="tile id")
        p.add_argument("--orientation", type=whole(0, 5), default=0, help="clockwise turns, 0..5")
        p.set_defaults(run=cmd_trace)

        from .preview import register as register_preview  # the level editor's answers

        register_preview(subparsers)


def _load_any(path: str):
    """A pack or single level file (with or without a mode field)."""
    from .pack import parse_any

    return PackFile(Path(path), parse_any(read_json(path), path))


def cmd_analyze(args) -> int:
    from .gates import evaluate

    pf = _load_any(args.file)
    levels = [lv for lv in pf.pack.levels if args.level is None or lv.id == args.level]
    if not levels:
        raise LevelFileError([Problem("unknown-level", f"no level '{args.level}'", args.level, file=args.file)])
    for level in levels:
        chapter, index, siblings = _chapter_of(pf, level)
        _b, _t, _s, analysis, problems = evaluate(level, chapter, index, siblings, args.strict)
        analysis["level"] = level.id
        analysis["gates"] = problems
        if args.json:
            print(json.dumps(analysis, ensure_ascii=False))
            continue
        usage = analysis["pathUsage"] or {}
        w = analysis["workload"]
        score = analysis["score"]
        print(f"{level.id}: {analysis['verdict']}, score {score if score is not None else '-'}"
              f" ({analysis['bandZh'] or '-'}), R {analysis['inputs']['R']}")
        print("  terms: " + ", ".join(f"{k} {v:.2f}" for k, v in analysis["terms"].items()))
        print(f"  workload: {w['removals']} removals, {w['rotations']} rotations, {w['minimumActions']} actions, "
              f"{w['routeCells']} route cells, ~{w['estimatedSeconds']} s")
        if usage:
            print(f"  pathUsage: {usage['curvedRemovals']}/{usage['removals']} curved "
                  f"({usage['curvedRatio']:.2f}), bends {usage['totalBends']} (max {usage['maxBends']})")
        for note in problems:
            print(f"  gate: {note}")
    return 0


def cmd_campaign(args) -> int:
    from .campaign import regenerate, search

    if args.search:
        vary = None
        if args.vary is not None:  # read as strictly as a file
            vary = parse_json_text(args.vary, "command line: --vary")
            if not isinstance(vary, dict) or not all(isinstance(v, list) and v for v in vary.values()):
                raise LevelFileError([argument_problem('--vary takes {"option": [value, ...], ...}')])
        failed = search(args.search, args.tries, vary)
        if failed:
            return 1
    lines, problems = regenerate(check=args.check)
    for line in lines:
        print(line)
    for p in problems:
        print(f"error: {p}", file=sys.stderr)
    return 1 if problems else 0


def cmd_trace(args) -> int:
    from .board import Board
    from .trace import Tables

    pf = _load_any(args.file)
    level = next((lv for lv in pf.pack.levels if lv.id == args.level), None) if args.level is not None \
        else pf.pack.levels[0]
    if level is None:
        raise LevelFileError([Problem("unknown-level", f"no level '{args.level}'", args.level, file=args.file)])
    board = Board.from_level(level)
    tile = board.index_of(args.tile)
    if tile < 0:
        raise LevelFileError([Problem("unknown-tile", f"no tile '{args.tile}'", level.id, args.tile, file=args.file, noun="tile")])
    tables = Tables(board)
    result = tables.trace(args.orientation, tables.full, tile)
    print(json.dumps(result.as_json(board), ensure_ascii=False))
    return 0


MODE = HexTracks(__package__)

if TYPE_CHECKING:  # mypy checks MODE against the protocols of the capabilities its entry declares
    _plain: PlainMode = MODE
    _generates: Generates = MODE
    _own_commands: OwnCommands = MODE
    _claims_files: ClaimsFiles = MODE


def _grazing_note(fields: dict) -> str:
    """The table's word on issue 30's grazing check: the first reachable state that grazes."""
    return f" (first grazing {fields['firstGrazing']})" if fields["firstGrazing"] else ""
