"""`python -m core`: dispatch on a file's mode, and every bad input ends in exit 2 with one
located line per problem, never a traceback or a hang (run in-process: support/cli.py; the
real process's exit status, pipes and imports are test_cli_process.py's). The modes come from
the registry or are the fixture mode (support/fixture_mode.py); what one mode's files refuse is
tested in its folder (tests/modes/<folder>/test_<mode>_cli.py)."""
import argparse
import json

import pytest

from core import modes, options
from core.cli import build_parser
from support.cli import ROOT, assert_bad_input, assert_number_option_strict, core
from support.fixture_mode import FIXTURE, FIXTURE_PACK, first_shipped_pack, first_with, register_fixture_mode


@pytest.fixture
def fixture_mode(monkeypatch):
    register_fixture_mode(monkeypatch)


def test_deeply_nested_files_are_refused(tmp_path, fixture_mode):
    lists = tmp_path / "lists.json"
    lists.write_text("[" * 100_000 + "]" * 100_000)
    assert_bad_input(core("solve", lists), str(lists), "[json]", "nested")
    deep = tmp_path / "deep.json"
    pack = json.loads(FIXTURE_PACK.read_text(encoding="utf-8"))
    pack["levels"][0]["numbers"] = "@"
    deep.write_text(json.dumps(pack).replace('"@"', "[" * 3000 + "]" * 3000))
    assert_bad_input(core("validate", "--pack", deep), str(deep), "nested")


def test_duplicate_keys_are_refused_by_name(tmp_path):
    path = tmp_path / "dup.json"
    path.write_text(f'{{"mode": "{modes.ids()[0]}", "pack": 1, "pack": 2, "title": "t", "levels": []}}')
    assert_bad_input(core("validate", "--pack", path), "duplicate key 'pack'")


def test_solve_limit_out_of_range(fixture_mode):
    assert_bad_input(core("solve", FIXTURE_PACK, "--limit", "99999999999"), "--limit")
    assert_bad_input(core("solve", FIXTURE_PACK, "--limit", "0"), "--limit")


def _design_value_options():
    """(mode id, option, its number type) of every design option of a registered mode that takes a number."""
    return [(e.id, option.name, option.takes) for e in modes.entries() if e.capabilities.design
            for option in modes.get(e.id).design_options if option.takes is not None]


@pytest.mark.parametrize("mode_id, option, takes", _design_value_options())
def test_number_options_are_read_strictly_and_listed(mode_id, option, takes):
    """A shared command's (a mode's own commands' are tested in its folder, test_<mode>_cli.py)."""
    pack, levels = first_shipped_pack(mode_id)
    assert_number_option_strict("design", (levels[0], "--pack", pack), f"--{option}", takes.low, takes.high)


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
    design_flags = {("design", f"--{option}") for _mode, option, _takes in _design_value_options()}
    assert design_flags and design_flags <= {(command, flag) for command, flag, _type in typed}
    assert [found for found in typed if not isinstance(found[2], options.Checked)] == []


def test_bake_to_a_folder_or_an_unwritable_path(tmp_path, fixture_mode):
    args = ("bake", "--pack", FIXTURE_PACK, "--level", "1-2", "--out")
    assert_bad_input(core(*args, tmp_path), str(tmp_path), "folder")
    missing = tmp_path / "file.json" / "below-a-file.json"
    (tmp_path / "file.json").write_text("{}")
    assert_bad_input(core(*args, missing), "cannot write")
    assert (tmp_path / "file.json").read_text() == "{}"
    assert_bad_input(core(*args, ROOT / "levels" / "playtest.json"), "inside levels/")


def test_files_of_an_unknown_or_missing_mode(tmp_path):
    unknown = tmp_path / "unknown.json"
    unknown.write_text('{"mode": "chess", "levels": []}')
    assert_bad_input(core("solve", unknown), "unknown mode 'chess'", *modes.ids())
    modeless = tmp_path / "modeless.json"
    modeless.write_text('{"levels": []}')
    assert_bad_input(core("validate", "--pack", modeless), "no \"mode\" field")


def test_usage_errors_are_one_line():
    assert_bad_input(core("generate", "--seed", "1"), "--mode")
    assert_bad_input(core("schema", "--mode", "chess"), "invalid choice")


def test_validate_json_lines_and_json_errors(tmp_path, fixture_mode):
    proc = core("validate", "--json", "--pack", FIXTURE_PACK)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    rows = [json.loads(line) for line in proc.stdout.splitlines()]
    levels = [level["id"] for level in json.loads(FIXTURE_PACK.read_text(encoding="utf-8"))["levels"]]
    assert [(row["level"], row["ok"], row["mode"]) for row in rows] == [(level, True, FIXTURE.id) for level in levels]
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"mode": FIXTURE.id, "pack": 1, "title": "t",
                               "levels": [{"id": "1-1", "numbers": [1, 1]}]}))
    proc = core("validate", "--json", "--pack", bad)
    assert proc.returncode == 2
    errors = [json.loads(line)["error"] for line in proc.stdout.splitlines()]
    assert [(e["file"], e["level"], e["rule"]) for e in errors] == [(str(bad), "1-1", "numbers")], errors


@pytest.mark.parametrize("mode_id", modes.ids())
def test_schema_dispatches_on_mode(mode_id):
    schema = json.loads(core("schema", "--mode", mode_id).stdout)
    assert schema["properties"]["mode"]["const"] == mode_id


@pytest.mark.parametrize("mode_id", [e.id for e in modes.entries() if e.capabilities.validate])
def test_every_shipped_level_of_every_mode_validates(mode_id, shipped_verdicts):
    status, rows = shipped_verdicts(mode_id)
    assert status == 0 and rows and all(row["ok"] and row["mode"] == mode_id for row in rows), \
        [row for row in rows if not row["ok"]]


def test_validate_of_several_modes_prints_a_table_per_mode(fixture_mode):
    """Files of two modes in one command: each mode's own table under its heading."""
    registered = first_with("validate")
    pack, levels = first_shipped_pack(registered.id)
    proc = core("validate", "--pack", FIXTURE_PACK, "--pack", pack)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    fixture_levels = len(json.loads(FIXTURE_PACK.read_text(encoding="utf-8"))["levels"])
    for entry, count in ((FIXTURE, fixture_levels), (registered, len(levels))):
        assert f"== {entry.id} ({entry.title})" in proc.stdout
        assert f"{count}/{count} levels pass" in proc.stdout


def test_damaged_game_ids_are_refused():
    assert_bad_input(core("solve", "--id", f"{first_with('game_id').id}:AAAA"), "[game-id]", "damaged")
    assert_bad_input(core("solve", "--id", "chess:AAAA"), "unknown mode 'chess'")


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
