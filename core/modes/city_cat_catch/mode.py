"""City Cat Catch behind the mode interface (``Mode``, docs/architecture.md): what ``python -m
core`` and the shared tools call. Each member is a thin layer over this package's library
(imported when called, so a command that only needs the schema loads no solver)."""
from __future__ import annotations

import time
from typing import TYPE_CHECKING, Annotated

from pydantic import Field, model_validator

from ...common.rng import MASK64
from ...errors import LevelFileError, Problem
from ...options import date
from ..base import (
    Generates, ModeBase, OwnCommands, PackFile, PlainMode, ValidationRow, display_path, pydantic_level_json,
)
from ..params import GenerateParams as BaseParams
from .board import LIMITS, BoardLevel
from .content import DAILY_FIRST, DAILY_LAST, MODE_ID


class GenerateParams(BaseParams):
    city: str = Field(description="city id (a manifest in levels/city-cat-catch/cities)")
    level: int = Field(ge=1, le=99, description="the preset's level (1-6 in a shipped city)")
    revision: int | None = Field(None, ge=1, le=999,
                                 description="seed from 'cityId:levelId:revision' (default: the preset's)")
    seed: int | None = Field(None, ge=0, le=MASK64, description="a typed seed (decimal, below 2**64)")
    daily: Annotated[str | None, date(DAILY_FIRST, DAILY_LAST)] = Field(
        None, description="the daily board of this UTC date (the daily generator)")
    runs: int | None = Field(None, ge=10, le=100_000, description="policy runs per batch (default: the generator's)")

    @model_validator(mode="after")
    def _one_seed(self):
        given = [f"--{name}" for name in ("revision", "seed", "daily") if getattr(self, name) is not None]
        if len(given) > 1:
            raise ValueError(f"give one of --revision, --seed, --daily, not {' and '.join(given)}")
        return self


class CityCatCatch(ModeBase):
    limits = LIMITS
    schema_module = pack_module = "board"
    generate_params = GenerateParams
    level_json = staticmethod(pydantic_level_json)

    # --- validate ----------------------------------------------------------------------------------
    def validate_level(self, pf: PackFile, level: BoardLevel, strict: bool = False) -> ValidationRow:
        """validation.validate: the structural gates, the curve over 20 streams, regeneration,
        the metrics and the duration estimate (docs/city-cat-catch-runtime.md §6.2)."""
        from .validation import validate

        report = validate(level, list(pf.pack.levels), strict)
        return ValidationRow(MODE_ID, display_path(pf.path), level.id, report.ok, 1 if report.clearable else 0,
                             report.notes, report.fields)

    def validation_table(self, rows: list[ValidationRow]) -> list[str]:
        from .validation import table_lines

        return table_lines(rows)

    # --- solve -------------------------------------------------------------------------------------
    def solve_level(self, level: BoardLevel, limit: int) -> tuple[dict, list[str]]:
        """(the --json line, the human lines): clearable without tools, with a witness, or proved not.
        ``limit`` is ignored (one witness is enough)."""
        from .board import Board
        from .solver import Solver

        board = Board.from_level(level)
        solver = Solver.for_board(board)
        t = time.perf_counter()
        witness = solver.solve()
        ms = (time.perf_counter() - t) * 1000
        ids = [board.ids[i] for i in witness] if witness is not None else []
        line = {"level": level.id, "solvable": witness is not None, "witness": ids}
        verdict = "clearable" if witness is not None else "proved NOT clearable without tools"
        human = [f"{level.id}: {board.n} pieces, {verdict} ({ms:.2f} ms, {solver.nodes} nodes)"]
        if ids:
            human.append("  " + " ".join(ids))
        return line, human

    # --- generate ----------------------------------------------------------------------------------
    def generate(self, params: GenerateParams) -> dict:
        """A candidates file with one board; a preset that misses its band raises LevelFileError."""
        from . import shipping
        from .daily import daily_board
        from .metrics import RUNS

        board_id, seed, seed_text, city, preset = shipping.resolve_request(
            params.city, params.level, revision=params.revision, typed=params.seed, daily=params.daily)
        if params.daily is not None:
            level = shipping.daily_as_level(daily_board(city, params.daily))
        else:
            level = shipping.generate_level(city, preset, seed, board_id, seed_text, params.runs or RUNS).level
        return {"mode": MODE_ID, "pack": 90, "levels": [level]}

    # --- bake, play ----------------------------------------------------------------------------------
    def bake(self, pack_files: list[PackFile]) -> dict:
        from .bake import bake_packs

        return bake_packs(pack_files)

    def bake_playtest(self, pf: PackFile, level: BoardLevel) -> dict:
        from .bake import bake_level
        from .board import Board
        from .solver import Solver

        witness = Solver.for_board(Board.from_level(level)).solve()
        if witness is None:
            raise LevelFileError([Problem("not-clearable", "the board cannot be cleared without tools", level.id,
                                          file=str(pf.path))])
        return bake_level(level, witness)

    def session_from_baked(self, level: dict):
        from .session import Session

        return Session(level)

    def conformance_vectors(self, seed: int, cases_per_level: int) -> dict:
        from .conformance import build_vectors

        return build_vectors(self.load_packs(self.shipped_pack_paths()), seed, cases_per_level)

    def register_commands(self, subparsers) -> None:
        from .cli import register

        register(subparsers)


MODE = CityCatCatch(__package__)

if TYPE_CHECKING:  # mypy checks MODE against the protocols of the capabilities its entry declares
    _plain: PlainMode = MODE
    _generates: Generates = MODE
    _own_commands: OwnCommands = MODE
