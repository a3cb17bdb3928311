"""The baked runtime data: deterministic, faithful to the levels, and never stale in git."""
import json
import subprocess
import sys

from core.hamilton import EVEN, ODD, PathProblem
from core.number_stroke.bake import bake_packs
from core.number_stroke.catalog import BAKED_FILE, load_packs, shipped_pack_paths


def test_committed_baked_file_is_fresh():
    proc = subprocess.run([sys.executable, "-m", "core", "bake", "--check"], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr


def test_bake_is_deterministic_and_follows_the_contract():
    packs = load_packs(shipped_pack_paths())
    first, second = bake_packs(packs), bake_packs(packs)
    assert json.dumps(first) == json.dumps(second)
    assert first["format"] == 1 and first["mode"] == "01-number-stroke"
    for pack in first["packs"]:
        assert set(pack["title"]) == {"zh", "en"}
        for level in pack["levels"]:
            cells = level["cells"]
            owned = [tuple(u) for c in cells for u in c["units"]]
            assert len(owned) == len(set(owned))
            assert all(0 <= x < level["width"] and 0 <= y < level["height"] for x, y in owned)
            assert "teach" not in level
            problem = PathProblem(
                tuple(tuple(a) for a in level["adjacency"]),
                tuple(c["clue"] for c in cells),
                tuple({"": 0, "odd": ODD, "even": EVEN}[c["parity"]] for c in cells),
            )
            assert problem.is_solution(level["hintPath"]), level["id"]


def test_the_committed_file_is_what_the_engine_loads():
    data = json.loads(BAKED_FILE.read_text(encoding="utf-8"))
    assert sum(len(p["levels"]) for p in data["packs"]) == 26
