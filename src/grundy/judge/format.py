"""What a judge format declares: its names, its problem, how it answers, and its cases.

A format is a class, declared in the module of its solver beside the game it is
about, and registered by name in :data:`grundy.judge.BUILTIN` (or, for
another package, under the entry-point group ``grundy.judge``).  The shells
learn everything from it: ``grundy judge --help`` and the README's table
list the declarations, ``grundy judge NAME`` calls :meth:`JudgeFormat.solve`,
``--check`` reads the input with :meth:`JudgeFormat.cases` and compares a
contestant's output with :meth:`JudgeFormat.answer` (or
:meth:`JudgeFormat.accepts` where several answers are right), explaining a
wrong one with :meth:`JudgeFormat.why`; ``--generate`` writes an input from
:meth:`JudgeFormat.generate`.  One topic: these declarations, with what
formats share to make them: :class:`CaseByCase` (a solver that is its cases
and answers), the texts of a case (:func:`quoted_numbers`, :func:`explained`)
and the pieces of a generated input (:func:`pieces`, :func:`mixed`).

>>> from grundy.judge import find_judge_format
>>> fmt = find_judge_format("hdu1527")
>>> fmt.name, fmt.problem
('poj1067', 'POJ 1067 / HDU 1527')
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, BinaryIO, ClassVar, TypeVar

from ..messages import Text

if TYPE_CHECKING:
    from .reading import TokenReader

__all__ = ["Case", "CaseByCase", "JudgeFormat", "explained", "mixed", "pieces", "quoted_numbers"]

T = TypeVar("T")

#: Numbers a case's text quotes before it shortens the list.
QUOTED = 8


@dataclass(frozen=True)
class Case:
    """One case of a judge input: the unit that one answer (one or more lines) is written for.

    ``number`` counts from 1 in the order of the output; ``line`` is the
    input line where the case starts and ``end`` the line where it ends (0:
    the same line); ``text`` is its input as a report quotes it (``"5 8"``,
    ``"3 piles: 5 7 9"``); ``data`` is what the format's
    :meth:`~JudgeFormat.answer` and :meth:`~JudgeFormat.why` take.
    """

    number: int
    line: int
    text: str
    data: Any
    end: int = 0


class JudgeFormat:
    """A judge problem's input and output format.  Subclasses set the class variables
    and define :meth:`solve`; the checker and the test-data maker need the rest."""

    #: The format's name on the command line (the judge and the id, lower case).
    name: ClassVar[str]
    #: Other names (lower case): the same problem on another judge.
    aliases: ClassVar[tuple[str, ...]] = ()
    #: The problem as people cite it: "POJ 1067 / HDU 1527".
    problem: ClassVar[str]
    #: One line for listings (input layout, what is answered), English and Chinese.
    summary: ClassVar[Text]
    #: The registered game the problem is about, and the options that make it
    #: this problem's game (for the documentation and the explanations).
    game: ClassVar[str | None] = None
    #: The official sample: input and output, byte for byte.
    sample_input: ClassVar[bytes] = b""
    sample_output: ClassVar[bytes] = b""
    #: True where the judge ignores whitespace at the end of the output
    #: (Luogu, CSES, Timus): only that end is normalised when checking.
    loose_end: ClassVar[bool] = False
    #: True where the judge also ignores whitespace at the end of every line
    #: (Luogu's default comparison: 评测忽略行末空格与文尾回车).
    trims_lines: ClassVar[bool] = False
    #: True where the statement accepts several answers for a case
    #: (then :meth:`accepts` decides, not equality with :meth:`answer`).
    several_answers: ClassVar[bool] = False
    #: The most cases one input holds (1 for a problem of one case per input),
    #: or None; ``--generate`` refuses more.
    max_cases: ClassVar[int | None] = None

    def solve(self, stream: BinaryIO, out: BinaryIO) -> None:
        """Answer the whole input in ``stream`` on ``out``, streaming with bounded memory.

        Bad input: the answers of the cases before it are written, then a
        :class:`~grundy.judge.JudgeError` naming the line and the token is raised.
        """
        raise NotImplementedError

    def cases(self, stream: BinaryIO) -> Iterator[Case]:
        """The cases of the input, one at a time (bad input raises as :meth:`solve` does)."""
        raise NotImplementedError

    def answer(self, case: Case) -> list[str]:
        """The output lines of a case (without line ends), exactly as :meth:`solve` writes them."""
        raise NotImplementedError

    def output_lines(self, case: Case) -> int:
        """How many lines of a contestant's output belong to this case."""
        return len(self.answer(case))

    #: True where the first line of a case's answer is told from its other lines
    #: (:meth:`answer_starts`): the checker then finds where a wrong answer of
    #: another length ends, and the cases after it are compared with their own answers.
    answer_starts_known: ClassVar[bool] = False

    def answer_starts(self, line: str) -> bool:
        """True if ``line`` (without its line end) can only be the first line of a case's answer."""
        return True

    def accepts(self, case: Case, given: list[str]) -> bool:
        """True if ``given`` (the contestant's lines for this case) is a right answer."""
        return given == self.answer(case)

    def why(self, case: Case) -> Text:
        """Why the right answer is right, for a report of a wrong one (the game's explanation)."""
        raise NotImplementedError

    def generate(self, rng: random.Random, count: int, hard: bool = False) -> Iterator[bytes]:
        """A valid input of ``count`` cases within the statement's bounds, in pieces.

        With ``hard``, the cases that break the usual wrong solutions are
        mixed in (float rounding at large values, 32-bit overflow, the
        termination lines, single heaps, equal piles...).
        """
        raise NotImplementedError

    def hard_inputs(self) -> list[bytes]:
        """For a format of one case per input: the whole inputs that break the usual wrong solutions.

        ``--generate N --hard`` writes them first, one per test file.
        """
        return []

    def __repr__(self) -> str:
        return f"<judge format {self.name}>"


