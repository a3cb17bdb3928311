"""``python -m core collect``: the playtest collector, an aiohttp server.

``POST /v1/events`` takes one batch: JSON lines (``application/x-ndjson``, one event a line)
or a JSON array (``application/json``), optionally ``Content-Encoding: gzip`` (every member of
a multi-member body) or ``deflate``.
The batch is all or nothing: every event is checked against the schema first; only a fully
valid batch is written, fsync'ed and then answered ``200 {"accepted": n}``. Refusals (JSON
bodies with ``error`` and, for 400, ``problems`` naming the event and the field):

- 400 bad UTF-8, bad JSON, an invalid event, an empty batch, a compressed body cut short or with
  bytes after its (last) stream, a malformed HTTP request;
- 401 no or another token (``Authorization: Bearer``), when the collector has one;
- 408 a body not received within ``BODY_SECONDS``;
- 413 more than ``MAX_BATCH_BYTES`` (after decompression), ``MAX_BATCH_EVENTS`` events or an
  event over ``MAX_EVENT_BYTES``;
- 415 another content type or content encoding;
- 429 (with Retry-After) a client over its rate, when listening beyond this machine;
- 404 / 405 another path or method; 503 (with Retry-After) when the disk refuses the write or the
  check worker died with the batch.

``POST /v1/erase`` takes a player's erase request (``application/json``: ``{"installIds": [...]}``,
the ids a device retired on "Delete my play data"): stored (fsync'ed) under ``erasures/`` and
answered ``200 {"requested": n}``, 400 when malformed; the same token, rate and CORS as a batch
(erase.py says what becomes of it).

``GET /v1/health`` answers ``{"ok": true, "schemaVersion": 1}``. No access log is kept (it
would hold the players' addresses); a line ``... N events stored so far`` is printed (stderr) at
most once a minute, and only when events arrived, and the count at the end.

Cheap to keep available: the body is inflated, parsed and checked in a worker process (a worker
that dies is replaced, its batches answered 503; it exits when the collector does, even killed),
but a small batch (``LOOP_BYTES``, ``LOOP_LINES``: a bounded ~1.5 ms at most) on the event loop,
where passing it to the worker would cost more than the check; with every cap checked before the work it bounds (inflating stops past the byte cap, items are
counted before one is parsed); at most ``MAX_CONNECTIONS`` connections are open (fewer when the
descriptor limit is low), and at the cap the one idle the longest is closed; a client has
``HEADER_SECONDS`` for its headers and ``BODY_SECONDS`` for its body. Listening beyond the
loopback needs a token (``TOKEN_ENV``) and rate-limits each client address.

CORS, for the game's web build (``--allow-origin``, exact origins; none by default, and then no
CORS header at all): every answer on ``/v1/events`` carries ``Vary: Origin``, and for an allowed
``Origin`` also ``Access-Control-Allow-Origin`` (that origin) and ``Access-Control-Expose-Headers:
Retry-After`` (the uploader waits a 503's Retry-After). A preflight (``OPTIONS``) is answered 204
only for an allowed origin asking for ``POST`` with at most the ``Content-Type`` header (all that
scripts/telemetry/uploader.gd sets; and ``Authorization`` when there is a token); any other is
refused 403. A POST from another origin is handled as before but carries no
``Access-Control-Allow-Origin``, so its page cannot read the answer (and its browser, whose
preflight was refused, never sends it).
"""
from __future__ import annotations

import asyncio
import errno
import hmac
import ipaddress
import json
import math
import multiprocessing
import os
import re
import resource
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import zlib
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path

from aiohttp import web

from ..errors import LevelFileError, Problem, argument_problem, shown
from .batch import MAX_PROBLEMS, BatchTooLarge, EventProblem, check_array, check_lines
from .erase import MAX_REQUEST_BYTES, parse_request, record_requests
from .schema import MAX_BATCH_BYTES, MAX_EVENT_BYTES, SCHEMA_VERSION
from .storage import MAX_OPEN_PARTS, PartitionedLog, partition_of, repair

