"""How difficulty runs through a pack of the path modes (issue 20; the rule is written out in
docs/number-stroke-runtime.md §6): every pack rises, with rests inside it, to its boss.

A level's difficulty is its *key*: the deduction grader's grade (core/common/path_grade.py,
easy < medium < hard < expert < fiendish, bands of effort), then its effort. A pack of levels
L1..Ln passes when

1. **boss**: no level has a higher grade than the last (levels of the boss's grade may take
   more effort: a hand-made boss is chosen for what it asks, not for its size), and
2. **rise** (n >= 2): the first level's grade is below the boss's, and, with the levels split
   into thirds in play order (sizes n//3 .. as even as possible, the later thirds the larger),
   the mean difficulty rank of the thirds never falls and the last third's is above the first's
   (rank: 1 for the easiest level .. n for the hardest, by key, ties sharing their mean rank).

A *rest* is a level easier (by key) than the one before it; rests are what keep a rising pack
from being a staircase, and the boss rule keeps them from piling up at its end.
``arrange`` orders graded levels this way: the easiest first, then rising, a rest after each
rise in grade (the easiest left), further rests spread evenly, and the boss (the highest key)
last.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Sequence, TypeVar

from .clue_patterns import mix
from .path_grade import GRADE_ORDER

T = TypeVar("T")
REST_SHARE = 5  # one level in five is a rest


@dataclass(frozen=True)
class Graded:
    level: str
    grade: str
    effort: int  # the grader's effort (core/common/path_grade.py)

    @property
    def rank(self) -> int:
        return GRADE_ORDER.index(self.grade) if self.grade in GRADE_ORDER else len(GRADE_ORDER)

    @property
    def key(self) -> tuple[int, int]:
        return self.rank, self.effort


def thirds(n: int) -> list[range]:
    """Play positions 0..n-1 in three consecutive parts, the later ones the larger."""
    small = n // 3
    sizes = [small, small, small]
    for i in range(n - 3 * small):
        sizes[2 - i] += 1
    parts, start = [], 0
    for size in sizes:
        parts.append(range(start, start + size))
        start += size
    return parts


def ranks(levels: Sequence[Graded]) -> list[float]:
    """1 for the easiest .. n for the hardest; equal keys share their mean rank."""
    order = sorted(range(len(levels)), key=lambda i: levels[i].key)
    out = [0.0] * len(levels)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and levels[order[j + 1]].key == levels[order[i]].key:
            j += 1
        for k in range(i, j + 1):
            out[order[k]] = (i + j) / 2 + 1
        i = j + 1
    return out


def third_means(levels: Sequence[Graded]) -> list[float]:
    rank = ranks(levels)
    return [sum(rank[i] for i in part) / len(part) if part else 0.0 for part in thirds(len(levels))]


def rests(levels: Sequence[Graded]) -> list[str]:
    return [b.level for a, b in zip(levels, levels[1:]) if b.key < a.key]


def curve_problems(levels: Sequence[Graded]) -> list[str]:
    """Why a pack (levels in play order) breaks the rule above; [] when it keeps it."""
    if not levels:
        return []
    problems = []
    boss = levels[-1]
    hardest = max(levels, key=lambda g: g.rank)
    if hardest.rank > boss.rank:
        problems.append(
            f"does not end on its boss: {hardest.level} ({hardest.grade}, effort {hardest.effort}) is graded "
            f"above the last level {boss.level} ({boss.grade}, effort {boss.effort})"
        )
    if len(levels) >= 2:
        means = [m for m, part in zip(third_means(levels), thirds(len(levels))) if part]
        falls = any(b < a for a, b in zip(means, means[1:]))
        if levels[0].rank >= boss.rank or falls or means[-1] <= means[0]:
            shown = ", ".join(f"{m:.1f}" for m in means)
            problems.append(
                f"has no rise: first {levels[0].level} ({levels[0].grade}), last {boss.level} ({boss.grade}), "
                f"mean difficulty rank by thirds {shown}"
            )
    return problems


def arrange(items: Sequence[T], key: Callable[[T], tuple]) -> list[T]:
    """Items in a rising order with rests, ending on the hardest (see the module's rule)."""
    ordered = sorted(items, key=key)
    if len(ordered) < 3:
        return ordered
    first, boss = ordered[0], ordered[-1]
    count = max(0, (len(ordered) // REST_SHARE) - 1)
    spare = ordered[1: 1 + count]  # the next easiest: the rests that go between the rises
    main = ordered[1 + count: -1]
    # after which main levels a rest goes: first where the grade rises, then evenly
    rises = [i for i in range(1, len(main)) if key(main[i])[0] > key(main[i - 1])[0]]
    slots = rises[: len(spare)]
    for k in range(len(spare) - len(slots)):
        slot = round((k + 1) * len(main) / (len(spare) - len(slots) + 1)) - 1
        while slot in slots and slot < len(main) - 1:
            slot += 1
        slots.append(min(slot, len(main) - 1))
    out = [first]
    pending = sorted(slots)
    for i, item in enumerate(main):
        out.append(item)
        while pending and pending[0] == i:
            pending.pop(0)
            out.append(spare.pop(0))
    return out + spare + [boss]


GRADE_LETTERS = {"easy": "E", "medium": "M", "hard": "H", "expert": "X", "fiendish": "F"}


def shipped_pack_summary(shipped, rows, shown) -> tuple[list[str], list[str]]:
    """``validate``'s summary for a path mode: for each shipped pack (``PackFile``) all of
    whose levels are among the validated ``rows`` (fields ``grade`` and ``effort``; ``shown``
    names a pack's file as rows do), a line with its grades in play order (E M H X F) and its
    boss, a line with the mix of its levels' clue patterns (their ``clue_pattern()``,
    clue_patterns.py), and the pack curve's problems. A pack with a level the grader could not finish is
    left out of the curve: that level fails on its own."""
    by_level = {(row.file, row.level): row for row in rows}
    lines, problems = [], []
    for pf in shipped:
        found = [by_level.get((shown(pf.path), level.id)) for level in pf.pack.levels]
        got = [row for row in found if row is not None]
        if len(got) < len(found):
            continue
        clues = f"pack {pf.pack.pack} clues: {mix([level.clue_pattern() for level in pf.pack.levels])}"
        unfinished = [row.level for row in got if row.fields.get("grade") not in GRADE_LETTERS]
        if unfinished:
            lines += [f"pack {pf.pack.pack}: curve not checked ({', '.join(unfinished)} not graded)", clues]
            continue
        levels = [Graded(row.level, row.fields["grade"], row.fields["effort"]) for row in got]
        letters = "".join(GRADE_LETTERS[g.grade] for g in levels)
        efforts = sorted(g.effort for g in levels)
        lines.append(
            f"pack {pf.pack.pack}: {letters} (effort {efforts[0]}-{efforts[len(efforts) // 2]}-{efforts[-1]} "
            f"least-median-most, rests {len(rests(levels))}, boss {levels[-1].level})"
        )
        lines.append(clues)
        problems += [f"pack {pf.pack.pack} {problem}" for problem in curve_problems(levels)]
    return lines, problems
