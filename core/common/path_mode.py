"""The mode interface members the path modes (Number Stroke, Hex Walls) share: both packages have
modules of the same names and functions (``schema.pack_json_schema`` and ``pack.parse_pack``,
which ``ModeBase`` calls, ``grade.grade``, ``bake.bake_packs``/``bake_level``,
``conformance.build_cases``, the content plan in ``content``), imported when a member is called,
so a command that only needs the schema loads no solver. A mode's class (its ``mode.py``) gives what differs: its board, its solution
count, its validation row and table, what ``design --minimize`` and ``--suggest`` answer, its
session, its generator."""
from __future__ import annotations

import json

from ..modes.base import DesignOption, ModeBase, PackFile, ValidationRow, display_path, levels_dir, pydantic_level_json
from .path_answers import SUGGEST_K, playtest_solution, solve_answer, suggest_lines


def with_grade(fields: dict, report) -> dict:
    """A validation row's fields with the grade of the deduction report, when there is one."""
    if report is not None:
        fields.update({"grade": report.grade, "hardest": report.hardest, "effort": report.score})
    return fields


def path_design_options(removable: str, suggested: str) -> tuple[DesignOption, ...]:
    """The design tools of a path mode (``PathMode.design`` runs them): ``removable`` names what
    ``--minimize`` finds removable, ``suggested`` what ``--suggest`` adds."""
    return (
        DesignOption("minimize", f"{removable} removable one at a time"),
        DesignOption("suggest", f"K {suggested} that cut the solutions most", SUGGEST_K, "K"),
        DesignOption("grade", "the deduction trace and the grade"),
    )


class PathMode(ModeBase):
    level_json = staticmethod(pydantic_level_json)

    # --- what each path mode gives ----------------------------------------------------------
    def board(self, level):
        """The solver's board of a level."""
        raise NotImplementedError

    def count(self, board, limit: int = 2):
        """The solutions of a board counted up to ``limit`` (``.count``, ``.solutions``)."""
        raise NotImplementedError

    def minimize(self, board, level, as_json: bool) -> int:
        """Prints what ``design --minimize`` finds removable; the exit status."""
        raise NotImplementedError

    def suggest(self, board, k: int) -> list[dict]:
        """``design --suggest K``'s suggestions (each with its ``solutions``)."""
        raise NotImplementedError

    def suggestion_name(self, suggestion: dict) -> str:
        """One suggestion as a person reads it."""
        raise NotImplementedError

    # --- the members built on them ----------------------------------------------------------
    def validation_summary(self, rows: list[ValidationRow]) -> tuple[list[str], list[str]]:
        """Each shipped pack validated whole: its grades in play order and the pack curve."""
        from .pack_curve import shipped_pack_summary

        return shipped_pack_summary(self.load_packs(self.shipped_pack_paths()), rows, display_path)

    def solve_level(self, level, limit: int) -> tuple[dict, list[str]]:
        """(the --json line, the human lines) for one level, solutions counted up to ``limit``."""
        board = self.board(level)
        return solve_answer(level.id, board, self.count(board, limit), limit)

    def design(self, level, option: str, value: int | None, as_json: bool) -> int:
        board = self.board(level)
        if option == "grade":
            report = self._module("grade").grade(board)
            print(report.answer(as_json))
            return 0 if report.solved else 1
        if option == "minimize":
            return self.minimize(board, level, as_json)
        assert value is not None  # suggest takes a number (design_options)
        suggestions = self.suggest(board, value)
        if as_json:
            print(json.dumps({"level": level.id, "suggestions": suggestions}, ensure_ascii=False))
            return 0
        for line in suggest_lines(level.id, suggestions, self.suggestion_name):
            print(line)
        return 0

    def bake(self, pack_files: list[PackFile]) -> dict:
        return self._module("bake").bake_packs(pack_files)

    def bake_playtest(self, pf: PackFile, level) -> dict:
        """One level of a designer's file, unique or not, for the editor's play-test button."""
        solution = playtest_solution(pf, level, self.count(self.board(level), 1))
        return self._module("bake").bake_level(level, pf.pack.pack, pf.pack.levels.index(level) + 1,
                                               solution=solution)

    def conformance_vectors(self, seed: int, cases_per_level: int) -> dict:
        levels, cases = self._module("conformance").build_cases(self.load_packs(self.shipped_pack_paths()), seed,
                                                                cases_per_level)
        return {"levels": levels, "cases": cases}

    def register_commands(self, subparsers) -> None:
        """The content plan's command: python -m core <mode id> content …"""
        from . import content_plan

        content_plan.register(subparsers, f"{self.entry.package}.content", levels_dir(self.id), display_path)
