"""Rotation laws: cells (q,r) -> (-r,q+r), ports +1; tiles keep (q,r,dir); six turns restore."""
import random

from core.common.hexgrid import rotate, rotate_cw, spiral
from core.modes.hex_tracks.board import PAIRINGS, Board, TileSpec, rotate_tracks
from hex_tracks_helpers import board


def test_there_are_15_pairings_and_turning_keeps_them_pairings():
    assert len(PAIRINGS) == 15
    for p in PAIRINGS:
        for turns in range(6):
            t = rotate_tracks(p, turns)
            assert t in PAIRINGS
        assert rotate_tracks(p, 6) == p


def test_one_turn_moves_a_pairing_one_port_clockwise():
    t = (4, 3, 5, 1, 0, 2)  # pairs 0-4, 1-3, 2-5
    turned = rotate_tracks(t, 1)
    assert {frozenset((i, turned[i])) for i in range(6)} == {frozenset({1, 5}), frozenset({2, 4}), frozenset({3, 0})}


def test_orientations_compose_and_six_restore():
    rng = random.Random(3)
    cells = {p: rng.choice(PAIRINGS) for p in spiral(3)}
    b = Board(cells, [TileSpec("t0", 1, -2, 4, 3)], True, 1)
    assert b.rotatable
    for o in range(7):
        at = b.tracks_at(o)
        for p, tracks in cells.items():
            assert at[rotate(p, o)] == rotate_tracks(tracks, o)
    # o turns equal o single turns
    one = {rotate_cw(p): rotate_tracks(t, 1) for p, t in cells.items()}
    assert b.tracks_at(1) == one
    assert b.tracks_at(6) == b.tracks_at(0) == cells
    assert b.tiles == [TileSpec("t0", 1, -2, 4, 3)]  # tiles never move


def test_routes_turn_with_the_board_while_tiles_keep_their_arrows():
    # a tile in the centre pointing up on an all-straight board leaves up at every
    # orientation: straight tracks turned are straight tracks
    b = board(2, tiles=[(0, 0, 0)])
    from core.modes.hex_tracks.trace import Tables

    tables = Tables(b)
    for o in range(6):
        route = tables.at(o).routes[0]
        assert [s[:2] for s in route.steps] == [(0, -1), (0, -2)]


def test_rotation_only_on_six_fold_symmetric_boards():
    assert board(2).rotatable
    assert not board(2, holes=[(1, 0)]).rotatable
    assert board(2, holes=[rotate((1, 0), k) for k in range(6)]).rotatable
    assert not board(2, rotation=False).rotatable
    assert board(2, holes=[(1, 0)]).orientations == (0,)
