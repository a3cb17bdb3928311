"""The two hints of the path modes (docs/rules/number-stroke.md, "Moves";
docs/number-stroke-runtime.md §3), computed from the unique solution even when the path is
wrong. Neither spends help on what the board already shows (``shown_steps``): "add a number"
gives the first cell of the level's baked hint order (``path_grade.hint_order``) whose step is
not shown, "show the way" the way on from the correct prefix up to the first step not shown.

Pure functions of plain values (the solution, the path, the clues in force, a function that
lists a cell's ways on), so the session uses them without either module knowing the other's
class.
"""
from __future__ import annotations


def hint(kind: str, cell: int, message: str, number: int = 0, dimmed=(), highlight=None) -> dict:
    return {
        "kind": kind,
        "cell": cell,
        "number": number,
        "highlight": list(highlight) if highlight is not None else [cell] if cell >= 0 else [],
        "dimmed": list(dimmed),
        "message": message,
    }


def correct_prefix(solution, path) -> int:
    """How many steps of ``path`` agree with the solution from the start."""
    p = 0
    for mine, true in zip(path, solution):
        if mine != true:
            break
        p += 1
    return p


def shown_steps(solution, path, clues, ways_on) -> set[int]:
    """The steps the board already shows: every number in force (``clues``, per node, 0 for
    none), the correct prefix, and each step after a shown one that has one way on.
    ``ways_on(node, step, known)`` lists the cells the step after ``node`` (at ``step``) may
    take as the board shows it, ``known`` the cells of the shown steps."""
    shown = {c for c in clues if c} | set(range(1, correct_prefix(solution, path) + 1))
    known = {solution[s - 1] for s in shown}
    grown = True
    while grown:
        grown = False
        for step in sorted(shown):
            if step < len(solution) and step + 1 not in shown:
                if ways_on(solution[step - 1], step, known) == [solution[step]]:
                    shown.add(step + 1)
                    known.add(solution[step])
                    grown = True
    return shown


def add_number(solution, hint_cells, shown) -> dict:
    """The number of the first cell of ``hint_cells`` (the level's hint order) whose step is not
    shown; none when every one is."""
    step_of = {node: step for step, node in enumerate(solution, start=1)}
    for node in hint_cells:
        if step_of[node] not in shown:
            return hint("number", node, "hint_number", number=step_of[node])
    return hint("none", -1, "hint_try_way")


def show_way(solution, path, shown) -> dict:
    """Off the solution: the last correct cell with the wrong part dimmed, or a restart. On it:
    the way on from the correct prefix through the shown steps up to the first step not shown
    (the start, when nothing marks it); "shown" when the board shows every step left."""
    p = correct_prefix(solution, path)
    if p < len(path):
        if p == 0:
            return hint("restart", solution[0], "hint_restart", dimmed=path)
        return hint("back", path[p - 1], "hint_back", dimmed=path[p:])
    way = []
    for step in range(p + 1, len(solution) + 1):
        way.append(solution[step - 1])
        if step not in shown:
            break
    else:
        return hint("shown", way[-1], "hint_shown", highlight=way)
    if p == 0 and len(way) == 1:
        return hint("start", way[0], "hint_start")
    return hint("next", way[-1], "hint_next" if len(way) == 1 else "hint_follow", highlight=way)