EVENTS_PATH = "/v1/events"
ERASE_PATH = "/v1/erase"
HEALTH_PATH = "/v1/health"
NDJSON_TYPES = ("application/x-ndjson", "application/jsonl", "application/jsonlines")
JSON_TYPE = "application/json"
ENCODINGS = ("", "identity", "gzip", "deflate")
GZIP_MAGIC = b"\x1f\x8b"  # how every gzip member starts
RETRY_AFTER_SECONDS = 30
CORS_METHOD = "POST"
CORS_HEADERS = frozenset({"content-type"})  # the request headers the uploader sets (lower case)
CORS_MAX_AGE_SECONDS = 600  # a browser reuses a preflight's answer this long
HEADER_SECONDS = 10  # from a connection (or its last answer) to a request's whole headers
BODY_SECONDS = 30  # from the headers to the whole body (the uploader's own timeout is 30 s)
LINGER_SECONDS = 2  # after an answer sent before the whole body came, the rest is read (and dropped)
MAX_CONNECTIONS = 256  # open at once, each up to a 1 MiB body in memory
FD_RESERVE = 32  # descriptors kept for the rest (listening socket, event loop, folders)
MIN_CONNECTIONS = 8
TICK_SECONDS = 60  # idle parts closed, the status line, the rate buckets forgotten
COMPACT_SECONDS = 600  # how often a collector starts `events compact` on its folder
NOTE_SECONDS = 60  # a failing accept() is said at most this often
TOKEN_ENV = "ONESTROKE_COLLECT_TOKEN"
TOKEN_RE = re.compile(r"[A-Za-z0-9._~+/-]{16,256}")  # RFC 6750's token68, too long to find by trying
# requests on /v1/events a client address may send at once (a device's queue goes out in a few
# batches; a refused one is halved about ten times), then a second
RATE_BURST = 60
RATE_PER_SECOND = 2.0
WORKER_NICENESS = 5  # the check worker's, above the event loop's: a batch may wait, health must not
# a batch this small is checked on the event loop (small_body): ~0.1 ms for the game's usual 3
# events against ~0.5 ms of passing it to the worker and back; its worst (8 KB of one hostile
# event, or 16 invalid ones) ~1.5 ms
LOOP_BYTES = 8 * 1024
LOOP_LINES = 16
SWITCH_SECONDS = 0.0005  # the interpreter's thread switch interval in a collector (run)


def _answer(status: int, body: dict, headers: dict | None = None) -> web.Response:
    return web.Response(status=status, text=json.dumps(body, ensure_ascii=False),
                        content_type="application/json", headers=headers)


def _retry_later(error: str) -> web.Response:
    return _answer(503, {"error": error}, {"Retry-After": str(RETRY_AFTER_SECONDS)})


def _refuse(status: int, error: str, problems: list[EventProblem] | None = None,
            headers: dict | None = None) -> web.Response:
    body: dict = {"error": error}
    if problems is not None:
        body["problemCount"] = len(problems)
        body["problems"] = [p.as_json() for p in problems[:MAX_PROBLEMS]]
    return _answer(status, body, headers)


class Refusal(Exception):
    """A batch refused: the answer's status, error and (400) problems."""

    def __init__(self, status: int, error: str, problems: list[EventProblem] | None = None):
        super().__init__(status, error, problems)  # all three: it is pickled back from the check worker
        self.status, self.error, self.problems = status, error, problems


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

    def _take(self) -> list[tuple[list, asyncio.Future]]:
        """The pending batches of the next write: as many as touch at most the log's open-file
        cap of partitions together (one batch alone always fits: one receipt date, each mode once),
        so the log never closes a file of a batch before the batch is answered."""
        keys: set = set()
        n = 0
        for records, _ in self.pending:
            keys |= {key for key, _ in records}
            if n and len(keys) > self.log.max_open:
                break
            n += 1
        taken, self.pending = self.pending[:n], self.pending[n:]
        return taken

    async def _flush(self) -> None:
        try:
            while self.pending:
                taken = self._take()
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


def inflate(data: bytes, encoding: str, cap: int = MAX_BATCH_BYTES) -> bytes:
    """A gzip or deflate body, never inflated past ``cap`` bytes (a small bomb stays small).
    Every member of a gzip body is inflated (``cat a.gz b.gz`` is one body); any other byte after
    the last stream is refused, so what is stored is all that was sent or nothing."""
    tries = (16 + zlib.MAX_WBITS,) if encoding == "gzip" else (zlib.MAX_WBITS, -zlib.MAX_WBITS)
    for wbits in tries:
        try:
            return _inflate_members(data, wbits, encoding, cap)
        except zlib.error:
            continue
    raise ValueError(f"the body is not valid {encoding} data")


