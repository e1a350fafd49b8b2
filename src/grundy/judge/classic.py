"""What the small classic formats share: answered case by case from their cases, explained by their game.

A format of this kind reads its input with a :class:`~grundy.judge.TokenReader`
in :meth:`~grundy.judge.format.JudgeFormat.cases`, one case at a time, and
:meth:`CaseByCase.solve` writes each case's answer as soon as the case is
read, so output keeps input order and memory stays bounded by one case.
Bad input raises from ``cases`` after the answers of the earlier cases
have been written.

>>> import io
>>> from grundy.judge import find_judge_format
>>> out = io.BytesIO()
>>> find_judge_format("poj2348").solve(io.BytesIO(b"34 12\\n15 24\\n0 0\\n"), out)
>>> out.getvalue()
b'Stan wins\\nOllie wins\\n'
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any, BinaryIO

from ..errors import InputError
from ..messages import Text, catalogue
from ..bigint import parse_int
from . import JudgeError, Named, TokenReader, input_ends, not_a_count, too_large
from .format import Case, JudgeFormat

__all__ = ["MAX_COUNT", "CaseByCase", "Reader", "checked"]

#: The largest count of cases or items a format reads before refusing it as absurd.
MAX_COUNT = 10**9

MESSAGES = catalogue("judge.classic", {
    # A value the statement does not allow, refused with the reason a format or its game gives.
    "refused": ("not allowed: {reason}", "不允许：{reason}"),
})

class Reader:
    """A :class:`TokenReader` that names what it expects, and the line each value came from."""

    def __init__(self, stream: BinaryIO) -> None:
        self.tokens = TokenReader(stream)

    def next(self, what: Named) -> Any:
        """The next value, or None at the end of the input."""
        return self.tokens.next_int(what)

    def expect(self, what: Named) -> Any:
        """The next value; the end of the input is an error."""
        return self.tokens.expect_int(what)

    def value(self, what: Callable[[], Named]) -> Any:
        """The next value, naming what was expected (``what()``) only when it is missing or bad:
        for the inner loops, where building every name would cost more than reading."""
        token = self.tokens.next_token()
        if token is None:
            raise self.ends(what())
        if not token.isdigit():
            raise not_a_count(self.line(), what(), token)
        return parse_int(token)

    def count(self, what: Named, limit: int = MAX_COUNT) -> Any:
        """The next value as a count, refused above ``limit``."""
        return self.check(self.expect(what), what, limit)

    def check(self, value: Any, what: Named, limit: int = MAX_COUNT) -> Any:
        """``value`` (read last), refused above ``limit``."""
        if value > limit:
            raise too_large(self.line(), what, value, limit)
        return value

    def line(self) -> int:
        """The line of the value read last."""
        return self.tokens.line()

    def last_line(self) -> int:
        """The line of the last token of the input (for an error at its end)."""
        return self.tokens.last_line()

    def ends(self, what: Named) -> JudgeError:
        """The error for input that ends where ``what`` should come."""
        return input_ends(self.last_line(), what)

    def refuse(self, message: Text, line: int | None = None) -> JudgeError:
        """A located error for a value the statement does not allow."""
        return JudgeError(self.line() if line is None else line, MESSAGES("refused", reason=message))


def checked(reader: Reader, check: Callable[[], Any], line: int | None = None) -> Any:
    """``check()``, with a game's InputError turned into a JudgeError at the reader's line."""
    try:
        return check()
    except JudgeError:
        raise
    except InputError as exc:
        raise reader.refuse(Text.literal(exc.text("en"), exc.text("zh")), line) from None


class CaseByCase(JudgeFormat):
    """A format whose :meth:`solve` writes :meth:`answer` for each case of :meth:`cases` as it is read."""

    def solve(self, stream: BinaryIO, out: BinaryIO) -> None:
        write = out.write
        for case in self.cases(stream):
            write("".join(line + "\n" for line in self.answer(case)).encode("ascii"))

    def cases(self, stream: BinaryIO) -> Iterator[Case]:
        return self.read(Reader(stream))

    def read(self, reader: Reader) -> Iterator[Case]:
        """The cases, read from ``reader``."""
        raise NotImplementedError

    def explained(self, case: Case) -> tuple[Any, Any]:
        """The game and the position whose explanation says why the case's answer is right."""
        raise NotImplementedError

    def why(self, case: Case) -> Text:
        game, position = self.explained(case)
        return Text.literal(game.explain(position, "en"), game.explain(position, "zh"))
