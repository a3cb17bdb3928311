"""The hex convention (core/common/hexgrid.py): its geometric promises checked on screen
coordinates, not just on the axial formulas that implement them."""
import json
import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from core.common import hexgrid as hg

coords = st.integers(-10**6, 10**6)
hexes = st.tuples(coords, coords)
small_hexes = st.tuples(st.integers(-30, 30), st.integers(-30, 30))
directions = st.integers(0, 5)


def screen_angle(x: float, y: float) -> float:
    """Degrees clockwise on screen from the right (y points down)."""
    return math.degrees(math.atan2(y, x)) % 360.0


def angle_gap(a: float, b: float) -> float:
    """How far clockwise b lies from a, in [0, 360)."""
    return (b - a) % 360.0


def test_directions_point_where_their_names_say():
    # up, up-right, down-right, down, down-left, up-left: straight up, then every 60 degrees
    for d, delta in enumerate(hg.DIRECTIONS):
        x, y = hg.hex_to_pixel(delta, 1.0)
        assert screen_angle(x, y) == pytest.approx((270.0 + 60.0 * d) % 360.0)
        assert math.hypot(x, y) == pytest.approx(math.sqrt(3.0))
    assert hg.hex_to_pixel(hg.DIRECTIONS[0], 1.0)[0] == 0.0


@given(hexes)
def test_six_turns_are_the_identity(h):
    turned = h
    for _ in range(6):
        turned = hg.rotate_cw(turned)
    assert turned == h
    assert hg.rotate(h, 6) == hg.rotate(h, -6) == hg.rotate(h, 0) == h


@given(hexes, st.integers(-20, 20))
def test_rotate_is_repeated_rotate_cw(h, turns):
    expected = h
    for _ in range(turns % 6):
        expected = hg.rotate_cw(expected)
    assert hg.rotate(h, turns) == expected
    assert hg.rotate(hg.rotate(h, turns), -turns) == h


@given(small_hexes, small_hexes, st.integers(-7, 7))
def test_rotation_about_a_centre(h, centre, turns):
    moved = hg.rotate((h[0] - centre[0], h[1] - centre[1]), turns)
    assert hg.rotate(h, turns, centre) == (moved[0] + centre[0], moved[1] + centre[1])
    assert hg.distance(hg.rotate(h, turns, centre), centre) == hg.distance(h, centre)


def test_rotate_cw_takes_direction_d_to_d_plus_1():
    for d in range(6):
        assert hg.rotate_cw(hg.DIRECTIONS[d]) == hg.DIRECTIONS[(d + 1) % 6]


@given(hexes.filter(lambda h: h != (0, 0)))
def test_rotate_cw_turns_60_degrees_clockwise_on_screen(h):
    x, y = hg.hex_to_pixel(h, 1.0)
    rx, ry = hg.hex_to_pixel(hg.rotate_cw(h), 1.0)
    c, s = 0.5, math.sqrt(3.0) / 2.0  # +60 degrees is clockwise when y points down
    assert (rx, ry) == pytest.approx((x * c - y * s, x * s + y * c), rel=1e-9, abs=1e-6)


@given(hexes, hexes, directions)
def test_rotation_preserves_distance_and_adjacency(a, b, d):
    ra, rb = hg.rotate_cw(a), hg.rotate_cw(b)
    assert hg.distance(ra, rb) == hg.distance(a, b)
    assert hg.rotate_cw(hg.neighbour(a, d)) == hg.neighbour(ra, d + 1)
    assert hg.direction_to(ra, hg.rotate_cw(hg.neighbour(a, d))) == (d + 1) % 6


@given(hexes, directions)
def test_neighbours_are_symmetric(h, d):
    other = hg.neighbour(h, d)
    assert hg.neighbours(h)[d] == other
    assert hg.neighbour(other, d + 3) == h
    assert hg.direction_to(other, h) == (d + 3) % 6
    assert hg.direction_to(h, other) == d
    assert hg.distance(h, other) == 1
    assert hg.direction_to(h, h) is None
    assert hg.direction_to(h, hg.neighbour(other, d)) is None


