"""The generator: seeds, byte-identical boards, the retune loop's clear failure."""
import json

import pytest

from core.common.rng import fnv1a64
from core.errors import LevelFileError
from core.modes.city_cat_catch import seeds, shipping
from core.modes.city_cat_catch.content import load_cities
from core.modes.city_cat_catch.generate import MAX_ATTEMPTS, GenerateError, generate_board, layer_sizes


def test_seeds_are_the_portable_hash():
    assert seeds.level_seed("harbor", 3, 1) == fnv1a64("harbor:3:1")
    assert seeds.daily_seed("2026-12-01", "ridge") == fnv1a64("2026-12-01:daily:ridge")
    assert seeds.typed_seed("18446744073709551615") == 2**64 - 1
    with pytest.raises(ValueError):
        seeds.typed_seed(2**64)
    with pytest.raises(ValueError):
        seeds.daily_seed("2026-02-30", "ridge")


def test_layer_sizes_truncate_and_renormalise():
    assert layer_sizes(18, "low", 2) == [10, 8]  # 40:35
    assert layer_sizes(126, "high", 4) == [31, 31, 32, 32]
    assert sum(layer_sizes(90, "medium", 3, 2)) == 90
    assert layer_sizes(90, "medium", 3, 2)[-1] > layer_sizes(90, "medium", 3, 0)[-1]


def test_same_seed_same_bytes_and_another_revision_another_board():
    city = load_cities()[1]
    preset = city.preset(2)
    one = generate_board(city, preset, 99, "x", runs=300).level
    two = generate_board(city, preset, 99, "x", runs=300).level
    assert json.dumps(one) == json.dumps(two)
    other = generate_board(city, preset, 100, "x", runs=300).level
    assert other["pieces"] != one["pieces"]


def test_fifty_failures_name_the_preset_and_the_metric():
    city = load_cities()[0]
    preset = city.preset(6).model_copy(update={"elementCount": 2, "piecesPerElement": 3, "layers": 1, "density": "low"})
    with pytest.raises(GenerateError) as exc:
        generate_board(city, preset, 5, "tiny", runs=30)
    assert exc.value.metric == "toolFreePassRate" and "harbor preset 6" in str(exc.value)
    assert f"{MAX_ATTEMPTS} attempts" in str(exc.value) and "above the band" in str(exc.value)
    with pytest.raises(LevelFileError) as err:
        shipping.generate_level(city, preset, 5, "tiny", None, runs=30)
    assert err.value.problems[0].rule == "generate-failed"
