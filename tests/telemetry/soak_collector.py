"""A soak of the playtest collector (issue 34, "Done when"): many clients, slow and hostile ones
among them, the collector killed with SIGKILL and started again every minute; no acknowledged
event may be lost and /v1/health is timed throughout.

    .venv/bin/python tests/telemetry/soak_collector.py --minutes 3 [--clients 200] [--kill-every 60]

The collector runs in a child process (``python -m core collect``) on a fixed port of 127.0.0.1;
the clients run here: most are well-behaved (3-event batches, each resent until acknowledged, as
the game's uploader does), some slow (headers or a body a byte a second: the collector must cut
them off) and some hostile (bad gzip, a gzip of 500,000 numbers, 1,001 events, 10 MB
of gzip'ed spaces, a malformed request, a declared 2 MiB body; each must be refused and nothing of
it stored). A process of its own probes /v1/health ten times a second. At the end every acknowledged event must be on disk;
an event is stored twice only if it was sent twice (an answer lost to a kill: the report counts
it once, docs/telemetry.md). Exit 0 when all holds, 1 when not (the report says what), 2 on bad
arguments. tests/telemetry/test_telemetry_collector_soak.py runs a short one.
"""
from __future__ import annotations

import argparse
import asyncio
import gzip
import json
import multiprocessing
import os
import random
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

if __name__ == "__main__":  # run as a script: the repository's core beside these helpers
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from telemetry_helpers import REPO, examples, stored_lines  # noqa: E402

DAY_MS = 86_400_000
HOSTILE_INSTALL = "bad0" * 8  # every event a hostile client sends names it: none may be stored
NDJSON = {"Content-Type": "application/x-ndjson"}
GOAL_MS = 100  # the bound on /v1/health
PROBE_TIMEOUT = 1.0  # seconds a health probe waits (the script's; the test's is longer)


@dataclass
class Soak:
    port: int
    out: Path
    rng: random.Random
    probe_timeout: float
    acked: set = field(default_factory=set)
    attempts: Counter = field(default_factory=Counter)  # (installId, seq): times sent
    statuses: Counter = field(default_factory=Counter)  # (client kind, status): answers
    refused_good: list = field(default_factory=list)  # a well-behaved batch refused: a bug
    cut_off: list = field(default_factory=list)  # seconds a slow client was held
    probes: list = field(default_factory=list)  # (start, end, "ok" | "timeout" | "unanswered")
    down: list = field(default_factory=list)  # (from, to): the collector killed and starting
    stopping: bool = False


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_collector(port: int, out: Path, log: Path) -> subprocess.Popen:
    """The collector on ``port``, once it announced itself (its stderr goes to ``log``)."""
    with open(log, "ab") as err:
        proc = subprocess.Popen([sys.executable, "-m", "core", "collect", "--port", str(port), "--out", str(out)],
                                cwd=REPO, stdout=subprocess.PIPE, stderr=err, text=True)
    line = proc.stdout.readline()
    if "collecting on http://" not in line:
        proc.kill()
        raise RuntimeError(f"the collector did not start: {line!r} (see {log})")
    return proc


async def http(port: int, raw: bytes, timeout: float) -> int:
    """Sends raw request bytes on a new connection; the answer's status (OSError, TimeoutError
    or ConnectionError when there is none)."""
    async with asyncio.timeout(timeout):
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        try:
            writer.write(raw)
            await writer.drain()
            answer = await reader.read()  # Connection: close, so until the collector closes
        finally:
            writer.close()
    return status_of(answer)


def status_of(answer: bytes) -> int:
    """The status of a raw HTTP answer (ConnectionError when there is none)."""
    if not answer.startswith(b"HTTP/1."):  # 1.0 for a malformed request: aiohttp cannot tell
        raise ConnectionError("no answer")
    return int(answer.split(b" ", 2)[1])


def request(method: str, path: str, headers: dict, body: bytes = b"") -> bytes:
    head = [f"{method} {path} HTTP/1.1", "Host: soak", "Connection: close", f"Content-Length: {len(body)}"]
    head += [f"{k}: {v}" for k, v in headers.items()]
    return ("\r\n".join(head) + "\r\n\r\n").encode() + body


