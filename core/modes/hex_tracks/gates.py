"""The release gates of the campaign (issue 11 §5, issue 18 §3, seed 003 "发布要求"), enforced
by validate.

Every level: it loads (import limits), has tiles, can be cleared, the search is not exhausted,
and ``moveLimit >= N``. A campaign level (one with a ``beat``; any level under
``validate --strict``) must also pass:

- ``tiles``: at most 25 tiles;
- ``curved``: the reference solution's ``curvedRatio >= 0.65`` and ``curvedRemovals >= 3``,
  and ``pathUsage.removals == N``;
- ``loops``: no tile's own route (ignoring the other tiles) loops at any orientation the
  board can take;
- ``clarity``: in every decision state of the reference solution (the start, and the state
  after every single tap and every single rotation, one tile moving at a time) no tile on the
  board is stopped by a tile off the cells its route covers (grazing);
- ``grazing`` (issue 30): the same in every state a player can reach (``grazing_states``: every
  set of tiles free taps can leave, at every orientation), every such state walked;
- ``rotations``: 换路 (switch) and 小挑战 (challenge) levels never need two rotations in a row
  before the next removal in the reference solution; a switch level needs at least one;
- ``greedy`` (issue 30): from chapter ``GREEDY_GAP_FROM`` on, a challenge or payoff level needs
  a plan: the greedy player (``solver.greedy_rotations``: tap every free tile, turn the way
  that frees most, repeat; ties broken in its favour) needs more rotations than R, or never
  clears it;
- ``size``: 19, 37 or 61 cells, the size the chapter rhythm gives the level's beat;
- ``lesson``: the campaign's levels 1-7 carry lessons 1-7, and show them (see
  ``lesson_problems``); level 1 is 37 cells and 8 tiles, all free at the start, one bend each,
  no rotation; a lesson level is simple: at most "advanced" (score <= 49) and no route bending
  more than ``LESSON_MAX_BENDS``;
- ``challenge``/``release`` (the chapter's rhythm, seeing the chapter's other levels): the
  challenge scores above every other level of its chapter, reaches the top band (>= 70) from
  chapter 4 on, and the release after it falls to a lower band.

The campaign-wide counts (levels needing rotations, rotated starts) are plan.py's.
"""
from __future__ import annotations

from itertools import islice

from .analysis import BANDS, analyze, band
from .board import Board, is_curve
from .solver import Solution, bits, greedy_rotations, iter_reachable, reachable_sets, solve
from .trace import BLOCKED, EXIT, Tables

MAX_TILES = 25
MIN_CURVED_RATIO = 0.65
MIN_CURVED_REMOVALS = 3
TOP_BAND_SCORE = BANDS[0][0]  # 70, the challenge band 挑战
TOP_BAND_FROM = 4  # the chapter from which every challenge beat reaches it
LESSON_MAX_SCORE = BANDS[1][0] - 1  # 49, the top of "advanced" 进阶
GREEDY_GAP_FROM = 3  # the chapter from which every challenge and payoff beats the greedy player
GREEDY_GAP_BEATS = ("challenge", "payoff")
LESSON_MAX_BENDS = {0: 4, 7: 6}  # the bends a lesson's routes may take (lesson 7 reads long routes)
SIZES = {2: 19, 3: 37, 4: 61}
# cells of each beat, by chapter (37 early, 61 for the later release levels and every payoff,
# 19 for the tight switch and challenge levels)
RHYTHM = {
    "enter": (37, 37, 37, 37, 37, 37, 37, 37),
    "switch": (19, 19, 19, 19, 19, 19, 19, 19),
    "unfold": (37, 37, 37, 61, 37, 61, 37, 61),
    "challenge": (19, 19, 37, 19, 37, 19, 37, 19),
    "release": (37, 37, 37, 37, 61, 37, 61, 61),
    "payoff": (61, 61, 61, 61, 61, 61, 61, 61),
}


