"""The facts the engine needs from the core, written as GDScript constants into
``scripts/common/core_facts.gd`` by ``python -m core facts`` (``--check``: exit 1 when the file
on disk is not what the core gives today; ``tests/common/test_engine_facts.py`` runs it, as
``bake --check`` is run for the baked files). Each fact is one list here, read from the module
that is its authority, never copied by hand into a script (docs/architecture.md, "Commands").

- ``GRADES``: the deduction grader's grades, easiest first (``core/common/path_grade.py``
  ``GRADE_ORDER``). The game refuses a daily level of any other grade and shows the text
  ``grade_<name>`` of each (docs/number-stroke-runtime.md §5).
- ``INVISIBLE``: the code points a text players read may not consist of alone, as [first,
  last] ranges (``core/common/visible.py``). The Hex Tracks workshop refuses an imported level
  whose name, title or caption shows nothing, as ``validate`` does.
"""
from __future__ import annotations

import json

from .common.path_grade import GRADE_ORDER
from .common.visible import INVISIBLE
from .modes.base import REPO_ROOT

FACTS_FILE = REPO_ROOT / "scripts" / "common" / "core_facts.gd"

# (constant name, what it is, its value): one a fact, in the file's order
FACTS = (
    ("GRADES", "The deduction grader's grades, easiest first (core/common/path_grade.py GRADE_ORDER).",
     list(GRADE_ORDER)),
    ("INVISIBLE", "Code points that alone show nothing, [first, last] (core/common/visible.py INVISIBLE).",
     [list(pair) for pair in INVISIBLE]),
)

HEADER = """\
extends Reference
# Written by `python -m core facts` from the Python core (core/engine_facts.py): do not edit.
# `python -m core facts --check` (tests/common/test_engine_facts.py) fails when it is stale.
"""


GDSCRIPT_LINE = 100  # gdlint's longest line; gdformat writes a longer list an item a line


def gdscript_text() -> str:
    """The whole text of ``FACTS_FILE``."""
    parts = [HEADER]
    for name, comment, value in FACTS:
        line = f"const {name} = {json.dumps(value, ensure_ascii=False)}"
        if len(line) > GDSCRIPT_LINE:
            items = ",\n".join(f"\t{json.dumps(item, ensure_ascii=False)}" for item in value)
            line = f"const {name} = [\n{items}\n]"
        parts.append(f"\n# {comment}\n{line}\n")
    return "".join(parts)
