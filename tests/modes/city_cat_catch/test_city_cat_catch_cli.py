"""python -m core on City Cat Catch files: located errors (exit 2), solve --json, generate."""
import json

import pytest

from support.cli import ROOT as REPO, core

PACK = REPO / "levels/city-cat-catch/pack-1-harbor.json"


def broken(tmp_path, edit):
    raw = json.loads(PACK.read_text(encoding="utf-8"))
    raw["levels"] = raw["levels"][:2]
    edit(raw)
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(raw), encoding="utf-8")
    return path


@pytest.mark.parametrize("edit,expect", [
    (lambda r: r["levels"][0]["pieces"][0].update(elementId="harbor_99"), "level harbor-1: piece p001: [unknown-element]"),
    (lambda r: r["levels"][0]["pieces"].pop(), "level harbor-1: [kind-count]"),
    (lambda r: r["levels"][1]["pieces"][0].update(x="10"), "level harbor-2: piece p001: [type]"),
    (lambda r: r["levels"][0]["pieces"][1].update(x=r["levels"][0]["pieces"][0]["x"] + 10,
                                                  y=r["levels"][0]["pieces"][0]["y"],
                                                  layer=r["levels"][0]["pieces"][0]["layer"]), "[same-layer-overlap]"),
    (lambda r: r["levels"][0].update(cityId="atlantis"), "[unknown-city]"),
    (lambda r: r["levels"][0]["pieces"][0].update(y=1100), "[outside-stack]"),
])
def test_bad_boards_exit_2_with_located_lines(tmp_path, edit, expect):
    path = broken(tmp_path, edit)
    proc = core("validate", "--pack", path)
    assert proc.returncode == 2, proc.stderr
    assert expect in proc.stderr
    if "unknown-element" in expect:
        proc = core("solve", path)
        assert proc.returncode == 2 and expect in proc.stderr


def test_solve_json_lines():
    proc = core("solve", PACK, "--json")
    assert proc.returncode == 0
    lines = [json.loads(x) for x in proc.stdout.splitlines()]
    assert [x["level"] for x in lines] == [f"harbor-{i}" for i in range(1, 7)]
    assert all(x["solvable"] and len(x["witness"]) in (18, 24, 60, 72, 90, 126) for x in lines)


def test_validate_one_level_json():
    proc = core("validate", "harbor-1", "--json", "--mode", "city-cat-catch")
    assert proc.returncode == 0, proc.stderr
    row = json.loads(proc.stdout)
    assert row["ok"] and row["provedClearable"] and row["regenerates"] is True and row["toolFreePassRate"] >= 0.95


def test_generate_candidates_and_bad_arguments(tmp_path):
    out = tmp_path / "cand.json"
    proc = core("generate", "--mode", "city-cat-catch", "--city", "lantern", "--level", "2", "--seed", "12345",
                "--runs", "200", "--out", out)
    assert proc.returncode == 0, proc.stderr
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["levels"][0]["seed"] == "12345" and data["levels"][0]["id"] == "lantern-2-s12345"
    assert core("solve", out, "--json").returncode == 0
    proc = core("generate", "--mode", "city-cat-catch", "--city", "nowhere", "--level", "2", "--out", tmp_path / "x.json")
    assert proc.returncode == 2 and "--city" in proc.stderr
    proc = core("generate", "--mode", "city-cat-catch", "--city", "harbor", "--level", "2", "--daily", "2026-13-01",
                "--out", tmp_path / "y.json")
    assert proc.returncode == 2 and "--daily" in proc.stderr
