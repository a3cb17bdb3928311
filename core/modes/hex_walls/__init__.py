"""Mode 03, Hex Walls (六边一笔, docs/rules/hex-walls.md): a Hamiltonian path over hexes, with walls on
edges and turning walls that pivot 120° clockwise after each placed cell.

``mode`` is the mode interface (docs/architecture.md) over this package: ``schema`` (pack
models) and ``pack`` (loading with located errors), ``board`` (hexes and walls -> a phased
path problem), ``analysis`` (the validate gates), ``design`` and ``generate`` (designer
tools), ``session`` (playing a level), ``bake`` and ``conformance`` (for the engine).
"""
