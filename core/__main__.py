import sys

from . import no_pydantic_plugins  # noqa: F401 (before any model is built)
from .cli import main

sys.exit(main(sys.argv[1:]))
