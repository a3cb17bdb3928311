"""Mode 01, Number Stroke (数字一笔): a Hamiltonian path over an irregular board of cells.

``mode`` is the mode interface (docs/architecture.md) over this package: ``schema`` (pack
models) and ``pack`` (loading with located errors), ``board`` (the graph), ``session`` +
``hints`` (playing a level), ``analysis`` (solver verdicts), ``design`` and ``generate``
(designer tools), ``bake`` (runtime data) and ``conformance`` (vectors for the engine).
"""
