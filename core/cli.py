"""`python -m core COMMAND`: the designers' and developers' tools, thin over the library.

Commands that act on a file dispatch on its `mode` field; mode-only commands live under
`python -m core <mode-id> …`. Exit status: 0 all good, 1 a check failed (e.g. a level is not
unique), 2 bad input (each message names the file, the level, the cell and the rule broken).
"""
from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

from . import modes
from .errors import LevelFileError, Problem, argument_problem
from .jsonio import dumps_stable, read_json, write_atomic
from .modes import base

MAX_SOLVE_LIMIT = 1_000_000
CONFORMANCE_DIR = "build/conformance"


class _Parser(argparse.ArgumentParser):
    """Usage errors exit 2 with one line, like every other bad input."""

    def error(self, message):
        self.exit(2, f"error: {self.prog}: {message}\n")


def _out(line: str = "") -> None:
    print(line)


# --- loading ---------------------------------------------------------------------------------
def _load_file(path: str, capability: str):
    """(mode, PackFile) of any pack file, by its mode field."""
    raw = read_json(path)
    mode = _capable(modes.of_data(raw, path), capability, path)
    return mode, base.PackFile(Path(path), mode.parse_pack(raw, path))


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
        chosen = [(modes.get(m), paths) for m, paths in by_mode.items()]
    else:
        ids = [mode_id] if mode_id else _capable_ids(capability)
        chosen = [(modes.get(m), modes.get(m).shipped_pack_paths()) for m in ids]
    groups = []
    for mode, paths in chosen:
        def parse(path, mode=mode):
            raw = raws[path] if path in raws else read_json(path)
            return mode.parse_pack(raw, str(path))
        try:
            groups.append((mode, base.load_packs(paths, parse)))
        except LevelFileError as exc:
            problems.extend(exc.problems)
    if problems:
        raise LevelFileError(problems)
    return [(mode, pfs) for mode, pfs in groups if pfs]


def _find_level(level_id: str, pack: str | None, capability: str):
    for mode, pack_files in _groups([pack] if pack else None, None, capability):
        for pf in pack_files:
            for level in pf.pack.levels:
                if level.id == level_id:
                    return mode, pf, level
    where = pack or "the shipped packs"
    raise LevelFileError([Problem("unknown-level", f"no level '{level_id}' in {where}", level_id, file=where)])


# --- commands --------------------------------------------------------------------------------
def cmd_schema(args) -> int:
    _out(json.dumps(modes.get(args.mode).pack_json_schema(), indent=2, ensure_ascii=False))
    return 0


def cmd_validate(args) -> int:
    groups = _groups(args.pack, args.mode, "validate")
    failures = total = 0
    for mode, pack_files in groups:
        rows = [
            mode.validate_level(pf, level, strict=args.strict)
            for pf in pack_files for level in pf.pack.levels
            if not args.level or level.id == args.level
        ]
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
    if args.level and not total:
        raise LevelFileError([Problem("unknown-level", f"no level '{args.level}'", args.level)])
    return 0 if failures == 0 else 1


def cmd_solve(args) -> int:
    if not 1 <= args.limit <= MAX_SOLVE_LIMIT:
        raise LevelFileError([argument_problem(f"--limit takes 1 to {MAX_SOLVE_LIMIT}, not {args.limit}")])
    if (args.file is None) == (args.id is None):
        raise LevelFileError([argument_problem("give a FILE or --id GAME_ID")])
    if args.id is not None:
        from .gameid import SOURCE, decode

        mode, pack = decode(args.id)
        _capable(mode, "solve", SOURCE)
        pf = base.PackFile(Path(SOURCE), pack)
    else:
        mode, pf = _load_file(args.file, "solve")
    levels = [lv for lv in pf.pack.levels if not args.level or lv.id == args.level]
    if not levels:
        raise LevelFileError([Problem("unknown-level", f"no level '{args.level}'", args.level, file=args.file)])
    for level in levels:
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
    out = Path(args.out).resolve()
    if base.is_shipped_path(out):
        raise LevelFileError([Problem(
            "shipped-file", "is a shipped level file; generate writes candidates to a new file", file=args.out,
        )])
    if out.exists() and not args.force:
        raise LevelFileError([Problem(
            "exists", "exists; choose a new file (or --force for a candidates file)", file=args.out,
        )])
    mode = modes.get(args.mode)
    params = _generate_params(mode.generate_params, args)
    pack = mode.generate(params)
    write_atomic(out, dumps_stable(pack))
    _out(f"wrote {len(pack['levels'])} candidate level(s) to {args.out}")
    return 0


def cmd_bake(args) -> int:
    if args.pack or args.level:
        return _bake_playtest(args)
    stale = 0
    for mode, pack_files in _groups(None, args.mode, "bake"):
        out = base.baked_file(mode.id)
        text = json.dumps(mode.bake(pack_files), ensure_ascii=False, indent=1) + "\n"
        if args.check:
            current = out.read_text(encoding="utf-8") if out.exists() else ""
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


def _bake_playtest(args) -> int:
    if not (args.pack and args.level and args.out):
        raise LevelFileError([argument_problem("a play-test bake needs --pack, --level and --out")])
    out = Path(args.out).resolve()
    if base.is_shipped_path(out):
        raise LevelFileError([Problem("shipped-file", "a play-test bake never writes into levels/", file=args.out)])
    mode, pf, level = _find_level(args.level, args.pack, "playtest_bake")
    baked = mode.bake_playtest(pf, level)
    text = json.dumps({"format": 1, "mode": mode.id, "level": baked}, ensure_ascii=False, indent=1) + "\n"
    write_atomic(out, text)
    _out(f"baked level {level.id} into {args.out}")
    return 0


