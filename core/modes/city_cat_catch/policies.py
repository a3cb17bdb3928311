"""The simulated players: the three of seed 004 §13.1 and three attentive ones (issue 30).

Each decision looks at the candidates (clickable pieces and bypass pieces, in piece order) and
scores them (``supply``: how many other candidates share its kind, at most 63); the highest
score wins, ties are broken by one ``below(ties)`` draw of the batch's
SplitMix64 stream (no draw when one candidate leads). With ``c`` the tray count of the
candidate's kind and ``K`` the number of kinds in the tray:

- ``match-first``: 4 if the piece completes a triple (``c == 2``), else ``2 * in_sight + c``
  with ``in_sight`` 1 when its triple can be finished from what is in sight
  (``c + 1 + supply >= 3``): triples now, then triples in view, then pairs;
- ``slot-build``: ``2 * c`` plus 1 if its triple can be finished from what is in sight
  (finish what the tray holds first);
- ``risk-averse``: ``-64 * (kinds in the tray after the pick) + supply``: keep the tray
  narrow, prefer kinds in sight.

The attentive players (issue 30: §13.1 asks for *at least* three, and people look at what a
piece hides) score each piece, not just its kind. ``freed`` is how many pieces the pick
uncovers (those it alone still covers; a bypass or returned piece covers nothing):

- ``uncover-first``: ``64 * match-first's score + min(freed, 63)``: match-first that, among
  equal choices, takes the piece that opens the board most;
- ``lookahead``: the position one pick ahead, with the pieces the pick reveals in sight: a
  triple now scores ``1024 + freed``; any other pick ``-64 * dead + 16 * ready - 8 * kinds +
  freed``, with, over the kinds in the tray after the pick, ``dead`` those it cannot finish
  from what is then in sight, ``ready`` those with a pair and the third in sight, ``kinds``
  their number; a pick that fills the tray scores ``-65536``;
- ``human-mix``: a noisy person: each pick first draws ``below(8)``: 0 is a slip (a random
  candidate, ``below(candidates)`` when there are several), 1-3 plays ``uncover-first``, 4-7
  ``lookahead``.

Tool-assisted runs use a tool only when no candidate completes a triple and the tray holds 5
or more: Remove if it can (tray at 5 or 6); with the tray at 6 (every pick would fill it), else
Shuffle, else Undo (the returned piece is then passed over at the next pick unless it completes
a triple or is the only candidate); with no tool left the run picks and loses. A run ends won or lost (a lost run is a hard deadlock,
§14.1: the tray is full and no tool is left that the policy would use).

The batch stream for ``(board seed, policy, tools)`` is ``SeededRng(f"{seed}:{policy}:{mode}")``
with mode ``free`` or ``tools`` (stream 0, the generator's); the independent tie-break
streams 1, 2, ... that ``validate`` measures append ``f":{stream}"``. Runs follow each other
on one stream. Each run also reports its ``think``: the sum over its picks of log2(1 +
candidates), the Hick-Hyman choice load the duration model prices (metrics.py).
``simulate_reference`` plays the rules of ``rules.RuntimeState`` and is the reference for the
native ``simulate``.
"""
from __future__ import annotations

import math

from ...common.rng import SeededRng, fnv1a64
from ..base import PLAYING, WON
from .board import Board
from .rules import BYPASS, RuntimeState, shuffle_seed

try:
    from solver_ext import cat_catch as _native
except ImportError:
    _native = None

POLICIES = ("match-first", "slot-build", "risk-averse")  # seed 004 §13.1
ATTENTIVE = ("uncover-first", "lookahead", "human-mix")  # issue 30
PANEL = POLICIES + ATTENTIVE  # every simulated player the pass rates are measured with
SLIP_ODDS = 8  # human-mix: one pick in 8 is a slip
FULL_TRAY_SCORE = -65536


def batch_seed(seed: str, policy: str, use_tools: bool, stream: int = 0) -> str:
    text = f"{seed}:{policy}:{'tools' if use_tools else 'free'}"
    return f"{text}:{stream}" if stream else text


def shuffle_states(board: Board) -> list[int]:
    return [fnv1a64(shuffle_seed(board.seed, k)) for k in range(1, board.tools.get("shuffle", 0) + 1)]


def _score(policy: str, state: RuntimeState, cands: list[int], j: int, kinds_in_tray: int) -> int:
    i = cands[j]
    c = state.tray_count(state.kind[i])
    supply = min(63, sum(1 for m, o in enumerate(cands) if m != j and state.kind[o] == state.kind[i]))
    in_sight = 1 if c + 1 + supply >= 3 else 0
    if policy == "match-first":
        return 4 if c == 2 else 2 * in_sight + c
    if policy == "slot-build":
        return 2 * c + in_sight
    after = kinds_in_tray - 1 if c == 2 else kinds_in_tray if c == 1 else kinds_in_tray + 1
    return -after * 64 + supply


def _freed(state: RuntimeState, i: int) -> list[int]:
    """The pieces tapping ``i`` uncovers (none for a bypass or returned piece)."""
    if state.where[i] == BYPASS or i in state.lane_of:
        return []
    return [q for q in state.board.covers[i] if state.blockers[q] == 1]


