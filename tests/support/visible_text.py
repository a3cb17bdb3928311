"""What the tests of texts that show nothing share (core/common/visible.py): the blanks to try,
a file edited with one, and the check that ``validate`` refuses each with one located line."""
from __future__ import annotations

import json

from core import modes
from support.cli import assert_bad_input, core

# only spaces (U+3000, U+00A0), or invisible characters (U+200B, U+2060, U+FEFF, a Hangul filler)
BLANKS = ["\u3000\u3000", "\u00a0", "\u200b", " \u2060\ufeff", "\u3164"]


def edited(source, out, edit):
    raw = json.loads(source.read_text(encoding="utf-8"))
    edit(raw)
    out.write_text(json.dumps(raw, ensure_ascii=False), encoding="utf-8")
    return out


def assert_validate_refuses_blanks(tmp_path, source, edit, phrase):
    """``edit(raw, blank)`` puts each blank into a copy of the pack ``source``: ``validate``
    refuses it with ``<file><phrase>`` naming the blank's code points; one visible character
    among them is enough."""
    for blank in BLANKS:
        path = edited(source, tmp_path / source.name, lambda raw: edit(raw, blank))
        lines = assert_bad_input(core("validate", "--pack", path), f"{path}{phrase}")
        codes = {f"U+{ord(char):04X}" for char in blank}
        assert any("a text players read needs a visible character; this one has only" in line
                   and all(code in line for code in codes) for line in lines), lines
    seen = edited(source, tmp_path / source.name, lambda raw: edit(raw, "\u200b站\u3000"))
    modes.get(json.loads(seen.read_text(encoding="utf-8"))["mode"]).load_pack(seen)
