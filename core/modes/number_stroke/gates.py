"""What ``validate`` holds every Number Stroke level and pack to, beyond the rules of the board
(docs/number-stroke-runtime.md §6):

- exactly one solution, every odd/even mark necessary, finished by the deduction grader
  without guessing (docs/rules/number-stroke.md);
- minimal numbers: no number can go alone with the level kept unique, unless the level lists
  it under ``keep`` as the start 1, the guide, or (in the first eight levels of the tutorial,
  the level design) a number that teaches;
- the board fits a 360 × 640 dp phone with cells of at least 48 dp;
- a pack of the content plan (content.py): its theme, sizes and grade band, 2-4 clues a level
  (docs/number-stroke-runtime.md §6), and varied clue patterns: no one pattern (numbers and
  marks) on more than 60 % of its levels (core/common/clue_patterns.py);
- every shipped pack (a file in levels/01-number-stroke/) rises, with rests, to its boss
  (core/common/pack_curve.py): the mode's validation summary, after the table.
"""
from __future__ import annotations

from ...common.clue_patterns import samey_note
from ...common.path_answers import count_notes
from ...common.path_grade import GradeReport
from ..base import PackFile
from .analysis import Verdict, removable_clues, verdict
from .board import Board
from . import grade as grading

TEACHING_LEVELS = 8  # the tutorial's first eight levels may keep numbers that teach
TUTORIAL_PACK = 1
# The widest and tallest board (in units) whose cells stay >= 48 dp (96 px of the 720-px-wide
# design) on a 360 x 640 dp phone, by scripts/number_stroke/board_view.gd's layout: a board may
# reach the screen's edges less SIDE_MARGIN (720 - 2 x 12 = 696 px: 7 units) and its slot's
# height less MIN_FINGER_MARGIN (795 - 2 x 6 = 783 px without a caption: 8 units).
PHONE_UNITS = (7, 8)

def clue_count(board: Board) -> int:
    """Numbers and odd/even marks."""
    return sum(1 for c in board.clue if c) + sum(1 for p in board.parity if p)


def kept(level) -> dict[int, str]:
    return {k.clue: k.why for k in level.keep or ()}


def level_problems(pf: PackFile, level, board: Board, v: Verdict, report: GradeReport | None) -> list[str]:
    problems = []
    index = pf.pack.levels.index(level) + 1
    keep = kept(level)
    if v.count == 1:
        for node in removable_clues(board):
            if board.clue[node] not in keep:
                problems.append(
                    f"number {board.clue[node]} on cell {board.ids[node]} can go, the level stays unique "
                    "(remove it, or keep it as the start, the guide or a teaching number)"
                )
    if "teach" in keep.values() and (pf.pack.pack != TUTORIAL_PACK or index > TEACHING_LEVELS):
        problems.append(f"keeps a teaching number outside the first {TEACHING_LEVELS} levels of the tutorial")
    _x, _y, width, height = board.bounds()
    if width > PHONE_UNITS[0] or height > PHONE_UNITS[1]:
        problems.append(
            f"a {width}x{height} board has cells under 48 dp on a 360x640 dp phone "
            f"(at most {PHONE_UNITS[0]}x{PHONE_UNITS[1]} units)"
        )
    problems += _plan_problems(pf, level, board, report)
    return problems


def _plan_problems(pf: PackFile, level, board: Board, report: GradeReport | None) -> list[str]:
    from .content import plan_of

    try:
        entry = plan_of(pf.pack.pack)
    except KeyError:
        return []
    problems = []
    options = entry.options
    low, high = entry.clues
    count = clue_count(board)
    if not low <= count <= high:
        problems.append(f"carries {count} clue(s); pack {entry.pack} levels carry {low}-{high}")
    if board.n not in entry.sizes:
        problems.append(f"N = {board.n}; pack {entry.pack} levels have N in {list(entry.sizes)}")
    if report is not None and report.solved and report.grade not in entry.grades:
        problems.append(f"grade {report.grade}; pack {entry.pack} is graded {'/'.join(entry.grades)}")
    if (1 in board.clue) != options.get("with_start", True):
        problems.append("has a start 1" if 1 in board.clue else "has no start 1")
    marks = sum(1 for p in board.parity if p)
    if not entry.marks[0] <= marks <= entry.marks[1]:
        problems.append(f"carries {marks} odd/even mark(s); pack {entry.pack} levels carry {entry.marks[0]}-{entry.marks[1]}")
    if options.get("shapes_only") and any(c.shape is None and c.w * c.h > 1 for c in level.cells):
        problems.append(f"has a rectangular big cell; pack {entry.pack}'s big cells are shapes")
    samey = samey_note(pf.pack.levels, level)
    if samey:
        problems.append(samey)
    return problems


def check(pf: PackFile, level) -> tuple[Verdict, GradeReport | None, list[str]]:
    """A level's verdict, its grade (when unique) and every gate it fails."""
    board = Board(level)
    v = verdict(board)
    problems = count_notes(v.count)
    if v.redundant_parity:
        problems.append("redundant parity on " + ",".join(board.ids_of(v.redundant_parity)))
    report = grading.grade(board) if v.count == 1 else None  # via the module: tests memoise it
    if report is not None and not report.solved:
        problems.append(f"needs guessing at steps {','.join(map(str, report.open_steps[:6]))}")
    problems += level_problems(pf, level, board, v, report)
    return v, report, problems
