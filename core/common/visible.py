"""A text players read (a name, a title, a caption) shows something: at least one of its
characters is visible. Invisible are Unicode's spaces and separators (category Z: U+0020,
no-break space U+00A0, ideographic space U+3000 …), controls (Cc), format characters (Cf:
zero-width space U+200B, word joiner U+2060, byte order mark U+FEFF …) and the Hangul fillers
(letters drawn as nothing).

``INVISIBLE`` spells them out as of Unicode 18, so the rule does not move with the Unicode
tables of the Python that runs it (tests/common/test_visible_text.py checks the list against
them), and the engine gets the same list (``python -m core facts``: ``INVISIBLE`` in
scripts/common/core_facts.gd), so the workshop's import refuses what ``validate`` refuses.
"""
from __future__ import annotations

# (first, last) code points, in order
INVISIBLE = (
    (0x0000, 0x0020), (0x007F, 0x00A0), (0x00AD, 0x00AD), (0x0600, 0x0605), (0x061C, 0x061C),
    (0x06DD, 0x06DD), (0x070F, 0x070F), (0x0890, 0x0891), (0x08E2, 0x08E2), (0x115F, 0x1160),
    (0x1680, 0x1680), (0x180E, 0x180E), (0x2000, 0x200F), (0x2028, 0x202F), (0x205F, 0x2064),
    (0x2066, 0x206F), (0x3000, 0x3000), (0x3164, 0x3164), (0xFEFF, 0xFEFF), (0xFFA0, 0xFFA0),
    (0xFFF9, 0xFFFB), (0x110BD, 0x110BD), (0x110CD, 0x110CD), (0x13430, 0x1343F),
    (0x1BCA0, 0x1BCA3), (0x1D173, 0x1D17A), (0xE0001, 0xE0001), (0xE0020, 0xE007F),
)
HANGUL_FILLERS = (0x115F, 0x1160, 0x3164, 0xFFA0)  # letters (Lo) no font draws
_INVISIBLE = frozenset(cp for first, last in INVISIBLE for cp in range(first, last + 1))
SHOWN_CODES = 3  # code points a message names


def visible(text: str) -> bool:
    return any(ord(char) not in _INVISIBLE for char in text)


def invisible_problem(text: str) -> str | None:
    """Why ``text`` shows nothing ("has only U+3000, U+200B"), or None when it shows something."""
    if visible(text):
        return None
    if not text:
        return "is empty"
    codes = list(dict.fromkeys(f"U+{ord(char):04X}" for char in text))
    more = ", …" if len(codes) > SHOWN_CODES else ""
    return f"has only {', '.join(codes[:SHOWN_CODES])}{more}"
