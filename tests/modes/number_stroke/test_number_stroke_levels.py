"""The shipped levels: the hand-made 26 against the content plan of seed 002 §5 and the GDD,
then the generated packs of the content plan (core/modes/number_stroke/content.py)."""
import re

import pytest

from core.hamilton import count_paths
from core.modes.number_stroke.analysis import verdict
from core.modes.number_stroke.board import Board
from core.modes.number_stroke.catalog import all_levels, load_packs, shipped_pack_paths

PACKS = load_packs(shipped_pack_paths())
LEVELS = {level.id: level for _pf, level in all_levels(PACKS)}
BOARDS = {lid: Board(level) for lid, level in LEVELS.items()}

# seed 002 §5.1: N and number clues of each tutorial level
TUTORIAL = {
    "1-1": (3, [1]), "1-2": (4, [1, 4]), "1-3": (5, [1, 3]), "1-4": (4, [1, 3]),
    "1-5": (7, [1, 4]), "1-6": (9, [1, 9]), "1-7": (12, [1, 4, 8]), "1-8": (11, [1, 8]),
    "1-9": (11, [1, 6]), "1-10": (14, [1, 6]),
}


def sizes(lid):
    return [(c.w, c.h) for c in LEVELS[lid].cells if c.shape is None]


def clues(lid):
    return sorted(c for c in BOARDS[lid].clue if c)


def max_gap(lid):
    cs = clues(lid)
    return max([b - a for a, b in zip(cs, cs[1:])] + [BOARDS[lid].n - cs[-1]])


def test_the_hand_made_packs_of_10_10_6_come_first_then_the_content_plan():
    from core.modes.number_stroke.content import PLAN

    counts = [(pf.pack.pack, len(pf.pack.levels)) for pf in PACKS]
    assert counts[:3] == [(1, 10), (2, 10), (3, 6)]
    assert counts[3:] == [(entry.pack, entry.count) for entry in PLAN]
    assert sum(k for _, k in counts) >= 200


def test_generated_packs_keep_their_theme_grade_counts_and_clue_counts(shipped_verdicts):
    from collections import Counter

    from core.modes.number_stroke.content import PLAN
    from core.modes.number_stroke.gates import clue_count

    graded = {row["level"]: row.get("grade") for row in shipped_verdicts("01-number-stroke")[1] if "level" in row}
    for entry in PLAN:
        pf = next(pf for pf in PACKS if pf.pack.pack == entry.pack)
        grades = Counter()
        for level in pf.pack.levels:
            board = BOARDS[level.id]
            grades[graded[level.id]] += 1  # validate's grade
            assert board.n in entry.sizes and 2 <= clue_count(board) <= 4, level.id
            has_start = 1 in clues(level.id)
            assert has_start == entry.options.get("with_start", True), level.id
            marks = sum(1 for c in level.cells if c.parity)
            assert entry.marks[0] <= marks <= entry.marks[1], level.id
            if entry.options.get("shapes_only"):
                assert not any(c.shape is None and c.w * c.h > 1 for c in level.cells), level.id
        assert grades == Counter(entry.quotas), entry.pack


def test_every_generated_pack_mixes_its_clue_patterns():
    """Issue 30: generated levels all showed 1, a guide and one more number. Each pack now
    mixes how many numbers and marks its levels carry, and numbers kept far apart with numbers
    placed where the deduction starts (``anchored`` in the teach)."""
    from core.modes.number_stroke.content import PLAN

    for entry in PLAN:
        pf = next(pf for pf in PACKS if pf.pack.pack == entry.pack)
        patterns = {(len(clues(lv.id)), sum(1 for c in lv.cells if c.parity)) for lv in pf.pack.levels}
        anchored = sum(1 for lv in pf.pack.levels if ", anchored," in lv.teach)
        assert len(patterns) >= 2 and 0 < anchored < len(pf.pack.levels), (entry.pack, patterns, anchored)


def test_every_plan_level_is_its_generator_run_made_again():
    """The content command is reproducible: each level of a plan pack comes from the
    generator run its teach names, and that run alone makes it again."""
    from core.modes.number_stroke.content import PLAN, run_level

    for entry in PLAN:
        pf = next(pf for pf in PACKS if pf.pack.pack == entry.pack)
        for level in (pf.pack.levels[0], pf.pack.levels[-1]):
            run = int(re.search(r"content run (\d+)", level.teach).group(1))
            again = run_level(entry, run)
            assert again.model_copy(update={"id": level.id}) == level, level.id


