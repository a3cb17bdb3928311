"""``python -m core collect``: the playtest collector, an aiohttp server.

``POST /v1/events`` takes one batch: JSON lines (``application/x-ndjson``, one event a line)
or a JSON array (``application/json``), optionally ``Content-Encoding: gzip`` (every member of
a multi-member body) or ``deflate``.
The batch is all or nothing: every event is checked against the schema first; only a fully
valid batch is written, fsync'ed and then answered ``200 {"accepted": n}``. Refusals (JSON
bodies with ``error`` and, for 400, ``problems`` naming the event and the field):

- 400 bad UTF-8, bad JSON, an invalid event, an empty batch, a compressed body cut short or with
  bytes after its (last) stream;
- 413 more than ``MAX_BATCH_BYTES`` (after decompression), ``MAX_BATCH_EVENTS`` events or an
  event over ``MAX_EVENT_BYTES``;
- 415 another content type or content encoding;
- 404 / 405 another path or method; 503 (with Retry-After) when the disk refuses the write.

``GET /v1/health`` answers ``{"ok": true, "schemaVersion": 1}``. No access log is kept (it
would hold the players' addresses); only the count of events stored is printed at the end.

CORS, for the game's web build (``--allow-origin``, exact origins; none by default, and then no
CORS header at all): every answer on ``/v1/events`` carries ``Vary: Origin``, and for an allowed
``Origin`` also ``Access-Control-Allow-Origin`` (that origin) and ``Access-Control-Expose-Headers:
Retry-After`` (the uploader waits a 503's Retry-After). A preflight (``OPTIONS``) is answered 204
only for an allowed origin asking for ``POST`` with at most the ``Content-Type`` header (all that
scripts/telemetry/uploader.gd sets); any other is refused 403. A POST from another origin is
handled as before but carries no ``Access-Control-Allow-Origin``, so its page cannot read the
answer (and its browser, whose preflight was refused, never sends it).
"""
from __future__ import annotations

import asyncio
import json
import os
import signal
import socket
import sys
import tempfile
import time
import zlib
from pathlib import Path

from aiohttp import web

from ..errors import LevelFileError, Problem, argument_problem
from ..jsonio import parse_json_text
from .batch import MAX_PROBLEMS, BatchTooLarge, EventProblem, check_lines, check_raw
from .schema import MAX_BATCH_BYTES, MAX_BATCH_EVENTS, MAX_EVENT_BYTES, SCHEMA_VERSION
from .storage import PartitionedLog, partition_of, repair

EVENTS_PATH = "/v1/events"
HEALTH_PATH = "/v1/health"
NDJSON_TYPES = ("application/x-ndjson", "application/jsonl", "application/jsonlines")
JSON_TYPE = "application/json"
ENCODINGS = ("", "identity", "gzip", "deflate")
GZIP_MAGIC = b"\x1f\x8b"  # how every gzip member starts
RETRY_AFTER_SECONDS = 30
CORS_METHOD = "POST"
CORS_HEADERS = frozenset({"content-type"})  # the request headers the uploader sets (lower case)
CORS_MAX_AGE_SECONDS = 600  # a browser reuses a preflight's answer this long


def _answer(status: int, body: dict, headers: dict | None = None) -> web.Response:
    return web.Response(status=status, text=json.dumps(body, ensure_ascii=False),
                        content_type="application/json", headers=headers)


def _refuse(status: int, error: str, problems: list[EventProblem] | None = None) -> web.Response:
    body = {"error": error}
    if problems is not None:
        body["problemCount"] = len(problems)
        body["problems"] = [p.as_json() for p in problems[:MAX_PROBLEMS]]
    return _answer(status, body)


class Store:
    """Group commit: batches arriving while a write is on disk go out together in the next one,
    each answered only once its own write is fsync'ed."""

    def __init__(self, log: PartitionedLog):
        self.log = log
        self.pending: list[tuple[list, asyncio.Future]] = []
        self.flushing: asyncio.Task | None = None

    async def put(self, records: list) -> None:
        future = asyncio.get_running_loop().create_future()
        self.pending.append((records, future))
        if self.flushing is None:
            self.flushing = asyncio.create_task(self._flush())
        await future

    async def _flush(self) -> None:
        try:
            while self.pending:
                taken, self.pending = self.pending, []
                try:
                    await asyncio.to_thread(self.log.append, [r for records, _ in taken for r in records])
                except OSError as exc:
                    for _, future in taken:
                        if not future.done():
                            future.set_exception(exc)
                    continue
                for _, future in taken:
                    if not future.done():
                        future.set_result(None)
        finally:
            self.flushing = None

    async def drain(self) -> None:
        while self.flushing is not None:
            await self.flushing


def inflate(data: bytes, encoding: str) -> bytes:
    """A gzip or deflate body, never inflated past ``MAX_BATCH_BYTES`` (a small bomb stays small).
    Every member of a gzip body is inflated (``cat a.gz b.gz`` is one body); any other byte after
    the last stream is refused, so what is stored is all that was sent or nothing."""
    tries = (16 + zlib.MAX_WBITS,) if encoding == "gzip" else (zlib.MAX_WBITS, -zlib.MAX_WBITS)
    for wbits in tries:
        try:
            return _inflate_members(data, wbits, encoding)
        except zlib.error:
            continue
    raise ValueError(f"the body is not valid {encoding} data")


