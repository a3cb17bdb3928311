"""python -m core on City Cat Catch files: located errors (exit 2), solve --json, generate."""
import json

import pytest

from support.cli import ROOT as REPO, core

from core.modes.city_cat_catch.policies import PANEL

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
    pieces = {lv["id"]: len(lv["pieces"]) for lv in json.loads(PACK.read_text(encoding="utf-8"))["levels"]}
    assert all(x["solvable"] and len(x["witness"]) == pieces[x["level"]] for x in lines)


def test_validate_one_level_json_and_table():
    proc = core("validate", "harbor-2", "--json", "--mode", "city-cat-catch")
    assert proc.returncode == 0, proc.stderr
    row = json.loads(proc.stdout)
    assert row["ok"] and row["provedClearable"] and row["regenerates"] is True
    assert row["target"] == 0.935 and abs(row["passRateMean"] - 0.935) <= 0.05 and row["band"] == [0.9, 1.0]
    lo, hi = row["passRateInterval"]
    assert 0.9 <= lo <= row["passRateMean"] <= hi <= 1.0 and row["streams"] == 20 and row["streamsInBand"] >= 19
    assert row["durationSec"] > 0 and row["targetDurationSec"] == [45, 120]
    for key in ("avgTurnsToFinish", "avgPeakSlotUsage", "openingStability", "stuckRate", "toolAssistPassRate"):
        assert isinstance(row[key], (int, float))
    assert list(row["policyMeans"]) == list(PANEL) and all(0 <= r <= 1 for r in row["policyMeans"].values())
    proc = core("validate", "harbor-2", "--mode", "city-cat-catch")
    head, line = proc.stdout.splitlines()[:2]
    for column in ("target", "mean", "95% interval", "band", "duration", " mf ", " la ", " hm "):
        assert column in head
    assert line.startswith("harbor-2") and "0.935" in line and "[0.90, 1.00]" in line


def test_generate_candidates_and_bad_arguments(tmp_path):
    out = tmp_path / "cand.json"
    proc = core("generate", "--mode", "city-cat-catch", "--city", "lantern", "--level", "3", "--seed", "12345",
                "--runs", "300", "--out", out)
    assert proc.returncode == 0, proc.stderr
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["levels"][0]["seed"] == "12345" and data["levels"][0]["id"] == "lantern-3-s12345"
    assert core("solve", out, "--json").returncode == 0
    daily = tmp_path / "daily.json"
    proc = core("generate", "--mode", "city-cat-catch", "--city", "snowpine", "--level", "4", "--daily", "2031-06-15",
                "--out", daily)
    assert proc.returncode == 0, proc.stderr
    level = json.loads(daily.read_text(encoding="utf-8"))["levels"][0]
    assert level["seedText"] == "2031-06-15:daily:snowpine:v1" and level["id"] == "daily-2031-06-15-snowpine"
    from core.modes.city_cat_catch.board import load_pack
    from core.modes.city_cat_catch.shipping import regenerates

    assert regenerates(load_pack(daily).levels[0]) is True
    proc = core("validate", "--pack", daily, "--json")  # no preset to aim at: gates, proof, regeneration
    row = json.loads(proc.stdout)
    assert proc.returncode == 0 and row["ok"] and row["regenerates"] is True and "target" in row
    assert row["target"] is None and row["streams"] == 20
    proc = core("generate", "--mode", "city-cat-catch", "--city", "nowhere", "--level", "2", "--out", tmp_path / "x.json")
    assert proc.returncode == 2 and "--city" in proc.stderr
    for bad in ("2026-13-01", "1999-12-31", "10000-01-01"):
        proc = core("generate", "--mode", "city-cat-catch", "--city", "harbor", "--level", "2", "--daily", bad,
                    "--out", tmp_path / "y.json")
        assert proc.returncode == 2 and "--daily" in proc.stderr and "Traceback" not in proc.stderr
