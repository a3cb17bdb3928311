"""The clarity gate (seed 003: "参考解答全程排除路线格外擦碰阻挡"; issue 18 §3): in every
decision state of the reference solution, the start and the state after every single tap and
rotation, no tile on the board is stopped by a tile off the cells its route covers; and issue
30's measure of the same over every reachable state (grazing_states, printed by validate)."""
import random
from pathlib import Path

from core.modes.hex_tracks.board import Board
from core.modes.hex_tracks import gates, plan
from core.modes.hex_tracks.gates import clarity_problems, evaluate, grazed, grazing_states
from core.modes.hex_tracks.mode import MODE
from core.modes.hex_tracks.pack import load_pack
from core.modes.hex_tracks.solver import reachable_sets, solve
from core.modes.hex_tracks.trace import BLOCKED, Tables, trace_reference, walk
from hex_tracks_helpers import board, random_board

FIXTURE = Path(__file__).parent / "fixtures" / "campaign-v1-grazing.json"
# the five campaign v1 levels that passed the old check (between whole waves of removals)
# but graze when their reference solution is played one tap at a time
CAMPAIGN_V1 = {
    "4-3": "clarity: after action 3 (tap t2), t4 is grazed by t3 at orientation 0",
    "4-4": "clarity: after action 4 (tap t2), t0 is grazed by t4 at orientation 0",
    "6-2": "clarity: after action 5 (tap t5), t2 is grazed by t6 at orientation 1",
    "7-6": "clarity: after action 5 (tap t11), t7 is grazed by t14 at orientation 0",
    "8-3": "clarity: after action 1 (tap t0), t1 is grazed by t2 at orientation 0",
}


def test_five_campaign_v1_levels_graze_tap_by_tap():
    pack = load_pack(FIXTURE)
    assert [lv.id for lv in pack.levels] == list(CAMPAIGN_V1)
    for level in pack.levels:
        *_rest, problems = evaluate(level, strict=True)
        clarity = [p for p in problems if not p.startswith("grazing: ")]
        assert clarity == [CAMPAIGN_V1[level.id]], level.id


def test_the_start_state_is_checked():
    # seed 003's example: t0 at (1,1) going up grazes t1 at (0,0)
    b = board(3, tiles=[(1, 1, 0), (0, 0, 5)])
    tables = Tables(b)
    assert clarity_problems(b, tables, solve(tables).actions) == [
        "clarity: at the start, t0 is grazed by t1 at orientation 0"
    ]


def _grazed_literally(b: Board, orientation: int, present: set[int]) -> list[tuple[int, int]]:
    """(tile, blocker) of every tile stopped off its route's cells, by the literal trace()."""
    out = []
    for i in sorted(present):
        result = trace_reference(b, orientation, present, i)
        if result["outcome"] != BLOCKED:
            continue
        spec = b.tiles[i]
        _outcome, steps = walk(b.tracks_at(orientation), spec.pos, spec.dir)
        covered = {spec.pos} | {(q, r) for q, r, _a, _c in steps}
        if b.tiles[result["blocker"]].pos not in covered:
            out.append((i, result["blocker"]))
    return out


def test_the_gate_agrees_with_the_literal_trace_in_every_state_of_random_solutions():
    rng = random.Random(18)
    checked = flagged = rotated = 0
    while checked < 120:
        b = random_board(rng, tiles=(2, 7))
        tables = Tables(b)
        actions = solve(tables).actions
        if not actions:
            continue
        checked += 1
        rotated += any(a["op"] == "rotate" for a in actions)
        orientation, present = 0, set(range(b.n))
        expected = bool(_grazed_literally(b, orientation, present))
        for action in actions:
            if action["op"] == "rotate":
                orientation = (orientation + action["dir"]) % 6
            else:
                present.discard(b.index_of(action["tile"]))
            expected = expected or bool(_grazed_literally(b, orientation, present))
        problems = clarity_problems(b, tables, actions)
        assert bool(problems) == expected
        flagged += expected
    assert 10 < flagged < checked and rotated > 10


# Issue 30: every reachable state, not only the reference solution's, measured by validate.


BEFORE_GATE = Path(__file__).parent / "fixtures" / "campaign-v2-grazing.json"  # 1-1 and 2-6 as shipped before it


def _before_gate(level_id: str):
    pf = MODE.load_packs([BEFORE_GATE])[0]
    return pf, next(level for level in pf.pack.levels if level.id == level_id)


