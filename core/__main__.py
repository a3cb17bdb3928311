import gc
import sys

# A command builds its models and tables at start and keeps them: at the default threshold (700
# new objects) the cycle collector walks them again and again while they are built and finds
# nothing, about a tenth of a one-mode command's start-up (issue 33). Cycles are still collected,
# every 50,000 new objects.
gc.set_threshold(50_000)

from . import no_pydantic_plugins  # noqa: F401,E402 (before any model is built)
from .cli import main  # noqa: E402

sys.exit(main(sys.argv[1:]))
