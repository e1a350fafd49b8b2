"""The Bash game (Bachet's game): one pile; a move takes between 1 and m stones.

In normal play whoever takes the last stone wins; in misère play whoever
takes the last stone loses.

>>> outcome(10, 3), outcome(8, 3)
('N', 'P')
>>> winning_moves(10, 3), winning_moves(8, 3)
([(8,)], [])
>>> winning_moves(10, 3, misere=True)
[(9,)]

Algorithm notes: with n stones and at most m per move, the player to move
loses exactly when n is a multiple of m + 1.  From such an n every take x
(1 <= x <= m) leaves n - x, which is not a multiple, and the opponent
answers with m + 1 - x, back to a multiple, until 0 is reached.
Otherwise taking r = n mod (m + 1) (1 <= r <= m) leaves a multiple, and no
other take does, so there is exactly one winning move.  The Grundy value
is n mod (m + 1).  In misère play the same argument runs one stone
higher: the player to move loses exactly when n mod (m + 1) = 1, because
whoever is left with a single stone must take it (the last one) and lose.

References: C. G. Bachet, *Problèmes plaisants et délectables qui se font
par les nombres* (1612), problem 22; E. R. Berlekamp, J. H. Conway,
R. K. Guy, *Winning Ways*, 2nd ed., vol. 1, chapter 4 (subtraction games).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, replace
from typing import Any, ClassVar

from ..drawing import Shell
from ..engine import Outcome
from ..errors import InputError, UnsupportedError, misere_grundy_error
from ..bigint import int_to_str
from ..piles import PileGame, render_piles
from ..options import MISERE, Option
from ..report import Analysis
from ..messages import Text, catalogue
from ..validation import check_piles, natural, parse_count, quoted

__all__ = ["Bash", "explain", "grundy", "is_p_position", "outcome", "winning_moves"]

MESSAGES = catalogue("bash", {
    "pile_size": ("the pile size", "堆的石子数"),
    "negative_pile": ("the pile size must be non-negative, not {n}", "堆的石子数是非负整数，不能是 {n}"),
    "m": ("m (the most stones one move takes)", "m（每步最多取的个数）"),
    "m_too_small": ("the most stones one move takes (m) must be at least 1, not {m}",
                    "每步最多取的个数 m 至少为 1，不能是 {m}"),
    "won": ("n = {n} and m = {m}, so m + 1 = {k} and {n} = {q} × {k} + {r}. Take {r} to leave {left}, a multiple "
            "of {k}; after that, answer every take of x with {k} - x, so the opponent always faces a multiple of "
            "{k} and finally 0.",
            "n = {n}，m = {m}，m + 1 = {k}，{n} = {q} × {k} + {r}。先取 {r} 个，留下 {k} 的倍数 {left}；以后对手取 "
            "x 个，你就取 {k} - x 个，对手始终面对 {k} 的倍数，直到 0。"),
    "no_stones": ("no stones are left: the player to move cannot move and has lost.",
                  "石子已取完：轮到走的一方无路可走，已经输了。"),
    "lost": ("n = {n} and m = {m}, so m + 1 = {k} and {n} = {q} × {k} is a multiple of {k}: whatever the player to "
             "move takes (x from 1 to {m}), the opponent takes {k} - x and keeps a multiple of {k}, down to 0, so "
             "the player to move loses.",
             "n = {n}，m = {m}，m + 1 = {k}，{n} = {q} × {k} 是 {k} 的倍数：先手无论取 x 个（1 ≤ x ≤ {m}），"
             "对手都取 {k} - x 个，始终留下 {k} 的倍数，直到 0，先手必败。"),
    "misere_no_stones": ("no stones are left: in misère play the opponent took the last stone and lost, so the "
                         "player to move has won.",
                         "石子已取完：反常规则下对手取走了最后一个石子而输，轮到走的一方已经获胜。"),
    "misere_won": ("misère play, n = {n} and m = {m}: {n} - 1 = {q} × {k} + {r1}. Take {r1} to leave {left}, one "
                   "more than a multiple of {k}; after that, answer every take of x with {k} - x, so the opponent "
                   "is finally left with the last stone and must take it.",
                   "反常规则，n = {n}，m = {m}：{n} - 1 = {q} × {k} + {r1}。先取 {r1} 个，留下 {left}（比 {k} "
                   "的倍数多 1）；以后对手取 x 个，你就取 {k} - x 个，最后一个石子只能由对手取走。"),
    "misere_lost": ("misère play, n = {n} and m = {m}: {n} is one more than a multiple of {k}, so whatever the "
                    "player to move takes (x), the opponent takes {k} - x, until the player to move is left with "
                    "the last stone and must take it.",
                    "反常规则，n = {n}，m = {m}：{n} 比 {k} 的倍数多 1，先手无论取 x 个，对手都取 {k} - x 个，"
                    "最后先手只能取走最后一个石子而输。"),
    "take": ("take {t}", "取 {t} 个"),
    "board_note": ("\n(take 1 to {m} {m:~stone|stones} a move)", "\n（每次取 1 到 {m} 个）"),
    "bad_max_take": ("--max-take must be an integer of at least 1, not {m}",
                     "--max-take 必须是至少为 1 的整数，不能是 {m}"),
    "needs_max_take": ("the Bash game needs --max-take M, the most stones one move takes",
                       "巴什博弈需要 --max-take M：每步最多取的个数"),
    "one_pile": ("the Bash game needs one pile size N, got {count} {count:~number|numbers}", "巴什博弈只有一堆，给出了 {count} 个数"),
    "move_range": ("a move takes 1 to {m} {m:~stone|stones}, and only stones that are there",
                   "一步取 1 到 {m} 个，且只能取堆里有的石子"),
    "type_amount": ("type how many stones to take, e.g. '2', not {text!r}",
                    "请输入要取的个数，例如 '2'，而不是 {text!r}"),
    "amount": ("amount", "取的个数"),
    "take_range": ("a move takes 1 to {m} {m:~stone|stones}, not {taken}", "一步取 1 到 {m} 个，不能取 {taken} 个"),
    "too_few": ("the pile has only {there} {there:~stone|stones}, cannot take {taken}", "这堆只有 {there} 个，不能取 {taken} 个"),
})


def _check(n: int, m: int) -> None:
    if type(n) is not int:
        natural(n, MESSAGES("pile_size"))
    if n < 0:
        raise InputError(MESSAGES("negative_pile", n=n))
    if type(m) is not int:
        natural(m, MESSAGES("m"))
    if m < 1:
        raise InputError(MESSAGES("m_too_small", m=m))


def is_p_position(n: int, m: int, misere: bool = False) -> bool:
    """True if the player to move loses: n is a multiple of m + 1 (misère: 1 more than one).

    >>> [n for n in range(12) if is_p_position(n, 3)]
    [0, 4, 8]
    >>> [n for n in range(12) if is_p_position(n, 3, misere=True)]
    [1, 5, 9]
    """
    _check(n, m)
    return n % (m + 1) == (1 if misere else 0)


def outcome(n: int, m: int, misere: bool = False) -> Outcome:
    """Return 'P' if the player to move loses, 'N' if they win.

    >>> outcome(0, 1), outcome(0, 1, misere=True), outcome(10**200, 10**100 - 1)
    ('P', 'N', 'P')
    """
    return "P" if is_p_position(n, m, misere) else "N"


def winning_moves(n: int, m: int, misere: bool = False) -> list[tuple[int]]:
    """Return the winning move (at most one) as the pile it leaves, in a list.

    >>> winning_moves(10, 3), winning_moves(12, 3), winning_moves(7, 100)
    ([(8,)], [], [(0,)])
    >>> winning_moves(7, 100, misere=True), winning_moves(0, 5, misere=True)
    ([(1,)], [])
    """
    _check(n, m)
    r = (n - 1 if misere else n) % (m + 1)
    if n == 0 or r == 0:
        return []
    return [(n - r,)]


def grundy(n: int, m: int) -> int:
    """Return the Grundy value n mod (m + 1) (normal play).

    >>> [grundy(n, 2) for n in range(7)]
    [0, 1, 2, 0, 1, 2, 0]
    """
    _check(n, m)
    return n % (m + 1)


def explain(n: int, m: int, misere: bool = False, lang: str = "en") -> str:
    """Explain the verdict with n mod (m + 1).

    >>> print(explain(10, 3))
    n = 10 and m = 3, so m + 1 = 4 and 10 = 2 × 4 + 2. Take 2 to leave 8, a multiple of 4; after that, answer every take of x with 4 - x, so the opponent always faces a multiple of 4 and finally 0.
    >>> print(explain(8, 3, lang="zh"))
    n = 8，m = 3，m + 1 = 4，8 = 2 × 4 是 4 的倍数：先手无论取 x 个（1 ≤ x ≤ 3），对手都取 4 - x 个，始终留下 4 的倍数，直到 0，先手必败。
    """
    _check(n, m)
    k = m + 1
    q, r = divmod(n, k)
    if not misere:
        if r:
            return MESSAGES("won", n=n, m=m, k=k, q=q, r=r, left=n - r).render(lang)
        if n == 0:
            return MESSAGES("no_stones").render(lang)
        return MESSAGES("lost", n=n, m=m, k=k, q=q).render(lang)
    if n == 0:
        return MESSAGES("misere_no_stones").render(lang)
    r1 = (n - 1) % k
    if r1:
        return MESSAGES("misere_won", n=n, m=m, q=(n - 1) // k, k=k, r1=r1, left=n - r1).render(lang)
    return MESSAGES("misere_lost", n=n, m=m, k=k).render(lang)


TEXTS = catalogue("bash.texts", {
    "title": ("Bash game", "巴什博弈"),
    "summary": ("Bash game: one pile, take 1 to m stones", "巴什博弈：一堆石子，每次取 1 到 m 个"),
    "position_help": ("the number of stones in the pile", "这一堆的石子数"),
    "move_help": ("'3' takes 3 stones", "'3' 取 3 个"),
    "max_take_help": ("the most stones one move takes", "每步最多取的个数"),
    "max_take_label": ("at most {value} per move", "每次最多取 {value} 个"),
    "max_take_short": ("--max-take", "每次最多取"),
})


@dataclass(frozen=True)
class Bash(PileGame):
    """The Bash game: one pile of n stones, a move takes 1 to ``max_take`` stones.

    >>> g = Bash(max_take=3)
    >>> g.outcome((10,)), g.winning_moves((10,)), g.grundy((10,))
    ('N', [(8,)], 2)
    >>> Bash().outcome((10,))
    Traceback (most recent call last):
    ...
    grundy.errors.InputError: the Bash game needs --max-take M, the most stones one move takes
    """

    max_take: int | None = None
    misere: bool = False

    name: ClassVar[str] = "bash"
    samples: ClassVar[tuple[tuple[dict[str, Any], Any], ...]] = (({"max_take": 3}, (10,)),)
    names_grundy_moves: ClassVar[bool] = True
    shell: ClassVar[Shell] = replace(
        PileGame.shell,
        position_metavar="N",
        examples=(
            "grundy bash 20 --max-take 3",
            "grundy bash 21 --max-take 3 --misere",
        ),
    )
    title: ClassVar[Text] = TEXTS("title")
    aliases: ClassVar[tuple[str, ...]] = ("bachet",)
    aliases_zh: ClassVar[tuple[str, ...]] = ("巴什", "巴什博弈")
    summary: ClassVar[Text | None] = TEXTS("summary")
    piles: ClassVar[int | None] = 1
    position_help: ClassVar[Text] = TEXTS("position_help")
    move_help: ClassVar[Text | None] = TEXTS("move_help")
    cli_options: ClassVar[tuple[Option, ...]] = (
        Option("max_take", int, TEXTS("max_take_help"), minimum=1, metavar="M", label=TEXTS("max_take_label"),
               required=True, short=TEXTS("max_take_short")),
        MISERE,
    )

    def __post_init__(self) -> None:
        m = self.max_take
        if m is not None and (isinstance(m, bool) or not isinstance(m, int) or m < 1):
            raise InputError(MESSAGES("bad_max_take", m=quoted(m)))

    @property
    def m(self) -> int:
        """The most stones one move takes."""
        if self.max_take is None:
            raise InputError(MESSAGES("needs_max_take"))
        return self.max_take

    def validate(self, position: Any) -> tuple[int]:
        _ = self.m  # a clear error when max_take is missing
        position = check_piles(position, self.name)
        if len(position) != 1:
            raise InputError(MESSAGES("one_pile", count=len(position)))
        (n,) = super().validate(position)
        return (n,)

    def options(self, position: Any) -> Iterator[tuple[int]]:
        (n,) = position
        for t in range(1, min(self.m, n) + 1):
            yield (n - t,)

    def check_move(self, position: Any, after: Any) -> None:
        (n,), (left,) = position, after
        taken = n - left
        if left < 0 or taken < 1 or taken > self.m:
            raise InputError(MESSAGES("move_range", m=self.m))

    def is_over(self, position: tuple[int]) -> bool:
        return position[0] == 0

    def outcome(self, position: Any) -> Outcome:
        position = self.read(position, check=False)
        return outcome(self._pile(position), self.m, self.misere)

    def winning_moves(self, position: Any) -> list[tuple[int]]:
        position = self.read(position, check=False)
        return winning_moves(self._pile(position), self.m, self.misere)

    def grundy(self, position: Any) -> int:
        position = self.read(position, check=False)
        if self.misere:
            raise misere_grundy_error()
        return grundy(self._pile(position), self.m)

    def _pile(self, position: Any) -> int:
        # The one pile of a position, which must be a sequence of one number.
        try:
            (n,) = position
        except (TypeError, ValueError):
            self.validate(position)  # names the problem
            raise
        pile: int = n
        return pile

    def grundy_moves(self, position: Any, value: int) -> Iterator[tuple[int]]:
        """The move to Grundy value ``value`` (n - k with k = (n - value) mod (m + 1)), if any.

        >>> list(Bash(max_take=3).grundy_moves((10,), 0)), list(Bash(max_take=3).grundy_moves((10,), 2))
        ([(8,)], [])
        """
        position = self.read(position, check=False)
        n = position[0]
        self.grundy(position)  # normal play only
        k = (n - value) % (self.m + 1)
        if value <= self.m and 1 <= k <= min(self.m, n):
            yield (n - k,)

    def explain(self, position: Any, lang: str = "en") -> str:
        position = self.read(position, check=False)
        return explain(self._pile(position), self.m, self.misere, lang)

    def analyse(self, position: Any, lang: str = "en", **flags: Any) -> Analysis:
        result = super().analyse(position, lang, **flags)
        g = None if self.misere else grundy(result.position[0], self.m)
        return replace(result, grundy=g)

    def describe_move(self, position: Any, after: Any, lang: str = "en") -> str:
        t = position[0] - after[0]
        return MESSAGES("take", t=t).render(lang)

    def parse_move(self, position: Any, text: str) -> tuple[int]:
        """Read the number of stones to take ('3'; '1 3' also works).

        >>> Bash(max_take=3).parse_move((10,), "3")
        (7,)
        >>> Bash(max_take=3).parse_move((10,), "4")
        Traceback (most recent call last):
        ...
        grundy.errors.InputError: a move takes 1 to 3 stones, not 4
        """
        words = text.replace(",", " ").split()
        if len(words) == 2 and words[0] == "1":
            words = words[1:]
        if len(words) != 1:
            raise InputError(MESSAGES("type_amount", text=text))
        t = parse_count(words[0], MESSAGES("amount"))
        if not 1 <= t <= self.m:
            raise InputError(MESSAGES("take_range", m=self.m, taken=t))
        if t > position[0]:
            raise InputError(MESSAGES("too_few", there=position[0], taken=t))
        return (position[0] - t,)

    def move_text(self, position: Any, after: Any) -> str:
        return int_to_str(position[0] - after[0])

    def delaying_move(self, position: Any) -> tuple[int] | None:
        # Every move from a P-position leaves exactly one winning reply, so
        # taking one stone (the longest game) is as good as any.
        (n,) = position
        return (n - 1,) if n else None

    def render(self, position: Any, lang: str = "en") -> str:
        return render_piles(position, lang) + MESSAGES("board_note", m=self.m).render(lang)

    def random_position(self, rng: Any, scale: int = 20) -> tuple[int]:
        return (rng.randint(1, max(scale, 2 * (self.max_take or 1) + 2)),)
