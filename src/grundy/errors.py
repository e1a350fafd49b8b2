"""The one family of errors that grundy raises.

Every error is a :class:`ValueError`, so code that validates user input can
catch the base class and print its one-line message.

>>> issubclass(InputError, GrundyError) and issubclass(GrundyError, ValueError)
True
"""

from __future__ import annotations

__all__ = ["GrundyError", "InputError", "TooLargeError", "UnsupportedError"]


class GrundyError(ValueError):
    """Base class of every error grundy raises on purpose."""


class InputError(GrundyError):
    """A position, move, option or judge token that is not valid."""


class TooLargeError(GrundyError):
    """A request beyond what can be computed in reasonable time or memory."""


class UnsupportedError(GrundyError):
    """A question the game cannot answer (for example a Grundy value of a misère game)."""