def _ndjson(events) -> bytes:
    return "\n".join(json.dumps(e) for e in events).encode()


def _hostile_requests() -> list[bytes]:
    base = examples()[0]
    too_many = [dict(base, installId=HOSTILE_INSTALL, seq=n + 1) for n in range(1001)]
    return [
        request("POST", "/v1/events", {**NDJSON, "Content-Encoding": "gzip"}, b"\x1f\x8b not gzip at all"),
        request("POST", "/v1/events", {"Content-Type": "application/json", "Content-Encoding": "gzip"},
                gzip.compress(("[" + ",".join(["0"] * 500_000) + "]").encode())),
        request("POST", "/v1/events", NDJSON, _ndjson(too_many)),
        request("POST", "/v1/events", {**NDJSON, "Content-Encoding": "gzip"}, gzip.compress(b" " * 10_000_000)),
        b"GET /v1/health HTTP/1.1\r\nBad Header Line\r\nConnection: close\r\n\r\n",
        b"POST /v1/events HTTP/1.1\r\nHost: soak\r\nContent-Type: application/x-ndjson\r\n"
        b"Content-Length: 2097152\r\nConnection: close\r\n\r\n" + b" " * 1000,
    ]


async def good_client(soak: Soak) -> None:
    rng = random.Random(soak.rng.random())
    install = "%032x" % rng.getrandbits(128)
    base = examples()
    seq = 0
    while not soak.stopping:
        events = []
        for _ in range(3):
            seq += 1
            e = dict(rng.choice(base), installId=install, seq=seq)
            e["utcMs"] += rng.randrange(3) * DAY_MS
            events.append(e)
        keys = [(install, e["seq"]) for e in events]
        raw = request("POST", "/v1/events", NDJSON, _ndjson(events))
        while True:  # as the uploader: the same batch until it is acknowledged
            for key in keys:
                soak.attempts[key] += 1
            try:
                status = await http(soak.port, raw, timeout=15)
            except (OSError, TimeoutError):
                status = 0
            soak.statuses["good", status] += 1
            if status == 200:
                soak.acked.update(keys)
                break
            if 400 <= status < 500:
                soak.refused_good.append((status, keys))
                break
            if soak.stopping:
                return
            await asyncio.sleep(rng.uniform(0.5, 1.5))  # the collector is down or busy: retry
        await asyncio.sleep(rng.uniform(0.5, 2.5))


async def slow_client(soak: Soak, n: int) -> None:
    """Its headers (even n) or its body (odd n) a byte a second until the collector closes the
    connection: how long it was held."""
    whole = request("POST", "/v1/events", {**NDJSON, "X-Slow": "a" * 1000}, b" " * 1000)
    opening = whole[:whole.index(b"X-Slow: a") + 9] if n % 2 == 0 else whole[:-990]
    while not soak.stopping:
        start = time.monotonic()
        try:
            reader, writer = await asyncio.open_connection("127.0.0.1", soak.port)
        except OSError:
            await asyncio.sleep(1)
            continue

        async def trickle():
            writer.write(opening)
            while True:
                await writer.drain()
                await asyncio.sleep(1)
                writer.write(b"a" if n % 2 == 0 else b" ")

        dripping = asyncio.create_task(trickle())
        try:
            answer = await asyncio.wait_for(reader.read(), 120)
            soak.statuses["slow", status_of(answer) if answer else "closed"] += 1
            soak.cut_off.append(time.monotonic() - start)
        except (OSError, TimeoutError):
            soak.statuses["slow", "error"] += 1
        finally:
            dripping.cancel()
            writer.close()
            await asyncio.gather(dripping, return_exceptions=True)


async def hostile_client(soak: Soak, requests: list[bytes]) -> None:
    rng = random.Random(soak.rng.random())
    while not soak.stopping:
        raw = rng.choice(requests)
        try:
            status = await http(soak.port, raw, timeout=15)
        except (OSError, TimeoutError):
            status = 0
        soak.statuses["hostile", status] += 1
        await asyncio.sleep(rng.uniform(0.5, 1.5))


