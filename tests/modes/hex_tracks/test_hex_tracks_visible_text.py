"""Hex Tracks' own texts players read (a pack's title: tests/common/test_visible_text.py): a
level's name or lesson caption, a campaign's name or chapter title that shows nothing is
refused with one located line."""
import pytest

from support.cli import ROOT, assert_bad_input, core
from support.visible_text import assert_validate_refuses_blanks, edited

PACK = ROOT / "levels" / "hex-tracks" / "pack-1.json"
TEXTS = {  # the change given the blank text, the located phrase after the file's name
    "level name": (lambda raw, blank: raw["levels"][0].update(name=blank),
                   ": level 1-1: [invisible-text] field 'name'"),
    "lesson caption": (lambda raw, blank: raw["levels"][0].update(caption={"zh": "转一转", "en": blank}),
                       ": level 1-1: [invisible-text] field 'caption.en'"),
}


@pytest.mark.parametrize("text", sorted(TEXTS))
def test_validate_refuses_a_text_that_shows_nothing(tmp_path, text):
    assert_validate_refuses_blanks(tmp_path, PACK, *TEXTS[text])


def test_a_campaign_name_or_chapter_title_that_shows_nothing_is_refused(tmp_path):
    def blank_names(raw):
        raw["chapters"][0]["title"]["en"] = "\u00a0"
        raw["levels"][0]["name"]["zh"] = "\ufeff"

    seeds = edited(ROOT / "levels" / "hex-tracks" / "campaign-seeds.json", tmp_path / "seeds.json", blank_names)
    assert_bad_input(core("hex-tracks", "seeds", seeds), f"{seeds}: [invisible-text] field 'chapters.0.title.en'",
                     f"{seeds}: level 1-1: [invisible-text] field 'name.zh'")
