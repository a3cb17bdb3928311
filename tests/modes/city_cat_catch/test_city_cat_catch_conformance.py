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


def test_daily_vectors_cover_two_years_of_every_city(vectors):
    from core.modes.city_cat_catch.content import cities_by_id
    from core.modes.city_cat_catch.daily import canonical_text, daily_board

    dailies = vectors["dailies"]
    cities = cities_by_id()
    dates = {d["date"] for d in dailies}
    assert len(dates) >= 730 and {"2000-01-01", "9999-12-31"} <= dates
    assert len(dailies) == len(dates) * len(cities)
    for d in dailies:
        assert d["seed"] == str(fnv1a64(d["seedText"])) and d["seedText"].startswith(f"{d['date']}:daily:{d['cityId']}:v")
    for d in dailies[::211]:
        made = daily_board(cities[d["cityId"]], d["date"])
        assert str(fnv1a64(canonical_text(made.level))) == d["hash"]
        assert (made.attempt, made.nodes) == (d["attempt"], d["nodes"])
    by_key = {(d["date"], d["cityId"]): d for d in dailies}
    assert len(vectors["dailyBoards"]) >= 3 * len(cities)
    for board in vectors["dailyBoards"]:
        assert str(fnv1a64(canonical_text(board))) == by_key[(board["date"], board["cityId"])]["hash"]


def test_solver_vectors_replay(vectors):
    from core.modes.city_cat_catch.solver import Solver, reference_solve

    cases = vectors["solverCases"]
    assert len(cases) >= 2000
    assert 0.2 < sum(c["verdict"] for c in cases) / len(cases) < 0.8
    assert max(c["nodes"] for c in cases) > 100  # some searches backtrack
    for case in cases[::13]:
        n = len(case["kinds"])
        covers = [[] for _ in range(n)]
        edges = case["edges"]
        for i in range(0, len(edges), 2):
            covers[edges[i]].append(edges[i + 1])
        solver = Solver(case["kinds"], covers, case["tray"], len(case["tray"]))
        verdict, nodes, _ = solver.solve_within(10**6, case["picked"])
        assert (verdict == 1, nodes) == (case["verdict"], case["nodes"])
        if n <= 30:
            want = reference_solve(case["kinds"], covers, case["tray"], len(case["tray"]), case["picked"])
            assert (want is not None) == case["verdict"]
