"""The native policy simulator plays exactly the reference's games (rules.RuntimeState), on
every tie-break stream."""
import random

import pytest

from core.modes.city_cat_catch.metrics import Batch, pass_rates
from core.modes.city_cat_catch.policies import POLICIES, _native, simulate, simulate_reference

from city_cat_catch_helpers import random_board


def test_the_native_simulator_is_built():
    assert _native is not None, "solver_ext.cat_catch is not built: run `make setup`"


@pytest.mark.parametrize("policy", POLICIES)
@pytest.mark.parametrize("use_tools", [False, True])
def test_native_runs_equal_the_reference(policy, use_tools):
    rng = random.Random(f"{policy}:{use_tools}")  # hash() of a str changes from run to run
    for _ in range(12):
        board = random_board(rng, rng.randint(3, 9), tools={"undo": rng.randint(0, 3), "remove": rng.randint(0, 2),
                                                          "shuffle": rng.randint(0, 3)})
        stream = rng.randint(0, 20)
        ref = simulate_reference(board, policy, 25, use_tools, record=3, stream=stream, keep_lost=True)
        nat = simulate(board, policy, 25, use_tools, record=3, stream=stream, keep_lost=True)
        for key in ("won", "taps", "peak", "toolsUsed", "think", "first", "sequences", "lost", "rngState"):
            assert nat[key] == ref[key], key


def test_streams_are_independent_and_reproducible():
    rng = random.Random(2)
    board = random_board(rng, 9)
    a = [simulate(board, "match-first", 200, False, stream=s)["rngState"] for s in range(4)]
    assert len(set(a)) == 4  # each stream its own tie-breaks
    assert pass_rates(board, 4, 100) == pass_rates(board, 4, 100)
    free = Batch.run(board, 100, False)
    assert len(free.won) == 300 and 0.0 <= free.pass_rate <= 1.0
