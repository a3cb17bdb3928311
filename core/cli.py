"""`python -m core COMMAND`: the designers' and developers' tools, thin over the library.

Commands that act on a file dispatch on its `mode` field; mode-only commands live under
`python -m core <mode-id> …`. Exit status: 0 all good, 1 a check failed (e.g. a level is not
unique), 2 bad input (each message names the file, the level, the cell and the rule broken),
130 interrupted (Ctrl-C: one line, no file left half-written). Files are read by
``core.jsonio`` (regular files only, size checked first, strict JSON) and written where
``core.output`` allows (checked before the work starts).
"""
from __future__ import annotations

import argparse
import io
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from . import modes, options, progress
from .errors import LevelFileError, Problem, argument_problem, shown
from .jsonio import dumps_stable, read_json, write_atomic
from .modes import base

MAX_SOLVE_LIMIT = 1000  # solutions listed by `solve --limit` (each is kept and printed)
MAX_CASES = 200  # random move sequences per level in `conformance --cases`
CONFORMANCE_DIR = "build/conformance"


class _Parser(argparse.ArgumentParser):
    """Usage errors exit 2 with one located line, like every other bad input."""

    def error(self, message):
        flag, sep, rest = message.removeprefix("argument ").partition(": ")
        if message.startswith("argument ") and sep and rest.startswith("takes "):  # an options.Checked range
            message = f"{flag.split('/')[0]} {rest}"
        else:
            message += f" (see {self.prog} --help)"
        self.exit(2, f"error: command line: [argument] {shown(message)}\n")


def _out(line: str = "") -> None:
    print(line)


# --- loading ---------------------------------------------------------------------------------
def _load_file(path: str, capability: str):
    """(mode, PackFile) of any pack file, by its mode field."""
    raw = read_json(path)
    mode = _capable(modes.of_data(raw, path), capability, path)
    return mode, base.PackFile(Path(path), _parse(mode, raw, path))


def _parse(mode, raw, path: str):
    """The mode's pack model of a file; a file whose levels are another mode's (its ``mode``
    field is wrong) gets one line saying so instead of one per field."""
    try:
        return mode.parse_pack(raw, path)
    except LevelFileError as exc:
        if isinstance(raw, dict) and "mode" in raw:
            for other in modes.ids():
                if other == mode.id:
                    continue
                try:
                    modes.get(other).parse_pack({**raw, "mode": other}, path)
                except LevelFileError:
                    continue
                raise LevelFileError([Problem(
                    "mode", f"the file says \"mode\": \"{mode.id}\", but its levels are {other} levels", file=path,
                )]) from None
        raise exc from None


def _capable(mode, capability: str, file: str | None = None):
    """The mode, if it supports the command; else a located error."""
    if not getattr(mode.capabilities, capability):
        raise LevelFileError([Problem("mode", f"{mode.title} ({mode.id}) has no {capability.replace('_', ' ')}", file=file)])
    return mode


def _capable_ids(capability: str) -> list[str]:
    return [e.id for e in modes.entries() if getattr(e.capabilities, capability)]


def _groups(pack_args, mode_id, capability: str):
    """[(mode, [PackFile…])] for the given files (grouped by their mode) or every shipped pack
    (of the modes with the capability)."""
    raws: dict[str, object] = {}
    problems = []
    if pack_args:
        by_mode: dict[str, list[str]] = {}
        for path in pack_args:
            try:
                raws[path] = read_json(path)
                by_mode.setdefault(_capable(modes.of_data(raws[path], path), capability, path).id, []).append(path)
            except LevelFileError as exc:
                problems.extend(exc.problems)
        if problems:
            raise LevelFileError(problems)
        chosen: list[tuple[modes.Mode, list]] = [(modes.get(m), paths) for m, paths in by_mode.items()]
    else:
        ids = [mode_id] if mode_id else _capable_ids(capability)
        chosen = [(modes.get(m), modes.get(m).shipped_pack_paths()) for m in ids]
    groups = []
    for mode, paths in chosen:
        def parse(path, mode=mode):
            raw = raws[path] if path in raws else read_json(path)
            return _parse(mode, raw, str(path))
        try:
            groups.append((mode, base.load_packs(paths, parse)))
        except LevelFileError as exc:
            problems.extend(exc.problems)
    if problems:
        raise LevelFileError(problems)
    return [(mode, pfs) for mode, pfs in groups if pfs]


