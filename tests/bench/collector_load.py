"""The collector under load (issue 35 §1): ``run(args) -> dict``.

One ``python -m core collect`` process (with its check worker) on 127.0.0.1; a load generator in
another process keeps ``CONNECTIONS`` kept-alive connections busy, each posting 3-event batches
(JSON lines, distinct install and seq, as the uploader sends them) one after the other, for
``SECONDS`` after a warm-up. The generator is an asyncio protocol sending prepared requests
(~0.05 ms of its CPU a request), so the collector's CPU is the limit: both CPU shares over the
counted seconds are printed (100 % is one core; the collector's includes its check worker and
write and fsync threads), with the load average. Printed: acknowledged requests a second
beside the goal (2,000 for one process), the answers that were not 200, and the latency.
Nothing here asserts a time.
"""
from __future__ import annotations

import asyncio
import json
import multiprocessing
import os
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
CLOCK_TICKS = os.sysconf("SC_CLK_TCK")


def _requests(count: int) -> list[bytes]:
    """``count`` whole requests of 3 valid events each, every one with its own (installId, seq)."""
    from core.telemetry import schema

    examples = [dict(e) for e in schema.examples()]
    out = []
    for n in range(count):
        batch = []
        for i in range(EVENTS_PER_BATCH):
            e = dict(examples[(n + i) % len(examples)])
            e.update(installId="%032x" % (n + 1), seq=i + 1)
            batch.append(json.dumps(e))
        body = "\n".join(batch).encode()
        out.append(b"POST /v1/events HTTP/1.1\r\nHost: bench\r\nContent-Type: application/x-ndjson\r\n"
                   b"Content-Length: %d\r\n\r\n" % len(body) + body)
    return out


def _cpu_seconds(pid: int) -> float:
    """The CPU time (user and system) of process ``pid``, its threads and its living children."""
    total = 0
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat", "rb") as f:
                fields = f.read().rsplit(b")", 1)[1].split()
        except OSError:
            continue  # gone meanwhile
        if int(entry) == pid or int(fields[1]) == pid:  # fields[1]: the parent's pid
            total += int(fields[11]) + int(fields[12])  # utime, stime
    return total / CLOCK_TICKS


class _Client(asyncio.Protocol):
    """One kept-alive connection posting the next request as soon as an answer is whole."""

    def __init__(self, requests: list[bytes], start: int, window: tuple[float, float], tally: dict):
        self.requests, self.n, self.tally = requests, start, tally
        self.count_from, self.stop_at = window
        self.buffer = b""
        self.sent = 0.0
        self.closed = asyncio.get_running_loop().create_future()

    def connection_made(self, transport) -> None:
        self.transport = transport
        self._send()

    def _send(self) -> None:
        self.sent = time.monotonic()
        if self.sent >= self.stop_at:
            self.transport.close()
            return
        self.transport.write(self.requests[self.n % len(self.requests)])
        self.n += 1

    def data_received(self, data: bytes) -> None:
        self.buffer += data
        head_end = self.buffer.find(b"\r\n\r\n")
        if head_end < 0:
            return
        head = self.buffer[:head_end]
        length = int(head[head.lower().index(b"content-length:") + 15:].split(b"\r\n", 1)[0])
        if len(self.buffer) < head_end + 4 + length:
            return
        self.buffer = self.buffer[head_end + 4 + length:]
        if self.sent >= self.count_from:
            status = int(head.split(b" ", 2)[1])
            self.tally["status"][status] = self.tally["status"].get(status, 0) + 1
            self.tally["latency"].append(time.monotonic() - self.sent)
        self._send()

    def connection_lost(self, exc) -> None:
        self.closed.set_result(None)


def _load(host: str, port: int, collector: int, seconds: float, conn) -> None:
    """The load generator's process: sends its tally (with both CPU shares) back through ``conn``."""
    requests = _requests(4096)
    tally = {"status": {}, "latency": []}

    def sample() -> tuple[float, float, float]:
        return time.monotonic(), _cpu_seconds(collector), time.process_time()

    async def main():
        loop = asyncio.get_running_loop()
        now = time.monotonic()
        window = (now + WARM_UP_SECONDS, now + WARM_UP_SECONDS + seconds)
        samples = []
        loop.call_at(window[0], lambda: samples.append(sample()))
        clients = []
        for i in range(CONNECTIONS):
            _, client = await loop.create_connection(lambda: _Client(requests, i * 97, window, tally), host, port)
            clients.append(client)
        await asyncio.sleep(window[1] - time.monotonic())
        samples.append(sample())
        await asyncio.gather(*(c.closed for c in clients))
        (t0, collector0, loader0), (t1, collector1, loader1) = samples
        tally["cpu"] = {"collector": (collector1 - collector0) / (t1 - t0), "loader": (loader1 - loader0) / (t1 - t0)}

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
        load_average = os.getloadavg()[0]
        parent, child = multiprocessing.Pipe()
        loader = multiprocessing.get_context("spawn").Process(target=_load,
                                                              args=(host, int(port), proc.pid, seconds, child))
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
                            "p99": 1000 * latency[int(0.99 * (len(latency) - 1))]} if latency else None,
              "cpuShare": tally["cpu"], "loadAverage": load_average}
    lat = result["latencyMs"] or {"p50": float("nan"), "p99": float("nan")}
    print(f"collector load: one process, {CONNECTIONS} connections of {EVENTS_PER_BATCH}-event batches for "
          f"{seconds:.0f} s: {result['requestsPerSecond']:,.0f} requests/s acknowledged (goal {GOAL_RPS:,}: "
          f"{result['requestsPerSecond'] / GOAL_RPS:.2f}x), latency p50 {lat['p50']:.1f} ms, p99 {lat['p99']:.1f} ms; "
          f"CPU collector {100 * tally['cpu']['collector']:.0f} %, load generator {100 * tally['cpu']['loader']:.0f} % "
          f"(load average {load_average:.1f})"
          + (f"; not 200: {result['notOk']}" if result["notOk"] else ""), flush=True)
    return result


if __name__ == "__main__":
    run()
