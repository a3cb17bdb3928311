"""A name or title players read shows something (core/common/visible.py): one of only spaces
(U+0020, U+3000, U+00A0) or invisible characters (U+200B, U+2060, U+FEFF, a Hangul filler) is
refused by every reader of such texts with one located line, in every mode (each mode's own
texts: tests/modes/<mode>/test_<mode>_visible_text.py; the Hex Tracks workshop's import refuses
the same: tests/godot/modes/hex_tracks/test_ht_import.gd); the list of invisible code points is
Unicode's."""
import unicodedata

import pytest

from core import modes
from core.common.visible import HANGUL_FILLERS, INVISIBLE
from support.visible_text import assert_validate_refuses_blanks

INVISIBLE_CATEGORIES = {"Zs", "Zl", "Zp", "Cc", "Cf"}


def test_the_invisible_code_points_are_unicodes_spaces_controls_and_format_characters():
    listed = {cp for first, last in INVISIBLE for cp in range(first, last + 1)}
    categories = {cp for cp in range(0x110000) if unicodedata.category(chr(cp)) in INVISIBLE_CATEGORIES}
    assert sorted(categories - listed) == [], f"Unicode {unicodedata.unidata_version} has more: list them"
    # the rest: the fillers, and format characters of a Unicode newer than this Python's tables
    assert {unicodedata.category(chr(cp)) for cp in listed - categories - set(HANGUL_FILLERS)} <= {"Cn"}


@pytest.mark.parametrize("mode_id", [e.id for e in modes.entries() if e.capabilities.validate])
def test_validate_refuses_a_pack_title_that_shows_nothing(tmp_path, mode_id):
    """Every mode's pack title (its own texts: the modes' test folders, test_*_visible_text.py)."""
    source = modes.get(mode_id).shipped_pack_paths()[0]
    assert_validate_refuses_blanks(tmp_path, source, lambda raw, blank: raw.update(title={"zh": "标题", "en": blank}),
                                   ": [invisible-text] field 'title")
