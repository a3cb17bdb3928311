"""City Cat Catch's own texts players read (a board's title: tests/common/test_visible_text.py):
a city's or category's name that shows nothing is refused with one located line."""
from city_cat_catch_helpers import cat_cities  # noqa: F401 (a fixture)
from support.cli import assert_bad_input, core
from support.visible_text import edited


def test_a_city_or_category_name_that_shows_nothing_is_refused(cat_cities):
    def blank_names(raw):
        raw["name"]["zh"] = "\u3000"
        raw["categories"][0]["name"]["en"] = "\u200b"

    harbor = edited(cat_cities / "harbor.json", cat_cities / "harbor.json", blank_names)
    assert_bad_input(core("city-cat-catch", "cities"), f"{harbor}: [invisible-text] field 'name.zh'",
                     f"{harbor}: category food: [invisible-text] field 'name.en'")
