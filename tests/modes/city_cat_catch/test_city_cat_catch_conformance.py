"""The vectors the GDScript port replays: size, mix, a Python replay that agrees and, since the
vectors are made by the code a replay runs, references that are not that code: a session
written here from the runtime contract's words (docs/city-cat-catch-runtime.md §2-5) replaying
the moves to the same records, §3's rules held on every step, the overlap rule and
graph computed here from §2's words, FNV-1a from its published constants and known answers, the
shuffle's Fisher-Yates written here from its contract, and the solver's verdicts against §3's
rules here (each witness replayed, each dead end proved by a breadth-first search of its own) and
the plain DFS (n <= 30)."""
from fractions import Fraction

import pytest

from core.common.midend import MidEnd
from core.common.rng import SeededRng, fnv1a64
from core.modes.city_cat_catch import geometry as geo
from core.modes.city_cat_catch.board import Board
from core.modes.city_cat_catch.session import Session
from core.modes import get


@pytest.fixture(scope="module")
def vectors():
    return get("city-cat-catch").conformance_vectors(2026, 60)


def test_at_least_a_thousand_cases_of_every_kind(vectors):
    assert len(vectors["cases"]) >= 1000
    kinds = {s["expect"]["event"]["kind"] for c in vectors["cases"] for s in c["steps"]}
    assert {"picked", "matched", "won", "lost", "returned", "set-aside", "shuffled", "restarted", "ignored"} <= kinds
    assert any(s["move"] in (None, [], "tap") for c in vectors["cases"] for s in c["steps"])


TRAY = 7  # §3: a tray of 7 loses
FNV_OFFSET, FNV_PRIME = 0xCBF29CE484222325, 0x100000001B3  # FNV-1a 64's published parameters


def test_replay_agrees(vectors):
    """The session replays each sampled case to what was recorded, and so does _Reference below,
    which is not the code that recorded it."""
    for case in vectors["cases"][::7]:
        level = vectors["levels"][case["level"]]
        midend, reference = MidEnd(Session(level)), _Reference(level)
        for number, step in enumerate(case["steps"]):
            assert midend.observe(midend.apply(step["move"])) == step["expect"]
            where = f"{level['id']}, step {number}: {step['move']}"
            assert reference.observe(reference.apply(step["move"])) == step["expect"], where


