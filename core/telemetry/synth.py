"""Seeded synthetic play: events as the game would send them, from players whose behaviour is
known, so the report can be checked against the truth.

The players are each mode's own (``PlayData.players`` in its ``play_data`` module: e.g. a
mode's simulated players, or a chance to clear by its model's grade or score).

Attempts may be left and resumed, restarted, and some events are sent twice (a retried
upload), as on devices. ``Truth`` counts what was generated, independently of the report.
A mode's players may take ``plant``: chosen levels made harder or slower than the model, to
check the report finds them.
"""
from __future__ import annotations

import math
import os
import random
import shutil
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from .. import modes
from ..errors import LevelFileError, Problem
from .schema import SCHEMA_VERSION, UTC_MIN_MS

APP_VERSION = "1.0.0-synth"
START_UTC_MS = 1_796_083_200_000  # 2026-12-01 00:00 UTC
assert START_UTC_MS > UTC_MIN_MS


@dataclass
class Attempt:
    mode: str
    level: str
    total: int  # tiles, pieces or cells of the board
    outcome: str  # win, fail, quit, restart, open
    steps: int
    active_ms: int
    context: dict = field(default_factory=dict)  # source and the mode's own level context
    hints: list[int] = field(default_factory=list)  # steps
    undos: list[int] = field(default_factory=list)
    tools: list[tuple[int, str]] = field(default_factory=list)
    fail_step: int | None = None  # a fail at this step (then revive, or the attempt's end)
    fail_reason: str | None = None  # the fail's reason, the mode's word
    revived: bool = False
    leave_at: int | None = None  # left (saved) at this step and resumed later
    summary_group: dict = field(default_factory=dict)
    pauses: list[int] = field(default_factory=list)
    anim_ms: int = 0


@dataclass
class Truth:
    """What was generated, per (mode, level, revision, seed)."""

    ended: dict = field(default_factory=dict)
    clears: dict = field(default_factory=dict)
    clean: dict = field(default_factory=dict)
    starts: dict = field(default_factory=dict)
    win_seconds: dict = field(default_factory=dict)
    first_fail: dict = field(default_factory=dict)
    hint_attempts: dict = field(default_factory=dict)

    def add(self, a: Attempt) -> None:
        key = (a.mode, a.level, a.context.get("revision"), a.context.get("seed"))
        inc = lambda d, k=key, n=1: d.__setitem__(k, d.get(k, 0) + n)  # noqa: E731
        # as the report counts: only an attempt the player acted in (a move or a help used)
        acted = a.steps > 0 or bool(a.hints or a.undos or a.tools) or a.fail_step is not None
        inc(self.starts, n=1 if acted else 0)
        inc(self.ended, n=0 if a.outcome == "open" or not acted else 1)
        inc(self.clears, n=1 if a.outcome == "win" else 0)
        inc(self.clean, n=1 if a.outcome == "win" and not a.revived and not a.tools else 0)
        inc(self.hint_attempts, n=1 if a.hints else 0)
        if a.outcome == "win":
            self.win_seconds.setdefault(key, []).append(a.active_ms / 1000)
        if a.fail_step is not None:
            hist = self.first_fail.setdefault(key, {})
            hist[a.fail_step] = hist.get(a.fail_step, 0) + 1


# --- player models ------------------------------------------------------------------------------
def attempts_for(rng: random.Random, mode_id: str, per_level: int) -> list[Attempt]:
    """Synthetic attempts at every shipped level of a mode, by the players its ``play_data``
    declares (``PlayData.players``; ``per_level`` attempts a level, or runs a simulated player);
    none for a mode without them."""
    from .schema import PLAY_DATA

    data = PLAY_DATA.get(modes.entry(mode_id).id)
    return data.players(rng, mode_id, None, per_level) if data and data.players else []


# --- attempts -> events ---------------------------------------------------------------------------
class _Install:
    def __init__(self, rng: random.Random, start_ms: int):
        self.rng = rng
        self.install = "%032x" % rng.getrandbits(128)
        self.seq = 0
        self.utc = start_ms
        self.new_session()
        self.attempt_no: dict[tuple, int] = {}

    def new_session(self) -> None:
        self.session = "%016x" % self.rng.getrandbits(64)
        self.mono = self.rng.randint(1000, 60000)

    def tick(self, ms: int) -> None:
        self.utc += ms
        self.mono += ms

    def envelope(self, kind: str) -> dict:
        self.seq += 1
        return {"schemaVersion": SCHEMA_VERSION, "appVersion": APP_VERSION, "platform": "Synth",
                "installId": self.install, "sessionId": self.session, "seq": self.seq, "utcMs": self.utc,
                "monoMs": self.mono, "kind": kind}


def _summary(a: Attempt, steps: int) -> dict:
    from .schema import SUMMARY_GROUP

    share = steps / a.steps if a.steps else 1.0
    out = {"animMs": int(a.anim_ms * share), "awayMs": 0, "pausesMs": a.pauses[: max(0, round(len(a.pauses) * share))]}
    group = SUMMARY_GROUP.get(a.mode)
    if group:
        out[group] = a.summary_group
    return out


