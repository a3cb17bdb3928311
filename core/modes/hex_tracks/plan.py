"""The shape of the Hex Tracks campaign as a whole (issue 18 §3): the counts no single level
can promise (how many levels need a rotation, two, start turned away), and the table of R,
score, band and beat per level that ``validate --mode hex-tracks`` prints and
docs/hex-tracks-campaign.md shows.

A row is plain data: ``{"id", "chapter", "beat", "lesson", "cells", "tiles", "rotations",
"greedy", "score", "band", "startRotation", "free", "grazing", "states"}`` (``rotations``/``score``
None when the level has no reference solution; ``greedy`` the rotations issue 30's greedy
player needs, None when it never clears the level; ``free`` the tiles that can leave at the
start; ``grazing`` of ``states`` reachable states hold a tap that stops on a tile off its
route, ``grazingComplete`` false when only the first gates.REACHABLE_CAP sets were walked). A level *starts
rotated* when its board is written turned away from where its tiles were placed
(``startRotation`` != 0) and nothing can leave before the first turn (``free`` == 0): its
reference solution opens with a rotation. The per-chapter rhythm (the challenge is its chapter's highest score and
a fall follows it, the top band from chapter 4, lesson levels at most "advanced") is judged
level by level in gates.py, where each level sees its chapter.
"""
from __future__ import annotations

from .analysis import band
from .schema import BEAT_NAMES

CAMPAIGN_LEVELS = 48
MIN_ROTATING = 30  # levels whose reference solution needs R >= 1
MIN_TWO_ROTATIONS = 12  # levels needing R >= 2
MIN_THREE_ROTATIONS = 12  # levels needing R >= 3 (issue 30)
MIN_ROTATED_STARTS = 6  # levels that start rotated (see rotated_start)


def row_of(level, chapter: int | None, analysis: dict) -> dict:
    """The table row of a campaign level (a schema Level) from its analysis (gates.evaluate's,
    with the greedy player and grazing)."""
    score = analysis["score"]
    return {
        "id": level.id, "chapter": chapter, "beat": level.beat or "", "lesson": level.lesson,
        "cells": len(level.cells), "tiles": len(level.tiles), "rotations": analysis["inputs"]["R"],
        "greedy": analysis["greedy"], "score": score, "band": band(score)[0] if score is not None else "",
        "startRotation": level.startRotation or 0, "free": analysis["inputs"]["F"],
        "grazing": analysis["grazing"]["grazing"], "states": analysis["grazing"]["states"],
        "grazingComplete": analysis["grazing"]["complete"],
    }


def rotated_start(row: dict) -> bool:
    return bool(row["startRotation"]) and row["free"] == 0 and row["tiles"] > 0 and row["rotations"] is not None


def counts(rows: list[dict]) -> dict:
    rotations = [row["rotations"] or 0 for row in rows]
    return {
        "levels": len(rows),
        "rotating": sum(1 for r in rotations if r >= 1),
        "twoRotations": sum(1 for r in rotations if r >= 2),
        "threeRotations": sum(1 for r in rotations if r >= 3),
        "greedyGap": sum(1 for row in rows if greedy_gap(row)),
        "rotatedStarts": sum(1 for row in rows if rotated_start(row)),
        "topBand": sum(1 for row in rows if row["score"] is not None and band(row["score"])[0] == "challenge"),
    }


def count_problems(rows: list[dict]) -> list[str]:
    """The campaign-wide counts of issue 18 §3 that ``rows`` (the whole campaign) misses."""
    have = counts(rows)
    wanted = (
        ("levels", CAMPAIGN_LEVELS, "campaign levels"),
        ("rotating", MIN_ROTATING, "levels needing R >= 1"),
        ("twoRotations", MIN_TWO_ROTATIONS, "levels needing R >= 2"),
        ("threeRotations", MIN_THREE_ROTATIONS, "levels needing R >= 3"),
        ("rotatedStarts", MIN_ROTATED_STARTS,
         "levels starting rotated (startRotation != 0, nothing free before a turn)"),
    )
    return [
        f"counts: {have[key]} {what}, at least {least}"
        for key, least, what in wanted if have[key] < least
    ]


def count_lines(rows: list[dict]) -> list[str]:
    have = counts(rows)
    return [
        f"campaign: {have['levels']} levels; R >= 1 in {have['rotating']} (at least {MIN_ROTATING}), "
        f"R >= 2 in {have['twoRotations']} (at least {MIN_TWO_ROTATIONS}), R >= 3 in "
        f"{have['threeRotations']} (at least {MIN_THREE_ROTATIONS}), rotated starts "
        f"{have['rotatedStarts']} (at least {MIN_ROTATED_STARTS}), top band {have['topBand']}",
        f"greedy gap (issue 30): the greedy player needs more turns than R in {have['greedyGap']} levels "
        f"(every challenge and payoff from chapter 3 on must)",
    ]


def greedy_gap(row: dict) -> bool:
    """The greedy player needs more rotations than the level's R (or never clears it)."""
    return row["rotations"] is not None and (row["greedy"] is None or row["greedy"] > row["rotations"])


def _greedy_cell(row: dict) -> str:
    if row["rotations"] is None:
        return "-"
    return "never" if row["greedy"] is None else str(row["greedy"])


def _cells(row: dict) -> list[str]:
    return [
        row["id"], f"{row['chapter']} {row['beat']}", BEAT_NAMES.get(row["beat"], ""),
        str(row["lesson"] or "-"), str(row["cells"]), str(row["tiles"]),
        "-" if row["rotations"] is None else str(row["rotations"]), _greedy_cell(row),
        "-" if row["score"] is None else str(row["score"]),
        row["band"] or "-", str(row["startRotation"]), "yes" if rotated_start(row) else "-",
        f"{row['grazing']}/{row['states']}" + ("" if row["grazingComplete"] else "+"),
    ]


HEADINGS = ["level", "chapter beat", "节拍", "lesson", "cells", "tiles", "R", "greedy", "score", "band",
            "start turns", "rotated start", "grazing"]


def text_table(rows: list[dict], results: list[str]) -> list[str]:
    """Aligned lines (the CJK beat names are two columns wide on a terminal)."""
    widths = [6, 16, 8, 6, 5, 5, 2, 6, 5, 9, 11, 13, 13]
    out = []

    def line(cells, result):
        padded = []
        for cell, width in zip(cells, widths):
            shown = sum(2 if ord(ch) > 0x2E7F else 1 for ch in cell)
            padded.append(cell + " " * max(0, width - shown))
        return "  ".join(padded) + "  " + result

    out.append(line(HEADINGS, "result"))
    for row, result in zip(rows, results):
        out.append(line(_cells(row), result))
    return out


def markdown_table(rows: list[dict]) -> list[str]:
    out = ["| " + " | ".join(HEADINGS) + " |", "|" + " --- |" * len(HEADINGS)]
    out += ["| " + " | ".join(_cells(row)) + " |" for row in rows]
    return out


def summary(rows: list[dict], campaign_size: int) -> tuple[list[str], list[str]]:
    """(lines, problems) for ``validate``: the counts of ``rows`` when they are the whole
    campaign (``campaign_size`` levels), else a line saying they were not checked."""
    if len(rows) < campaign_size:
        return [f"campaign counts not checked: {len(rows)} of the {campaign_size} campaign levels validated"], []
    return count_lines(rows), count_problems(rows)
