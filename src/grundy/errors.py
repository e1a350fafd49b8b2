"""The one family of errors that grundy raises.

Every error is a :class:`ValueError`, so code that validates user input can
catch the base class and print its one-line message.

>>> issubclass(InputError, GrundyError) and issubclass(GrundyError, ValueError)
True
"""

from __future__ import annotations

__all__ = ["GrundyError", "InputError", "TooLargeError", "UnsupportedError"]


class GrundyError(ValueError):
    """Base class of every error grundy raises on purpose.

    The message is English; errors a player may meet in play (an illegal
    move, say) carry a Chinese one too, given as ``zh``:

    >>> error = InputError("take at least one stone", zh="至少要取一个石子")
    >>> str(error), error.text("zh"), InputError("no").text("zh")
    ('take at least one stone', '至少要取一个石子', 'no')
    """

    def __init__(self, *args: object, zh: str | None = None) -> None:
        super().__init__(*args)
        self.zh = zh

    def text(self, lang: str = "en") -> str:
        """The message in ``lang`` ("en" or "zh"); English where no Chinese is known."""
        return self.zh if lang == "zh" and self.zh else str(self)


class InputError(GrundyError):
    """A position, move, option or judge token that is not valid."""


class TooLargeError(GrundyError):
    """A request beyond what can be computed in reasonable time or memory."""


class UnsupportedError(GrundyError):
    """A question the game cannot answer (for example a Grundy value of a misère game)."""
