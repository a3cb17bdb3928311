"""Helpers of the play-data tests: example events, a collector in a child process or in this one,
raw HTTP exchanges, stored lines."""
import asyncio
import json
import os
import random
import signal
import socket
import subprocess
import sys
import urllib.error
import urllib.request
from pathlib import Path

from core import modes
from core.telemetry import schema
from core.telemetry.model import shipped_levels

REPO = Path(__file__).resolve().parents[2]


def examples() -> list[dict]:
    """The example events of every kind (the ones written into the JSON Schema file)."""
    return [dict(e) for e in schema.examples()]


DROP = object()  # set_field's value that removes the field


def set_field(event: dict, path: str, value) -> dict:
    """``event`` with the field at the dotted ``path`` set to ``value`` (DROP: removed)."""
    target = event
    *parents, last = path.split(".")
    for p in parents:
        target = target[p]
    if value is DROP:
        del target[last]
    else:
        target[last] = value
    return event


def refusals(event: dict) -> tuple[list, list]:
    """What the collector's models (its problems, on line 7) and the committed JSON Schema (its
    errors) find in one event."""
    import jsonschema

    from core.telemetry.batch import check_line

    validator = jsonschema.Draft202012Validator(json.loads(schema.SCHEMA_FILE.read_text(encoding="utf-8")))
    return check_line(json.dumps(event), 7)[1], list(validator.iter_errors(event))


def synthetic(mode_id: str, rng: random.Random, levels: list[str] | None, per_level: int, **options) -> list:
    """Attempts of the synthetic players the mode's play_data declares (``options``: theirs,
    such as ``plant``)."""
    return schema.PLAY_DATA[mode_id].players(rng, mode_id, levels, per_level, **options)


def modes_with_players() -> list[str]:
    """The registered modes whose play_data declares synthetic players, in registry order."""
    return [e.id for e in modes.entries() if e.id in schema.PLAY_DATA and schema.PLAY_DATA[e.id].players]


def first_levels(mode_id: str, count: int) -> list[str]:
    """The ids of a mode's first ``count`` shipped levels, in play order."""
    return list(shipped_levels(mode_id))[:count]


def every_mode_play(rng: random.Random, levels: int, per_level: int) -> list:
    """Attempts of every mode's synthetic players (``modes_with_players``) on its first ``levels``
    shipped levels, ``per_level`` a level (a simulated player's runs: its play_data's word)."""
    return [a for mode_id in modes_with_players()
            for a in synthetic(mode_id, rng, first_levels(mode_id, levels), per_level)]


class Collector:
    """``python -m core collect`` in a child process on a free port of 127.0.0.1 (``options``:
    more of its command-line options; ``popen``: more of subprocess.Popen's arguments)."""

    def __init__(self, out: Path, *options: str, **popen):
        self.out = out
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "core", "collect", "--port", "0", "--out", str(out), *options], cwd=REPO,
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, **popen)
        line = self.proc.stdout.readline()
        if "collecting on http://" not in line:
            self.proc.kill()
            raise RuntimeError(f"the collector did not start: {line!r} {self.proc.stderr.read()!r}")
        self.announce = line
        self.url = line.split()[2]
        self.base = self.url.rsplit("/v1/", 1)[0]

    def exchange(self, method: str, headers: dict, body: bytes | None = None, path="/v1/events"):
        return exchange(self.base, method, headers, body, path)

    def post(self, body: bytes, ctype="application/x-ndjson", encoding=None, path="/v1/events", method="POST"):
        return post(self.base, body, ctype, encoding, path, method)

    def send(self, events: list[dict]):
        return send(self.base, events)

    def stop(self) -> str:
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
        out, err = self.proc.communicate(timeout=30)
        return out + err

    def kill(self) -> None:
        os.kill(self.proc.pid, signal.SIGKILL)
        self.proc.wait(timeout=30)
        self.proc.stdout.close()
        self.proc.stderr.close()


def check_workers(pid: int) -> list[int]:
    """The pids of the collector ``pid``'s batch check workers (its spawned children other than
    multiprocessing's resource tracker)."""
    found = []
    for entry in os.listdir("/proc"):
        try:
            with open(f"/proc/{entry}/stat", "rb") as f:
                ppid = int(f.read().rsplit(b")", 1)[1].split()[1])
            with open(f"/proc/{entry}/cmdline", "rb") as f:
                cmdline = f.read()
        except (OSError, ValueError):
            continue  # not a process, or gone meanwhile
        if ppid == pid and b"spawn_main" in cmdline:
            found.append(int(entry))
    return found


