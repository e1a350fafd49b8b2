"""Nim: any number of piles; a move takes any positive number of stones from one pile.

In normal play whoever takes the last stone wins; in misère play whoever
takes the last stone loses.

>>> nim_sum((3, 4, 5))
2
>>> outcome((3, 4, 5)), outcome((1, 2, 3))
('N', 'P')
>>> winning_moves((3, 4, 5))
[(1, 4, 5)]
>>> winning_moves((1, 1, 2), misere=True), winning_moves((1, 1, 2))
([(1, 1, 1)], [(1, 1, 0)])

Algorithm notes (Bouton 1901): the player to move loses exactly when the
nim-sum (the bitwise XOR of the piles) is 0.  From nim-sum 0 every move
changes one pile, so it changes the XOR; from nim-sum s != 0, let 2^h be
the highest set bit of s: every pile p with that bit set has p XOR s < p,
and reducing it to p XOR s is a winning move.  No other move wins, since a
move on pile p reaches nim-sum 0 only by making it p XOR s; so there is at
most one winning move per pile, and the winning moves are exactly the
piles that hold bit h.

Misère play differs only at the very end: while some pile has 2 or more
stones the P-positions are those of normal play; once every pile has at
most one stone the player to move loses exactly when the number of
1-piles is odd (the players take one pile a turn and the one who takes the
last loses).  So the winning move on pile i reduces it to XOR of the other
piles, unless all the other piles are at most 1, in which case it reduces
pile i to 0 or 1, whichever leaves an odd number of 1-piles.

References: C. L. Bouton, "Nim, a game with a complete mathematical
theory", Annals of Mathematics 3 (1901-02) 35-39; E. R. Berlekamp,
J. H. Conway, R. K. Guy, *Winning Ways*, 2nd ed., vol. 1, chapter 2 and
vol. 2, chapter 13.

One topic: Bouton's theorem in normal and misère play, every winning move it
gives, and the game that answers from them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, replace
from typing import Any, ClassVar

from ..drawing import Shell
from ..engine import Outcome
from ..engine import nim_sum as _xor_all
from ..errors import InputError, UnsupportedError, misere_grundy_error
from ..bigint import int_to_str
from ..columns import Columns, work_columns
from ..game import Game
from ..piles import PileGame
from ..options import MISERE, Option
from ..messages import Text, catalogue, joined
from ..report import Analysis
from ..validation import check_piles, parse_count

__all__ = [
    "Nim",
    "binary_sum",
    "describe_takes",
    "explain",
    "is_p_position",
    "nim_sum",
    "outcome",
    "parse_takes",
    "takes_text",
    "winning_moves",
    "winning_reductions",
]

MESSAGES = catalogue("nim", {
    "xor_of_piles": ("the XOR of the {n} {n:~pile|piles} is {s}", "{n} 堆的异或和是 {s}"),
    "in_decimal": ("{piles} = {s} (in decimal)", "{piles} = {s}（十进制）"),
    "in_binary": ("{piles} = {s}, in binary {binary}", "{piles} = {s}，二进制为 {binary}"),
    "nim_sum": ("nim-sum {sum}", "异或和 {sum}"),
    "no_stones": ("no stones are left: the player to move cannot move and has lost.",
                  "石子已取完：轮到走的一方无路可走，已经输了。"),
    "zero": ("{head}. It is 0, so the player to move loses: any move changes one pile and so makes the nim-sum "
             "non-zero, and the opponent can always make it 0 again (Bouton's theorem).",
             "{head}。异或和为 0，先手必败：任何一步只改变一堆，异或和必然变成非 0，对手总能再把它变回 0（Bouton 定理）。"),
    "not_zero": ("{head}. It is not 0, so the player to move wins. Its highest 1 is the bit worth {top}; reduce a "
                 "pile that has this bit to its XOR with {s}, which makes the nim-sum 0: {moves}.",
                 "{head}。异或和不为 0，先手必胜。异或和最高的 1 是 {top} 这一位；把这一位为 1 的某一堆"
                 "减成它与 {s} 的异或，异或和就变为 0：{moves}。"),
    "misere_no_stones": ("no stones are left: in misère play the opponent took the last stone and lost, so the "
                         "player to move has won.", "石子已取完：反常规则下对手取走了最后一个石子而输，轮到走的一方已经获胜。"),
    "misere_odd_ones": ("every pile has at most one stone and there {ones:~is|are} {ones} of them, an odd number: the players "
                        "take one pile a turn, so the player to move takes the last stone and loses (misère play).",
                        "每堆至多 1 个，共 {ones} 堆，是奇数：双方每次只能取走一堆，轮到走的一方会取到最后一个"
                        "石子而输（反常规则）。"),
    "misere_even_ones": ("every pile has at most one stone and there {ones:~is|are} {ones} of them, an even number: take one "
                         "of them, leaving an odd number, and the opponent takes the last stone: {moves}.",
                         "每堆至多 1 个，共 {ones} 堆，是偶数：取走其中一堆，剩下奇数堆，最后一个石子将由对手取走：{moves}。"),
    "misere_one_big": ("exactly one pile has two or more stones, so the player to move decides the end: reduce it "
                       "to 0 or 1 so that an odd number of 1-piles is left (misère play): {moves}.",
                       "恰好一堆有两个或更多石子，先手可以决定残局：把这堆减到 0 或 1，使剩下奇数个 1 堆"
                       "（反常规则）：{moves}。"),
    "misere_lost": ("{head}. {big} {big:~pile has|piles have} two or more stones, and then misère Nim is won as normal Nim is: "
                    "the nim-sum is 0, so the player to move loses.",
                    "{head}。有 {big} 堆至少有两个石子，这时反常 Nim 与普通 Nim 的胜负相同：异或和为 0，先手必败。"),
    "misere_won": ("{head}. {big} {big:~pile has|piles have} two or more stones, and then misère Nim is won as normal Nim is, "
                   "except that a move leaving only piles of 0 and 1 must leave an odd number of 1-piles: {moves}.",
                   "{head}。有 {big} 堆至少有两个石子，这时按普通 Nim 的方法走（使异或和为 0），只是当一步之后只剩 0 和 1 "
                   "的堆时，要留下奇数个 1 堆：{moves}。"),
    "pile_move": ("pile {i} from {p} to {q} (take {t})", "第 {i} 堆从 {p} 减到 {q}（取 {t} 个）"),
    "more_moves": ("and {more} more", "另有 {more} 种"),
    "separator": ("; ", "；"),
    "type_pile_amount": ("type a pile and an amount, e.g. '2 3' takes 3 from pile 2, not {text!r}",
                         "请输入堆号和个数，例如 '2 3' 从第 2 堆取 3 个，而不是 {text!r}"),
    "type_all": ("type 'all' and one amount, e.g. 'all 2', not {text!r}", "请输入 'all' 和一个数，例如 'all 2'，而不是 {text!r}"),
    "amount": ("amount", "取的个数"),
    "take_one": ("take at least one stone", "至少要取一个石子"),
    "every_pile_needs": ("every pile needs {amount} {amount:~stone|stones}, but the smallest has {smallest}",
                         "每堆都要有 {amount} 个，但最小的一堆只有 {smallest} 个"),
    "one_pile": ("a move takes from one pile, not {count}", "一步最多从 1 堆中取，不能从 {count} 堆中取"),
    "at_most_piles": ("a move takes from at most {most} {most:~pile|piles}, not {count}", "一步最多从 {most} 堆中取，不能从 {count} 堆中取"),
    "bad_pile": ("the pile is a number from 1 to {piles}, not {text!r}", "堆号是 1 到 {piles} 之间的数，而不是 {text!r}"),
    "pile_twice": ("pile {pile} is named twice", "第 {pile} 堆出现了两次"),
    "too_few": ("pile {pile} has only {have} {have:~stone|stones}, cannot take {amount}", "第 {pile} 堆只有 {have} 个，不能取 {amount} 个"),
    "pass": ("pass", "不动"),
    "take_from": ("{n} from pile {i}", "从第 {i} 堆取 {n} 个"),
    "take": ("take {moves}", "{moves}"),
    "and_list": ("{head} and {last}", "{head}，{last}"),
    "comma": (", ", "，"),
    "keeps_piles": ("a move keeps the {piles} {piles:~pile|piles}, not {count}", "走一步后仍是 {piles} 堆，而不是 {count} 堆"),
    "grows": ("pile {i} cannot grow from {was} to {now}", "第 {i} 堆不能从 {was} 个变成 {now} 个"),
    "negative": ("pile {i} cannot become negative", "第 {i} 堆不能变成负数"),
    "must_take": ("a move must take at least one stone", "一步至少要取一个石子"),
})

#: Piles shown one by one in an explanation; longer positions are summarised.
SHOWN_PILES = 8
#: Bit length up to which an explanation writes numbers in binary.
SHOWN_BITS = 64


def nim_sum(piles: Iterable[int]) -> int:
    """Return the nim-sum (bitwise XOR) of the piles: the Grundy value of a Nim position.

    >>> nim_sum((3, 4, 5)), nim_sum((7,)), nim_sum((10**30, 10**30))
    (2, 7, 0)
    """
    return _xor_all(check_piles(piles, "nim"))


def is_p_position(piles: Sequence[int], misere: bool = False) -> bool:
    """True if the player to move loses with best play.

    >>> is_p_position((1, 2, 3)), is_p_position((1, 1, 1), misere=True)
    (True, True)
    >>> is_p_position((0, 0)), is_p_position((0, 0), misere=True)
    (True, False)
    """
    piles = check_piles(piles, "nim")
    if misere and all(p <= 1 for p in piles):
        return sum(piles) % 2 == 1
    return nim_sum(piles) == 0


def outcome(piles: Sequence[int], misere: bool = False) -> Outcome:
    """Return 'P' if the player to move loses, 'N' if they win.

    >>> outcome((3, 4, 5)), outcome((2, 2)), outcome((1,), misere=True)
    ('N', 'P', 'P')
    """
    return "P" if is_p_position(piles, misere) else "N"


def winning_moves(piles: Sequence[int], misere: bool = False) -> list[tuple[int, ...]]:
    """Return every winning move as the position it leaves, in pile order.

    There is at most one winning move per pile.

    >>> winning_moves((3, 4, 5))
    [(1, 4, 5)]
    >>> winning_moves((6, 6, 7, 1))
    [(0, 6, 7, 1), (6, 0, 7, 1), (6, 6, 1, 1)]
    >>> winning_moves((2, 2)), winning_moves((0, 0))
    ([], [])
    >>> winning_moves((5, 1), misere=True), winning_moves((1, 1), misere=True)
    ([(0, 1)], [(0, 1), (1, 0)])
    """
    piles = check_piles(piles, "nim")
    return [piles[:i] + (after,) + piles[i + 1 :] for i, _, after in winning_reductions(piles, misere)]


def winning_reductions(piles: Sequence[int], misere: bool = False) -> Iterator[tuple[int, int, int]]:
    """Yield (index, before, after) for every winning move, in pile order.

    The same moves as :func:`winning_moves` without building each position,
    so a position of m piles costs O(m) even when most piles have a move.

    >>> list(winning_reductions((6, 6, 7, 1)))
    [(0, 6, 0), (1, 6, 0), (2, 7, 1)]
    """
    return _reductions(check_piles(piles, "nim"), misere)  # checked now, not when iterated


def _reductions(piles: tuple[int, ...], misere: bool) -> Iterator[tuple[int, int, int]]:
    s = nim_sum(piles)
    if not misere:
        if s == 0:
            return
        top = 1 << (s.bit_length() - 1)
        for i, p in enumerate(piles):
            if p & top:
                yield i, p, p ^ s
        return
    if is_p_position(piles, misere=True):
        return
    big = sum(1 for p in piles if p >= 2)
    ones = sum(1 for p in piles if p == 1)
    for i, p in enumerate(piles):
        if big - (p >= 2) > 0:
            target = p ^ s  # the XOR of the other piles
        else:
            # Every other pile is 0 or 1: leave an odd number of 1-piles.
            target = 1 - (ones - (p == 1)) % 2
        if target < p:
            yield i, p, target


def binary_sum(piles: Sequence[int], lang: str = "en") -> str:
    """The nim-sum written out, in binary when the piles are short enough.

    Long positions and huge piles are summarised instead of written out.

    >>> binary_sum((3, 4, 5))
    '3 ⊕ 4 ⊕ 5 = 2, in binary 011 ⊕ 100 ⊕ 101 = 010'
    >>> binary_sum((10**30, 1)).endswith("= 1000000000000000000000000000001 (in decimal)")
    True
    """
    piles = check_piles(piles, "nim")
    return _binary_sum(piles).render(lang)


def _binary_sum(piles: tuple[int, ...]) -> Text:
    s = nim_sum(piles)
    width = max(max(piles, default=0).bit_length(), 1)
    if len(piles) > SHOWN_PILES:
        return MESSAGES("xor_of_piles", n=len(piles), s=s)
    decimal = " ⊕ ".join(map(int_to_str, piles))
    if width > SHOWN_BITS:
        return MESSAGES("in_decimal", piles=decimal, s=s)
    binary = " ⊕ ".join(format(p, "b").zfill(width) for p in piles)
    return MESSAGES("in_binary", piles=decimal, s=s, binary=f"{binary} = {format(s, 'b').zfill(width)}")


def explain(piles: Sequence[int], misere: bool = False, lang: str = "en") -> str:
    """Explain the verdict: the nim-sum in binary and which pile to reduce.

    >>> print(explain((3, 4, 5)))
    nim-sum 3 ⊕ 4 ⊕ 5 = 2, in binary 011 ⊕ 100 ⊕ 101 = 010. It is not 0, so the player to move wins. Its highest 1 is the bit worth 2; reduce a pile that has this bit to its XOR with 2, which makes the nim-sum 0: pile 1 from 3 to 1 (take 2).
    >>> print(explain((1, 2, 3), lang="zh"))
    异或和 1 ⊕ 2 ⊕ 3 = 0，二进制为 01 ⊕ 10 ⊕ 11 = 00。异或和为 0，先手必败：任何一步只改变一堆，异或和必然变成非 0，对手总能再把它变回 0（Bouton 定理）。
    """
    piles = check_piles(piles, "nim")
    return (_explain_misere(piles) if misere else _explain(piles)).render(lang)


def _explain(piles: tuple[int, ...]) -> Text:
    s = nim_sum(piles)
    head = MESSAGES("nim_sum", sum=_binary_sum(piles))
    if s == 0:
        if not any(piles):
            return MESSAGES("no_stones")
        return MESSAGES("zero", head=head)
    return MESSAGES("not_zero", head=head, top=1 << (s.bit_length() - 1), s=s,
                    moves=_list_moves(piles, winning_moves(piles)))


def _explain_misere(piles: tuple[int, ...]) -> Text:
    ones = sum(1 for p in piles if p == 1)
    big = sum(1 for p in piles if p >= 2)
    wins = winning_moves(piles, misere=True)
    moves = _list_moves(piles, wins)
    if big == 0:
        if ones == 0:
            return MESSAGES("misere_no_stones")
        if ones % 2:
            return MESSAGES("misere_odd_ones", ones=ones)
        return MESSAGES("misere_even_ones", ones=ones, moves=moves)
    head = MESSAGES("nim_sum", sum=_binary_sum(piles))
    if big == 1:
        return MESSAGES("misere_one_big", moves=moves)
    if not wins:
        return MESSAGES("misere_lost", head=head, big=big)
    return MESSAGES("misere_won", head=head, big=big, moves=moves)


def _list_moves(piles: tuple[int, ...], moves: list[tuple[int, ...]]) -> Text:
    parts = []
    for after in moves[:SHOWN_PILES]:
        i = next(j for j, (p, q) in enumerate(zip(piles, after)) if p != q)
        parts.append(MESSAGES("pile_move", i=i + 1, p=piles[i], q=after[i], t=piles[i] - after[i]))
    if len(moves) > SHOWN_PILES:
        parts.append(MESSAGES("more_moves", more=len(moves) - SHOWN_PILES))
    return joined(parts, MESSAGES("separator"))


# ------------------------------------------------------------- move notation
def parse_takes(position: Sequence[int], text: str, max_piles: int = 1,
                every: bool = False) -> tuple[int, ...]:
    """Read moves typed as 'pile amount' pairs; return the position they leave.

    ``max_piles`` is how many piles one move may change; with ``every``
    the word 'all' (or 'both') takes the same amount from every pile.

    >>> parse_takes((3, 4, 5), "2 3")
    (3, 1, 5)
    >>> parse_takes((3, 4, 5), "1 1, 3 2", max_piles=2)
    (2, 4, 3)
    >>> parse_takes((3, 4, 5), "all 2", every=True)
    (1, 2, 3)
    >>> parse_takes((3, 4, 5), "2 5")
    Traceback (most recent call last):
    ...
    grundy.errors.InputError: pile 2 has only 4 stones, cannot take 5
    """
    words = text.lower().replace(",", " ").replace(";", " ").split()
    if not words or len(words) % 2:
        raise InputError(MESSAGES("type_pile_amount", text=text))
    if every and words[0] in ("all", "both", "a", "b", "每堆", "全部"):
        if len(words) != 2:
            raise InputError(MESSAGES("type_all", text=text))
        amount = parse_count(words[1], MESSAGES("amount"))
        if amount == 0:
            raise InputError(MESSAGES("take_one"))
        smallest = min(position)
        if amount > smallest:
            raise InputError(MESSAGES("every_pile_needs", amount=amount, smallest=smallest))
        return tuple(p - amount for p in position)
    if len(words) // 2 > max_piles:
        count = len(words) // 2
        raise InputError(MESSAGES("one_pile", count=count) if max_piles == 1 else
                         MESSAGES("at_most_piles", most=max_piles, count=count))
    after = list(position)
    seen: set[int] = set()
    for pile_text, amount_text in zip(words[::2], words[1::2]):
        if not (pile_text.isascii() and pile_text.isdigit()) or not 1 <= int(pile_text) <= len(position):
            raise InputError(MESSAGES("bad_pile", piles=len(position), text=pile_text))
        pile = int(pile_text)
        if pile in seen:
            raise InputError(MESSAGES("pile_twice", pile=pile))
        seen.add(pile)
        amount = parse_count(amount_text, MESSAGES("amount"))
        if amount == 0:
            raise InputError(MESSAGES("take_one"))
        have = position[pile - 1]
        if amount > have:
            raise InputError(MESSAGES("too_few", pile=pile, have=have, amount=amount))
        after[pile - 1] = have - amount
    return tuple(after)


def takes_text(position: Sequence[int], after: Sequence[int]) -> str:
    """The typed form of a move, parse_takes's inverse: '2 3' or '1 1 3 2'.

    >>> takes_text((3, 4, 5), (3, 1, 5)), takes_text((3, 4, 5), (2, 4, 3))
    ('2 3', '1 1 3 2')
    """
    return " ".join(f"{i} {int_to_str(p - q)}" for i, (p, q) in enumerate(zip(position, after), 1) if p != q)


def describe_takes(position: Sequence[int], after: Sequence[int], lang: str = "en") -> str:
    """Describe a move that takes from some piles, in words.

    >>> describe_takes((3, 4, 5), (3, 1, 5)), describe_takes((3, 4, 5), (2, 4, 3))
    ('take 3 from pile 2', 'take 1 from pile 1 and 2 from pile 3')
    >>> describe_takes((3, 4, 5), (2, 4, 3), "zh")
    '从第 1 堆取 1 个，从第 3 堆取 2 个'
    """
    return takes_message(position, after).render(lang)


def takes_message(position: Sequence[int], after: Sequence[int]) -> Text:
    """:func:`describe_takes` as a message."""
    parts = [MESSAGES("take_from", n=p - q, i=i) for i, (p, q) in enumerate(zip(position, after), 1) if p != q]
    if not parts:
        return MESSAGES("pass")
    return MESSAGES("take", moves=parts[0] if len(parts) == 1 else MESSAGES(
        "and_list", head=joined(parts[:-1], MESSAGES("comma")), last=parts[-1]))


def check_takes(position: Sequence[int], after: Sequence[int], max_piles: int) -> int:
    """Check a move that lowers between 1 and ``max_piles`` piles; return how many it lowers."""
    if len(after) != len(position):
        raise InputError(MESSAGES("keeps_piles", piles=len(position), count=len(after)))
    changed = 0
    for i, (p, q) in enumerate(zip(position, after), 1):
        if q > p:
            raise InputError(MESSAGES("grows", i=i, was=p, now=q))
        if q < 0:
            raise InputError(MESSAGES("negative", i=i))
        changed += q != p
    if changed == 0:
        raise InputError(MESSAGES("must_take"))
    if changed > max_piles:
        raise InputError(MESSAGES("one_pile", count=changed) if max_piles == 1 else
                         MESSAGES("at_most_piles", most=max_piles, count=changed))
    return changed


def delay_among(game: Game, candidates: Iterable[Any],
                replies: Callable[[Any], int] | None = None) -> Any | None:
    """The candidate move that leaves the fewest winning replies, then the most stones.

    ``replies(position)`` counts the winning moves (default: the length of
    ``game.winning_moves``).
    """
    count = replies or (lambda position: len(game.winning_moves(position)))
    best: Any = None
    best_key: tuple[int, int] | None = None
    for after in candidates:
        key = (count(after), -game.size(after))
        if best_key is None or key < best_key:
            best, best_key = after, key
    return best


def small_takes(position: Sequence[int], budget: int = 256) -> Iterator[tuple[int, ...]]:
    """Moves taking 1, 2, 3, ... stones from one pile, at most ``budget`` of them.

    >>> list(small_takes((2, 1), budget=10))
    [(1, 1), (2, 0), (0, 1)]
    """
    piles = tuple(position)
    nonempty = [i for i, p in enumerate(piles) if p]
    if not nonempty:
        return
    per_pile = max(1, budget // len(nonempty))
    count = 0
    for t in range(1, per_pile + 1):
        for i in nonempty:
            if t <= piles[i]:
                yield piles[:i] + (piles[i] - t,) + piles[i + 1 :]
                count += 1
                if count >= budget:
                    return


TEXTS = catalogue("nim.texts", {
    "title": ("Nim", "尼姆博弈"),
    "summary": ("Nim: take any number from one pile", "尼姆博弈：从任意一堆取任意个"),
    "position_help": ("the pile sizes P1 P2 ...", "各堆的石子数 P1 P2 ..."),
    "move_help": ("'2 3' takes 3 stones from pile 2", "'2 3' 从第 2 堆取 3 个"),
})


@dataclass(frozen=True)
class Nim(PileGame):
    """Nim on any number of piles, in normal or misère play.

    >>> g = Nim()
    >>> g.outcome((3, 4, 5)), g.winning_moves((3, 4, 5)), g.grundy((3, 4, 5))
    ('N', [(1, 4, 5)], 2)
    >>> Nim(misere=True).winning_moves((1, 1, 1, 2))
    [(1, 1, 1, 0)]
    """

    misere: bool = False

    name: ClassVar[str] = "nim"
    samples: ClassVar[tuple[tuple[dict[str, Any], Any], ...]] = (({}, (3, 4, 5)), ({"misere": True}, (1, 1, 2)))
    names_grundy_moves: ClassVar[bool] = True
    shell: ClassVar[Shell] = replace(
        PileGame.shell,
        featured=3,
        columns=True,
        examples=(
            "grundy nim 3 4 5",
            "grundy nim 1 1 2 --misere",
            "grundy nim 3 4 5 --json",
        ),
    )
    title: ClassVar[Text] = TEXTS("title")
    aliases_zh: ClassVar[tuple[str, ...]] = ("尼姆", "尼姆博弈")
    summary: ClassVar[Text | None] = TEXTS("summary")
    position_help: ClassVar[Text] = TEXTS("position_help")
    move_help: ClassVar[Text | None] = TEXTS("move_help")
    cli_options: ClassVar[tuple[Option, ...]] = (
        MISERE,
    )

    def options(self, position: Any) -> Iterator[tuple[int, ...]]:
        piles = tuple(position)
        for i, p in enumerate(piles):
            for q in range(p - 1, -1, -1):
                yield piles[:i] + (q,) + piles[i + 1 :]

    def check_move(self, position: Any, after: Any) -> None:
        check_takes(position, after, 1)

    def is_over(self, position: Any) -> bool:
        return not any(position)

    def canonical(self, position: Any) -> tuple[int, ...]:
        return tuple(sorted(position))

    def outcome(self, position: Any) -> Outcome:
        position = self.read(position, check=False)
        return outcome(position, self.misere)

    def winning_moves(self, position: Any) -> list[tuple[int, ...]]:
        position = self.read(position, check=False)
        return winning_moves(position, self.misere)

    def grundy(self, position: Any) -> int:
        position = self.read(position, check=False)
        if self.misere:
            raise misere_grundy_error()
        return nim_sum(position)

    def grundy_moves(self, position: Any, value: int) -> Iterator[tuple[int, ...]]:
        """The moves to a position of nim-sum ``value``: pile i goes to value ^ S ^ p_i.

        >>> list(Nim().grundy_moves((3, 4, 5), 1))
        [(0, 4, 5)]
        """
        position = self.read(position, check=False)
        total = self.grundy(position)
        for i, p in enumerate(position):
            target = value ^ total ^ p
            if target < p:
                yield position[:i] + (target,) + position[i + 1 :]

    def explain(self, position: Any, lang: str = "en") -> str:
        position = self.read(position, check=False)
        return explain(position, self.misere, lang)

    def analyse(self, position: Any, lang: str = "en", **flags: Any) -> Analysis:
        result = super().analyse(position, lang, **flags)
        s = nim_sum(result.position)
        grundy = None if self.misere else s
        return replace(result, grundy=grundy, extra={**result.extra, "nim_sum": s})

    def columns(self, position: Any) -> Columns:
        """The piles in binary columns, their parities (the nim-sum) and the pile to reduce.

        >>> work = Nim().columns((3, 5, 7, 9))
        >>> work.nim_sum, work.candidates, work.after
        (8, (3,), (3, 5, 7, 1))
        """
        piles = self.read(position, check=False)
        moves = winning_moves(piles, self.misere)
        note = None
        if self.misere and (outcome(piles, True) != outcome(piles) or moves != winning_moves(piles)):
            note = Text.literal(explain(piles, True, "en"), explain(piles, True, "zh"))
        return work_columns(piles, 2, outcome(piles, self.misere), moves, self.misere, note)

    def describe_move(self, position: Any, after: Any, lang: str = "en") -> str:
        return describe_takes(position, after, lang)

    def parse_move(self, position: Any, text: str) -> tuple[int, ...]:
        """Read 'pile amount', e.g. '2 3' takes 3 stones from pile 2.

        >>> Nim().parse_move((3, 4, 5), "3 5")
        (3, 4, 0)
        """
        return parse_takes(position, text)

    def move_text(self, position: Any, after: Any) -> str:
        return takes_text(position, after)

    def delaying_move(self, position: Any) -> tuple[int, ...] | None:
        # Look only at small takes (a few per pile, fewer when there are many
        # piles), so huge piles and long positions cost little.
        budget = max(4, min(256, 100_000 // max(1, len(position))))
        return delay_among(self, small_takes(position, budget),
                           lambda after: sum(1 for _ in winning_reductions(after, self.misere)))

    def random_position(self, rng: Any, scale: int = 20) -> tuple[int, ...]:
        return tuple(rng.randint(1, scale) for _ in range(rng.randint(3, 4)))