def _inflate_members(data: bytes, wbits: int, encoding: str) -> bytes:
    out = bytearray()
    while True:
        inflater = zlib.decompressobj(wbits)
        out += inflater.decompress(data, MAX_BATCH_BYTES + 1 - len(out))
        if len(out) > MAX_BATCH_BYTES or inflater.unconsumed_tail:
            raise BatchTooLarge(f"a batch is at most {MAX_BATCH_BYTES} bytes after decompression")
        if not inflater.eof:
            raise ValueError(f"the {encoding} body is cut short")
        data = inflater.unused_data
        if not data:
            return bytes(out)
        if encoding != "gzip" or not data.startswith(GZIP_MAGIC):
            raise ValueError(f"{len(data)} byte(s) after the {encoding} stream; nothing was stored")


def _records(events, lines_json: list[str]) -> list:
    now = int(time.time() * 1000)
    out = []
    for event, text in zip(events, lines_json):
        line = text[:-1] + f',"recvMs":{now}}}\n'
        out.append((partition_of(event.utcMs, getattr(event, "mode", None)), line.encode("utf-8")))
    return out


def _parse_json_array(body: str):
    """(events, problems) of an ``application/json`` batch: an array of event objects."""
    try:
        raw = parse_json_text(body, "the batch")
    except LevelFileError as exc:
        return None, [EventProblem(0, "", p.detail) for p in exc.problems]
    if not isinstance(raw, list):
        return None, [EventProblem(0, "", "an application/json batch is an array of events")]
    if len(raw) > MAX_BATCH_EVENTS:
        raise BatchTooLarge(f"more than {MAX_BATCH_EVENTS} events in one batch")
    events, problems = [], []
    for i, item in enumerate(raw, 1):
        event, found = check_raw(item, i, len(json.dumps(item, ensure_ascii=False).encode("utf-8")))
        if event is not None:
            events.append(event)
        problems.extend(found)
    return events, problems


def make_app(store: Store, origins=()) -> web.Application:
    """The collector's application; ``origins``: the web origins answered CORS (none: no CORS)."""
    origins = frozenset(origins)
    middlewares = [_cors(origins), _json_errors] if origins else [_json_errors]
    app = web.Application(client_max_size=MAX_BATCH_BYTES, middlewares=middlewares)

    async def events(request: web.Request) -> web.Response:
        ctype = request.content_type
        if ctype not in NDJSON_TYPES + (JSON_TYPE,):
            return _refuse(415, f"content type '{ctype}' is not taken; send application/x-ndjson "
                                "(one event a line) or application/json (an array of events)")
        if request.charset and request.charset.lower() not in ("utf-8", "utf8"):
            return _refuse(415, f"charset '{request.charset}' is not taken; send UTF-8")
        encoding = request.headers.get("Content-Encoding", "").strip().lower()
        if encoding not in ENCODINGS:
            return _refuse(415, f"content encoding '{encoding}' is not taken; send gzip, deflate or none")
        if request.content_length is not None and request.content_length > MAX_BATCH_BYTES:
            return _refuse(413, f"a batch is at most {MAX_BATCH_BYTES} bytes")
        try:
            data = await request.read()
        except web.HTTPRequestEntityTooLarge:
            return _refuse(413, f"a batch is at most {MAX_BATCH_BYTES} bytes")
        if encoding in ("gzip", "deflate"):
            try:
                data = inflate(data, encoding)
            except BatchTooLarge as exc:
                return _refuse(413, str(exc))
            except ValueError as exc:
                return _refuse(400, str(exc))
        try:
            body = data.decode("utf-8")
        except UnicodeDecodeError as exc:
            return _refuse(400, f"the batch is not UTF-8 (byte {exc.start})")
        try:
            if ctype == JSON_TYPE:
                events, problems = _parse_json_array(body)
            else:
                events, problems = check_lines(body.split("\n"))
        except BatchTooLarge as exc:
            return _refuse(413, str(exc))
        if any(p.detail.startswith("longer than") for p in problems):
            return _refuse(413, f"an event is at most {MAX_EVENT_BYTES} bytes",
                           [p for p in problems if p.detail.startswith("longer than")])
        if problems:
            bad = len({p.line for p in problems})
            return _refuse(400, f"{bad} event(s) invalid; nothing was stored", problems)
        if not events:
            return _refuse(400, "the batch holds no event")
        texts = [e.model_dump_json(exclude_none=True) for e in events]
        try:
            await store.put(_records(events, texts))
        except OSError as exc:
            print(f"error: {store.log.root}: [write] cannot store a batch: {exc.strerror or exc}", file=sys.stderr)
            return _answer(503, {"error": "the collector cannot store events now; retry later"},
                           {"Retry-After": str(RETRY_AFTER_SECONDS)})
        return _answer(200, {"accepted": len(events)})

    async def health(_request: web.Request) -> web.Response:
        return _answer(200, {"ok": True, "schemaVersion": SCHEMA_VERSION})

    async def preflight(request: web.Request) -> web.Response:
        origin = request.headers.get("Origin", "")
        method = request.headers.get("Access-Control-Request-Method", "")
        asked = request.headers.get("Access-Control-Request-Headers", "").split(",")
        extra = sorted({h.strip().lower() for h in asked} - CORS_HEADERS - {""})
        if origin not in origins:
            return _refuse(403, f"origin '{origin}' is not one this collector was started to answer (--allow-origin)")
        if method != CORS_METHOD:
            return _refuse(403, f"events are sent with {CORS_METHOD}, not '{method}'")
        if extra:
            return _refuse(403, f"header(s) {', '.join(extra)} are not taken; "
                                f"send only {', '.join(sorted(CORS_HEADERS))}")
        return web.Response(status=204, headers={
            "Access-Control-Allow-Methods": CORS_METHOD,
            "Access-Control-Allow-Headers": ", ".join(sorted(CORS_HEADERS)),
            "Access-Control-Max-Age": str(CORS_MAX_AGE_SECONDS)})

    app.router.add_post(EVENTS_PATH, events)
    if origins:
        app.router.add_route("OPTIONS", EVENTS_PATH, preflight)
    app.router.add_get(HEALTH_PATH, health)
    return app


