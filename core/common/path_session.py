"""The path state machine shared by the path modes (docs/rules/number-stroke.md and
docs/rules/hex-walls.md): one level being played as a path over a graph of cells.

Pure rules, no geometry: the engine turns pointer samples into ``press``/``drag``/``release``
moves on nodes. A mode narrows the moves with ``blocking_wall`` (Hex Walls' walls); the rest
is common. docs/number-stroke-runtime.md §2 is the contract the GDScript port replays;
docs/architecture.md gives the session interface every mode shares.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ..hamilton import EVEN, ODD
from ..modes.base import PLAYING, WON, ignored
from .path_hints import add_number, correct_prefix, hint, show_way, shown_steps

EMPTY, DRAWING, IDLE, CLEARED = "empty", "drawing", "idle", "cleared"


@dataclass(frozen=True)
class PathLevel:
    """What a session needs of a level: the graph, printed clues, the unique solution and the
    order "add a number" offers cells in."""

    adjacency: tuple[tuple[int, ...], ...]
    clue: tuple[int, ...]  # 0 = no number
    parity: tuple[int, ...]  # NO_PARITY / ODD / EVEN
    solution: tuple[int, ...]  # the baked hintPath
    hint_cells: tuple[int, ...] = ()  # the baked hintCells (none: "add a number" has none)

    @property
    def n(self) -> int:
        return len(self.adjacency)


def event(kind: str, cell: int = -1) -> dict:
    return {"kind": kind, "cell": cell}


@dataclass
class PathSession:
    level: PathLevel
    phase: str = EMPTY
    path: list[int] = field(default_factory=list)
    added: dict[int, int] = field(default_factory=dict)  # hint numbers, node -> step
    conflicts: list[int] = field(default_factory=list)

    # --- derived state -----------------------------------------------------------------
    def effective_clue(self, node: int) -> int:
        return self.added.get(node) or self.level.clue[node]

    def node_with_clue(self, step: int) -> int:
        for node in range(self.level.n):
            if self.effective_clue(node) == step:
                return node
        return -1

    def legal_start(self) -> int:
        """The clue-1 node, or -1 when any node may start."""
        return self.node_with_clue(1)

    @property
    def remaining(self) -> int:
        return self.level.n - len(self.path)

    @property
    def cleared(self) -> bool:
        return self.phase == CLEARED

    @property
    def dead_end(self) -> bool:
        """The end has no unvisited neighbour it may step to now."""
        if not self.path or self.cleared:
            return False
        end, visited = self.path[-1], set(self.path)
        return all(
            w in visited or self.blocking_wall(end, w, len(self.path))
            for w in self.level.adjacency[end]
        )

    def blocking_wall(self, a: int, b: int, placed: int) -> str:
        """The id of what closes the edge a-b for the move made after ``placed`` cells, or ""."""
        return ""

    def ways_on(self, node: int, step: int, known) -> list[int]:
        """The cells the step after ``node`` (at ``step``) may take as the board shows it: its
        neighbours outside ``known``, open for that move, whose mark allows that step."""
        odd = (step + 1) % 2 == 1
        return [
            w for w in self.level.adjacency[node]
            if w not in known and not self.blocking_wall(node, w, step)
            and self.level.parity[w] != (EVEN if odd else ODD)
        ]

    def shown_steps(self) -> set[int]:
        """The steps the board already shows (path_hints.shown_steps)."""
        clues = [self.effective_clue(v) for v in range(self.level.n)]
        return shown_steps(self.level.solution, self.path, clues, self.ways_on)

    def _recompute(self) -> None:
        owner_of_step = {self.effective_clue(v): v for v in range(self.level.n) if self.effective_clue(v)}
        bad = []
        for index, node in enumerate(self.path):
            step = index + 1
            clue = self.effective_clue(node)
            parity = self.level.parity[node]
            if (
                (clue and clue != step)
                or owner_of_step.get(step, node) != node
                or (parity == ODD and step % 2 == 0)
                or (parity == EVEN and step % 2 == 1)
            ):
                bad.append(node)
        self.conflicts = sorted(bad)
        if len(self.path) == self.level.n and not self.conflicts:
            self.phase = CLEARED

    def state(self) -> dict:
        return {
            "phase": self.phase,
            "path": list(self.path),
            "conflicts": list(self.conflicts),
            "remaining": self.remaining,
            "cleared": self.cleared,
            "deadEnd": self.dead_end,
            "added": [[node, step] for node, step in sorted(self.added.items())],
        }

    # --- the session interface (docs/architecture.md) ----------------------------------
    def apply(self, move) -> dict:
        """One move: {"op": press|drag, "cell": n}, {"op": release|hint_number|hint_way}."""
        op = move.get("op") if isinstance(move, dict) else None
        if op in ("press", "drag"):
            cell = move.get("cell")
            if not self._valid(cell):
                return ignored()
            return self.press(cell) if op == "press" else self.drag(cell)
        if op == "release":
            return self.release()
        if op in ("hint_number", "hint_way"):
            result = self.hint_number() if op == "hint_number" else self.hint_way()
            return {"kind": "hint", "cell": result["cell"], "hint": result}
        return ignored()

    def status(self) -> str:
        return WON if self.cleared else PLAYING

    def snapshot(self) -> dict:
        """What undo restores: the path. Hint numbers stay, as they do through restart."""
        return {"path": list(self.path)}

    def restore(self, snapshot: dict) -> None:
        self.path = list(snapshot["path"])
        self.phase = IDLE if self.path else EMPTY
        self._recompute()

    # --- commands ----------------------------------------------------------------------
    def _valid(self, node) -> bool:
        return type(node) is int and 0 <= node < self.level.n

    def _grow_or_cut(self, node: int) -> dict:
        """Shared by press and drag on a non-empty path: cut back, append, or ignore."""
        if node == self.path[-1]:
            return event("ignored")
        if node in self.path:
            del self.path[self.path.index(node) + 1 :]
            self.phase = DRAWING
            self._recompute()
            return event("cut", node)
        if node in self.level.adjacency[self.path[-1]]:
            wall = self.blocking_wall(self.path[-1], node, len(self.path))
            if wall:
                return {"kind": "blocked", "cell": node, "wall": wall}
            self.path.append(node)
            self.phase = DRAWING
            self._recompute()
            return event("cleared" if self.cleared else "appended", node)
        return event("ignored")

    def press(self, node: int) -> dict:
        if self.cleared or not self._valid(node):
            return event("ignored")
        if not self.path:
            start = self.legal_start()
            if start not in (-1, node):
                return event("illegal_start", start)
            self.path = [node]
            self.phase = DRAWING
            self._recompute()
            return event("cleared" if self.cleared else "started", node)
        if node == self.path[-1]:
            self.phase = DRAWING
            return event("resumed", node)
        return self._grow_or_cut(node)

    def drag(self, node: int) -> dict:
        if self.phase != DRAWING or not self._valid(node):
            return event("ignored")
        return self._grow_or_cut(node)

    def release(self) -> dict:
        if self.phase != DRAWING:
            return event("ignored")
        self.phase = IDLE
        return event("released")

    def restart(self) -> dict:
        if self.cleared:
            return event("ignored")
        self.path = []
        self.phase = EMPTY
        self._recompute()
        return event("restarted")

    def correct_prefix(self) -> int:
        return correct_prefix(self.level.solution, self.path)

    def hint_number(self) -> dict:
        if self.cleared:
            return hint("none", -1, "")
        result = add_number(self.level.solution, self.level.hint_cells, self.shown_steps())
        if result["kind"] == "number":
            self.added[result["cell"]] = result["number"]
            self._recompute()
        return result

    def hint_way(self) -> dict:
        if self.cleared:
            return hint("none", -1, "")
        return show_way(self.level.solution, self.path, self.shown_steps())
