"""The bench's issue-9 target line: shares, speed-ups and the stated gap come from the boards."""
from tests.bench.__main__ import print_table, targets


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