def clarity_problems(board: Board, tables: Tables, actions: list[dict]) -> list[str]:
    """The clarity gate: the first decision state of the reference solution (the start, then
    the state after each single tap and rotation, in order) where a tile on the board would be
    stopped by a tile off the cells its route covers; [] when there is none."""
    for number, what, orientation, remaining in decision_states(board, tables, actions):
        found = _named(board, orientation, grazed(tables, orientation, remaining))
        if found:
            where = "at the start" if not number else f"after action {number} ({what})"
            return [f"clarity: {where}, {found}"]
    return []


def decision_states(board: Board, tables: Tables, actions: list[dict]):
    """(action number, what it was, orientation, tiles left) of the start (number 0) and of the
    state after each action of a solution."""
    index = {t.id: i for i, t in enumerate(board.tiles)}
    orientation, remaining = 0, tables.full
    yield 0, "", orientation, remaining
    for number, action in enumerate(actions, start=1):
        if action["op"] == "rotate":
            orientation = (orientation + action["dir"]) % 6
            what = "rotation " + ("clockwise" if action["dir"] == 1 else "counter-clockwise")
        else:
            remaining &= ~(1 << index[action["tile"]])
            what = f"tap {action['tile']}"
        yield number, what, orientation, remaining


def _named(board: Board, orientation: int, pairs: list[tuple[int, int]]) -> str:
    return "; ".join(f"{board.tiles[i].id} is grazed by {board.tiles[u].id} at orientation {orientation}"
                     for i, u in pairs)


REACHABLE_CAP = 50_000  # tile sets grazing_states walks (campaign levels have at most 2,208)


def grazing_states(board: Board, tables: Tables) -> tuple[int, int, str | None, bool]:
    """Issue 30's stronger clarity, over every state a player can reach (each set of tiles
    ``reachable_sets`` gives, at each orientation the board can take), not only the reference
    solution's: (states that graze, states, the first of them named, fewest removals first,
    or None, whether every reachable set was walked: at most REACHABLE_CAP are). The
    ``grazing`` gate wants none, every set walked (docs/hex-tracks-runtime.md §6)."""
    orientations = board.orientations if board.rotatable else (0,)
    first = None
    grazing = total = 0
    masks = reachable_sets(tables, REACHABLE_CAP + 1)
    for mask in masks[:REACHABLE_CAP]:
        for o in orientations:
            total += 1
            found = grazed(tables, o, mask)
            if found:
                grazing += 1
                if first is None:
                    tile, blocker = found[0]
                    left = ", ".join(board.tiles[i].id for i in bits(mask))
                    first = (f"at orientation {o} with {left} left, {board.tiles[tile].id} stops on "
                             f"{board.tiles[blocker].id} off its route")
    return grazing, total, first, len(masks) <= REACHABLE_CAP


def grazing_count(tables: Tables, bound: int | None = None) -> int:
    """``grazing_states``' count alone, for the generator's polish, which asks it of every board
    it tries: stops once past ``bound`` (returning ``bound + 1``), so that a worse board costs
    a few states instead of all of them."""
    orientations = tables.board.orientations if tables.board.rotatable else (0,)
    # per orientation, each tile's off-route contacts (``_grazes``), only tiles that have some
    rules = [[(i, tables.at(o).offroute[i], tables.at(o).grazers[i]) for i in range(tables.board.n)
              if tables.at(o).grazers[i]] for o in orientations]
    grazing = 0
    for mask in islice(iter_reachable(tables), REACHABLE_CAP):
        for tiles in rules:
            if _grazes(tiles, mask):
                grazing += 1
                if bound is not None and grazing > bound:
                    return grazing
    return grazing


def _grazes(tiles, mask: int) -> bool:
    """Whether some tile of ``mask`` stops on a tile off its route: ``grazed``'s question, by
    each tile's ``grazers`` (``trace()``'s first contact as bit tests), stopping at one."""
    for i, offroute, grazers in tiles:
        if mask >> i & 1 and offroute & mask:
            for earlier, tile in grazers:
                if mask & tile and not mask & earlier:
                    return True
    return False


