"""Helpers of the play-data tests: example events, a collector in a child process, stored lines."""
import json
import os
import random
import signal
import subprocess
import sys
import urllib.error
import urllib.request
from pathlib import Path

from core.telemetry import schema

REPO = Path(__file__).resolve().parents[2]


def examples() -> list[dict]:
    """One example event of every kind (the ones written into the JSON Schema file)."""
    return [dict(e) for kind in schema.KINDS for e in kind.EXAMPLES]


class Collector:
    """``python -m core collect`` in a child process on a free port of 127.0.0.1 (``options``:
    more of its command-line options)."""

    def __init__(self, out: Path, *options: str):
        self.out = out
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "core", "collect", "--port", "0", "--out", str(out), *options], cwd=REPO,
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        line = self.proc.stdout.readline()
        if "collecting on http://" not in line:
            self.proc.kill()
            raise RuntimeError(f"the collector did not start: {line!r} {self.proc.stderr.read()!r}")
        self.announce = line
        self.url = line.split()[2]
        self.base = self.url.rsplit("/v1/", 1)[0]

    def exchange(self, method: str, headers: dict, body: bytes | None = None, path="/v1/events"):
        """(status, answer's headers, answer's body) of one request."""
        req = urllib.request.Request(self.base + path, data=body, method=method, headers=headers)
        try:
            with urllib.request.urlopen(req, timeout=30) as resp:
                return resp.status, resp.headers, resp.read()
        except urllib.error.HTTPError as exc:
            return exc.code, exc.headers, exc.read()

    def post(self, body: bytes, ctype="application/x-ndjson", encoding=None, path="/v1/events", method="POST"):
        headers = {"Content-Type": ctype}
        if encoding:
            headers["Content-Encoding"] = encoding
        status, _headers, answer = self.exchange(method, headers, body, path)
        return status, json.loads(answer or b"null")

    def send(self, events: list[dict]):
        return self.post("\n".join(json.dumps(e) for e in events).encode())

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