class _Reference:
    """The session of docs/city-cat-catch-runtime.md §2-5 written here from its words (the mid-end's
    own undo and redo always ignored, §5), to replay the recorded moves against: a second method
    beside core/modes/city_cat_catch/session.py, which made the vectors."""

    def __init__(self, level: dict):
        self.level = level
        self.ids = [piece["id"] for piece in level["pieces"]]
        self.index = {piece_id: i for i, piece_id in enumerate(self.ids)}
        self.logged = 0  # moves not ignored (the mid-end's log)
        self.restart()

    def restart(self) -> None:
        pieces, elements = self.level["pieces"], self.level["elements"]
        self.boxes = [(p["layer"], p["x"], p["y"], p["width"], p["height"]) for p in pieces]
        self.kinds = [elements.index(p["elementId"]) for p in pieces]
        self.tray, self.bypass, self.cleared = [], [], set()
        self.lanes = [""] * max(3, self.level["tools"]["undo"])
        self.tools = dict(self.level["tools"])
        self.entered = {}  # piece -> when it entered the tray (Undo returns the latest)
        self.status, self.taps, self.shuffles, self.clock = "playing", 0, 0, 0
        self._graph()

    def _graph(self) -> None:
        """covered_by[b]: the pieces covering b (§2), again whenever a box moves."""
        count = len(self.boxes)
        self.covered_by = [{a for a in range(count) if _covers(self.boxes[a], self.boxes[b])} for b in range(count)]

    def on_board(self) -> list:
        gone = set(self.tray) | set(self.bypass) | self.cleared
        return [i for i in range(len(self.ids)) if self.ids[i] not in gone]

    def clickable(self) -> list:
        board = self.on_board()
        return [b for b in board if not self.covered_by[b] & set(board)]

    def apply(self, move) -> dict:
        event = self._event(move)
        self.logged += event["kind"] != "ignored"
        return event

    def _event(self, move) -> dict:
        ignored = {"kind": "ignored", "cell": -1}
        if not isinstance(move, dict):
            return ignored
        if move == {"op": "restart"}:
            self.restart()
            return {"kind": "restarted", "cell": -1}
        if set(move) == {"op", "piece"} and move["op"] == "tap" and isinstance(move["piece"], str):
            return self._tap(move["piece"]) or ignored
        if set(move) == {"op", "tool"} and move["op"] == "tool" and move["tool"] in self.tools:
            return self._tool(move["tool"]) if self.tools[move["tool"]] > 0 else ignored
        return ignored

    def _tap(self, piece_id: str):
        if self.status != "playing" or piece_id not in self.index:
            return None
        index = self.index[piece_id]
        if piece_id in self.bypass:
            self.bypass.remove(piece_id)
        elif index not in self.clickable():
            return None
        if piece_id in self.lanes:
            self.lanes[self.lanes.index(piece_id)] = ""
        kind = self.kinds[index]
        same = [i for i, tray_id in enumerate(self.tray) if self.kinds[self.index[tray_id]] == kind]
        slot = same[-1] + 1 if same else len(self.tray)
        self.tray.insert(slot, piece_id)
        self.clock += 1
        self.entered[piece_id] = self.clock
        self.taps += 1
        triple = [t for t in self.tray if self.kinds[self.index[t]] == kind]
        cleared = triple if len(triple) == 3 else []
        self.tray = [t for t in self.tray if t not in cleared]
        self.cleared |= set(cleared)
        if len(self.cleared) == len(self.ids):
            self.status = "won"
        elif len(self.tray) == TRAY:
            self.status = "lost"
        kind_of_event = {"won": "won", "lost": "lost"}.get(self.status, "matched" if cleared else "picked")
        return {"kind": kind_of_event, "cell": -1, "piece": piece_id, "slot": slot, "cleared": cleared}

    def _tool(self, tool: str) -> dict:
        ignored = {"kind": "ignored", "cell": -1}
        if tool == "shuffle":
            board = self.on_board()
            if self.status != "playing" or len(board) < 2:
                return ignored
            self.shuffles += 1
            dealt = _fisher_yates(f"{self.level['seed']}:shuffle:{self.shuffles}", [self.kinds[i] for i in board])
            for i, kind in zip(board, dealt):
                self.kinds[i] = kind
            event = {"kind": "shuffled", "cell": -1, "count": len(board)}
        elif self.status not in ("playing", "lost") or not self.tray:
            return ignored
        elif tool == "undo":
            if "" not in self.lanes:
                return ignored
            latest = max(self.tray, key=self.entered.__getitem__)
            lane = self.lanes.index("")
            self.tray.remove(latest)
            self.lanes[lane] = latest
            x, y = self.level["returnLanes"][lane]
            self.boxes[self.index[latest]] = (99, x, y, 72, 72)
            self._graph()
            event = {"kind": "returned", "cell": -1, "piece": latest, "lane": lane}
        else:
            if self.bypass:
                return ignored
            self.bypass, self.tray = self.tray[:3], self.tray[3:]
            event = {"kind": "set-aside", "cell": -1, "pieces": list(self.bypass)}
        self.tools[tool] -= 1
        if tool != "shuffle":
            self.status = "playing"
        return event

    def observe(self, event: dict) -> dict:
        return {
            "event": event, "status": self.status,
            "state": {
                "status": self.status, "tray": list(self.tray), "bypass": list(self.bypass),
                "lanes": list(self.lanes), "clickable": [self.ids[i] for i in self.clickable()],
                "onBoard": len(self.on_board()), "cleared": len(self.cleared), "taps": self.taps,
                "tools": dict(self.tools), "shuffles": self.shuffles, "kinds": list(self.kinds),
            },
            "canUndo": False, "canRedo": False, "logged": self.logged,
        }


def test_every_step_keeps_the_tray_rules(vectors):
    """§3 on every recorded step, whatever made it: every piece on the board, in the tray, set
    aside or cleared (in threes); the tray holds each element in one run, never three of one,
    and is full exactly when the level is lost; won exactly when every piece is cleared."""
    for case in vectors["cases"]:
        level = vectors["levels"][case["level"]]
        index = {piece["id"]: i for i, piece in enumerate(level["pieces"])}
        total = len(level["pieces"])
        for number, step in enumerate(case["steps"]):
            state, status = step["expect"]["state"], step["expect"]["status"]
            where = f"{level['id']}, step {number}: {state}"
            assert state["onBoard"] + len(state["tray"]) + len(state["bypass"]) + state["cleared"] == total, where
            assert state["cleared"] % 3 == 0 and (status == "won") == (state["cleared"] == total), where
            kinds = [state["kinds"][index[piece]] for piece in state["tray"]]
            runs = [kind for i, kind in enumerate(kinds) if i == 0 or kinds[i - 1] != kind]
            assert len(runs) == len(set(runs)) and all(kinds.count(k) < 3 for k in runs), where
            assert (status == "lost") == (len(state["tray"]) == TRAY), where


