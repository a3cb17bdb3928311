"""The content plan's command (core/modes/number_stroke/content.py): byte-reproducible packs
that rise to their boss, and a command that never writes over a pack unasked."""
import dataclasses
import subprocess
import sys
from pathlib import Path

from core.common.pack_curve import Graded, curve_problems
from core.jsonio import dumps_stable
from core.modes.number_stroke.board import Board
from core.modes.number_stroke.content import build_pack, plan_of
from core.modes.number_stroke.grade import grade
from core.modes.number_stroke.pack import parse_pack

ROOT = Path(__file__).resolve().parents[3]


def test_a_pack_build_is_byte_reproducible_and_rises_to_its_boss():
    small = dataclasses.replace(plan_of(4), sizes=(10, 11), quotas={"easy": 1, "medium": 2})
    first, second = build_pack(small), build_pack(small)
    assert dumps_stable(first) == dumps_stable(second)
    pack = parse_pack(first, "<built>")
    assert [lv.id for lv in pack.levels] == ["4-1", "4-2", "4-3"]
    levels = [Graded(lv.id, (r := grade(Board(lv))).grade, r.score) for lv in pack.levels]
    assert [g.grade for g in levels].count("medium") == 2 and curve_problems(levels) == []


def test_the_content_command_refuses_unknown_packs_and_never_overwrites():
    run = subprocess.run([sys.executable, "-m", "core", "01-number-stroke", "content", "--pack", "2"],
                         capture_output=True, text=True, cwd=ROOT)
    assert run.returncode == 2 and "no pack 2 in the content plan" in run.stderr
    target = ROOT / "levels" / "01-number-stroke" / f"pack-4-{plan_of(4).slug}.json"
    before = target.read_bytes()
    run = subprocess.run([sys.executable, "-m", "core", "01-number-stroke", "content", "--pack", "4"],
                         capture_output=True, text=True, cwd=ROOT)
    assert run.returncode == 2 and "exists; --force replaces it" in run.stderr and "Traceback" not in run.stderr
    assert target.read_bytes() == before
