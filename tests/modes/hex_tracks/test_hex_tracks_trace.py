"""trace(): hand-made cases with known answers, the literal algorithm against the tables,
and the continuous contact test (no tunnelling, grazing blocks)."""
import math
import random

import pytest
from hypothesis import given, settings, strategies as st

from core.common.hexgrid import spiral
from core.modes.hex_tracks import geometry as g
from core.modes.hex_tracks.board import PAIRINGS, Board, TileSpec
from core.modes.hex_tracks.trace import BLOCKED, EXIT, LOOP, Tables, trace, trace_reference, walk
from hex_tracks_helpers import SHARP, board

SQ3 = math.sqrt(3.0)


def run(b, tile=0, present=None, orientation=0):
    present = range(b.n) if present is None else present
    return trace(b, orientation, present, tile)


def test_straight_exit():
    b = board(2, tiles=[(0, 0, 0)])
    result = run(b)
    assert result.outcome == EXIT and result.blocker == -1 and result.contact == -1.0
    assert [s[:2] for s in result.route.steps] == [(0, -1), (0, -2)]
    assert (result.route.bends, result.route.cells, result.route.segments) == (0, 3, 1 + 40 + 1)


def test_a_tile_on_the_rim_pointing_out_leaves_at_once():
    result = run(board(2, tiles=[(0, -2, 0)]))
    assert result.outcome == EXIT and result.route.steps == () and result.route.segments == 2


def test_a_curve_turns_the_tile():
    # cell (0,-1): entering at port 3 leaves at port 1 (pairs 1-3, 0-4, 2-5)
    b = board(2, tiles=[(0, 0, 0)], tracks={(0, -1): (4, 3, 5, 1, 0, 2)})
    result = run(b)
    assert result.outcome == EXIT
    assert result.route.steps == ((0, -1, 3, 1), (1, -2, 4, 1))
    assert result.route.bends == 1


def test_sharp_tracks_close_a_loop():
    b = board(1, tiles=[(0, 0, 1)], tracks={p: SHARP for p in spiral(1)})
    result = run(b)
    assert result.outcome == LOOP
    assert [s[:2] for s in result.route.steps] == [(1, -1), (0, -1), (0, 0)]
    assert result.route.bends == 3 and result.route.segments == 61


def test_block_on_the_route_with_its_contact_parameter():
    b = board(3, tiles=[(0, 0, 0), (0, -2, 3)])
    result = run(b)
    assert (result.outcome, result.blocker) == (BLOCKED, 1)
    # contact when the centres are 1.76*sqrt(3)/2 apart: 1.12*sqrt(3) from the start, i.e.
    # 0.62 of the first cell's track, segment 1 + 12, t = 0.4
    assert result.contact == pytest.approx(13.4, abs=1e-9)
    assert run(b, present=[0]).outcome == EXIT  # without the blocker it leaves


def test_grazing_a_tile_beside_the_route_blocks():
    # seed 003's example: a tile at (1,1) going up passes between (1,0) and (1,-1) and its
    # side touches the tile at (0,0), which is not on the route
    b = board(3, tiles=[(1, 1, 0), (0, 0, 0)])
    result = run(b)
    assert result.outcome == BLOCKED and result.blocker == 1
    assert (0, 0) not in {s[:2] for s in result.route.steps}
    assert result.contact == pytest.approx(1 + 14.8, abs=1e-9)  # 0.45 before the port
    assert Tables(b).at(0).offroute[0] == 0b10


def test_neighbours_side_by_side_do_not_touch():
    # tiles on neighbouring cells (1.73 apart along a side normal) are clear of each other
    b = board(2, tiles=[(0, 0, 3), (1, -1, 3), (-1, 0, 3)])
    assert run(b).outcome == EXIT


def test_no_tunnelling_on_the_long_exit_run():
    # a hole at (0,-1): the tile flies off the board at once, straight over the hole, and
    # the one long segment still meets the tile three cells away
    b = board(3, tiles=[(0, 0, 0), (0, -3, 0)], holes=[(0, -1)])
    result = run(b)
    assert result.route.steps == () and (result.outcome, result.blocker) == (BLOCKED, 1)
    travelled = 2 * SQ3 * 1.5 - g.CONTACT_APOTHEM - SQ3 / 2  # from the port to the contact
    assert result.contact == pytest.approx(1 + travelled / g.EXIT_LENGTH, abs=1e-9)


def test_clip_finds_a_hexagon_between_far_endpoints():
    assert g.clip(-100.0, 0.3, 100.0, 0.3, 0.0, 0.0) == pytest.approx((100 - 1.76 * 0.9) / 200, abs=0.01)
    assert g.clip(-100.0, 1.6, 100.0, 1.6, 0.0, 0.0) == -1.0  # passes above the apothem
    assert g.clip(0.0, 0.0, 0.0, 1.0, 0.0, 3.0) == -1.0  # stops short


@settings(max_examples=300, deadline=None)
@given(st.tuples(*[st.floats(-6, 6, allow_nan=False) for _ in range(4)]), st.floats(0.01, 0.99))
def test_contact_of_a_segment_is_contact_of_one_of_its_halves(seg, cut):
    ax, ay, bx, by = seg
    mx, my = ax + cut * (bx - ax), ay + cut * (by - ay)
    whole = g.clip(ax, ay, bx, by, 0.0, 0.0) >= 0
    halves = g.clip(ax, ay, mx, my, 0.0, 0.0) >= 0 or g.clip(mx, my, bx, by, 0.0, 0.0) >= 0
    if abs(g.clip(ax, ay, bx, by, 0.0, 0.0) - cut) > 1e-9:  # a contact at the cut is a boundary case
        assert whole == halves


def test_the_tables_equal_the_literal_algorithm_on_random_boards():
    rng = random.Random(11)
    checked = 0
    for _ in range(60):
        cells = {p: rng.choice(PAIRINGS) for p in spiral(rng.choice((1, 2, 3, 4))) if rng.random() > 0.08}
        positions = rng.sample(sorted(cells), rng.randint(1, min(18, len(cells))))
        tiles = [TileSpec(f"t{i}", q, r, rng.randrange(6), 0) for i, (q, r) in enumerate(positions)]
        b = Board(cells, tiles, True, len(tiles))
        tables = Tables(b)
        for _ in range(15):
            o = rng.choice(b.orientations)
            t = rng.randrange(b.n)
            present = [i for i in range(b.n) if i == t or rng.random() < 0.6]
            fast = tables.trace(o, sum(1 << i for i in present), t)
            ref = trace_reference(b, o, present, t)
            assert (fast.outcome, fast.blocker, fast.contact) == (ref["outcome"], ref["blocker"], ref["contact"])
            checked += 1
    assert checked == 900


def test_walk_is_what_the_route_says():
    b = board(2, tiles=[(0, 0, 0)], tracks={(0, -1): (4, 3, 5, 1, 0, 2)})
    assert walk(b.tracks_at(0), (0, 0), 0) == (EXIT, ((0, -1, 3, 1), (1, -2, 4, 1)))
