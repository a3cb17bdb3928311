"""The daily board of any UTC date (issue 19 §3): versioned seed, portable gates, never changes."""
import json
from pathlib import Path

import pytest
from support.cli import core

from core.common.rng import fnv1a64
from core.modes.city_cat_catch import daily, spreading
from core.modes.city_cat_catch.attempt import Knobs, build_attempt
from core.modes.city_cat_catch.board import Board
from core.modes.city_cat_catch.content import cities_by_id, load_cities
from core.modes.city_cat_catch.gates import opening_misses
from core.modes.city_cat_catch.solver import Solver, check_witness


GOLDEN = Path(__file__).with_name("daily_golden.json")


def test_a_date_gives_one_board_from_its_versioned_seed_text():
    city = cities_by_id()["lantern"]
    one = daily.daily_board(city, "2031-06-15")
    two = daily.daily_board(city, "2031-06-15")
    assert json.dumps(one.level) == json.dumps(two.level)
    assert one.level["seedText"] == "2031-06-15:daily:lantern:v1"
    assert one.level["seed"] == str(fnv1a64("2031-06-15:daily:lantern:v1"))
    assert one.level["id"] == "daily-2031-06-15-lantern" and one.level["date"] == "2031-06-15"
    other = daily.daily_board(city, "2031-06-16")
    assert other.level["pieces"] != one.level["pieces"]


@pytest.mark.parametrize("date", ["2000-01-01", "2026-12-02", "2031-06-15", "2099-12-31", "9999-12-31"])
def test_every_city_passes_the_phone_gates(date):
    for city in load_cities():
        made = daily.daily_board(city, date)
        board = Board.from_baked(made.level)
        assert opening_misses(board, daily.DAILY_LEVEL) == []
        assert spreading.problems(board) == []
        _, kinds = board.kind_index()
        witness = [board.ids.index(pid) for pid in made.level["witness"]]
        assert check_witness(kinds, board.covers, [0] * (max(kinds) + 1), witness)
        assert made.nodes <= daily.PROOF_BUDGET and made.attempt < daily.MAX_ATTEMPTS


def test_dates_outside_the_range_are_refused():
    city = load_cities()[0]
    for bad in ("1999-12-31", "10000-01-01", "2027-02-29", "2027-1-5", ""):
        with pytest.raises(ValueError):
            daily.daily_board(city, bad)


def test_boards_never_change_across_releases():
    """The canonical hash of the daily boards of a fixed set of dates, recorded when generator 1
    shipped (the dates from 2026-12-07 re-recorded when the spec starting then, issue 30's
    tighter deal window, was added before that date was playable): a change to the generator,
    the deal, the solver's order or a city's daily spec that moves any of them must come as a
    new daily spec (a new start date), not an edit."""
    golden = json.loads(GOLDEN.read_text(encoding="utf-8"))
    cities = cities_by_id()
    assert len(golden) >= 60
    for entry in golden:
        made = daily.daily_board(cities[entry["cityId"]], entry["date"])
        assert str(fnv1a64(daily.canonical_text(made.level))) == entry["hash"], entry


def test_a_later_spec_changes_only_the_dates_from_its_start():
    city = cities_by_id()["ridge"]
    spec = city.daily[0]
    later = city.model_copy(update={"daily": [*city.daily, spec.model_copy(update={"start": "2030-01-01",
                                                                                     "spread": 40})]})
    before = daily.daily_board(city, "2029-12-31").level
    assert daily.daily_board(later, "2029-12-31").level == before
    assert daily.daily_board(later, "2030-01-02").level != daily.daily_board(city, "2030-01-02").level


def test_the_plain_last_resort_is_clearable_by_construction():
    for city in load_cities():
        spec = city.daily[0]
        for seed in range(5):
            knobs = Knobs(3, 4, 16, 0, 6)  # the hardest knobs there are
            cand = build_attempt(city, spec.model_copy(update={"piecesPerElement": 6, "elementCount": 16,
                                                                "grid": spec.grid.model_copy(update={"columns": 8})}),
                                 seed, 0, knobs, "t", pool=list(spec.elements), plain=True)
            board = cand.board
            depth = board.depth()
            # triples take consecutive places shallow to deep, so among the pieces down to any
            # depth at most one kind is cut mid-triple: taking the board depth by depth, each
            # level's triples whole, keeps at most two pieces in the tray
            for d in range(max(depth) + 1):
                counts = {}
                for i in range(board.n):
                    if depth[i] <= d:
                        counts[board.kinds[i]] = counts.get(board.kinds[i], 0) + 1
                assert sum(1 for c in counts.values() if c % 3) <= 1
            assert Solver.for_board(board).solvable()


def test_the_cli_prints_a_dates_board():
    proc = core("city-cat-catch", "daily", "--date", "2031-06-15", "--city", "oasis", "--json", "--board")
    assert proc.returncode == 0, proc.stderr
    line = json.loads(proc.stdout)
    made = daily.daily_board(cities_by_id()["oasis"], "2031-06-15")
    assert line["level"] == made.level and line["hash"] == str(fnv1a64(daily.canonical_text(made.level)))
    for bad, where in (("1999-12-31", "--date"), ("2031-02-30", "--date"), ("2031-06-15", "--city")):
        args = ["--date", bad] + (["--city", "atlantis"] if where == "--city" else [])
        proc = core("city-cat-catch", "daily", *args)
        assert proc.returncode == 2 and f"[argument] {where}" in proc.stderr and "Traceback" not in proc.stderr
