"""analyze(): seed 003's formulas on hand-computed examples, and on every campaign level."""
import json

import pytest

from core.modes.hex_tracks.analysis import analyze, band, round_half_up
from core.modes.hex_tracks.campaign import ANALYSIS_FILE
from hex_tracks_helpers import board


def test_a_chain_of_two_straight_tiles():
    # t0 at (0,0) going up is blocked by t1 at (0,-2), which leaves first
    a = analyze(board(3, tiles=[(0, 0, 0), (0, -2, 0)]))
    assert a["verdict"] == "solvable" and a["actions"] == [{"op": "tap", "tile": "t1"}, {"op": "tap", "tile": "t0"}]
    assert a["inputs"] == {"N": 2, "T": 0.0, "Tmax": 0, "W": 2, "D": 1.0, "F": 1, "S": 0, "R": 0}
    assert a["terms"] == {"bends": 0.0, "longest": 0.0, "dependency": 18.0, "blocking": 14.0,
                          "grazing": 0.0, "rotation": 0.0}
    assert (a["score"], a["band"], a["bandZh"]) == (32, "advanced", "进阶")
    assert a["workload"] == {"removals": 2, "rotations": 0, "minimumActions": 2, "routeCells": 4 + 2,
                             "totalBends": 0, "estimatedSeconds": 6}
    usage = a["pathUsage"]
    assert usage["paths"] == [{"id": "t1", "bends": 0, "cells": 2}, {"id": "t0", "bends": 0, "cells": 4}]
    assert (usage["removals"], usage["curvedRemovals"], usage["straightRemovals"], usage["curvedRatio"]) == (2, 0, 2, 0.0)
    assert usage["maxConsecutiveStraight"] == 2


def test_grazing_counts_in_s():
    # t0 at (1,1) going up grazes t1 at (0,0) (seed 003's example); t1 leaves up-left
    a = analyze(board(3, tiles=[(1, 1, 0), (0, 0, 5)]))
    assert a["inputs"]["S"] == 1 and a["inputs"]["F"] == 1 and a["inputs"]["W"] == 2
    # 18 (dependency) + 14 (blocking) + 6 (grazing)
    assert a["score"] == 38


def test_curves_and_bends():
    # t0's route bends once in (0,-1), then runs out straight: T = Tmax = 1
    a = analyze(board(2, tiles=[(0, 0, 0)], tracks={(0, -1): (4, 3, 5, 1, 0, 2)}))
    assert a["inputs"]["T"] == 1.0 and a["inputs"]["Tmax"] == 1
    assert a["terms"]["bends"] == pytest.approx(22 / 4) and a["terms"]["longest"] == pytest.approx(12 / 8)
    assert a["score"] == round_half_up(5.5 + 1.5) == 7
    assert a["workload"]["estimatedSeconds"] == round_half_up(3 + 0.75) == 4
    assert a["pathUsage"]["curvedRatio"] == 1.0 and a["pathUsage"]["singleBendRemovals"] == 1


def test_unsolvable_budget_short_and_empty_are_kept_apart():
    stuck = analyze(board(3, tiles=[(0, 0, 0), (0, -1, 3)]))  # face to face
    assert stuck["verdict"] == "unsolvable" and stuck["score"] is None
    assert stuck["workload"]["estimatedSeconds"] is None and stuck["pathUsage"] is None
    short = analyze(board(3, tiles=[(0, 0, 0), (0, -2, 0)], move_limit=1))
    assert short["verdict"] == "budget-short" and short["score"] == 32 and not short["solvable"]
    empty = analyze(board(2))
    assert empty["verdict"] == "empty" and empty["score"] is None and empty["terms"]["blocking"] == 0.0


def test_rounding_is_half_up_and_bands_have_the_seed_edges():
    assert [round_half_up(x) for x in (0.5, 1.5, 2.5, 2.4999)] == [1, 2, 3, 2]
    assert [band(s)[0] for s in (0, 29, 30, 49, 50, 69, 70, 100)] == [
        "easy", "easy", "advanced", "advanced", "tough", "tough", "challenge", "challenge"]


def test_campaign_scores_are_the_rounded_sum_of_their_terms():
    rows = json.loads(ANALYSIS_FILE.read_text(encoding="utf-8"))["levels"]
    assert len(rows) == 48
    for row in rows:
        i = row["inputs"]
        n = i["N"]
        terms = {
            "bends": min(1, i["T"] / 4) * 22, "longest": min(1, i["Tmax"] / 8) * 12,
            "dependency": min(1, i["D"]) * 18, "blocking": (1 - i["F"] / n) * 28,
            "grazing": i["S"] / n * 12, "rotation": min(1, i["R"] / 3) * 8,
        }
        assert row["score"] == round_half_up(sum(terms.values()))
        assert i["D"] == max(0, i["W"] - 1) / (n - 1)
        w = row["workload"]
        assert w["estimatedSeconds"] == round_half_up(3 * n + 0.75 * w["totalBends"] + 4 * i["R"])
        assert w["minimumActions"] == n + i["R"]
