"""City manifests: the shipped content and located errors for broken manifests."""
import json

import pytest

from core.errors import LevelFileError
from core.modes.city_cat_catch.art import MOTIFS, recipe
from core.modes.city_cat_catch.content import CITIES_DIR, DifficultyProfile, load_cities, parse_city


def raw_city(name="harbor"):
    return json.loads((CITIES_DIR / f"{name}.json").read_text(encoding="utf-8"))


def test_shipped_cities():
    cities = load_cities()
    assert [c.cityId for c in cities] == ["harbor", "lantern", "ridge", "snowpine", "oasis", "blossom"]
    names = [c.name.en for c in cities] + [c.name.zh for c in cities]
    assert len(set(names)) == len(names)
    for city in cities:
        assert len(city.elements) >= 12 and len({e.category for e in city.elements}) >= 3
        assert sorted(p.levelId for p in city.levelPresets) == [1, 2, 3, 4, 5, 6]
        for e in city.elements:
            assert e.name.zh and e.name.en and e.name.zh != e.name.en
            prims = recipe(e.art)
            assert prims and all(p[0] in ("circle", "rect", "poly", "line") for p in prims)
            assert all(isinstance(p[-1], str) and p[-1].startswith("#") for p in prims)
        names = [e.name.en for e in city.elements]
        assert len(set(names)) == len(names)
        assert len(city.elements) == 16 and len({e.category for e in city.elements}) == 4
        assert all(sum(e.category == c.id for e in city.elements) == 4 for c in city.categories)


def test_profile_from_a_preset():
    city = load_cities()[0]
    prof = city.profile(1, 11001)
    assert isinstance(prof, DifficultyProfile) and prof.cityId == city.cityId and prof.seed == "11001"


def problems(raw):
    with pytest.raises(LevelFileError) as exc:
        parse_city(raw, "c.json", "harbor")
    return [(p.rule, p.level, p.cell) for p in exc.value.problems], exc.value


def test_pieces_per_element_must_be_multiples_of_three():
    raw = raw_city()
    raw["levelPresets"][2]["piecesPerElement"] = 4
    found, exc = problems(raw)
    assert ("pieces-per-element", "harbor preset 3", None) in found
    assert "c.json: level harbor preset 3: [pieces-per-element]" in str(exc)


def test_density_not_in_the_table_and_too_many_layers():
    raw = raw_city()
    raw["levelPresets"][0]["density"] = "extreme"
    raw["levelPresets"][1]["layers"] = 4  # low has 3 shares
    found, _ = problems(raw)
    assert ("density", "harbor preset 1", None) in found and ("layers", "harbor preset 2", None) in found


def test_unknown_element_category_and_counts():
    raw = raw_city()
    raw["levelPresets"][3]["featured"] = ["harbor_77"]
    raw["elements"][0]["category"] = "toys"
    found, _ = problems(raw)
    assert ("unknown-element", "harbor preset 4", "harbor_77") in found
    assert ("unknown-category", None, "harbor_01") in found
    raw = raw_city()
    raw["elements"] = raw["elements"][:11]
    found, _ = problems(raw)
    assert ("too-few-elements", None, None) in found


def test_bad_types_are_located():
    raw = raw_city()
    raw["elements"][2]["salience"] = "high"
    raw["elements"][3]["art"]["motif"] = "spaceship"
    found, _ = problems(raw)
    assert ("type", None, "harbor_03") in found and ("unknown-motif", None, "harbor_04") in found


def test_every_motif_draws_inside_its_box():
    for name, fn in MOTIFS.items():
        for prim in fn("#111111", "#222222", "#333333"):
            coords = prim[1] if prim[0] == "poly" else prim[1:-1]
            assert all(-5 <= v <= 105 for v in coords), name


def test_more_pieces_than_the_grid_holds_is_refused_with_a_located_error():
    raw = raw_city()
    raw["levelPresets"][3]["layers"] = 1  # 72 pieces on one layer of a 7x9 grid
    raw["levelPresets"][5]["grid"] = {"columns": 6, "rows": 7}
    raw["levelPresets"][5]["elementCount"] = 16
    raw["levelPresets"][5]["piecesPerElement"] = 9
    raw["levelPresets"][5]["layers"] = 3  # 144 pieces, 48 a layer, 42 anchors
    found, exc = problems(raw)
    assert ("grid-capacity", "harbor preset 4", None) in found and ("grid-capacity", "harbor preset 6", None) in found
    line = next(str(p) for p in exc.problems if p.rule == "grid-capacity" and "preset 6" in p.level)
    # file, city, level, field, rule
    assert line.startswith("c.json: level harbor preset 6: [grid-capacity] field 'grid': ")
    assert "the 6x7 anchor grid holds 42 a layer" in line


def test_targets_fall_level_by_level_inside_their_bands():
    raw = raw_city()
    raw["levelPresets"][3]["targetPassRate"] = raw["levelPresets"][2]["targetPassRate"]
    found, exc = problems(raw)
    assert ("target-order", "harbor preset 4", None) in found
    raw = raw_city()
    raw["levelPresets"][5]["targetPassRate"] = 0.65  # level 6's band is 0.50-0.60
    found, _ = problems(raw)
    assert ("target-band", "harbor preset 6", None) in found


def test_daily_specs_are_checked():
    raw = raw_city()
    raw["daily"][0]["start"] = "2001-01-01"
    raw["daily"].append(dict(raw["daily"][0], start="2000-06-01"))
    raw["daily"][0]["elements"] = raw["daily"][0]["elements"][:-1] + ["harbor_42"]
    found, _ = problems(raw)
    assert ("daily-start", "harbor daily 2001-01-01", None) in found  # the first spec starts in 2000
    assert ("daily-start", "harbor daily 2000-06-01", None) in found  # and each after the one before
    assert ("unknown-element", "harbor daily 2001-01-01", "harbor_42") in found
    raw = raw_city()
    raw["daily"][0]["generator"] = 7
    found, _ = problems(raw)
    assert ("daily-generator", "harbor daily 2000-01-01", None) in found
    raw = raw_city()
    raw["daily"][0]["start"] = "2000-02-30"
    found, _ = problems(raw)
    assert ("date", "harbor daily 2000-02-30", None) in found


def test_the_daily_spec_in_force_on_a_date():
    raw = raw_city()
    later = dict(raw["daily"][0], start="2030-01-01", spread=18)
    raw["daily"] = [raw["daily"][0], later]
    city = parse_city(raw, "c.json", "harbor")
    assert city.daily_spec("2029-12-31").spread == 12 and city.daily_spec("2030-01-01").spread == 18
    assert city.daily_spec("9999-12-31").start == "2030-01-01"