@pytest.mark.parametrize("lid", list(LEVELS))
def test_only_kept_numbers_can_go(lid):
    """docs/rules/number-stroke.md: a number that can be removed alone is listed under
    keep, as the start 1, the guide, or a teaching number of the tutorial's first eight."""
    from core.modes.number_stroke.analysis import removable_clues

    board, level = BOARDS[lid], LEVELS[lid]
    kept = {k.clue: k.why for k in level.keep or ()}
    assert {board.clue[v] for v in removable_clues(board)} <= set(kept), lid
    pack, index = map(int, lid.split("-"))
    assert "teach" not in kept.values() or (pack == 1 and index <= 8), lid


@pytest.mark.parametrize("lid", list(LEVELS))
def test_every_level_is_unique_with_every_parity_mark_needed(lid):
    v = verdict(BOARDS[lid])
    assert v.count == 1 and v.redundant_parity == []


@pytest.mark.parametrize("lid", list(LEVELS))
def test_teach_records_the_author_solution(lid):
    board = BOARDS[lid]
    solution = board.ids_of(count_paths(board.problem(), 2).solutions[0])
    tokens = re.findall(r"[^\s,;:→>()\[\]\"'、，。-]+|-", LEVELS[lid].teach or "")
    words = [t for t in tokens if t != "-"]
    joined = " " + " ".join(words) + " "
    assert " " + " ".join(solution) + " " in joined, f"{lid}: teach must list the solution {solution}"


@pytest.mark.parametrize("lid,plan", TUTORIAL.items())
def test_tutorial_matches_the_plan(lid, plan):
    assert (BOARDS[lid].n, clues(lid)) == plan
    assert not any(c.parity for c in LEVELS[lid].cells)


def test_tutorial_introduces_one_idea_at_a_time():
    # big cells from 1-4 (one 2x2 and three 1x1), bars from 1-9, holes at 1-6
    assert sorted(sizes("1-4")) == [(1, 1), (1, 1), (1, 1), (2, 2)]
    for lid in ("1-1", "1-2", "1-3"):
        assert set(sizes(lid)) == {(1, 1)}
    for lid in ["1-%d" % i for i in range(1, 9)]:
        assert not {(1, 2), (2, 1)} & set(sizes(lid)), lid
    assert (2, 1) in sizes("1-9")  # the first horizontal bar
    assert {(2, 2)} & set(sizes("1-8"))
    board = BOARDS["1-6"]
    _x, _y, w, h = board.bounds()
    assert sum(len(u) for u in board.units) < w * h  # a visible hole
    for pf in PACKS[:1]:
        for level in pf.pack.levels:
            assert not any(c.shape for c in level.cells) and (3, 3) not in sizes(level.id)


def test_captions_only_where_the_gdd_wants_them():
    assert [lid for lid, lv in LEVELS.items() if lv.caption] == ["1-1", "1-4"]
    for lid in ("1-1", "1-4"):
        assert set(LEVELS[lid].caption) == {"zh", "en"}


def test_advanced_pack_plan():
    ids = [f"2-{i}" for i in range(1, 11)]
    ns = [BOARDS[lid].n for lid in ids]
    assert min(ns) == 14 and max(ns) == 21 and ns[-1] >= ns[0]
    first_3x3 = next(lid for lid in LEVELS if (3, 3) in sizes(lid))
    assert first_3x3 == "2-2"
    first_shape = next(lid for lid in LEVELS if any(c.shape for c in LEVELS[lid].cells))
    assert first_shape.startswith("2-")
    first_open_start = next(lid for lid in LEVELS if 1 not in clues(lid))
    assert first_open_start == "2-8"
    for lid in ids:
        assert sum(BOARDS[lid].is_big(v) for v in range(BOARDS[lid].n)) >= 2, lid
    gaps = [max_gap(lid) for lid in ids]
    assert max(gaps[:3]) <= 9 and gaps[-1] == 16 == max(gaps)


def test_parity_pack_plan():
    ids = [f"3-{i}" for i in range(1, 7)]
    ns = [BOARDS[lid].n for lid in ids]
    assert min(ns) == 4 and max(ns) == 18
    for lid in ids:
        assert any(c.parity for c in LEVELS[lid].cells), lid
    assert any(c.parity == "even" for c in LEVELS["3-1"].cells)
    assert any((c.w, c.h) == (3, 3) and c.parity == "odd" for c in LEVELS["3-2"].cells)
    last = LEVELS["3-6"]
    assert any(c.shape for c in last.cells) and any(c.clue for c in last.cells)
    assert sum(1 for c in last.cells if c.parity) >= 2
