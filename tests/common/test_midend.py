"""The mid-end: undo, redo and restart over any session, by snapshots."""
from hypothesis import given, settings
from hypothesis import strategies as st

from core.common.midend import MidEnd


class Counter:
    """A toy mode: ``add`` moves a counter, ``peek`` changes nothing; 3 wins, -3 loses."""

    def __init__(self):
        self.value = 0
        self.peeks = 0

    def apply(self, move):
        if isinstance(move, dict) and move.get("op") == "add" and self.status() == "playing":
            self.value += move["by"]
            return {"kind": "added", "cell": self.value}
        if isinstance(move, dict) and move.get("op") == "peek":
            self.peeks += 1  # help, not state: undo keeps it
            return {"kind": "peeked", "cell": -1}
        return {"kind": "ignored", "cell": -1}

    def restart(self):
        self.value = 0
        return {"kind": "restarted", "cell": -1}

    def status(self):
        return "won" if self.value >= 3 else "lost" if self.value <= -3 else "playing"

    def state(self):
        return {"value": self.value, "peeks": self.peeks}

    def snapshot(self):
        return {"value": self.value}

    def restore(self, snapshot):
        self.value = snapshot["value"]


def test_undo_redo_step_through_changes_and_skip_moves_that_change_nothing():
    m = MidEnd(Counter())
    for move in ({"op": "add", "by": 1}, {"op": "peek"}, {"op": "add", "by": -2}, {"op": "bogus"}):
        m.apply(move)
    assert m.session.value == -1 and m.can_undo() and not m.can_redo()
    assert m.apply({"op": "undo"}) == {"kind": "undone", "cell": -1}
    assert m.session.value == 1 and m.can_redo()
    m.apply({"op": "undo"})
    assert m.session.value == 0 and not m.can_undo()
    assert m.apply({"op": "undo"})["kind"] == "ignored"
    assert m.session.peeks == 1  # help survives undo
    m.apply({"op": "redo"})
    m.apply({"op": "redo"})
    assert m.session.value == -1 and not m.can_redo()


def test_a_new_move_drops_the_redo_branch():
    m = MidEnd(Counter())
    m.apply({"op": "add", "by": 1})
    m.apply({"op": "undo"})
    m.apply({"op": "add", "by": 2})
    assert not m.can_redo() and m.apply({"op": "redo"})["kind"] == "ignored"


def test_restart_is_undoable_and_a_restart_of_nothing_leaves_no_entry():
    m = MidEnd(Counter())
    assert m.apply({"op": "restart"})["kind"] == "restarted" and not m.can_undo()
    m.apply({"op": "add", "by": 2})
    m.apply({"op": "restart"})
    assert m.session.value == 0
    m.apply({"op": "undo"})
    assert m.session.value == 2


def test_a_won_session_is_locked_but_a_lost_one_can_step_back():
    won = MidEnd(Counter())
    won.apply({"op": "add", "by": 3})
    assert won.session.status() == "won" and not won.can_undo()
    assert won.apply({"op": "undo"})["kind"] == "ignored" and won.session.value == 3
    lost = MidEnd(Counter())
    lost.apply({"op": "add", "by": -3})
    assert lost.session.status() == "lost" and lost.apply({"op": "undo"})["kind"] == "undone"
    assert lost.session.status() == "playing"


def test_the_log_leaves_out_ignored_ops_and_replays_to_the_same_place():
    m = MidEnd(Counter())
    moves = [{"op": "add", "by": 1}, {"op": "bogus"}, {"op": "peek"}, {"op": "undo"},
             {"op": "undo"}, {"op": "redo"}, {"op": "add", "by": -2}, {"op": "restart"}]
    for move in moves:
        m.apply(move)
    # the bogus op and the second undo (nothing left to undo) changed nothing
    assert m.moves() == [moves[0], moves[2], moves[3], moves[5], moves[6], moves[7]]
    again = MidEnd(Counter())
    again.replay(m.moves())
    assert again.session.state() == m.session.state()
    assert (again.can_undo(), again.can_redo()) == (m.can_undo(), m.can_redo())
    assert again.moves() == m.moves()
    again.apply({"op": "undo"})
    m.apply({"op": "undo"})
    assert again.session.value == m.session.value == -1


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from([{"op": "add", "by": 1}, {"op": "add", "by": -1}, {"op": "peek"},
                                 {"op": "undo"}, {"op": "redo"}, {"op": "restart"}, "junk"]),
                max_size=40))
def test_replaying_the_log_matches_the_live_mid_end(moves):
    live = MidEnd(Counter())
    for move in moves:
        live.apply(move)
    resumed = MidEnd(Counter())
    resumed.replay(live.moves())
    assert resumed.session.snapshot() == live.session.snapshot()
    assert resumed.session.status() == live.session.status()
    assert (resumed.can_undo(), resumed.can_redo()) == (live.can_undo(), live.can_redo())
