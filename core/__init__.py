"""Pure-Python core of the One Stroke puzzle game: rules, solvers, level tools.

Never imports the engine. Each game mode lives in its own subpackage (``core.modes.number_stroke``);
``core.hamilton`` is the mode-agnostic Hamiltonian-path solver over a graph.
"""