def probe_health(port: int, timeout: float, done, results) -> None:
    """/v1/health ten times a second, in a process of its own (the clients' process, busy, would
    delay its answers); the probes go to the pipe ``results`` once ``done`` is set."""
    raw = request("GET", "/v1/health", {})
    probes = []
    while not done.is_set():
        start = time.monotonic()  # the system's clock: the same in every process
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=timeout) as conn:
                conn.sendall(raw)
                outcome = "ok" if status_of(conn.recv(64)) == 200 else "unanswered"
        except TimeoutError:
            outcome = "timeout"
        except OSError:
            outcome = "unanswered"  # refused, reset, no HTTP answer
        probes.append((start, time.monotonic(), outcome))
        done.wait(max(0.0, 0.1 - (time.monotonic() - start)))
    results.send(probes)


async def run_soak(soak: Soak, seconds: float, clients: int, kill_every: float) -> dict:
    log = soak.out.parent / (soak.out.name + "-collector.log")
    proc = await asyncio.to_thread(start_collector, soak.port, soak.out, log)
    slow, hostile = max(2, clients // 20), max(2, clients // 10)
    requests = _hostile_requests()
    good = [asyncio.create_task(good_client(soak)) for _ in range(clients - slow - hostile)]
    others = [asyncio.create_task(slow_client(soak, n)) for n in range(slow)]
    others += [asyncio.create_task(hostile_client(soak, requests)) for _ in range(hostile)]
    spawn = multiprocessing.get_context("spawn")
    done = spawn.Event()
    received, results = spawn.Pipe(duplex=False)
    prober = spawn.Process(target=probe_health, args=(soak.port, soak.probe_timeout, done, results))
    prober.start()
    start = time.monotonic()
    kills = 0
    try:
        while (left := seconds - (time.monotonic() - start)) > 0:
            await asyncio.sleep(min(left, kill_every))
            if time.monotonic() - start >= seconds:
                break
            killed = time.monotonic()
            proc.send_signal(signal.SIGKILL)
            await asyncio.to_thread(proc.wait)
            proc.stdout.close()
            kills += 1
            proc = await asyncio.to_thread(start_collector, soak.port, soak.out, log)
            soak.down.append((killed, time.monotonic()))
    finally:
        soak.stopping = True
        for task in others:
            task.cancel()
        _, pending = await asyncio.wait(good, timeout=20)  # the batches in flight get their answers
        for task in pending:
            task.cancel()
        await asyncio.gather(*good, *others, return_exceptions=True)
        done.set()  # its last probe answered before the collector stops
        try:
            if not received.poll(30):
                raise RuntimeError(f"the health prober ended without its probes (exit {prober.exitcode})")
            soak.probes = received.recv()
            prober.join()
        finally:
            proc.send_signal(signal.SIGTERM)
            await asyncio.to_thread(proc.wait, 60)
            proc.stdout.close()
    return verdict(soak, time.monotonic() - start, kills, log)


def _percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(p * len(ordered)))] if ordered else float("nan")


def verdict(soak: Soak, seconds: float, kills: int, log: Path) -> dict:
    stored = Counter((e["installId"], e["seq"]) for e in stored_lines(soak.out))
    up = [(s, e, outcome) for s, e, outcome in soak.probes
          if not any(s < to and e > since for since, to in soak.down)]  # the collector ran throughout
    up_ms = [(e - s) * 1000 for s, e, outcome in up if outcome != "unanswered"]  # a timeout counts as its wait
    collector_log = log.read_text(errors="replace")
    return {
        "seconds": round(seconds, 1),
        "kills": kills,
        "answers": {f"{kind} {status}": n for (kind, status), n in sorted(soak.statuses.items(), key=str)},
        "ackedEvents": len(soak.acked),
        "storedLines": sum(stored.values()),
        "lost": sorted(k for k in soak.acked if not stored[k]),
        "storedTwiceSentOnce": sorted(k for k, n in stored.items() if n > 1 and soak.attempts[k] < 2),
        "storedTwice": sum(1 for n in stored.values() if n > 1),
        "hostileStored": sum(n for (install, _), n in stored.items() if install == HOSTILE_INSTALL),
        "goodRefused": soak.refused_good[:5],
        "slowHeldSeconds": [round(min(soak.cut_off, default=0), 1), round(max(soak.cut_off, default=0), 1)],
        "healthProbes": len(soak.probes),
        "healthWhileUp": len(up),
        "healthUnansweredWhileUp": sum(1 for _, _, outcome in up if outcome == "unanswered"),
        "healthTimedOutWhileUp": sum(1 for _, _, outcome in up if outcome == "timeout"),
        "healthMs": {"p50": round(_percentile(up_ms, 0.5), 1), "p99": round(_percentile(up_ms, 0.99), 1),
                     "max": round(max(up_ms, default=float("nan")), 1),
                     f"under{GOAL_MS}": round(sum(ms < GOAL_MS for ms in up_ms) / max(1, len(up_ms)), 3)},
        "tracebacks": collector_log.count("Traceback"),
    }