@given(hexes, hexes, hexes)
def test_distance_is_a_metric(a, b, c):
    assert hg.distance(a, b) == hg.distance(b, a) >= 0
    assert (hg.distance(a, b) == 0) == (a == b)
    assert hg.distance(a, c) <= hg.distance(a, b) + hg.distance(b, c)
    assert hg.radius(a) == hg.distance(a, (0, 0))


@pytest.mark.parametrize("centre", [(0, 0), (3, -5)])
def test_rings_go_clockwise_from_straight_up(centre):
    assert hg.ring(0, centre) == [centre]
    for k in range(1, 8):
        ring = hg.ring(k, centre)
        assert len(ring) == len(set(ring)) == 6 * k
        assert ring[0] == (centre[0], centre[1] - k)
        assert all(hg.distance(h, centre) == k for h in ring)
        for a, b in zip(ring, ring[1:] + ring[:1]):
            assert hg.distance(a, b) == 1
        cx, cy = hg.hex_to_pixel(centre, 1.0)
        angles = [screen_angle(x - cx, y - cy) for x, y in (hg.hex_to_pixel(h, 1.0) for h in ring)]
        assert sum(angle_gap(a, b) for a, b in zip(angles, angles[1:] + angles[:1])) == (
            pytest.approx(360.0)
        )


@pytest.mark.parametrize("centre", [(0, 0), (-4, 9)])
def test_spirals_hold_every_hex_within_the_radius(centre):
    box = [(centre[0] + q, centre[1] + r) for q in range(-9, 10) for r in range(-9, 10)]
    for k in range(0, 8):
        spiral = hg.spiral(k, centre)
        assert len(spiral) == 3 * k * (k + 1) + 1
        assert set(spiral) == {h for h in box if hg.distance(h, centre) <= k}
        assert spiral == [h for i in range(k + 1) for h in hg.ring(i, centre)]


def test_negative_radii_are_refused():
    with pytest.raises(ValueError):
        hg.ring(-1)
    with pytest.raises(ValueError):
        hg.spiral(-1)


@given(small_hexes)
def test_corners_go_clockwise_from_the_right(h):
    size = 10.0
    cx, cy = hg.hex_to_pixel(h, size)
    corners = hg.hex_corners(h, size)
    for k, (x, y) in enumerate(corners):
        angle = math.radians(60.0 * k)  # clockwise on screen, since y points down
        assert (x - cx, y - cy) == pytest.approx((size * math.cos(angle), size * math.sin(angle)))
        assert hg.vertex_to_pixel(hg.corner_vertex(h, k), size) == pytest.approx((x, y))


@given(small_hexes)
def test_vertices_are_three_pairwise_neighbours(h):
    keys = hg.vertices(h)
    assert len(set(keys)) == 6
    for k, v in enumerate(keys):
        assert list(v) == sorted(v) and h in v
        a, b, c = v
        assert hg.distance(a, b) == hg.distance(b, c) == hg.distance(a, c) == 1
        assert hg.corner_vertex(h, k) == v
        for other in v:  # every hex of a vertex has it among its corners
            assert v in hg.vertices(other)


def test_vertex_key_is_order_free_and_checked():
    v = hg.vertex_key((0, 0), (1, -1), (1, 0))
    assert v == hg.vertex_key((1, 0), (0, 0), (1, -1)) == ((0, 0), (1, -1), (1, 0))
    with pytest.raises(ValueError):
        hg.vertex_key((0, 0), (0, 1), (0, 2))
    with pytest.raises(ValueError):
        hg.vertex_hexes(((0, 0), (0, 0), (0, 1)))


