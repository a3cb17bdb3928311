"""The importer's refusals as a shared file (tests/fixtures/bad-input/hex-tracks.json, issue 18
§4): every text is refused with its rule, level and cell or tile named, in lines that start
with the file's name; the GDScript workshop importer replays the same cases."""
import json
from pathlib import Path

import pytest

from core.errors import LevelFileError
from core.modes.hex_tracks.pack import load_pack, parse_pack, parse_text

BAD_INPUT = Path(__file__).resolve().parents[2] / "fixtures" / "bad-input" / "hex-tracks.json"
CASES = json.loads(BAD_INPUT.read_text(encoding="utf-8"))["cases"]
GOOD = {"version": 1, "id": "w1", "name": "workshop", "moveLimit": 1,
        "cells": [{"q": q, "r": r, "tracks": [3, 4, 5, 0, 1, 2]} for q, r in ((0, 0), (1, 0), (0, 1))],
        "tiles": [{"id": "a", "q": 0, "r": 0, "dir": 0, "color": 1}]}


def test_the_cases_cover_the_rules_issue_18_names():
    names = {case["name"] for case in CASES}
    assert len(names) == len(CASES) >= 50
    assert {"a duplicate key at the top", "moveLimit 1.0 (a float, not a whole number)"} <= names
    rules = {case["rule"] for case in CASES}
    assert {"json", "type", "range", "tracks", "tile-off-board", "duplicate-tile-id", "mode"} <= rules


@pytest.mark.parametrize("case", CASES, ids=[case["name"] for case in CASES])
def test_every_bad_text_is_refused_with_its_rule_and_place(case):
    with pytest.raises(LevelFileError) as info:
        parse_text(case["text"], "import.json")
    problems = info.value.problems
    assert all(str(p).startswith("import.json: ") for p in problems)
    assert any(
        p.rule == case["rule"] and p.level == case["level"]
        and (case["at"] is None or f"{p.noun} {p.cell}" == case["at"])
        for p in problems
    ), [str(p) for p in problems]


def test_the_good_text_they_break_is_accepted():
    assert [lv.id for lv in parse_text(json.dumps(GOOD), "import.json").levels] == ["w1"]
    assert parse_text(json.dumps({"mode": "hex-tracks", **GOOD}), "import.json").levels[0].moveLimit == 1


@pytest.mark.parametrize("change, expected", [
    ({"cells": [{"q": 0, "r": 0, "tracks": [1, 0, 3, 2, 5, 3]}]},
     "level w1: cell (0,0): [tracks] tracks must pair the ports: tracks[4] = 5 but tracks[5] = 3"),
    ({"cells": [{"q": 0, "r": 0, "tracks": [0, 2, 1, 4, 3, 5]}]},
     "level w1: cell (0,0): [tracks] port 0 is joined to itself"),
    ({"moveLimit": 1000}, "level w1: [range] field 'moveLimit'"),
    ({"tiles": [{"id": "a", "q": 0, "r": 0, "dir": 1.5, "color": 1}]}, "level w1: tile a: [type] field 'dir'"),
    ({"tiles": [{"id": "a", "q": 3, "r": 0, "dir": 0, "color": 1}]},
     "level w1: tile a: [tile-off-board] (3,0) is not a cell of the board"),
])
def test_messages_name_the_file_level_place_and_field(tmp_path, change, expected):
    path = tmp_path / "level.json"
    path.write_text(json.dumps({**GOOD, **change}))
    with pytest.raises(LevelFileError) as info:
        load_pack(path)
    messages = [str(p) for p in info.value.problems]
    assert any(m.startswith(f"{path}: {expected}") for m in messages), messages


def test_a_pack_and_a_single_level_load_alike():
    single = parse_pack(GOOD, "x.json")
    single_with_mode = parse_pack({"mode": "hex-tracks", **GOOD}, "y.json")
    pack = parse_pack({"mode": "hex-tracks", "pack": 3, "title": "t", "levels": [GOOD]}, "z.json")
    assert single.levels == single_with_mode.levels == pack.levels
    assert single.pack < 0 and single_with_mode.pack != single.pack