def _inflate_members(data: bytes, wbits: int, encoding: str, cap: int) -> bytes:
    out = bytearray()
    while True:
        inflater = zlib.decompressobj(wbits)
        out += inflater.decompress(data, cap + 1 - len(out))
        if len(out) > cap or inflater.unconsumed_tail:
            raise BatchTooLarge(f"a batch is at most {cap} bytes after decompression")
        if not inflater.eof:
            raise ValueError(f"the {encoding} body is cut short")
        data = inflater.unused_data
        if not data:
            return bytes(out)
        if encoding != "gzip" or not data.startswith(GZIP_MAGIC):
            raise ValueError(f"{len(data)} byte(s) after the {encoding} stream; nothing was stored")


def _records(events) -> list:
    now = int(time.time() * 1000)
    out = []
    for event in events:
        line = event.model_dump_json(exclude_none=True)[:-1] + f',"recvMs":{now}}}\n'
        out.append((partition_of(now, getattr(event, "mode", None)), line.encode("utf-8")))
    return out


def check_batch(data: bytes, ctype: str, encoding: str) -> list:
    """The ``(partition, line)`` records of a batch's body as received, or Refusal. It runs in
    Checker's worker process (but for a small batch, small_body): inflating, parsing and checking
    a large batch cost CPU the event loop must not spend."""
    if encoding in ("gzip", "deflate"):
        try:
            data = inflate(data, encoding)
        except BatchTooLarge as exc:
            raise Refusal(413, str(exc)) from None
        except ValueError as exc:
            raise Refusal(400, str(exc)) from None
    return check_body(data, ctype)


def small_body(data: bytes, ctype: str, encoding: str) -> bytes | None:
    """The inflated body of a batch small enough to check on the event loop (JSON lines, at most
    ``LOOP_BYTES`` sent and inflated, at most ``LOOP_LINES`` lines: at most ~1.5 ms of CPU,
    valid or not), else None: the worker checks it (and answers a body that does not inflate)."""
    if ctype == JSON_TYPE or len(data) > LOOP_BYTES:
        return None
    if encoding in ("gzip", "deflate"):
        try:
            data = inflate(data, encoding, LOOP_BYTES)
        except (BatchTooLarge, ValueError):
            return None
    return data if data.count(b"\n") < LOOP_LINES else None


def check_body(data: bytes, ctype: str) -> list:
    """check_batch of a body inflated already."""
    try:
        body = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise Refusal(400, f"the batch is not UTF-8 (byte {exc.start})") from None
    try:
        events, problems = check_array(body) if ctype == JSON_TYPE else check_lines(body.split("\n"))
    except BatchTooLarge as exc:
        raise Refusal(413, str(exc)) from None
    too_long = [p for p in problems if p.detail.startswith("longer than")]
    if too_long:
        raise Refusal(413, f"an event is at most {MAX_EVENT_BYTES} bytes", too_long)
    if problems:
        raise Refusal(400, f"{len({p.line for p in problems})} event(s) invalid; nothing was stored", problems)
    if not events:
        raise Refusal(400, "the batch holds no event")
    return _records(events)


class CheckerDown(Exception):
    """The check worker died (killed, out of memory) with the batch: it is answered 503."""


def _worker_init() -> None:
    """A check worker's initializer: it yields the CPU to the event loop (on a busy machine a heavy
    check must not delay /v1/health); the collector alone decides when the worker ends, so a
    Ctrl-C or a SIGTERM sent to the whole process group finishes the batches in flight; and the
    worker exits when the collector does, even killed (-9), which would otherwise leave it
    blocked on its call queue forever (the spawn pipe the parent holds closes when it dies)."""
    for sig in (signal.SIGINT, signal.SIGTERM):
        signal.signal(sig, signal.SIG_IGN)
    os.nice(WORKER_NICENESS)

    def watch() -> None:
        parent = multiprocessing.parent_process()
        assert parent is not None  # a worker's
        parent.join()
        os._exit(0)

    threading.Thread(target=watch, daemon=True).start()