def exchange(base: str, method: str, headers: dict, body: bytes | None = None, path="/v1/events", timeout=30):
    """(status, answer's headers, answer's body) of one request to a collector at ``base``."""
    req = urllib.request.Request(base + path, data=body, method=method, headers=headers)
    try:
        with urllib.request.urlopen(req, timeout=timeout) as resp:
            return resp.status, resp.headers, resp.read()
    except urllib.error.HTTPError as exc:
        return exc.code, exc.headers, exc.read()


def post(base: str, body: bytes, ctype="application/x-ndjson", encoding=None, path="/v1/events", method="POST"):
    """(status, JSON answer) of one request."""
    headers = {"Content-Type": ctype}
    if encoding:
        headers["Content-Encoding"] = encoding
    status, _headers, answer = exchange(base, method, headers, body, path)
    return status, json.loads(answer or b"null")


def send(base: str, events: list[dict]):
    return post(base, "\n".join(json.dumps(e) for e in events).encode())


def health(base: str, timeout: float = 5) -> int:
    return exchange(base, "GET", {}, path="/v1/health", timeout=timeout)[0]


def raw_exchange(base: str, data: bytes, timeout: float = 5) -> bytes:
    """What the collector at ``base`` answers raw bytes with: b"" if it closes the connection
    without a word; once it answered, what came until it closed or paused for half a second.
    socket.timeout if ``timeout`` passes with neither."""
    host, port = base.removeprefix("http://").rsplit(":", 1)
    with socket.create_connection((host.strip("[]"), int(port)), timeout=timeout) as conn:
        conn.sendall(data)
        answer = b""
        try:
            while chunk := conn.recv(65536):
                answer += chunk
                conn.settimeout(0.5)
        except socket.timeout:
            if not answer:
                raise
    return answer


def answer_of(raw: bytes):
    """(status, headers as a lower-case dict, body) of a raw HTTP answer."""
    head, _, body = raw.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    headers = dict(line.lower().split(": ", 1) for line in lines[1:])
    return int(lines[0].split()[1]), headers, body


def serve_here(out: Path, client, **options):
    """The collector served in this process (its module's settings as the test patched them)
    while ``client(base_url)`` runs on a thread; then stopped as SIGTERM stops it. Returns what
    the client returned."""
    from core.telemetry import collector

    sock = collector.bind("127.0.0.1", 0)
    root = collector.prepare_out(str(out))
    announced = asyncio.Event()

    async def main():
        serving = asyncio.create_task(collector.serve(sock, root, lambda _line: announced.set(), **options))
        await announced.wait()
        try:
            return await asyncio.to_thread(client, "http://127.0.0.1:%d" % sock.getsockname()[1])
        finally:
            os.kill(os.getpid(), signal.SIGTERM)  # the collector's own signal handler stops it
            await serving

    return asyncio.run(main())


def stored_lines(root: Path) -> list[dict]:
    """Every whole stored line under a collector folder (a partial last line is not one)."""
    out = []
    for path in sorted(root.rglob("*.jsonl")):
        text = path.read_text(encoding="utf-8")
        for line in text.split("\n")[:-1]:
            out.append(json.loads(line))
    return out


def fresh_events(n: int, rng: random.Random, install: str | None = None) -> list[dict]:
    """n valid, distinct events (copies of the examples under one install, new seq numbers)."""
    base = examples()
    install = install or "%032x" % rng.getrandbits(128)
    out = []
    for i in range(n):
        e = dict(rng.choice(base))
        e.update(installId=install, seq=i + 1)
        out.append(e)
    return out


def small_store(root: Path, seed: int = 1) -> list[dict]:
    """A collector folder of synthetic play on the first two levels of every mode with players
    (the model cache keeps their numbers), stored as the collector stores it; its events."""
    from core.telemetry import synth

    events, _ = synth.events_of(every_mode_play(random.Random(seed), 2, 25), seed, installs=6, duplicate_rate=0.02)
    synth.write_events(events, root)
    return events
