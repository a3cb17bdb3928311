"""Builds the Cython solver in solver_ext/ (metadata lives in pyproject.toml)."""
from pathlib import Path

from setuptools import setup

ext_modules = []
pyx = sorted(Path("solver_ext").glob("*.pyx"))
if pyx:
    from Cython.Build import cythonize

    ext_modules = cythonize(
        [str(p) for p in pyx],
        compiler_directives={"language_level": "3", "boundscheck": False, "wraparound": False},
        quiet=True,
    )

setup(ext_modules=ext_modules)
