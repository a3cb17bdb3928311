"""The stage and the overlap graph (docs/city-cat-catch-runtime.md §2), in exact integer arithmetic.

The stage is a 720 x 1280 portrait canvas in integer units, y down. Zones (safe areas, §5.1,
§11.3), top to bottom: the title [0, 180), the stack [180, 980), the return lanes [980, 1070),
the tray [1070, 1180) and the buttons [1180, 1280). Pieces are axis-aligned boxes
``(x, y, width, height)`` with the top-left corner at (x, y); ``rotation`` is drawn only.

Overlap rule: ``A -> B`` (A covers B) when

1. ``A.layer > B.layer``;
2. the intersection ``ix x iy`` of the two boxes is at least a fifth of B's area:
   ``5 * ix * iy >= B.width * B.height`` with ``ix = min(Ax2, Bx2) - max(Ax1, Bx1)``,
   ``iy`` likewise, both > 0;
3. the intersection meets B's central 50 % x 50 % region with positive area: in units of a
   quarter, ``4 * max(Ax1, Bx1) < 4 * Bx + 3 * Bw`` and ``4 * min(Ax2, Bx2) > 4 * Bx + Bw``,
   and the same in y.

Every quantity is an integer (products stay below 2**31 for stage-sized boxes), so the
GDScript port computes the same graph bit for bit. A piece is clickable when it is on the
board and no piece on the board covers it (§7).
"""
from __future__ import annotations

STAGE_W, STAGE_H = 720, 1280
TITLE_ZONE = (0, 180)
STACK_ZONE = (180, 980)
LANE_ZONE = (980, 1070)
TRAY_ZONE = (1070, 1180)
BUTTON_ZONE = (1180, 1280)
ZONES = {
    "title": TITLE_ZONE, "stack": STACK_ZONE, "lanes": LANE_ZONE, "tray": TRAY_ZONE, "buttons": BUTTON_ZONE,
}

PIECE = 72  # a piece's side
SPACING = 80  # anchor pitch; 72 + 2 * 4 px of jitter room, so one layer never overlaps itself
JITTER = 4
# A layer's anchor offset from the grid, x and y: one value per class modulo the pitch, so two
# layers with different offsets never stack their anchors exactly (seed §5.1 "偏移不同").
LAYER_OFFSETS = (-20, 0, 20, 40)
LANE_COUNT = 7
LANE_Y = LANE_ZONE[0] + (LANE_ZONE[1] - LANE_ZONE[0] - PIECE) // 2
LANE_PITCH = 96
TRAY_SLOTS = 7
RETURN_LAYER = 99  # the layer of a piece an Undo put back on a lane (above every board layer)


def return_lanes(count: int = LANE_COUNT) -> list[list[int]]:
    """``count`` lane spots (top-left corners), centred on the stage, one pitch apart."""
    left = (STAGE_W - (count - 1) * LANE_PITCH - PIECE) // 2
    return [[left + i * LANE_PITCH, LANE_Y] for i in range(count)]


def covers(a, b) -> bool:
    """Whether box ``a`` covers box ``b``; each is ``(layer, x, y, w, h)``."""
    la, ax, ay, aw, ah = a
    lb, bx, by, bw, bh = b
    if la <= lb:
        return False
    x1, x2 = max(ax, bx), min(ax + aw, bx + bw)
    y1, y2 = max(ay, by), min(ay + ah, by + bh)
    ix, iy = x2 - x1, y2 - y1
    if ix <= 0 or iy <= 0 or 5 * ix * iy < bw * bh:
        return False
    return (4 * x1 < 4 * bx + 3 * bw and 4 * x2 > 4 * bx + bw
            and 4 * y1 < 4 * by + 3 * bh and 4 * y2 > 4 * by + bh)


def boxes_overlap(a, b) -> bool:
    """Positive-area intersection of two ``(x, y, w, h)`` boxes."""
    ax, ay, aw, ah = a
    bx, by, bw, bh = b
    return min(ax + aw, bx + bw) > max(ax, bx) and min(ay + ah, by + bh) > max(ay, by)


def layer_offsets() -> list[tuple[int, int]]:
    """Every (dx, dy) a layer may be offset by, dy major (the order a draw picks from)."""
    return [(dx, dy) for dy in LAYER_OFFSETS for dx in LAYER_OFFSETS]


class BoxIndex:
    """Boxes bucketed by the CELL-pixel cells they overlap, to find the ones a box may meet
    without a full scan (the answers are those of the plain loop over every box)."""

    CELL = SPACING

    def __init__(self, boxes=()):
        self.boxes: list = []
        self.cells: dict[tuple[int, int], list[int]] = {}
        for b in boxes:
            self.add(b)

    def _cells(self, box):
        c = self.CELL
        for gx in range(box[1] // c, (box[1] + box[3] - 1) // c + 1):
            for gy in range(box[2] // c, (box[2] + box[4] - 1) // c + 1):
                yield gx, gy

    def add(self, box) -> None:
        for cell in self._cells(box):
            self.cells.setdefault(cell, []).append(len(self.boxes))
        self.boxes.append(box)

    def near(self, box) -> set[int]:
        """Indices of the boxes that share a cell with ``box`` (every box it can intersect)."""
        out: set[int] = set()
        for cell in self._cells(box):
            out.update(self.cells.get(cell, ()))
        return out

    def count_covered(self, box) -> int:
        """How many indexed boxes ``box`` covers."""
        return sum(1 for i in self.near(box) if covers(box, self.boxes[i]))


def overlap_edges(boxes) -> list[tuple[int, int]]:
    """Every edge ``(a, b)``, a covers b, of boxes ``(layer, x, y, w, h)``, sorted."""
    index = BoxIndex(boxes)
    edges: list = []
    for a, box in enumerate(boxes):
        edges.extend((a, b) for b in index.near(box) if b != a and covers(box, boxes[b]))
    edges.sort()
    return edges


def inside(box, zone, stage_w: int = STAGE_W) -> bool:
    x, y, w, h = box
    return 0 <= x and x + w <= stage_w and zone[0] <= y and y + h <= zone[1]
