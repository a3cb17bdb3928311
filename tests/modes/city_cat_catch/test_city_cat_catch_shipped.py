"""The shipped boards: six cities, proved clearable, regenerated from their seeds, on the curve
(issue 19 §1) over 20 tie-break streams of the whole panel, harder level by level for each
of its players (issue 30); the baked file carries what the device's daily
generator reads and no daily board (its freshness is tests/common/test_baked_files.py's)."""
import json

import pytest

from core.modes import get
from core.modes.base import baked_file
from core.modes.city_cat_catch import gates, shipping
from core.modes.city_cat_catch.board import Board
from core.modes.city_cat_catch.content import cities_by_id, load_cities
from core.modes.city_cat_catch.policies import PANEL
from core.modes.city_cat_catch.seeds import level_seed
from core.modes.city_cat_catch.solver import Solver, check_witness

MODE = get("city-cat-catch")
PACKS = MODE.load_packs(MODE.shipped_pack_paths())
LEVELS = [level for pf in PACKS for level in pf.pack.levels]


def test_six_cities_six_levels_each():
    assert len(PACKS) == 6 and len(LEVELS) == 36
    assert [pf.pack.levels[0].cityId for pf in PACKS] == [c.cityId for c in load_cities()]
    for lv in LEVELS:
        assert lv.seed == str(level_seed(lv.cityId, lv.levelId, lv.revision))


@pytest.mark.parametrize("level", LEVELS, ids=lambda lv: lv.id)
def test_proved_clearable_and_regenerates(level):
    board = Board.from_level(level)
    witness = Solver.for_board(board).solve()
    _, kinds = board.kind_index()
    assert witness is not None and check_witness(kinds, board.covers, [0] * len(set(kinds)), witness)
    assert shipping.regenerates(level) is True


@pytest.fixture(scope="module")
def rows():
    """validate on every shipped level (20 streams each; the slow part of this file)."""
    return {lv.id: MODE.validate_level(pf, lv) for pf in PACKS for lv in pf.pack.levels}


def test_every_level_meets_the_curve_on_twenty_streams(rows):
    for level in LEVELS:
        row = rows[level.id]
        f = row.fields
        assert row.ok, (level.id, row.notes)
        assert f["streams"] == 20 and f["streamsInBand"] >= 19
        assert abs(f["passRateMean"] - f["target"]) <= 0.05
        lo, hi = gates.band(level.levelId)
        assert lo <= f["passRateInterval"][0] and f["passRateInterval"][1] <= hi
        assert f["toolAssistPassRate"] >= gates.gate(level.levelId)[2]


def test_levels_one_to_six_get_strictly_harder_in_every_city(rows):
    for city in load_cities():
        means = [rows[f"{city.cityId}-{n}"].fields["passRateMean"] for n in range(1, 7)]
        lows = [rows[f"{city.cityId}-{n}"].fields["passRateMeanInterval"][0] for n in range(1, 7)]
        highs = [rows[f"{city.cityId}-{n}"].fields["passRateMeanInterval"][1] for n in range(1, 7)]
        assert all(a > b for a, b in zip(means, means[1:])), (city.cityId, means)
        assert all(h < lo for lo, h in zip(lows, highs[1:])), city.cityId  # clearly, not by noise
        for policy in PANEL:  # and for every player of the panel, attentive ones too
            rates = [rows[f"{city.cityId}-{n}"].fields["policyMeans"][policy] for n in range(1, 7)]
            assert all(b < a or min(a, b) >= gates.CEILING for a, b in zip(rates, rates[1:])), (policy, rates)


def test_duration_is_estimated_for_every_level(rows):
    for level in LEVELS:
        f = rows[level.id].fields
        assert f["durationSec"] > 0 and f["targetDurationSec"] == cities_by_id()[level.cityId].preset(
            level.levelId).targetDurationSec


def test_small_levels_regenerate_byte_for_byte_through_the_whole_retry_chain():
    city = load_cities()[0]
    data = json.loads(shipping.pack_path(1, city.cityId).read_text(encoding="utf-8"))
    easier = None
    for preset in sorted(city.levelPresets, key=lambda p: p.levelId)[:3]:
        seed = level_seed(city.cityId, preset.levelId, preset.revision)
        made = shipping.generate_level(city, preset, seed, f"{city.cityId}-{preset.levelId}",
                                       f"{city.cityId}:{preset.levelId}:{preset.revision}", easier=easier)
        assert made.level == data["levels"][preset.levelId - 1]
        easier = made.stats


def test_the_baked_file_has_the_daily_specs_and_no_daily_board():
    baked = json.loads(baked_file("city-cat-catch").read_text(encoding="utf-8"))
    assert "daily" not in baked
    cities = cities_by_id()
    for city in baked["cities"]:
        assert city["daily"] == [spec.model_dump() for spec in cities[city["cityId"]].daily]
    assert all(c["daily"] and all("salience" in e for e in c["elements"]) for c in baked["cities"])
