"""What the rule sets of Wythoff's game share: the moves, their check, the title; helpers.

Each rule set (:mod:`.classic`, :mod:`.misere`, :mod:`.limited`,
:mod:`.generalized`) is a small frozen :class:`WythoffRule` that answers the
questions of its rules: P-test, winning moves, explanation, the facts of a
report.  :class:`~grundy.games.wythoff.Wythoff` chooses one from its options
once and asks it; a rule set overrides only what differs from the defaults here.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING, Any, ClassVar

from ...errors import InputError
from ...bigint import int_to_str
from ...messages import catalogue, joined
from ...validation import natural

if TYPE_CHECKING:
    from ...beatty import QuadraticIrrational

__all__ = ["BOTH", "WythoffRule"]

MESSAGES = catalogue("wythoff.rule", {
    "pile_1": ("pile 1", "第 1 堆"),
    "pile_2": ("pile 2", "第 2 堆"),
    "pile": ("pile", "堆的石子数"),
    "negative": ("pile sizes are non-negative, not {x}", "堆的石子数是非负整数，不能是 {x}"),
    "take_both": ("take {n} from both piles", "从两堆各取 {n} 个"),
    "take_each": ("take {da} from pile 1 and {db} from pile 2", "从第 1 堆取 {da} 个、第 2 堆取 {db} 个"),
    "take": ("take {n} from pile {pile}", "从第 {pile} 堆取 {n} 个"),
    "p_positions": ("P-positions", "必败态"),
    "take_some": ("a move must take at least one stone, and only stones that are there",
                  "一步至少要取一个石子，且只能取堆里有的石子"),
    "same_from_both": ("taking from both piles needs the same number from each, not {da} and {db}",
                       "从两堆同时取时两堆要取同样多，不能分别取 {da} 个和 {db} 个"),
    "with_rules": ("{title} ({rules})", "{title}（{rules}）"),
    "rules_separator": (", ", "，"),
})

#: The words that name both piles in a typed move.
BOTH = ("b", "both", "0", "12", "两", "两堆")


def _piles(a: Any, b: Any) -> tuple[int, int]:
    # Two pile sizes, checked: non-negative integers (see grundy.validation.natural).
    if type(a) is int and type(b) is int and a >= 0 and b >= 0:
        return a, b
    return natural(a, MESSAGES("pile_1")), natural(b, MESSAGES("pile_2"))


def _pile(x: Any) -> int:
    # One pile size, checked: an integer (see grundy.validation.natural), non-negative.
    if type(x) is not int:
        x = natural(x, MESSAGES("pile"))
    if x < 0:
        raise InputError(MESSAGES("negative", x=int_to_str(x)))
    checked: int = x  # an int, or gmpy2's mpz passed on unchanged
    return checked


def _describe(position: Sequence[int], after: Sequence[int], lang: str = "en") -> str:
    # A move in words: "take 2 from both piles", "take 3 from pile 1", ...
    (a, b), (c, d) = position, after
    da, db = a - c, b - d
    if da and db:
        if da == db:
            return MESSAGES("take_both", n=da).render(lang)
        return MESSAGES("take_each", da=da, db=db).render(lang)
    pile, n = (1, da) if da else (2, db)
    return MESSAGES("take", n=n, pile=pile).render(lang)


def _pair(position: Sequence[int]) -> str:
    # A position as the reports write it, "(3, 5)", with numbers of any size.
    return "(" + ", ".join(map(int_to_str, position)) + ")"


def _options(a: int, b: int, m: int | None) -> Iterator[tuple[int, int]]:
    # Every move of Wythoff's game, at most m stones from a pile when m is given.
    top = max(a, b) if m is None else min(max(a, b), m)
    for t in range(1, top + 1):
        if t <= a:
            yield (a - t, b)
        if t <= b:
            yield (a, b - t)
        if t <= a and t <= b:
            yield (a - t, b - t)


def _small_options(x: int, y: int, m: int | None, a: int, limit: int = 63) -> Iterator[tuple[int, int]]:
    # The moves that take at most `limit` stones from a pile (for delaying moves).
    top = limit if m is None else min(limit, m)
    for t in range(1, top + 1):
        for after in ((x - t, y), (x, y - t)):
            if min(after) >= 0:
                yield after
    for k in range(1, min(top, x) + 1):
        for l_ in range(max(1, k - a + 1), min(top, y, k + a - 1) + 1):
            yield (x - k, y - l_)


class WythoffRule(ABC):
    """One rule set of Wythoff's game: how its moves are made and how it is solved.

    Subclasses are frozen dataclasses whose fields are the numbers of their
    rules (the move limit, a); they answer for piles (a, b) given as they
    were typed to the module functions, which check them.
    """

    #: The standard rules: normal play, no move limit, a = 1 (the fast tables apply).
    classic: ClassVar[bool] = False
    #: A move may take different numbers from the two piles ('both K L'), as in a-Wythoff.
    unequal_takes: ClassVar[bool] = False

    # -------------------------------------------------------------- solution
    @abstractmethod
    def is_p_position(self, a: int, b: int) -> bool:
        """True if the player to move from (a, b) loses."""

    @abstractmethod
    def winning_moves(self, a: int, b: int) -> list[tuple[int, int]]:
        """Every winning move as the position it leaves: from both piles, from pile 1, from pile 2."""

    @abstractmethod
    def explain(self, a: int, b: int, lang: str = "en") -> str:
        """Why (a, b) has its outcome, in English or Chinese."""

    def facts(self, a: int, b: int) -> dict[str, Any]:
        """The numbers a report adds about (a, b), such as k, a_k and b_k (none by default)."""
        return {}

    def grundy(self, a: int, b: int) -> int | None:
        """G(a, b) by a theorem or a fast table, or None: the game then searches."""
        return None

    def grundy_moves(self, a: int, b: int, value: int) -> list[tuple[int, int]] | None:
        """The options of (a, b) of Grundy value ``value`` in move order, named by a theorem, or None:
        the game then searches them."""
        return None

    def grundy_table(self, size: int, *, progress: Any = None) -> Any:
        """A fast size x size table of Grundy values, or None (see Game.grundy_table)."""
        return None

    def beatty_slopes(self) -> tuple[QuadraticIrrational, ...]:
        """The slopes s of the lines y = s x (with their mirrors y = x / s) along which the
        P-positions lie (none by default)."""
        return ()

    def p_position_term(self, lang: str = "en") -> str:
        """What the texts call the P-positions of these rules."""
        return MESSAGES("p_positions").render(lang)

    # ---------------------------------------------------------------- moves
    def options(self, a: int, b: int) -> Iterator[tuple[int, int]]:
        """Every move from (a, b)."""
        return _options(a, b, None)

    def nearby_options(self, a: int, b: int) -> Iterator[tuple[int, int]]:
        """The moves that take at most 63 stones from a pile (for delaying moves)."""
        return _small_options(a, b, None, 1)

    def check_move(self, position: tuple[int, int], after: tuple[int, int]) -> None:
        """Raise InputError, with the reason, unless ``after`` is one move from ``position``."""
        (a, b), (c, d) = position, after
        da, db = a - c, b - d
        if c < 0 or d < 0 or da < 0 or db < 0 or (da == 0 and db == 0):
            raise InputError(MESSAGES("take_some"))
        if da and db:
            self.check_takes(da, db)

    def check_takes(self, da: int, db: int) -> None:
        """Raise InputError unless a move may take da and db stones from the two piles."""
        if da != db:
            raise InputError(MESSAGES("same_from_both", da=da, db=db))

    # ----------------------------------------------------------------- title
    def title_extras(self, lang: str = "en") -> list[str]:
        """The rules that the title names after the game's, e.g. ["misère"]."""
        return []

    def display_title(self, base: str, lang: str = "en") -> str:
        """The game's title ``base`` with these rules, e.g. "Wythoff's game (misère)"."""
        extras = self.title_extras(lang)
        if not extras:
            return base
        return MESSAGES("with_rules", title=base, rules=joined(extras, MESSAGES("rules_separator"))).render(lang)
