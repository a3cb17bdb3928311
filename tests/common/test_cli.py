"""`python -m core`: dispatch on a file's mode, and every bad input ends in exit 2 with one
located line per problem, never a traceback or a hang (run in-process: support/cli.py; the
real process's exit status, pipes and imports are test_cli_process.py's)."""
import argparse
import json

import pytest

from core import modes, options
from core.cli import build_parser
from core.modes.number_stroke.schema import MAX_CELLS
from support.cli import ROOT, assert_bad_input, assert_number_option_strict, core

TUTORIAL = ROOT / "levels" / "01-number-stroke" / "pack-1-tutorial.json"


def test_deeply_nested_files_are_refused(tmp_path):
    lists = tmp_path / "lists.json"
    lists.write_text("[" * 100_000 + "]" * 100_000)
    assert_bad_input(core("solve", lists), str(lists), "[json]", "nested")
    clue = tmp_path / "clue.json"
    level = {"id": "1-1", "cells": [{"id": "a", "x": 0, "y": 0, "w": 1, "h": 1, "clue": "@"}]}
    text = json.dumps({"mode": "01-number-stroke", "pack": 1, "title": "t", "levels": [level]})
    clue.write_text(text.replace('"@"', "[" * 3000 + "]" * 3000))
    assert_bad_input(core("validate", "--pack", clue), str(clue), "nested")


def test_duplicate_keys_are_refused_by_name(tmp_path):
    path = tmp_path / "dup.json"
    path.write_text('{"mode": "01-number-stroke", "pack": 1, "pack": 2, "title": "t", "levels": []}')
    assert_bad_input(core("validate", "--pack", path), "duplicate key 'pack'")


def test_solve_limit_out_of_range():
    assert_bad_input(core("solve", TUTORIAL, "--limit", "99999999999"), "--limit")
    assert_bad_input(core("solve", TUTORIAL, "--limit", "0"), "--limit")


def test_number_options_are_read_strictly_and_listed():
    """A shared command's (a mode's own commands' are tested in its folder, test_<mode>_cli.py)."""
    assert_number_option_strict("design", ("1-1", "--pack", TUTORIAL), "--suggest", 1, 50)


def _typed_options(parser, command=""):
    """(command, option, type) of every option of ``parser`` and its sub-commands that reads a value with a type."""
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                yield from _typed_options(sub, f"{command} {name}".strip())
        elif action.type is not None:
            yield command, (action.option_strings or [action.dest])[0], action.type


def test_every_option_with_a_typed_value_reads_it_strictly():
    """No option reads its value with int() or float() (which take 1_0, ' 5' and ١٢): each is
    an options.Checked, which `limits` lists."""
    argvs = [["design"]] + [["generate", "--mode", e.id] for e in modes.entries() if e.capabilities.generate] \
        + [[e.id] for e in modes.entries() if e.capabilities.own_commands]
    typed = [found for argv in argvs for found in _typed_options(build_parser(argv))]
    assert ("design", "--suggest") in {(command, flag) for command, flag, _type in typed}
    assert [found for found in typed if not isinstance(found[2], options.Checked)] == []


def test_bake_to_a_folder_or_an_unwritable_path(tmp_path):
    args = ("bake", "--pack", TUTORIAL, "--level", "1-2", "--out")
    assert_bad_input(core(*args, tmp_path), str(tmp_path), "folder")
    missing = tmp_path / "file.json" / "below-a-file.json"
    (tmp_path / "file.json").write_text("{}")
    assert_bad_input(core(*args, missing), "cannot write")
    assert (tmp_path / "file.json").read_text() == "{}"
    assert_bad_input(core(*args, ROOT / "levels" / "playtest.json"), "inside levels/")


