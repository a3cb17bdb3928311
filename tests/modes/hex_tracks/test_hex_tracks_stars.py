"""Stars without a budget (issue 18 §3, issue 30): 3 for no more rotations than R, no failed
try and no hint in the attempt, 2 for one small slip (up to R + 2 rotations, one failed try or
one hint), 1 for any clear; checked on the rule, on the attempt record of sessions playing the
baked campaign (undo takes nothing back, a restart begins a new attempt, undoing it gives the
old one back), and on the conformance vectors."""
import json

import pytest

from core.common.midend import MidEnd
from core.modes.hex_tracks.conformance import build_vectors
from core.modes.hex_tracks.mode import MODE
from core.modes.hex_tracks.session import Session
from core.modes.hex_tracks.stars import stars, vectors
from core.modes.base import baked_file

BAKED = json.loads(baked_file("hex-tracks").read_text(encoding="utf-8"))
CAMPAIGN = [level for pack in BAKED["packs"] for level in pack["levels"]]


@pytest.mark.parametrize("rotations, failed, hints, optimum, expected", [
    (2, 0, 0, 2, 3), (3, 0, 0, 2, 2), (4, 0, 0, 2, 2), (5, 0, 0, 2, 1),
    (2, 1, 0, 2, 2), (3, 1, 0, 2, 1), (2, 2, 0, 2, 1),
    (0, 0, 0, 0, 3), (2, 0, 0, 0, 2), (3, 0, 0, 0, 1), (0, 1, 0, 0, 2), (1, 1, 0, 0, 1),
    (2, 0, 1, 2, 2), (2, 0, 2, 2, 1), (3, 0, 1, 2, 1), (2, 1, 1, 2, 1),
    (0, 0, 0, -1, 1), (7, 3, 0, -1, 1),
])
def test_the_rule(rotations, failed, hints, optimum, expected):
    assert stars(rotations, failed, hints, optimum) == expected


def test_more_slips_never_earn_more_stars():
    for optimum in range(0, 4):
        for rotations in range(0, optimum + 6):
            for failed in range(0, 4):
                for hints in range(0, 3):
                    here = stars(rotations, failed, hints, optimum)
                    assert stars(rotations + 1, failed, hints, optimum) <= here
                    assert stars(rotations, failed + 1, hints, optimum) <= here
                    assert stars(rotations, failed, hints + 1, optimum) <= here


@pytest.mark.parametrize("args, error", [
    ((-1, 0, 0, 1), ValueError), ((0, -1, 0, 1), ValueError), ((0, 0, -1, 1), ValueError),
    ((0, 0, 0, -2), ValueError), ((True, 0, 0, 1), TypeError), ((1.0, 0, 0, 1), TypeError),
])
def test_counts_are_whole_and_never_negative(args, error):
    with pytest.raises(error):
        stars(*args)


def _play(level: dict, moves: list[dict]) -> dict:
    """The attempt record of a won play through the mid-end (undo and restart included)."""
    midend = MidEnd(Session(level))
    for move in moves:
        midend.apply(move)
    assert midend.session.status() == "won"
    return midend.session.state()["attempt"]


def _stars(attempt: dict, optimum: int) -> int:
    return stars(attempt["rotations"], attempt["failedTries"], attempt["hints"], optimum)


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
    undo, restart = {"op": "undo"}, {"op": "restart"}
    for level in CAMPAIGN:
        r = level["rotations"]
        solution = level["solution"]
        attempt = _play(level, solution)
        assert attempt == {"rotations": r, "failedTries": 0, "hints": 0} and _stars(attempt, r) == 3
        if not level["canRotate"]:  # level 1: no turn to slip on
            assert _play(level, [{"op": "rotate", "dir": 1}] + solution)["rotations"] == 0
            continue
        # two extra turns that cancel out (a full turn there and back) still clear it: 2 stars
        detour = [{"op": "rotate", "dir": 1}, {"op": "rotate", "dir": -1}] + solution
        assert _stars(_play(level, detour), r) == 2
        # undone, they still count; a restart begins a new attempt
        assert _play(level, [{"op": "rotate", "dir": 1}, undo] + solution)["rotations"] == r + 1
        assert _stars(_play(level, detour[:2] + [restart] + solution), r) == 3
        hinted = _play(level, [{"op": "hint"}] + solution)
        assert hinted["hints"] == 1 and _stars(hinted, r) == 2
        miss = _failed_try(level)
        if miss is not None:
            slipped += 1
            attempt = _play(level, [miss] + solution)
            assert attempt["failedTries"] == 1 and _stars(attempt, r) == 2
            assert _stars(_play(level, [miss] + detour), r) == 1
            # undo restores the board but not the record: the failed tap is not laundered
            assert _stars(_play(level, [miss, undo] + solution), r) == 2
            # a restart undone gives the failed attempt back, whatever came between
            assert _play(level, [miss, restart, {"op": "hint"}, undo] + solution)["hints"] == 1
            assert _stars(_play(level, [miss, restart, undo] + solution), r) == 2
            assert _stars(_play(level, [miss, restart] + solution), r) == 3
    assert slipped > 30


def test_undo_restores_the_counters_but_not_the_attempt():
    level = next(level for level in CAMPAIGN if level["canRotate"])
    midend = MidEnd(Session(level))
    midend.apply({"op": "rotate", "dir": 1})
    midend.apply({"op": "undo"})
    state = midend.session.state()
    assert state["rotations"] == 0, "seed 003: undo restores the counters"
    assert state["attempt"]["rotations"] == 1
    midend.apply({"op": "redo"})
    assert midend.session.state()["attempt"]["rotations"] == 1, "a redo is not a second turn"


def test_the_vectors_hold_the_rule_around_every_threshold():
    table = vectors()
    assert {v["stars"] for v in table} == {1, 2, 3}
    assert all(stars(v["rotations"], v["failedTries"], v["hints"], v["optimum"]) == v["stars"] for v in table)
    assert {v["optimum"] for v in table} == {-1, 0, 1, 2, 3, 4}
    packs = MODE.load_packs(MODE.shipped_pack_paths())[:1]
    assert build_vectors(packs, 1, 1, traces=1, random_boards=1)["stars"] == table
