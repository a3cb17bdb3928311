"""The native policy simulator plays exactly the reference's games (rules.RuntimeState)."""
import random

import pytest

from core.modes.city_cat_catch.policies import POLICIES, _native, batch, simulate, simulate_reference

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
        ref = simulate_reference(board, policy, 25, use_tools, record=3)
        nat = simulate(board, policy, 25, use_tools, record=3)
        for key in ("won", "taps", "peak", "toolsUsed", "first", "sequences", "rngState"):
            assert nat[key] == ref[key], key


def test_batch_metrics_are_rates():
    board = random_board(random.Random(2), 6)
    b = batch(board, 200)
    d = b.as_dict()
    assert 0 <= d["toolFreePassRate"] <= d["toolAssistPassRate"] + 0.2 <= 1.2
    assert set(b.per_policy) == set(POLICIES)
    assert batch(board, 200).as_dict() == d  # seeded: the same numbers again
