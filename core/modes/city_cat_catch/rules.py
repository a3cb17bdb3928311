"""The runtime rules (docs/rules/city-cat-catch.md; docs/city-cat-catch-runtime.md §2-§4): the tray, triples, tools.

``RuntimeState`` is one attempt at a board. docs/city-cat-catch-runtime.md is the contract the
GDScript port replays; the Cython policies in ``solver_ext/cat_catch.pyx`` follow the same
rules and are cross-checked against ``policies.simulate_reference``, which drives this class.

- A piece is clickable when it is on the board and no piece on the board covers it. A piece
  an Undo put on a return lane is on the board, at that lane, on ``RETURN_LAYER``; lanes lie in
  their own zone, apart from each other, so it covers nothing and nothing covers it (rebuilding
  the overlap graph after an Undo adds no edge; the conformance vectors check this).
- Tapping a clickable piece (or a piece in the bypass) puts it in the tray right after the last
  tray piece of its element (or at the end); three of one element clear at once. Every piece
  cleared: won. Otherwise a tray of 7: lost.
- Undo (tool): the tray piece that entered the tray last goes back to the free return lane with
  the lowest index. Remove: the first three tray pieces (tray order; fewer if the tray holds
  fewer) go to the bypass, which must be empty. Shuffle: the elements of the pieces on the board
  are re-dealt over the same positions by ``SeededRng(seed + ":shuffle:" + k)``'s Fisher-Yates
  (k = 1 for the first shuffle of the attempt), in piece order.
- Undo and Remove also work on a lost board (the lose card offers them) and bring it back to
  playing; Shuffle and taps need a playing board. Each tool has a per-level count.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ...common.rng import SeededRng
from ..base import LOST, PLAYING, WON
from . import geometry as geo
from .board import Board

BOARD, TRAY, BYPASS, CLEARED = 0, 1, 2, 3
TOOLS = ("undo", "remove", "shuffle")
BYPASS_SIZE = 3


def shuffle_seed(seed: str, k: int) -> str:
    """The text seeding the k-th shuffle (1-based) of an attempt at a board of ``seed``."""
    return f"{seed}:shuffle:{k}"


@dataclass
class RuntimeState:
    board: Board
    kind: list[str] = field(default_factory=list)
    where: list[int] = field(default_factory=list)
    blockers: list[int] = field(default_factory=list)  # coverers still at their place
    lane_of: dict[int, int] = field(default_factory=dict)  # piece -> return lane
    tray: list[int] = field(default_factory=list)
    bypass: list[int] = field(default_factory=list)
    stamp: dict[int, int] = field(default_factory=dict)  # when each tray piece entered
    serial: int = 0
    tools: dict[str, int] = field(default_factory=dict)
    shuffles: int = 0
    taps: int = 0
    cleared: int = 0
    status: str = PLAYING

    @classmethod
    def start(cls, board: Board) -> "RuntimeState":
        state = cls(board)
        state.reset()
        return state

    def reset(self) -> None:
        b = self.board
        self.kind = list(b.kinds)
        self.where = [BOARD] * b.n
        self.blockers = [len(c) for c in b.covered_by]
        self.lane_of, self.tray, self.bypass, self.stamp = {}, [], [], {}
        self.serial = self.shuffles = self.taps = self.cleared = 0
        self.tools = {t: int(b.tools.get(t, 0)) for t in TOOLS}
        self.status = PLAYING

    # --- queries -----------------------------------------------------------------------------
    def clickable(self, i: int) -> bool:
        return self.where[i] == BOARD and (i in self.lane_of or self.blockers[i] == 0)

    def clickable_list(self) -> list[int]:
        return [i for i in range(self.board.n) if self.clickable(i)]

    def tappable(self, i: int) -> bool:
        return self.status == PLAYING and (self.clickable(i) or self.where[i] == BYPASS)

    def tray_count(self, kind: str) -> int:
        return sum(1 for t in self.tray if self.kind[t] == kind)

    def free_lane(self) -> int:
        taken = set(self.lane_of.values())
        for lane in range(len(self.board.lanes)):
            if lane not in taken:
                return lane
        return -1

    def box(self, i: int) -> tuple[int, int, int, int, int]:
        """The piece's current box (a returned piece sits on its lane, on RETURN_LAYER)."""
        if i in self.lane_of:
            x, y = self.board.lanes[self.lane_of[i]]
            return (geo.RETURN_LAYER, x, y, geo.PIECE, geo.PIECE)
        return self.board.boxes[i]

    def can_tool(self, tool: str) -> bool:
        if self.tools.get(tool, 0) <= 0:
            return False
        if tool == "undo":
            return self.status in (PLAYING, LOST) and bool(self.tray) and self.free_lane() >= 0
        if tool == "remove":
            return self.status in (PLAYING, LOST) and bool(self.tray) and not self.bypass
        if tool == "shuffle":
            return self.status == PLAYING and sum(1 for w in self.where if w == BOARD) >= 2
        return False

    # --- moves ---------------------------------------------------------------------------------
    def tap(self, i: int) -> dict:
        """Tap piece ``i`` (which must be ``tappable``); the event of docs §moves."""
        b = self.board
        if self.where[i] == BYPASS:
            self.bypass.remove(i)
        elif i in self.lane_of:
            del self.lane_of[i]
        else:
            for q in b.covers[i]:
                self.blockers[q] -= 1
        k = self.kind[i]
        slot = len(self.tray)
        for j in range(len(self.tray) - 1, -1, -1):
            if self.kind[self.tray[j]] == k:
                slot = j + 1
                break
        self.tray.insert(slot, i)
        self.where[i] = TRAY
        self.serial += 1
        self.stamp[i] = self.serial
        self.taps += 1
        cleared = [t for t in self.tray if self.kind[t] == k]
        if len(cleared) == 3:
            self.tray = [t for t in self.tray if self.kind[t] != k]
            for t in cleared:
                self.where[t] = CLEARED
                self.stamp.pop(t, None)
            self.cleared += 3
        else:
            cleared = []
        if self.cleared == b.n:
            self.status, kind = WON, "won"
        elif len(self.tray) >= geo.TRAY_SLOTS:
            self.status, kind = LOST, "lost"
        else:
            kind = "matched" if cleared else "picked"
        return {"kind": kind, "cell": -1, "piece": b.ids[i], "slot": slot, "cleared": [b.ids[t] for t in cleared]}

    def use_tool(self, tool: str) -> dict:
        """Use a tool (``can_tool`` must hold)."""
        b = self.board
        self.tools[tool] -= 1
        if tool == "undo":
            piece = max(self.tray, key=lambda t: self.stamp[t])
            self.tray.remove(piece)
            del self.stamp[piece]
            lane = self.free_lane()
            self.lane_of[piece] = lane
            self.where[piece] = BOARD
            self.status = PLAYING
            return {"kind": "returned", "cell": -1, "piece": b.ids[piece], "lane": lane}
        if tool == "remove":
            moved, self.tray = self.tray[:BYPASS_SIZE], self.tray[BYPASS_SIZE:]
            for t in moved:
                self.where[t] = BYPASS
                del self.stamp[t]
            self.bypass = moved
            self.status = PLAYING
            return {"kind": "set-aside", "cell": -1, "pieces": [b.ids[t] for t in moved]}
        self.shuffles += 1
        on = [i for i in range(b.n) if self.where[i] == BOARD]
        kinds = [self.kind[i] for i in on]
        SeededRng(shuffle_seed(b.seed, self.shuffles)).shuffle(kinds)
        for i, k in zip(on, kinds):
            self.kind[i] = k
        return {"kind": "shuffled", "cell": -1, "count": len(on)}

    # --- what the vectors compare ----------------------------------------------------------------
    def observe(self, element_index: dict[str, int]) -> dict:
        b = self.board
        lanes = [""] * len(b.lanes)
        for piece, lane in self.lane_of.items():
            lanes[lane] = b.ids[piece]
        return {
            "tray": [b.ids[t] for t in self.tray],
            "bypass": [b.ids[t] for t in self.bypass],
            "lanes": lanes,
            "clickable": [b.ids[i] for i in self.clickable_list()],
            "onBoard": sum(1 for w in self.where if w == BOARD),
            "cleared": self.cleared,
            "taps": self.taps,
            "tools": dict(self.tools),
            "shuffles": self.shuffles,
            "kinds": [element_index[k] for k in self.kind],
        }

    def save(self) -> dict:
        """Everything needed to resume this attempt exactly (suspend/resume, not undo)."""
        return {
            "kind": list(self.kind), "where": list(self.where), "lanes": sorted(self.lane_of.items()),
            "tray": list(self.tray), "bypass": list(self.bypass), "stamp": sorted(self.stamp.items()),
            "serial": self.serial, "tools": dict(self.tools), "shuffles": self.shuffles, "taps": self.taps,
            "cleared": self.cleared, "status": self.status,
        }

    def load(self, data: dict) -> None:
        b = self.board
        self.kind = list(data["kind"])
        self.where = list(data["where"])
        self.lane_of = {int(p): int(lane) for p, lane in data["lanes"]}
        self.tray, self.bypass = list(data["tray"]), list(data["bypass"])
        self.stamp = {int(p): int(s) for p, s in data["stamp"]}
        self.serial, self.shuffles = data["serial"], data["shuffles"]
        self.taps, self.cleared, self.status = data["taps"], data["cleared"], data["status"]
        self.tools = dict(data["tools"])
        self.blockers = [
            sum(1 for a in b.covered_by[i] if self.where[a] == BOARD and a not in self.lane_of)
            for i in range(b.n)
        ]

    # --- the exact solver's view -----------------------------------------------------------------
    def solver_view(self) -> tuple[list[int], list[list[int]], list[int], int, list[int]]:
        """(kind index per piece left on the board or in the bypass, covers lists among them,
        tray residues per kind index, number of kinds, those pieces' indices) for a tool-free exact search."""
        b = self.board
        left = [i for i in range(b.n) if self.where[i] in (BOARD, BYPASS)]
        local = {i: j for j, i in enumerate(left)}
        names: dict[str, int] = {}
        for k in self.kind:
            names.setdefault(k, len(names))
        kinds = [names[self.kind[i]] for i in left]
        covers: list[list[int]] = [[] for _ in left]
        for i in left:
            if self.where[i] == BOARD and i not in self.lane_of:
                covers[local[i]] = [local[q] for q in b.covers[i] if q in local and self.where[q] == BOARD]
        tray = [0] * len(names)
        for t in self.tray:
            tray[names[self.kind[t]]] += 1
        return kinds, covers, tray, len(names), left
