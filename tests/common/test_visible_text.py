"""A name or title players read shows something (core/common/visible.py): one of only spaces
(U+0020, U+3000, U+00A0) or invisible characters (U+200B, U+2060, U+FEFF, a Hangul filler) is
refused by every reader of such texts with one located line, in every mode (the Hex Tracks
workshop's import refuses the same: tests/godot/modes/hex_tracks/test_ht_import.gd); the list of
invisible code points is Unicode's."""
import json
import unicodedata

import pytest

from core import modes
from core.common.visible import HANGUL_FILLERS, INVISIBLE
from support.cli import ROOT, assert_bad_input, core

LEVELS = ROOT / "levels"
BLANKS = ["\u3000\u3000", "\u00a0", "\u200b", " \u2060\ufeff", "\u3164"]
INVISIBLE_CATEGORIES = {"Zs", "Zl", "Zp", "Cc", "Cf"}


def test_the_invisible_code_points_are_unicodes_spaces_controls_and_format_characters():
    listed = {cp for first, last in INVISIBLE for cp in range(first, last + 1)}
    categories = {cp for cp in range(0x110000) if unicodedata.category(chr(cp)) in INVISIBLE_CATEGORIES}
    assert sorted(categories - listed) == [], f"Unicode {unicodedata.unidata_version} has more: list them"
    # the rest: the fillers, and format characters of a Unicode newer than this Python's tables
    assert {unicodedata.category(chr(cp)) for cp in listed - categories - set(HANGUL_FILLERS)} <= {"Cn"}


def _edited(source, out, edit):
    raw = json.loads(source.read_text(encoding="utf-8"))
    edit(raw)
    out.write_text(json.dumps(raw, ensure_ascii=False), encoding="utf-8")
    return out


# (what, the shipped pack it changes, the change given the blank text, the located phrase after
# the file's name)
PACKS = [
    ("Number Stroke pack title", LEVELS / "01-number-stroke" / "pack-1-tutorial.json",
     lambda raw, blank: raw.update(title=blank), ": [invisible-text] field 'title'"),
    ("Number Stroke caption", LEVELS / "01-number-stroke" / "pack-1-tutorial.json",
     lambda raw, blank: raw["levels"][0].update(caption={"zh": "一笔", "en": blank}),
     ": level 1-1: [invisible-text] field 'caption': en: "),
    ("Hex Walls pack title", LEVELS / "03-hex-walls" / "pack-1-tutorial.json",
     lambda raw, blank: raw.update(title={"zh": blank, "en": "Walls"}), ": [invisible-text] field 'title': zh: "),
    ("Hex Tracks level name", LEVELS / "hex-tracks" / "pack-1.json",
     lambda raw, blank: raw["levels"][0].update(name=blank), ": level 1-1: [invisible-text] field 'name'"),
    ("Hex Tracks lesson caption", LEVELS / "hex-tracks" / "pack-1.json",
     lambda raw, blank: raw["levels"][0].update(caption={"zh": "转一转", "en": blank}),
     ": level 1-1: [invisible-text] field 'caption.en'"),
    ("City Cat Catch board title", LEVELS / "city-cat-catch" / "pack-1-harbor.json",
     lambda raw, blank: raw.update(title={"zh": "雾港", "en": blank}), ": [invisible-text] field 'title.en'"),
]


@pytest.mark.parametrize("source, edit, phrase", [p[1:] for p in PACKS], ids=[p[0] for p in PACKS])
def test_validate_refuses_a_pack_name_that_shows_nothing(tmp_path, source, edit, phrase):
    for blank in BLANKS:
        path = _edited(source, tmp_path / source.name, lambda raw: edit(raw, blank))
        lines = assert_bad_input(core("validate", "--pack", path), f"{path}{phrase}")
        codes = {f"U+{ord(char):04X}" for char in blank}
        assert any("a text players read needs a visible character; this one has only" in line
                   and all(code in line for code in codes) for line in lines), lines
    # one visible character is enough
    seen = _edited(source, tmp_path / source.name, lambda raw: edit(raw, "\u200b站\u3000"))
    modes.get(json.loads(seen.read_text(encoding="utf-8"))["mode"]).load_pack(seen)


def test_a_city_or_category_name_that_shows_nothing_is_refused(cat_cities):
    def blank_names(raw):
        raw["name"]["zh"] = "\u3000"
        raw["categories"][0]["name"]["en"] = "\u200b"

    harbor = _edited(cat_cities / "harbor.json", cat_cities / "harbor.json", blank_names)
    assert_bad_input(core("city-cat-catch", "cities"), f"{harbor}: [invisible-text] field 'name.zh'",
                     f"{harbor}: category food: [invisible-text] field 'name.en'")


def test_a_campaign_name_or_chapter_title_that_shows_nothing_is_refused(tmp_path):
    def blank_names(raw):
        raw["chapters"][0]["title"]["en"] = "\u00a0"
        raw["levels"][0]["name"]["zh"] = "\ufeff"

    seeds = _edited(LEVELS / "hex-tracks" / "campaign-seeds.json", tmp_path / "seeds.json", blank_names)
    assert_bad_input(core("hex-tracks", "seeds", seeds), f"{seeds}: [invisible-text] field 'chapters.0.title.en'",
                     f"{seeds}: level 1-1: [invisible-text] field 'name.zh'")
