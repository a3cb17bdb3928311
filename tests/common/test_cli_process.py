"""`python -m core` as a real process: what only a process shows (its exit status, a reader
that closes the pipe early, the modules a one-mode command imports at start-up). Everything
else about the commands is tested in-process (test_cli.py)."""
import json
import subprocess
import sys

import pytest

from core import modes
from support.cli import ROOT, core_process

TUTORIAL = ROOT / "levels" / "01-number-stroke" / "pack-1-tutorial.json"


def test_exit_status_of_the_process(tmp_path):
    assert core_process("solve", TUTORIAL, "--level", "1-2").returncode == 0
    square = [{"id": name, "x": x, "y": y, "w": 1, "h": 1} for name, x, y in (("a", 0, 0), ("b", 1, 0), ("c", 0, 1))]
    open_board = tmp_path / "open.json"  # three cells, no clue: more than one route
    open_board.write_text(json.dumps({"mode": "01-number-stroke", "pack": 1, "title": "t",
                                      "levels": [{"id": "1-1", "cells": square}]}))
    proc = core_process("validate", "--pack", open_board)
    assert proc.returncode == 1 and "0/1 levels pass" in proc.stdout, proc.stdout + proc.stderr
    proc = core_process("schema", "--mode", "chess")
    assert proc.returncode == 2 and proc.stderr.startswith("error: ") and "Traceback" not in proc.stderr


def test_a_closed_pipe_ends_quietly():
    proc = subprocess.Popen([sys.executable, "-m", "core", "solve", TUTORIAL, "--json", "--limit", "50"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT)
    proc.stdout.readline()
    proc.stdout.close()
    assert proc.wait(timeout=60) == 0
    assert proc.stderr.read() == b""


IMPORTS = """
import contextlib, io, json, sys
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
