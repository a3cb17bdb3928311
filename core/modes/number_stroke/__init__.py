"""Mode 01, Number Stroke (数字一笔): a Hamiltonian path over an irregular board of cells.

The back end behind one narrow interface: ``schema`` (pack files), ``board`` (the graph),
``session`` + ``hints`` (playing a level), ``analysis`` (solver verdicts), ``design`` and
``generate`` (designer tools), ``bake`` (runtime data for the engine).
"""
