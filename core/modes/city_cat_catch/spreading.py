"""Same-kind spreading (seed 004 §11.2) and the layers' anchor offsets (§5.1), on any board.

For every element (all its pieces, not just one dealt triple), with ``depth`` the longest
chain of coverers above a piece (0: clickable at the start):

- ``cluster``: no three of its pieces on one layer within 88 px, i.e. with both the x spread
  and the y spread of their corners at most ``CLUSTER_SPAN`` = one anchor pitch plus twice
  the jitter (neighbouring anchors: a free triple handed over, "白给三消");
- ``buried``: not all of its pieces at the board's maximum depth (when that is above 0):
  seen only in the endgame ("直到残局才第一次看到");
- ``out-of-sight``: at least one of its pieces near the first-screen clickable layer, depth
  at most ``NEAR_DEPTH`` ("至少 1 个在首屏可点击层附近").

And ``layer-offset``: every layer's anchor offset (recovered from the pieces, modulo the
anchor pitch, relative to layer 1) differs from the offset of every layer below it.

``Deal`` is the per-piece form the generator's deal uses; ``problems`` checks a whole board.
"""
from __future__ import annotations

from itertools import combinations

from . import geometry as geo

CLUSTER_SPAN = geo.SPACING + 2 * geo.JITTER  # 88
NEAR_DEPTH = 1
OFFSET_STEP = 20  # layer offsets are multiples of this, jitter below half of it


def near_depth(max_depth: int) -> int:
    """The deepest depth that counts as near the first screen on a board whose deepest
    piece is at ``max_depth``: NEAR_DEPTH, but never the maximum depth itself (so one near
    piece also keeps its element from being buried whole)."""
    return max(0, min(NEAR_DEPTH, max_depth - 1))


def clustered(a, b, c) -> bool:
    """Three boxes ``(layer, x, y, ...)`` on one layer within CLUSTER_SPAN in x and y."""
    if not a[0] == b[0] == c[0]:
        return False
    xs, ys = (a[1], b[1], c[1]), (a[2], b[2], c[2])
    return max(xs) - min(xs) <= CLUSTER_SPAN and max(ys) - min(ys) <= CLUSTER_SPAN


class Deal:
    """The spreading rules as a deal places pieces one by one (attempt.deal_kinds)."""

    def __init__(self, boxes, depth: list[int], elements: set[str]):
        self.boxes, self.depth = boxes, depth
        self.near = near_depth(max(depth) if depth else 0)
        self.near_free = sum(1 for d in depth if d <= self.near)
        self.needy = set(elements)  # elements with no near piece yet
        self.pieces: dict[str, list[int]] = {}

    def allowed(self, element: str, p: int, first_triple: bool) -> bool:
        """Whether position ``p`` may take the element's next piece: no three of it on one
        layer within CLUSTER_SPAN; the last piece of its first triple near the first screen
        when the other two are not; a near position kept for the elements still without one
        (when no more are free than they need)."""
        mine = self.pieces.get(element, [])
        box = self.boxes[p]
        same = [self.boxes[q] for q in mine if self.boxes[q][0] == box[0]]
        if len(same) >= 2 and any(clustered(a, b, box) for a, b in combinations(same, 2)):
            return False
        is_near = self.depth[p] <= self.near
        if element in self.needy:
            if first_triple and len(mine) == 2 and not is_near:
                return False
            return True
        return not is_near or self.near_free > len(self.needy)

    def take(self, element: str, p: int) -> None:
        self.pieces.setdefault(element, []).append(p)
        if self.depth[p] <= self.near:
            self.near_free -= 1
            self.needy.discard(element)


def layer_offsets(boxes) -> dict[int, tuple[int, int] | None]:
    """Each layer's anchor offset relative to layer 1, modulo the pitch, from its pieces'
    corners (None when its pieces do not sit on one lattice)."""
    out: dict[int, tuple[int, int] | None] = {}
    ref = next((b for b in boxes if b[0] == min(x[0] for x in boxes)), None)
    if ref is None:
        return out  # no pieces
    for b in boxes:
        off = tuple(((b[i] - ref[i] + OFFSET_STEP // 2) // OFFSET_STEP * OFFSET_STEP) % geo.SPACING for i in (1, 2))
        if b[0] not in out:
            out[b[0]] = off
        elif out[b[0]] != off:
            out[b[0]] = None
    return out


def problems(board) -> list[tuple[str, str, str | None]]:
    """Every broken spreading rule of a Board as (rule, detail, piece or element id)."""
    out = []
    depth = board.depth()
    deepest = max(depth) if depth else 0
    by_kind: dict[str, list[int]] = {}
    for i, k in enumerate(board.kinds):
        by_kind.setdefault(k, []).append(i)
    for kind, pieces in by_kind.items():
        for a, b, c in combinations(pieces, 3):
            if clustered(board.boxes[a], board.boxes[b], board.boxes[c]):
                ids = ", ".join(board.ids[i] for i in (a, b, c))
                out.append(("cluster", f"{ids} ({kind}) lie on layer {board.boxes[a][0]} within "
                                       f"{CLUSTER_SPAN} px", board.ids[a]))
                break
        if deepest > 0 and all(depth[i] == deepest for i in pieces):
            out.append(("buried", f"all {len(pieces)} pieces of {kind} lie at the maximum depth {deepest}", kind))
        if min(depth[i] for i in pieces) > NEAR_DEPTH:
            out.append(("out-of-sight", f"no piece of {kind} at depth {NEAR_DEPTH} or less (the first screen); "
                                        f"the shallowest is at {min(depth[i] for i in pieces)}", kind))
    if board.n:
        offsets = layer_offsets([b for b in board.boxes if b[0] != geo.RETURN_LAYER])
        seen: dict[tuple[int, int], int] = {}
        for layer in sorted(offsets):
            off = offsets[layer]
            if off is None:
                out.append(("layer-offset", f"the pieces of layer {layer} do not sit on one anchor lattice", None))
            elif off in seen:
                out.append(("layer-offset", f"layer {layer} has the anchor offset {off} of layer {seen[off]} "
                                            f"below it", None))
            else:
                seen[off] = layer
    return out