def _lookahead_score(state: RuntimeState, cands: list[int], i: int, freed: list[int]) -> int:
    k = state.kind[i]
    if state.tray_count(k) == 2:
        return 1024 + len(freed)
    if len(state.tray) + 1 >= 7:
        return FULL_TRAY_SCORE
    count: dict = {}
    for t in state.tray:
        count[state.kind[t]] = count.get(state.kind[t], 0) + 1
    count[k] = count.get(k, 0) + 1
    sight: dict = {}
    for o in cands:
        if o != i:
            sight[state.kind[o]] = sight.get(state.kind[o], 0) + 1
    for q in freed:
        sight[state.kind[q]] = sight.get(state.kind[q], 0) + 1
    dead = sum(1 for x, c in count.items() if sight.get(x, 0) < 3 - c)
    ready = sum(1 for x, c in count.items() if c == 2 and sight.get(x, 0) >= 1)
    return -64 * dead + 16 * ready - 8 * len(count) + len(freed)


def _piece_score(policy: str, state: RuntimeState, cands: list[int], j: int, kinds_in_tray: int) -> int:
    """An attentive policy's score of candidate ``cands[j]`` (module notes)."""
    i = cands[j]
    freed = _freed(state, i)
    if policy == "uncover-first":
        return 64 * _score("match-first", state, cands, j, kinds_in_tray) + min(len(freed), 63)
    return _lookahead_score(state, cands, i, freed)


def _pick(policy: str, state: RuntimeState, cands: list[int], avoid: int, rng: SeededRng) -> int:
    """The policy's pick among ``cands``: the best score, ties by one ``below`` draw."""
    if policy == "human-mix":
        mood = rng.below(SLIP_ODDS)
        if mood == 0:
            return cands[0] if len(cands) == 1 else cands[rng.below(len(cands))]
        policy = "uncover-first" if mood <= 3 else "lookahead"
    kinds_in_tray = len({state.kind[t] for t in state.tray})
    score = _piece_score if policy in ATTENTIVE else _score
    best = None
    tied: list = []
    for j, i in enumerate(cands):
        if i == avoid and len(cands) > 1 and state.tray_count(state.kind[i]) != 2:
            continue
        s = score(policy, state, cands, j, kinds_in_tray)
        if best is None or s > best:
            best, tied = s, []
        if s == best:
            tied.append(i)
    return tied[0] if len(tied) == 1 else tied[rng.below(len(tied))]


def simulate_reference(board: Board, policy: str, runs: int, use_tools: bool, record: int = 0, first: int = 5,
                       stream: int = 0, keep_lost: bool = False) -> dict:
    """The same answers as the native ``simulate``, played on ``RuntimeState``."""
    rng = SeededRng(batch_seed(board.seed, policy, use_tools, stream))
    out: dict = {"won": [], "taps": [], "peak": [], "toolsUsed": [], "think": [], "first": [], "sequences": [],
                 "lost": []}
    for r in range(runs):
        state = RuntimeState.start(board)
        if not use_tools:
            state.tools = {t: 0 for t in state.tools}
        avoid, peak, used, picks, think = -1, 0, 0, [], 0.0
        while state.status == PLAYING:
            cands = [i for i in range(board.n) if state.clickable(i) or state.where[i] == BYPASS]
            completer = any(state.tray_count(state.kind[i]) == 2 for i in cands)
            if use_tools and not completer and len(state.tray) >= 5:
                order = ("remove", "shuffle", "undo") if len(state.tray) == 6 else ("remove",)
                tool = next((t for t in order if state.can_tool(t)), None)
                if tool is not None:
                    before = set(state.tray)
                    state.use_tool(tool)
                    if tool == "undo":
                        avoid = next(iter(before - set(state.tray)))
                    used += 1
                    continue
            if not cands:
                break
            think += math.log2(1.0 + len(cands))
            pick = _pick(policy, state, cands, avoid, rng)
            avoid = -1
            state.tap(pick)
            peak = max(peak, len(state.tray))
            picks.append(pick)
        out["won"].append(state.status == WON)
        out["taps"].append(state.taps)
        out["peak"].append(peak)
        out["toolsUsed"].append(used)
        out["think"].append(think)
        out["first"].append(picks[:first])
        if r < record:
            out["sequences"].append(picks)
        if keep_lost and state.status != WON:
            out["lost"].append(picks)
    out["rngState"] = rng.state
    return out


def simulate(board: Board, policy: str, runs: int, use_tools: bool, record: int = 0, backend: str = "auto",
             stream: int = 0, keep_lost: bool = False) -> dict:
    """``runs`` plays of ``policy`` on tie-break stream ``stream`` (see the module notes)."""
    if backend == "auto":
        backend = "native" if _native is not None else "reference"
    if backend == "reference":
        return simulate_reference(board, policy, runs, use_tools, record, stream=stream, keep_lost=keep_lost)
    _, kinds = board.kind_index()
    tools = [board.tools.get(t, 0) for t in ("undo", "remove", "shuffle")]
    state = SeededRng(batch_seed(board.seed, policy, use_tools, stream)).state
    return _native.simulate(kinds, [list(c) for c in board.covers], len(board.lanes), tools,
                            shuffle_states(board), policy, runs, state, use_tools, record, 5, keep_lost)
