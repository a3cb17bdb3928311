"""The report's counts on hand-made event sets whose answers are known (issue 35 §4): an attempt
counts only once the player acted, every attempt played is a start (whatever its level_start
says, or with none), intervals hold the observed rate, and a disagreement needs a margin."""
import json

from core import modes
from core.telemetry import report, schema, synth
from core.telemetry.fields import level_key
from core.telemetry.model import LevelModel
from core.telemetry.stats import wilson, z_of

MODE = next(e.id for e in modes.entries() if not e.play_model)  # a mode with no model: the counts alone
LEVEL = "1-1"
# its summary group as an example event of the group carries it (none: the common times only)
GROUP = {g: next(e["summary"][g] for e in schema.examples() if g in e.get("summary", {}))
         for g in [schema.SUMMARY_GROUP.get(MODE)] if g}


class Device:
    """One install writing events as the game does (seq by one, one session)."""

    def __init__(self, number: int):
        self.install = "%032x" % (0xABC000 + number)
        self.seq = 0
        self.events: list[dict] = []

    def event(self, kind: str, attempt: str, step: int, **fields) -> dict:
        self.seq += 1
        e = {"schemaVersion": 1, "appVersion": "1.0.0", "installId": self.install, "sessionId": "%016x" % 7,
             "seq": self.seq, "utcMs": synth.START_UTC_MS + self.seq * 1000, "monoMs": self.seq * 1000, "kind": kind,
             "mode": MODE, "level": LEVEL, "attemptId": attempt, "attemptNo": 1, "step": step,
             "activeMs": step * 900, **fields}
        if kind in ("win", "quit", "restart", "fail"):
            e["summary"] = {"animMs": 0, "awayMs": 0, "pausesMs": [], **GROUP}
        self.events.append(e)
        return e


def _level(tmp_path, events: list[dict]) -> dict:
    synth.write_events(events, tmp_path / "c")
    result = report.build([str(tmp_path / "c")], cache=False)
    (level,) = result["modes"][MODE]["levels"]
    return level


def test_only_attempts_the_player_acted_in_count_and_every_one_played_is_a_start(tmp_path):
    won, auto, off, deleted, helped = Device(1), Device(2), Device(3), Device(4), Device(5)
    # played and won
    won.event("level_start", "a1" * 8, 0, resumed=False)
    won.event("win", "a1" * 8, 5, left=0)
    # the next level opened by itself after a win and left at step 0: no start, no failure;
    # a restart of an untouched board likewise
    auto.event("level_start", "a2" * 8, 0, resumed=False)
    auto.event("quit", "a2" * 8, 0, resumable=False)
    auto.event("level_start", "a6" * 8, 0, resumed=False)
    auto.event("restart", "a6" * 8, 0, nextAttemptId="a7" * 8)
    # begun while recording was off: no level_start arrived, yet it was played and lost
    off.event("hint", "a3" * 8, 3)
    off.event("quit", "a3" * 8, 4, resumable=False)
    # after "delete my play data" the board went on under a new install, logged as resumed
    deleted.event("level_start", "a4" * 8, 2, resumed=True)
    deleted.event("win", "a4" * 8, 9, left=0)
    # a hint at step 0 is acting: its quit is a failed attempt
    helped.event("level_start", "a5" * 8, 0, resumed=False)
    helped.event("hint", "a5" * 8, 0)
    helped.event("quit", "a5" * 8, 0, resumable=False)
    events = [e for d in (won, auto, off, deleted, helped) for e in d.events]
    level = _level(tmp_path, events + [dict(events[1]), dict(events[-1])])  # two sent twice
    assert (level["starts"], level["untouched"], level["ended"], level["clears"]) == (4, 2, 4, 2)
    assert (level["quits"], level["restarts"], level["players"]) == (2, 0, 4)
    assert level["passRate"] == 0.5
    assert level["hint"] == {"attempts": 2, "share": 0.5, "count": 2}


