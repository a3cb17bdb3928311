"""Number Stroke's own texts players read (a pack's title: tests/common/test_visible_text.py):
a level's caption that shows nothing is refused with one located line."""
from support.cli import ROOT
from support.visible_text import assert_validate_refuses_blanks

PACK = ROOT / "levels" / "01-number-stroke" / "pack-1-tutorial.json"


def test_validate_refuses_a_caption_that_shows_nothing(tmp_path):
    assert_validate_refuses_blanks(tmp_path, PACK, lambda raw, blank: raw["levels"][0].update(
        caption={"zh": "一笔", "en": blank}), ": level 1-1: [invisible-text] field 'caption': en: ")
