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
    assert len(cities) >= 3
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
    assert ("pieces-per-element", "preset 3", None) in found
    assert "c.json: level preset 3: [pieces-per-element]" in str(exc)


def test_density_not_in_the_table_and_too_many_layers():
    raw = raw_city()
    raw["levelPresets"][0]["density"] = "extreme"
    raw["levelPresets"][1]["layers"] = 4  # low has 3 shares
    found, _ = problems(raw)
    assert ("density", "preset 1", None) in found and ("layers", "preset 2", None) in found


def test_unknown_element_category_and_counts():
    raw = raw_city()
    raw["levelPresets"][3]["featured"] = ["harbor_77"]
    raw["elements"][0]["category"] = "toys"
    found, _ = problems(raw)
    assert ("unknown-element", "preset 4", "harbor_77") in found
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
