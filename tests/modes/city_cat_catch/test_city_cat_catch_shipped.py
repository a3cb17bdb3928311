"""The shipped boards: parse, proved clearable, regenerate from their seeds (the baked file's
freshness is tests/common/test_baked_files.py's)."""
import json

import pytest

from core.modes import get
from core.modes.city_cat_catch import shipping
from core.modes.city_cat_catch.bake import DAILY_FILE
from core.modes.city_cat_catch.board import Board, load_pack
from core.modes.city_cat_catch.content import load_cities
from core.modes.city_cat_catch.generate import gate, sight_metrics
from core.modes.city_cat_catch.seeds import level_seed
from core.modes.city_cat_catch.solver import Solver, check_witness

MODE = get("city-cat-catch")
PACKS = MODE.load_packs(MODE.shipped_pack_paths())
LEVELS = [level for pf in PACKS for level in pf.pack.levels]


def test_three_cities_six_levels_each():
    assert len(PACKS) == 3 and len(LEVELS) == 18
    assert {lv.cityId for lv in LEVELS} == {c.cityId for c in load_cities()}
    for lv in LEVELS:
        assert lv.seed == str(level_seed(lv.cityId, lv.levelId, lv.revision))


@pytest.mark.parametrize("level", LEVELS, ids=lambda lv: lv.id)
def test_proved_clearable_regenerates_and_meets_the_sight_gate(level):
    board = Board.from_level(level)
    witness = Solver.for_board(board).solve()
    _, kinds = board.kind_index()
    assert witness is not None and check_witness(kinds, board.covers, [0] * len(set(kinds)), witness)
    assert shipping.regenerates(level) is True
    assert sight_metrics(board)["initialClickableRatio"] >= gate(level.levelId)[3]
    m = level.metrics
    lo, hi, assist, _ = gate(level.levelId)
    assert lo <= m["toolFreePassRate"] <= hi and m["toolAssistPassRate"] >= assist


def test_small_levels_regenerate_byte_for_byte_through_the_whole_retry_chain():
    city = load_cities()[0]
    data = json.loads(shipping.pack_path(1, city.cityId).read_text(encoding="utf-8"))
    for preset in city.levelPresets[:3]:
        seed = level_seed(city.cityId, preset.levelId, preset.revision)
        level = shipping.generate_level(city, preset, seed, f"{city.cityId}-{preset.levelId}",
                                        f"{city.cityId}:{preset.levelId}:{preset.revision}")
        assert level == data["levels"][preset.levelId - 1]


def test_daily_calendar_boards_are_proved_clearable():
    daily = load_pack(DAILY_FILE)  # shipped: the game's daily board reads it
    for level in daily.levels:
        assert level.seedText and ":daily:" in level.seedText
        assert Solver.for_board(Board.from_level(level)).solvable()
    for level in daily.levels[:6]:
        assert shipping.regenerates(level) is True
