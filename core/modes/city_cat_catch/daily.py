"""The daily board (seed 004 §3.2, §12; issue 19 §3): any UTC date from 2000-01-01 to
9999-12-31, every city, generated where it is played, identical everywhere.

``daily_board(city, date)``, generator version 1, step by step (docs/city-cat-catch-runtime.md
§8 is the porting spec; everything is integer arithmetic on the portable RNG):

1. the city's daily spec in force on the date (``CityManifest.daily_spec``); its seed text
   ``f"{date}:daily:{cityId}:v{generator}"`` and seed ``fnv1a64(text)``;
2. attempts ``a = 0, 1, ..., MAX_ATTEMPTS - 1``: ``attempt.build_attempt`` with the spec's
   fixed knobs and element pool (its draws from ``SeededRng(f"{seed}:{a}")``), kept when it
   passes, in this order: the §10.2 opening (gates.opening_misses, level DAILY_LEVEL's
   clickable minimum), §11.2 spreading (spreading.problems), and the exact solver's proof of
   clearability within PROOF_BUDGET expanded positions (``ExactSolver.solve_within``);
3. if every attempt misses (never seen: see the docs for the measured worst case), attempt
   ``MAX_ATTEMPTS`` with the plain deal (``attempt.deal_kinds(plain=True)``), clearable by
   construction, proved the same way without a budget.

No simulated players: the daily's gates are the ones a phone can afford. Its difficulty comes
from the spec's knobs, measured offline (``python -m core city-cat-catch daily --date D
--metrics``).
"""
from __future__ import annotations

from dataclasses import dataclass

from .attempt import Candidate, build_attempt
from .content import CityManifest
from .gates import opening_misses, sight_metrics
from . import spreading
from .seeds import check_date, daily_seed_text, seed_of_text
from .solver import Solver
from .tuning import knobs_of

DAILY_LEVEL = 4  # the §15.1 row whose clickable minimum the daily meets
MAX_ATTEMPTS = 24
PROOF_BUDGET = 4000  # expanded positions per attempt's proof


@dataclass
class DailyBoard:
    level: dict  # the baked level (docs §1 "Level"), "date" added
    attempt: int  # the attempt kept (MAX_ATTEMPTS: the plain last resort)
    nodes: int  # the proof's expanded positions
    misses: list[str]  # why each earlier attempt was dropped ("opening", "spreading", "proof")


def board_id(utc_date: str, city_id: str) -> str:
    return f"daily-{utc_date}-{city_id}"


def attempt_verdict(cand: Candidate, budget: int | None = PROOF_BUDGET) -> tuple[str, int, list[int] | None]:
    """("ok" or the first gate missed, proof nodes, witness) of one daily attempt."""
    board = cand.board
    if opening_misses(board, DAILY_LEVEL, sight_metrics(board)):
        return "opening", 0, None
    if spreading.problems(board):
        return "spreading", 0, None
    solver = Solver.for_board(board)
    if budget is None:
        witness = solver.solve()
        return ("ok" if witness is not None else "proof"), solver.nodes, witness
    verdict, nodes, witness = solver.solve_within(budget)
    return ("ok" if verdict == 1 else "proof"), nodes, witness


def baked_level(cand: Candidate, city: CityManifest, spec, seed: int, seed_text: str, witness: list[int],
                utc_date: str) -> dict:
    board = cand.board
    return {
        "id": board.level_id, "cityId": city.cityId, "levelId": DAILY_LEVEL, "revision": spec.generator,
        "seed": str(seed), "seedText": seed_text, "tools": spec.tools.as_dict(),
        "returnLanes": [list(x) for x in board.lanes],
        "elements": list(dict.fromkeys(board.kinds)),
        "pieces": [{k: p[k] for k in ("id", "elementId", "layer", "x", "y", "width", "height", "rotation")}
                   for p in cand.pieces],
        "witness": [board.ids[i] for i in witness],
        "date": utc_date,
    }


def daily_board(city: CityManifest, utc_date: str) -> DailyBoard:
    """The daily board of a city on a UTC date (ValueError for a date outside the range)."""
    check_date(utc_date)
    spec = city.daily_spec(utc_date)
    text = daily_seed_text(utc_date, city.cityId, spec.generator)
    seed = seed_of_text(text)
    knobs = knobs_of(spec)
    misses: list = []
    for a in range(MAX_ATTEMPTS + 1):
        plain = a == MAX_ATTEMPTS
        cand = build_attempt(city, spec, seed, a, knobs, board_id(utc_date, city.cityId), pool=list(spec.elements),
                             plain=plain)
        verdict, nodes, witness = (attempt_verdict(cand) if not plain else attempt_verdict(cand, None))
        if verdict == "ok":
            assert witness is not None  # a proof comes with its clearing order
            return DailyBoard(baked_level(cand, city, spec, seed, text, witness, utc_date), a, nodes, misses)
        misses.append(verdict)
    raise AssertionError("the plain deal is clearable by construction")


def canonical_text(level: dict) -> str:
    """The board of a baked level as one text, the same in every port (its fnv1a64 is what
    the conformance vectors compare): lines ``id``, ``seed``, ``tools`` (undo,remove,shuffle),
    ``lanes`` (x,y;…), ``pieces`` (id:elementId:layer:x:y:width:height:rotation;…) and
    ``witness`` (ids, comma-separated), each ``key=value``, joined by newlines."""
    tools = level["tools"]
    lines = [
        f"id={level['id']}",
        f"seed={level['seed']}",
        f"tools={tools['undo']},{tools['remove']},{tools['shuffle']}",
        "lanes=" + ";".join(f"{x},{y}" for x, y in level["returnLanes"]),
        "pieces=" + ";".join(
            f"{p['id']}:{p['elementId']}:{p['layer']}:{p['x']}:{p['y']}:{p['width']}:{p['height']}:{p['rotation']}"
            for p in level["pieces"]),
        "witness=" + ",".join(level["witness"]),
    ]
    return "\n".join(lines)
