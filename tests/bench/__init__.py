"""The solver benchmark (``make bench`` = ``python -m tests.bench``): development only.

Needs the Cython solver and, for the CP-SAT peer, OR-tools (a dev dependency the shipped tools
never import). ``cpsat`` holds the peer model; ``__main__`` the suites and the report.
"""
