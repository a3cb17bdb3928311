"""Hamiltonian-path search over a graph with step constraints, shared by every path mode.

``count_paths`` runs the portfolio of ``portfolio.py`` when the compiled solver from
``solver_ext`` is built: native first, and past its budget the exact CP-SAT model (when
OR-tools is installed) beside it. Without the build it falls back to the pure-Python reference
(saying so once on stderr). Edges may open by phase (Hex Walls' turning walls): see
``PathProblem``.
"""
from __future__ import annotations

import operator
import sys

from . import reference
from .problem import EVEN, MAX_PERIOD, NO_PARITY, ODD, PathProblem, PathResult

try:  # the compiled back end, built by `make setup`
    from solver_ext import hamilton as _native
except ImportError:  # pragma: no cover - depends on the build
    _native = None

MAX_LIMIT = 2**63 - 1  # the compiled solver counts in a signed 64-bit integer
_warned = False


def native_available() -> bool:
    return _native is not None


BACKENDS = ("auto", "native", "exact", "reference")


def count_paths(
    problem: PathProblem, limit: int = 2, ignore_clues: bool = False, backend: str = "auto"
) -> PathResult:
    """Ordered solutions up to ``limit``. ``backend``: ``auto`` (the portfolio), ``native``
    (the compiled solver alone, to the end), ``exact`` (the CP-SAT model alone; needs
    OR-tools) or ``reference`` (pure Python).

    ``limit`` must fit a signed 64-bit integer (``ValueError`` otherwise, whatever the back
    end, so that answers never depend on which one runs); ``limit <= 0`` finds nothing."""
    global _warned
    limit = operator.index(limit)
    if not -MAX_LIMIT - 1 <= limit <= MAX_LIMIT:
        raise ValueError(f"limit {limit} is out of range (at most {MAX_LIMIT})")
    if backend not in BACKENDS:
        raise ValueError(f"unknown backend {backend!r}")
    if backend == "exact":
        from . import portfolio

        if not portfolio.fallback_available():
            raise RuntimeError("the exact back end needs OR-tools: run `make setup` "
                               "(or `pip install ortools`)")
        from . import exact

        result = exact.count_paths(problem, limit, ignore_clues)
        result.engine = "cp-sat"
        return result
    if backend == "reference" or (backend == "auto" and _native is None):
        if backend == "auto" and not _warned:
            _warned = True
            print(
                "note: the Cython solver is not built (run `make setup`); "
                "using the slower pure-Python reference",
                file=sys.stderr,
            )
        result = reference.count_paths(problem, limit, ignore_clues)
        result.engine = "reference"
        return result
    if _native is None:
        raise RuntimeError("the Cython solver is not built: run `make setup`")
    if backend == "auto":
        from . import portfolio

        return portfolio.solve(problem, limit, ignore_clues)
    result = _native.count_paths(problem, limit, ignore_clues)
    result.engine = "native"
    return result


__all__ = [
    "BACKENDS", "EVEN", "MAX_LIMIT", "MAX_PERIOD", "NO_PARITY", "ODD", "PathProblem", "PathResult",
    "count_paths", "native_available",
]
