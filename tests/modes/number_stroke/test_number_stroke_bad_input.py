"""Issue 24's reproducers on Number Stroke files and commands: each ends in exit 2 with a located
error line (never a traceback, a hang or a silent acceptance), and no command writes where it
may not."""
import json

import pytest

from core.modes.number_stroke.schema import MAX_CELLS
from support.cli import ROOT, assert_bad_input, core

TUTORIAL = ROOT / "levels" / "01-number-stroke" / "pack-1-tutorial.json"
WALLS_PACK = ROOT / "levels" / "03-hex-walls" / "pack-1-tutorial.json"
GENERATE = ("generate", "--mode", "01-number-stroke", "--seed", "1")


def _pack(path, **change) -> str:
    raw = json.loads(TUTORIAL.read_text(encoding="utf-8"))
    raw["levels"] = raw["levels"][:2]
    raw.update(change)
    path.write_text(json.dumps(raw, ensure_ascii=False), encoding="utf-8")
    return str(path)


def _level(path, cells, **fields) -> str:
    path.write_text(json.dumps({"mode": "01-number-stroke", "pack": 1, "title": "t",
                                "levels": [{"id": "1-1", "cells": cells, **fields}]}), encoding="utf-8")
    return str(path)


def test_a_number_of_5001_digits_is_refused_where_it_is_written(tmp_path):
    path = tmp_path / "big.json"
    path.write_text(TUTORIAL.read_text(encoding="utf-8").replace('"clue": 1', '"clue": ' + "9" * 5001, 1))
    assert_bad_input(core("validate", "--pack", path), f"{path}: [json] an integer of 5001 digits; at most 20")


def test_half_a_surrogate_pair_is_refused_before_any_output(tmp_path):
    path = tmp_path / "surrogate.json"
    path.write_text(TUTORIAL.read_text(encoding="utf-8").replace('"id": "1-1"', '"id": "\\ud800"', 1))
    lines = assert_bad_input(core("solve", path, "--json"), "half of a surrogate pair", json_lines=True)
    assert json.loads(lines[0])["error"]["file"] == str(path)


@pytest.mark.parametrize("what", ["/dev/zero", "fifo", "folder"])
def test_only_regular_files_are_read(tmp_path, what):
    import os

    path = {"/dev/zero": "/dev/zero", "fifo": str(tmp_path / "f.json"), "folder": str(tmp_path)}[what]
    if what == "fifo":
        os.mkfifo(path)
    assert_bad_input(core("validate", "--pack", path), f"{path}: [file]", "not a regular file" if what != "folder" else "folder")


def test_generate_options_are_checked_before_any_work(tmp_path):
    out = tmp_path / "c.json"
    for argv, phrase in [
        (("--cells", "3"), "--cells takes 8 to 40, not 3"),
        (("--cells", "150"), "--cells takes 8 to 40, not 150"),
        (("--cells", "9", "--count", "0"), "--count takes 1 to 200, not 0"),
        (("--cells", "9", "--count", "-1"), "--count takes 1 to 200, not -1"),
        (("--cells", "9", "--count", "1000000000"), "--count takes 1 to 200"),
        (("--cells", "1_0"), "--cells takes a whole number (digits only), not '1_0'"),
        (("--cells", " 9"), "--cells takes a whole number"),
        (("--cells", "+9"), "--cells takes a whole number"),
    ]:
        assert_bad_input(core(*GENERATE, *argv, "--out", out), phrase)
    assert not out.exists()


def test_generate_never_writes_over_another_kind_or_into_levels(tmp_path):
    walls = tmp_path / "walls.json"
    walls.write_bytes(WALLS_PACK.read_bytes())
    assert_bad_input(core(*GENERATE, "--cells", "9", "--out", walls, "--force"),
                     "is a 03-hex-walls pack, not a 01-number-stroke candidates pack")
    assert walls.read_bytes() == WALLS_PACK.read_bytes()
    assert_bad_input(core(*GENERATE, "--cells", "9", "--out", ROOT / "levels" / "01-number-stroke" / "x.json"),
                     "inside levels/")
    assert_bad_input(core(*GENERATE, "--cells", "9", "--out", tmp_path / ("x" * 300 + ".json")), "at most 255")


