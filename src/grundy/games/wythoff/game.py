"""The class of Wythoff's game, whose options choose one rule set (see :func:`rule_for`).

>>> Wythoff(max_take=3).rule, Wythoff(max_take=3).outcome((4, 4))
(MoveLimitRule(m=3), 'P')
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, replace
from functools import cached_property
from typing import TYPE_CHECKING, Any, ClassVar

from ...drawing import Shell
from ...engine import Outcome
from ...errors import InputError, UnsupportedError
from ...bigint import int_to_str
from ...piles import PileGame
from ...messages import Text, catalogue
from ...options import MISERE, Option
from ...report import Analysis
from ...validation import parse_count, quoted, shown
from .classic import ClassicRule
from .generalized import AWythoffRule
from .limited import MoveLimitMisereRule, MoveLimitRule
from .misere import MisereRule
from .rule import BOTH, WythoffRule, _describe

if TYPE_CHECKING:
    from ...beatty import QuadraticIrrational

__all__ = ["Wythoff", "is_classic", "rule_for"]


MESSAGES = catalogue("wythoff.game", {
    "bad_misere": ("{rule} is true or false, not {misere!r}", "{rule} 只能是 true 或 false，不能是 {misere!r}"),
    "type_move": ("type a pile (1, 2 or both) and an amount, e.g. '1 3', not {text!r}",
                     "请输入堆（1、2 或 'both'）和个数，例如 '1 3'，而不是 {text!r}"),
    "which_pile": ("the pile is 1, 2 or both, not {which!r}", "堆是 1、2 或 'both'，而不是 {which!r}"),
    "take_one": ("take at least one stone", "至少要取一个石子"),
    "amount": ("amount", "取的个数"),
    "type_both": ("type 'both K L' to take K from pile 1 and L from pile 2, not {typed!r}",
                    "请输入 'both K L'：从第 1 堆取 K 个、第 2 堆取 L 个，而不是 {typed!r}"),
    "take_one_each": ("take at least one stone from each pile", "每堆至少要取一个石子"),
    "too_few_each": ("the piles have only {sa} and {sb} {sb:~stone|stones}, cannot take {sk} and {sl}",
                        "两堆只有 {sa} 个和 {sb} 个，不能取 {sk} 个和 {sl} 个"),
    "too_few_both": ("both piles need {need} {need:~stone|stones}, but the smaller has {have}",
                        "两堆都要有 {need} 个，但较小的一堆只有 {have} 个"),
    "too_few": ("pile {pile} has only {there} {there:~stone|stones}, cannot take {need}",
                      "第 {pile} 堆只有 {there} 个，不能取 {need} 个"),
    "bad_max_take": ("--max-take must be a positive integer, not {m}", "--max-take 必须是正整数，不能是 {m}"),
    "bad_a": ("--a must be a positive integer, not {a}", "--a 必须是正整数，不能是 {a}"),
    "misere_a": ("misère a-Wythoff", "反常规则下的广义威佐夫博弈"),
    "limited_a": ("a-Wythoff with a move limit", "限制每步取数的广义威佐夫博弈"),
    "not_solved": ("--a {a} cannot be combined with {other}: {what} is not solved here",
                   "--a {a} 不能与 {other} 同时使用：{what}尚未求解"),
    "not_two_piles": ("a position of Wythoff's game is two pile sizes, not {position}",
                      "威佐夫博弈的局面是两堆石子数，而不是 {position}"),
})


def rule_for(misere: bool = False, max_take: int | None = None, a: int = 1) -> WythoffRule:
    """The rule set of Wythoff's game with these options (checked by :class:`Wythoff`).

    >>> rule_for(), rule_for(misere=True), rule_for(max_take=2), rule_for(a=3)
    (ClassicRule(), MisereRule(), MoveLimitRule(m=2), AWythoffRule(a=3))
    """
    if a != 1:
        return AWythoffRule(a)
    if max_take is not None:
        return MoveLimitMisereRule(max_take) if misere else MoveLimitRule(max_take)
    return MisereRule() if misere else ClassicRule()


def is_classic(game: Any) -> bool:
    """True if ``game`` is Wythoff's game with the standard rules (fast tables apply).

    >>> is_classic(Wythoff()), is_classic(Wythoff(max_take=3)), is_classic("wythoff")
    (True, False, False)
    """
    return type(game) is Wythoff and game.classic


TEXTS = catalogue("wythoff.texts", {
    "title": ("Wythoff's game", "威佐夫博弈"),
    "summary": ("Wythoff's game: two piles; take from one, or the same from both", "威佐夫博弈：两堆石子，从一堆取任意个，或从两堆取同样多"),
    "position_help": ("the two pile sizes A B", "两堆的石子数 A B"),
    "move_help": ("'1 3' takes 3 from pile 1, '2 5' takes 5 from pile 2, 'both 2' takes 2 from each ('both 2 3': 2 and 3, with --a)",
                  "'1 3' 从第 1 堆取 3 个，'2 5' 从第 2 堆取 5 个，'both 2' 从两堆各取 2 个（使用 --a 时 'both 2 3' 表示分别取 2 个和 3 个）"),
    "max_take_help": ("a move takes at most M stones from a pile", "每步从每堆最多取 M 个"),
    "max_take_short": ("--max-take", "每堆最多取"),
    "a_help": ("Fraenkel's a-Wythoff: take k and l stones from the two piles with |k - l| < A (A = 1 is Wythoff's game)",
               "弗兰克尔广义威佐夫博弈：从两堆分别取 k 个和 l 个，|k - l| < A（A = 1 即威佐夫博弈）"),
})


@dataclass(frozen=True, repr=False)
class Wythoff(PileGame):
    """Wythoff's game on two piles, with optional rules.

    The rule options are dataclass fields: ``misere`` (whoever takes the last
    stone loses), ``max_take`` (a move takes at most that many stones from a
    pile) and ``a`` (Fraenkel's a-Wythoff: k and l stones from the two piles
    with |k - l| < a).  ``a`` cannot be combined with the other two.

    >>> g = Wythoff()
    >>> g.outcome((1, 2)), g.winning_moves((3, 3)), g.describe_move((3, 3), (1, 3))
    ('P', [(0, 0)], 'take 2 from pile 1')
    >>> Wythoff(misere=True).winning_moves((3, 3)), Wythoff(max_take=2).outcome((3, 3))
    ([(2, 2)], 'P')
    >>> Wythoff(a=2)
    Wythoff(a=2)
    >>> Wythoff(a=2, misere=True)
    Traceback (most recent call last):
    ...
    grundy.errors.UnsupportedError: --a 2 cannot be combined with --misere: misère a-Wythoff is not solved here
    """

    misere: bool = False
    max_take: int | None = None
    a: int = 1

    name: ClassVar[str] = "wythoff"
    samples: ClassVar[tuple[tuple[dict[str, Any], Any], ...]] = (
        ({}, (5, 8)), ({"misere": True}, (1, 1)), ({"max_take": 3}, (7, 9)), ({"a": 2}, (3, 5)),
    )
    shell: ClassVar[Shell] = replace(
        PileGame.shell,
        move_kinds=("take", "take_all"),
        pile_map=True,
        beatty=True,
        featured=1,
        examples=(
            "grundy wythoff 3 5",
            "grundy wythoff 8 13 --json",
            "grundy wythoff 4 7 --misere",
            "grundy wythoff 10 15 --max-take 3",
            "grundy wythoff 4 10 --a 2",
            "grundy wythoff 5 9 --grundy --lang zh",
        ),
    )
    title: ClassVar[Text] = TEXTS("title")
    aliases: ClassVar[tuple[str, ...]] = ("wythoffs",)
    aliases_zh: ClassVar[tuple[str, ...]] = ("威佐夫", "威佐夫博弈")
    #: The standard rules name the options of a value from the table; the others search them.
    names_grundy_moves: ClassVar[bool] = True
    summary: ClassVar[Text | None] = TEXTS("summary")
    piles: ClassVar[int | None] = 2
    position_help: ClassVar[Text] = TEXTS("position_help")
    move_help: ClassVar[Text | None] = TEXTS("move_help")
    cli_options: ClassVar[tuple[Option, ...]] = (
        MISERE,
        Option("max_take", int, TEXTS("max_take_help"), minimum=1, metavar="M", short=TEXTS("max_take_short")),
        Option("a", int, TEXTS("a_help"), default=1, minimum=1, metavar="A"),
    )

    def __post_init__(self) -> None:
        if self.misere is False and self.max_take is None and self.a == 1 and type(self.a) is int:
            return  # the classic game: nothing to check
        if not isinstance(self.misere, bool):
            raise InputError(MESSAGES("bad_misere", rule="misere", misere=self.misere))
        m = self.max_take
        if m is not None and (isinstance(m, bool) or not isinstance(m, int) or m < 1):
            raise InputError(MESSAGES("bad_max_take", m=quoted(m)))
        if isinstance(self.a, bool) or not isinstance(self.a, int) or self.a < 1:
            raise InputError(MESSAGES("bad_a", a=quoted(self.a)))
        if self.a != 1 and (self.misere or m is not None):
            other = "--misere" if self.misere else "--max-take"
            what = MESSAGES("misere_a") if self.misere else MESSAGES("limited_a")
            raise UnsupportedError(MESSAGES("not_solved", a=self.a, other=other, what=what))

    @cached_property
    def rule(self) -> WythoffRule:
        """The rule set these options choose, which answers every question about a position.

        >>> Wythoff().rule, Wythoff(misere=True, max_take=3).rule
        (ClassicRule(), MoveLimitMisereRule(m=3))
        """
        return rule_for(self.misere, self.max_take, self.a)

    @property
    def classic(self) -> bool:
        """True for the standard rules: normal play, no move limit, a = 1.

        >>> Wythoff().classic, Wythoff(misere=True).classic, Wythoff(a=2).classic
        (True, False, False)
        """
        return self.rule.classic

    def __repr__(self) -> str:
        shown = [f"misere={self.misere!r}"] if self.misere else []
        if self.max_take is not None:
            shown.append(f"max_take={self.max_take!r}")
        if self.a != 1:
            shown.append(f"a={self.a!r}")
        return f"Wythoff({', '.join(shown)})"

    def display_title(self, lang: str = "en") -> str:
        """The title with the rules, e.g. "Wythoff's game (misère, at most 3 per pile)".

        >>> Wythoff(a=3).display_title(), Wythoff(misere=True, max_take=2).display_title("zh")
        ("Fraenkel's 3-Wythoff game", '威佐夫博弈（反常规则：取最后一个者输，每次每堆最多取 2 个）')
        """
        return self.rule.display_title(self.title_in(lang), lang)

    def options(self, position: Any) -> Iterator[tuple[int, int]]:
        a, b = position
        return self.rule.options(a, b)

    def check_move(self, position: Any, after: Any) -> None:
        self.rule.check_move(position, after)

    def outcome(self, position: Any) -> Outcome:
        position = self.read(position, check=False)
        a, b = self._piles(position)
        return "P" if self.rule.is_p_position(a, b) else "N"

    def winning_moves(self, position: Any) -> list[tuple[int, int]]:
        position = self.read(position, check=False)
        a, b = self._piles(position)
        return self.rule.winning_moves(a, b)

    def explain(self, position: Any, lang: str = "en") -> str:
        position = self.read(position, check=False)
        a, b = self._piles(position)
        return self.rule.explain(a, b, lang)

    def _piles(self, position: Any) -> tuple[Any, Any]:
        # The two piles as given (the rule's functions check them).
        try:
            a, b = position
        except (TypeError, ValueError):
            raise self._not_a_position(position) from None
        return a, b

    def _not_a_position(self, position: Any) -> Exception:
        # The error for a position that is not two piles (validate names the problem).
        try:
            self.validate(position)
        except InputError as exc:
            return exc
        return InputError(MESSAGES("not_two_piles", position=quoted(position)))

    def analyse(self, position: Any, lang: str = "en", **flags: Any) -> Analysis:
        result = super().analyse(position, lang, **flags)
        a, b = result.position
        # In misère play (0, 0) is won without a move: the outcome is not "has a winning move".
        extra = {**result.extra, **self.rule.facts(a, b)}
        if flags.get("grundy") and hasattr(self.rule, "grundy_facts"):
            extra.update(self.rule.grundy_facts(a, b))
        return replace(result, outcome=self.outcome((a, b)), extra=extra)

    def beatty_slopes(self) -> tuple[QuadraticIrrational, ...]:
        """The slopes s of the lines y = s x and y = x / s along which the P-positions lie.

        phi for Wythoff's game (and in misère play), beta / alpha for a-Wythoff;
        none with a move limit, whose P-positions repeat with its period.

        >>> [str(s) for s in Wythoff(a=2).beatty_slopes()], Wythoff(max_take=3).beatty_slopes()
        (['1 + sqrt(2)'], ())
        """
        return self.rule.beatty_slopes()

    def p_position_term(self, lang: str = "en") -> str:
        return self.rule.p_position_term(lang)

    def describe_move(self, position: Any, after: Any, lang: str = "en") -> str:
        return _describe(position, after, lang)

    def move_text(self, position: Any, after: Any) -> str:
        """The typed form of a move: '1 3', '2 5', 'both 2' (or 'both 2 3' in a-Wythoff).

        >>> Wythoff().move_text((3, 5), (1, 3)), Wythoff().move_text((3, 5), (3, 0))
        ('both 2', '2 5')
        >>> Wythoff(a=2).move_text((3, 5), (1, 2))
        'both 2 3'
        """
        (a, b), (c, d) = position, after
        if a - c and b - d:
            if a - c == b - d:
                return f"both {int_to_str(a - c)}"
            return f"both {int_to_str(a - c)} {int_to_str(b - d)}"
        return f"1 {int_to_str(a - c)}" if a - c else f"2 {int_to_str(b - d)}"

    def parse_move(self, position: Any, text: str) -> tuple[int, int]:
        """Read '1 3' (3 from pile 1), '2 5' (5 from pile 2) or 'both 2'.

        In a-Wythoff, 'both 2 3' takes 2 from pile 1 and 3 from pile 2.

        >>> Wythoff().parse_move((3, 5), "both 2"), Wythoff().parse_move((3, 5), "2 5")
        ((1, 3), (3, 0))
        >>> Wythoff().parse_move((3, 5), "1 4")
        Traceback (most recent call last):
        ...
        grundy.errors.InputError: pile 1 has only 3 stones, cannot take 4
        >>> Wythoff(a=2).parse_move((3, 5), "both 2 3")
        (1, 2)
        >>> Wythoff(max_take=2).parse_move((3, 5), "2 3")
        Traceback (most recent call last):
        ...
        grundy.errors.InputError: a move takes at most 2 stones from a pile, not 3
        """
        words = text.lower().replace(",", " ").split()
        if len(words) == 3 and self.rule.unequal_takes:
            return self._parse_unequal_move(position, words)
        if len(words) != 2:
            raise InputError(MESSAGES("type_move", text=text))
        which, amount_text = words
        both = which in BOTH
        if not both and which not in ("1", "2"):
            raise InputError(MESSAGES("which_pile", which=which))
        amount = parse_count(amount_text, MESSAGES("amount"))
        if amount == 0:
            raise InputError(MESSAGES("take_one"))
        a, b = position
        if both:
            if amount > min(a, b):
                need, have = int_to_str(amount), int_to_str(min(a, b))
                raise InputError(MESSAGES("too_few_both", need=need, have=have))
            after = (a - amount, b - amount)
        else:
            pile = int(which)
            have = position[pile - 1]
            if amount > have:
                there, need = int_to_str(have), int_to_str(amount)
                raise InputError(MESSAGES("too_few", pile=pile, there=there, need=need))
            after = (a - amount, b) if pile == 1 else (a, b - amount)
        self.rule.check_move(position, after)  # the move limit
        return after

    def _parse_unequal_move(self, position: Any, words: list[str]) -> tuple[int, int]:
        # 'both K L' in a-Wythoff: K from pile 1 and L from pile 2.
        if words[0] not in BOTH:
            raise InputError(MESSAGES("type_both", typed=' '.join(words)))
        k = parse_count(words[1], MESSAGES("amount"))
        l_ = parse_count(words[2], MESSAGES("amount"))
        a, b = position
        if k == 0 or l_ == 0:
            raise InputError(MESSAGES("take_one_each"))
        if k > a or l_ > b:
            sa, sb, sk, sl = map(int_to_str, (a, b, k, l_))
            raise InputError(MESSAGES("too_few_each", sa=sa, sb=sb, sk=sk, sl=sl))
        after = (a - k, b - l_)
        self.rule.check_move(position, after)
        return after

    def delaying_move(self, position: Any) -> tuple[int, int] | None:
        # From a P-position, every move is to an N-position.  Prefer moves that
        # leave a single winning reply, then the most stones; only small takes
        # are looked at, so huge piles cost nothing.
        a, b = position
        best, best_key = None, None
        for after in self.rule.nearby_options(a, b):
            key = (len(self.winning_moves(after)), -sum(after))
            if best_key is None or key < best_key:
                best, best_key = after, key
        return best

    def random_position(self, rng: Any, scale: int = 20) -> tuple[int, int]:
        return (rng.randint(1, scale), rng.randint(1, scale))

    def grundy_table(self, size: int, *, progress: Any = None) -> Any:
        """The fast vectorised table (:func:`grundy.games.wythoff.tables.wythoff_grundy_table`) for the standard rules."""
        return self.rule.grundy_table(size, progress=progress)

    def grundy_moves(self, position: Any, value: int) -> Iterator[tuple[int, int]]:
        """The options of Grundy value ``value``, in move order (named by the rules where they can).

        >>> list(Wythoff().grundy_moves((3, 5), 2)), list(Wythoff(max_take=2).grundy_moves((3, 5), 0))
        ([(3, 4), (0, 2)], [(2, 4), (1, 5), (3, 3)])
        """
        position = self.read(position, check=False)
        a, b = self._piles(position)
        named = self.rule.grundy_moves(a, b, value)
        if named is None:
            yield from super().grundy_moves((a, b), value)
        else:
            yield from named

    def grundy(self, position: Any) -> int:
        """The Grundy value G(a, b), exact for piles of any size when min(a, b) <= 280.

        Small positions come from the fast table (grundy.games.wythoff.tables), rows 0..280 from
        their proved additive periods (grundy.games.wythoff.periodicity), and other positions
        with both piles below 4096 from a larger table.  Rules other than the
        standard ones fall back to the generic engine, which has no Grundy value
        for misère play.

        >>> Wythoff().grundy((3, 5)), Wythoff().grundy((1, 2)), Wythoff().grundy((0, 7))
        (0, 0, 7)
        >>> Wythoff().grundy((2, 10**50)) == 10**50 - 1  # row 2 is 2, 0, 1, 5, 3, 4, ...
        True
        >>> Wythoff().grundy((5000, 6000))
        Traceback (most recent call last):
        ...
        grundy.errors.TooLargeError: G(5000, 6000) needs a table of 6001 x 6001; at most 4096 here
        """
        a, b = self.read(position)
        value = self.rule.grundy(a, b)
        return super().grundy((a, b)) if value is None else value