def _covers(a, b) -> bool:
    """§2 in its own words, on exact rationals: A above B, the boxes' intersection at least a
    fifth of B, and meeting B's central half (a quarter in from each side) with positive area."""
    (la, ax, ay, aw, ah), (lb, bx, by, bw, bh) = a, b
    if la <= lb:
        return False
    x = (max(ax, bx), min(ax + aw, bx + bw))
    y = (max(ay, by), min(ay + ah, by + bh))
    if x[1] <= x[0] or y[1] <= y[0] or (x[1] - x[0]) * (y[1] - y[0]) < Fraction(bw * bh, 5):
        return False
    middle_x = (bx + Fraction(bw, 4), bx + Fraction(3 * bw, 4))
    middle_y = (by + Fraction(bh, 4), by + Fraction(3 * bh, 4))
    return min(x[1], middle_x[1]) > max(x[0], middle_x[0]) and min(y[1], middle_y[1]) > max(y[0], middle_y[0])


def _fnv1a64(text: str) -> int:
    h = FNV_OFFSET
    for byte in text.encode("utf-8"):
        h = ((h ^ byte) * FNV_PRIME) % 2**64
    return h


def test_the_references_know_their_answers():
    # FNV-1a 64 test vectors of the FNV reference (isthe.com/chongo/tech/comp/fnv)
    assert [_fnv1a64(t) for t in ("", "a", "foobar")] == [0xCBF29CE484222325, 0xAF63DC4C8601EC8C, 0x85944171F73967E8]
    assert _covers((2, 0, 0, 72, 72), (1, 0, 0, 72, 72)) and not _covers((1, 0, 0, 72, 72), (2, 0, 0, 72, 72))
    assert not _covers((2, 60, 0, 72, 72), (1, 0, 0, 72, 72)), "a sliver beside the middle covers nothing"


def test_extra_keys(vectors):
    for g in vectors["overlapGraphs"]:
        board = Board.from_baked(vectors["levels"][g["level"]])
        assert board.edges() == g["edges"] and board.initial_clickable() == g["clickable"]
        boxes = [(p["layer"], p["x"], p["y"], p["width"], p["height"]) for p in vectors["levels"][g["level"]]["pieces"]]
        edges = sorted([a, b] for a in range(len(boxes)) for b in range(len(boxes)) if _covers(boxes[a], boxes[b]))
        assert edges == sorted(g["edges"]), "the graph by §2's rule"
        assert sorted(set(range(len(boxes))) - {b for _, b in edges}) == sorted(g["clickable"])
    pairs = vectors["overlapPairs"]
    assert len(pairs) >= 1000 and 0.1 < sum(p["covers"] for p in pairs) / len(pairs) < 0.9
    assert all(geo.covers(tuple(p["a"]), tuple(p["b"])) == p["covers"] == _covers(p["a"], p["b"]) for p in pairs)
    for s in vectors["shuffles"]:
        after = list(s["before"])
        SeededRng(s["text"]).shuffle(after)
        assert after == s["after"] == _fisher_yates(s["text"], s["before"])
    assert all(int(s["seed"]) == fnv1a64(s["text"]) == _fnv1a64(s["text"]) for s in vectors["seeds"])


def _fisher_yates(text: str, before: list) -> list:
    """The shuffle written from its contract: from the last index down, swap with an index drawn
    unbiased in [0, i] from the stream's 32-bit numbers (rejecting below 2**32 mod (i + 1))."""
    stream, items = SeededRng(text), list(before)
    for i in range(len(items) - 1, 0, -1):
        while (x := stream.next_u32()) < 2**32 % (i + 1):
            pass
        j = x % (i + 1)
        items[i], items[j] = items[j], items[i]
    return items


