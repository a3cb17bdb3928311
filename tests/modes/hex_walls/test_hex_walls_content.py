"""Hex Walls' content plan (core/modes/hex_walls/content.py): packs regenerate byte for byte,
each level from its generator run alone; boards fit a 360 x 640 dp phone (gates.py)."""
import dataclasses
import json
import re
import subprocess
import sys
from pathlib import Path

from core.common import hexgrid
from core.common.pack_curve import Graded, curve_problems
from core.jsonio import dumps_stable, read_json
from core.modes.hex_walls import gates
from core.modes.hex_walls.board import HexBoard
from core.modes.hex_walls.content import PLAN, Shape, build_pack, plan_of, run_level
from core.modes.hex_walls.grade import grade
from core.modes.hex_walls.mode import MODE
from core.modes.hex_walls.schema import Level, level_json

ROOT = Path(__file__).resolve().parents[3]


def committed(entry):
    return read_json(ROOT / "levels" / "03-hex-walls" / f"pack-{entry.pack}-{entry.slug}.json")


def test_every_plan_level_is_its_generator_run_made_again():
    for entry in PLAN:
        for data in committed(entry)["levels"]:
            run = int(re.search(r"content run (\d+)", data["teach"]).group(1))
            again = level_json(run_level(entry, run))
            strip = {"id", "teach"}
            assert {k: v for k, v in again.items() if k not in strip} == {k: v for k, v in data.items() if k not in strip}, data["id"]


def test_a_pack_build_is_byte_reproducible_and_rises_to_its_boss():
    small = dataclasses.replace(plan_of(3), shapes=(Shape(2, 3), Shape(2, 4)), quotas={"medium": 2, "hard": 1})
    first, second = build_pack(small), build_pack(small)
    assert dumps_stable(first) == dumps_stable(second) and len(first["levels"]) == 3
    levels = []
    for data in first["levels"]:
        report = grade(HexBoard(Level.model_validate(data)))
        levels.append(Graded(data["id"], report.grade, report.score))
    assert curve_problems(levels) == [] and levels[-1].grade == "hard"


def test_the_content_command_refuses_unknown_packs_and_never_overwrites():
    run = subprocess.run([sys.executable, "-m", "core", "03-hex-walls", "content", "--pack", "99"],
                         capture_output=True, text=True, cwd=ROOT)
    assert run.returncode == 2 and "no pack 99 in the content plan (plan: 3, 4, 5)" in run.stderr
    target = ROOT / "levels" / "03-hex-walls" / f"pack-3-{plan_of(3).slug}.json"
    before = target.read_bytes()
    run = subprocess.run([sys.executable, "-m", "core", "03-hex-walls", "content", "--pack", "3"],
                         capture_output=True, text=True, cwd=ROOT)
    assert run.returncode == 2 and "exists; --force replaces it" in run.stderr
    assert target.read_bytes() == before


def hexagon(radius: int, caption=None) -> Level:
    cells = [{"id": f"c{i}", "q": q, "r": r} for i, (q, r) in enumerate(hexgrid.spiral(radius))]
    return Level.model_validate({"id": "1-1", "cells": cells, **({"caption": caption} if caption else {})})


def test_a_radius_3_board_is_the_largest_that_keeps_hexes_48_dp_across():
    assert gates.hex_across(hexagon(3)) >= gates.MIN_ACROSS > gates.hex_across(hexagon(4))
    # under a caption the board is shorter: seven rows no longer fit
    assert gates.hex_across(hexagon(3, caption="t")) < gates.MIN_ACROSS <= gates.hex_across(hexagon(2, caption="t"))
    for pf in MODE.load_packs(MODE.shipped_pack_paths()):
        for level in pf.pack.levels:
            assert gates.hex_across(level) >= gates.MIN_ACROSS, level.id


def test_design_grade_answers_for_hex_walls():
    pack = str(ROOT / "levels" / "03-hex-walls" / "pack-2-turning.json")
    run = subprocess.run([sys.executable, "-m", "core", "design", "2-1", "--pack", pack, "--grade", "--json"],
                         capture_output=True, text=True, cwd=ROOT)
    assert run.returncode == 0, run.stderr
    answer = json.loads(run.stdout)
    assert answer["solved"] and answer["grade"] in ("easy", "medium") and "wall-phase" in answer["uses"]
    assert [t["step"] for t in answer["trace"]] and sorted(t["step"] for t in answer["trace"]) == list(range(1, 8))
    human = subprocess.run([sys.executable, "-m", "core", "design", "2-1", "--pack", pack, "--grade"],
                           capture_output=True, text=True, cwd=ROOT)
    assert human.returncode == 0 and f"2-1: grade {answer['grade']}" in human.stdout
