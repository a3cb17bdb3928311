"""A level's board at each of its orientations (docs/rules/hex-tracks.md, "Moves"; docs/hex-tracks-runtime.md §2).

One clockwise turn moves every cell ``(q, r) -> (-r, q + r)`` and adds 1 (mod 6) to each of its
track ports and exits; tiles keep their ``(q, r, dir)``. Orientation ``o`` (0..5) is ``o``
clockwise turns from the level as written. A board turns only when its set of cells is
invariant under the turn (six-fold symmetry about (0, 0)) and the level allows it.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ...common.hexgrid import rotate, rotate_cw

Hex = tuple[int, int]
Tracks = tuple[int, int, int, int, int, int]

STRAIGHT_PAIRING: Tracks = (3, 4, 5, 0, 1, 2)


def rotate_tracks(tracks, turns: int) -> Tracks:
    """The tracks of a cell after ``turns`` clockwise turns: the pairing i-j becomes
    (i+turns)-(j+turns)."""
    turns %= 6
    return tuple((tracks[(i - turns) % 6] + turns) % 6 for i in range(6))


def all_pairings() -> list[Tracks]:
    """The 15 ways to pair six ports (involutions without fixed points), sorted."""
    found: list = []

    def build(tracks: list[int]) -> None:
        free = [i for i in range(6) if tracks[i] < 0]
        if not free:
            found.append(tuple(tracks))
            return
        a = free[0]
        for b in free[1:]:
            tracks[a], tracks[b] = b, a
            build(tracks)
            tracks[a] = tracks[b] = -1

    build([-1] * 6)
    return sorted(found)


PAIRINGS = all_pairings()


def is_curve(entry: int, exit_: int) -> bool:
    """Whether entering at port ``entry`` and leaving at ``exit_`` bends (not straight on)."""
    return exit_ != (entry + 3) % 6


@dataclass(frozen=True)
class TileSpec:
    id: str
    q: int
    r: int
    dir: int
    color: int

    @property
    def pos(self) -> Hex:
        return (self.q, self.r)


@dataclass
class Board:
    """The cells (orientation 0) and tiles of one level, with its turned forms cached."""

    cells: dict[Hex, Tracks]
    tiles: list[TileSpec]
    rotation_enabled: bool = True
    move_limit: int = 1
    _turned: dict[int, dict[Hex, Tracks]] = field(default_factory=dict, repr=False)

    @classmethod
    def from_level(cls, level) -> "Board":
        """From a schema Level (or anything with the same fields)."""
        return cls(
            {(c.q, c.r): tuple(c.tracks) for c in level.cells},
            [TileSpec(t.id, t.q, t.r, t.dir, t.color) for t in level.tiles],
            level.rotationEnabled,
            level.moveLimit,
        )

    @classmethod
    def from_baked(cls, level: dict) -> "Board":
        return cls(
            {(c["q"], c["r"]): tuple(c["tracks"]) for c in level["cells"]},
            [TileSpec(t["id"], t["q"], t["r"], t["dir"], t["color"]) for t in level["tiles"]],
            level["rotationEnabled"],
            level["moveLimit"],
        )

    @property
    def n(self) -> int:
        return len(self.tiles)

    @property
    def symmetric(self) -> bool:
        """Six-fold symmetric about (0, 0): every turn maps the cells onto themselves."""
        return all(rotate_cw(p) in self.cells for p in self.cells)

    @property
    def rotatable(self) -> bool:
        return self.rotation_enabled and self.symmetric

    @property
    def orientations(self) -> tuple[int, ...]:
        return tuple(range(6)) if self.rotatable else (0,)

    def tracks_at(self, orientation: int) -> dict[Hex, Tracks]:
        """Position -> tracks after ``orientation`` clockwise turns."""
        orientation %= 6
        turned = self._turned.get(orientation)
        if turned is None:
            if orientation == 0:
                turned = dict(self.cells)
            else:
                turned = {
                    rotate(p, orientation): rotate_tracks(t, orientation) for p, t in self.cells.items()
                }
            self._turned[orientation] = turned
        return turned

    def turned_cells(self, orientation: int) -> list[dict]:
        """The cells after ``orientation`` turns, as level JSON, sorted by (q, r)."""
        tracks = self.tracks_at(orientation)
        return [{"q": q, "r": r, "tracks": list(tracks[(q, r)])} for q, r in sorted(tracks)]

    def index_of(self, tile_id) -> int:
        for i, t in enumerate(self.tiles):
            if t.id == tile_id:
                return i
        return -1
