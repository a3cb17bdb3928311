"""The solver: optimal (fewest rotations) and exact about reachability, against a brute-force
search over every tap and rotation on small random boards."""
import heapq
import random

from core.common.hexgrid import spiral
from core.modes.hex_tracks.board import PAIRINGS, Board, TileSpec
from core.modes.hex_tracks.generate import GenerateOptions, generate_level
from core.modes.hex_tracks.schema import Level
from core.modes.hex_tracks.session import Session
from core.modes.hex_tracks.solver import STATE_CAP, clearable, next_action, solve
from core.modes.hex_tracks.trace import EXIT, Tables
from core.modes.hex_tracks.bake import bake_level


def brute_force(tables: Tables):
    """Fewest rotations to clear, over single taps (free) and turns (cost 1); None if never."""
    board = tables.board
    start = (0, tables.full)
    dist = {start: 0}
    heap = [(0, start)]
    while heap:
        cost, (o, mask) = heapq.heappop(heap)
        if mask == 0:
            return cost
        if cost > dist[(o, mask)]:
            continue
        moves = []
        for i in range(board.n):
            if mask >> i & 1 and tables.trace(o, mask, i).outcome == EXIT:
                moves.append(((o, mask & ~(1 << i)), 0))
        if board.rotatable:
            moves += [(((o + 1) % 6, mask), 1), (((o - 1) % 6, mask), 1)]
        for state, step in moves:
            if cost + step < dist.get(state, 1 << 30):
                dist[state] = cost + step
                heapq.heappush(heap, (cost + step, state))
    return None


def replay(tables: Tables, actions) -> bool:
    board = tables.board
    index = {t.id: i for i, t in enumerate(board.tiles)}
    o, mask = 0, tables.full
    for a in actions:
        if a["op"] == "rotate":
            o = (o + a["dir"]) % 6
        else:
            i = index[a["tile"]]
            if tables.trace(o, mask, i).outcome != EXIT:
                return False
            mask &= ~(1 << i)
    return mask == 0


def small_boards(count, seed):
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        if rng.random() < 0.5:
            opts = GenerateOptions(radius=rng.choice((1, 2)), tiles=rng.randint(2, 6), maxBaseTurns=rng.randrange(4),
                                   startRotation=rng.randrange(6), minBends=0, straightChance=0.5)
            level = generate_level(rng.randrange(10**6), opts)
            if level is None:
                continue
            out.append(Board.from_level(Level.model_validate(level)))
            continue
        cells = {p: rng.choice(PAIRINGS) for p in spiral(2)}
        pos = rng.sample(sorted(cells), rng.randint(1, 6))
        tiles = [TileSpec(f"t{i}", q, r, rng.randrange(6), 0) for i, (q, r) in enumerate(pos)]
        out.append(Board(cells, tiles, rng.random() < 0.85, len(tiles)))
    return out


def test_fewest_rotations_and_reachability_match_brute_force():
    solved = rotated = 0
    for b in small_boards(150, 5):
        tables = Tables(b)
        result = solve(tables)
        best = brute_force(tables)
        assert not result.exhausted
        assert result.reachable == (best is not None) == clearable(tables, 0, tables.full)
        if best is None:
            assert not result.found and result.actions == []
            continue
        solved += 1
        rotated += best > 0
        assert result.rotations == best
        assert result.minimum_actions == b.n + best
        assert sum(a["op"] == "rotate" for a in result.actions) == best
        assert sum(a["op"] == "tap" for a in result.actions) == b.n
        assert replay(tables, result.actions)
    assert solved > 60 and rotated > 15


def test_the_hint_is_the_first_step_of_an_optimal_solution():
    for b in small_boards(60, 9):
        tables = Tables(b)
        best = brute_force(tables)
        action = next_action(tables, 0, tables.full)
        if best is None:
            continue
        assert action is not None
        if action["op"] == "tap":
            i = b.index_of(action["tile"])
            assert tables.trace(0, tables.full, i).outcome == EXIT
        else:  # a first rotation that keeps the total at the optimum
            o = action["dir"] % 6
            rest = solve(tables, o, tables.full)
            assert rest.rotations + 1 == best


def test_the_cap_reports_exhausted_never_unsolvable():
    for b in small_boards(40, 2):
        tables = Tables(b)
        full = solve(tables)
        capped = solve(tables, cap=0)
        assert capped.reachable == full.reachable
        if full.rotations:
            assert capped.exhausted and not capped.found
    assert STATE_CAP == 20_000


def test_session_hints_lead_to_a_win():
    for b in small_boards(30, 4):
        if not clearable(Tables(b), 0, Tables(b).full):
            continue
        from hex_tracks_helpers import level_json

        session = Session(bake_level(Level.model_validate(level_json(b)), 0, 1))
        for _ in range(40):
            if session.status() == "won":
                break
            session.apply(session.apply({"op": "hint"})["action"])
        assert session.status() == "won"
