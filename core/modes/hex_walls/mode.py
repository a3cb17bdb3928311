"""Hex Walls behind the mode interface (``Mode``, docs/architecture.md): what ``python -m core``
and the shared tools call, each member thin over this package's library (imported when called,
so a command that only needs the schema loads no solver)."""
from __future__ import annotations

import json
from typing import TYPE_CHECKING

from pydantic import Field, model_validator

from ...common.path_answers import SUGGEST_K, playtest_solution, solve_answer, suggest_lines
from ..base import (
    DesignOption, Designs, Generates, ModeBase, OwnCommands, PackFile, PlainMode, ValidationRow, display_path,
    pydantic_level_json,
)
from ..params import CandidatePackParams, seed_field
from .schema import LIMITS, MODE_ID, pack_json_schema

# the generator's search is tuned for boards that fit a phone: a level of radius 3 (37 hexes)
# takes a second or two, one of radius 4 up to minutes, one of radius 5 longer still
GENERATE_MAX_RADIUS = 3


class GenerateParams(CandidatePackParams):
    seed: int = seed_field()
    radius: int = Field(2, ge=1, le=GENERATE_MAX_RADIUS, description="board radius")
    trim: int = Field(2, ge=0, le=6 * GENERATE_MAX_RADIUS - 1,
                      description="rim hexes removed at random (at most 6 x radius - 1)")
    turning: int = Field(0, ge=0, le=4, description="turning walls per level")
    no_start: bool = Field(False, description="levels without number 1")

    @model_validator(mode="after")
    def _trim_within_the_rim(self):
        if self.trim > 6 * self.radius - 1:
            raise ValueError(f"--trim takes 0 to 6 x radius - 1 = {6 * self.radius - 1}, not {self.trim}")
        return self


