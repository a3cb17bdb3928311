"""The vectors the GDScript port replays: size, mix, and a Python replay that agrees."""
import pytest

from core.common.midend import MidEnd
from core.common.rng import SeededRng, fnv1a64
from core.modes.city_cat_catch import geometry as geo
from core.modes.city_cat_catch.board import Board
from core.modes.city_cat_catch.session import Session
from core.modes import get


@pytest.fixture(scope="module")
def vectors():
    return get("city-cat-catch").conformance_vectors(2026, 60)


def test_at_least_a_thousand_cases_of_every_kind(vectors):
    assert len(vectors["cases"]) >= 1000
    kinds = {s["expect"]["event"]["kind"] for c in vectors["cases"] for s in c["steps"]}
    assert {"picked", "matched", "won", "lost", "returned", "set-aside", "shuffled", "restarted", "ignored"} <= kinds
    assert any(s["move"] in (None, [], "tap") for c in vectors["cases"] for s in c["steps"])


def test_replay_agrees(vectors):
    for case in vectors["cases"][::7]:
        midend = MidEnd(Session(vectors["levels"][case["level"]]))
        for step in case["steps"]:
            assert midend.observe(midend.apply(step["move"])) == step["expect"]


def test_extra_keys(vectors):
    for g in vectors["overlapGraphs"]:
        board = Board.from_baked(vectors["levels"][g["level"]])
        assert board.edges() == g["edges"] and board.initial_clickable() == g["clickable"]
    pairs = vectors["overlapPairs"]
    assert len(pairs) >= 1000 and 0.1 < sum(p["covers"] for p in pairs) / len(pairs) < 0.9
    assert all(geo.covers(tuple(p["a"]), tuple(p["b"])) == p["covers"] for p in pairs)
    for s in vectors["shuffles"]:
        after = list(s["before"])
        SeededRng(s["text"]).shuffle(after)
        assert after == s["after"]
    assert all(int(s["seed"]) == fnv1a64(s["text"]) for s in vectors["seeds"])
