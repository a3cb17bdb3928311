"""A long command says what it is busy with on stderr (core/progress.py): the heartbeat speaks
from inside Python loops and the native path search alike, and names the current step."""
import contextlib
import io

from core import progress
from core.hamilton import count_paths
from core.hamilton.problem import PathProblem
from support.boards import grid_board


def test_the_heartbeat_names_the_step_while_a_native_search_runs():
    err = io.StringIO()
    board = grid_board(6, 6)
    with contextlib.redirect_stderr(err), progress.heartbeat("counting", every=0.05):
        progress.now("counting the routes of a 6x6 grid")
        found = 0
        while err.getvalue().count("\n") < 2:  # each call holds the GIL in native code
            found += count_paths(PathProblem.build(board.adjacency), limit=200_000).count
    lines = err.getvalue().splitlines()
    assert found > 0 and len(lines) >= 2
    assert all(line.startswith("... counting the routes of a 6x6 grid: ") and line.endswith("(Ctrl-C stops it)")
               for line in lines), lines
