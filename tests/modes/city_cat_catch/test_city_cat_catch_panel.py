"""The panel of simulated players (issue 30): the per-policy curve gate, validate failing a
board outside its band, and the daily boards inside the level-4 band on dates not used for
tuning the daily spec."""
import datetime

import pytest

from core.modes import get
from core.modes.base import ValidationRow
from core.modes.city_cat_catch import daily, gates
from core.modes.city_cat_catch.board import Board
from core.modes.city_cat_catch.content import load_cities
from core.modes.city_cat_catch.metrics import StreamStats, policy_rates
from core.modes.city_cat_catch.policies import PANEL
from core.modes.city_cat_catch.validation import POLICY_COLUMNS, table_lines, validate

MODE = get("city-cat-catch")

# the daily spec from 2026-12-07 was chosen on 2027-01-01 + 7k (k < 30), every city; these
# dates are none of those
FRESH_DATES = [(datetime.date(2034, 2, 3) + datetime.timedelta(days=13 * k)).isoformat() for k in range(6)]


def stats(panel_rate, policy_means):
    return StreamStats((panel_rate,) * 20, tuple((m,) * 20 for m in policy_means))


def test_every_policy_must_find_the_level_harder():
    easier = stats(0.80, [0.7, 0.7, 0.7, 1.0, 1.0, 0.9])
    harder = stats(0.70, [0.6, 0.6, 0.6, 0.999, 1.0, 0.8])  # two policies at the ceiling on both
    assert gates.policy_order_misses(harder, easier) == []
    flat = stats(0.70, [0.6, 0.6, 0.6, 0.9, 1.0, 0.9])  # human-mix no harder
    misses = gates.policy_order_misses(flat, easier)
    assert [m[0] for m in misses] == ["harderForEveryPolicy"] and "human-mix" in misses[0][1]
    assert misses[0][2] == "easy"
    assert "harderForEveryPolicy" in [m[0] for m in gates.curve_misses(flat, 5, 0.70, easier)]


def test_validate_fails_a_board_outside_its_band_and_reports_every_policy():
    pack = MODE.load_packs(MODE.shipped_pack_paths())[0]
    first = pack.pack.levels[0]  # a level-1 board: the panel clears it all but always
    assert validate(first, pack.pack.levels, runs=200, streams=4).ok
    as_last = first.model_copy(update={"levelId": 6})  # held to level 6's band [0.50, 0.60]
    row = validate(as_last, [], runs=200, streams=4)
    assert not row.ok
    assert any(n.startswith("passRateStreams") for n in row.notes)
    assert any(n.startswith("passRateMargin") for n in row.notes)
    assert set(row.fields["policyMeans"]) == set(PANEL) == set(POLICY_COLUMNS)
    head, line = table_lines([ValidationRow("city-cat-catch", "pack", "as-level-6", row.ok, 1, row.notes, row.fields)])
    for short in POLICY_COLUMNS.values():
        assert f" {short} " in head
    assert "FAIL: " in line


@pytest.mark.parametrize("date", FRESH_DATES)
def test_daily_boards_land_in_the_level_four_band_on_fresh_dates(date):
    lo, _ = gates.band(daily.DAILY_LEVEL)
    for city in load_cities():
        board = Board.from_baked(daily.daily_board(city, date).level)
        rates = policy_rates(board, 300, 1)
        assert sum(rates) / len(rates) >= lo, (city.cityId, date, rates)