class HexWalls(ModeBase):
    limits = LIMITS
    generate_params = GenerateParams
    design_options = (
        DesignOption("minimize", "numbers and static walls removable one at a time"),
        DesignOption("suggest", "K numbers or walls that cut the solutions most", SUGGEST_K, "K"),
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
        """Every gate of gates.py; redundant static walls reported (failing with ``strict``)."""
        from . import gates
        from .board import HexBoard

        board = HexBoard(level)
        c = gates.check(pf, level, strict)
        fields = {"n": board.n, "walls": len(board.walls), "turningWalls": len(level.turning_walls),
                  "numbers": sorted(n for n in board.number if n), "redundantWalls": c.redundant}
        if c.report is not None:
            fields.update({"grade": c.report.grade, "hardest": c.report.hardest, "effort": c.report.score})
        return ValidationRow(MODE_ID, display_path(pf.path), level.id, not c.problems, c.verdict.count,
                             c.problems + c.notes, fields)

    def validation_table(self, rows: list[ValidationRow]) -> list[str]:
        lines = [f"{'level':<8} {'N':>3}  {'numbers':<14} {'walls':>5} {'turning':>7}  {'solutions':<9} {'effort':>6} {'grade':<9} result"]
        for row in rows:
            f = row.fields
            solutions = {0: "0", 1: "1"}.get(row.count, "2+")
            numbers = ",".join(map(str, f["numbers"])) or "-"
            result = "ok" if row.ok else "FAIL"
            if row.notes:
                result += (": " if not row.ok else " (") + "; ".join(row.notes) + ("" if not row.ok else ")")
            graded = f.get("grade", "-")
            lines.append(f"{row.level:<8} {f['n']:>3}  {numbers:<14} {f['walls']:>5} {f['turningWalls']:>7}  {solutions:<9} {f.get('effort', '-'):>6} {graded:<9} {result}")
        return lines

    def validation_summary(self, rows: list[ValidationRow]) -> tuple[list[str], list[str]]:
        """Each shipped pack validated whole: its grades in play order and the pack curve."""
        from ...common.pack_curve import shipped_pack_summary

        return shipped_pack_summary(self.load_packs(self.shipped_pack_paths()), rows, display_path)

    # --- solve, design -----------------------------------------------------------------------------
    def solve_level(self, level, limit: int) -> tuple[dict, list[str]]:
        from .analysis import count
        from .board import HexBoard

        board = HexBoard(level)
        return solve_answer(level.id, board, count(board, limit), limit)

    def design(self, level, option: str, value: int | None, as_json: bool) -> int:
        from .analysis import count
        from .board import HexBoard
        from .design import removable, suggest
        from .grade import grade

        board = HexBoard(level)
        if option == "grade":
            report = grade(board)
            print(report.answer(as_json))
            return 0 if report.solved else 1
        if option == "minimize":
            unique = count(board).count == 1
            found = removable(board) if unique else {"numbers": [], "walls": []}
            answer = {"level": level.id, "unique": unique,
                      "removable": [{"cell": board.ids[v], "number": board.number[v]} for v in found["numbers"]],
                      "removableWalls": [board.ids_of(sorted(board.walls[i])) for i in found["walls"]]}
            if as_json:
                print(json.dumps(answer, ensure_ascii=False))
            elif not unique:
                print(f"{level.id}: not unique; fix that first")
            elif not found["numbers"] and not found["walls"]:
                print(f"{level.id}: no number and no wall can be removed alone")
            else:
                print(f"{level.id}: each of these can be removed alone (remove one, then re-run):")
                for item in answer["removable"]:
                    print(f"  cell {item['cell']}: number {item['number']}")
                for a, b in answer["removableWalls"]:
                    print(f"  wall {a}-{b}")
            return 0 if unique else 1
        assert value is not None  # suggest takes a number (design_options)
        suggestions = suggest(board, value)
        if as_json:
            print(json.dumps({"level": level.id, "suggestions": suggestions}, ensure_ascii=False))
            return 0

        def what(s):
            return f"cell {s['cell']}: number {s['number']}" if s["kind"] == "number" else f"wall {'-'.join(s['wall'])}"

        for line in suggest_lines(level.id, suggestions, what):
            print(line)
        return 0

    # --- generate ------------------------------------------------------------------------------
    def generate(self, params: GenerateParams) -> dict:
        from .generate import HexOptions, generate_pack

        opts = HexOptions(params.radius, params.trim, params.turning, not params.no_start)
        return generate_pack(params.seed, params.count, params.pack, opts)

    # --- bake, play ----------------------------------------------------------------------------
    def bake(self, pack_files: list[PackFile]) -> dict:
        from .bake import bake_packs

        return bake_packs(pack_files)

    def bake_playtest(self, pf: PackFile, level) -> dict:
        from .analysis import count
        from .bake import bake_level
        from .board import HexBoard

        solution = playtest_solution(pf, level, count(HexBoard(level), 1))
        return bake_level(level, pf.pack.pack, pf.pack.levels.index(level) + 1, solution=solution)

    def session_from_baked(self, level: dict):
        from .session import WallsLevel, WallsSession

        return WallsSession(WallsLevel.from_baked(level))

    def conformance_vectors(self, seed: int, cases_per_level: int) -> dict:
        from .conformance import build_cases

        levels, cases = build_cases(self.load_packs(self.shipped_pack_paths()), seed, cases_per_level)
        return {"levels": levels, "cases": cases}

    # --- mode-only commands: python -m core 03-hex-walls … -------------------------------------
    def register_commands(self, subparsers) -> None:
        from ...common import content_plan
        from ..base import levels_dir

        content_plan.register(subparsers, "core.modes.hex_walls.content", levels_dir(MODE_ID), display_path)


MODE = HexWalls(__package__)

if TYPE_CHECKING:  # mypy checks MODE against the protocols of the capabilities its entry declares
    _plain: PlainMode = MODE
    _generates: Generates = MODE
    _designs: Designs = MODE
    _own_commands: OwnCommands = MODE
