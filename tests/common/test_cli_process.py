"""`python -m core` as a real process: what only a process shows (its exit status, a reader
that closes the pipe early, the modules a one-mode command imports at start-up). Everything
else about the commands is tested in-process (test_cli.py)."""
import json
import subprocess
import sys

import pytest

from core import modes
from support.cli import ROOT, core_process
from support.interrupt import Child

TUTORIAL = ROOT / "levels" / "01-number-stroke" / "pack-1-tutorial.json"
SLOW_BOARD = ROOT / "tests" / "fixtures" / "number-stroke-slow-board.json"


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
    with Child("-m", "core", "solve", TUTORIAL, "--json", "--limit", "50", stdout=subprocess.PIPE) as child:
        child.stdout_line()
        child.proc.stdout.close()  # `| head -1`
        assert child.ended() == 0
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
    bad = tmp_path / "bad.json"
    level = {"id": "1-1", "cells": [{"id": f"c{i}", "x": i, "y": 0, "w": 1, "h": 1, "color": 1} for i in range(300)]}
    bad.write_text(json.dumps({"mode": "01-number-stroke", "pack": 1, "title": "t", "levels": [level]}))
    with Child("-m", "core", "validate", "--pack", bad, "--json", stdout=subprocess.PIPE) as child:
        assert json.loads(child.stdout_line())["error"]["rule"] == "unknown-field"
        child.proc.stdout.close()  # `| head -1`
        assert child.ended() == 2
        assert child.stderr == ""


INTERRUPTED = "error: interrupted (Ctrl-C); no file was left half-written"


def test_ctrl_c_leaves_no_partial_set_of_vectors(tmp_path):
    out = tmp_path / "vectors"
    with Child("-m", "core", "conformance", "--out-dir", out, "--cases", "5") as child:
        child.wait_for("building the 03-hex-walls vectors")  # the first mode's are made, not written
        status = child.interrupt()
    assert status == 130, child.stderr
    assert "Traceback" not in child.stderr
    assert child.stderr.splitlines()[-1] == INTERRUPTED
    assert not out.exists() or list(out.iterdir()) == [], "no vector file, not even a temp file"


def test_ctrl_c_reaches_the_native_path_search():
    """A search that would run for hours: Ctrl-C ends it, with one line and exit 130."""
    script = ("import signal, sys\n"
              "from core.hamilton import count_paths\n"
              "from core.hamilton.problem import PathProblem\n"
              "from tests.support.boards import grid_board\n"
              "board = grid_board(9, 9)\n"
              "signal.setitimer(signal.ITIMER_REAL, 0.5)\n"
              "signal.signal(signal.SIGALRM, lambda *_: signal.raise_signal(signal.SIGINT))\n"
              "try:\n"
              "    count_paths(PathProblem.build(board.adjacency), limit=10**15)\n"
              "except KeyboardInterrupt:\n"
              "    print('interrupted')\n")
    with Child("-c", script, stdout=subprocess.PIPE) as child:
        child.ended()
    assert child.stdout.strip() == "interrupted", child.stdout + child.stderr


def test_ctrl_c_in_a_cp_sat_solve_ends_the_command_not_the_process():
    """CP-SAT left to itself takes SIGINT from Python, and a Ctrl-C during its solve then
    aborted the process (``terminate called … std::bad_function_call``, exit -6)."""
    with Child("-m", "core", "solve", SLOW_BOARD, "--json") as child:
        child.wait_for_library("ortools")  # native's budget is spent: CP-SAT is starting
        assert child.running_after(1), "the solve ended before CP-SAT got busy"
        status = child.interrupt()
    assert "terminate called" not in child.stderr
    assert (status, child.stderr.splitlines()[-1]) == (130, INTERRUPTED), child.stderr


@pytest.mark.parametrize("argv", [
    ("generate", "--mode", "01-number-stroke", "--seed", "1", "--cells", "40", "--count", "200"),
    ("validate", "--mode", "city-cat-catch"),
])
def test_ctrl_c_in_any_command_is_one_line_and_writes_nothing(tmp_path, argv):
    out = tmp_path / "out.json"
    with Child("-m", "core", *argv, *(["--out", out] if argv[0] == "generate" else [])) as child:
        # let it get busy; both run far longer than this
        assert child.running_after(3), "the command ended before it could be interrupted"
        status = child.interrupt()
    assert status == 130, child.stderr
    assert [line for line in child.stderr.splitlines() if not line.startswith("... ")] == [INTERRUPTED], child.stderr
    assert list(tmp_path.iterdir()) == []
