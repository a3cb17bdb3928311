"""The commands over Hex Tracks files: solve --json, analyze, generate, validate, campaign,
trace; bad input ends in exit 2 with located lines."""
import json

from support.cli import ROOT, assert_number_option_strict, core

PACK1 = ROOT / "levels" / "hex-tracks" / "pack-1.json"
SOLVE_KEYS = ["level", "reachable", "solvable", "exhausted", "minimumMoves", "minimumActions", "rotations", "actions",
              "verdict"]


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
        assert line["reachable"] and line["solvable"] and not line["exhausted"] and line["verdict"] == "solvable"
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


def test_an_empty_level_is_never_solvable(tmp_path):
    path = single_level(tmp_path, tiles=[])
    line = json.loads(core("solve", path, "--json").stdout)
    assert (line["solvable"], line["verdict"], line["minimumActions"]) == (False, "empty", 0)
    assert "never solvable" in core("solve", path).stdout
    assert core("validate", "--pack", path).returncode == 1


def test_a_capped_search_is_never_reported_solvable(monkeypatch):
    from core.modes.hex_tracks import solver
    from core.modes.hex_tracks.mode import MODE

    level = next(lv for lv in MODE.load_pack(PACK1).levels if lv.beat == "switch")  # needs a rotation
    uncapped = solver.solve
    monkeypatch.setattr(solver, "solve", lambda tables: uncapped(tables, cap=0))
    line, human = MODE.solve_level(level, 2)
    assert line["reachable"] and line["exhausted"]
    assert (line["solvable"], line["verdict"], line["rotations"]) == (False, "exhausted", None)
    assert "stopped at its cap" in human[0]


def test_validate_prints_the_campaign_table_and_its_counts():
    proc = core("validate", "--mode", "hex-tracks")
    assert proc.returncode == 0, proc.stdout[-3000:]
    lines = proc.stdout.splitlines()
    assert lines[0].split()[:3] == ["level", "chapter", "beat"] and "start turns" in lines[0]
    assert lines[0].split()[5:9] == ["cells", "tiles", "R", "greedy"] and lines[0].split()[-2:] == ["grazing", "result"]
    assert lines[1].split()[:4] == ["1-1", "1", "enter", "进入"]
    assert any(line.startswith("campaign: 48 levels; R >= 1 in ") and "R >= 3 in " in line for line in lines)
    assert any(line.startswith("greedy gap (issue 30): the greedy player needs more turns than R in ")
               for line in lines)
    assert any(line.startswith("grazing (issue 30; a gate of every campaign level") and " 0 of 48 levels " in line
               for line in lines)
    proc = core("validate", "--mode", "hex-tracks", "--json")
    rows = [json.loads(line) for line in proc.stdout.splitlines()]
    assert len(rows) == 49 and "level" not in rows[-1] and rows[-1]["ok"] and rows[-1]["problems"] == []
    assert rows[-1]["summary"][0].startswith("campaign: 48")
    assert {"rotations", "greedy", "grazing", "states", "score", "band", "beat", "startRotation"} <= set(rows[0])
    part = core("validate", "--pack", PACK1)
    assert part.returncode == 0 and "campaign counts not checked: 6 of the 48" in part.stdout


def test_routes_reads_its_orientation_strictly():
    assert_number_option_strict("hex-tracks routes", (PACK1,), "--orientation", 0, 5)
