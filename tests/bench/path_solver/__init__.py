"""The path solver's benchmark (``core/hamilton`` + ``solver_ext``, shared by the path modes),
the suites a-f, phased, big, ablation and generator of ``make bench``: the Cython solver
against its previous releases, the pure-Python reference, the CP-SAT model and the portfolio.

Every board gets a uniqueness verdict (count up to 2; suite (e) also up to 1) from each back
end in turn, in this one process, each call capped (``--cap``): the native solver and CP-SAT
stop themselves, the reference runs in a worker process that is killed at the cap. The native
solver runs interleaved with the frozen builds of the previous release and of the first solver
(``reference_builds.py``, sources in ``builds/``), each board's time the least disturbed of a
few runs, so every board is compared with the release's. Verdicts are compared wherever none
was capped; a disagreement fails the run. Suites: (a) the shipped levels, (b) random boards
with big cells, shapes and holes, (c) Numbrix-style full grids, (d) sparse irregular big-cell
boards of 80-300 cells (also through the portfolio), (e) mixed 10-70-cell boards of the
generator's layouts with 2-4 numbers (also as whole ``solve`` processes, ``mixed.py``), (f)
irregular 10-70-cell boards of big rectangles, polyomino cells, holes, 2-4 numbers and parity
marks (also as one whole ``solve`` process, ``irregular.py``), (phased) hex boards with turning
walls, (big) a 1x5000 strip and a 10,000-cell grid (time and memory, each in a fresh process);
then each pruning switched off in turn on the largest groups, and generator throughput. The
table (with speed-up ratios against the peers run in the same process, and the goals of issues
9 and 23 with their gaps) goes to stdout. No test asserts on timings.

One module a part: ``suite.py`` (the options and the run), ``peers.py`` (the back ends),
``path_boards.py`` (the boards of (a)-(d) and (phased)), ``mixed.py`` (e), ``irregular.py``
(f), ``measure.py`` (a group timed and compared), ``goals.py`` (the goals and tables),
``big.py``, ``ablation.py``, ``generator.py``, ``reference_builds.py``.
"""