def test_bake_out_is_checked_like_every_output(tmp_path):
    import os

    args = ("bake", "--pack", TUTORIAL, "--level", "1-2", "--out")
    pack = tmp_path / "pack.json"
    pack.write_bytes(TUTORIAL.read_bytes())
    assert_bad_input(core(*args, pack), "exists; give --force")
    assert_bad_input(core(*args, pack, "--force"), "is a 01-number-stroke pack, not a play-test level")
    assert_bad_input(core(*args, ROOT / "levels" / "01-number-stroke.daily.json", "--force"), "inside levels/")
    fifo = tmp_path / "fifo.json"
    os.mkfifo(fifo)
    assert_bad_input(core(*args, fifo, "--force"), "FIFO")
    assert_bad_input(core(*args, "/dev/null", "--force"), "a device")
    link = tmp_path / "link.json"
    link.symlink_to(pack)
    assert_bad_input(core(*args, link, "--force"), "symbolic link")
    assert pack.read_bytes() == TUTORIAL.read_bytes()


def test_the_cell_limit_bounds_the_work(tmp_path):
    strip = [{"id": f"c{i}", "x": i, "y": 0, "w": 1, "h": 1, **({"clue": 1} if i == 0 else {})} for i in range(1000)]
    path = _level(tmp_path / "strip.json", strip)
    for argv in (("validate", "--pack", path), ("design", "1-1", "--pack", path, "--grade")):
        assert_bad_input(core(*argv), "level 1-1: [too-long] field 'cells'", f"at most {MAX_CELLS}")


def test_solve_limit_and_conformance_cases_have_ranges(tmp_path):
    assert_bad_input(core("solve", TUTORIAL, "--limit", "1000000"), "--limit takes 1 to 1000, not 1000000")
    assert_bad_input(core("conformance", "--cases", "-1", "--out-dir", tmp_path), "--cases takes 1 to 200, not -1")
    assert_bad_input(core("conformance", "--cases", "1000000000", "--out-dir", tmp_path), "--cases takes 1 to 200")
    assert list(tmp_path.iterdir()) == []


def test_an_empty_pack_name_is_a_file_name_not_the_shipped_packs():
    assert_bad_input(core("design", "1-1", "--pack", "", "--grade"), "'': [file] an empty file name")


def test_ids_with_a_line_break_or_5000_characters_stay_on_one_located_line(tmp_path):
    for level_id, shown in (("1-\n1", "level 1-\\n1: "), ("x" * 5000, "level " + "x" * 64 + "…: ")):
        raw = json.loads(TUTORIAL.read_text(encoding="utf-8"))
        raw["levels"][0]["id"] = level_id
        path = tmp_path / "ids.json"
        path.write_text(json.dumps(raw))
        lines = assert_bad_input(core("validate", "--pack", path), f"error: {path}: {shown}")
        assert all(len(line) < 400 for line in lines)


@pytest.mark.parametrize("title, phrase", [
    ("", "a text of 1-200 characters"), ({}, "has: none"), ({"en": "Only English"}, "has: en"),
    ({"zh": "", "en": "x"}, "zh: a text of 1-200 characters"),
])
def test_titles_and_captions_players_read_are_never_empty(tmp_path, title, phrase):
    assert_bad_input(core("validate", "--pack", _pack(tmp_path / "t.json", title=title)), "[local-text]", phrase)
    raw = json.loads(TUTORIAL.read_text(encoding="utf-8"))
    raw["levels"][0]["caption"] = title
    path = tmp_path / "c.json"
    path.write_text(json.dumps(raw, ensure_ascii=False))
    assert_bad_input(core("validate", "--pack", path), "level 1-1: [local-text] field 'caption'", phrase)


def test_a_pack_whose_mode_names_another_mode_gets_one_located_line(tmp_path):
    lines = assert_bad_input(core("solve", _pack(tmp_path / "m.json", mode="03-hex-walls")))
    assert lines == [f"error: {tmp_path / 'm.json'}: [mode] the file says \"mode\": \"03-hex-walls\", "
                     "but its levels are 01-number-stroke levels"]


def test_content_and_daily_options_are_read_strictly():
    assert_bad_input(core("01-number-stroke", "content", "--pack", "1_0"), "--pack takes a whole number")
    assert_bad_input(core("01-number-stroke", "daily", "--from", "20261201"), "--from takes a date YYYY-MM-DD")
    assert_bad_input(core("01-number-stroke", "daily", "--from", "9999-12-31"), "--from takes a date from")
    assert_bad_input(core("01-number-stroke", "daily", "--from", "2199-12-01", "--days", "1000"), "runs past 2199-12-31")