class Checker:
    """Checks the batches too large for the event loop (check_batch) in one worker process: on a
    thread the check would hold the interpreter lock the event loop needs to answer (a 1,000-event
    batch takes ~50 ms), and one worker leaves the other core to the loop on a 2-core machine.
    Spawned, not forked: the worker holds none of the listening socket, part files or locks. A
    dead worker is replaced."""

    def __init__(self):
        self.pool = self._new_pool()

    @staticmethod
    def _new_pool() -> ProcessPoolExecutor:
        return ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn"), initializer=_worker_init)

    async def start(self) -> None:
        """Starts the worker now: its imports take a while, not to be added to the first batch's."""
        await asyncio.get_running_loop().run_in_executor(self.pool, os.getpid)

    async def check(self, data: bytes, ctype: str, encoding: str) -> list:
        pool = self.pool
        try:
            return await asyncio.get_running_loop().run_in_executor(pool, check_batch, data, ctype, encoding)
        except BrokenProcessPool:
            if pool is self.pool:  # the first batch of a dead worker to get here replaces it
                self.pool = self._new_pool()
                pool.shutdown(wait=False)
            raise CheckerDown from None

    def close(self) -> None:
        self.pool.shutdown()


class RateLimit:
    """A token bucket per client address (an IPv6 client by its /64, the block one host gets):
    ``burst`` requests at once, then ``rate`` a second."""

    def __init__(self, rate: float = RATE_PER_SECOND, burst: int = RATE_BURST):
        self.rate, self.burst = rate, burst
        self.buckets: dict[str, tuple[float, float]] = {}  # client: (tokens, when)

    @staticmethod
    def client(address: str) -> str:
        try:
            ip = ipaddress.ip_address(address)
        except ValueError:
            return address  # no address: the client left already
        if ip.version == 6 and ip.ipv4_mapped is None:
            return str(ipaddress.IPv6Network((int(ip) >> 64 << 64, 64)))
        return str(getattr(ip, "ipv4_mapped", None) or ip)  # a dual-stack socket's IPv4 client as such

    def _tokens(self, bucket: tuple[float, float], now: float) -> float:
        return min(self.burst, bucket[0] + (now - bucket[1]) * self.rate)

    def wait(self, address: str) -> float:
        """0 when the client may go on (a token is taken), else the seconds until it may."""
        now = time.monotonic()
        key = self.client(address)
        tokens = self._tokens(self.buckets.get(key, (self.burst, now)), now)
        if tokens < 1:
            self.buckets[key] = (tokens, now)
            return (1 - tokens) / self.rate
        self.buckets[key] = (tokens - 1, now)
        return 0.0

    def forget_full(self) -> None:
        """Drops the buckets refilled to the brim (a client back to a fresh start), so the map
        holds only the clients of the last minute or so."""
        now = time.monotonic()
        self.buckets = {k: b for k, b in self.buckets.items() if self._tokens(b, now) < self.burst}


