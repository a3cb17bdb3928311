"""City Cat Catch's stress inputs (tests/support/mode_parts.py): a one-board pack for the fuzz
suite (its boards are large), a file at its limits, its own command that reads a file and
``generate`` at its largest options."""
from __future__ import annotations

import json

from core import modes
from core.modes import id_of
from core.modes.city_cat_catch.board import MAX_PIECES
from tests.support.mode_parts import limits_pack, trimmed

MODE_ID = id_of("core.modes.city_cat_catch")


def fuzz_files() -> dict:
    return {f"{MODE_ID} pack": trimmed(MODE_ID, 1)}


def limit_files() -> dict:
    """The largest shipped board stacked on itself (layers above its own) up to the piece
    limit: every element still comes in threes."""
    boards = [lv for path in modes.get(MODE_ID).shipped_pack_paths()
              for lv in json.loads(path.read_text(encoding="utf-8"))["levels"]]
    board = max(boards, key=lambda lv: len(lv["pieces"]))
    top = max(p["layer"] for p in board["pieces"])
    copies = MAX_PIECES // len(board["pieces"])
    pieces = [{**p, "id": f"p{k}-{p['id']}"[:16], "layer": p["layer"] + k * top}
              for k in range(copies) for p in board["pieces"]]
    level = {k: v for k, v in board.items() if k not in ("metrics", "pieces")}
    return {f"{board['id']} x{copies}, {len(pieces)} pieces": limits_pack(MODE_ID, [{**level, "pieces": pieces}])}


def own_commands(path: str) -> list[list[str]]:
    return [[MODE_ID, "simulate", path]]


def generate_at_limits(out: str) -> list[list[str]]:
    return [["generate", "--mode", MODE_ID, "--city", "blossom", "--level", "6", "--out", out, "--force"]]