class CaseByCase(JudgeFormat):
    """A format whose solver is its cases and answers: each case answered as soon as it is read.

    For problems whose inputs are small enough to be read token by token in
    Python: :meth:`cases` reads them with the scalar reader
    (:class:`grundy.judge.reading.TokenReader`) through :meth:`read`, unless
    a format reads them otherwise, and :meth:`solve` writes each case's
    answer as soon as the case is read, so output keeps input order and
    memory stays bounded by one case.  Bad input raises from ``cases``
    after the answers of the earlier cases have been written.  :meth:`why`
    is the explanation of the game and position :meth:`explained` gives,
    unless a format says more.

    >>> import io
    >>> from grundy.judge import find_judge_format
    >>> out = io.BytesIO()
    >>> find_judge_format("poj2348").solve(io.BytesIO(b"34 12\\n15 24\\n0 0\\n"), out)
    >>> out.getvalue()
    b'Stan wins\\nOllie wins\\n'
    """

    def solve(self, stream: BinaryIO, out: BinaryIO) -> None:
        write = out.write
        for case in self.cases(stream):
            write("".join(line + "\n" for line in self.answer(case)).encode())

    def cases(self, stream: BinaryIO) -> Iterator[Case]:
        from .reading import TokenReader

        return self.read(TokenReader(stream))

    def read(self, reader: TokenReader) -> Iterator[Case]:
        """The cases, read from the scalar reader."""
        raise NotImplementedError

    def explained(self, case: Case) -> tuple[Any, Any]:
        """The game and the position whose explanation says why the case's answer is right."""
        raise NotImplementedError

    def why(self, case: Case) -> Text:
        game, position = self.explained(case)
        return Text.literal(game.explain(position, "en"), game.explain(position, "zh"))


def explained(explain: Callable[[str], str]) -> Text:
    """A game's explanation, written by ``explain(lang)``, as a text in both languages.

    >>> from grundy.games import bash
    >>> explained(lambda lang: bash.explain(4, 3, lang=lang)).render("zh")[:11]
    'n = 4，m = 3'
    """
    return Text.literal(explain("en"), explain("zh"))


def quoted_numbers(values: Sequence[Any], limit: int = QUOTED) -> str:
    """Numbers as a case's text quotes them: all of them, or the first ``limit`` and, in brackets, how many.

    The text is the same in every language.

    >>> quoted_numbers([3, 5, 7]), quoted_numbers(range(20), 3)
    ('3 5 7', '0 1 2 ... [20]')
    """
    from ..bigint import int_to_str

    shown = " ".join(int_to_str(v) for v in values[:limit])
    return shown if len(values) <= limit else f"{shown} ... [{len(values):,}]"


def pieces(lines: Iterator[str], size: int = 4096) -> Iterator[bytes]:
    """Lines of a generated input (each without its line end) in pieces of about ``size`` lines.

    >>> list(pieces(iter(["2", "1 2", "3 4"]), size=2))
    [b'2\\n1 2\\n', b'3 4\\n']
    """
    batch: list[str] = []
    for line in lines:
        batch.append(line)
        if len(batch) >= size:
            yield ("\n".join(batch) + "\n").encode("ascii")
            batch = []
    if batch:
        yield ("\n".join(batch) + "\n").encode("ascii")


def mixed(count: int, hard: bool, special: list[T], ordinary: Iterator[T]) -> Iterator[T]:
    """``count`` cases: with ``hard``, the special ones first among every other case, the rest ordinary.

    >>> list(mixed(5, True, ["a", "b"], iter("xyz"))), list(mixed(2, False, ["a"], iter("xy")))
    (['a', 'x', 'b', 'y', 'z'], ['x', 'y'])
    """
    specials = iter(special if hard else [])
    for i in range(count):
        case = next(specials, None) if i % 2 == 0 else None
        yield case if case is not None else next(ordinary)