def _find_level(level_id: str, pack: str | None, capability: str):
    for mode, pack_files in _groups([pack] if pack is not None else None, None, capability):
        for pf in pack_files:
            for level in pf.pack.levels:
                if level.id == level_id:
                    return mode, pf, level
    where = pack if pack is not None else "the shipped packs"
    raise LevelFileError([Problem("unknown-level", f"no level '{level_id}' in {where}", level_id, file=where)])


# --- commands --------------------------------------------------------------------------------
def cmd_schema(args) -> int:
    _out(json.dumps(modes.get(args.mode).pack_json_schema(), indent=2, ensure_ascii=False))
    return 0


def cmd_validate(args) -> int:
    groups = _groups(args.pack, args.mode, "validate")
    failures = total = 0
    for mode, pack_files in groups:
        rows = []
        for pf in pack_files:
            for level in pf.pack.levels:
                if args.level is None or level.id == args.level:
                    progress.now(f"validating {mode.id} level {shown(level.id, 64)}")
                    rows.append(mode.validate_level(pf, level, strict=args.strict))
        if not rows:
            continue
        total += len(rows)
        failures += sum(not row.ok for row in rows)
        # a mode's checks of its levels as a whole (Hex Tracks: the campaign's counts)
        summary, summary_problems = mode.validation_summary(rows)
        failures += len(summary_problems)
        if args.json:
            for row in rows:
                _out(json.dumps(row.as_json(), ensure_ascii=False))
            if summary:
                _out(json.dumps({"mode": mode.id, "ok": not summary_problems, "summary": summary,
                                 "problems": summary_problems}, ensure_ascii=False))
            continue
        if len(groups) > 1:
            _out(f"== {mode.id} ({mode.title})")
        for line in mode.validation_table(rows):
            _out(line)
        _out(f"{len(rows) - sum(not r.ok for r in rows)}/{len(rows)} levels pass")
        for line in summary + [f"FAIL: {p}" for p in summary_problems]:
            _out(line)
    if args.level is not None and not total:
        raise LevelFileError([Problem("unknown-level", f"no level '{shown(args.level, 64)}'", args.level)])
    return 0 if failures == 0 else 1


def cmd_solve(args) -> int:
    if (args.file is None) == (args.id is None):
        raise LevelFileError([argument_problem("give a FILE or --id GAME_ID")])
    if args.id is not None:
        from .gameid import SOURCE, decode

        mode, pack = decode(args.id)
        _capable(mode, "solve", SOURCE)
        pf = base.PackFile(Path(SOURCE), pack)
    else:
        mode, pf = _load_file(args.file, "solve")
    levels = [lv for lv in pf.pack.levels if args.level is None or lv.id == args.level]
    if not levels:
        raise LevelFileError([Problem("unknown-level", f"no level '{shown(args.level, 64)}'", args.level, file=args.file)])
    for level in levels:
        progress.now(f"solving level {shown(level.id, 64)}")
        line, human = mode.solve_level(level, args.limit)
        if args.json:
            _out(json.dumps(line, ensure_ascii=False))
        else:
            for text in human:
                _out(text)
    return 0


def cmd_design(args) -> int:
    given = {name: getattr(args, _DESIGN + name) for name in args.design_options}
    option = next(name for name, value in given.items() if value is not None and value is not False)
    mode, _pf, level = _find_level(args.level, args.pack, "design")
    offered = [o.name for o in mode.design_options]
    if option not in offered:
        tools = ", ".join(f"--{name}" for name in offered)
        raise LevelFileError([argument_problem(f"--{option} is not one of {mode.title}'s design tools ({tools})", level.id)])
    value = given[option]
    return mode.design(level, option, None if value is True else value, args.json)