def grazing_problems(grazing: dict) -> list[str]:
    """Issue 30's gate on ``grazing_states``' measure (``analysis["grazing"]``): no state a
    player can reach holds a tap that stops on a tile off its route, every state walked."""
    if not grazing["complete"]:
        return [f"grazing: more than {REACHABLE_CAP} sets of tiles can be left; not every state was checked"]
    if grazing["grazing"]:
        return [f"grazing: {grazing['grazing']} of {grazing['states']} reachable states hold a tap that "
                "stops on a tile off its route"]
    return []


def grazed(tables: Tables, orientation: int, mask: int) -> list[tuple[int, int]]:
    """(tile, blocker) of every tile of ``mask`` whose trace() stops on a tile off its route's
    cells."""
    out = []
    table = tables.at(orientation)
    for i in bits(mask):
        if not table.offroute[i] & mask:
            continue
        result = tables.trace(orientation, mask, i)
        if result.outcome == BLOCKED and table.offroute[i] >> result.blocker & 1:
            out.append((i, result.blocker))
    return out


def looping(board: Board, tables: Tables) -> list[str]:
    return [
        f"{board.tiles[i].id} at orientation {o}"
        for o in board.orientations
        for i, route in enumerate(tables.at(o).routes)
        if route.outcome != EXIT
    ]


def longest_rotation_run(actions: list[dict]) -> int:
    run = best = 0
    for action in actions:
        run = run + 1 if action["op"] == "rotate" else 0
        best = max(best, run)
    return best


def crosses_in_route(board: Board, tables: Tables, actions: list[dict]) -> bool:
    """Whether a removal of the reference solution rides a track crossing another track."""
    orientation = 0
    remaining = tables.full
    index = {t.id: i for i, t in enumerate(board.tiles)}
    for action in actions:
        if action["op"] == "rotate":
            orientation = (orientation + action["dir"]) % 6
            continue
        i = index[action["tile"]]
        route = tables.at(orientation).routes[i]
        tracks = board.tracks_at(orientation)
        for q, r, a, b in route.steps:
            if any(_cross(a, b, c, tracks[(q, r)][c]) for c in range(6) if c not in (a, b)):
                return True
        remaining &= ~(1 << i)
    return False


def _cross(a: int, b: int, c: int, d: int) -> bool:
    """Chords a-b and c-d of the hexagon's ports cross (their ends interleave)."""
    lo, hi = min(a, b), max(a, b)
    return (lo < c < hi) != (lo < d < hi)


def level1_problems(board: Board, analysis: dict) -> list[str]:
    out = []
    usage = analysis["pathUsage"] or {}
    if len(board.cells) != 37 or board.n != 8:
        out.append(f"level 1 has 37 cells and 8 tiles, not {len(board.cells)} and {board.n}")
    if analysis["inputs"]["F"] != board.n:
        out.append("level 1: every tile is free at the start")
    if analysis["inputs"]["R"] != 0:
        out.append("level 1 needs no rotation")
    if any(p["bends"] != 1 for p in usage.get("paths", [])):
        out.append("level 1: every removal takes exactly one bend")
    return out


def lesson_problems(lesson: int, board: Board, tables: Tables, analysis: dict) -> list[str]:
    """What each lesson level must show (issue 11 §5; the checks are this module's reading)."""
    usage = analysis["pathUsage"] or {}
    inputs = analysis["inputs"]
    if lesson == 1:
        return level1_problems(board, analysis)
    if lesson == 2 and not inputs["R"]:
        return ["lesson 2 (rotation changes the routes) needs a rotation"]
    if lesson == 3 and not crosses_in_route(board, tables, analysis["actions"]):
        return ["lesson 3 (crossings keep their track): no removal rides a crossing"]
    if lesson == 4 and (inputs["W"] or 0) < 2:
        return ["lesson 4 (blocking order) needs at least two layers of removals"]
    if lesson == 5 and any(not 1 <= p["bends"] <= 2 for p in usage.get("paths", [])):
        return ["lesson 5: every removal takes one or two bends"]
    if lesson == 6 and len(board.cells) != 61:
        return ["lesson 6 (a large board) is on 61 cells"]
    if lesson == 7 and usage.get("maxBends", 0) < 3:
        return ["lesson 7 (whole-route reading) has a removal with three bends or more"]
    return []


