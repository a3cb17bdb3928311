"""Imported first by ``python -m core`` (core/__main__.py): pydantic without its plugin loader.

The commands use no pydantic plugin, yet pydantic's plugin loader, imported when the first model
is built, imports importlib.metadata and reads every installed package's entry points: about a
fifth of a one-mode command's start-up (issue 33). In its place goes a loader that finds none,
the answer the real one gives under pydantic's documented ``PYDANTIC_DISABLE_PLUGINS=__all__``.
Nothing changes where pydantic had loaded it already (a library user's process).
"""
import sys
import types

_NO_PLUGINS = types.ModuleType("pydantic.plugin._loader", "no pydantic plugins (core/no_pydantic_plugins.py)")
setattr(_NO_PLUGINS, "get_plugins", lambda: ())
sys.modules.setdefault(_NO_PLUGINS.__name__, _NO_PLUGINS)