def _cors(origins: frozenset):
    """Adds the CORS headers to every answer on the events path (the preflight's, a batch's,
    a refusal's: the uploader reads each status)."""

    @web.middleware
    async def cors(request, handler):
        response = await handler(request)
        if request.path == EVENTS_PATH:
            response.headers["Vary"] = "Origin"
            origin = request.headers.get("Origin")
            if origin in origins:
                response.headers["Access-Control-Allow-Origin"] = origin
                response.headers["Access-Control-Expose-Headers"] = "Retry-After"
        return response

    return cors


@web.middleware
async def _json_errors(request, handler):
    """aiohttp's own refusals (404, 405, 413 while reading) as JSON bodies too."""
    try:
        return await handler(request)
    except web.HTTPException as exc:
        if exc.status < 400:
            raise
        return _answer(exc.status, {"error": exc.reason}, {k: v for k, v in exc.headers.items() if k == "Allow"})


def bind(host: str, port: int) -> socket.socket:
    if not 0 <= port <= 65535:
        raise LevelFileError([argument_problem(f"--port takes 0 to 65535, not {port}")])
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except socket.gaierror as exc:
        raise LevelFileError([argument_problem(f"--host: cannot resolve '{host}': {exc.strerror}")]) from None
    family, _, _, _, addr = infos[0]
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind(addr)
    except OSError as exc:
        sock.close()
        raise LevelFileError([argument_problem(f"cannot listen on {host}:{port}: {exc.strerror or exc}")]) from None
    sock.listen(128)
    sock.setblocking(False)
    return sock


def prepare_out(out: str) -> Path:
    root = Path(out)
    if root.exists() and not root.is_dir():
        raise LevelFileError([Problem("out", "is a file; give a folder for the collected events", file=out)])
    try:
        root.mkdir(parents=True, exist_ok=True)
        fd, probe = tempfile.mkstemp(prefix=".collector-probe-", dir=root)  # a new file, never a link's
        os.close(fd)
        os.unlink(probe)
    except OSError as exc:
        raise LevelFileError([Problem("out", f"cannot write here: {exc.strerror or exc}", file=out)]) from None
    return root


async def serve(sock: socket.socket, root: Path, announce, origins=()) -> int:
    log = PartitionedLog(root)
    store = Store(log)
    runner = web.AppRunner(make_app(store, origins), access_log=None, handle_signals=False, auto_decompress=False)
    await runner.setup()
    site = web.SockSite(runner, sock)
    await site.start()
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop.set)
    host, port = sock.getsockname()[:2]
    announce(f"collecting on http://{host}:{port}{EVENTS_PATH} into {root}")

    async def close_idle() -> None:
        while True:  # an empty write closes the parts idle for long (compaction may take them)
            await asyncio.sleep(60)
            try:
                await store.put([])
            except OSError:
                pass

    idle = asyncio.create_task(close_idle())
    await stop.wait()
    idle.cancel()
    await runner.cleanup()
    await store.drain()
    log.close()
    announce(f"stopped; {log.written} events stored")
    return 0


def run(host: str, port: int, out: str, origins=()) -> int:
    root = prepare_out(out)
    sock = bind(host, port)
    for path, dropped in repair(root):
        print(f"note: {path}: cut a partial last line of {dropped} bytes (a collector was stopped mid-write; "
              "it was never acknowledged)", file=sys.stderr)
    if host not in ("127.0.0.1", "localhost", "::1"):
        print(f"note: listening on {host} over plain HTTP: put it behind a TLS proxy for anything but a LAN "
              "playtest", file=sys.stderr)

    def announce(line: str) -> None:
        print(line, flush=True)

    return asyncio.run(serve(sock, root, announce, origins))
