"""Take-and-break games given by a rule: take k tokens from a heap, leave j heaps (:mod:`grundy.games.octal.rule`).

The rule is a :class:`~grundy.games.octal.rule.Rule` ("take 1-2, leave 0-2" is
Kayles; a take may have no upper bound, "take 1+"; the heaps left may have to
differ, "unequal", or be large enough, "parts >= 2"; the heap moved on too,
"heap >= 3").  Whoever makes the last move wins.  :class:`TakeBreak` is the
variant of :class:`~grundy.games.octal.rulegame.RuleGame` that reads its rule
as text; everything that follows from the moves is the rule game's, shared
with the octal games (:class:`~grundy.games.octal.Octal`, a rule given by its
code): the values, computed by the octal games' kernels, and a period proved by
the periodicity theorem wherever it applies (bounded takes without "unequal";
its t raised for the bounds: see :func:`~grundy.games.octal.values.theorem_t`),
or an arithmetic period G(n + p) = G(n) + s by the test of
:mod:`grundy.games.octal.arithmetic`.  Elsewhere, and where no period is found
within the terms computed, heaps up to the bound are answered exactly and
larger ones are refused.

>>> couples = TakeBreak(rule="take 0, leave 2, heap >= 3", terms=100)  # Couples are forever
>>> [couples.grundy_of_heap(n) for n in range(12)]
[0, 0, 0, 1, 2, 0, 1, 2, 3, 1, 2, 3]
>>> grundy_values("lasker", 9), grundy_period("take 1-2, leave 0-2")
([0, 1, 2, 4, 3, 5, 6, 8, 7], Period(preperiod=71, period=12))
>>> game = TakeBreak(rule="take 0, leave 2, parts >= 2")
>>> game.period(), game.grundy((10**30,)), game.winning_moves((9, 6))
(Period(preperiod=55, period=34), 3, [(3, 6, 6), (9, 2, 4)])
>>> grundy_period("take 1, leave 0-3; take 2, leave 0-3"), grundy_value("0.FF", 10**20)  # 0.FF: G(n) = n
(ArithmeticPeriod(preperiod=0, period=1, saltus=1), 100000000000000000000)
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, ClassVar

from ..drawing import Shell
from ..errors import InputError
from ..messages import Text, catalogue
from ..options import Option
from ..periodic import ArithmeticPeriod, Period
from .octal.rule import Rule
from .octal.rulegame import TAIL_THREE_LIMIT, RuleGame, heap_size
from .octal.solution import default_terms

__all__ = ["TAIL_THREE_LIMIT", "TakeBreak", "default_terms", "grundy_period", "grundy_value", "grundy_values"]

#: The rule of a game built without one (the command line asks for it: see TakeBreak.from_tokens).
KAYLES = "take 1-2, leave 0-2"

MESSAGES = catalogue("takebreak", {
    "title": ("Take-and-break game", "取子分堆博弈"),
    "summary": ("Take-and-break games by rule: take k from a heap, leave j heaps ('take 1-2, leave 0-2': Kayles)",
                "按规则的取子分堆博弈：从一堆取 k 个，留下 j 堆（'take 1-2, leave 0-2' 即凯尔斯保龄球）"),
    "position_help": ("the heap sizes (the rule is given by --rule)", "各堆的大小（规则用 --rule 给出）"),
    "move_help": ("'1 2' takes 2 from heap 1; '1 2 3' takes 2 from heap 1 and leaves 3 and the rest; '1 0 2 3' "
                  "splits heap 1 into 2, 3 and the rest",
                  "'1 2' 从第 1 堆取 2 个；'1 2 3' 从第 1 堆取 2 个，余下分成 3 个和其余；'1 0 2 3' 把第 1 堆分成 "
                  "2 个、3 个和其余"),
    "rule_help": ("the rule: 'take K, leave J' clauses separated by ';', e.g. 'take 1-2, leave 0-2' (Kayles), "
                  "'take 0, leave 2, unequal' (Grundy's game), 'take 1+, leave 0-1; take 0, leave 2' (Lasker's Nim); "
                  "also unequal, parts >= M, heap >= H, an octal code, or grundy, lasker, couples",
                  "规则：以 ';' 分隔的若干条 'take K, leave J'，例如 'take 1-2, leave 0-2'（凯尔斯保龄球）、"
                  "'take 0, leave 2, unequal'（格兰迪博弈）、'take 1+, leave 0-1; take 0, leave 2'（拉斯克尼姆）；"
                  "还可加 'unequal'、'parts >= M'、'heap >= H'，也可以是八进制代码，或 'grundy'、'lasker'、'couples'"),
    "rule_label": ("rule {value}", "规则 {value}"),
    "rule_short": ("--rule", "规则"),
    "titled": ("Take-and-break game: {rule}", "取子分堆博弈：{rule}"),
    "titled_named": ("Take-and-break game: {rule} ({name})", "取子分堆博弈：{rule}（{name}）"),
    "rule_first": ("give the rule with --rule, e.g. grundy takebreak --rule 'take 1-2, leave 0-2' {heaps} (Kayles)",
                   "请用 --rule 给出规则，例如 grundy takebreak --rule 'take 1-2, leave 0-2' {heaps}（凯尔斯保龄球）"),
    "no_heaps": ("give at least one heap size after the rule, e.g. grundy takebreak --rule '{rule}' 10 7",
                 "规则之后至少给出一堆的大小，例如 grundy takebreak --rule '{rule}' 10 7"),
})


def _rule(rule: Any) -> Rule:
    # a Rule, read once for each text
    return _read(rule) if isinstance(rule, str) else rule if isinstance(rule, Rule) else Rule(rule)


@lru_cache(maxsize=256)
def _read(text: str) -> Rule:
    return Rule(text)


def grundy_values(rule: Any, count: int) -> list[int]:
    """G(0), ..., G(count - 1) of one heap under ``rule`` (a :class:`Rule` or its text)."""
    g = TakeBreak(rule=rule)._solution()
    return [g(n) for n in range(count)]


def grundy_value(rule: Any, n: int) -> int:
    """G(n) of one heap, of any size when a period is proved.

    >>> grundy_value("take 1-2, leave 0-2", 10**40)
    1
    """
    return TakeBreak(rule=rule).grundy_of_heap(heap_size(n))


def grundy_period(rule: Any) -> Period | ArithmeticPeriod | None:
    """The least preperiod and period, proved by the periodicity theorem (None if none is, or it does not apply),
    or the arithmetic period (with its saltus) the arithmetic-periodicity test proves."""
    return TakeBreak(rule=rule).period()


@dataclass(frozen=True)
class TakeBreak(RuleGame):
    """A take-and-break game on one or more heaps, given by its rule (see :mod:`grundy.games.octal.rule`).

    >>> game = TakeBreak(rule="take 0, leave 2, unequal")
    >>> game, game.winning_moves((5, 6)), game.display_title()
    (TakeBreak(rule='take 0, leave 2, unequal'), [(2, 3, 6), (5, 1, 5)], "Take-and-break game: take 0, leave 2, unequal (Grundy's game)")
    """

    rule: Any = KAYLES
    #: How many terms are computed (MAX_TERMS, or MAX_TERMS_TRIPLES for three heaps, when None): ``--to``.
    terms: int | None = dataclasses.field(default=None, repr=False)

    name: ClassVar[str] = "takebreak"
    samples: ClassVar[tuple[tuple[dict[str, Any], Any], ...]] = (
        ({"rule": "take 1-2, leave 0-2"}, (10, 7, 3)),
        ({"rule": "take 1+, leave 0-1; take 0, leave 2"}, (12, 3)),
        ({"rule": "take 0, leave 2, heap >= 3"}, (10, 7, 4)),
        ({"rule": "take 2, leave 0-2, parts >= 2"}, (10**30, 5)),
    )
    shell: ClassVar[Shell] = dataclasses.replace(
        RuleGame.shell,
        examples=(
            "grundy takebreak --rule 'take 1-2, leave 0-2' 10 7 3",
            "grundy takebreak --rule 'take 0, leave 2, unequal' 20 --grundy",
            "grundy takebreak --rule 'take 1+, leave 0-1; take 0, leave 2' 12 3",
            "grundy takebreak --rule 'take 0, leave 2, heap >= 3' --to 100",
            "grundy takebreak --rule 'take 2, leave 0-2, parts >= 2' 1000000000000000000000000",
        ),
        command_line="grundy.cli.takebreak",
    )
    title: ClassVar[Text] = MESSAGES("title")
    aliases: ClassVar[tuple[str, ...]] = ("take-and-break", "take-break")
    aliases_zh: ClassVar[tuple[str, ...]] = ("取子分堆", "取子分堆博弈")
    summary: ClassVar[Text | None] = MESSAGES("summary")
    position_help: ClassVar[Text] = MESSAGES("position_help")
    move_help: ClassVar[Text | None] = MESSAGES("move_help")
    cli_options: ClassVar[tuple[Option, ...]] = (
        Option("rule", str, MESSAGES("rule_help"), default=KAYLES, metavar="RULE", label=MESSAGES("rule_label"),
               short=MESSAGES("rule_short")),
    )

    def __post_init__(self) -> None:
        object.__setattr__(self, "rule", str(_rule(self.rule)))

    @property
    def parsed(self) -> Rule:
        """The rule as a :class:`Rule`."""
        return _rule(self.rule)

    def rules(self) -> dict[str, Any]:
        """The rule (the bound of the computation is not a rule)."""
        return {"rule": self.rule}

    def display_title(self, lang: str = "en") -> str:
        rule = self.parsed
        known = rule.known()
        text = rule.text(lang)
        return (MESSAGES("titled_named", rule=text, name=known) if known else MESSAGES("titled", rule=text)).render(lang)

    @classmethod
    def from_tokens(cls, tokens: Sequence[str], **rules: Any) -> tuple[TakeBreak, tuple[int, ...]]:
        """Read ``HEAP ...`` under the rule given as ``rule``.  Without a rule the heaps are refused rather
        than read as Kayles: ``grundy takebreak 5`` names no game.

        >>> TakeBreak.from_tokens(["5", "6"], rule="take 1-2, leave 0-2")
        (TakeBreak(rule='take 1-2, leave 0-2'), (5, 6))
        >>> TakeBreak.from_tokens(["5"])
        Traceback (most recent call last):
        ...
        grundy.errors.InputError: give the rule with --rule, e.g. grundy takebreak --rule 'take 1-2, leave 0-2' 5 (Kayles)
        """
        if rules.get("rule") is None:
            heaps = " ".join(tokens)
            raise InputError(MESSAGES("rule_first", heaps=heaps if heaps and len(heaps) <= 30 else "5"))
        game = cls(**rules)
        if not tokens:
            raise InputError(MESSAGES("no_heaps", rule=game.rule))
        return game, game.parse_position(list(tokens))