def cmd_generate(args) -> int:
    from .output import check_output, pack_kind

    out = check_output(args.out, pack_kind(args.mode, "candidates pack"), args.force)
    mode = modes.get(args.mode)
    params = _generate_params(mode.generate_params, args)
    pack = mode.generate(params)
    if not pack.get("levels"):
        raise LevelFileError([argument_problem("the generator made no level with these options; nothing was written")])
    write_atomic(out, dumps_stable(pack))
    asked = getattr(params, "count", len(pack["levels"]))
    short = f" ({asked - len(pack['levels'])} of the {asked} asked for could not be made with these options)" \
        if len(pack["levels"]) < asked else ""
    _out(f"wrote {len(pack['levels'])} candidate level(s) to {args.out}{short}")
    return 0


def cmd_bake(args) -> int:
    if args.pack is not None or args.level is not None:
        return _bake_playtest(args)
    if args.out or args.force:
        raise LevelFileError([argument_problem("--out and --force belong to a play-test bake (--pack, --level)")])
    from .output import check_output, fields_kind

    stale = 0
    for mode, pack_files in _groups(None, args.mode, "bake"):
        out = base.baked_file(mode.id)
        if not args.check:
            check_output(out, fields_kind(f"{mode.id}'s baked file", mode=mode.id), owner=True)
        text = json.dumps(mode.bake(pack_files), ensure_ascii=False, indent=1) + "\n"
        if args.check:
            current = _read_text(out)
            if current != text:
                print(f"{out} is stale: run `make bake` (python -m core bake) and commit it", file=sys.stderr)
                stale += 1
            else:
                _out(f"{out} is up to date")
            continue
        write_atomic(out, text)
        levels = sum(len(pf.pack.levels) for pf in pack_files)
        _out(f"baked {levels} levels into {out}")
    return 1 if stale else 0


def _read_text(path: Path) -> str:
    """A file the command owns, as text ("" when there is none yet)."""
    from .jsonio import read_bytes

    if not path.exists():
        return ""
    try:
        return read_bytes(path).decode("utf-8")
    except UnicodeDecodeError:
        return ""


def _bake_playtest(args) -> int:
    from .output import Kind, check_output

    # A play-test level, of any mode: the editor bakes every mode's play-test into one scratch file
    playtest_kind = Kind("a play-test level (bake --pack --level --out)",
                         lambda head: head.get("format") == 1 and isinstance(head.get("mode"), str)
                         and set(head) == {"format", "mode", "level"})
    if not (args.pack is not None and args.level is not None and args.out is not None):
        raise LevelFileError([argument_problem("a play-test bake needs --pack, --level and --out")])
    if args.check or args.mode:
        raise LevelFileError([argument_problem("--check and --mode belong to the shipped bake, not a play-test bake")])
    check_output(args.out, None, args.force)  # the name and the place, before any work
    mode, pf, level = _find_level(args.level, args.pack, "playtest_bake")
    out = check_output(args.out, playtest_kind, args.force)
    baked = mode.bake_playtest(pf, level)
    text = json.dumps({"format": 1, "mode": mode.id, "level": baked}, ensure_ascii=False, indent=1) + "\n"
    write_atomic(out, text)
    _out(f"baked level {shown(level.id)} into {args.out}")
    return 0


def cmd_facts(args) -> int:
    from .engine_facts import FACTS_FILE, gdscript_text
    from .output import check_output

    shown_path = base.display_path(FACTS_FILE)
    text = gdscript_text()
    if args.check:
        if _read_text(FACTS_FILE) != text:
            print(f"{shown_path} is stale: run `python -m core facts` and commit it", file=sys.stderr)
            return 1
        _out(f"{shown_path} is up to date")
        return 0
    write_atomic(check_output(FACTS_FILE, None, owner=True), text)
    _out(f"wrote {shown_path}")
    return 0


