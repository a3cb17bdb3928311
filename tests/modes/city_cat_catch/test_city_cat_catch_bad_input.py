"""Issue 24's reproducers on City Cat Catch files, manifests and commands: exit 2 with a
located error line, never a traceback, a hang or a silent acceptance."""
import json
import os
import shutil

import pytest

from city_cat_catch_helpers import cat_cities  # noqa: F401 (a fixture)
from support.cli import ROOT, assert_bad_input, core

HARBOR = ROOT / "levels" / "city-cat-catch" / "pack-1-harbor.json"
GENERATE = ("generate", "--mode", "city-cat-catch", "--city", "harbor", "--level", "1")


def _board_with_metrics(path, text_change=None, **metrics) -> str:
    raw = json.loads(HARBOR.read_text(encoding="utf-8"))
    raw["levels"] = raw["levels"][:1]
    raw["levels"][0]["metrics"].update(metrics)
    text = json.dumps(raw, ensure_ascii=False)
    if text_change:
        text = text.replace(*text_change, 1)
    path.write_text(text, encoding="utf-8")
    return str(path)


@pytest.mark.parametrize("change, phrase", [
    ({"layers": "3"}, "field 'metrics.layers'"),
    ({"layers": 1e40}, "field 'metrics.layers'"),
    ({"shift": "x"}, "field 'metrics.shift'"),
    ({"elementCount": 9999}, "field 'metrics.elementCount'"),
    ({"density": 3}, "field 'metrics.density'"),
    ({"spread": 4}, "field 'metrics.spread'"),
    ({"toolFreePassRate": 1.5}, "field 'metrics.toolFreePassRate'"),
    ({"provedClearable": "true"}, "field 'metrics.provedClearable'"),
    ({"surprise": 1}, "[unknown-field] field 'metrics.surprise'"),
])
def test_metrics_of_the_wrong_type_or_size_are_refused_located(tmp_path, change, phrase):
    path = _board_with_metrics(tmp_path / "board.json", **change)
    for argv in (("validate", "--pack", path), ("solve", path)):
        assert_bad_input(core(*argv), f"{path}: level harbor-1: [", phrase)


@pytest.mark.parametrize("literal", ["NaN", "Infinity", "-Infinity"])
def test_nan_and_infinity_in_metrics_are_refused(tmp_path, literal):
    path = _board_with_metrics(tmp_path / "board.json", ('"layers": 2', f'"layers": {literal}'))
    assert_bad_input(core("validate", "--pack", path), f"{path}: [json] {literal} is not a number JSON allows")


@pytest.mark.parametrize("seed", ["1_000", " 5", "+5", "5 ", "18446744073709551616", "١٢"])
def test_a_typed_seed_is_digits_below_2_64(tmp_path, seed):
    assert_bad_input(core(*GENERATE, "--seed", seed, "--out", tmp_path / "c.json"), "--seed takes ")
    assert not (tmp_path / "c.json").exists()


@pytest.mark.parametrize("date", ["20260101", "2026-W01-4", "2026-1-1", "2026-02-30", "1999-12-31", "10000-01-01"])
def test_a_daily_date_is_yyyy_mm_dd_in_range(tmp_path, date):
    assert_bad_input(core(*GENERATE, "--daily", date, "--out", tmp_path / "c.json"), "--daily takes a date")
    assert_bad_input(core("city-cat-catch", "daily", "--date", date), "--date takes a date")


def test_the_last_daily_date_is_a_board_not_an_overflow():
    run = core("city-cat-catch", "daily", "--date", "9999-12-31", "--city", "harbor", "--json")
    assert run.returncode == 0 and json.loads(run.stdout)["date"] == "9999-12-31", run.stderr


@pytest.mark.parametrize("city", ["zz", ""])
def test_ship_of_an_unknown_city_is_refused_before_any_work(city):
    assert_bad_input(core("city-cat-catch", "ship", "--check", "--city", city), f"--city: no city '{city}'")


def test_simulate_runs_are_read_strictly():
    assert_bad_input(core("city-cat-catch", "simulate", HARBOR, "--runs", "1_000"), "--runs takes a whole number")
    assert_bad_input(core("city-cat-catch", "simulate", HARBOR, "--runs", "0"), "--runs takes 1 to 100000, not 0")


def test_no_cities_folder_is_an_error_not_silence(cat_cities):
    shutil.rmtree(cat_cities)
    for argv in (("city-cat-catch", "cities"), (*GENERATE, "--out", cat_cities.parent / "c.json")):
        assert_bad_input(core(*argv), "[no-cities] no city manifest (*.json) here")


def test_a_fifo_among_the_manifests_is_refused_without_blocking(cat_cities):
    os.mkfifo(cat_cities / "zzz.json")
    assert_bad_input(core("city-cat-catch", "cities"), "zzz.json: [file] is a FIFO")


def test_a_preset_the_grid_cannot_hold_is_refused_in_the_manifest(cat_cities):
    raw = json.loads((cat_cities / "harbor.json").read_text(encoding="utf-8"))
    raw["levelPresets"][-1].update({"elementCount": 16, "piecesPerElement": 15, "layers": 2, "density": "low"})
    (cat_cities / "harbor.json").write_text(json.dumps(raw, ensure_ascii=False), encoding="utf-8")
    assert_bad_input(core("city-cat-catch", "cities"), "harbor.json: level harbor preset 6: [grid-capacity]")


def test_generate_never_writes_into_levels_or_over_a_manifest(tmp_path):
    for target in ("levels/city-cat-catch/cities/harbor.json", "levels/city-cat-catch/pack-1-harbor.json",
                   "levels/city-cat-catch/daily.json"):
        path = ROOT / target
        before = path.read_bytes() if path.exists() else None
        assert_bad_input(core(*GENERATE, "--out", path, "--force"), "inside levels/")
        assert (path.read_bytes() if path.exists() else None) == before
    manifest = tmp_path / "harbor.json"
    manifest.write_bytes((ROOT / "levels" / "city-cat-catch" / "cities" / "harbor.json").read_bytes())
    assert_bad_input(core(*GENERATE, "--out", manifest, "--force"), "not a city-cat-catch candidates pack")
