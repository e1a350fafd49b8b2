"""Moore's Nim_k as a game: its class (options, answers, Grundy values by search for small positions), its explanation and its typed moves.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from itertools import combinations
from math import prod
from typing import Any, ClassVar

from ...columns import Columns, work_columns
from ...drawing import Shell
from ...engine import Outcome
from ...errors import InputError, TooLargeError, misere_grundy_error
from ...piles import PileGame
from ...messages import Text, catalogue
from ...options import MISERE, Option
from ...report import Analysis
from ...validation import check_piles
from .. import nim
from ..nim import check_takes, describe_takes, parse_takes, small_takes, takes_text
from .moves import MOVE_LIMIT, all_winning_moves, count_winning_moves
from .theorem import _check_k, _split_piles, column_counts, is_p_position, outcome, winning_move, winning_moves

__all__ = ["Moore", "explain"]

MESSAGES = catalogue("moore", {
    "list_separator": (", ", "、"),
    "row_separator": (", ", "，"),
    "top_columns": (" (the top 16 of {width} {width:~column|columns})", "（共 {width} 列中最高的 16 列）"),
    "in_binary": ("In binary {rows}; the counts of 1s per column, highest first, are {counts}",
                  "二进制为 {rows}；从高位起每列 1 的个数为 {counts}"),
    "column_counts": ("The counts of 1s per bit column, highest first, are {counts}{more}",
                      "从高位起每个二进制位上 1 的个数为 {counts}{more}"),
    "head": ("k = {k}: a move lowers 1 to {k} {k:~pile|piles}. ", "k = {k}：每步可以从 1 到 {k} 堆中取石子。"),
    "head_one": ("k = {k}: a move lowers 1 to {k} {k:~pile|piles}. ", "k = {k}：每步只能从一堆中取石子。"),
    "needs_k": ("Moore's Nim_k needs --k K, the most piles one move lowers",
                "Moore 的 Nim_k 博弈需要 --k K：一步最多动的堆数"),
    "grundy_search": ("Grundy values of Moore's Nim_k for k >= 2 have no closed form and are found by search; this "
                      "position has {size:,} {size:~position|positions} below it, more than {limit:,}",
                      "k ≥ 2 时 Moore 的 Nim_k 博弈的 SG 值没有闭合公式，要靠搜索求得；这个局面以下有 {size:,} "
                      "个局面，超过 {limit:,} 个"),
    "misere_no_stones": ("No stones are left: in misère play the opponent took the last stone and lost, so the "
                         "player to move has won.",
                         "石子已取完：反常规则下对手取走了最后一个石子而输，轮到走的一方已经获胜。"),
    "misere_ones_lost": ("Every pile has at most one stone and {s} = {q} × {k1} + 1: whatever number x of piles "
                         "the player to move empties, the opponent empties {k1} - x, until the player to move must "
                         "take the last stone (misère play).",
                         "每堆至多 1 个，且 {s} = {q} × {k1} + 1：先手取走 x 堆，对手就取走 {k1} - x 堆，"
                         "最后一个石子只能由先手取走（反常规则）。"),
    "misere_ones_won": ("Every pile has at most one stone; {s} {s:~pile holds|piles hold} one. Leave a number of 1-piles that is 1 "
                        "more than a multiple of {k1}: {how}.",
                        "每堆至多 1 个，共 {s} 堆有石子。使剩下的堆数比 {k1} 的倍数多 1：{how}。"),
    "misere_few_big": ("Only {m} {m:~pile has|piles have} two or more stones, no more than k, so the player to move can lower "
                       "all of them at once and leave only piles of 0 and 1, a number of 1-piles that is 1 more "
                       "than a multiple of {k1} (misère play): {how}.",
                       "只有 {m} 堆至少有两个石子，不超过 k，先手可以一次把它们都减到 0 或 1，使只剩 1 "
                       "个石子的堆数比 {k1} 的倍数多 1（反常规则）：{how}。"),
    "misere_as_normal": ("{m} {m:~pile|piles} have two or more stones, more than k, so misère play goes as normal play does. ",
                         "有 {m} 堆至少有两个石子，多于 k，这时反常规则与常规规则的胜负相同。"),
    "no_stones": ("No stones are left: the player to move cannot move and has lost.",
                  "石子已取完：轮到走的一方无路可走，已经输了。"),
    "lost": (". Every count is a multiple of k + 1 = {k1}, so the player to move loses: in the highest column a "
             "move changes, it turns between 1 and {k} ones into zeros, and that count stops being a multiple of "
             "{k1} (Moore's theorem).",
             "。每列 1 的个数都是 k + 1 = {k1} 的倍数，先手必败：一步改变的最高一列中只会把 1 到 {k} 个 1 变成 0，"
             "这一列就不再是 {k1} 的倍数（Moore 定理）。"),
    "won": (". Some count is not a multiple of k + 1 = {k1}, so the player to move wins: {how}, which leaves every "
            "column count a multiple of {k1}.",
            "。有的列中 1 的个数不是 k + 1 = {k1} 的倍数，先手必胜：{how}，使每列 1 的个数都成为 {k1} 的倍数。"),
})


#: The most positions the Grundy-value search (k >= 2) may have.
GRUNDY_LIMIT = 200_000
# ------------------------------------------------------------- explanation
def _column_text(piles: tuple[int, ...], k: int, lang: str) -> str:
    counts = column_counts(piles)
    width = len(counts)
    shown = MESSAGES("list_separator").render(lang).join(str(c) for c in reversed(counts[-16:]))
    more = "" if width <= 16 else MESSAGES("top_columns", width=width).render(lang)
    if width <= nim.SHOWN_BITS and len(piles) <= nim.SHOWN_PILES and width:
        rows = MESSAGES("row_separator").render(lang).join(f"{p} = {format(p, 'b').zfill(width)}" for p in piles)
        return MESSAGES("in_binary", rows=rows, counts=shown).render(lang)
    return MESSAGES("column_counts", counts=shown, more=more).render(lang)
def explain(piles: Sequence[int], k: int, misere: bool = False, lang: str = "en") -> str:
    """Explain the verdict with the bit-column counts and the move that fixes them.

    >>> print(explain((5, 6, 3), 2))
    k = 2: a move lowers 1 to 2 piles. In binary 5 = 101, 6 = 110, 3 = 011; the counts of 1s per column, highest first, are 2, 2, 2. Some count is not a multiple of k + 1 = 3, so the player to move wins: take 2 from pile 1 and 3 from pile 2, which leaves every column count a multiple of 3.
    """
    _check_k(k)
    piles = check_piles(piles, "moore")
    k1 = k + 1
    head = (MESSAGES("head", k=k) if k > 1 else MESSAGES("head_one", k=k)).render(lang)
    if misere:
        big, ones = _split_piles(piles)
        m, s = len(big), len(ones)
        if m == 0:
            if s == 0:
                return head + MESSAGES("misere_no_stones").render(lang)
            if s % k1 == 1:
                return head + MESSAGES("misere_ones_lost", s=s, q=s // k1, k1=k1).render(lang)
            move = winning_move(piles, k, True)
            assert move is not None  # s > 0 and s mod (k + 1) != 1
            return head + MESSAGES("misere_ones_won", s=s, k1=k1, how=describe_takes(piles, move, lang)).render(lang)
        if m <= k:
            move = winning_move(piles, k, True)
            assert move is not None
            return head + MESSAGES("misere_few_big", m=m, k1=k1, how=describe_takes(piles, move, lang)).render(lang)
        head += MESSAGES("misere_as_normal", m=m).render(lang)
    if not any(piles):
        return head + MESSAGES("no_stones").render(lang)
    cols = _column_text(piles, k, lang)
    if is_p_position(piles, k, misere):
        return head + cols + MESSAGES("lost", k=k, k1=k1).render(lang)
    move = winning_move(piles, k, misere)
    assert move is not None
    return head + cols + MESSAGES("won", k1=k1, how=describe_takes(piles, move, lang)).render(lang)


TEXTS = catalogue("moore.texts", {
    "title": ("Moore's Nim_k", "Moore 的 Nim_k 博弈"),
    "summary": ("Moore's Nim_k: take from up to k piles at once", "Moore 的 Nim_k 博弈：一次最多从 k 堆中取"),
    "position_help": ("the pile sizes P1 P2 ...", "各堆的石子数 P1 P2 ..."),
    "move_help": ("'2 3' takes 3 from pile 2; '1 1 3 2' takes 1 from pile 1 and 2 from pile 3",
                  "'2 3' 从第 2 堆取 3 个；'1 1 3 2' 从第 1 堆取 1 个并从第 3 堆取 2 个"),
    "k_help": ("the most piles one move lowers", "一步最多动的堆数"),
    "k_label": ("k = {value}", "k = {value}"),
    "all_help": ("list every winning move (up to {limit:,}), not just one", "列出全部必胜走法（至多 {limit:,} 个），而不只一个"),
    "all_short": ("--all", "全部必胜走法"),
})


@dataclass(frozen=True)
class Moore(PileGame):
    """Moore's Nim_k: a move lowers between 1 and ``k`` piles.

    >>> g = Moore(k=2)
    >>> g.outcome((7, 7, 7)), g.winning_moves((5, 6, 3)), g.all_winning_moves((7, 7, 7, 1))
    ('P', [(3, 3, 3)], [(6, 7, 7, 1), (7, 6, 7, 1), (7, 7, 6, 1), (7, 7, 7, 0)])
    """

    k: int | None = None
    misere: bool = False

    name: ClassVar[str] = "moore"
    samples: ClassVar[tuple[tuple[dict[str, Any], Any], ...]] = (({"k": 2}, (1, 2, 3)),)
    shell: ClassVar[Shell] = replace(
        PileGame.shell,
        move_kinds=("take", "take_several"),
        columns=True,
        examples=(
            "grundy moore --k 2 5 6 3",
            "grundy moore --k 2 7 7 7 1 --all",
            "grundy moore --k 3 1 1 1 --misere",
        ),
    )
    title: ClassVar[Text] = TEXTS("title")
    aliases: ClassVar[tuple[str, ...]] = ("nim_k", "nimk")
    aliases_zh: ClassVar[tuple[str, ...]] = ("摩尔", "摩尔博弈")
    summary: ClassVar[Text | None] = TEXTS("summary")
    position_help: ClassVar[Text] = TEXTS("position_help")
    move_help: ClassVar[Text | None] = TEXTS("move_help")
    cli_options: ClassVar[tuple[Option, ...]] = (
        Option("k", int, TEXTS("k_help"), minimum=1, metavar="K", required=True, label=TEXTS("k_label")),
        MISERE,
        Option("all", bool, TEXTS("all_help", limit=MOVE_LIMIT), default=False, rule=False, short=TEXTS("all_short")),
    )

    def __post_init__(self) -> None:
        if self.k is not None:
            _check_k(self.k)

    @property
    def most_piles(self) -> int:
        """The most piles one move lowers."""
        if self.k is None:
            raise InputError(MESSAGES("needs_k"))
        return self.k

    def validate(self, position: Any) -> tuple[int, ...]:
        _ = self.most_piles  # a clear error when k is missing
        return super().validate(position)

    def options(self, position: Any) -> Iterator[tuple[int, ...]]:
        piles = tuple(position)
        nonempty = [i for i, p in enumerate(piles) if p]
        for size in range(1, min(self.most_piles, len(nonempty)) + 1):
            for chosen in combinations(nonempty, size):
                for values in _lazy_product([range(piles[i] - 1, -1, -1) for i in chosen]):
                    after = list(piles)
                    for i, v in zip(chosen, values):
                        after[i] = v
                    yield tuple(after)

    def check_move(self, position: Any, after: Any) -> None:
        check_takes(position, after, self.most_piles)

    def is_over(self, position: Any) -> bool:
        return not any(position)

    def canonical(self, position: Any) -> tuple[int, ...]:
        return tuple(sorted(position))

    def outcome(self, position: Any) -> Outcome:
        position = self.read(position, check=False)
        return outcome(position, self.most_piles, self.misere)

    def winning_moves(self, position: Any) -> list[tuple[int, ...]]:
        """One winning move by Moore's construction (every one when k = 1)."""
        position = self.read(position, check=False)
        return winning_moves(position, self.most_piles, self.misere)

    def all_winning_moves(self, position: Any) -> list[tuple[int, ...]]:
        """Every winning move, when there are few enough to list."""
        position = self.read(position, check=False)
        return all_winning_moves(position, self.most_piles, self.misere)

    def grundy(self, position: Any) -> int:
        position = self.read(position)
        if self.misere:
            raise misere_grundy_error()
        if self.most_piles == 1:
            return nim.nim_sum(position)
        size = prod(p + 1 for p in position)
        if size > GRUNDY_LIMIT:
            raise TooLargeError(MESSAGES("grundy_search", size=size, limit=GRUNDY_LIMIT))
        return super().grundy(tuple(position))

    def explain(self, position: Any, lang: str = "en") -> str:
        position = self.read(position, check=False)
        return explain(position, self.most_piles, self.misere, lang)

    def analyse(self, position: Any, lang: str = "en", **flags: Any) -> Analysis:
        result = super().analyse(position, lang, **flags)
        pos = result.position
        complete = self.most_piles == 1 or not result.winning_moves
        if flags.get("all") and not complete:
            result = replace(result, winning_moves=tuple(self.all_winning_moves(pos)))
            complete = True
        grundy = result.grundy
        if grundy is None and self.most_piles == 1 and not self.misere:
            grundy = nim.nim_sum(pos)
        extra = {"k": self.most_piles, "complete": complete, "column_counts": column_counts(pos)}
        return replace(result, grundy=grundy, extra={**result.extra, **extra})

    def columns(self, position: Any) -> Columns:
        """The piles in binary columns, each count modulo k + 1, and Moore's move.

        >>> work = Moore(k=2).columns((5, 6, 3))
        >>> work.counts, work.residues, work.after
        ((2, 2, 2), (2, 2, 2), (3, 3, 3))
        """
        piles = self.read(position, check=False)
        k = self.most_piles
        moves = winning_moves(piles, k, self.misere)
        note = None
        if self.misere and (outcome(piles, k, True) != outcome(piles, k) or moves != winning_moves(piles, k)):
            note = Text.literal(explain(piles, k, True, "en"), explain(piles, k, True, "zh"))
        return work_columns(piles, k + 1, outcome(piles, k, self.misere), moves, self.misere, note)

    def describe_move(self, position: Any, after: Any, lang: str = "en") -> str:
        return describe_takes(position, after, lang)

    def parse_move(self, position: Any, text: str) -> tuple[int, ...]:
        """Read 'pile amount' pairs, up to k of them: '1 1 3 2'.

        >>> Moore(k=2).parse_move((3, 4, 5), "1 1 3 2")
        (2, 4, 3)
        """
        return parse_takes(position, text, max_piles=self.most_piles)

    def move_text(self, position: Any, after: Any) -> str:
        return takes_text(position, after)

    def delaying_move(self, position: Any) -> tuple[int, ...] | None:
        best: tuple[int, ...] | None = None
        best_key: tuple[int, int] | None = None
        for after in small_takes(position, 16):
            try:
                replies = count_winning_moves(after, self.most_piles, self.misere, work_limit=10_000)
            except TooLargeError:
                replies = MOVE_LIMIT
            key = (replies, -sum(after))
            if best_key is None or key < best_key:
                best, best_key = after, key
        return best

    def random_position(self, rng: Any, scale: int = 20) -> tuple[int, ...]:
        count = max(3, min((self.k or 1) + 2, 6))
        return tuple(rng.randint(1, scale) for _ in range(count))


def _lazy_product(ranges: list[range]) -> Iterator[tuple[int, ...]]:
    # itertools.product in its order (the last varies fastest), without first making each range a
    # tuple: a pile of 10**100 stones has a range no tuple can hold, and only its first moves are read.
    if not ranges:
        yield ()
        return
    for value in ranges[0]:
        for rest in _lazy_product(ranges[1:]):
            yield (value, *rest)
