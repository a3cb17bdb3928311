"""Game IDs: one level as a short string to copy, paste and share, as Tatham's puzzles do.

``<mode id>:<payload>`` where the payload is the level's JSON (as its pack file writes it,
keys sorted, no spaces) compressed with zlib and written in URL-safe base64 without padding.
Decoding checks everything a pack file gets: the result is a one-level pack of that mode,
parsed and checked by the mode, so a damaged or forged ID is refused with located errors.
"""
from __future__ import annotations

import base64
import binascii
import json
import zlib

from . import modes
from .errors import LevelFileError, Problem
from .jsonio import parse_json_text
from .limits import MAX_FILE_BYTES

SOURCE = "game id"
TITLE = {"zh": "游戏 ID", "en": "game id"}  # the one-level pack's title (every mode takes both locales)


def encode(mode_id: str, level_json: dict) -> str:
    text = json.dumps(level_json, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    payload = base64.urlsafe_b64encode(zlib.compress(text.encode("utf-8"), 9)).decode("ascii")
    return f"{mode_id}:{payload.rstrip('=')}"


def _bad(detail: str) -> LevelFileError:
    return LevelFileError([Problem("game-id", detail, file=SOURCE)])


def decode(game_id: str):
    """(mode, one-level pack model) of an ID; LevelFileError when it is not valid."""
    mode_id, sep, payload = game_id.strip().partition(":")
    if not sep or not payload:
        raise _bad("a game ID is '<mode>:<code>'")
    mode = modes.get(mode_id)
    try:
        packed = base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4))
        inflater = zlib.decompressobj()
        raw = inflater.decompress(packed, MAX_FILE_BYTES)
        if inflater.unconsumed_tail:
            raise _bad("the level inside is larger than any level file may be")
        text = raw.decode("utf-8")
    except (binascii.Error, ValueError, zlib.error, UnicodeDecodeError):
        raise _bad("the code is damaged (copy it whole)") from None
    level = parse_json_text(text, SOURCE)
    pack = {"mode": mode_id, "pack": 1, "title": TITLE, "levels": [level]}
    if isinstance(level, dict):
        level.setdefault("id", "1-1")
        level["id"] = "1-1"
    return mode, mode.parse_pack(pack, SOURCE)
