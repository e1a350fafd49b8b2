"""Coins in a line or a circle: a move takes 1 to K coins that are adjacent; whoever takes the last coin wins.

A position is (circles, lines): the sizes of the unbroken circles of coins
and of the lines.  Taking coins from a circle leaves a line; taking coins
from inside a line splits it in two.

>>> game = Coins(max_take=2)
>>> game.outcome(((3,), ())), game.outcome(((3,), ())) == Coins(max_take=1).outcome(((3,), ()))
('P', False)
>>> game.winning_moves(((), (5,)))
[((), (2, 2))]

Algorithm notes: a line of n coins, a move taking 1..K adjacent coins, is
the octal game 0.77...7 (K sevens): a take leaves no line, one line, or two
(:mod:`grundy.games.octal` computes its Grundy values G, with the period
proved by the octal periodicity theorem where there is one: 0.7 has
G(n) = n mod 2, Kayles 0.77 period 12 from n = 71, 0.7777 period 24 from
n = 142; 0.777 shows none within its search, nor within 3,000,000 heaps
(``grundy octal 0.777 --to 3000000``: its values stay at most 296, with
502 rare heaps), and no period is known for it, so its lines are answered
below the search's size and a longer one is refused saying so).  A circle of n coins has the options "a line of n - t",
1 <= t <= min(K, n), so its value is mex{G(n - t)}.  A single line or
circle needs no values (for any n): with K >= 2 the player facing a line
of n >= 1 takes the middle 1 or 2 coins (n odd or even) and mirrors every
later move in the other half, so every nonempty line is won for the player
to move; a circle is then won exactly when n <= K (take it all), since any
other first move leaves a nonempty line to the opponent.  With K = 1 the
players take one coin a turn, and the first wins exactly when n is odd.

References: E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways*,
2nd ed., vol. 1, chapter 4 (Kayles, octal games); HDU 3951 "Coin Game".
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from typing import Any, ClassVar

from ..drawing import Shell
from ..engine import Outcome
from ..errors import InputError, TooLargeError
from ..bigint import int_to_str
from ..game import Game
from .octal.code import MAX_DIGITS
from ..messages import Text, catalogue
from ..options import Option
from ..report import Analysis
from ..validation import parse_count, quoted

__all__ = ["Coins", "circle_outcome", "line_outcome"]

Position = tuple[tuple[int, ...], tuple[int, ...]]
CIRCLE_MARKS = ("○", "o", "O", "c", "C")

MESSAGES = catalogue("coins", {
    "no_period": ("a line of {n:,} {n:~coin|coins}, at most {k} taken a move, is a heap of the octal game {code}, for which no "
                  "period is known: the octal periodicity theorem proves none within {terms:,} {terms:~heap|heaps}, so lines are "
                  "answered below {terms:,} {terms:~coin|coins} ('grundy octal {code} --to N' searches further)",
                  "一行 {n:,} 枚硬币、每步最多取 {k} 枚，就是八进制博弈 {code} 的一堆，它的周期未知：八进制博弈周期性定理在 "
                  "{terms:,} 个堆内证不出周期，所以只回答少于 {terms:,} 枚的直线（'grundy octal {code} --to N' 可以搜索得更远）"),
    "needs_k": ("the coin game needs --max-take K, the most adjacent coins one move takes",
                "取硬币游戏需要 --max-take K：每步最多取的相邻硬币数"),
    "bad_k": ("--max-take must be an integer of at least 1, not {k}", "--max-take 必须是至少为 1 的整数，不能是 {k}"),
    "k_too_large": ("--max-take {k} is more than {limit}: a line of coins is the octal game 0.77...7 with one digit "
                    "for each number of coins a move may take, and octal codes have at most {limit} {limit:~digit|digits}",
                    "--max-take {k} 超过了 {limit}：一行硬币就是八进制博弈 0.77...7，每步可取的每种枚数占一位，"
                    "而八进制代码至多 {limit} 位"),
    "segment": ("segment {i}", "第 {i} 段"),
    "not_position": ("a position of the coin game is (circles, lines): two tuples of sizes, not {value}",
                     "取硬币游戏的局面是（圆圈，直线）两个元组，不能是 {value}"),
    "empty": ("no coins are left: the player to move cannot move and has lost.", "硬币已取完：轮到走的一方无路可走，已经输了。"),
    "circle_won": ("A circle of {n} {n:~coin|coins}, at most {k} taken a move: {n} <= {k}, so take them all.",
                   "一圈 {n} 枚硬币，每步最多取 {k} 枚：{n} ≤ {k}，一次全部取走。"),
    "circle_lost": ("A circle of {n} {n:~coin|coins}, at most {k} taken a move: any first move leaves a line of 1 or more "
                    "coins, and whoever faces such a line takes its middle 1 or 2 coins and then mirrors every move "
                    "in the other half: the player to move loses.",
                    "一圈 {n} 枚硬币，每步最多取 {k} 枚：第一步之后总剩下一排至少 1 枚，面对一排的人取走正中间的 1 或 2 枚，"
                    "以后在另一半对称地走：先手必败。"),
    "line_won": ("A line of {n} {n:~coin|coins}, at most {k} taken a move: take the middle {t} {t:~coin|coins}, leaving two equal "
                 "lines of {half}, and mirror every move in the other one.",
                 "一排 {n} 枚硬币，每步最多取 {k} 枚：取走正中间的 {t} 枚，留下两排各 {half} 枚，以后在另一排对称地走。"),
    "one_at_a_time": ("At most 1 coin a move: the players take one coin a turn, {n} in all, so the first wins "
                      "exactly when {n} is odd: the player to move {verdict}.",
                      "每步只能取 1 枚：双方轮流各取一枚，共 {n} 枚，总数为奇数时先手胜：轮到走的一方{verdict}。"),
    "wins": ("wins", "必胜"),
    "loses": ("loses", "必败"),
    "sum": ("Grundy values (a line of n is the octal game {code}; a circle of n is mex over the lines of n - t): "
            "{values}; their XOR is {x}. {tail}",
            "SG 值（一排 n 枚是八进制博弈 {code}；一圈 n 枚是对 n - t 枚一排取 mex）：{values}，异或和为 {x}。{tail}"),
    "sum_won": ("It is not 0, so the player to move wins: {move}.", "不为 0，先手必胜：{move}。"),
    "sum_lost": ("It is 0, so the player to move loses.", "为 0，先手必败。"),
    "circle": ("circle of {n}", "{n} 枚一圈"),
    "line": ("line of {n}", "{n} 枚一排"),
    "take_circle": ("take {t} from the circle of {n}, leaving a line of {left}", "从 {n} 枚一圈中取 {t} 枚，留下一排 {left} 枚"),
    "take_line": ("take {t} from the line of {n}, leaving {a} and {b}", "从 {n} 枚一排中取 {t} 枚，留下 {a} 枚和 {b} 枚"),
    "type_move": ("type the segment, how many coins to take and how many to leave on their left, e.g. '1 2 3', "
                  "not {text}", "请输入段号、取的枚数和左边留下的枚数，例如 '1 2 3'，而不是 {text}"),
    "amount": ("amount", "取的枚数"),
    "left": ("the coins left on the left", "左边留下的枚数"),
    "no_segment": ("there is no segment {i}", "没有第 {i} 段"),
    "take_range": ("a move takes 1 to {k} adjacent {k:~coin|coins}, and only coins that are there", "一步取 1 到 {k} 枚相邻的硬币，且只能取有的"),
    "not_a_move": ("a move takes 1 to {k} adjacent {k:~coin|coins} from one circle or line", "一步从一圈或一排中取 1 到 {k} 枚相邻的硬币"),
})


def line_outcome(n: int, k: int) -> Outcome:
    """The outcome of a single line of n coins, for any n.

    >>> line_outcome(10**100, 2), line_outcome(4, 1), line_outcome(0, 3)
    ('N', 'P', 'P')
    """
    if n == 0:
        return "P"
    return "N" if k >= 2 or n % 2 else "P"


def circle_outcome(n: int, k: int) -> Outcome:
    """The outcome of a single circle of n coins (HDU 3951), for any n.

    >>> circle_outcome(3, 1), circle_outcome(3, 2), circle_outcome(10**9, 10)
    ('N', 'P', 'P')
    """
    if n == 0:
        return "P"
    if n <= k:
        return "N"
    return "N" if k == 1 and n % 2 else "P"


TEXTS = catalogue("coins.texts", {
    "title": ("Coins in a line or a circle", "排成一排或一圈的硬币"),
    "summary": ("Coins in a line or a circle: take 1 to K adjacent coins; the last coin wins",
                "排成一排或一圈的硬币：每次取 1 到 K 枚相邻的硬币，取到最后一枚者胜"),
    "position_help": ("the lines of coins by their sizes; a circle as 'o10' (or every number with --circle)",
                      "各排硬币的枚数；一圈写作 'o10'（或用 --circle 使每个数都是一圈）"),
    "move_help": ("'1 2 3' takes 2 coins from segment 1, leaving 3 on their left", "'1 2 3' 从第 1 段取 2 枚，左边留下 3 枚"),
    "max_take_help": ("the most adjacent coins one move takes", "每步最多取的相邻硬币数"),
    "max_take_label": ("take 1 to {value} adjacent {value:~coin|coins}", "每次取 1 到 {value} 枚相邻的硬币"),
    "max_take_short": ("--max-take", "每次最多取"),
    "circle_help": ("the coins stand in a circle: each number given is a circle", "硬币排成一圈：给出的每个数都是一圈"),
    "circle_short": ("--circle", "一圈"),
})


@dataclass(frozen=True)
class Coins(Game):
    """Coins in circles and lines; a move takes 1 to ``max_take`` adjacent coins."""

    max_take: int | None = None

    name: ClassVar[str] = "coins"
    samples: ClassVar[tuple[tuple[dict[str, Any], Any], ...]] = (({"max_take": 2}, ((), (5, 7))),)
    title: ClassVar[Text] = TEXTS("title")
    aliases: ClassVar[tuple[str, ...]] = ("coin-game", "coins-circle")
    aliases_zh: ClassVar[tuple[str, ...]] = ("取硬币", "硬币游戏")
    summary: ClassVar[Text | None] = TEXTS("summary")
    shell: ClassVar[Shell] = replace(
        Game.shell,
        random_start=True,
        position_metavar="N",
        examples=("grundy coins --max-take 2 --circle 3", "grundy coins --max-take 1 --circle 3",
                  "grundy coins --max-take 2 5 7 --grundy"),
    )
    position_help: ClassVar[Text] = TEXTS("position_help")
    move_help: ClassVar[Text | None] = TEXTS("move_help")
    names_grundy_moves: ClassVar[bool] = True
    cli_options: ClassVar[tuple[Option, ...]] = (
        Option("max_take", int, TEXTS("max_take_help"), minimum=1, metavar="K", label=TEXTS("max_take_label"),
               required=True, short=TEXTS("max_take_short")),
        Option("circle", bool, TEXTS("circle_help"), default=False, position=True, short=TEXTS("circle_short")),
    )

    def __post_init__(self) -> None:
        k = self.max_take
        if k is not None and (isinstance(k, bool) or not isinstance(k, int) or k < 1):
            raise InputError(MESSAGES("bad_k", k=quoted(k)))
        if k is not None and k > MAX_DIGITS:
            raise TooLargeError(MESSAGES("k_too_large", k=quoted(k), limit=MAX_DIGITS))

    @property
    def k(self) -> int:
        """The most coins one move takes."""
        if self.max_take is None:
            raise InputError(MESSAGES("needs_k"))
        return self.max_take

    @property
    def code(self) -> str:
        """The octal code of a line: 0.77...7, K sevens."""
        return "0." + "7" * self.k

    @classmethod
    def from_tokens(cls, tokens: Sequence[str], **options: Any) -> tuple[Coins, Position]:
        circle = bool(options.pop("circle", False))
        game = cls(**options)
        position = game.parse_position(list(tokens))
        if circle:
            position = game.validate((position[0] + position[1], ()))
        return game, position

    def validate(self, position: Any) -> Position:
        _ = self.k
        try:
            circles, lines = position
            good = all(isinstance(part, tuple | list) and all(type(v) is int and v >= 0 for v in part)
                       for part in (circles, lines))
        except (TypeError, ValueError):
            good = False
        if not good:
            raise InputError(MESSAGES("not_position", value=quoted(position)))
        return (tuple(sorted(int(v) for v in circles if v)), tuple(sorted(int(v) for v in lines if v)))

    def parse_position(self, tokens: Any) -> Position:
        circles, lines = [], []
        for i, token in enumerate(t for word in tokens for t in word.replace(",", " ").split()):
            what = MESSAGES("segment", i=i + 1)
            if token[:1] in CIRCLE_MARKS:
                circles.append(parse_count(token[1:], what))
            else:
                lines.append(parse_count(token, what))
        return self.validate((tuple(circles), tuple(lines)))

    # -------------------------------------------------------------- values
    def line_grundy(self, n: int) -> int:
        """G(n) of a line: the octal game 0.77...7."""
        from .octal import MAX_TERMS, grundy_value

        try:
            return grundy_value(self.code, n)
        except TooLargeError:
            raise TooLargeError(MESSAGES("no_period", n=n, k=self.k, code=self.code, terms=MAX_TERMS)) from None

    def circle_grundy(self, n: int) -> int:
        """mex over t = 1..min(K, n) of G(n - t)."""
        seen = {self.line_grundy(n - t) for t in range(1, min(self.k, n) + 1)}
        g = 0
        while g in seen:
            g += 1
        return g

    def _values(self, position: Position) -> list[int]:
        return [self.circle_grundy(c) for c in position[0]] + [self.line_grundy(n) for n in position[1]]

    def grundy(self, position: Any) -> int:
        position = self.read(position)
        x = 0
        for g in self._values(position):
            x ^= g
        return x

    def outcome(self, position: Any) -> Outcome:
        circles, lines = self.read(position)
        if len(circles) + len(lines) <= 1:
            return circle_outcome(circles[0], self.k) if circles else line_outcome(lines[0] if lines else 0, self.k)
        return "N" if self.grundy((circles, lines)) else "P"

    # -------------------------------------------------------------- moves
    def options(self, position: Any) -> Iterator[Position]:
        circles, lines = position
        seen = set()
        for i, c in enumerate(circles):
            if i and circles[i - 1] == c:
                continue
            for t in range(1, min(self.k, c) + 1):
                after = self.validate((circles[:i] + circles[i + 1:], lines + (c - t,)))
                if after not in seen:
                    seen.add(after)
                    yield after
        for i, n in enumerate(lines):
            if i and lines[i - 1] == n:
                continue
            for t in range(1, min(self.k, n) + 1):
                for a in range(0, (n - t) // 2 + 1):
                    after = self.validate((circles, lines[:i] + lines[i + 1:] + (a, n - t - a)))
                    if after not in seen:
                        seen.add(after)
                        yield after

    def grundy_moves(self, position: Any, value: int) -> Iterator[Position]:
        circles, lines = self.read(position)
        cx = 0
        for c in circles:
            cx ^= self.circle_grundy(c)
        lx = 0
        for n in lines:
            lx ^= self.line_grundy(n)
        seen = set()
        for i, c in enumerate(circles):
            target = self.circle_grundy(c) ^ cx ^ lx ^ value
            for t in range(1, min(self.k, c) + 1):
                if self.line_grundy(c - t) == target:
                    after = self.validate((circles[:i] + circles[i + 1:], lines + (c - t,)))
                    if after not in seen:
                        seen.add(after)
                        yield after
        if lines:
            from .octal import Octal

            for heaps in Octal(code=self.code).grundy_moves(lines, value ^ cx):
                after = self.validate((circles, heaps))
                if after not in seen:
                    seen.add(after)
                    yield after

    def winning_moves(self, position: Any) -> list[Position]:
        position = self.read(position)
        circles, lines = position
        if len(circles) == 1 and not lines and self.k >= 2:  # any size: take all, or nothing wins
            return [((), ())] if circles[0] <= self.k else []
        if self.outcome(position) == "P":
            return []
        return list(self.grundy_moves(position, 0))

    def is_over(self, position: Any) -> bool:
        return not position[0] and not position[1]

    def check_move(self, position: Any, after: Any) -> None:
        if self._decode(self.validate(position), self.validate(after)) is None:
            raise InputError(MESSAGES("not_a_move", k=self.k))

    # -------------------------------------------------------------- texts
    def explain(self, position: Any, lang: str = "en") -> str:
        circles, lines = self.read(position)
        k = self.k
        if not circles and not lines:
            return MESSAGES("empty").render(lang)
        if len(circles) + len(lines) == 1:
            n = (circles or lines)[0]
            if k == 1:
                won = n % 2 == 1
                return MESSAGES("one_at_a_time", n=n, verdict=MESSAGES("wins") if won else MESSAGES("loses")).render(lang)
            if circles:
                text = MESSAGES("circle_won", n=n, k=k) if n <= k else MESSAGES("circle_lost", n=n, k=k)
                return text.render(lang)
            t = 1 if n % 2 else 2
            return MESSAGES("line_won", n=n, k=k, t=min(t, n), half=max(n - t, 0) // 2).render(lang)
        values = self._values((circles, lines))
        names = [MESSAGES("circle", n=c).render(lang) for c in circles] + [MESSAGES("line", n=n).render(lang) for n in lines]
        shown = ", ".join(f"{name}: {g}" for name, g in zip(names, values))
        x = self.grundy((circles, lines))
        if x:
            first = next(self.grundy_moves((circles, lines), 0))
            tail = MESSAGES("sum_won", move=self.describe_move((circles, lines), first, lang))
        else:
            tail = MESSAGES("sum_lost")
        return MESSAGES("sum", code=self.code, values=shown, x=x, tail=tail).render(lang)

    def analyse(self, position: Any, lang: str = "en", **flags: Any) -> Analysis:
        result = super().analyse(position, lang, **flags)
        if not flags.get("grundy"):
            return result
        return replace(result, grundy=self.grundy(result.position))

    def _decode(self, position: Position, after: Position) -> tuple[int, int, int, int] | None:
        # (segment number from 1, coins taken, left part, right part) of a move, or None.
        from collections import Counter

        (circles, lines), (after_circles, after_lines) = position, after
        gone_c, new_c = Counter(circles) - Counter(after_circles), Counter(after_circles) - Counter(circles)
        gone_l, new_l = Counter(lines) - Counter(after_lines), Counter(after_lines) - Counter(lines)
        parts = sorted(new_l.elements())
        if new_c or len(parts) > 2 or sum(gone_c.values()) + sum(gone_l.values()) != 1:
            return None
        if gone_c:
            (n,) = gone_c
            if len(parts) > 1:
                return None
            seg = circles.index(n) + 1
        else:
            (n,) = gone_l
            seg = len(circles) + lines.index(n) + 1
        t = n - sum(parts)
        if not 1 <= t <= min(self.k, n):
            return None
        a, b = (parts[0], parts[1]) if len(parts) == 2 else (0, parts[0] if parts else 0)
        return seg, t, a, b

    def describe_move(self, position: Any, after: Any, lang: str = "en") -> str:
        move = self._decode(position, after)
        if move is None:
            return MESSAGES("not_a_move", k=self.k).render(lang)
        seg, t, a, b = move
        if seg <= len(position[0]):
            return MESSAGES("take_circle", t=t, n=position[0][seg - 1], left=b).render(lang)
        return MESSAGES("take_line", t=t, n=position[1][seg - 1 - len(position[0])], a=a, b=b).render(lang)

    def move_text(self, position: Any, after: Any) -> str:
        move = self._decode(position, after)
        if move is None:
            return ""
        seg, t, a, _b = move
        return f"{seg} {t}" if seg <= len(position[0]) else f"{seg} {t} {int_to_str(a)}"

    def parse_move(self, position: Any, text: str) -> Position:
        """Read 'SEGMENT TAKE [LEFT]' (segments numbered as the position is written, circles first);
        'TAKE [LEFT]' when there is one segment.

        >>> Coins(max_take=2).parse_move(((), (7,)), "2 3")
        ((), (2, 3))
        """
        circles, lines = self.validate(position)
        words = text.replace(",", " ").split()
        segments = len(circles) + len(lines)
        if segments == 1 and (len(words) == 1 or (len(words) == 2 and lines)):
            words = ["1", *words]
        if len(words) not in (2, 3):
            raise InputError(MESSAGES("type_move", text=quoted(text)))
        seg = parse_count(words[0], MESSAGES("segment", i=words[0]))
        t = parse_count(words[1], MESSAGES("amount"))
        a = parse_count(words[2], MESSAGES("left")) if len(words) == 3 else 0
        if not 1 <= seg <= segments:
            raise InputError(MESSAGES("no_segment", i=seg))
        if seg <= len(circles):
            c = circles[seg - 1]
            if not 1 <= t <= min(self.k, c) or len(words) == 3:
                raise InputError(MESSAGES("take_range", k=self.k))
            return self.validate((circles[:seg - 1] + circles[seg:], lines + (c - t,)))
        i = seg - 1 - len(circles)
        n = lines[i]
        if not 1 <= t <= min(self.k, n) or a > n - t:
            raise InputError(MESSAGES("take_range", k=self.k))
        return self.validate((circles, lines[:i] + lines[i + 1:] + (a, n - t - a)))

    def format_position(self, position: Any, lang: str = "en") -> str:
        circles, lines = position
        words = [f"o{int_to_str(c)}" for c in circles] + [int_to_str(n) for n in lines]
        return "(" + " ".join(words) + ")"

    def render(self, position: Any, lang: str = "en") -> str:
        circles, lines = self.validate(position)
        rows = [MESSAGES("circle", n=c).render(lang) + (": " + "o" * c if c <= 60 else "") for c in circles]
        rows += [MESSAGES("line", n=n).render(lang) + (": " + "o" * n if n <= 60 else "") for n in lines]
        return "\n".join(rows) or self.format_position((circles, lines), lang)

    def position_to_json(self, position: Any) -> Any:
        return [list(position[0]), list(position[1])]

    def position_from_json(self, value: Any) -> Position:
        if isinstance(value, list) and len(value) == 2:
            return self.validate(tuple(tuple(v) if isinstance(v, list) else v for v in value))
        raise InputError(MESSAGES("not_position", value=quoted(value)))

    def size(self, position: Any) -> int:
        circles, lines = position
        return int(sum(circles) + sum(lines))

    def random_position(self, rng: Any, scale: int = 20) -> Position:
        return ((rng.randint(3, max(3, scale)),), ())