def cmd_conformance(args) -> int:
    from .conformance import file_kinds, write_all
    from .output import check_output_dir

    owned = Path(args.out_dir).resolve() == (base.REPO_ROOT / CONFORMANCE_DIR).resolve()
    out_dir = check_output_dir(args.out_dir, args.force, owned, file_kinds())
    for path, summary in write_all(out_dir, args.seed, args.cases, _progress, args.mode):
        _out(f"wrote {summary} to {path}")
    return 0


def _progress(line: str) -> None:
    """What a long command is doing, on stderr (stdout stays the answer)."""
    print(f"... {line}", file=sys.stderr, flush=True)


def cmd_id(args) -> int:
    from .gameid import SOURCE, TITLE, decode, encode
    from .output import check_output, pack_kind

    if args.out is not None and args.decode is None:
        raise LevelFileError([argument_problem("--out goes with --decode GAME_ID")])
    if args.decode is not None:
        if args.out is not None:
            check_output(args.out, None, args.force)
        mode, pack = decode(args.decode)
        data = _capable(mode, "game_id", SOURCE).level_json(pack.levels[0])
        text = dumps_stable({"mode": mode.id, "pack": 90, "title": TITLE, "levels": [{**data, "id": "90-1"}]})
        if args.out is not None:
            write_atomic(check_output(args.out, pack_kind(mode.id), args.force), text)
            _out(f"wrote the level to {args.out}")
        else:
            _out(text.rstrip("\n"))
        return 0
    if args.file is None or args.level is None:
        raise LevelFileError([argument_problem("give FILE --level ID to encode, or --decode GAME_ID")])
    mode, pf = _load_file(args.file, "game_id")
    level = next((lv for lv in pf.pack.levels if lv.id == args.level), None)
    if level is None:
        raise LevelFileError([Problem("unknown-level", f"no level '{shown(args.level, 64)}'", args.level, file=args.file)])
    data = mode.level_json(level)
    data.pop("teach", None)  # a designer's note is not the puzzle
    _out(encode(mode.id, data))
    return 0


def cmd_limits(args) -> int:
    from .limits import MAX_FILE_BYTES, MAX_INT_DIGITS, MAX_JSON_DEPTH, MAX_NUMBER_CHARS

    _out("files read by every command: regular files only (no FIFO, device or folder), at most "
         f"{MAX_FILE_BYTES} bytes, UTF-8 JSON nested at most {MAX_JSON_DEPTH} deep, no duplicate keys, "
         f"integers of at most {MAX_INT_DIGITS} digits, numbers of at most {MAX_NUMBER_CHARS} characters, "
         "no NaN or Infinity, no half surrogate pairs")
    for mode_id in modes.ids():
        _out(f"{mode_id}: {modes.get(mode_id).limits}")
    _out("options (checked before any work starts):")
    for command, flag, text in option_ranges():
        _out(f"  {command} {flag}: {text}")
    return 0


def option_ranges() -> list[tuple[str, str, str]]:
    """(command, option, range) of every ranged option of every command and mode."""
    found = options.ranges(build_parser(["design"]))  # every command, and design's options
    found += [r for r in options.ranges(build_parser([])) if r not in found]  # the play-data commands
    for entry in modes.entries():
        if entry.capabilities.generate:
            parser = build_parser(["generate", "--mode", entry.id])
            found += [(f"generate --mode {entry.id}", flag, text)
                      for command, flag, text in options.ranges(parser) if command == "generate"]
        if entry.capabilities.own_commands:
            found += [r for r in options.ranges(build_parser([entry.id])) if r[0].startswith(entry.id)]
    return found


# --- the parser ------------------------------------------------------------------------------
_DESIGN = "design_"  # prefix of the design options' argparse names


def _mode_arg(parser, required: bool, help_text: str, capability: str | None = None) -> None:
    choices = _capable_ids(capability) if capability else modes.ids()
    parser.add_argument("--mode", choices=choices, required=required, help=help_text)


