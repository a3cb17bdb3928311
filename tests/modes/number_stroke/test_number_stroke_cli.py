"""What `python -m core` refuses and answers on Number Stroke's files (the shared commands'
behaviour on any mode is tests/common/test_cli.py's)."""
import base64
import json
import zlib

from core.modes.number_stroke.catalog import load_all_levels
from core.modes.number_stroke.schema import MAX_CELLS, MODE_ID
from support.cli import assert_bad_input, core


def test_oversized_levels_are_refused_quickly(tmp_path):
    cells = [{"id": f"c{i}", "x": i % 1000, "y": i // 1000, "w": 1, "h": 1} for i in range(130_000)]
    path = tmp_path / "big.json"
    path.write_text(json.dumps({"mode": MODE_ID, "pack": 1, "title": "t", "levels": [{"id": "1-1", "cells": cells}]}))
    assert_bad_input(core("solve", path), "level 1-1", "[too-long]", "cells")
    assert f"{MAX_CELLS} cells a level" in core("limits").stdout


def test_generate_refuses_a_board_past_its_size():
    assert_bad_input(core("generate", "--mode", MODE_ID, "--seed", "1", "--cells", "100000",
                          "--out", "/tmp/never.json"), "--cells")


def test_validate_json_lines_and_json_errors(tmp_path, shipped_verdicts):
    status, lines = shipped_verdicts(MODE_ID)
    assert status == 0
    rows = [line for line in lines if "level" in line]  # the levels, then the packs' summary object
    assert [line["ok"] for line in lines if "summary" in line] == [True]
    assert [r["level"] for r in rows] == [level.id for level in load_all_levels()]
    assert all(r["ok"] and r["count"] == 1 and r["mode"] == MODE_ID and r["grade"] for r in rows)
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"mode": MODE_ID, "pack": 1, "title": "t", "levels": [
        {"id": "1-1", "cells": [{"id": "a", "x": 0, "y": 0, "w": 1, "h": 1, "clue": 9}]}]}))
    proc = core("validate", "--json", "--pack", bad)
    assert proc.returncode == 2
    errors = [json.loads(line)["error"] for line in proc.stdout.splitlines()]
    assert errors == [{"file": str(bad), "level": "1-1", "cell": "a", "rule": "clue-range",
                       "detail": "clue 9 is outside 1..1 (N = 1)"}]


def test_a_forged_game_id_is_checked_as_a_file_is():
    forged = base64.urlsafe_b64encode(zlib.compress(b'{"cells": [{"id": "a", "x": 0, "y": 0, "w": 1, "h": 1, "clue": 5}]}'))
    assert_bad_input(core("solve", "--id", f"{MODE_ID}:" + forged.decode().rstrip("=")),
                     "game id: level 1-1: cell a: [clue-range]")
