"""City Cat Catch's stress inputs (tests/support/mode_parts.py): a one-board pack for the fuzz
suite (its boards are large), a file at its limits, its own command that reads a file,
``generate`` at its largest options and the city manifests its levels are made from."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

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


def copy_cities(folder: Path, monkeypatch) -> Path:
    """A copy of the cities folder in ``folder`` that every command reads instead of the shipped
    one (content.CITIES_DIR is read when a command runs)."""
    import core.modes.city_cat_catch.content as content

    cities = folder / "cities"
    cities.mkdir()
    for path in content.city_paths():
        shutil.copy(path, cities)
    monkeypatch.setattr(content, "CITIES_DIR", cities)
    return cities


def source_files(folder: Path, monkeypatch) -> dict:
    """A city manifest, read by `city-cat-catch cities` and by `generate` for its city."""
    manifest = copy_cities(folder, monkeypatch) / "harbor.json"
    return {"city manifest": (manifest, [
        ["city-cat-catch", "cities"],
        ["generate", "--mode", "city-cat-catch", "--city", "harbor", "--level", "1", "--runs", "10",
         "--out", str(folder / "out.json"), "--force"]])}
