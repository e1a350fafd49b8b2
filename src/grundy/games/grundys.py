"""Grundy's game: split one heap into two unequal heaps; whoever cannot move loses.

Heaps of 1 and 2 cannot be split, so they are dead.  It is a take-and-break
game (nothing is taken), not an octal one, and no period is known: the
values are computed by the same kernel as the octal games' (the rare-value
method), up to :data:`MAX_TERMS` heaps.

>>> grundy_values(12)
[0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2]
>>> GrundysGame().winning_moves((5,)), GrundysGame().outcome((7,))
([(1, 4)], 'P')

Algorithm notes: G(n) is the mex of G(a) xor G(n - a) over 1 <= a < n / 2
(Sprague-Grundy); several heaps are a sum, the xor of their values.  The
rare values (Winning Ways, ch. 4; Flammenkamp): a value is rare when the
number of ones in its binary form, the lowest digit left out, is even
(mask ...1110); :func:`rare_heaps` lists the heaps of rare value.

References: P. M. Grundy, "Mathematics and games", Eureka 2 (1939) 6-8;
A. Flammenkamp, "Sprague-Grundy values of Grundy's game" (web page, 1287
rare values known).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, ClassVar

from ..drawing import Shell
from ..engine import Outcome, nim_sum
from ..errors import InputError, TooLargeError
from ..bigint import int_to_str
from ..piles import PileGame
from ..messages import Text, catalogue
from ..report import Analysis
from ..validation import parse_count
from .octal.values import compute, grundys_game_rules

__all__ = ["MAX_TERMS", "GrundysGame", "grundy_values", "rare_heaps"]

#: Heaps up to this size are answered (their values are computed on first use).
MAX_TERMS = 20_000

MESSAGES = catalogue("grundys", {
    "too_large": ("Grundy's game has no known period: heaps up to {limit:,} are answered, not {n}",
                  "格兰迪博弈没有已知的周期：只能回答不超过 {limit:,} 的堆，不能回答 {n}"),
    "not_a_move": ("a move splits one heap into two unequal nonempty heaps", "一步把一堆分成大小不等的两个非空堆"),
    "split": ("split {n}{where} into {a} and {b}", "{where}把 {n} 分成 {a} 和 {b}"),
    "from_heap": (" (heap {i})", "第 {i} 堆："),
    "no_move": ("no move", "未走子"),
    "type_move": ("type a heap and the size of one part, e.g. '1 3', not {text!r}",
                  "请输入堆号和其中一份的大小，例如 '1 3'，而不是 {text!r}"),
    "heap": ("heap", "堆号"),
    "part": ("part", "一份的大小"),
    "no_such_heap": ("there is no heap {heap}", "没有第 {heap} 堆"),
    "bad_part": ("heap {heap} has {have}: one part is 1 to {most} and not half, not {part}",
                 "第 {heap} 堆有 {have} 个：一份应在 1 到 {most} 之间且不是一半，不能是 {part}"),
    "values": ("the Grundy values of one heap, n = 0, 1, ..., are {shown} ...", "单堆的 SG 值（n = 0, 1, ...）为 {shown} ..."),
    "sum": ("the Grundy value is {parts} = {total}", "SG 值为 {parts} = {total}"),
    "xor": (" xor ", " ⊕ "),
    "p_position": ("so every move leaves a nonzero value: a P-position", "任何走法都使 SG 值变为非零，所以是必败态"),
    "n_position": ("nonzero: {how}, which leaves value 0", "不为 0：{how}，使 SG 值变为 0"),
    "facts": ("{values}; {head}, {tail}.", "{values}；{head}，{tail}。"),
})


@lru_cache(maxsize=4)
def _values(count: int) -> tuple[int, ...]:
    # G(0..count-1); count is a power of 2, so few sizes are ever cached
    return tuple(int(v) for v in compute(grundys_game_rules(), count).values)


def grundy_values(count: int) -> list[int]:
    """G(0), ..., G(count - 1) of one heap."""
    return list(_values(count))


def rare_heaps(count: int) -> list[int]:
    """The heaps n < count whose value is rare (an even number of ones above the lowest bit).

    >>> rare_heaps(30)
    [0, 1, 2, 3, 4, 6, 7, 9, 10, 12, 15, 20, 23, 26, 28]
    """
    values = compute(grundys_game_rules(), count).values
    return [n for n, v in enumerate(values.tolist()) if bin(v >> 1).count("1") % 2 == 0]


TEXTS = catalogue("grundys.texts", {
    "title": ("Grundy's game", "格兰迪博弈"),
    "summary": ("Grundy's game: split a heap into two unequal heaps", "格兰迪博弈：把一堆分成大小不等的两堆"),
    "position_help": ("the heap sizes", "各堆的大小"),
    "move_help": ("'1 3' splits heap 1 into 3 and the rest", "'1 3' 把第 1 堆分成 3 个和其余"),
})


@dataclass(frozen=True)
class GrundysGame(PileGame):
    """Grundy's game on one or more heaps.

    >>> GrundysGame().grundy((5, 6)), GrundysGame().winning_moves((5, 6))
    (3, [(2, 3, 6), (5, 1, 5)])
    """

    name: ClassVar[str] = "grundys"
    samples: ClassVar[tuple[tuple[dict[str, Any], Any], ...]] = (({}, (10, 7, 5)),)
    aliases: ClassVar[tuple[str, ...]] = ("grundys-game", "grundy-game")
    aliases_zh: ClassVar[tuple[str, ...]] = ("格兰迪博弈",)
    shell: ClassVar[Shell] = dataclasses.replace(
        PileGame.shell,
        board_kind="heaps",
        move_kinds=("typed",),
        position_metavar="HEAP",
        examples=("grundy grundys 10 7", "grundy grundys 100 --grundy", "grundy grundys --to 20000 -o grundys.b"),
        command_line="grundy.cli.grundys",
    )
    title: ClassVar[Text] = TEXTS("title")
    summary: ClassVar[Text | None] = TEXTS("summary")
    position_help: ClassVar[Text] = TEXTS("position_help")
    move_help: ClassVar[Text | None] = TEXTS("move_help")

    def grundy_of_heap(self, n: int) -> int:
        if n >= MAX_TERMS:
            raise TooLargeError(MESSAGES("too_large", limit=MAX_TERMS - 1, n=n))
        return _values(max(1024, 1 << n.bit_length()))[n]

    def options(self, position: Any) -> Iterator[tuple[int, ...]]:
        for i, p in enumerate(position):
            for a in range(1, (p + 1) // 2):
                yield position[:i] + (a, p - a) + position[i + 1 :]

    def canonical(self, position: Any) -> tuple[int, ...]:
        return tuple(sorted(p for p in position if p))

    def _decode(self, position: Sequence[int], after: Sequence[int]) -> tuple[int, int, int] | None:
        if len(after) != len(position) + 1:
            return None
        i = next((j for j, (p, q) in enumerate(zip(position, after)) if p != q), len(position))
        if i >= len(position) or tuple(after[i + 2 :]) != tuple(position[i + 1 :]):
            return None
        a, b = after[i], after[i + 1]
        if a < 1 or b < 1 or a == b or a + b != position[i]:
            return None
        return i, a, b

    def check_move(self, position: Any, after: Any) -> None:
        if self._decode(position, after) is None:
            raise InputError(MESSAGES("not_a_move"))

    def grundy(self, position: Any) -> int:
        return nim_sum(self.grundy_of_heap(p) for p in self.read(position))

    def outcome(self, position: Any) -> Outcome:
        return "N" if self.grundy(position) else "P"

    def winning_moves(self, position: Any) -> list[tuple[int, ...]]:
        """Every winning move: heap by heap, the smaller part ascending."""
        position = self.read(position)
        total = self.grundy(position)
        if total == 0:
            return []
        moves = []
        for i, p in enumerate(position):
            target = self.grundy_of_heap(p) ^ total
            for a in range(1, (p + 1) // 2):
                if self.grundy_of_heap(a) ^ self.grundy_of_heap(p - a) == target:
                    moves.append(position[:i] + (a, p - a) + position[i + 1 :])
        return moves

    def explain(self, position: Any, lang: str = "en") -> str:
        position = self.read(position)
        values = [self.grundy_of_heap(p) for p in position]
        total = nim_sum(values)
        x = MESSAGES("xor").render(lang)
        head = MESSAGES("sum", parts=x.join(f"G({int_to_str(p)})" for p in position), total=total).render(lang)
        if total == 0:
            tail = MESSAGES("p_position").render(lang)
        else:
            first = self.winning_moves(position)[0]
            tail = MESSAGES("n_position", how=self.describe_move(position, first, lang)).render(lang)
        shown = MESSAGES("values", shown=" ".join(map(str, _values(1024)[:24]))).render(lang)
        return MESSAGES("facts", values=shown, head=head, tail=tail).render(lang)

    def analyse(self, position: Any, lang: str = "en", **flags: Any) -> Analysis:
        result = super().analyse(position, lang, **flags)
        extra = {"heap_grundy": [self.grundy_of_heap(p) for p in result.position]}
        return dataclasses.replace(result, grundy=self.grundy(result.position), extra={**result.extra, **extra})

    def describe_move(self, position: Any, after: Any, lang: str = "en") -> str:
        move = self._decode(position, after)
        if move is None:
            return MESSAGES("no_move").render(lang)
        i, a, b = move
        where = MESSAGES("from_heap", i=i + 1).render(lang) if len(position) > 1 else ""
        return MESSAGES("split", n=a + b, where=where, a=a, b=b).render(lang)

    def move_text(self, position: Any, after: Any) -> str:
        move = self._decode(position, after)
        return "" if move is None else f"{move[0] + 1} {move[1]}"

    def parse_move(self, position: tuple[int, ...], text: str) -> tuple[int, ...]:
        """Read 'HEAP PART' (or 'PART' with one heap): split the heap into PART and the rest.

        >>> GrundysGame().parse_move((10,), "3"), GrundysGame().parse_move((5, 6), "2 2")
        ((3, 7), (5, 2, 4))
        """
        words = text.replace(",", " ").split()
        if len(words) == 1 and len(position) == 1:
            words = ["1"] + words
        if len(words) != 2:
            raise InputError(MESSAGES("type_move", text=text))
        heap = parse_count(words[0], MESSAGES("heap"))
        part = parse_count(words[1], MESSAGES("part"))
        if not 1 <= heap <= len(position):
            raise InputError(MESSAGES("no_such_heap", heap=heap))
        p = position[heap - 1]
        if not 1 <= part < p or 2 * part == p:
            raise InputError(MESSAGES("bad_part", heap=heap, have=p, most=max(p - 1, 0), part=part))
        return position[: heap - 1] + (part, p - part) + position[heap:]

    def random_position(self, rng: Any, scale: int = 20) -> tuple[int, ...]:
        return tuple(rng.randint(3, scale + 3) for _ in range(rng.randint(1, 3)))