def simple_lesson_problems(level, analysis: dict) -> list[str]:
    """A lesson level is simple: at most "advanced", and no route (a tile's own at the start,
    or a removal of the reference solution) bends more than the lesson allows."""
    out = []
    score = analysis["score"]
    if score is not None and score > LESSON_MAX_SCORE:
        out.append(f"lesson: scores {score}; a lesson level stays at most advanced ({LESSON_MAX_SCORE})")
    cap = LESSON_MAX_BENDS.get(level.lesson, LESSON_MAX_BENDS[0])
    longest = max(analysis["inputs"]["Tmax"], (analysis["pathUsage"] or {}).get("maxBends", 0))
    if longest > cap:
        out.append(f"lesson: a route with {longest} bends; lesson {level.lesson} keeps every route "
                   f"to {cap} bends or fewer")
    return out


def greedy_problems(beat: str | None, chapter: int | None, solution: Solution, greedy: int | None) -> list[str]:
    """Issue 30's greedy gap: from chapter GREEDY_GAP_FROM on, a challenge or payoff level the
    greedy player clears in the fewest rotations needs no plan."""
    if beat not in GREEDY_GAP_BEATS or chapter is None or chapter < GREEDY_GAP_FROM or solution.rotations is None:
        return []
    if greedy is None or greedy > solution.rotations:
        return []
    return [f"greedy: tapping every free tile and turning the way that frees most clears it in {greedy} "
            f"rotations, the fewest (R {solution.rotations}); from chapter {GREEDY_GAP_FROM} a {beat} "
            f"level needs a plan"]


def basic_problems(board: Board, analysis: dict) -> list[str]:
    verdict = analysis["verdict"]
    return [] if verdict == "solvable" else [{
        "empty": "no tiles",
        "unsolvable": "the board cannot be cleared",
        "exhausted": "the search stopped at its cap (R not proven)",
        "budget-short": f"moveLimit {board.move_limit} is below the {board.n} tiles",
    }[verdict]]


def release_problems(board: Board, tables: Tables, solution: Solution, analysis: dict,
                     beat: str | None = None, chapter: int | None = None) -> list[str]:
    """The gates of one campaign level (those needing no other level)."""
    out = []
    usage = analysis["pathUsage"]
    if board.n > MAX_TILES:
        out.append(f"tiles: {board.n} tiles, at most {MAX_TILES}")
    if usage is not None:
        if usage["curvedRatio"] < MIN_CURVED_RATIO or usage["curvedRemovals"] < MIN_CURVED_REMOVALS:
            out.append(
                f"curved: {usage['curvedRemovals']}/{usage['removals']} removals bend "
                f"(at least {MIN_CURVED_REMOVALS} and {MIN_CURVED_RATIO:.0%})"
            )
        if usage["removals"] != board.n:
            out.append(f"curved: the reference solution removes {usage['removals']} of {board.n} tiles")
    loops = looping(board, tables)
    if loops:
        out.append("loops: " + ", ".join(loops[:3]) + (" …" if len(loops) > 3 else ""))
    out += clarity_problems(board, tables, solution.actions)
    out += grazing_problems(analysis["grazing"])
    if beat in ("switch", "challenge") and longest_rotation_run(solution.actions) > 1:
        out.append("rotations: two rotations in a row before a removal")
    if beat == "switch" and solution.found and not solution.rotations:
        out.append("rotations: a switch level needs a rotation")
    out += greedy_problems(beat, chapter, solution, analysis["greedy"])
    if beat is not None and chapter is not None and 1 <= chapter <= 8:
        want = RHYTHM[beat][chapter - 1]
        if len(board.cells) != want:
            out.append(f"size: a {beat} level of chapter {chapter} has {want} cells, not {len(board.cells)}")
    elif len(board.cells) not in SIZES.values():
        out.append(f"size: {len(board.cells)} cells (19, 37 or 61)")
    return out


