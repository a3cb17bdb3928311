"""The collector under load (issue 35 §1): ``run(args) -> dict``.

One ``python -m core collect`` process (with its check worker) on 127.0.0.1; a load generator in
another process keeps ``CONNECTIONS`` kept-alive connections busy, each posting 3-event batches
(JSON lines, distinct install and seq, as the uploader sends them) one after the other, for
``SECONDS`` after a warm-up. Printed: acknowledged requests a second beside the goal (2,000 for
one process), the answers that were not 200, and the latency. Nothing here asserts a time.
"""
from __future__ import annotations

import asyncio
import json
import multiprocessing
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

GOAL_RPS = 2000
EVENTS_PER_BATCH = 3
CONNECTIONS = 32
SECONDS = 10.0
QUICK_SECONDS = 3.0
WARM_UP_SECONDS = 1.0


def _bodies(count: int) -> list[bytes]:
    """``count`` request bodies of 3 valid events each, every one with its own (installId, seq)."""
    from core.telemetry import schema

    examples = [dict(e) for kind in schema.KINDS for e in kind.EXAMPLES]
    out = []
    for n in range(count):
        batch = []
        for i in range(EVENTS_PER_BATCH):
            e = dict(examples[(n + i) % len(examples)])
            e.update(installId="%032x" % (n + 1), seq=i + 1)
            batch.append(json.dumps(e))
        out.append("\n".join(batch).encode())
    return out


async def _connection(host: str, port: int, bodies: list[bytes], start: int, stop_at: float, count_from: float,
                      tally: dict) -> None:
    reader, writer = await asyncio.open_connection(host, port)
    n = start
    try:
        while time.monotonic() < stop_at:
            body = bodies[n % len(bodies)]
            n += 1
            sent = time.monotonic()
            writer.write(b"POST /v1/events HTTP/1.1\r\nHost: bench\r\nContent-Type: application/x-ndjson\r\n"
                         b"Content-Length: %d\r\n\r\n" % len(body) + body)
            head = await reader.readuntil(b"\r\n\r\n")
            length = next(int(line.split(b":", 1)[1]) for line in head.split(b"\r\n")
                          if line.lower().startswith(b"content-length:"))
            await reader.readexactly(length)
            done = time.monotonic()
            if sent >= count_from:
                status = int(head.split(b" ", 2)[1])
                tally["status"][status] = tally["status"].get(status, 0) + 1
                tally["latency"].append(done - sent)
    finally:
        writer.close()


def _load(host: str, port: int, seconds: float, conn) -> None:
    """The load generator's process: sends its tally back through ``conn``."""
    bodies = _bodies(4096)
    tally = {"status": {}, "latency": []}

    async def main():
        now = time.monotonic()
        count_from, stop_at = now + WARM_UP_SECONDS, now + WARM_UP_SECONDS + seconds
        await asyncio.gather(*(_connection(host, port, bodies, i * 97, stop_at, count_from, tally)
                               for i in range(CONNECTIONS)))

    asyncio.run(main())
    conn.send(tally)


def run(args=None) -> dict:
    seconds = QUICK_SECONDS if getattr(args, "quick", False) else SECONDS
    out = Path(tempfile.mkdtemp(prefix="bench-collector-"))
    proc = subprocess.Popen([sys.executable, "-m", "core", "collect", "--port", "0", "--out", str(out / "store")],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        line = proc.stdout.readline()
        if "collecting on http://" not in line:
            raise RuntimeError(f"the collector did not start: {line!r}")
        host, port = line.split()[2].removeprefix("http://").split("/")[0].rsplit(":", 1)
        parent, child = multiprocessing.Pipe()
        loader = multiprocessing.get_context("spawn").Process(target=_load, args=(host, int(port), seconds, child))
        loader.start()
        tally = parent.recv()
        loader.join()
    finally:
        proc.terminate()
        proc.communicate(timeout=60)
        shutil.rmtree(out, ignore_errors=True)
    ok = tally["status"].get(200, 0)
    latency = sorted(tally["latency"])
    result = {"goalRequestsPerSecond": GOAL_RPS, "eventsPerRequest": EVENTS_PER_BATCH, "connections": CONNECTIONS,
              "seconds": seconds, "requestsPerSecond": ok / seconds,
              "notOk": {str(k): v for k, v in tally["status"].items() if k != 200},
              "latencyMs": {"p50": 1000 * statistics.median(latency),
                            "p99": 1000 * latency[int(0.99 * (len(latency) - 1))]} if latency else None}
    lat = result["latencyMs"] or {"p50": float("nan"), "p99": float("nan")}
    print(f"collector load: one process, {CONNECTIONS} connections of {EVENTS_PER_BATCH}-event batches for "
          f"{seconds:.0f} s: {result['requestsPerSecond']:,.0f} requests/s acknowledged (goal {GOAL_RPS:,}: "
          f"{result['requestsPerSecond'] / GOAL_RPS:.2f}x), latency p50 {lat['p50']:.1f} ms, p99 {lat['p99']:.1f} ms"
          + (f"; not 200: {result['notOk']}" if result["notOk"] else ""), flush=True)
    return result


if __name__ == "__main__":
    run()
