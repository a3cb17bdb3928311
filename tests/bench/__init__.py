"""The benchmark (``make bench`` = ``python -m tests.bench``): development only.

``__main__`` reads the options and runs the registered suites (its docstring lists them): the
path solver's in ``path_solver/`` (they need the Cython solver and, for the CP-SAT peer,
OR-tools, a dev dependency the shipped tools never import), one module a shared suite here,
and each mode's own suite in its test folder (tests/modes/<folder>/bench.py).
"""
