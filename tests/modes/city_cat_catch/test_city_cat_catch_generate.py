"""The generator: seeds, layer sizes, byte-identical boards, the §16 chain, the clear failure."""
import json

import pytest

from core.common.rng import fnv1a64
from core.errors import LevelFileError
from core.modes.city_cat_catch import seeds, shipping, tuning
from core.modes.city_cat_catch.content import layer_sizes, load_cities
from core.modes.city_cat_catch.generate import MAX_ATTEMPTS, GenerateError, generate_board


def test_seeds_are_the_portable_hash():
    assert seeds.level_seed("harbor", 3, 1) == fnv1a64("harbor:3:1")
    assert seeds.daily_seed("2026-12-01", "ridge", 1) == fnv1a64("2026-12-01:daily:ridge:v1")
    assert seeds.daily_seed("2026-12-01", "ridge", 2) != seeds.daily_seed("2026-12-01", "ridge", 1)
    assert seeds.typed_seed("18446744073709551615") == 2**64 - 1
    with pytest.raises(ValueError):
        seeds.typed_seed(2**64)
    for bad in ("2026-02-30", "1999-12-31", "10000-01-01", "2026-1-01", 20260101, ""):
        with pytest.raises(ValueError):
            seeds.daily_seed(bad, "ridge", 1)
    assert seeds.check_date("2000-01-01") and seeds.check_date("9999-12-31")


def test_layer_sizes_truncate_and_renormalise():
    assert layer_sizes(18, "low", 2) == [10, 8]  # 40:35
    assert layer_sizes(126, "high", 4) == [31, 31, 32, 32]
    assert sum(layer_sizes(90, "medium", 3, 2)) == 90
    assert layer_sizes(90, "medium", 3, 2)[-1] > layer_sizes(90, "medium", 3, 0)[-1]
    assert layer_sizes(90, "medium", 3, -2)[0] > layer_sizes(90, "medium", 3, 0)[0]
    assert layer_sizes(5, "high", 4, 4) == [1, 1, 1, 2]  # never an empty layer


def test_same_seed_same_bytes_and_another_seed_another_board():
    city = load_cities()[1]
    preset = city.preset(3)
    one = generate_board(city, preset, 99, "x", runs=200, streams=3).level
    two = generate_board(city, preset, 99, "x", runs=200, streams=3).level
    assert json.dumps(one) == json.dumps(two)
    other = generate_board(city, preset, 100, "x", runs=200, streams=3).level
    assert other["pieces"] != one["pieces"]


def test_fifty_failures_name_the_preset_and_the_metric():
    city = load_cities()[0]
    preset = city.preset(6).model_copy(update={"elementCount": 2, "piecesPerElement": 3, "layers": 1, "density": "low"})
    with pytest.raises(GenerateError) as exc:
        generate_board(city, preset, 5, "tiny", runs=30)
    assert "harbor preset 6" in str(exc.value) and f"{MAX_ATTEMPTS} attempts" in str(exc.value)
    with pytest.raises(LevelFileError) as err:
        shipping.generate_level(city, preset, 5, "tiny", None, runs=30)
    assert err.value.problems[0].rule == "generate-failed"


def chain_of(preset, city, easier):
    """The knobs the §16 chain moves, step after step, until none can move."""
    knobs, moved = tuning.knobs_of(preset), []
    while (step := tuning.step(knobs, preset, city, easier)) is not None:
        moved.append(step[0])
        knobs = step[1]
    return moved


@pytest.mark.parametrize("easier", [True, False])
def test_the_chain_moves_every_knob_in_the_seeds_order_both_ways(easier):
    city = load_cities()[0]
    preset = city.preset(4 if easier else 2)
    knobs, moved = tuning.knobs_of(preset), []
    while (step := tuning.step(knobs, preset, city, easier)) is not None:
        knob, after = step
        # every knob before it in the seed's order (density, layers, elements, distribution,
        # spreading) could not move: out of range, past the grid, or no change to the board
        for earlier in tuning.KNOB_ORDER[:tuning.KNOB_ORDER.index(knob)]:
            other = tuning.moved(knobs, earlier, easier)
            assert not tuning.valid(other, preset, city) or tuning.shape(other, preset) == tuning.shape(knobs, preset)
        assert getattr(after, knob) != getattr(knobs, knob)
        moved.append(knob)
        knobs = after
    assert moved[0] == "density" and len(set(moved)) >= 4


@pytest.mark.parametrize("easier", [True, False])
@pytest.mark.parametrize("knob", tuning.KNOB_ORDER)
def test_every_knob_moves_both_ways(knob, easier):
    city = load_cities()[0]
    preset = city.preset(4)
    start = tuning.Knobs(density=1, layers=3, elements=12, shift=0, spread=3)  # mid-range everywhere
    frozen = frozenset(tuning.KNOB_ORDER[:tuning.KNOB_ORDER.index(knob)])
    moved, after = tuning.step(start, preset, city, easier, frozen)
    assert moved == knob
    harder_is_up = {"density": 1, "layers": 1, "elements": 1, "shift": -1, "spread": 1}[knob]
    assert (getattr(after, knob) - getattr(start, knob)) * harder_is_up == (-1 if easier else 1)


def test_the_chain_skips_a_density_change_that_changes_nothing():
    city = load_cities()[0]
    flat = city.preset(2).model_copy(update={"layers": 1})  # one layer: every density is the same board
    knob, knobs = tuning.step(tuning.knobs_of(flat), flat, city, easier=False)
    assert knob == "layers" and knobs.layers == 2
    assert "density" not in chain_of(flat, city, easier=True)
    # and never past what the grid holds
    crowded = city.preset(6)
    knobs = tuning.knobs_of(crowded)
    while (step := tuning.step(knobs, crowded, city, easier=True)) is not None:
        knobs = step[1]
        assert tuning.valid(knobs, crowded, city)


def test_an_overshoot_is_undone_and_the_next_knob_moves():
    city = load_cities()[0]
    preset = city.preset(3)  # low, 3 layers: too hard -> density cannot drop, layers do
    chain = tuning.Chain(tuning.knobs_of(preset), preset, city)
    start = chain.knobs
    for _ in range(tuning.RETRIES_PER_STEP):
        chain.miss("hard")
    assert chain.knobs.layers == start.layers - 1
    chain.miss("retry")  # no direction: counts for nothing
    for _ in range(tuning.RETRIES_PER_STEP):
        chain.miss("easy")  # two layers overshot
    assert chain.knobs.layers == start.layers and "layers" in chain.frozen
    assert chain.knobs.elements == start.elements - 1  # the next knob, still towards easier
    chain.miss("easy")
    chain.miss("hard")  # a broken streak moves nothing
    assert chain.knobs.elements == start.elements - 1


def test_the_aim_windows_fall_level_by_level():
    for city in load_cities():
        windows = [tuning.aim_window(city, city.preset(level)) for level in range(1, 7)]
        for (lo_easy, _), (_, hi_hard) in zip(windows, windows[1:]):
            assert hi_hard < lo_easy  # disjoint: every level is harder than the one before
        for level, (lo, hi) in enumerate(windows, start=1):
            preset = city.preset(level)
            assert lo < hi and abs(lo - preset.targetPassRate) <= 0.05 and abs(hi - preset.targetPassRate) <= 0.05
