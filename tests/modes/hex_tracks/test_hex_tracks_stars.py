"""Stars without a budget (issue 18 §3): 3 for no more rotations than R and no failed try, 2
for one slip (up to R + 2 rotations, or one failed try), 1 for any clear; checked on the rule,
on sessions playing the baked campaign, and on the conformance vectors."""
import json

import pytest

from core.modes.hex_tracks.conformance import build_vectors
from core.modes.hex_tracks.mode import MODE
from core.modes.hex_tracks.session import Session
from core.modes.hex_tracks.stars import stars, vectors
from core.modes.base import baked_file

BAKED = json.loads(baked_file("hex-tracks").read_text(encoding="utf-8"))
CAMPAIGN = [level for pack in BAKED["packs"] for level in pack["levels"]]


@pytest.mark.parametrize("rotations, failed, optimum, expected", [
    (2, 0, 2, 3), (3, 0, 2, 2), (4, 0, 2, 2), (5, 0, 2, 1),
    (2, 1, 2, 2), (3, 1, 2, 1), (2, 2, 2, 1),
    (0, 0, 0, 3), (2, 0, 0, 2), (3, 0, 0, 1), (0, 1, 0, 2), (1, 1, 0, 1),
    (0, 0, -1, 1), (7, 3, -1, 1),
])
def test_the_rule(rotations, failed, optimum, expected):
    assert stars(rotations, failed, optimum) == expected


def test_more_slips_never_earn_more_stars():
    for optimum in range(0, 4):
        for rotations in range(0, optimum + 6):
            for failed in range(0, 4):
                here = stars(rotations, failed, optimum)
                assert stars(rotations + 1, failed, optimum) <= here
                assert stars(rotations, failed + 1, optimum) <= here


@pytest.mark.parametrize("args, error", [
    ((-1, 0, 1), ValueError), ((0, -1, 1), ValueError), ((0, 0, -2), ValueError),
    ((True, 0, 1), TypeError), ((1.0, 0, 1), TypeError),
])
def test_counts_are_whole_and_never_negative(args, error):
    with pytest.raises(error):
        stars(*args)


def _play(level: dict, moves: list[dict]) -> dict:
    session = Session(level)
    for move in moves:
        session.apply(move)
    assert session.status() == "won"
    return session.state()


def _failed_try(level: dict) -> dict | None:
    """A tap at the start that does not leave (blocked or looping), if there is one."""
    session = Session(level)
    for tile in level["tiles"]:
        if session.tables.trace(0, session.remaining, session.board.index_of(tile["id"])).outcome != "exit":
            return {"op": "tap", "tile": tile["id"]}
    return None


def test_the_baked_optimum_earns_three_stars_and_slips_cost_one():
    assert len(CAMPAIGN) == 48
    slipped = 0
    for level in CAMPAIGN:
        r = level["rotations"]
        state = _play(level, level["solution"])
        assert state["rotations"] == r and stars(state["rotations"], state["failedTries"], r) == 3
        # two extra turns that cancel out (a full turn there and back) still clear it: 2 stars
        detour = [{"op": "rotate", "dir": 1}, {"op": "rotate", "dir": -1}] + level["solution"]
        state = _play(level, detour)
        assert stars(state["rotations"], state["failedTries"], r) == 2
        miss = _failed_try(level)
        if miss is not None:
            slipped += 1
            state = _play(level, [miss] + level["solution"])
            assert state["failedTries"] == 1 and stars(state["rotations"], state["failedTries"], r) == 2
            state = _play(level, [miss] + detour)
            assert stars(state["rotations"], state["failedTries"], r) == 1
    assert slipped > 30


def test_the_vectors_hold_the_rule_around_every_threshold():
    table = vectors()
    assert {v["stars"] for v in table} == {1, 2, 3}
    assert all(stars(v["rotations"], v["failedTries"], v["optimum"]) == v["stars"] for v in table)
    assert {v["optimum"] for v in table} == {-1, 0, 1, 2, 3, 4}
    packs = MODE.load_packs(MODE.shipped_pack_paths())[:1]
    assert build_vectors(packs, 1, 1, traces=1, random_boards=1)["stars"] == table
