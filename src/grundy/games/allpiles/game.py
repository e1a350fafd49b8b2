"""Wythoff's game on many piles as a game: its class, its explanation and its typed moves.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from math import prod
from typing import Any, ClassVar

from ...drawing import Shell
from ...engine import Outcome
from ...errors import InputError, TooLargeError
from ...bigint import int_to_str
from ...piles import PileGame
from ...messages import Text, catalogue
from ...report import Analysis
from ...validation import check_piles
from .. import nim, wythoff
from ..nim import describe_takes, parse_takes, small_takes
from .rules import _nim_like, outcome, winning_moves
from .search import EvenSearch, _search_for

__all__ = ["AllPiles", "explain"]

MESSAGES = catalogue("allpiles", {
    "separator": ("; ", "；"),
    "more_moves": ("; and {more} more", "；另有 {more} 种"),
    "wythoff": ("With two piles this is Wythoff's game: {why}", "两堆时就是威佐夫博弈：{why}"),
    "nim_lost": ("The nim-sum is {sum}, so the player to move loses.", "异或和 {sum}，先手必败。"),
    "nim_won": ("The nim-sum is {sum}, not 0, so the player to move wins: {moves}.",
                "异或和 {sum}，不为 0，先手必胜：{moves}。"),
    "search_won": ("The player to move wins: {moves}, leaving a P-position.", "先手必胜：{moves}，留给对手必败态。"),
    "search_head": ("With an even number ({n}) of piles, all non-empty, no formula is known: every position with "
                    "piles up to {bound} was solved exactly by search ({count:,} {count:~P-position|P-positions}). ",
                    "堆数为偶数（{n}）且没有空堆时没有已知公式：已用搜索精确求解了每堆不超过 {bound} "
                    "的所有局面（共 {count:,} 个必败态）。"),
    "keeps_piles": ("a move keeps the {piles} {piles:~pile|piles}, not {count}", "走一步后仍是 {piles} 堆，而不是 {count} 堆"),
    "take_some": ("a move must take at least one stone, and only stones that are there",
                  "一步至少要取一个石子，且只能取堆里有的石子"),
    "one_or_every": ("a move takes from one pile, or the same number from every pile",
                     "一步只能从一堆中取，或从每堆各取同样多"),
    "grundy_search": ("Grundy values for an even number of non-empty piles have no known formula and are found by "
                      "search; this position has {size:,} {size:~position|positions} below it, more than {limit:,}",
                      "偶数堆且没有空堆时 SG 值没有已知公式，要靠搜索求得；这个局面以下有 {size:,} 个局面，超过 "
                      "{limit:,} 个"),
    "no_stones": ("no stones are left: the player to move cannot move and has lost.",
                  "石子已取完：轮到走的一方无路可走，已经输了。"),
    "one_pile": ("one pile: take all {n} {n:~stone|stones}.", "只有一堆：把 {n} 个石子全部取走。"),
    "nim_empty_pile": ("A pile is empty, so no move can take from every pile: this is Nim. ",
                       "有一堆是空的，无法从每堆同时取，这就是尼姆博弈。"),
    "nim_odd": ("With an odd number of piles the Grundy values, and so the P-positions, are exactly Nim's: taking "
                "t from every pile flips, in every pile, the bit of the lowest 1 of t, an odd number of flips, so "
                "it always changes the nim-sum. ",
                "堆数为奇数时，SG 值（因而必败态）与尼姆博弈完全相同：从每堆各取 t 个，会使每一堆中 t 最低的 1 "
                "所在的那一位翻转，共翻转奇数次，所以异或和一定改变。"),
    "search_lost": ("Every move from this position leads to an N-position, so the player to move loses.",
                    "这个局面的每一步都走到必胜态，先手必败。"),
    "take_every": ("take {t} from every pile", "从每堆各取 {t} 个"),
})


#: The most positions the Grundy-value search may have below a position.
GRUNDY_LIMIT = 200_000
# ------------------------------------------------------------- explanation
def explain(piles: Sequence[int], lang: str = "en", search: EvenSearch | None = None) -> str:
    """Explain the verdict: which case applies, and the winning moves.

    >>> print(explain((2, 3, 4)))
    With an odd number of piles the Grundy values, and so the P-positions, are exactly Nim's: taking t from every pile flips, in every pile, the bit of the lowest 1 of t, an odd number of flips, so it always changes the nim-sum. The nim-sum is 2 ⊕ 3 ⊕ 4 = 5, in binary 010 ⊕ 011 ⊕ 100 = 101, not 0, so the player to move wins: take 1 from every pile; take 3 from pile 3.
    """
    piles = check_piles(piles, "allpiles")
    n = len(piles)
    wins = winning_moves(piles, search)
    moves = MESSAGES("separator").render(lang).join(_describe(piles, m, lang) for m in wins[:8])
    if len(wins) > 8:
        moves += MESSAGES("more_moves", more=len(wins) - 8).render(lang)
    if not any(piles):
        return MESSAGES("no_stones").render(lang)
    if n == 1:
        return MESSAGES("one_pile", n=piles[0]).render(lang)
    if n == 2:
        a, b = piles
        return MESSAGES("wythoff", why=wythoff.explain(a, b, lang=lang)).render(lang)
    if _nim_like(piles):
        if min(piles) == 0:
            head = MESSAGES("nim_empty_pile").render(lang)
        else:
            head = MESSAGES("nim_odd").render(lang)
        body = nim.binary_sum(piles, lang)
        if not wins:
            return head + MESSAGES("nim_lost", sum=body).render(lang)
        return head + MESSAGES("nim_won", sum=body, moves=moves).render(lang)
    s = search or _search_for(n)
    head = MESSAGES("search_head", n=n, bound=s.bound, count=s.p_count).render(lang)
    if not wins:
        return head + MESSAGES("search_lost").render(lang)
    return head + MESSAGES("search_won", moves=moves).render(lang)
def _describe(piles: tuple[int, ...], after: tuple[int, ...], lang: str) -> str:
    changed = [p - q for p, q in zip(piles, after) if p != q]
    if len(piles) > 1 and len(changed) == len(piles) and len(set(changed)) == 1:
        return MESSAGES("take_every", t=changed[0]).render(lang)
    return describe_takes(piles, after, lang)


TEXTS = catalogue("allpiles.texts", {
    "title": ("Wythoff's game on many piles", "多堆威佐夫博弈"),
    "summary": ("Wythoff with many piles: take from one pile, or the same from all", "多堆威佐夫博弈：从一堆取，或从每堆取同样多"),
    "position_help": ("the pile sizes P1 P2 ...", "各堆的石子数 P1 P2 ..."),
    "move_help": ("'2 3' takes 3 from pile 2, 'all 2' takes 2 from every pile",
                  "'2 3' 从第 2 堆取 3 个，'all 2' 从每堆各取 2 个"),
})


@dataclass(frozen=True)
class AllPiles(PileGame):
    """Wythoff's game on any number of piles.

    >>> g = AllPiles()
    >>> g.outcome((1, 2, 3)), g.winning_moves((2, 3, 4)), g.describe_move((2, 3, 4), (1, 2, 3))
    ('P', [(1, 2, 3), (2, 3, 1)], 'take 1 from every pile')
    """

    name: ClassVar[str] = "allpiles"
    samples: ClassVar[tuple[tuple[dict[str, Any], Any], ...]] = (({}, (2, 3, 4)), ({}, (1, 1, 2, 2)))
    shell: ClassVar[Shell] = replace(
        PileGame.shell,
        move_kinds=("take", "take_all"),
        examples=(
            "grundy allpiles 2 3 4",
            "grundy allpiles 1 2 3 5",
            "grundy allpiles 3 5",
        ),
    )
    title: ClassVar[Text] = TEXTS("title")
    aliases_zh: ClassVar[tuple[str, ...]] = ("多堆威佐夫", "多堆威佐夫博弈")
    summary: ClassVar[Text | None] = TEXTS("summary")
    position_help: ClassVar[Text] = TEXTS("position_help")
    move_help: ClassVar[Text | None] = TEXTS("move_help")

    def options(self, position: Any) -> Iterator[tuple[int, ...]]:
        piles = tuple(position)
        if len(piles) > 1:
            for t in range(1, min(piles) + 1):
                yield tuple(p - t for p in piles)
        for i, p in enumerate(piles):
            for q in range(p - 1, -1, -1):
                yield piles[:i] + (q,) + piles[i + 1 :]

    def check_move(self, position: Any, after: Any) -> None:
        position, after = tuple(position), tuple(after)
        if len(after) != len(position):
            raise InputError(MESSAGES("keeps_piles", piles=len(position), count=len(after)))
        taken = [p - q for p, q in zip(position, after)]
        if any(q < 0 for q in after) or any(t < 0 for t in taken) or not any(taken):
            raise InputError(MESSAGES("take_some"))
        if sum(1 for t in taken if t) > 1 and len(set(taken)) != 1:
            raise InputError(MESSAGES("one_or_every"))

    def is_over(self, position: Any) -> bool:
        return not any(position)

    def canonical(self, position: Any) -> tuple[int, ...]:
        return tuple(sorted(position))

    def outcome(self, position: Any) -> Outcome:
        position = self.read(position, check=False)
        return outcome(position)

    def winning_moves(self, position: Any) -> list[tuple[int, ...]]:
        position = self.read(position, check=False)
        return winning_moves(position)

    def grundy(self, position: Any) -> int:
        """The Grundy value: the nim-sum for an odd number of piles or an empty pile, else by search.

        >>> AllPiles().grundy((3, 5, 6, 0)), AllPiles().grundy((10**100, 1, 2))
        (0, 10000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000003)
        """
        position = self.read(position)
        if _nim_like(position):
            return nim.nim_sum(position)
        size = prod(p + 1 for p in position)
        if size > GRUNDY_LIMIT:
            raise TooLargeError(MESSAGES("grundy_search", size=size, limit=GRUNDY_LIMIT))
        return super().grundy(tuple(position))

    def explain(self, position: Any, lang: str = "en") -> str:
        position = self.read(position, check=False)
        return explain(position, lang)

    def analyse(self, position: Any, lang: str = "en", **flags: Any) -> Analysis:
        result = super().analyse(position, lang, **flags)
        pos = result.position
        grundy = result.grundy
        if len(pos) == 1 or _nim_like(pos):
            method = "nim"
            grundy = nim.nim_sum(pos)  # free here, so always given
        elif len(pos) == 2:
            method = "wythoff"
        else:
            method = "search"
        return replace(result, grundy=grundy, extra={**result.extra, "method": method})

    def describe_move(self, position: Any, after: Any, lang: str = "en") -> str:
        return _describe(tuple(position), tuple(after), lang)

    def parse_move(self, position: Any, text: str) -> tuple[int, ...]:
        """Read '2 3' (3 from pile 2) or 'all 2' (2 from every pile).

        >>> AllPiles().parse_move((3, 4, 5), "all 3"), AllPiles().parse_move((3, 4, 5), "3 5")
        ((0, 1, 2), (3, 4, 0))
        """
        return parse_takes(position, text, every=True)

    def move_text(self, position: Any, after: Any) -> str:
        changed = [p - q for p, q in zip(position, after) if p != q]
        if len(position) > 1 and len(changed) == len(position):
            return f"all {int_to_str(changed[0])}"
        return nim.takes_text(position, after)

    def delaying_move(self, position: Any) -> tuple[int, ...] | None:
        piles = tuple(position)
        candidates = list(small_takes(piles, 24))
        if len(piles) > 1:
            candidates += [tuple(p - t for p in piles) for t in range(1, min(4, min(piles)) + 1)]
        return nim.delay_among(self, candidates)

    def random_position(self, rng: Any, scale: int = 20) -> tuple[int, ...]:
        return tuple(rng.randint(1, scale) for _ in range(rng.choice((3, 4))))