def test_a_level_only_opened_has_no_rate(tmp_path):
    d = Device(9)
    d.event("level_start", "b1" * 8, 0, resumed=False)
    d.event("quit", "b1" * 8, 0, resumable=True)
    level = _level(tmp_path, d.events)
    assert (level["starts"], level["untouched"], level["ended"], level["passRate"]) == (0, 1, 0, None)
    assert level["model"] == {"note": f"{modes.entry(MODE).title} has no difficulty model yet"}, \
        "its entry declares no play_model"


def test_intervals_hold_the_observed_rate_at_the_ends():
    for n in range(1, 400):
        for z in (z_of(0.95), z_of(0.95, 36), z_of(0.999, 500)):
            assert wilson(n, n, z)[1] == 1.0 and wilson(0, n, z)[0] == 0.0, (n, z)
            k = n // 3
            lo, hi = wilson(k, n, z)
            assert lo <= k / n <= hi


def _rated(rate: float, clean: int, clears: int, ended: int, band=None) -> list:
    """The rate check of one level whose model predicts ``rate`` (and ``band``)."""
    row = {"mode": "m", "level": "x", "revision": 1, "seed": "1",
           "_model": LevelModel(pass_rate=rate, band=band)}
    return report._check_rate([row], {level_key(row): {"ended": ended, "clean_clears": clean, "clears": clears}},
                              z_of(0.95, 36))


def test_a_level_every_player_clears_agrees_with_a_simulated_certainty():
    assert _rated(1.0, 40, 40, 40) == []  # the "[1.000, 1.000] vs 1.000"
    assert _rated(1.0, 40, 40, 40, band=(0.9, 1.0)) == []


def test_a_disagreement_needs_the_model_outside_the_interval_by_the_margin():
    z = z_of(0.95, 36)
    lo = wilson(300, 400, z)[0]
    inside_margin = lo - report.RATE_MARGIN / 2
    beyond_margin = lo - report.RATE_MARGIN * 2
    assert _rated(inside_margin, 300, 300, 400) == []
    flags = _rated(beyond_margin, 300, 300, 400)
    assert [f["kind"] for f in flags] == ["pass-rate"] and "more often" in flags[0]["detail"]
    assert json.dumps(flags)  # the finding is plain JSON


def test_a_date_range_counts_the_events_received_on_those_days(tmp_path, capsys):
    from core.cli import main

    first, second = Device(11), Device(12)
    first.event("level_start", "c1" * 8, 0, resumed=False)
    first.event("win", "c1" * 8, 4, left=0)
    second.event("level_start", "c2" * 8, 0, resumed=False)
    second.event("quit", "c2" * 8, 2, resumable=False)
    for e in second.events:
        e["utcMs"] += 86_400_000  # received the next day (synth stores them 5 s after utcMs)
    synth.write_events(first.events + second.events, tmp_path / "c")
    day = "2026-12-01"  # synth.START_UTC_MS's
    folders = sorted(p.parent.parent.name for p in (tmp_path / "c").rglob("*.jsonl"))
    assert folders == ["date=2026-12-01", "date=2026-12-02"]
    for days, want in [(None, (2, 1)), ((day, day), (1, 1)), (("2026-12-02", "2026-12-09"), (1, 0))]:
        (level,) = report.build([str(tmp_path / "c")], cache=False, days=days)["modes"][MODE]["levels"]
        assert (level["starts"], level["clears"]) == want, days
    assert main(["report", str(tmp_path / "c"), "--json", "--from", day, "--to", day]) == 0
    (level,) = json.loads(capsys.readouterr().out)["modes"][MODE]["levels"]
    assert level["starts"] == 1
    assert main(["report", str(tmp_path / "c"), "--from", "2026-12-02", "--to", day]) == 2
    assert "--from 2026-12-02 is after --to 2026-12-01" in capsys.readouterr().err
