"""The solver benchmark (``make bench`` = ``python -m tests.bench``): development only.

Needs the Cython solver and, for the CP-SAT peer, OR-tools (a dev dependency the shipped tools
never import). ``__main__`` reads the options and runs the suites, one module a suite (its
docstring lists them); each mode's own suite lives in its test folder (tests/modes/<folder>/
bench.py).
"""
