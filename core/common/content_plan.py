"""The content plans of the path modes: generated packs filled grade by grade from fixed seeds,
ordered by the pack curve (pack_curve.py), and the command that writes them."""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from importlib import import_module
from pathlib import Path
from typing import Any, Callable, TypeVar

from ..errors import LevelFileError, Problem, argument_problem
from ..jsonio import dumps_stable, write_atomic
from ..options import whole
from .clue_patterns import pattern_cap
from .pack_curve import Graded, arrange

T = TypeVar("T")


@dataclass(frozen=True)
class PlanEntry:
    """What an entry of every content plan holds; a mode's ``PackPlan`` adds its generator's
    options and ``quotas`` (grade -> levels of that grade)."""

    pack: int
    slug: str  # its file: levels/<id>/pack-<pack>-<slug>.json
    title: dict  # {"zh", "en"}
    notes: str  # for designers (pack_file adds the command that writes the pack)


def fill_quotas(
    wanted: dict[str, int], attempts: int, make: Callable[[int, tuple[str, ...]], tuple[T, Graded] | None],
    label: str,
) -> list[tuple[T, Graded]]:
    """A generated pack: ``make(attempt, grades still wanted)`` (deterministic in its
    arguments) returns a graded level or None; levels of a grade already full are dropped, and
    the run stops once every grade has its count. The levels come back arranged (rising with
    rests to the boss). RuntimeError names what is missing after ``attempts`` runs."""
    wanted = dict(wanted)
    found: list[tuple[T, Graded]] = []
    for attempt in range(attempts):
        open_grades = tuple(g for g, left in wanted.items() if left)
        if not open_grades:
            break
        made = make(attempt, open_grades)
        if made is None or not wanted.get(made[1].grade):
            continue
        wanted[made[1].grade] -= 1
        found.append(made)
    short = ", ".join(f"{left} {g}" for g, left in wanted.items() if left)
    if short:
        raise RuntimeError(f"{label}: {short} level(s) short after {attempts} runs; widen the plan")
    return arrange(found, key=lambda item: item[1].key)


def fill_graded(entry, attempts_per_level: int, run_level: Callable[[Any, int], Any],
                grade: Callable[[Any], Any]) -> list[tuple[Any, Graded]]:
    """``fill_quotas`` over the content runs of a plan entry (its ``quotas``, ``count`` and
    ``pack``): ``run_level(entry, run)`` makes a level or None, ``grade(level)`` its deduction
    report (path_grade.py); a level is kept while its grade is wanted and its clue pattern has
    not filled its share of the pack (clue_patterns.py)."""
    cap = pattern_cap(entry.count)
    taken: Counter = Counter()

    def make(run: int, open_grades: tuple[str, ...]):
        level = run_level(entry, run)
        if level is None:
            return None
        report = grade(level)
        pattern = level.clue_pattern()
        if not report.solved or report.grade not in open_grades or taken[pattern] == cap:
            return None
        taken[pattern] += 1  # open_grades holds its grade: fill_quotas keeps it
        return level, Graded(level.id, report.grade, report.score)

    return fill_quotas(entry.quotas, entry.count * attempts_per_level, make, f"pack {entry.pack}")


def named_run(level, run: int):
    """A level content run ``run`` made (None: none), its teach naming the run, so that a
    designer (or a test) can make it again."""
    if level is None:
        return None
    return level.model_copy(update={"teach": f"{level.teach}; content run {run}"})


def write_packs(numbers: list[int], plan, build_pack, levels_dir: Path, force: bool, shown):
    """Write pack K of ``plan`` (``PlanEntry``s) for each K in ``numbers``
    to ``levels_dir/pack-K-slug.json``; an existing file is replaced only with ``force``.
    Yields a line to print as each pack is written; bad numbers and existing files raise
    LevelFileError before anything is built."""
    entries = {entry.pack: entry for entry in plan}
    unknown = [n for n in numbers if n not in entries]  # every number is checked before any is built
    if unknown:
        known = ", ".join(str(n) for n in entries)
        raise LevelFileError([argument_problem(f"no pack {n} in the content plan (plan: {known})") for n in unknown])
    outs = {number: levels_dir / f"pack-{number}-{entries[number].slug}.json" for number in numbers}
    existing = [out for out in outs.values() if out.exists()]
    if existing and not force:
        raise LevelFileError([
            Problem("exists", "exists; --force replaces it (designers' edits are lost)", file=shown(out))
            for out in existing
        ])
    for number, out in outs.items():
        pack = build_pack(entries[number])
        write_atomic(out, dumps_stable(pack))
        yield f"wrote {len(pack['levels'])} levels to {shown(out)}"


def plan_entry(plan, pack: int):
    """The entry of pack number ``pack`` in a plan (KeyError when it has none)."""
    for entry in plan:
        if entry.pack == pack:
            return entry
    raise KeyError(pack)


def pack_file(mode_id: str, entry, levels: list[dict]) -> dict:
    """The pack file (JSON-ready) of a plan entry whose levels (JSON-ready) are in play order:
    ids ``K-1``, ``K-2`` …, the notes naming the command that writes it."""
    for index, level in enumerate(levels, start=1):
        level["id"] = f"{entry.pack}-{index}"
    return {
        "mode": mode_id, "pack": entry.pack, "title": entry.title,
        "notes": f"{entry.notes}; python -m core {mode_id} content --pack {entry.pack}",
        "levels": levels,
    }


def register(commands, content_module: str, levels_dir: Path, shown) -> None:
    """The ``content`` command of a mode whose plan (``PLAN``, ``build_pack``) lives in
    ``content_module``, imported only when the command runs."""

    def run(args) -> int:
        plan = import_module(content_module)
        for line in write_packs(args.pack, plan.PLAN, plan.build_pack, levels_dir, args.force, shown):
            print(line, flush=True)
        return 0

    p = commands.add_parser("content", help="write a generated, graded pack of the content plan")
    p.add_argument("--pack", type=whole(1, 999), action="append", required=True, help="pack number(s) of the plan")
    p.add_argument("--force", action="store_true", help="replace a pack file that exists (designers' edits are lost)")
    p.set_defaults(run=run)