def make_app(store: Store, checker: Checker, origins=(), token: str = "",
             limiter: RateLimit | None = None) -> web.Application:
    """The collector's application; ``checker``: where a batch is checked; ``origins``: the web
    origins answered CORS (none: no CORS); ``token``: the one a POST must carry (none: no check);
    ``limiter``: each client's rate (none: no limit)."""
    origins = frozenset(origins)
    cors_headers = CORS_HEADERS | ({"authorization"} if token else set())
    middlewares = [_track] + ([_cors(origins)] if origins else []) + [_json_errors]
    app = web.Application(client_max_size=MAX_BATCH_BYTES, middlewares=middlewares)
    expected = f"Bearer {token}".encode()

    def gate(request: web.Request) -> web.Response | None:
        """The refusal of a client over its rate or without the token; None: go on."""
        wait = limiter.wait(request.remote or "") if limiter else 0
        if wait:
            return _refuse(429, "too many requests from this address; retry later",
                           headers={"Retry-After": str(math.ceil(wait))})
        if token and not hmac.compare_digest(request.headers.get("Authorization", "").encode("utf-8", "replace"),
                                             expected):
            return _refuse(401, "this collector takes requests with its token only "
                                "(Authorization: Bearer <token>)", headers={"WWW-Authenticate": "Bearer"})
        return None

    async def events(request: web.Request) -> web.Response:
        refused = gate(request)
        if refused is not None:
            return refused
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
            async with asyncio.timeout(BODY_SECONDS):
                data = await request.read()
        except TimeoutError:
            return _refuse(408, f"the body did not arrive within {BODY_SECONDS} s; nothing was stored")
        except web.HTTPRequestEntityTooLarge:
            return _refuse(413, f"a batch is at most {MAX_BATCH_BYTES} bytes")
        body = small_body(data, ctype, encoding)
        try:
            records = check_body(body, ctype) if body is not None else await checker.check(data, ctype, encoding)
        except Refusal as exc:
            return _refuse(exc.status, exc.error, exc.problems)
        except CheckerDown:
            print("error: the batch check worker died; started another", file=sys.stderr, flush=True)
            return _retry_later("the collector cannot check events now; retry later")
        try:
            await store.put(records)
        except OSError as exc:
            print(f"error: {store.log.root}: [write] cannot store a batch: {exc.strerror or exc}", file=sys.stderr)
            return _retry_later("the collector cannot store events now; retry later")
        return _answer(200, {"accepted": len(records)})

    async def erase(request: web.Request) -> web.Response:
        refused = gate(request)
        if refused is not None:
            return refused
        if request.content_type != JSON_TYPE:
            return _refuse(415, f'send an erase request as {JSON_TYPE}: {{"installIds": [...]}}')
        if request.content_length is not None and request.content_length > MAX_REQUEST_BYTES:
            return _refuse(413, f"an erase request is at most {MAX_REQUEST_BYTES} bytes")
        try:
            async with asyncio.timeout(BODY_SECONDS):
                data = await request.read()  # at most client_max_size; parse_request checks its own cap
        except TimeoutError:
            return _refuse(408, f"the body did not arrive within {BODY_SECONDS} s; nothing was stored")
        try:
            ids = parse_request(data)
        except ValueError as exc:
            return _refuse(400, str(exc))
        try:
            await asyncio.to_thread(record_requests, store.log.root, ids)
        except OSError as exc:
            print(f"error: {store.log.root}: [write] cannot store an erase request: {exc.strerror or exc}",
                  file=sys.stderr)
            return _retry_later("the collector cannot store the request now; retry later")
        return _answer(200, {"requested": len(ids)})

    async def health(_request: web.Request) -> web.Response:
        return _answer(200, {"ok": True, "schemaVersion": SCHEMA_VERSION})

    async def preflight(request: web.Request) -> web.Response:
        origin = request.headers.get("Origin", "")
        method = request.headers.get("Access-Control-Request-Method", "")
        asked = request.headers.get("Access-Control-Request-Headers", "").split(",")
        extra = sorted({h.strip().lower() for h in asked} - cors_headers - {""})
        if origin not in origins:
            return _refuse(403, f"origin '{origin}' is not one this collector was started to answer (--allow-origin)")
        if method != CORS_METHOD:
            return _refuse(403, f"events are sent with {CORS_METHOD}, not '{method}'")
        if extra:
            return _refuse(403, f"header(s) {', '.join(extra)} are not taken; "
                                f"send only {', '.join(sorted(cors_headers))}")
        return web.Response(status=204, headers={
            "Access-Control-Allow-Methods": CORS_METHOD,
            "Access-Control-Allow-Headers": ", ".join(sorted(cors_headers)),
            "Access-Control-Max-Age": str(CORS_MAX_AGE_SECONDS)})

    app.router.add_post(EVENTS_PATH, events)
    app.router.add_post(ERASE_PATH, erase)
    if origins:
        app.router.add_route("OPTIONS", EVENTS_PATH, preflight)
        app.router.add_route("OPTIONS", ERASE_PATH, preflight)
    app.router.add_get(HEALTH_PATH, health)
    return app


def _cors(origins: frozenset):
    """Adds the CORS headers to every answer on the events path (the preflight's, a batch's,
    a refusal's: the uploader reads each status)."""

    @web.middleware
    async def cors(request, handler):
        response = await handler(request)
        if request.path in (EVENTS_PATH, ERASE_PATH):
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


@web.middleware
async def _track(request, handler):
    """Marks the connection busy while a request is handled, and when it last was (the one
    idle the longest is closed first when connections run short)."""
    connection = request.protocol
    connection.busy = True
    try:
        return await handler(request)
    finally:
        connection.busy, connection.since = False, time.monotonic()


