"""Deadlock classes (seed 004 §14), decided by the exact tool-free solver.

``classify_deadlock(state)`` answers one of:

- ``"none"``: no deadlock; the board is won, or the position can still be cleared without
  tools (the exact solver finds an order);
- ``"soft"`` (§14.2): it cannot be cleared without tools, but a tool would restore a playable
  state: some tool usable now (Undo, Remove or Shuffle, with its count left and its own
  conditions met) leads to a position the exact solver proves clearable without tools;
- ``"hard"`` (§14.1): the tray is full with 7 pieces (so no tap can make a triple: the
  attempt is lost), the bypass is empty or its pieces cannot come back (a full tray takes
  none), and no tool is possible: none can be used, or none that can restores a clearable
  position;
- ``"doomed"`` (**decision**, outside §14's two classes): not clearable without tools, no tool
  restores it now, but the tray still has room. Every tool-free continuation ends in a hard
  deadlock; it is not one yet.

``stuck_after_loss`` is the same decision for the final position of a tool-free simulated run
(a full tray, nothing on the lanes or in the bypass), cheaper than replaying the run on a
``RuntimeState``; the tests check the two agree.
"""
from __future__ import annotations

from ..base import LOST, PLAYING, WON
from .board import Board
from .rules import TOOLS, RuntimeState
from .solver import TRAY_SLOTS, Solver


def copy_state(state: RuntimeState) -> RuntimeState:
    other = RuntimeState.start(state.board)
    other.load(state.save())
    return other


def clearable(state: RuntimeState) -> bool:
    """Whether the exact solver clears the position without tools."""
    if state.status == WON:
        return True
    if state.status != PLAYING:
        return False
    solver, _ = Solver.for_state(state)
    return solver.solvable()


def restoring_tools(state: RuntimeState) -> list[str]:
    """The tools usable now after which the position is clearable without tools (§14.2)."""
    out = []
    for tool in TOOLS:
        if state.can_tool(tool):
            after = copy_state(state)
            after.use_tool(tool)
            if clearable(after):
                out.append(tool)
    return out


def classify_deadlock(state: RuntimeState) -> str:
    if state.status == WON or clearable(state):
        return "none"
    if restoring_tools(state):
        return "soft"
    if state.status == LOST:
        return "hard"
    return "doomed"


def _position_clearable(board: Board, kinds: list[int], gone: set[int], free: list[int], tray: list[int]) -> bool:
    """Clearable without tools: the board's pieces not ``gone`` (covers among them), plus the
    ``free`` pieces (bypass or lane: available, covering nothing), with ``tray`` in the tray."""
    left = [i for i in range(board.n) if i not in gone]
    local = {i: j for j, i in enumerate(left + free)}
    covers = [[local[q] for q in board.covers[i] if q in local and q not in free] for i in left]
    covers += [[] for _ in free]
    nk = max(kinds) + 1
    residue = [0] * nk
    for t in tray:
        residue[kinds[t]] += 1
    if sum(r % 3 for r in residue) >= TRAY_SLOTS:
        return False
    return Solver([kinds[i] for i in left + free], covers, residue, nk).solvable()


def final_tray(kinds: list[int], picks: list[int]) -> list[int]:
    """The tray (in tray order) after tool-free picks: each piece goes right after the last
    of its kind, three of a kind clear (rules.RuntimeState.tap)."""
    tray: list[int] = []
    for p in picks:
        k = kinds[p]
        slot = len(tray)
        for j in range(len(tray) - 1, -1, -1):
            if kinds[tray[j]] == k:
                slot = j + 1
                break
        tray.insert(slot, p)
        same = [t for t in tray if kinds[t] == k]
        if len(same) == 3:
            tray = [t for t in tray if kinds[t] != k]
    return tray


def stuck_after_loss(board: Board, kinds: list[int], picks: list[int], cache: dict | None = None) -> bool:
    """Whether a tool-free run lost along ``picks`` ends in a hard deadlock given the board's
    tool counts: neither Remove (the first three tray pieces to the empty bypass) nor Undo
    (the last pick back to a free lane) leaves a position clearable without tools. Shuffle
    needs a playing board, so it is no rescue once lost."""
    tray = final_tray(kinds, picks)
    key = (frozenset(picks), tuple(tray))
    if cache is not None and key in cache:
        return cache[key]
    gone = set(picks)
    rescued = False
    if board.tools.get("remove", 0) > 0 and tray:
        rescued = _position_clearable(board, kinds, gone, tray[:3], tray[3:])
    if not rescued and board.tools.get("undo", 0) > 0 and tray and board.lanes:
        last = picks[-1]
        rescued = _position_clearable(board, kinds, gone, [last], [t for t in tray if t != last])
    if cache is not None:
        cache[key] = not rescued
    return not rescued
