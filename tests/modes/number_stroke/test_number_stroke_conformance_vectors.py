"""The session vectors the engine replays: they cover the rules, and they are deterministic."""
from collections import Counter

import pytest

from core.conformance import mode_vectors
from core.hamilton import EVEN, ODD, PathProblem
from core.modes.number_stroke.catalog import load_packs, shipped_pack_paths
from core.modes.number_stroke.conformance import build_cases
from conftest import FIXTURES

PACKS = load_packs([FIXTURES / "rule-sample.json"])


def _steps(cases):
    return [s for case in cases for s in case["steps"]]


def test_vectors_are_deterministic_and_cover_every_event():
    levels, cases = build_cases(PACKS, seed=3, cases_per_level=30)
    assert (levels, cases) == build_cases(PACKS, seed=3, cases_per_level=30)
    steps = _steps(cases)
    kinds = Counter(s["expect"]["event"]["kind"] for s in steps)
    for kind in ("started", "illegal_start", "appended", "cut", "resumed", "released", "restarted",
                 "cleared", "hint", "ignored", "undone", "redone"):
        assert kinds[kind] > 0, kind
    hints = Counter(s["expect"]["event"]["hint"]["kind"] for s in steps if s["expect"]["event"]["kind"] == "hint")
    for kind in ("number", "start", "next", "shown", "back", "restart", "none"):
        assert hints[kind] > 0, kind
    assert sum(1 for s in steps if s["expect"]["state"]["conflicts"]) > 100
    assert sum(1 for s in steps if s["expect"]["state"]["deadEnd"]) > 20
    assert sum(1 for s in steps if s["expect"]["canRedo"]) > 20
    malformed = [s for s in steps if not isinstance(s["move"], dict) or "cell" in s["move"]
                 and type(s["move"]["cell"]) is not int]
    assert malformed and all(s["expect"]["event"]["kind"] == "ignored" for s in malformed)


def test_every_level_in_the_vectors_has_a_valid_hint_path():
    levels, _ = build_cases(PACKS, seed=4, cases_per_level=3)
    assert len(levels) > 30
    for level in levels:
        cells = level["cells"]
        problem = PathProblem(
            tuple(tuple(a) for a in level["adjacency"]),
            tuple(c["clue"] for c in cells),
            tuple({"": 0, "odd": ODD, "even": EVEN}[c["parity"]] for c in cells),
        )
        assert problem.is_solution(level["hintPath"])


@pytest.fixture(scope="module")
def mode_file():
    """The mode's vector file as `python -m core conformance` writes it (built once: slow)."""
    return mode_vectors("01-number-stroke", seed=5, cases_per_level=1)


def test_every_shipped_level_clears_by_its_solution_and_by_the_way_hint(mode_file):
    packs = load_packs(shipped_pack_paths())
    levels, cases = mode_file["levels"], mode_file["cases"]  # each level's first two: solution, the way
    shipped = sum(len(pf.pack.levels) for pf in packs)
    assert shipped >= 200
    for index in range(shipped):
        solve, guided = [c["steps"] for c in cases if c["level"] == index][:2]
        n = len(levels[index]["cells"])
        # along the solution: won exactly on the n-th cell, then locked (release, undo ignored)
        won = [i for i, s in enumerate(solve) if s["expect"]["status"] == "won"]
        assert won[0] == n - 1 and solve[n - 1]["expect"]["event"]["kind"] == "cleared"
        assert [s["expect"]["event"]["kind"] for s in solve[n:]] == ["ignored", "ignored"]
        # following "show the way", each way walked: cleared on the last cell, then the release
        assert guided[-2]["expect"]["event"]["kind"] == "cleared", levels[index]["id"]
        assert all(s["expect"]["status"] == "playing" for s in guided[:-2])


def test_the_mode_file_names_its_mode_and_format(mode_file):
    vectors = mode_file
    assert vectors["format"] == 2 and vectors["mode"] == "01-number-stroke"
    assert all(0 <= case["level"] < len(vectors["levels"]) for case in vectors["cases"])