def test_the_issue_s_graze_off_the_reference_solution_is_found():
    # 2-6, turned once clockwise: the tile at (0,3) going down-left stops on the one at (-2,4)
    pf, level = _before_gate("2-6")
    b = Board.from_level(level)
    tables = Tables(b)
    at = {t.pos: i for i, t in enumerate(b.tiles)}
    assert (at[(0, 3)], at[(-2, 4)]) in grazed(tables, 1, tables.full)
    assert clarity_problems(b, tables, solve(tables).actions) == [], "the old gate passes it"
    row = MODE.validate_level(pf, level)
    assert row.ok and 0 < row.fields["grazing"] < row.fields["states"]
    assert row.fields["firstGrazing"].startswith("at orientation 1 with t0, t1,")


def test_reachable_sets_are_every_set_left_by_free_taps():
    # 1-1 of v2: eight tiles all free at the start and never in each other's way: every subset
    _pf, level = _before_gate("1-1")
    tables = Tables(Board.from_level(level))
    found = reachable_sets(tables)
    assert len(found) == len(set(found)) == 2 ** 8 and found[0] == tables.full
    assert [bin(m).count("1") for m in found] == sorted((bin(m).count("1") for m in found), reverse=True)


def test_grazing_states_agree_with_the_literal_trace_in_every_reachable_state():
    rng = random.Random(30)
    checked = grazing_boards = 0
    while checked < 25:
        b = random_board(rng)
        tables = Tables(b)
        masks = reachable_sets(tables)
        if len(masks) < 3:
            continue
        checked += 1
        expected = sum(1 for m in masks for o in b.orientations
                       if _grazed_literally(b, o, {i for i in range(b.n) if m >> i & 1}))
        grazing, states, first, complete = grazing_states(b, tables)
        assert complete
        assert (grazing, states) == (expected, 6 * len(masks))
        assert (first is None) == (expected == 0)
        grazing_boards += bool(expected)
    assert 0 < grazing_boards < checked


def test_grazing_states_walk_at_most_their_cap_of_tile_sets(monkeypatch):
    # 1-1 (v2)'s eight tiles never meet: 256 sets; with a cap of 100 only those are walked, and said so
    _pf, level = _before_gate("1-1")
    b = Board.from_level(level)
    assert grazing_states(b, Tables(b))[1:4:2] == (6 * 256, True)
    monkeypatch.setattr(gates, "REACHABLE_CAP", 100)
    grazing, states, _first, complete = grazing_states(b, Tables(b))
    assert (states, complete) == (600, False)
    assert plan.row_of(level, 1, evaluate(level, 1, 1, [level])[3])["grazingComplete"] is False


def test_the_bounded_count_agrees_with_grazing_states_up_to_its_bound():
    rng = random.Random(33)
    past_bound = 0
    for _ in range(40):
        b = random_board(rng, tiles=(3, 7))
        tables = Tables(b)
        count = grazing_states(b, tables)[0]
        assert gates.grazing_count(tables) == count
        for bound in (0, 1, count // 2, count, count + 1):
            expected = count if count <= bound else bound + 1
            assert gates.grazing_count(tables, bound) == expected
            past_bound += count > bound
    assert past_bound > 10


def test_a_campaign_level_grazing_off_its_reference_solution_fails_the_gate():
    # 2-6 as shipped before the gate: its reference solution is clear, other states graze
    _pf, level = _before_gate("2-6")
    *_rest, analysis, problems = evaluate(level, strict=True)
    grazing = analysis["grazing"]
    assert grazing["grazing"] > 0 and grazing["complete"]
    assert f"grazing: {grazing['grazing']} of {grazing['states']} reachable states hold a tap that stops " \
           "on a tile off its route" in problems
    assert not any(p.startswith("clarity:") for p in problems)
    # a level with no rotation and every tile free at the start can never graze
    _pf, first = _before_gate("1-1")
    turnless = first.model_copy(update={"rotationEnabled": False})
    *_rest, analysis, problems = evaluate(turnless, strict=True)
    assert analysis["grazing"] == {"states": 256, "grazing": 0, "first": None, "complete": True}
    assert not any(p.startswith("grazing:") for p in problems)


def test_the_gate_refuses_a_level_whose_states_were_not_all_walked(monkeypatch):
    _pf, first = _before_gate("1-1")
    turnless = first.model_copy(update={"rotationEnabled": False})
    monkeypatch.setattr(gates, "REACHABLE_CAP", 100)
    problems = evaluate(turnless, strict=True)[-1]
    assert "grazing: more than 100 sets of tiles can be left; not every state was checked" in problems
