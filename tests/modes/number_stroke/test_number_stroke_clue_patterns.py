"""Issue 30: generated levels "almost always show three numbers (1, a guide, one more) and
feel samey". The generator makes each clue pattern of the content plan (numbers and odd/even
marks) when asked, the content command mixes them in every pack, and validate fails a plan
pack where one pattern covers more than 60 % of its levels (core/common/clue_patterns.py)."""
import dataclasses
import json
import random
from collections import Counter

import pytest

from core.common.clue_patterns import mix, pattern_cap, pattern_name, samey
from core.modes.number_stroke.analysis import removable_clues, verdict
from core.modes.number_stroke.board import GUIDE_STEPS, Board
from core.modes.number_stroke.catalog import LEVELS_DIR, load_packs, shipped_pack_paths
from core.modes.number_stroke.content import PLAN, Pattern, build_pack, patterns_of, plan_of
from core.modes.number_stroke.generate import GenerateOptions, generate_level
from core.modes.number_stroke.pack import parse_pack
from support.clue_patterns import check_the_samey_gate

PACKS = {pf.pack.pack: pf for pf in load_packs(shipped_pack_paths())}


def numbers_and_marks(level) -> tuple[int, int]:
    return sum(1 for c in level.cells if c.clue), sum(1 for c in level.cells if c.parity)


@pytest.mark.parametrize("with_start,pattern", [
    (True, Pattern("stepped", 4, 0)), (True, Pattern("spread", 2, 2)), (True, Pattern("anchored", 3, 1)),
    (False, Pattern("spread", 1, 2)), (False, Pattern("anchored", 3, 0)),
])
def test_the_generator_makes_the_clue_pattern_it_is_asked_for(with_start, pattern):
    """Four numbers and two marks were never generated before issue 30. A run gives up after
    its layouts (None), so the first of three seeded runs that makes a level is checked."""
    options = GenerateOptions(cells=12, with_start=with_start, numbers=pattern.numbers, marks=pattern.marks,
                              placement=pattern.placement)
    made = (generate_level(random.Random(f"patterns:{pattern}:{with_start}:{seed}"), "9-1", options)
            for seed in range(3))
    level = next((level for level in made if level is not None), None)
    assert level is not None
    assert numbers_and_marks(level) == (pattern.numbers, pattern.marks)
    assert level.clue_pattern() == pattern_name(pattern.numbers, pattern.marks)
    board = Board(level)
    check = verdict(board)
    assert check.count == 1 and check.redundant_parity == []  # unique, every mark necessary
    steps = sorted(c for c in board.clue if c)
    kept = {k.clue for k in level.keep or ()}
    assert {board.clue[v] for v in removable_clues(board)} <= kept <= {1, *GUIDE_STEPS}
    if with_start:
        assert steps[0] == 1 and steps[1] in GUIDE_STEPS
    else:
        assert 1 not in steps
    gaps = [b - a for a, b in zip(steps, steps[1:])]
    assert gaps == sorted(gaps) and board.n not in steps


def test_every_plan_pack_takes_the_patterns_its_marks_allow():
    for entry in PLAN:
        patterns = patterns_of(entry)
        assert len(patterns) >= 3 and all(entry.marks[0] <= p.marks <= entry.marks[1] for p in patterns)
        # a pattern cycle prime to the sizes' cycle: every size meets every pattern
        assert len(patterns) % len(entry.sizes) != 0


def test_a_seeded_pack_build_caps_each_pattern():
    small = dataclasses.replace(plan_of(4), sizes=(11, 12, 13), quotas={"easy": 3, "medium": 4})
    pack = parse_pack(build_pack(small), "<built>")
    patterns = Counter(level.clue_pattern() for level in pack.levels)
    assert len(pack.levels) == 7 and max(patterns.values()) <= pattern_cap(7) == 3 and len(patterns) >= 3


def test_every_shipped_plan_pack_mixes_numbers_and_marks():
    """2, 3 and 4 numbers with a start (1 and the guide among them; a pack with one or two
    marks a level has no room for four), 1 to 3 at least without one (four numbers and no start
    is the rarest pattern), and 0, 1 and 2 marks as the pack allows."""
    for entry in PLAN:
        levels = PACKS[entry.pack].pack.levels
        counts = Counter(numbers_and_marks(level) for level in levels)
        numbers = {n for n, _m in counts}
        marks = {m for _n, m in counts}
        if not entry.options.get("with_start", True):
            assert {1, 2, 3} <= numbers, (entry.pack, counts)
        else:
            assert {2, 3} <= numbers and (entry.marks[0] > 0 or 4 in numbers), (entry.pack, counts)
        assert marks == set(range(entry.marks[0], entry.marks[1] + 1)), (entry.pack, counts)
        assert max(counts.values()) <= pattern_cap(len(levels)), (entry.pack, counts)
        assert samey([level.clue_pattern() for level in levels]) is None


def test_validate_prints_each_packs_mix(shipped_verdicts):
    summary = next(row for row in shipped_verdicts("01-number-stroke")[1] if "summary" in row)
    for entry in PLAN:
        levels = PACKS[entry.pack].pack.levels
        assert f"pack {entry.pack} clues: {mix([level.clue_pattern() for level in levels])}" in summary["summary"]


def test_validate_fails_a_samey_plan_pack(tmp_path):
    source = json.loads((LEVELS_DIR / f"pack-4-{plan_of(4).slug}.json").read_text(encoding="utf-8"))

    def pattern_of(data):
        return parse_pack({**source, "levels": [{**data, "id": "4-1"}]}, "-").levels[0].clue_pattern()

    check_the_samey_gate(tmp_path, source, pattern_of)
