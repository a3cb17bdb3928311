"""The session: moves, events, budget and counters, undo through the mid-end, lost and won;
and the conformance vectors the engine replays."""
from collections import Counter

import pytest

from core.common.midend import MidEnd
from core.modes.hex_tracks.bake import bake_level
from core.modes.hex_tracks.schema import Level
from core.modes.hex_tracks.session import Session
from hex_tracks_helpers import board, level_json


def session_of(b, **extra):
    return Session(bake_level(Level.model_validate(level_json(b, **extra)), 0, 1))


def test_tap_rotate_undo_and_counters():
    midend = MidEnd(session_of(board(3, tiles=[(0, 0, 0), (0, -2, 0)])))
    s = midend.session
    assert s.state() == {"orientation": 0, "remaining": ["t0", "t1"], "removed": [], "budget": 2,
                         "removals": 0, "rotations": 0, "failedTries": 0, "canRotate": True,
                         "attempt": {"rotations": 0, "failedTries": 0, "hints": 0}}
    assert midend.apply({"op": "tap", "tile": "t0"}) == {"kind": "blocked", "tile": "t0", "blocker": "t1"}
    assert s.state()["failedTries"] == 1 and s.state()["budget"] == 2
    assert midend.apply({"op": "rotate", "dir": -1}) == {"kind": "rotated", "dir": -1, "orientation": 5}
    assert midend.apply({"op": "hint"}) == {"kind": "hint", "action": {"op": "tap", "tile": "t1"}}
    assert midend.apply({"op": "tap", "tile": "t1"}) == {"kind": "removed", "tile": "t1", "bends": 0, "cells": 2}
    assert s.state()["budget"] == 1 and s.state()["remaining"] == ["t0"]
    assert midend.apply({"op": "undo"})["kind"] == "undone"
    assert s.state()["remaining"] == ["t0", "t1"] and s.state()["rotations"] == 1
    midend.apply({"op": "undo"})
    assert s.state()["orientation"] == 0 and s.state()["rotations"] == 0 and s.state()["failedTries"] == 1
    midend.apply({"op": "undo"})
    assert s.state()["failedTries"] == 0 and not midend.can_undo()
    assert s.state()["attempt"] == {"rotations": 1, "failedTries": 1, "hints": 1}, "undo takes none back"
    assert midend.apply({"op": "redo"})["kind"] == "redone" and s.state()["failedTries"] == 1
    midend.apply({"op": "tap", "tile": "t1"})
    midend.apply({"op": "rotate", "dir": 1})
    assert midend.apply({"op": "restart"}) == {"kind": "restarted"}
    assert s.state()["orientation"] == 0 and s.state()["remaining"] == ["t0", "t1"] and s.state()["rotations"] == 0
    assert s.state()["attempt"] == {"rotations": 0, "failedTries": 0, "hints": 0}, "a new attempt"
    assert midend.apply({"op": "undo"})["kind"] == "undone" and s.state()["remaining"] == ["t0"]
    assert s.state()["attempt"] == {"rotations": 2, "failedTries": 1, "hints": 1}, "the old one back"


def test_winning_locks_the_level():
    midend = MidEnd(session_of(board(3, tiles=[(0, 0, 0), (0, -2, 0)])))
    midend.apply({"op": "tap", "tile": "t1"})
    midend.apply({"op": "tap", "tile": "t0"})
    assert midend.session.status() == "won"
    for move in ({"op": "undo"}, {"op": "rotate", "dir": 1}, {"op": "tap", "tile": "t0"}, {"op": "restart"}):
        assert midend.apply(move)["kind"] == "ignored"
    assert midend.apply({"op": "hint"}) == {"kind": "hint", "action": None}


def test_malformed_moves_are_ignored_and_change_nothing():
    midend = MidEnd(session_of(board(3, tiles=[(0, 0, 0), (0, -2, 0)])))
    before = midend.session.state()
    for move in ({"op": "tap", "tile": 0}, {"op": "tap", "tile": "t9"}, {"op": "rotate", "dir": 2},
                 {"op": "rotate", "dir": True}, {"op": "rotate", "dir": 1.0}, {"op": "fly"}, None, "tap", []):
        assert midend.apply(move) == {"kind": "ignored", "cell": -1}
    assert midend.session.state() == before and not midend.can_undo()


