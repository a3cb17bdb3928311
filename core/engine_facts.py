"""The facts the engine needs from the core, written as GDScript constants into
``scripts/common/core_facts.gd`` by ``python -m core facts`` (``--check``: exit 1 when the file
on disk is not what the core gives today; ``tests/common/test_engine_facts.py`` runs it, as
``bake --check`` is run for the baked files). Each fact is one list here, read from the module
that is its authority, never copied by hand into a script (docs/architecture.md, "Commands").

- ``GRADES``: the deduction grader's grades, easiest first (``core/common/path_grade.py``
  ``GRADE_ORDER``). The game refuses a daily level of any other grade and shows the text
  ``grade_<name>`` of each (docs/number-stroke-runtime.md §5).
"""
from __future__ import annotations

import json

from .common.path_grade import GRADE_ORDER
from .modes.base import REPO_ROOT

FACTS_FILE = REPO_ROOT / "scripts" / "common" / "core_facts.gd"

# (constant name, what it is, its value): one a fact, in the file's order
FACTS = (
    ("GRADES", "The deduction grader's grades, easiest first (core/common/path_grade.py GRADE_ORDER).",
     list(GRADE_ORDER)),
)

HEADER = """\
extends Reference
# Written by `python -m core facts` from the Python core (core/engine_facts.py): do not edit.
# `python -m core facts --check` (tests/common/test_engine_facts.py) fails when it is stale.
"""


def gdscript_text() -> str:
    """The whole text of ``FACTS_FILE``."""
    parts = [HEADER]
    for name, comment, value in FACTS:
        parts.append(f"\n# {comment}\nconst {name} = {json.dumps(value, ensure_ascii=False)}\n")
    return "".join(parts)
