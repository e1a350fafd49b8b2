"""What every compiled kernel shares: numba, imported only when a kernel is built.

Each topic keeps its kernels beside it (``grundy.games.octal.compiled``,
``grundy.games.wythoff.compiled``, ``grundy.beatty_compiled``).  A kernel
module is imported only by the commands that need it, never at start-up: numba
takes about half a second to import, and compiling a kernel the first time
takes longer (the compiled code is cached on disk between runs, by
``cache=True``).  Every kernel works in fixed-width integer types only where
an "Algorithm notes" comment beside it proves the range fits, and its caller
keeps the exact Python path for what lies beyond, or refuses clearly.

numba comes with the ``fast`` extra (``pip install 'grundy[fast]'``), as
wheels: no compiler is needed on the machine.  Without it, :func:`available`
is False and callers take their pure Python/numpy path.

>>> isinstance(available(), bool)
True
"""

from __future__ import annotations

import importlib.util
from collections.abc import Callable
from typing import Any, TypeVar, cast

__all__ = ["available", "jit"]

_F = TypeVar("_F", bound=Callable[..., Any])


def available() -> bool:
    """True if numba is installed (without importing it)."""
    return importlib.util.find_spec("numba") is not None


def jit(function: _F) -> _F:
    """Compile ``function`` with numba in nopython mode, cached on disk.

    Call only where :func:`available` is True.
    """
    import numba

    return cast(_F, numba.njit(cache=True, nogil=True)(function))
