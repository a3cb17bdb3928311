"""Ctrl-C in Number Stroke's solvers, in a real process (the shared commands' Ctrl-C is
tests/common/test_cli_process.py's): the native path search and CP-SAT, on boards that keep
each busy far longer than the test waits."""
import subprocess

from support.cli import ROOT
from support.interrupt import INTERRUPTED, Child

SLOW_BOARD = ROOT / "tests" / "fixtures" / "number-stroke-slow-board.json"


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