def test_daily_vectors_cover_two_years_of_every_city(vectors):
    from core.modes.city_cat_catch.content import cities_by_id
    from core.modes.city_cat_catch.daily import canonical_text, daily_board

    dailies = vectors["dailies"]
    cities = cities_by_id()
    dates = {d["date"] for d in dailies}
    assert len(dates) >= 730 and {"2000-01-01", "9999-12-31"} <= dates
    assert len(dailies) == len(dates) * len(cities)
    for d in dailies:
        assert d["seed"] == str(fnv1a64(d["seedText"])) and d["seedText"].startswith(f"{d['date']}:daily:{d['cityId']}:v")
    for d in dailies[::211]:
        made = daily_board(cities[d["cityId"]], d["date"])
        assert str(fnv1a64(canonical_text(made.level))) == d["hash"]
        assert (made.attempt, made.nodes) == (d["attempt"], d["nodes"])
    by_key = {(d["date"], d["cityId"]): d for d in dailies}
    assert len(vectors["dailyBoards"]) >= 3 * len(cities)
    for board in vectors["dailyBoards"]:
        assert str(fnv1a64(canonical_text(board))) == by_key[(board["date"], board["cityId"])]["hash"]


def _tray_after(kinds, tray, picked) -> int:
    """Pieces in the tray after these picks (§3: three of a kind leave it)."""
    held = dict(enumerate(tray))
    for piece in picked:
        held[kinds[piece]] = held.get(kinds[piece], 0) + 1
    return sum(count % 3 for count in held.values())


def _pickable(covered_by, picked, piece) -> bool:
    return piece not in picked and all(above in picked for above in covered_by[piece])


def _clears(kinds, covered_by, tray, picked, order) -> bool:
    """Whether picking ``order`` after ``picked`` clears the position by §3's words: a piece is
    picked when no piece left covers it, a pick leaving 7 in the tray loses, and the board is
    cleared when every piece is picked (a small random position's kinds need not come in
    threes, so its tray may keep some)."""
    done = set(picked)
    for piece in order:
        if not _pickable(covered_by, done, piece):
            return False
        done.add(piece)
        if _tray_after(kinds, tray, done) >= TRAY:
            return False
    return len(done) == len(kinds)


PROOF_STATES = 20_000  # picked sets the breadth-first proof may visit before it gives up


def _clearable_by_layers(kinds, covered_by, tray, picked) -> bool | None:
    """A second method beside the solver's depth-first search: every set of picked pieces
    reachable from ``picked``, one pick a layer; None when more than PROOF_STATES are reachable."""
    start = frozenset(picked)
    if _tray_after(kinds, tray, start) >= TRAY:
        return False
    layer, visited = {start}, 1
    while layer:
        if len(next(iter(layer))) == len(kinds):
            return True
        layer = {done | {piece} for done in layer for piece in range(len(kinds))
                 if _pickable(covered_by, done, piece) and _tray_after(kinds, tray, done | {piece}) < TRAY}
        visited += len(layer)
        if visited > PROOF_STATES:
            return None
    return False


def test_solver_vectors_replay(vectors):
    """The native solver gives each case's verdict and node count again; beside it, references
    that are not the solver: every claimed clear's witness replayed by §3's rules here, every
    claimed dead end proved by the breadth-first search above (all sizes), and the plain DFS of
    solver.py (n <= 30)."""
    from core.modes.city_cat_catch.solver import Solver, reference_solve

    cases = vectors["solverCases"]
    assert len(cases) >= 2000
    assert 0.2 < sum(c["verdict"] for c in cases) / len(cases) < 0.8
    assert max(c["nodes"] for c in cases) > 100  # some searches backtrack
    checked_beyond_30 = {True: 0, False: 0}
    for case in cases[::13]:
        n = len(case["kinds"])
        covers: list[list[int]] = [[] for _ in range(n)]
        covered_by: list[list[int]] = [[] for _ in range(n)]
        edges = case["edges"]
        for i in range(0, len(edges), 2):
            covers[edges[i]].append(edges[i + 1])
            covered_by[edges[i + 1]].append(edges[i])
        solver = Solver(case["kinds"], covers, case["tray"], len(case["tray"]))
        verdict, nodes, witness = solver.solve_within(10**6, case["picked"])
        assert (verdict == 1, nodes) == (case["verdict"], case["nodes"])
        if case["verdict"]:
            assert _clears(case["kinds"], covered_by, case["tray"], case["picked"], witness), case
        else:
            assert _clearable_by_layers(case["kinds"], covered_by, case["tray"], case["picked"]) is False, case
        if n <= 30:
            want = reference_solve(case["kinds"], covers, case["tray"], len(case["tray"]), case["picked"])
            assert (want is not None) == case["verdict"]
        else:
            checked_beyond_30[bool(case["verdict"])] += 1
    assert checked_beyond_30[True] and checked_beyond_30[False], checked_beyond_30
