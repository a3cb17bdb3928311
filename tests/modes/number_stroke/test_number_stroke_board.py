from conftest import board_from_rows

from core.hamilton import count_paths


def neighbours(board, cid):
    return sorted(board.ids_of(board.adjacency[board.index[cid]]))


def test_rule_sample_adjacency_matches_the_gdd(rule_sample):
    # GDD §7.3: A touches a (right), f, g (bottom), not h (corner only)
    assert neighbours(rule_sample, "A") == ["a", "f", "g"]
    # B touches d, e (top), h, j (left); below it only holes
    assert neighbours(rule_sample, "B") == ["d", "e", "h", "j"]
    # clue 1 has degree 1: it must be an end
    assert neighbours(rule_sample, "one") == ["l"]
    assert rule_sample.n == 15


def test_rule_sample_has_the_published_unique_solution(rule_sample):
    result = count_paths(rule_sample.problem(), limit=2, backend="reference")
    assert result.count == 1
    assert rule_sample.ids_of(result.solutions[0]) == (
        "one l m j h B d e c b a A f g i".split()
    )


def test_rule_sample_wrong_turn_puts_b_at_step_8(rule_sample):
    """GDD: 1 l m j then i makes B reachable at step 8 at the earliest: no solution that way."""
    problem = rule_sample.problem(extra_clues={rule_sample.index["i"]: 5})
    assert count_paths(problem, limit=2, backend="reference").count == 0


def test_corner_contact_and_holes_are_not_adjacency():
    board = board_from_rows(["a . b", "c d .", ". . e"])
    assert neighbours(board, "a") == ["c"]
    assert neighbours(board, "d") == ["c"]  # corner with b and e only
    assert neighbours(board, "e") == []


def test_big_cell_is_one_node_with_many_exits():
    board = board_from_rows(["a b b c", "d b b e", "f g h i"])
    assert board.n == 9
    assert neighbours(board, "b") == ["a", "c", "d", "e", "g", "h"]


def test_shape_adjacency_follows_its_units():
    # an L piece: its notch cell x touches it on two unit edges, still one neighbour
    board = board_from_rows(["L x", "L L", "y z"])
    assert board.units[board.index["L"]] == [(0, 0), (0, 1), (1, 1)]
    assert neighbours(board, "x") == ["L"]
    assert neighbours(board, "L") == ["x", "y", "z"]