def build_parser(argv: Sequence[str] = ()) -> argparse.ArgumentParser:
    """The parser for ``argv``: the options that belong to modes (generate's, design's, a mode's
    own commands) are added only for the command ``argv`` runs, so that only the modes it needs
    are imported."""
    command = argv[0] if argv else None
    parser = _Parser(prog="python -m core", description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND", parser_class=_Parser)

    p = commands.add_parser("schema", help="print the JSON Schema of a mode's pack file")
    _mode_arg(p, True, "the mode")
    p.set_defaults(run=cmd_schema)

    p = commands.add_parser("validate", help="every level's rules and gates; exit 0 only if all pass")
    p.add_argument("level", nargs="?", help="only this level id")
    p.add_argument("--pack", action="append", help="pack file(s) instead of the shipped packs")
    _mode_arg(p, False, "only this mode's shipped packs", "validate")
    p.add_argument("--json", action="store_true", help="one JSON object per level and line")
    p.add_argument("--strict", action="store_true", help="soft reports (e.g. redundant walls) fail too")
    p.set_defaults(run=cmd_validate)

    p = commands.add_parser("solve", help="count solutions of any structurally valid level")
    p.add_argument("file", nargs="?", help="a pack or level file (or give --id)")
    p.add_argument("--id", help="a game ID (see `id`) instead of a file")
    p.add_argument("--level", help="only this level id")
    p.add_argument("--limit", type=options.whole(1, MAX_SOLVE_LIMIT), default=2,
                   help=f"stop after this many solutions (default 2, at most {MAX_SOLVE_LIMIT})")
    p.add_argument("--json", action="store_true", help="one JSON object per level and line")
    p.set_defaults(run=cmd_solve)

    p = commands.add_parser("design", help="a mode's design tools on one level (clues removable, suggested, graded)")
    p.add_argument("level", help="level id")
    p.add_argument("--pack", help="pack file holding the level (default: the shipped packs)")
    p.add_argument("--json", action="store_true", help="machine-readable answer")
    if command == "design":
        _add_design_options(p)
    p.set_defaults(run=cmd_design)

    p = commands.add_parser("generate", help="seeded candidate levels into a new file (--mode M …)")
    _mode_arg(p, True, "the mode to generate for; its options follow", "generate")
    p.add_argument("--out", required=True, help="new file to write (never a shipped pack)")
    p.add_argument("--force", action="store_true", help="replace --out, a candidates pack of the same mode")
    generate_mode = _generate_mode(argv) if command == "generate" else None
    if generate_mode is not None:
        _add_params(p.add_argument_group(f"{generate_mode} options"), modes.get(generate_mode).generate_params)
    p.set_defaults(run=cmd_generate)

    p = commands.add_parser("bake", help="write the engine's runtime level data")
    p.add_argument("--check", action="store_true", help="exit 1 if a baked file on disk is stale")
    _mode_arg(p, False, "only this mode", "bake")
    p.add_argument("--pack", help="play-test: bake one level of this file (see --level)")
    p.add_argument("--level", help="play-test: the level to bake; its first solution is the hint path")
    p.add_argument("--out", help="play-test: the file to write (never in levels/)")
    p.add_argument("--force", action="store_true", help="play-test: replace --out, a play-test level of the same mode")
    p.set_defaults(run=cmd_bake)

    p = commands.add_parser("facts", help="write the facts the engine reads from the core (scripts/common/core_facts.gd)")
    p.add_argument("--check", action="store_true", help="exit 1 if the file on disk is stale (writes nothing)")
    p.set_defaults(run=cmd_facts)

    p = commands.add_parser("conformance", help="write the vectors the engine replays")
    p.add_argument("--out-dir", default=CONFORMANCE_DIR,
                   help=f"folder (default {CONFORMANCE_DIR}, which is the command's own; elsewhere, replacing "
                        "vector files needs --force)")
    p.add_argument("--force", action="store_true", help="replace the vector files in another --out-dir")
    p.add_argument("--seed", type=options.whole(0, 2**32 - 1), default=2026, help="seed of the random cases")
    p.add_argument("--cases", type=options.whole(1, MAX_CASES), default=60, help="random sequences per shipped level")
    _mode_arg(p, False, "write this mode's file alone (default: every mode's and the shared ones)", "conformance")
    p.set_defaults(run=cmd_conformance)

    p = commands.add_parser("id", help="a level's game ID (a short string to share), or decode one")
    p.add_argument("file", nargs="?", help="pack file holding the level")
    p.add_argument("--level", help="the level to encode")
    p.add_argument("--decode", metavar="GAME_ID", help="print (or --out) the level of a game ID as a pack file")
    p.add_argument("--out", help="with --decode: a new file to write")
    p.add_argument("--force", action="store_true", help="with --out: replace a pack file of the same mode")
    p.set_defaults(run=cmd_id)

    p = commands.add_parser("limits", help="the size limits of each mode's files")
    p.set_defaults(run=cmd_limits)

    own_commands = [e for e in modes.entries() if e.capabilities.own_commands]
    if command not in {*commands.choices, *(e.id for e in own_commands)}:
        # a play-data command (collect, report, events: docs/telemetry.md), --help or a mistake;
        # any other command leaves their module unimported (start-up of a one-mode command)
        from .telemetry import cli as telemetry_cli

        telemetry_cli.register(commands)

    for entry in own_commands:
        sub = commands.add_parser(entry.id, help=f"{entry.title} only")
        if command == entry.id:
            modes.get(entry.id).register_commands(
                sub.add_subparsers(dest="mode_command", required=True, metavar="COMMAND", parser_class=_Parser))
    return parser


def _add_design_options(parser) -> None:
    """One option per design tool any mode declares (a level's mode is known only once it is
    found); cmd_design refuses a tool the level's mode does not have."""
    offered: dict[str, list] = {}
    for entry in modes.entries():
        if entry.capabilities.design:
            for option in modes.get(entry.id).design_options:
                offered.setdefault(option.name, []).append((entry.title, option))
    what = parser.add_mutually_exclusive_group(required=True)
    for name, by_mode in offered.items():
        first = by_mode[0][1]
        if any((o.takes, o.metavar) != (first.takes, first.metavar) for _title, o in by_mode):
            raise TypeError(f"design --{name}: the modes offering it must take the same values")
        helps = {option.help for _title, option in by_mode}
        text = first.help if len(helps) == 1 else "; ".join(f"{t}: {o.help}" for t, o in by_mode)
        if len(by_mode) < len(_capable_ids("design")):
            text += f" ({', '.join(t for t, _o in by_mode)})"
        if first.takes is not None:  # read strictly in its range, before any work (`limits` lists it)
            what.add_argument(f"--{name}", dest=_DESIGN + name, type=first.takes, metavar=first.metavar, help=text)
        else:
            what.add_argument(f"--{name}", dest=_DESIGN + name, action="store_true", help=text)
    parser.set_defaults(design_options=list(offered))


def _generate_mode(argv: Sequence[str]) -> str | None:
    """The --mode of a generate command, read first so its own options can be added."""
    probe = argparse.ArgumentParser(add_help=False)
    probe.add_argument("--mode")
    known, _ = probe.parse_known_args(argv[1:])
    return known.mode if known.mode in _capable_ids("generate") else None


# --- generate parameters: a mode's pydantic model as options ------------------------------------
def _flag(name: str) -> str:
    return "--" + name.replace("_", "-")


def _bounds(info) -> tuple:
    """(lowest, highest) a field's constraints allow, None where open."""
    low = next((m.ge for m in info.metadata if hasattr(m, "ge")), None)
    high = next((m.le for m in info.metadata if hasattr(m, "le")), None)
    return low, high


def _add_params(group, model) -> None:
    """Each field an option: a bool a flag, a whole number read strictly in its range (ranged
    fields must say their range: `python -m core limits` lists it), anything else a value
    pydantic checks; a field without a default is required (listed first)."""
    fields = sorted(model.model_fields.items(), key=lambda item: not item[1].is_required())
    for name, info in fields:
        text = info.description or ""
        if info.annotation is bool:
            group.add_argument(_flag(name), dest=name, action="store_true", default=argparse.SUPPRESS, help=text)
            continue
        low, high = _bounds(info)
        kind = next((m for m in info.metadata if isinstance(m, options.Checked)), None)  # a date, say
        if kind is not None:
            text += f", {kind.describe()}"
        elif info.annotation in (int, int | None):
            if low is None or high is None:
                raise TypeError(f"{model.__name__}.{name}: a whole-number option needs ge= and le=")
            kind = options.whole(low, high)
            text += f", {low}..{high}"
        if not info.is_required() and info.default is not None:
            text += f" (default {info.default})"
        group.add_argument(_flag(name), dest=name, default=argparse.SUPPRESS, required=info.is_required(),
                           metavar=name.upper(), help=text, type=kind)


def _generate_params(model, args):
    """The mode's parameters from the command line; every bad value a located problem."""
    from pydantic import ValidationError

    given = {name: getattr(args, name) for name in model.model_fields if hasattr(args, name)}
    try:
        return model.model_validate(given)
    except ValidationError as exc:
        raise LevelFileError([argument_problem(_param_detail(model, e)) for e in exc.errors()]) from None


def _param_detail(model, error: dict) -> str:
    if not error["loc"]:  # a rule across fields (the model's own validator)
        return error["msg"].removeprefix("Value error, ")
    name = error["loc"][0]
    flag, value = _flag(name), error.get("input")
    low, high = _bounds(model.model_fields[name])
    if error["type"] in ("greater_than_equal", "less_than_equal"):
        if low is not None and high is not None:
            return f"{flag} takes {low} to {high}, not {value}"
        return f"{flag} takes {'at least ' + str(low) if low is not None else 'at most ' + str(high)}, not {value}"
    if error["type"] in ("int_parsing", "int_type", "int_from_float"):
        return f"{flag} takes a whole number, not {value!r}"
    return f"{flag}: {error['msg']}"


MAX_REPORTED = 100  # problems printed; the rest are counted


def _report(problems: list[Problem], as_json: bool) -> None:
    if len(problems) > MAX_REPORTED:
        rest = len(problems) - MAX_REPORTED + 1
        problems = problems[:MAX_REPORTED - 1] + [Problem(
            "more", f"{rest} more problems not shown; fix these first", file=problems[MAX_REPORTED - 1].file,
        )]
    for problem in problems:
        if as_json:
            print(json.dumps({"error": problem.as_json()}, ensure_ascii=False))
        else:
            print(f"error: {problem}", file=sys.stderr)
    sys.stdout.flush()


def _reader_gone() -> None:
    """The reader stopped early (`… | head`): nothing left to say, and nobody to say it to;
    stdout goes to /dev/null so that the interpreter's last flush stays quiet."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError, io.UnsupportedOperation):
        pass  # not a real stream (in-process tests)


def main(argv: list[str]) -> int:
    """Runs one command; returns the exit status (tests call it in-process): 0, 1 a check
    failed, 2 bad input, 130 interrupted (Ctrl-C)."""
    as_json = False
    try:
        try:
            args = build_parser(argv).parse_args(argv)
        except SystemExit as exc:  # --help (0) or a usage error, already printed on one line (2)
            return exc.code if isinstance(exc.code, int) else 2
        as_json = getattr(args, "json", False)
        with progress.heartbeat(f"python -m core {shown(' '.join(argv[:2]), 80)}"):
            status = args.run(args)
        sys.stdout.flush()  # here, so a closed pipe is caught below and not at exit
        return status
    except LevelFileError as exc:
        try:
            _report(exc.problems, as_json)
        except BrokenPipeError:
            _reader_gone()
        return 2
    except BrokenPipeError:
        _reader_gone()
        return 0
    except KeyboardInterrupt:
        print("error: interrupted (Ctrl-C); no file was left half-written", file=sys.stderr)
        return 130