def test_rotation_refused_on_boards_that_cannot_turn():
    s = session_of(board(2, tiles=[(0, 0, 0)], holes=[(1, 0)]))
    assert s.apply({"op": "rotate", "dir": 1})["kind"] == "ignored"
    s = session_of(board(2, tiles=[(0, 0, 0)], rotation=False))
    assert s.apply({"op": "rotate", "dir": 1})["kind"] == "ignored"


def test_lost_when_the_level_cannot_be_finished():
    face_to_face = session_of(board(3, tiles=[(0, 0, 0), (0, -1, 3)]))
    assert face_to_face.status() == "lost" and face_to_face.apply({"op": "hint"})["action"] is None
    short = session_of(board(3, tiles=[(0, 0, 0), (0, -2, 0)], move_limit=1))
    assert short.status() == "lost"
    assert short.apply({"op": "tap", "tile": "t1"})["kind"] == "removed"
    assert short.state()["budget"] == 0 and short.apply({"op": "tap", "tile": "t0"})["kind"] == "ignored"


def test_a_loop_is_a_failed_try():
    from hex_tracks_helpers import SHARP
    from core.common.hexgrid import spiral

    s = session_of(board(1, tiles=[(0, 0, 1)], tracks={p: SHARP for p in spiral(1)}))
    assert s.apply({"op": "tap", "tile": "t0"}) == {"kind": "looped", "tile": "t0"}
    assert s.state()["failedTries"] == 1 and s.status() == "lost"


@pytest.fixture(scope="module")
def vectors():
    from core.conformance import mode_vectors

    return mode_vectors("hex-tracks", 7, 12)


def test_vectors_are_deterministic():
    from core.modes.hex_tracks.conformance import build_vectors

    first = build_vectors([], 5, 20, traces=300, random_boards=12)
    assert first == build_vectors([], 5, 20, traces=300, random_boards=12)
    assert len(first["levels"]) == 12 and len(first["traces"]) == 300


def test_vectors_cover_every_event(vectors):
    v = vectors
    assert v["format"] == 2 and v["mode"] == "hex-tracks"
    steps = [s for c in v["cases"] for s in c["steps"]]
    kinds = Counter(s["expect"]["event"]["kind"] for s in steps)
    for kind in ("removed", "blocked", "looped", "rotated", "hint", "restarted", "undone", "redone", "ignored"):
        assert kinds[kind] > 0, kind
    assert Counter(s["expect"]["status"] for s in steps).keys() == {"playing", "won", "lost"}
    assert len(v["traces"]) >= 5000
    outcomes = Counter(t["outcome"] for t in v["traces"])
    assert outcomes["exit"] > 1000 and outcomes["blocked"] > 1000 and outcomes["loop"] > 10
    assert any(not lv["canRotate"] for lv in v["levels"]) and any(len(lv["cells"]) == 127 for lv in v["levels"])
    malformed = [s for s in steps if not isinstance(s["move"], dict) or s["move"].get("op") not in
                 ("tap", "rotate", "hint", "undo", "redo", "restart")]
    assert malformed and all(s["expect"]["event"]["kind"] == "ignored" for s in malformed)


def test_vector_traces_replay_with_the_literal_algorithm(vectors):
    from core.modes.hex_tracks.board import Board
    from core.modes.hex_tracks.trace import trace_reference

    v = vectors
    boards = {}
    for t in v["traces"][:800]:
        b = boards.setdefault(t["level"], Board.from_baked(v["levels"][t["level"]]))
        ref = trace_reference(b, t["orientation"], t["present"], t["tile"])
        assert (ref["outcome"], ref["blocker"]) == (t["outcome"], t["blocker"])
        assert abs(ref["contact"] - t["contact"]) < 1e-9
