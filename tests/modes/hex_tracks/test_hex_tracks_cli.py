"""The commands over Hex Tracks files: solve --json, analyze, generate, validate, campaign,
trace; bad input ends in exit 2 with located lines."""
import json

from support.cli import ROOT, core

PACK1 = ROOT / "levels" / "hex-tracks" / "pack-1.json"
SOLVE_KEYS = ["level", "reachable", "solvable", "exhausted", "minimumMoves", "minimumActions", "rotations", "actions"]


def single_level(tmp_path, **change):
    level = {"version": 1, "id": "w1", "name": "workshop", "moveLimit": 2,
             "cells": [{"q": 0, "r": r, "tracks": [3, 4, 5, 0, 1, 2]} for r in (0, -1, -2)],
             "tiles": [{"id": "a", "q": 0, "r": 0, "dir": 0, "color": 1}, {"id": "b", "q": 0, "r": -2, "dir": 0, "color": 2}]}
    level.update(change)
    path = tmp_path / "level.json"
    path.write_text(json.dumps({"mode": "hex-tracks", **level}))
    return path


def test_solve_json_has_one_line_per_level_with_the_issue_fields():
    proc = core("solve", PACK1, "--json")
    assert proc.returncode == 0, proc.stderr
    lines = [json.loads(line) for line in proc.stdout.splitlines()]
    assert [line["level"] for line in lines] == [f"1-{i}" for i in range(1, 7)]
    for line in lines:
        assert list(line) == SOLVE_KEYS
        assert line["reachable"] and line["solvable"] and not line["exhausted"]
        assert line["minimumActions"] == line["minimumMoves"] + line["rotations"] == len(line["actions"])


def test_a_single_level_file_solves_and_analyzes(tmp_path):
    path = single_level(tmp_path)
    line = json.loads(core("solve", path, "--json").stdout)
    assert line["actions"] == [{"op": "tap", "tile": "b"}, {"op": "tap", "tile": "a"}]
    proc = core("hex-tracks", "analyze", path, "--json")
    assert proc.returncode == 0, proc.stderr
    analysis = json.loads(proc.stdout)
    assert analysis["level"] == "w1" and analysis["score"] == 32 and analysis["gates"] == []
    assert core("validate", "--pack", path).returncode == 0
    trace = json.loads(core("hex-tracks", "trace", path, "--tile", "a").stdout)
    assert trace["outcome"] == "blocked" and trace["blocker"] == "b"


def test_validate_fails_a_level_that_cannot_be_cleared(tmp_path):
    path = single_level(tmp_path, tiles=[{"id": "a", "q": 0, "r": 0, "dir": 0, "color": 1},
                                         {"id": "b", "q": 0, "r": -1, "dir": 3, "color": 2}])
    proc = core("validate", "--pack", path)
    assert proc.returncode == 1 and "cannot be cleared" in proc.stdout
    line = json.loads(core("solve", path, "--json").stdout)
    assert line["reachable"] is False and line["minimumMoves"] is None and line["actions"] == []


def test_bad_input_exits_2_with_located_lines(tmp_path):
    path = single_level(tmp_path, tiles=[{"id": "a", "q": 5, "r": 0, "dir": 0, "color": 1}],
                        cells=[{"q": 0, "r": 0, "tracks": [1, 0, 3, 2, 5, 5]}])
    for argv in (("solve", path), ("validate", "--pack", path), ("hex-tracks", "analyze", path)):
        proc = core(*argv)
        assert proc.returncode == 2 and "Traceback" not in proc.stderr
        lines = proc.stderr.strip().splitlines()
        assert all(line.startswith("error: ") for line in lines)
        assert any(f"{path}: level w1: cell (0,0): [tracks]" in line for line in lines)


def test_generate_writes_seeded_candidates(tmp_path):
    out = tmp_path / "candidates.json"
    args = ("generate", "--mode", "hex-tracks", "--seed", "5", "--count", "2", "--radius", "2",
            "--tiles", "4", "--options", '{"maxBaseTurns": 1}')
    proc = core(*args, "--out", out)
    assert proc.returncode == 0, proc.stderr
    first = out.read_text()
    assert core(*args, "--out", out, "--force").returncode == 0 and out.read_text() == first
    levels = json.loads(first)["levels"]
    assert len(levels) == 2 and all(lv["id"].startswith("gen-") and len(lv["tiles"]) == 4 for lv in levels)
    bad = core("generate", "--mode", "hex-tracks", "--seed", "1", "--options", '{"speed": 1}', "--out", tmp_path / "x.json")
    assert bad.returncode == 2 and "unknown option" in bad.stderr
