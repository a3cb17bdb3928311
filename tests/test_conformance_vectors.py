"""The session vectors the engine replays: they cover the rules, and they are deterministic."""
from collections import Counter

from core.hamilton import EVEN, ODD, PathProblem
from core.number_stroke.catalog import load_packs
from core.number_stroke.conformance import build_vectors
from conftest import FIXTURES

PACKS = load_packs([FIXTURES / "rule-sample.json"])


def test_vectors_are_deterministic_and_cover_every_event():
    a = build_vectors(PACKS, seed=3, cases_per_level=30)
    assert a == build_vectors(PACKS, seed=3, cases_per_level=30)
    steps = [s for case in a["cases"] for s in case["steps"]]
    kinds = Counter(s["expect"]["event"]["kind"] for s in steps)
    for kind in ("started", "illegal_start", "appended", "cut", "resumed", "released", "restarted",
                 "cleared", "hint", "ignored"):
        assert kinds[kind] > 0, kind
    hints = Counter(s["expect"]["hint"]["kind"] for s in steps if s["expect"]["hint"])
    for kind in ("number", "start", "next", "back", "restart", "none"):
        assert hints[kind] > 0, kind
    assert sum(1 for s in steps if s["expect"]["conflicts"]) > 100
    assert sum(1 for s in steps if s["expect"]["deadEnd"]) > 20


def test_every_level_in_the_vectors_has_a_valid_hint_path():
    vectors = build_vectors(PACKS, seed=4, cases_per_level=3)
    assert len(vectors["levels"]) > 30
    for level in vectors["levels"]:
        cells = level["cells"]
        problem = PathProblem(
            tuple(tuple(a) for a in level["adjacency"]),
            tuple(c["clue"] for c in cells),
            tuple({"": 0, "odd": ODD, "even": EVEN}[c["parity"]] for c in cells),
        )
        assert problem.is_solution(level["hintPath"])


def test_following_the_solution_and_the_way_hint_clears_every_shipped_level():
    vectors = build_vectors(PACKS, seed=5, cases_per_level=0)
    solved = [case for case in vectors["cases"] if case["level"] == 0]
    assert len(solved) == 2
    for case in solved:
        assert case["steps"][-1]["expect"]["cleared"] or case["steps"][-2]["expect"]["cleared"]
