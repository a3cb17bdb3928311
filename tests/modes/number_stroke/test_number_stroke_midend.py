"""The mid-end (core/common/midend.py) over Number Stroke's session: undo and redo all the way."""
from hypothesis import given, settings
from hypothesis import strategies as st

from core.common.midend import MidEnd
from core.modes.number_stroke.session import Session, SessionLevel

# No number, so "add a number" has steps to give (a 1 would show the whole line).
LINE = SessionLevel(((1,), (0, 2), (1, 3), (2,)), (0, 0, 0, 0), (0, 0, 0, 0), (0, 1, 2, 3), (2, 1, 0, 3))


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(["press", "drag", "release", "undo", "redo", "restart", "hint_number"]) |
                st.sampled_from([0, 1, 2, 3]), max_size=30))
def test_undo_all_the_way_returns_to_the_start_and_redo_all_the_way_back(words):
    """On Number Stroke: whatever was played, undoing everything gives the empty path and
    redoing everything gives the path again (hint numbers stay throughout)."""
    m = MidEnd(Session(LINE))
    op = "press"
    for word in words:
        if isinstance(word, int):
            m.apply({"op": op, "cell": word})
        else:
            op = word if word in ("press", "drag") else op
            if word not in ("press", "drag"):
                m.apply({"op": word})
    if m.session.status() == "won":
        return
    m.apply({"op": "release"})
    end = m.session.state()
    undone = 0
    while m.can_undo():
        m.apply({"op": "undo"})
        undone += 1
    assert m.session.path == [] and m.session.phase == "empty"
    for _ in range(undone):
        m.apply({"op": "redo"})
    assert m.session.state() == end
