"""The optional extras of grundy, and the one-line refusal when a command needs one that is missing.

The main install (``pip install '.[fast]'``) has neither matplotlib nor the
web server; a command that needs them calls :func:`require` before it does
anything else, so a user learns at once what to install rather than
reading a traceback.  gmpy2 (the ``fast`` extra) is not here: without it
the arithmetic is only slower, never refused.
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence

from ..messages import catalogue
from .parser import UsageError

__all__ = ["EXTRAS", "MissingExtraError", "require"]

MESSAGES = catalogue("cli.extras", {
    "missing": ("{command}: needs {module}: pip install 'grundy[{extra}]'", "{command}：需要 {module}：pip install 'grundy[{extra}]'"),
})

#: Each optional extra of pyproject.toml that a command needs -> the modules it installs.
EXTRAS: dict[str, tuple[str, ...]] = {
    "plot": ("matplotlib",),
    "web": ("fastapi", "uvicorn"),
}


class MissingExtraError(UsageError):
    """A command or option needs an optional extra that is not installed.

    Like a usage error, its message begins with the command it refuses.
    """


def require(extra: str, command: str, modules: Sequence[str] | None = None) -> None:
    """Import the modules of an optional extra, or raise MissingExtraError saying what to install.

    ``command`` is what the message names (``grundy plot``); ``modules``
    defaults to those of the extra in :data:`EXTRAS`.

    >>> require("plot", "grundy plot", ["no_such_module"])
    Traceback (most recent call last):
    ...
    grundy.cli.extras.MissingExtraError: grundy plot: needs no_such_module: pip install 'grundy[plot]'
    """
    for module in EXTRAS[extra] if modules is None else modules:
        try:
            importlib.import_module(module)
        except ImportError as exc:
            # A module the extra brings in (pydantic for fastapi, say) may be the one missing.
            missing = (exc.name or module).split(".")[0]
            raise MissingExtraError(MESSAGES("missing", command=command, module=missing, extra=extra)) from None
