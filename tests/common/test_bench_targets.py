"""The bench's issue-9 target line: shares, speed-ups and the stated gap come from the boards."""
from tests.bench.path_solver.goals import print_table, targets


def _group(rows):
    """rows: (name, native seconds or None when capped, cpsat seconds or None, first path found)."""
    per_board, verdicts = {}, {}
    for name, native, cpsat, first in rows:
        board = {"seconds": {"native": native if native is not None else 2.0,
                             "cpsat": cpsat if cpsat is not None else 2.0}}
        if native is None:
            board["first_path"] = {"decided": first is not None, "found": bool(first), "seconds": 2.0}
        per_board[name] = board
        verdicts[name] = {"native": None if native is None else 2,
                          "cpsat": None if cpsat is None else 2}
    return {"per_board": per_board, "verdicts": verdicts}


def test_targets_count_ties_as_not_faster_and_state_the_gap():
    group = _group([
        ("fast", 0.001, 1.0, None),        # native 1000x faster
        ("slower", 0.5, 0.1, None),        # CP-SAT faster
        ("tie", None, None, False),        # neither decides; native found no first path
        ("native-capped", None, 0.3, True),  # CP-SAT decides in < 2 s, native capped
    ])
    t = targets(group, cap=2.0)
    assert t["boards"] == 4
    assert t["native_faster_share"] == 0.25
    assert t["native_decided"] == 2 and t["cpsat_decided"] == 3 and t["both_capped"] == 1
    assert t["native_over_2s_where_cpsat_under_2s"] == 1
    assert t["native_capped"] == 2 and t["capped_without_first_path"] == 1
    assert abs(t["median_speedup"] - (0.2 + 1.0) / 2) < 1e-9  # of 1000, 0.2, 1 (tie), 0.15


def test_target_line_prints_the_gap_only_when_missed():
    met = targets(_group([(f"b{i}", 0.001, 1.0, None) for i in range(4)]), cap=2.0)
    missed = targets(_group([("tie", None, None, False), ("fast", 0.001, 1.0, None)]), cap=2.0)
    lines = []
    print_table({"suites": {}, "targets": {"(d) met": met, "(d) missed": missed}}, out=lines.append)
    text = "\n".join(lines)
    assert "(d) met" in text and "met" in text.split("(d) met")[1].split("\n")[0]
    gap = [line for line in lines if "gap:" in line]
    assert len(gap) == 1
    assert "native decided 1, CP-SAT 1, neither 1" in gap[0]
    assert "on 1 of native's 1 capped boards" in gap[0]


# ---- issue 23 ----------------------------------------------------------------------------------

from tests.bench.path_solver.goals import portfolio_goals, print_goals  # noqa: E402
from tests.bench.path_solver.measure import against_release  # noqa: E402
from tests.bench.path_solver.reference_builds import RELEASE  # noqa: E402


def _board(native, release, nodes=(10, 10)):
    """native/release: seconds, or None when that build was capped (then 2.0 s is recorded)."""
    return {"count": None if native is None else 1, "native_nodes": nodes[0],
            "seconds": {"native": 2.0 if native is None else native},
            "builds": {RELEASE: {"count": None if release is None else 1, "nodes": nodes[1],
                                 "seconds": 2.0 if release is None else release}}}


def test_against_release_counts_regressions_and_capped_boards():
    per_board = {
        "same": _board(0.010, 0.010),
        "noise": _board(0.0105, 0.010),          # 5 % slower: within the 10 %
        "slower": _board(0.013, 0.010, (30, 10)),
        "faster": _board(0.005, 0.010),
        "native-capped": _board(None, 0.5),      # the release decided, native did not
        "release-capped": _board(0.5, None),     # counts as not slower
        "both-capped": _board(None, None),       # neither is judged
    }
    r = against_release(per_board)
    assert r["boards"] == 6
    assert sorted(b["board"] for b in r["slower"]) == ["native-capped", "slower"]
    assert r["faster"] == 2  # "faster" and "release-capped"
    slow = next(b for b in r["slower"] if b["board"] == "slower")
    assert abs(slow["ratio"] - 1.3) < 1e-9 and slow["nodes"] == 30 and slow["release_nodes"] == 10


def _portfolio_group(rows):
    """rows: (name, portfolio seconds or None when capped, cpsat seconds or None when capped)."""
    per_board, verdicts = {}, {}
    for name, mine, cp in rows:
        per_board[name] = {"seconds": {"portfolio": mine if mine is not None else 2.0,
                                       "cpsat": cp if cp is not None else 2.0},
                           "portfolio_engine": "native" if mine is not None else ""}
        verdicts[name] = {"portfolio": None if mine is None else 2, "cpsat": None if cp is None else 2}
    return {"per_board": per_board, "verdicts": verdicts}


def test_portfolio_goals_use_the_slack_and_count_undecided_boards():
    group = _portfolio_group([
        ("quick", 0.01, 1.0),         # 100x
        ("close", 1.15, 1.0),         # 1.15 <= 1.0 * 1.1 + 0.1: within the slack
        ("over", 1.3, 1.0),           # over the slack by 0.1 s
        ("cp-capped", 0.5, None),     # CP-SAT capped: no margin, speed-up at least 4x
        ("undecided", None, None),
    ])
    g = portfolio_goals(group, cap=2.0)
    assert g["boards"] == 5 and g["decided"] == 4 and g["undecided"] == ["undecided"]
    assert g["over_slack"] == ["over"] and abs(g["worst_margin"] - 0.1) < 1e-9
    assert abs(g["median_speedup"] - (1.0 / 1.15 + 4.0) / 2) < 1e-9  # of 100, 0.87, 0.77, 4
    lines = []
    print_goals({"cap_seconds": 2.0, "goals": {"portfolio": g}}, out=lines.append)
    text = "\n".join(lines)
    assert "decided 4 of 5 boards (goal: all) NOT MET" in text
    assert "undecided within 2 s: undecided" in text and "over on over" in text