class _Connection(web.RequestHandler):
    """One client connection: aiohttp's handler, kept in ``registry`` while open, that answers a
    malformed request in JSON without a traceback (aiohttp answers plain text and logs one)."""

    def __init__(self, registry: set, manager: web.Server, **settings):
        super().__init__(manager, **settings)
        self.registry = registry
        self.busy = False
        self.since = time.monotonic()

    def connection_made(self, transport) -> None:
        super().connection_made(transport)
        self.registry.add(self)

    def connection_lost(self, exc) -> None:
        self.registry.discard(self)
        super().connection_lost(exc)

    def handle_error(self, request, status: int = 500, exc: BaseException | None = None,
                     message: str | None = None) -> web.StreamResponse:
        if status >= 500:
            if not isinstance(exc, ConnectionError):  # the client left; else a bug of ours: its traceback helps
                self.log_exception("Error handling request", exc_info=exc)
            error = "the collector failed on this request"
        else:  # aiohttp's message spans lines (the bytes, a caret under the fault): one line here
            error = f"malformed HTTP request: {shown(' '.join((message or '').split()), 200)}"
        answer = _refuse(status, error)
        answer.force_close()
        return answer


class Listener:
    """Accepts connections itself (rather than through asyncio's server) to hold at most
    ``limit`` open: at the limit the one idle the longest is closed (a slow client's, or one
    waiting for its next request; a busy one only when all are), so the process never runs out of
    descriptors and a new request, /v1/health's too, is answered. An accept that fails anyway
    (ENFILE: the system is out of them) is said at most once a minute, without a traceback."""

    def __init__(self, sock: socket.socket, runner: web.AppRunner, limit: int):
        self.sock, self.runner, self.limit = sock, runner, limit
        self.open: set[_Connection] = set()
        self.noted = -math.inf

    def _connection(self) -> _Connection:
        assert self.runner.server is not None  # set up before the first connection
        return _Connection(self.open, self.runner.server, loop=asyncio.get_running_loop(), access_log=None,
                           auto_decompress=False, keepalive_timeout=HEADER_SECONDS, lingering_time=LINGER_SECONDS)

    def _close_idlest(self) -> None:
        if self.open:
            victim = min(self.open, key=lambda c: (c.busy, c.since))
            self.open.discard(victim)
            victim.force_close()

    async def run(self) -> None:
        loop = asyncio.get_running_loop()
        while True:
            try:
                conn, _ = await loop.sock_accept(self.sock)
            except OSError as exc:
                if time.monotonic() - self.noted >= NOTE_SECONDS:
                    self.noted = time.monotonic()
                    print(f"note: cannot accept a connection: {exc.strerror or exc} ({len(self.open)} open; "
                          "said at most once a minute)", file=sys.stderr, flush=True)
                if exc.errno in (errno.EMFILE, errno.ENFILE, errno.ENOBUFS, errno.ENOMEM):
                    # what the system gives, from now on, less room for a write's files
                    self.limit = max(MIN_CONNECTIONS, len(self.open) - FD_RESERVE // 4)
                    while len(self.open) >= self.limit:
                        self._close_idlest()
                await asyncio.sleep(0.05)  # the listening socket stays readable: no busy loop
                continue
            if len(self.open) >= self.limit:
                self._close_idlest()
            try:
                await loop.connect_accepted_socket(self._connection, conn)
            except OSError:
                conn.close()  # the client left already


def connection_limit() -> int:
    """Connections the descriptor limit (``ulimit -n``) leaves room for beside the open parts."""
    soft = resource.getrlimit(resource.RLIMIT_NOFILE)[0]
    if soft == resource.RLIM_INFINITY:
        return MAX_CONNECTIONS
    room = soft - MAX_OPEN_PARTS - FD_RESERVE
    if room < MIN_CONNECTIONS:
        raise LevelFileError([Problem("limits", f"the open-file limit is {soft}; the collector needs at least "
                                                f"{MIN_CONNECTIONS + MAX_OPEN_PARTS + FD_RESERVE} (ulimit -n)",
                                      file="environment")])
    return min(MAX_CONNECTIONS, room)


def collector_token() -> str:
    """The token from ``TOKEN_ENV`` ('' when unset), never from the command line (``ps`` shows it)."""
    token = os.environ.get(TOKEN_ENV, "")
    if token and not TOKEN_RE.fullmatch(token):
        raise LevelFileError([Problem("token", "a token is 16 to 256 characters of A-Z a-z 0-9 . _ ~ + / -",
                                      file=TOKEN_ENV)])
    return token


def is_loopback(sock: socket.socket) -> bool:
    return ipaddress.ip_address(sock.getsockname()[0]).is_loopback


def url_host(host: str) -> str:
    """An address as a URL writes it: an IPv6 one in brackets."""
    return f"[{host}]" if ":" in host else host


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
    # several collectors on one port (the kernel spreads the connections): each process holds
    # no state but its own part files, so a host runs as many as it has cores
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT, 1)
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