def failures(result: dict) -> list[str]:
    """What the soak found wrong (an empty list: it held)."""
    out = []
    if result["lost"]:
        out.append(f"{len(result['lost'])} acknowledged event(s) not on disk, e.g. {result['lost'][:3]}")
    if result["storedTwiceSentOnce"]:
        out.append(f"{len(result['storedTwiceSentOnce'])} event(s) stored twice though sent once")
    if result["hostileStored"]:
        out.append(f"{result['hostileStored']} event(s) of refused hostile batches stored")
    if result["goodRefused"]:
        out.append(f"well-behaved batches refused: {result['goodRefused']}")
    if result["healthUnansweredWhileUp"]:  # refused or reset, not slow: slow is reported, not judged
        out.append(f"{result['healthUnansweredWhileUp']} health probe(s) unanswered while the collector ran")
    if result["tracebacks"]:
        out.append(f"{result['tracebacks']} traceback(s) in the collector's log")
    if not result["ackedEvents"]:
        out.append("no event was acknowledged at all")
    return out


def soak(out: Path, seconds: float, clients: int = 200, kill_every: float = 60, seed: int = 1,
         probe_timeout: float = PROBE_TIMEOUT) -> dict:
    """Runs a soak into the new folder ``out`` (the collector's log beside it) and returns its result."""
    return asyncio.run(run_soak(Soak(_free_port(), out, random.Random(seed), probe_timeout), seconds, clients,
                                kill_every))


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--minutes", type=float, default=3.0, help="how long (default 3)")
    parser.add_argument("--clients", type=int, default=200, help="client tasks (default 200: 5%% slow, 10%% hostile)")
    parser.add_argument("--kill-every", type=float, default=60.0, help="seconds between two kill -9 (default 60)")
    parser.add_argument("--out", help="the collector's folder, kept (default: a temporary one, removed)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    wrong = []
    if not 0 < args.minutes <= 600:
        wrong.append(f"--minutes takes more than 0 and at most 600, not {args.minutes}")
    if not 10 <= args.clients <= 2000:
        wrong.append(f"--clients takes 10 to 2000, not {args.clients}")
    if not 5 <= args.kill_every <= 3600:
        wrong.append(f"--kill-every takes 5 to 3600 seconds, not {args.kill_every}")
    if args.out and Path(args.out).exists():
        wrong.append(f"--out {args.out} exists; the soak writes a new folder")
    for line in wrong:
        print(f"error: command line: [argument] {line}", file=sys.stderr)
    if wrong:
        return 2
    with tempfile.TemporaryDirectory(prefix="soak-collector-") as tmp:
        out = Path(args.out) if args.out else Path(tmp) / "collected"
        result = soak(out, args.minutes * 60, args.clients, args.kill_every, args.seed)
    print(json.dumps(result, indent=1))
    health = result["healthMs"]
    print(f"health while up: p50 {health['p50']} ms, p99 {health['p99']} ms, max {health['max']} ms, "
          f"{result['healthTimedOutWhileUp']} over the {PROBE_TIMEOUT} s timeout "
          f"(goal: under {GOAL_MS} ms: {'met' if health['max'] < GOAL_MS else 'not met'}); "
          f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    found = failures(result)
    for line in found:
        print(f"error: soak: {line}", file=sys.stderr)
    print("the soak held: no acknowledged event lost" if not found else "the soak failed")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
