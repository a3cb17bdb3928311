"""The overlap rule (seed 004 §6) in exact integers, against a rational restatement."""
from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from core.modes.city_cat_catch import geometry as geo
from core.modes.city_cat_catch.board import Board


def covers_rational(a, b) -> bool:
    la, ax, ay, aw, ah = a
    lb, bx, by, bw, bh = b
    if la <= lb:
        return False
    x1, x2 = max(ax, bx), min(ax + aw, bx + bw)
    y1, y2 = max(ay, by), min(ay + ah, by + bh)
    if x2 <= x1 or y2 <= y1:
        return False
    if Fraction((x2 - x1) * (y2 - y1), bw * bh) < Fraction(1, 5):
        return False
    cx1, cx2 = bx + Fraction(bw, 4), bx + Fraction(3 * bw, 4)
    cy1, cy2 = by + Fraction(bh, 4), by + Fraction(3 * bh, 4)
    return max(x1, cx1) < min(x2, cx2) and max(y1, cy1) < min(y2, cy2)


box = st.tuples(st.integers(1, 4), st.integers(0, 300), st.integers(0, 300), st.integers(24, 160), st.integers(24, 160))


@settings(max_examples=300, deadline=None)
@given(box, box)
def test_integer_rule_equals_the_rational_rule(a, b):
    assert geo.covers(a, b) == covers_rational(a, b)


def test_integer_rule_equals_the_rational_rule_near_the_edges():
    import random

    rng = random.Random(12)
    for _ in range(20000):
        bw, bh = rng.randint(24, 160), rng.randint(24, 160)
        b = (1, 200, 200, bw, bh)
        aw, ah = rng.randint(24, 160), rng.randint(24, 160)
        ax = 200 + rng.choice([bw // 4, (3 * bw) // 4, bw - aw // 5, -aw + bw // 4]) + rng.randint(-2, 2)
        ay = 200 + rng.choice([bh // 4, (3 * bh) // 4, bh - bh // 5, -ah + bh // 5]) + rng.randint(-2, 2)
        a = (2, ax, ay, aw, ah)
        assert geo.covers(a, b) == covers_rational(a, b)


def test_thresholds():
    b = (1, 0, 0, 100, 100)
    assert geo.covers((2, 80, 0, 100, 100), b) is False  # 20 wide, misses the centre (25..75)
    assert geo.covers((2, 0, 80, 100, 100), b) is False
    assert geo.covers((2, 0, 74, 100, 100), b) is True  # 26 rows: 26 % of B, reaches row 74 < 75
    assert geo.covers((2, 0, 75, 100, 100), b) is False  # 25 % but only touches the centre's edge
    assert geo.covers((2, 60, 60, 100, 100), b) is False  # 40 x 40 = 16 % < 20 %
    assert geo.covers((2, 55, 55, 100, 100), b) is True  # 45 x 45 = 20.25 %
    assert geo.covers((1, 0, 0, 100, 100), b) is False  # same layer: never
    assert geo.covers((3, 50, 0, 100, 40), b) is True  # 50 x 40 = exactly 20 %, meets the centre
    assert geo.covers((3, 50, 0, 100, 39), b) is False  # 19.5 %


def test_graph_and_clickable():
    boxes = [(1, 100, 300, 72, 72), (1, 180, 300, 72, 72), (2, 140, 300, 72, 72), (3, 400, 300, 72, 72)]
    board = Board.build("t", "1", ["a", "b", "c", "d"], ["harbor_01"] * 3 + ["harbor_02"], boxes, {}, [])
    assert board.edges() == [[2, 0], [2, 1]]
    assert board.initial_clickable() == [2, 3]
    assert board.depth() == [1, 1, 0, 0]


def test_lanes_sit_in_their_zone_apart():
    lanes = geo.return_lanes(7)
    for i, (x, y) in enumerate(lanes):
        assert geo.inside((x, y, geo.PIECE, geo.PIECE), geo.LANE_ZONE)
        for x2, y2 in lanes[:i]:
            assert not geo.boxes_overlap((x, y, geo.PIECE, geo.PIECE), (x2, y2, geo.PIECE, geo.PIECE))
