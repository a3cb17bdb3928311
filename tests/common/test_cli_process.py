"""`python -m core` as a real process: what only a process shows (its exit status, a reader
that closes the pipe early, Ctrl-C, the modules a one-mode command imports at start-up).
Everything else about the commands is tested in-process (test_cli.py). The modes come from the
registry or are the fixture mode, registered in the child (support/fixture_core.py); what one
mode's process does is tested in its folder (tests/modes/<folder>/)."""
import json
import subprocess
import sys

import pytest

from core import modes
from support.cli import ROOT, core, core_process, reader_gone
from support.fixture_mode import BUSY, FIXTURE, FIXTURE_CORE, first_shipped_pack, first_with
from support.interrupt import INTERRUPTED, Child


def test_exit_status_of_the_process():
    pack, levels = first_shipped_pack(first_with("solve").id)
    assert core_process("solve", pack, "--level", levels[0]).returncode == 0
    # a failed check: the fixture mode has no baked file, so its shipped bake is stale
    with Child(FIXTURE_CORE, "bake", "--check", "--mode", FIXTURE.id) as child:
        assert child.ended() == 1, child.stderr
    assert "is stale" in child.stderr and "Traceback" not in child.stderr, child.stderr
    proc = core_process("schema", "--mode", "chess")
    assert proc.returncode == 2 and proc.stderr.startswith("error: ") and "Traceback" not in proc.stderr


def test_a_closed_pipe_ends_quietly():
    pack, levels = first_shipped_pack(first_with("solve").id)
    with reader_gone() as stdout, Child("-m", "core", "solve", pack, "--level", levels[0], "--json",
                                        stdout=stdout) as child:
        assert child.ended() == 0, child.stderr
    assert child.stderr == ""


IMPORTS = """
import contextlib, io, json, sys
import core.no_pydantic_plugins  # as core/__main__.py
from core.cli import main
with contextlib.redirect_stdout(io.StringIO()):
    status = main(sys.argv[1:])
print(json.dumps({"status": status, "modules": sorted(sys.modules)}))
"""


def _imports(*argv):
    proc = subprocess.run([sys.executable, "-c", IMPORTS, *map(str, argv)], capture_output=True, text=True,
                          cwd=ROOT, timeout=120)
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout.splitlines()[-1])


def _foreign(modules, mode_id):
    """The imported modules of the other modes' packages."""
    others = [e.package for e in modes.entries() if e.id != mode_id]
    return [m for m in modules if any(m == p or m.startswith(p + ".") for p in others)]


@pytest.mark.parametrize("mode_id", modes.ids())
def test_a_one_mode_command_imports_only_that_mode(mode_id):
    """`schema --mode M`, `validate --mode M`, `solve FILE` of M and `python -m core M …` load
    M's package and no other mode's (so none of their pydantic models is built)."""
    mode = modes.entry(mode_id)
    commands = [("schema", "--mode", mode_id)]
    path = modes.get(mode_id).shipped_pack_paths()[0]
    first = modes.get(mode_id).load_pack(path).levels[0].id
    if mode.capabilities.validate:
        # one level keeps this quick; the command still loads every shipped pack of the mode
        commands.append(("validate", first, "--mode", mode_id))
    if mode.capabilities.solve:
        commands.append(("solve", path, "--level", first))
    if mode.capabilities.own_commands:
        commands.append((mode_id, "--help"))
    for argv in commands:
        result = _imports(*argv)
        assert result["status"] == 0, argv
        assert mode.package + ".mode" in result["modules"], argv
        assert _foreign(result["modules"], mode_id) == [], argv
        # start-up (issue 33): pydantic's plugin loader is not read (it imports importlib.metadata
        # and reads every package's entry points), nor the play-data commands, nor the output
        # checks by a command that writes no file
        unused = {"importlib.metadata", "core.telemetry.cli", "core.output"}
        assert unused.isdisjoint(result["modules"]), (argv, unused & set(result["modules"]))


def test_a_closed_pipe_ends_quietly_on_json_errors_too(tmp_path):
    pack = json.loads(first_shipped_pack(first_with("validate").id)[0].read_text(encoding="utf-8"))
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({**pack, "surprise": 1}))
    assert json.loads(core("validate", "--pack", bad, "--json").stdout.splitlines()[0])["error"]["rule"] \
        == "unknown-field"  # what the process has to write
    with reader_gone() as stdout, Child("-m", "core", "validate", "--pack", bad, "--json", stdout=stdout) as child:
        assert child.ended() == 2, child.stderr
    assert child.stderr == ""


def test_ctrl_c_leaves_no_partial_set_of_vectors(tmp_path):
    second = [e.id for e in modes.entries() if e.capabilities.conformance][1]
    out = tmp_path / "vectors"
    with Child("-m", "core", "conformance", "--out-dir", out, "--cases", "5") as child:
        child.wait_for(f"building the {second} vectors")  # the first mode's are made, not written
        status = child.interrupt()
    assert status == 130, child.stderr
    assert "Traceback" not in child.stderr
    assert child.stderr.splitlines()[-1] == INTERRUPTED
    assert not out.exists() or list(out.iterdir()) == [], "no vector file, not even a temp file"


@pytest.mark.parametrize("command", ["generate", "validate"])
def test_ctrl_c_in_any_command_is_one_line_and_writes_nothing(tmp_path, command):
    """In the middle of a mode's work: the fixture mode's, endless in the child."""
    out = tmp_path / "out.json"
    argv = [command, "--mode", FIXTURE.id, *(["--seed", "1", "--out", out] if command == "generate" else [])]
    with Child(FIXTURE_CORE, "--endless", *argv) as child:
        child.wait_for(BUSY)
        status = child.interrupt()
    assert status == 130, child.stderr
    assert [line for line in child.stderr.splitlines() if line != BUSY and not line.startswith("... ")] \
        == [INTERRUPTED], child.stderr
    assert list(tmp_path.iterdir()) == []