__all__ = ["MAX_TILES", "RHYTHM", "basic_problems", "is_curve", "lesson_problems", "release_problems"]


def expected_lesson(chapter: int | None, index: int | None) -> int | None:
    """The lesson a campaign position carries: levels 1-7 of the campaign, 6 a chapter."""
    if chapter is None or index is None or chapter < 1:
        return None
    number = (chapter - 1) * 6 + index
    return number if number <= 7 else None


def chapter_problems(level, score: int | None, chapter: int | None, siblings) -> list[str]:
    """The chapter's rhythm (issue 18 §3): its challenge scores above every other level of
    the chapter, reaches the top band from chapter ``TOP_BAND_FROM`` on, and is followed by a
    fall (the release is in a lower band)."""
    if score is None or not siblings:
        return []
    others = [(o, evaluate_score(o)) for o in siblings if o.id != level.id]
    out = []
    if level.beat == "challenge":
        above = [f"{o.id} ({s})" for o, s in others if s is not None and s >= score]
        if above:
            out.append(f"challenge: scores {score}, not above the rest of its chapter: {', '.join(above)}")
        if chapter is not None and chapter >= TOP_BAND_FROM and score < TOP_BAND_SCORE:
            out.append(f"challenge: scores {score}; from chapter {TOP_BAND_FROM} on a challenge reaches "
                       f"the top band ({TOP_BAND_SCORE} or more)")
        return out
    for other, theirs in others:
        if other.beat != "challenge" or theirs is None:
            continue
        if score >= theirs:
            out.append(f"challenge: scores {score}, not below the chapter's challenge {other.id} ({theirs})")
        elif level.beat == "release" and _band_rank(score) >= _band_rank(theirs):
            out.append(f"release: scores {score}, in the band of the chapter's challenge {other.id} "
                       f"({theirs}, {band(theirs)[0]}); a fall follows a challenge")
    return out


def _band_rank(score: int) -> int:
    return sum(1 for low, _key, _zh in BANDS if score >= low)


def evaluate(level, chapter: int | None = None, index: int | None = None, siblings=None,
             strict: bool = False):
    """(board, tables, solution, analysis, problems) of one level; the release gates apply to
    campaign levels (with a beat) and under ``strict``. ``siblings``: the chapter's levels
    as schema Levels (for the chapter's rhythm; the level itself may be among them)."""
    board = Board.from_level(level)
    tables = Tables(board)
    solution = solve(tables)
    analysis = analyze(board, tables, solution)
    # issue 30's measures beside seed 003's analysis: the greedy player's rotations (None when
    # it never clears the board, or there is no solution) and grazing in every reachable state
    analysis["greedy"] = greedy_rotations(tables) if solution.found else None
    grazing, states, first, complete = grazing_states(board, tables)
    analysis["grazing"] = {"states": states, "grazing": grazing, "first": first, "complete": complete}
    problems = basic_problems(board, analysis)
    if level.beat is not None or strict:
        problems += release_problems(board, tables, solution, analysis, level.beat, chapter if level.beat else None)
        want = expected_lesson(chapter, index) if level.beat else None
        if level.beat is not None and level.lesson != want:
            problems.append(f"lesson: this campaign position carries lesson {want}, not {level.lesson}")
        if level.lesson is not None:
            problems += lesson_problems(level.lesson, board, tables, analysis)
            problems += simple_lesson_problems(level, analysis)
        if level.beat is not None:
            problems += chapter_problems(level, analysis["score"], chapter, siblings)
    return board, tables, solution, analysis, problems


_SCORES: dict = {}


def evaluate_score(level) -> int | None:
    key = level.model_dump_json()
    if key not in _SCORES:
        _SCORES[key] = analyze(Board.from_level(level))["score"]
    return _SCORES[key]
