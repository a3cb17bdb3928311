"""The pack curve (core/common/pack_curve.py, docs/number-stroke-runtime.md §6): a pack rises,
with rests inside it, to its boss; ``arrange`` orders graded levels that way; every shipped
Number Stroke pack keeps the rule."""
from hypothesis import given, settings
from hypothesis import strategies as st

from core.common.pack_curve import Graded, arrange, curve_problems, rests, third_means, thirds
from core.modes.number_stroke.board import Board
from core.modes.number_stroke.catalog import load_packs, shipped_pack_paths
from core.modes.number_stroke.grade import grade

SCORE = {"easy": 100_000, "medium": 300_000, "hard": 400_000, "expert": 600_000, "fiendish": 610_000}
LETTER = {"E": "easy", "M": "medium", "H": "hard", "X": "expert", "F": "fiendish"}


def pack(letters: str) -> list[Graded]:
    """Levels graded by letters; within a grade, later letters score a little higher."""
    return [Graded(f"p-{i}", LETTER[c], SCORE[LETTER[c]] + i) for i, c in enumerate(letters, 1)]


def test_thirds_cover_the_pack_the_later_ones_larger():
    assert [len(r) for r in thirds(7)] == [2, 2, 3]
    assert [len(r) for r in thirds(20)] == [6, 7, 7]
    assert [len(r) for r in thirds(2)] == [0, 1, 1]
    for n in range(1, 30):
        parts = thirds(n)
        assert [i for part in parts for i in part] == list(range(n))


def test_the_packs_the_issue_names_fail():
    # pack 12 as shipped before: sixteen fiendish, then hard, expert, expert, expert
    problems = curve_problems(pack("F" * 16 + "HXXX"))
    assert any("does not end on its boss" in p for p in problems)
    # pack 1 as shipped before, by the old grader: 1-9 expert, 1-10 easy
    problems = curve_problems(pack("EEEEEEMEXE"))
    assert any("does not end on its boss: p-9" in p for p in problems)
    # issue 30: pack 1 all easy, its boss too, however its efforts rise
    assert [p for p in curve_problems(pack("EEEEEEEEEE")) if "has no rise" in p]


def test_the_boss_may_take_less_effort_than_a_level_of_its_grade_but_no_level_is_graded_above_it():
    assert curve_problems(pack("EEMMHHMH")[:-1] + [Graded("boss", "hard", 0)]) == []
    assert any("does not end on its boss" in p for p in curve_problems(pack("EEMMHXMH")))


def test_a_flat_pack_or_one_that_sags_has_no_rise():
    assert any("has no rise" in p for p in curve_problems([Graded(f"p-{i}", "easy", 100) for i in range(6)]))
    # ends on its boss, but its middle is harder than its close
    sagging = pack("EEXXXXEEF")
    problems = curve_problems(sagging)
    assert third_means(sagging)[1] > third_means(sagging)[2]
    assert problems == [p for p in problems if "has no rise" in p] and problems


def test_a_rising_pack_with_rests_passes():
    levels = pack("EEMEMMHMHHXHX")
    assert curve_problems(levels) == []
    assert rests(levels) == ["p-4", "p-8", "p-12"]


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from("EMHXF"), min_size=1, max_size=30))
def test_arrange_always_rises_to_the_hardest_with_rests_inside(letters):
    levels = pack("".join(letters))
    ordered = arrange(levels, key=lambda g: g.key)
    assert sorted(ordered, key=lambda g: g.level) == sorted(levels, key=lambda g: g.level)
    assert ordered[-1].key == max(g.key for g in levels)
    if len({g.grade for g in levels}) > 1:
        assert curve_problems(ordered) == []
    if len(levels) >= 10:
        assert rests(ordered), "a pack of ten or more has a rest"
        assert ordered[-2].key <= ordered[-1].key


def test_every_shipped_pack_rises_to_its_boss():
    for pf in load_packs(shipped_pack_paths()):
        levels = []
        for level in pf.pack.levels:
            report = grade(Board(level))
            levels.append(Graded(level.id, report.grade, report.score))  # the score is the effort
        assert curve_problems(levels) == [], pf.pack.pack
        if len(levels) >= 10:
            assert rests(levels), f"pack {pf.pack.pack} has no rest"