def _events(a: Attempt, who: _Install, rng: random.Random) -> list[dict]:
    count_key = (a.mode, a.level)
    who.attempt_no[count_key] = who.attempt_no.get(count_key, 0) + 1
    attempt_id = "%016x" % rng.getrandbits(64)
    ctx = {"mode": a.mode, "level": a.level, **{k: v for k, v in a.context.items() if v is not None},
           "attemptId": attempt_id, "attemptNo": who.attempt_no[count_key]}
    ms_per_step = a.active_ms / max(1, a.steps)
    out = []
    away = 0

    def emit(kind: str, step: int, **fields) -> None:
        at = min(a.active_ms, int(step * ms_per_step))
        left = max(0, a.total - step) if kind != "win" else 0
        out.append({**who.envelope(kind), **ctx, "step": step, "activeMs": at, "left": min(left, a.total), **fields})

    emit("level_start", 0, resumed=False)
    marks = sorted([(s, "hint", {}) for s in a.hints] + [(s, "undo", {}) for s in a.undos]
                   + [(s, "tool", {"tool": t}) for s, t in a.tools])
    if a.leave_at is not None:
        marks.append((a.leave_at, "leave", {}))
    if a.fail_step is not None:
        marks.append((a.fail_step, "fail", {}))
    marks.sort(key=lambda m: (m[0], m[1] != "leave"))
    last_step = 0
    for step, kind, fields in marks:
        step = min(step, a.steps)
        who.tick(int((step - last_step) * ms_per_step) + 1)
        last_step = step
        if kind == "leave":
            summary = _summary(a, step)
            summary["awayMs"] = away
            emit("quit", step, resumable=True, summary=summary)
            pause = rng.randint(60_000, 3 * 3600_000)
            out.append({**who.envelope("app_pause"), "mode": a.mode, "level": a.level, "attemptId": attempt_id})
            who.tick(pause)
            away += pause
            who.new_session() if rng.random() < 0.5 else None
            out.append({**who.envelope("app_resume"), "mode": a.mode, "level": a.level, "attemptId": attempt_id,
                        "awayMs": pause})
            emit("level_start", step, resumed=True)
        elif kind == "fail":
            if a.fail_reason is None:
                raise ValueError(f"a synthetic {a.mode} attempt fails at step {step} with no fail_reason")
            emit("fail", step, reason=a.fail_reason, summary={**_summary(a, step), "awayMs": away})
            if a.revived:
                emit("revive", step)
        else:
            emit(kind, step, **fields)
    who.tick(int((a.steps - last_step) * ms_per_step) + 1)
    summary = {**_summary(a, a.steps), "awayMs": away}
    if a.outcome == "win":
        emit("win", a.steps, summary=summary)
    elif a.outcome == "quit":
        emit("quit", a.steps, resumable=False, summary=summary)
    elif a.outcome == "restart":
        emit("restart", a.steps, nextAttemptId="%016x" % rng.getrandbits(64), summary=summary)
    return out


def events_of(attempts: list[Attempt], seed: int, installs: int = 50, duplicate_rate: float = 0.01,
              days: int = 7) -> tuple[list[dict], Truth]:
    """(events in each install's order, the truth) for ``attempts`` spread over ``installs``
    players and ``days`` days; ``duplicate_rate`` of the events are sent twice."""
    rng = random.Random(seed)
    players = [_Install(rng, START_UTC_MS + rng.randint(0, 86_400_000)) for _ in range(max(1, installs))]
    spacing = max(1, days * 86_400_000 // max(1, math.ceil(len(attempts) / len(players))))
    truth = Truth()
    events = []
    order = list(attempts)
    rng.shuffle(order)
    for a in order:
        who = rng.choice(players)
        who.tick(rng.randint(spacing // 2, spacing))
        batch = _events(a, who, rng)
        truth.add(a)
        for e in batch:
            events.append(e)
            if rng.random() < duplicate_rate:
                events.append(dict(e))
    return events, truth


def write_events(events: list[dict], root, chunk: int = 20_000) -> int:
    """Store events exactly as the collector does (validated, partitioned, fsync'ed)."""
    from .batch import check_raw
    from .storage import PartitionedLog, partition_of

    log = PartitionedLog(Path(root))
    try:
        for i in range(0, len(events), chunk):
            records = []
            for n, e in enumerate(events[i:i + chunk], i + 1):
                event, problems = check_raw(e, n, 0)
                if problems:
                    raise ValueError(f"synthetic event {n} is invalid: {problems[0]}")
                received = e["utcMs"] + 5000
                line = event.model_dump_json(exclude_none=True)[:-1] + f',"recvMs":{received}}}\n'
                records.append((partition_of(received, getattr(event, "mode", None)), line.encode()))
            log.append(records)
    finally:
        log.close()
    return len(events)


def write_set(events: list[dict], out) -> None:
    """``write_events`` into a temp folder beside ``out`` (absent or empty), renamed to it once
    whole: an error or Ctrl-C leaves ``out`` as it was and removes what was written (the temp
    folder and any folder made on the way to it)."""
    from .storage import fsync_dir

    out = Path(out).absolute()
    made = [p for p in [out.parent, *out.parent.parents] if not p.exists()]
    tmp = None
    try:
        out.parent.mkdir(parents=True, exist_ok=True)
        tmp = Path(tempfile.mkdtemp(prefix=".synth-", dir=out.parent))
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(tmp, 0o777 & ~umask)  # a folder as mkdir makes it (mkdtemp's is private)
        write_events(events, tmp)
        os.replace(tmp, out)  # over an empty folder too (rename(2))
        fsync_dir(out.parent)
    except BaseException as exc:
        if tmp is not None:
            shutil.rmtree(tmp, ignore_errors=True)
        for folder in made:  # nearest first
            try:
                folder.rmdir()
            except OSError:
                pass  # not empty any more (something else wrote there) or gone
        if isinstance(exc, OSError):
            raise LevelFileError([Problem("write", f"cannot write: {exc.strerror or exc}", file=str(out))]) from None
        raise