def test_oversized_levels_are_refused_quickly(tmp_path):
    cells = [{"id": f"c{i}", "x": i % 1000, "y": i // 1000, "w": 1, "h": 1} for i in range(130_000)]
    path = tmp_path / "big.json"
    path.write_text(json.dumps({"mode": "01-number-stroke", "pack": 1, "title": "t",
                                "levels": [{"id": "1-1", "cells": cells}]}))
    assert_bad_input(core("solve", path), "level 1-1", "[too-long]", "cells")
    assert f"{MAX_CELLS} cells a level" in core("limits").stdout


def test_files_of_an_unknown_or_missing_mode(tmp_path):
    unknown = tmp_path / "unknown.json"
    unknown.write_text('{"mode": "chess", "levels": []}')
    assert_bad_input(core("solve", unknown), "unknown mode 'chess'", "01-number-stroke")
    modeless = tmp_path / "modeless.json"
    modeless.write_text('{"levels": []}')
    assert_bad_input(core("validate", "--pack", modeless), "no \"mode\" field")


def test_usage_errors_are_one_line():
    assert_bad_input(core("generate", "--seed", "1"), "--mode")
    assert_bad_input(core("schema", "--mode", "chess"), "invalid choice")
    assert_bad_input(core("generate", "--mode", "01-number-stroke", "--seed", "1", "--cells", "100000",
                          "--out", "/tmp/never.json"), "--cells")


def test_validate_json_lines_and_json_errors(tmp_path, shipped_verdicts):
    status, lines = shipped_verdicts("01-number-stroke")
    assert status == 0
    from core.modes.number_stroke.catalog import load_all_levels

    rows = [line for line in lines if "level" in line]  # the levels, then the packs' summary object
    assert [line["ok"] for line in lines if "summary" in line] == [True]

    assert [r["level"] for r in rows] == [level.id for level in load_all_levels()]
    assert all(r["ok"] and r["count"] == 1 and r["mode"] == "01-number-stroke" and r["grade"] for r in rows)
    bad = tmp_path / "bad.json"
    bad.write_text('{"mode": "01-number-stroke", "pack": 1, "title": "t", "levels": '
                   '[{"id": "1-1", "cells": [{"id": "a", "x": 0, "y": 0, "w": 1, "h": 1, "clue": 9}]}]}')
    proc = core("validate", "--json", "--pack", bad)
    assert proc.returncode == 2
    errors = [json.loads(line)["error"] for line in proc.stdout.splitlines()]
    assert errors == [{"file": str(bad), "level": "1-1", "cell": "a", "rule": "clue-range",
                       "detail": "clue 9 is outside 1..1 (N = 1)"}]


def test_schema_dispatches_on_mode():
    schema = json.loads(core("schema", "--mode", "01-number-stroke").stdout)
    assert schema["properties"]["mode"]["const"] == "01-number-stroke"


@pytest.mark.parametrize("mode_id", [e.id for e in modes.entries() if e.capabilities.validate])
def test_every_shipped_level_of_every_mode_validates(mode_id, shipped_verdicts):
    status, rows = shipped_verdicts(mode_id)
    assert status == 0 and rows and all(row["ok"] and row["mode"] == mode_id for row in rows), \
        [row for row in rows if not row["ok"]]


def test_validate_of_several_modes_prints_a_table_per_mode(tmp_path):
    """Files of two modes in one command: each mode's own table under its heading."""
    walls = ROOT / "levels" / "03-hex-walls" / "pack-1-tutorial.json"
    proc = core("validate", "--pack", TUTORIAL, "--pack", walls)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "== 01-number-stroke (Number Stroke)" in proc.stdout and "== 03-hex-walls (Hex Walls)" in proc.stdout
    assert proc.stdout.count("10/10 levels pass") == 2


def test_game_ids_round_trip_and_damaged_ones_are_refused(tmp_path):
    import base64
    import zlib

    for pack, level in (("01-number-stroke/pack-2-advanced.json", "2-7"), ("03-hex-walls/pack-2-turning.json", "2-3")):
        game_id = core("id", ROOT / "levels" / pack, "--level", level).stdout.strip()
        by_file = json.loads(core("solve", ROOT / "levels" / pack, "--level", level, "--json").stdout)
        by_id = json.loads(core("solve", "--id", game_id, "--json").stdout)
        assert by_id["solution"] == by_file["solution"] and by_id["count"] == 1
        out = tmp_path / f"{level}.json"
        assert core("id", "--decode", game_id, "--out", out).returncode == 0
        assert json.loads(core("solve", out, "--json").stdout)["solution"] == by_file["solution"]
    assert_bad_input(core("solve", "--id", "01-number-stroke:AAAA"), "[game-id]", "damaged")
    assert_bad_input(core("solve", "--id", "chess:AAAA"), "unknown mode 'chess'")
    forged = base64.urlsafe_b64encode(zlib.compress(b'{"cells": [{"id": "a", "x": 0, "y": 0, "w": 1, "h": 1, "clue": 5}]}'))
    assert_bad_input(core("solve", "--id", "01-number-stroke:" + forged.decode().rstrip("=")), "game id: level 1-1: cell a: [clue-range]")


@pytest.mark.parametrize("mode_id", [e.id for e in modes.entries() if e.capabilities.game_id])
def test_every_mode_with_game_ids_round_trips_a_shipped_level(mode_id, tmp_path):
    mode = modes.get(mode_id)
    path = mode.shipped_pack_paths()[0]
    level = mode.load_pack(path).levels[-1].id  # the last: past the first where a pack has more than one
    game_id = core("id", path, "--level", level).stdout.strip()
    assert game_id.startswith(mode_id + ":")
    by_file = json.loads(core("solve", path, "--level", level, "--json").stdout)
    by_id = json.loads(core("solve", "--id", game_id, "--json").stdout)
    out = tmp_path / "decoded.json"
    assert core("id", "--decode", game_id, "--out", out).returncode == 0
    by_decoded = json.loads(core("solve", out, "--json").stdout)
    for line in (by_file, by_id, by_decoded):
        del line["level"]  # the decoded level has an id of its own
    assert by_id == by_file == by_decoded
