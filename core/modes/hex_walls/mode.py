"""Hex Walls behind the mode interface (``Mode``, docs/architecture.md): what ``python -m core``
and the shared tools call. The members both path modes share are ``PathMode``'s
(core/common/path_mode.py); this class gives what is Hex Walls' own, each member thin over this
package's library (imported when called, so a command that only needs the schema loads no
solver)."""
from __future__ import annotations

import json
from typing import TYPE_CHECKING

from pydantic import Field, model_validator

from ...common.path_mode import PathMode, path_design_options, with_grade
from ..base import Designs, Generates, OwnCommands, PackFile, PlainMode, ValidationRow, display_path
from ..params import CandidatePackParams, seed_field
from .schema import LIMITS, MODE_ID

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


class HexWalls(PathMode):
    limits = LIMITS
    generate_params = GenerateParams
    design_options = path_design_options("numbers and static walls", "numbers or walls")

    def board(self, level):
        from .board import HexBoard

        return HexBoard(level)

    def count(self, board, limit: int = 2):
        from .analysis import count

        return count(board, limit)

    # --- validate ----------------------------------------------------------------------------
    def validate_level(self, pf: PackFile, level, strict: bool = False) -> ValidationRow:
        """Every gate of gates.py; redundant static walls reported (failing with ``strict``)."""
        from . import gates

        board = self.board(level)
        c = gates.check(pf, level, strict)
        fields = with_grade({"n": board.n, "walls": len(board.walls), "turningWalls": len(level.turning_walls),
                             "numbers": sorted(n for n in board.number if n), "redundantWalls": c.redundant}, c.report)
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

    # --- design ------------------------------------------------------------------------------
    def minimize(self, board, level, as_json: bool) -> int:
        from .design import removable

        unique = self.count(board).count == 1
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

    def suggest(self, board, k: int) -> list[dict]:
        from .design import suggest

        return suggest(board, k)

    def suggestion_name(self, suggestion: dict) -> str:
        if suggestion["kind"] == "number":
            return f"cell {suggestion['cell']}: number {suggestion['number']}"
        return f"wall {'-'.join(suggestion['wall'])}"

    # --- generate ------------------------------------------------------------------------------
    def generate(self, params: GenerateParams) -> dict:
        from .generate import HexOptions, generate_pack

        opts = HexOptions(params.radius, params.trim, params.turning, not params.no_start)
        return generate_pack(params.seed, params.count, params.pack, opts)

    # --- play --------------------------------------------------------------------------------
    def session_from_baked(self, level: dict):
        from .session import WallsLevel, WallsSession

        return WallsSession(WallsLevel.from_baked(level))


MODE = HexWalls(__package__)

if TYPE_CHECKING:  # mypy checks MODE against the protocols of the capabilities its entry declares
    _plain: PlainMode = MODE
    _generates: Generates = MODE
    _designs: Designs = MODE
    _own_commands: OwnCommands = MODE
