"""Octal games (Guy and Smith): take tokens from a heap, and perhaps split what is left.

An octal code ``0.d1d2d3...`` gives the rules: digit ``d_k`` (0 to 7) says
what removing k tokens from one heap may do.  Bit 1: remove the whole heap
(the heap had exactly k); bit 2: leave one nonempty heap; bit 4: leave two
nonempty heaps (split the rest in two); hexadecimal digits 8 to F (bit 8)
also leave three, and a digit before the point splits without taking
(:mod:`grundy.games.octal.code`).  Whoever makes the last move wins.
Kayles is 0.77, Dawson's Kayles 0.07, Dawson's chess 0.137, Guiles 0.15.

>>> grundy_values("0.77", 13)
[0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4]
>>> grundy_period("0.77")
Period(preperiod=71, period=12)
>>> grundy_value("0.07", 10**100)  # through the period 34 of Dawson's Kayles
2
>>> Octal(code="0.77").winning_moves((4,))  # take 2 from the middle: 1 and 1 are left
[(1, 1)]
>>> grundy_period("0.FF"), grundy_value("0.FF", 10**22)  # arithmetic-periodic: G(n + 1) = G(n) + 1
(ArithmeticPeriod(preperiod=0, period=1, saltus=1), 10000000000000000000000)

An octal code is a take-and-break rule (:class:`~.rule.Rule`: ``Rule("0.77")`` is
"take 1-2, leave 0-2"), and :class:`Octal` is the variant of :class:`~.rulegame.RuleGame`
that reads its rule from a code and adds misère play (the misère quotient,
:mod:`grundy.games.quotient`); the values, periods (ordinary, by the octal
periodicity theorem, or arithmetic, G(n + p) = G(n) + s, by the test of
:mod:`.arithmetic`), huge heaps, winning moves and explanations are the rule
game's.  If no period is proved within :data:`MAX_TERMS` terms (or the bound
given as ``--to``), heaps up to that size are still answered exactly, and
larger ones are refused.


References: R. K. Guy and C. A. B. Smith, "The G-values of various games",
Proc. Cambridge Philos. Soc. 52 (1956) 514-526; E. R. Berlekamp,
J. H. Conway, R. K. Guy, *Winning Ways*, 2nd ed., vol. 1, chapter 4.

Its codes (:mod:`.code`), values (:mod:`.values`), kernels, data files
(:mod:`.data`) and certificate live beside it in :mod:`grundy.games.octal`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, ClassVar

from ...bigint import int_to_str
from ...drawing import Shell
from ...engine import Outcome
from ...errors import InputError, TooLargeError
from ...messages import Text, catalogue
from ...options import MISERE, Option
from ...piles import PileGame
from ...report import Analysis
from .code import MAX_DIGITS, NAMES, code_text, head_of, heap_moves, parse_code  # noqa: F401 (MAX_DIGITS: re-exported)
from .rule import Rule
from .rulegame import MESSAGES as GAME
from .rulegame import MOVE_LIMIT, SHOWN_TERMS, RuleGame, heap_size  # noqa: F401 (SHOWN_TERMS: re-exported)
from . import solution
from .solution import MAX_TERMS, MAX_TERMS_TRIPLES, THREE_LIMIT, Solution  # noqa: F401 (re-exported)
from .values import compute, octal_rules

__all__ = [
    "MAX_TERMS",
    "MOVE_LIMIT",
    "Octal",
    "grundy_period",
    "grundy_value",
    "grundy_values",
    "heap_moves",
    "parse_code",
    "raw_values",
]

MESSAGES = catalogue("octal", {
    "two_codes": ("two codes given: {given} and --code {code}", "给出了两个代码：{given} 和 --code {code}"),
    "code_first": ("give the octal game's code first, e.g. 'grundy octal 0.77 {heaps}' ({name})",
                   "请先给出八进制博弈的代码，例如 'grundy octal 0.77 {heaps}'（{name}）"),
    "no_heaps": ("give at least one heap size after the code, e.g. 0.77 10 7",
                 "代码之后至少给出一堆的大小，例如 0.77 10 7"),
    "title": ("Octal game {code}", "八进制博弈 {code}"),
    "title_named": ("Octal game {code} ({name})", "八进制博弈 {code}（{name}）"),
    "whole_heap": ("code {code} does not allow to remove a whole heap of {k}",
                   "代码 {code} 不允许取 {k} 个时整堆取走"),
    "one_heap_left": ("code {code} does not allow to leave one heap after taking {k}",
                      "代码 {code} 不允许取 {k} 个时取后留下一堆"),
    "two_heaps_left": ("code {code} does not allow to leave two heaps after taking {k}",
                       "代码 {code} 不允许取 {k} 个时取后留下两堆"),
    "three_heaps_left": ("code {code} does not allow to leave three heaps after taking {k}",
                         "代码 {code} 不允许取 {k} 个时取后留下三堆"),
    "three_far": ("octal {code}: the moves into three heaps of a heap of {n} are listed for heaps below {limit:,}",
                  "八进制 {code}：分成三堆的走法只对小于 {limit:,} 的堆列出，不能对 {n} 的堆列出"),
    "no_period": ("no period was proved within {terms:,} {terms:~term|terms} (heaps below {terms:,} are computed exactly)",
                  "在 {terms:,} 项内未证得周期（小于 {terms:,} 的堆已精确算出）"),
})


def raw_values(code: Any, count: int) -> list[int]:
    """G(0), ..., G(count - 1) computed term by term, without any period.

    >>> raw_values("0.07", 10)
    [0, 0, 1, 1, 2, 0, 3, 1, 1, 0]
    """
    run = compute(octal_rules(parse_code(code)), count, stop=False)
    return [int(v) for v in run.values]


def default_terms(digits: tuple[int, ...]) -> int:
    """The terms the period search computes by default (MAX_TERMS_TRIPLES if a move may leave three heaps)."""
    return solution.default_terms(_rule(code_text(digits)))


def grundy_period(code: Any) -> Any:
    """The least preperiod and period, proved by the periodicity theorem (None if not found);
    an :class:`~grundy.periodic.ArithmeticPeriod` (with its saltus) when G(n + p) = G(n) + s.

    >>> grundy_period("0.07"), grundy_period("0.137"), grundy_period("0.8")
    (Period(preperiod=53, period=34), Period(preperiod=52, period=34), ArithmeticPeriod(preperiod=1, period=3, saltus=1))
    """
    return Octal(code=code).period()


def grundy_value(code: Any, n: int) -> int:
    """G(n) for one heap of n, of any size when the period is known.

    >>> grundy_value("0.77", 71), grundy_value("0.77", 71 + 12 * 10**50)
    (7, 7)
    """
    return Octal(code=code).grundy_of_heap(heap_size(n))


def grundy_values(code: Any, count: int) -> list[int]:
    """G(0), ..., G(count - 1).

    >>> grundy_values("0.15", 12)
    [0, 1, 1, 0, 1, 1, 2, 2, 1, 2, 2, 1]
    """
    g = Octal(code=code)._solution()
    return [g(n) for n in range(count)]


@lru_cache(maxsize=256)
def _rule(code: str) -> Rule:
    return Rule(code)


TEXTS = catalogue("octal.texts", {
    "title": ("Octal game", "八进制博弈"),
    "summary": ("Octal games (Kayles 0.77, Dawson's Kayles 0.07, ...)", "八进制博弈：从一堆中取，并可把余下的分成两堆（凯尔斯保龄球 0.77 等）"),
    "position_help": ("the octal code first (e.g. 0.77, Kayles; or give it with --code), then the heap sizes",
                      "先写八进制代码（例如凯尔斯保龄球 0.77；也可以用 --code 给出），然后是各堆的大小"),
    "move_help": ("'1 2' takes 2 from heap 1; '1 2 3' takes 2 from heap 1 and splits the rest into 3 and the remainder",
                  "'1 2' 从第 1 堆取 2 个；'1 2 3' 从第 1 堆取 2 个并把余下的分成 3 个和其余"),
    "code_help": ("the octal code, e.g. 0.77 (Kayles), 0.07 (Dawson's Kayles); it may also be given as the first positional argument",
                  "八进制代码，例如 0.77、0.07；也可以作为第一个位置参数给出"),
    "code_label": ("code {value}", "代码 {value}"),
    "code_short": ("--code", "八进制代码"),
})


@dataclass(frozen=True)
class Octal(RuleGame):
    """An octal game on one or more heaps, given by its code (default 0.77, Kayles).

    >>> g = Octal(code="0.07")
    >>> g.outcome((5,)), g.winning_moves((6, 1)), g.grundy((10**30,))
    ('P', [(2, 2, 1)], 1)
    """

    code: Any = "0.77"
    #: How many terms the period search may compute (MAX_TERMS when None): ``--to``; in misère
    #: play, the largest heap the misère quotient takes in.
    terms: int | None = dataclasses.field(default=None, repr=False)
    #: Misère play: answered through the misère quotient (:mod:`grundy.games.quotient`).
    misere: bool = dataclasses.field(default=False, repr=False)

    name: ClassVar[str] = "octal"
    samples: ClassVar[tuple[tuple[dict[str, Any], Any], ...]] = (({"code": "0.77"}, (10, 7, 3)), ({"code": "0.137"}, (10**30,)))
    shell: ClassVar[Shell] = dataclasses.replace(
        RuleGame.shell,
        examples=(
            "grundy octal 0.77 10 7 3",
            "grundy octal 0.07 20 --grundy",
            "grundy octal 0.137 1000000000000000000000000",
            "grundy octal 0.137 --to 10000 -o seq.b",
            "grundy octal --survey '0.?7' --to 2000",
        ),
        command_line="grundy.cli.octal",
    )
    title: ClassVar[Text] = TEXTS("title")
    aliases_zh: ClassVar[tuple[str, ...]] = ("八进制", "八进制博弈")
    summary: ClassVar[Text | None] = TEXTS("summary")
    position_help: ClassVar[Text] = TEXTS("position_help")
    move_help: ClassVar[Text | None] = TEXTS("move_help")
    cli_options: ClassVar[tuple[Option, ...]] = (
        Option("code", str, TEXTS("code_help"), default="0.77", metavar="CODE", label=TEXTS("code_label"),
               short=TEXTS("code_short")),
        MISERE,
    )

    def __post_init__(self) -> None:
        object.__setattr__(self, "code", code_text(parse_code(self.code)))

    @property
    def parsed(self) -> Rule:
        """The code as a take-and-break rule."""
        return _rule(self.code)

    @property
    def digits(self) -> tuple[int, ...]:
        """d1, ..., dt."""
        return parse_code(self.code)

    def rules(self) -> dict[str, Any]:
        """The rules: the code, and misère play when asked (the bound of the period search is not a rule)."""
        return {k: v for k, v in super().rules().items() if k != "terms" and (k != "misere" or v)}

    def quotient(self, to: int | None = None) -> Any:
        """The misère quotient of heaps up to ``to`` (see :mod:`grundy.games.quotient`)."""
        from ..quotient import DEFAULT_BOUND, misere_quotient

        return misere_quotient(self.code, to=DEFAULT_BOUND if to is None else to)

    def _misere(self, position: Any) -> Any:
        from ..quotient.misere import misere_answer

        return misere_answer(self.code, self.read(position), to=self.terms)

    @classmethod
    def from_tokens(cls, tokens: Sequence[str], **rules: Any) -> tuple[Octal, tuple[int, ...]]:
        """Read ``CODE HEAP ...``, or ``HEAP ...`` with the code given as ``code``.

        A first token with a point is the code.  Without a code the heaps
        are refused rather than read as Kayles: ``grundy octal 5`` names no
        game.

        >>> Octal.from_tokens(["0.07", "5", "6"])
        (Octal(code='0.07'), (5, 6))
        >>> Octal.from_tokens(["5"], code="0.07")
        (Octal(code='0.07'), (5,))
        >>> Octal.from_tokens(["5"])
        Traceback (most recent call last):
        ...
        grundy.errors.InputError: give the octal game's code first, e.g. 'grundy octal 0.77 5' (Kayles)
        """
        tokens = list(tokens)
        code = rules.pop("code", None)
        if tokens and ("." in tokens[0] or "·" in tokens[0]):
            given = tokens.pop(0)
            if code not in (None, "0.77") and parse_code(code) != parse_code(given):
                raise InputError(MESSAGES("two_codes", given=given, code=code))
            code = given
        elif code is None:
            heaps = " ".join(tokens)
            heaps = heaps if heaps and len(heaps) <= 30 else "5"
            raise InputError(MESSAGES("code_first", heaps=heaps, name=NAMES["0.77"]))
        game = cls(code=code, **rules)
        if not tokens:
            raise InputError(MESSAGES("no_heaps"))
        return game, game.parse_position(tokens)

    def display_title(self, lang: str = "en") -> str:
        known = NAMES.get(self.code)
        title = MESSAGES("title_named", code=self.code, name=known) if known else MESSAGES("title", code=self.code)
        return title.render(lang)

    # ------------------------------------------------- what the code words
    def _refusal(self, g: Solution, n: int) -> Exception:
        from .refusal import refusal

        return refusal(self.digits, g.values, n)

    def _three_far(self, n: int) -> Exception:
        return TooLargeError(MESSAGES("three_far", code=self.code, n=int_to_str(n), limit=THREE_LIMIT))

    def _unproved(self, g: Solution, shown: str) -> Text:
        return MESSAGES("no_period", terms=g.terms)

    def _refused_move(self, n: int, k: int, parts: tuple[int, ...]) -> Exception:
        if k == 0 and len(parts) == 2:
            return InputError(GAME("not_a_move"))  # the code splits no heap without taking
        bit = 1 << len(parts)
        return InputError(MESSAGES("whole_heap", code=self.code, k=k) if bit == 1 else
                          MESSAGES("one_heap_left", code=self.code, k=k) if bit == 2 else
                          MESSAGES("two_heaps_left", code=self.code, k=k) if bit == 4 else
                          MESSAGES("three_heaps_left", code=self.code, k=k))

    def _identity(self) -> dict[str, Any]:
        return {"code": self.code}

    # ------------------------------------------------------------ misère play
    def grundy(self, position: Any) -> int:
        if self.misere:
            return PileGame.grundy(self, position)  # refused: misère play has no Grundy value
        return super().grundy(position)

    def outcome(self, position: Any) -> Outcome:
        if self.misere:
            return "P" if self._misere(position).outcome == "P" else "N"
        return super().outcome(position)

    def winning_moves(self, position: Any) -> list[tuple[int, ...]]:
        if self.misere:
            moves: list[tuple[int, ...]] = self._misere(position).moves
            return moves
        return super().winning_moves(position)

    def explain(self, position: Any, lang: str = "en") -> str:
        if self.misere:
            from ..quotient.misere import explanation

            position = self.read(position)
            return explanation(self._misere(position), position,
                               lambda after: self.describe_move(position, after, lang), lang)
        return super().explain(position, lang)

    def analyse(self, position: Any, lang: str = "en", **flags: Any) -> Analysis:
        if not self.misere:
            return super().analyse(position, lang, **flags)
        result = PileGame.analyse(self, position, lang, **flags)
        return dataclasses.replace(result, extra={**result.extra, "code": self.code,
                                                  **self._misere(result.position).extra()})