@given(small_hexes, st.integers(0, 5))
def test_vertex_hexes_go_clockwise_on_screen(h, k):
    v = hg.corner_vertex(h, k)
    around = hg.vertex_hexes(v)
    assert sorted(around) == list(v) and around[0] == v[0]
    px, py = hg.vertex_to_pixel(v, 1.0)
    angles = [screen_angle(x - px, y - py) for x, y in (hg.hex_to_pixel(a, 1.0) for a in around)]
    # clockwise: each next hex lies 120 degrees further clockwise
    for a, b in zip(angles, angles[1:] + angles[:1]):
        assert angle_gap(a, b) == pytest.approx(120.0)
    edges = hg.vertex_edges(v)
    assert edges == [hg.edge_key(around[i], around[(i + 1) % 3]) for i in range(3)]


@given(small_hexes, directions)
def test_edges(h, d):
    other = hg.neighbour(h, d)
    e = hg.edge_of(h, d)
    assert e == hg.edge_key(other, h) == tuple(sorted((h, other)))
    assert hg.edge_direction(hg.edge_index(d)) == d
    # edge k joins corners k and k+1, and its midpoint lies towards direction d
    k = hg.edge_index(d)
    corners = hg.hex_corners(h, 1.0)
    mx = (corners[k][0] + corners[(k + 1) % 6][0]) / 2.0
    my = (corners[k][1] + corners[(k + 1) % 6][1]) / 2.0
    cx, cy = hg.hex_to_pixel(h, 1.0)
    dx, dy = hg.hex_to_pixel(hg.DIRECTIONS[d], 1.0)
    assert (mx - cx, my - cy) == pytest.approx((dx / 2.0, dy / 2.0))
    # its two ends are the corners both hexes share
    ends = hg.edge_vertices(e)
    assert set(ends) == set(hg.vertices(h)) & set(hg.vertices(other))
    a = e[0]
    ka = hg.edge_index(hg.direction_to(a, e[1]))
    assert ends == (hg.corner_vertex(a, ka), hg.corner_vertex(a, ka + 1))
    for v in ends:
        assert e in hg.vertex_edges(v)


def test_edge_key_needs_neighbours():
    with pytest.raises(ValueError):
        hg.edge_key((0, 0), (2, 0))
    with pytest.raises(ValueError):
        hg.edge_vertices(((0, 0), (0, 0)))


@given(hexes, st.floats(1.0, 200.0))
def test_pixel_to_hex_round_trips_centres(h, size):
    assert hg.pixel_to_hex(*hg.hex_to_pixel(h, size), size) == h


@given(small_hexes, st.floats(-1.0, 1.0), st.floats(-1.0, 1.0), st.floats(1.0, 200.0))
def test_pixel_to_hex_finds_the_nearest_centre(h, fx, fy, size):
    cx, cy = hg.hex_to_pixel(h, size)
    x, y = cx + fx * size, cy + fy * size
    found = hg.pixel_to_hex(x, y, size)

    def gap(c):
        px, py = hg.hex_to_pixel(c, size)
        return math.hypot(px - x, py - y)

    nearest = min(gap(c) for c in [h] + hg.neighbours(h))
    assert gap(found) == pytest.approx(nearest, rel=1e-9, abs=1e-9)


def test_the_vectors_are_complete():
    vectors = hg.conformance_vectors()
    assert json.loads(json.dumps(vectors)) == json.loads(json.dumps(hg.conformance_vectors()))
    assert (vectors["format"], vectors["kind"]) == (1, "hex-geometry")
    listed = [tuple(case["hex"]) for case in vectors["hexes"]]
    assert set(hg.spiral(6)) <= set(listed) and any(hg.radius(h) > 1000 for h in listed)
    assert len(vectors["points"]) >= 1000
    assert all(len(case["corners"]) == 6 for case in vectors["hexes"])
    assert len(vectors["vertices"]) == 6 * (hg.VERTEX_RADIUS + 1) ** 2  # corners of spiral(3)
