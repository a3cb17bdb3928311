"""What ``validate`` holds every Hex Walls level and pack to (docs/rules/hex-walls.md;
docs/hex-walls-runtime.md §4):

- exactly one solution; from 1-3 on (and in every later pack) the walls carry the level; every
  turning wall necessary; static walls that can go alone reported (failing with ``strict``);
- finished by the deduction grader without guessing (turning walls read where they stand);
- the board fits a 360 x 640 dp phone with hexes at least 48 dp across;
- a pack of the content plan (content.py): the grades of its quota, and varied clue patterns:
  no one count of numbers on more than 60 % of its levels (core/common/clue_patterns.py);
- every shipped pack (a file in levels/03-hex-walls/) rises, with rests, to its boss
  (core/common/pack_curve.py): the mode's validation summary, after the table.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

from ...common.clue_patterns import samey_note
from ...common.path_answers import count_notes
from ...common.path_grade import GradeReport
from ..base import PackFile
from .analysis import Verdict, verdict
from .board import HexBoard
from .grade import grade

# scripts/hex_walls/board_view.gd on a 360 x 640 dp phone (720 x 1280 design pixels): the board
# control is 664 px wide and 763 px tall (676 px under a two-line caption), the hexes keep
# MARGIN = 20 px from its edges, and neighbouring centres (a hex's width across its flat
# sides) must be 96 px (48 dp) apart at least.
BOARD_PIXELS = (664.0, 763.0, 676.0)  # width, height, height under a caption
MARGIN = 20.0
MIN_ACROSS = 96.0

def hex_across(level) -> float:
    """Pixels between neighbouring hex centres when the level is laid out on the phone."""
    qs = [c.q for c in level.cells]
    ys = [c.r + c.q / 2 for c in level.cells]
    extent_x = 1.5 * (max(qs) - min(qs)) + 2.0  # in hex sizes (centre to corner)
    extent_y = math.sqrt(3) * (max(ys) - min(ys) + 1.0)
    height = BOARD_PIXELS[2] if level.caption is not None else BOARD_PIXELS[1]
    size = min((BOARD_PIXELS[0] - 2 * MARGIN) / extent_x, (height - 2 * MARGIN) / extent_y)
    return math.sqrt(3) * size


def _plan_problems(pf: PackFile, level, report: GradeReport | None) -> list[str]:
    from .content import plan_of

    try:
        entry = plan_of(pf.pack.pack)
    except KeyError:
        return []
    problems = []
    if report is not None and report.solved and report.grade not in entry.quotas:
        problems.append(f"grade {report.grade}; pack {entry.pack} is graded {'/'.join(entry.quotas)}")
    samey = samey_note(pf.pack.levels, level)
    if samey:
        problems.append(samey)
    return problems


@dataclass
class Checked:
    verdict: Verdict
    report: GradeReport | None  # the grade, when the level is unique
    problems: list[str]  # the gates it fails
    notes: list[str]  # what is reported without failing (redundant walls, unless strict)
    redundant: list[str]  # static walls that can go alone, as "a-b"


def check(pf: PackFile, level, strict: bool) -> Checked:
    """Every gate of the module on one level."""
    board = HexBoard(level)
    index = pf.pack.levels.index(level) + 1
    v = verdict(board, index, pf.pack.pack)
    problems = count_notes(v.count)
    if v.walls_needed is False:
        problems.append("unique without its walls" if board.walls or level.turning_walls else "needs a wall")
    problems += v.weak_turning
    report = grade(board) if v.count == 1 else None
    if report is not None and not report.solved:
        problems.append(f"needs guessing at steps {','.join(map(str, report.open_steps[:6]))}")
    across = hex_across(level)
    if across < MIN_ACROSS:
        problems.append(f"hexes {across / 2:.0f} dp across on a 360x640 dp phone (at least {MIN_ACROSS / 2:.0f})")
    problems += _plan_problems(pf, level, report)
    redundant = ["-".join(board.ids_of(sorted(board.walls[i]))) for i in v.redundant_walls]
    soft = ["redundant wall(s) " + ", ".join(redundant)] if redundant else []
    if strict:
        problems, soft = problems + soft, []
    return Checked(v, report, problems, soft, redundant)
