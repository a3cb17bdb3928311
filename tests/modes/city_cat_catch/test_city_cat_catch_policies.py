"""The native policy simulator plays exactly the reference's games (rules.RuntimeState), on
every tie-break stream."""
import random

import pytest

from core.modes.city_cat_catch.metrics import Batch, pass_rates
from core.common.rng import SeededRng
from core.modes.city_cat_catch.policies import (ATTENTIVE, PANEL, POLICIES, _native, _pick, simulate,
                                                simulate_reference)
from core.modes.city_cat_catch.rules import RuntimeState

from city_cat_catch_helpers import buried_key, graph_board, random_board, seven_walls, two_open_triples


def test_the_native_simulator_is_built():
    assert _native is not None, "solver_ext.cat_catch is not built: run `make setup`"


@pytest.mark.parametrize("policy", PANEL)
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
    assert len(free.won) == 100 * len(PANEL) and 0.0 <= free.pass_rate <= 1.0


def rate(board, policy, runs, backend="auto"):
    return sum(simulate(board, policy, runs, False, backend=backend)["won"]) / runs


@pytest.mark.parametrize("policy", PANEL)
def test_every_policy_clears_open_triples_and_loses_the_seven_walls(policy):
    assert rate(two_open_triples(), policy, 50) == 1.0
    assert rate(seven_walls(), policy, 50) == 0.0


@pytest.mark.parametrize("policy", PANEL)
def test_the_buried_key_tells_attentive_players_from_blind_ones(policy):
    board = buried_key()
    won = rate(board, policy, 2000)
    if policy in POLICIES:  # blind to what a piece hides: seven equal singles, lost 2 times in 7
        assert abs(won - 5 / 7) < 0.04
    elif policy == "human-mix":  # attentive but for one slip in 8: loses only after 5 slips in a row
        assert won >= 0.99
    else:  # the A on top uncovers two pieces: taken first, then every kind clears
        assert won == 1.0
    assert rate(board, policy, 200, backend="reference") == rate(board, policy, 200, backend="native")


def test_the_lookahead_sees_what_a_pick_leaves_in_sight():
    # an A on top of the other two A, three B and a C in sight
    board = graph_board([0, 0, 0, 1, 1, 1, 2], [[1, 2], [], [], [], [], [], []])
    state = RuntimeState.start(board)
    # the top A uncovers its pair (-8 for one kind, +2 freed) over a B (-8) and the lone C
    # (dead: -64 - 8)
    assert _pick("lookahead", state, state.clickable_list(), -1, SeededRng("t")) == 0
    state.tap(3)
    # a B in the tray: a second B, its third in sight (ready: +16 - 8), beats the A (two
    # kinds: -16 + 2) and the C (dead)
    assert _pick("lookahead", state, state.clickable_list(), -1, SeededRng("t")) in (4, 5)
    assert set(ATTENTIVE) == set(PANEL) - set(POLICIES)