def cmd_conformance(args) -> int:
    from .conformance import write_all

    for path, summary in write_all(Path(args.out_dir), args.seed, args.cases):
        _out(f"wrote {summary} to {path}")
    return 0


def cmd_id(args) -> int:
    from .gameid import SOURCE, TITLE, decode, encode

    if args.decode:
        mode, pack = decode(args.decode)
        data = _capable(mode, "game_id", SOURCE).level_json(pack.levels[0])
        text = dumps_stable({"mode": mode.id, "pack": 90, "title": TITLE, "levels": [{**data, "id": "90-1"}]})
        if args.out:
            out = Path(args.out).resolve()
            if base.is_shipped_path(out) or out.exists():
                raise LevelFileError([Problem("exists", "a decoded ID goes to a new file outside levels/", file=args.out)])
            write_atomic(out, text)
            _out(f"wrote the level to {args.out}")
        else:
            _out(text.rstrip("\n"))
        return 0
    if not args.file or not args.level:
        raise LevelFileError([argument_problem("give FILE --level ID to encode, or --decode GAME_ID")])
    mode, pf = _load_file(args.file, "game_id")
    level = next((lv for lv in pf.pack.levels if lv.id == args.level), None)
    if level is None:
        raise LevelFileError([Problem("unknown-level", f"no level '{args.level}'", args.level, file=args.file)])
    data = mode.level_json(level)
    data.pop("teach", None)  # a designer's note is not the puzzle
    _out(encode(mode.id, data))
    return 0


def cmd_limits(args) -> int:
    for mode_id in modes.ids():
        _out(f"{mode_id}: {modes.get(mode_id).limits}")
    return 0


# --- the parser ------------------------------------------------------------------------------
_DESIGN = "design_"  # prefix of the design options' argparse names


def _mode_arg(parser, required: bool, help_text: str, capability: str | None = None) -> None:
    choices = _capable_ids(capability) if capability else modes.ids()
    parser.add_argument("--mode", choices=choices, required=required, help=help_text)


def build_parser(argv: list[str] = ()) -> argparse.ArgumentParser:
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
    p.add_argument("--limit", type=int, default=2, help="stop after this many solutions (default 2)")
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
    p.add_argument("--force", action="store_true", help="overwrite an existing candidates file")
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
    p.set_defaults(run=cmd_bake)

    p = commands.add_parser("conformance", help="write the vectors the engine replays")
    p.add_argument("--out-dir", default=CONFORMANCE_DIR, help=f"folder (default {CONFORMANCE_DIR})")
    p.add_argument("--seed", type=int, default=2026)
    p.add_argument("--cases", type=int, default=60, help="random sequences per shipped level")
    p.set_defaults(run=cmd_conformance)

    p = commands.add_parser("id", help="a level's game ID (a short string to share), or decode one")
    p.add_argument("file", nargs="?", help="pack file holding the level")
    p.add_argument("--level", help="the level to encode")
    p.add_argument("--decode", metavar="GAME_ID", help="print (or --out) the level of a game ID as a pack file")
    p.add_argument("--out", help="with --decode: a new file to write")
    p.set_defaults(run=cmd_id)

    p = commands.add_parser("limits", help="the size limits of each mode's files")
    p.set_defaults(run=cmd_limits)

    from .telemetry import cli as telemetry_cli  # play data: collect, report, events (docs/telemetry.md)

    telemetry_cli.register(commands)

    for entry in modes.entries():
        if entry.capabilities.own_commands:
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
        helps = {option.help for _title, option in by_mode}
        text = by_mode[0][1].help if len(helps) == 1 else "; ".join(f"{t}: {o.help}" for t, o in by_mode)
        if len(by_mode) < len(_capable_ids("design")):
            text += f" ({', '.join(t for t, _o in by_mode)})"
        metavar = by_mode[0][1].metavar
        if metavar:
            what.add_argument(f"--{name}", dest=_DESIGN + name, type=int, metavar=metavar, help=text)
        else:
            what.add_argument(f"--{name}", dest=_DESIGN + name, action="store_true", help=text)
    parser.set_defaults(design_options=list(offered))


def _generate_mode(argv: list[str]) -> str | None:
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
    """Each field an option: a bool a flag, anything else a value pydantic checks; a field
    without a default is required (listed first)."""
    fields = sorted(model.model_fields.items(), key=lambda item: not item[1].is_required())
    for name, info in fields:
        text = info.description or ""
        if info.annotation is bool:
            group.add_argument(_flag(name), dest=name, action="store_true", default=argparse.SUPPRESS, help=text)
            continue
        low, high = _bounds(info)
        if low is not None and high is not None:
            text += f", {low}..{high}"
        if not info.is_required() and info.default is not None:
            text += f" (default {info.default})"
        group.add_argument(_flag(name), dest=name, default=argparse.SUPPRESS, required=info.is_required(),
                           metavar=name.upper(), help=text)


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


def _report(problems: list[Problem], as_json: bool) -> None:
    for problem in problems:
        if as_json:
            print(json.dumps({"error": problem.as_json()}, ensure_ascii=False))
        else:
            print(f"error: {problem}", file=sys.stderr)


def main(argv: list[str]) -> int:
    """Runs one command; returns the exit status (tests call it in-process)."""
    try:
        args = build_parser(argv).parse_args(argv)
    except SystemExit as exc:  # --help (0) or a usage error, already printed on one line (2)
        return exc.code or 0
    try:
        status = args.run(args)
        sys.stdout.flush()  # here, so a closed pipe is caught below and not at exit
        return status
    except LevelFileError as exc:
        _report(exc.problems, getattr(args, "json", False))
        return 2
    except BrokenPipeError:
        # the reader stopped early (`… | head`): nothing left to say, and nobody to say it to
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 0