async def serve(sock: socket.socket, root: Path, announce, origins=(), token: str = "",
                limit: int = MAX_CONNECTIONS) -> int:
    log = PartitionedLog(root)
    store = Store(log)
    limiter = None if is_loopback(sock) else RateLimit()
    checker = Checker()
    await checker.start()
    runner = web.AppRunner(make_app(store, checker, origins, token, limiter), handle_signals=False)
    await runner.setup()
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop.set)
    accepting = asyncio.create_task(Listener(sock, runner, limit).run())
    host, port = sock.getsockname()[:2]
    announce(f"collecting on http://{url_host(host)}:{port}{EVENTS_PATH} into {root}")

    async def tick() -> None:
        said = 0
        compacting = None
        next_compaction = time.monotonic() + COMPACT_SECONDS
        while True:
            await asyncio.sleep(TICK_SECONDS)
            if time.monotonic() >= next_compaction and (compacting is None or compacting.poll() is not None):
                next_compaction = time.monotonic() + COMPACT_SECONDS
                compacting = _compact(root)
            try:
                await store.put([])  # an empty write closes the parts idle for long (compaction may take them)
            except OSError:
                pass
            if limiter:
                limiter.forget_full()
            if log.written != said:  # said only while events arrive: an idle collector is quiet
                said = log.written
                print(f"... {said} events stored so far", file=sys.stderr, flush=True)

    ticking = asyncio.create_task(tick())
    await stop.wait()
    ticking.cancel()
    accepting.cancel()
    await asyncio.gather(accepting, return_exceptions=True)  # done reading the socket before it closes
    sock.close()
    await runner.cleanup()
    await store.drain()
    checker.close()
    log.close()
    announce(f"stopped; {log.written} events stored")
    return 0


def _compact(root: Path) -> subprocess.Popen:
    """``python -m core events compact --if-free`` on the folder in a process of its own, at
    the check worker's niceness (the event loop keeps the CPU first): the closed parts become
    Parquet while the collectors run (one compaction at a time over every collector of the
    folder: its lock). It writes to this collector's stderr, and finishes on its own when the
    collector stops (it is crash-safe anyway: rows.compact)."""
    return subprocess.Popen(
        [sys.executable, "-m", "core", "events", "compact", "--if-free", str(root)],
        stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, preexec_fn=lambda: os.nice(WORKER_NICENESS),
        cwd=Path(__file__).resolve().parents[2])


def run(host: str, port: int, out: str, origins=()) -> int:
    token = collector_token()
    limit = connection_limit()
    root = prepare_out(out)
    sock = bind(host, port)
    if not (token or is_loopback(sock)):
        sock.close()
        raise LevelFileError([argument_problem(
            f"--host {host} listens beyond this machine: set {TOKEN_ENV} to a token the game sends "
            "(Authorization: Bearer <token>); docs/telemetry.md says what it protects")])
    for path, dropped in repair(root):
        print(f"note: {path}: cut a partial last line of {dropped} bytes (a collector was stopped mid-write; "
              "it was never acknowledged)", file=sys.stderr)
    if not is_loopback(sock):
        print(f"note: listening on {host} over plain HTTP: put it behind a TLS proxy for anything but a LAN "
              "playtest", file=sys.stderr)
    # a server runs until stopped: the CLI's heartbeat (core/progress.py) would say so every 10 s
    # forever; the collector says itself when events arrive (serve's status line)
    signal.setitimer(signal.ITIMER_REAL, 0)
    # a write's threads (Store, PartitionedLog._sync) each take the interpreter lock back from
    # a busy event loop once per write: at the default 5 ms a turn, a write of ~1 ms of fsyncs
    # took 4-11 ms in the load test, and every batch waits on its write
    sys.setswitchinterval(SWITCH_SECONDS)

    def announce(line: str) -> None:
        print(line, flush=True)

    return asyncio.run(serve(sock, root, announce, origins, token, limit))
