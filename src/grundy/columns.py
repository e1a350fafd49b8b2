"""A position of piles in binary columns, worked as a pupil does it by hand.

Nim and Moore's Nim_k are both decided on one table: the piles written in
binary, one column for each power of two, and the 1s of each column counted.
In Nim a column's count is read by its parity, and the row of parities is
the nim-sum; in Nim_k each count is divided by k + 1 and the remainder kept.
Everything is zero exactly at a P-position.  A game declares that it is read
this way (``shell.columns``) and answers :meth:`grundy.game.Game.columns`
with a :class:`Columns`, whose steps say in words, one at a time, what a
pupil writes at the board; the web page's Explore and Step-by-step views
draw it.

>>> from grundy.games.nim import Nim
>>> work = Nim().columns((3, 4, 5))
>>> work.places, work.rows, work.counts, work.residues
((4, 2, 1), ('011', '100', '101'), (2, 1, 2), (0, 1, 0))
>>> work.nim_sum, work.top, work.candidates, work.after, work.changed
(2, 1, (0,), (1, 4, 5), (0,))
>>> print(work.steps()[4][1])
Reduce pile 1: flip its bits in the odd columns, 011 → 001, that is 3 ⊕ 2 = 1: take 2.

Algorithm notes (Moore 1910, with Bouton 1901 as the case k = 1): the
player to move loses exactly when every column's count of 1s is a multiple
of k + 1.  For Nim (k + 1 = 2) the parities of the columns are the bits of
the nim-sum s, and a pile p with a 1 in the highest odd column becomes
p XOR s, which is smaller: its bits flip in every odd column, the highest
of which goes from 1 to 0.  The move worked in the steps is always the
game's own first winning move (:meth:`~grundy.game.Game.winning_moves`), so
the table and the game's answers never disagree.  In misère play the
columns decide as in normal play except near the end; there the game's own
explanation is the last step (``note``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from .engine import Outcome
from .errors import TooLargeError
from .messages import Text, catalogue, joined

__all__ = ["MAX_BITS", "MAX_PILES", "Columns", "work_columns"]

#: The most piles a table of columns has.
MAX_PILES = 16
#: The most bit columns a table has (piles below 2^64).
MAX_BITS = 64

MESSAGES = catalogue("columns", {
    "many_piles": ("the binary columns are worked for at most {limit} {limit:~pile|piles}, not {count}",
                   "二进制列最多只对 {limit} 堆列出，不能是 {count} 堆"),
    "many_bits": ("the binary columns are worked for piles below 2^{limit}; pile {i} has {bits} bits",
                  "二进制列只对小于 2^{limit} 的堆列出；第 {i} 堆有 {bits} 位"),
    "comma": (", ", "，"),
    "list": (", ", "、"),
    "semicolon": ("; ", "；"),
    "pile_in_binary": ("{p} = {bits}", "{p} = {bits}"),
    "pile_named": ("pile {i} ({p})", "第 {i} 堆（{p}）"),
    "rows": ("Write each pile in binary, one column for each power of two: {rows}.",
             "把每一堆写成二进制，每个 2 的幂占一列：{rows}。"),
    "counts": ("Count the 1s in each column (the columns worth {places}): {counts}.",
               "数出每一列中 1 的个数（各列分别代表 {places}）：{counts}。"),
    "parity": ("Under each column write 1 if its count is odd and 0 if it is even: {bits}. This row is the "
               "nim-sum, {xor} = {s} (XOR adds the columns without carrying).",
               "在每一列下面写：个数为奇数写 1，偶数写 0：{bits}。这一行就是异或和 {xor} = {s}"
               "（异或就是按列相加而不进位）。"),
    "residues": ("Divide each count by k + 1 = {m} and keep the remainder: {residues}.",
                 "把每列的个数除以 k + 1 = {m}，记下余数：{residues}。"),
    "no_stones": ("No stones are left: a P-position, since the player to move cannot move and has lost.",
                  "石子已取完：这是必败态，轮到走的一方无路可走，已经输了。"),
    "nim_lost": ("Every column is even, so the nim-sum is 0: a P-position, and the player to move loses. A move "
                 "changes one pile, so it makes some column odd, and the opponent can always make every column "
                 "even again (Bouton's theorem).",
                 "每一列都是偶数，异或和为 0：这是必败态，先手必败。任何一步只改变一堆，必然使某一列变成奇数，"
                 "而对手总能让每一列重新变成偶数（Bouton 定理）。"),
    "moore_lost": ("Every remainder is 0: a P-position, and the player to move loses. A move lowers 1 to {k} "
                   "{k:~pile|piles}; in the highest column it changes, it turns between 1 and {k} ones into "
                   "zeros, so that count stops being a multiple of {m} (Moore's theorem).",
                   "每个余数都是 0：这是必败态，先手必败。一步动 1 到 {k} 堆；在它改变的最高一列里，"
                   "它把 1 到 {k} 个 1 变成 0，这一列的个数就不再是 {m} 的倍数（Moore 定理）。"),
    "top": ("The highest odd column is the one worth {top}, and {n:~this pile has|these piles have} a 1 there: "
            "{piles}. Flipping such a pile's bits in every odd column makes it smaller (its 1 in that column "
            "becomes 0) and every column even.",
            "最高的奇数列是代表 {top} 的那一列，这一列为 1 的有 {n} 堆：{piles}。把这样一堆在所有奇数列上的位"
            "翻转，它会变小（这一列的 1 变成 0），而每一列都变成偶数。"),
    "flip": ("Reduce pile {i}: flip its bits in the odd columns, {before} → {after}, that is {p} ⊕ {s} = {q}: "
             "take {t}.",
             "减少第 {i} 堆：把它在奇数列上的位翻转，{before} → {after}，即 {p} ⊕ {s} = {q}：取走 {t} 个。"),
    "construction": ("Some remainder is not 0, so the player to move wins. Working from the highest column "
                     "down (Moore's construction), lower {n} {n:~pile|piles}: {changes}.",
                     "有的余数不是 0，先手必胜。从最高一列往下逐列处理（Moore 的构造），减少 {n} 堆：{changes}。"),
    "change": ("pile {i}: {before} → {after} ({p} → {q})", "第 {i} 堆 {before} → {after}（{p} → {q}）"),
    "nim_check": ("After the move every column is even again ({counts}): the nim-sum is 0, and the opponent is "
                  "left a P-position.",
                  "走完之后每一列又都是偶数（{counts}）：异或和为 0，对手面对的是必败态。"),
    "moore_check": ("After the move every column count is a multiple of {m} ({counts}): the opponent is left a "
                    "P-position.",
                    "走完之后每一列的个数都是 {m} 的倍数（{counts}）：对手面对的是必败态。"),
    "total": ("The nim-sum: {xor} = {bits} in binary = {s}", "异或和：{xor} = 二进制 {bits} = {s}"),
    "misere": ("Misère play changes the end, so the columns alone do not decide here: {why}",
               "反常规则改变了残局，这里仅凭各列还不能判断：{why}"),
})


@dataclass(frozen=True)
class Columns:
    """A position's piles in binary columns and the move that makes every column count right.

    ``modulus`` is 2 for Nim (a column's parity) and k + 1 for Moore's
    Nim_k; ``after`` is the position the game's first winning move leaves
    (None from a P-position), ``moves`` every winning move the game names.
    ``note`` is the game's own reason when misère play decides otherwise
    than the columns would.  Every sequence of columns runs from the
    highest power of two down to 1.
    """

    piles: tuple[int, ...]
    modulus: int
    outcome: Outcome
    moves: tuple[tuple[int, ...], ...]
    misere: bool = False
    note: Text | None = None

    @property
    def after(self) -> tuple[int, ...] | None:
        """The position the move worked in the steps leaves (the game's first winning move)."""
        return self.moves[0] if self.moves else None

    @property
    def width(self) -> int:
        """The number of bit columns: the bit length of the largest pile (one column for empty piles)."""
        return max(1, max((p.bit_length() for p in self.piles), default=0))

    @property
    def places(self) -> tuple[int, ...]:
        """What each column is worth: 2^(width - 1), ..., 2, 1."""
        return tuple(1 << j for j in range(self.width - 1, -1, -1))

    @property
    def rows(self) -> tuple[str, ...]:
        """Each pile in binary, padded to the table's width."""
        return _rows(self.piles, self.width)

    @property
    def counts(self) -> tuple[int, ...]:
        """The 1s in each column."""
        return _counts(self.rows)

    @property
    def residues(self) -> tuple[int, ...]:
        """Each column's count modulo ``modulus`` (for Nim, the bits of the nim-sum)."""
        return tuple(c % self.modulus for c in self.counts)

    @property
    def nim_sum(self) -> int | None:
        """For Nim (modulus 2): the nim-sum, the row of parities read as a binary number."""
        if self.modulus != 2:
            return None
        return int("".join(map(str, self.residues)), 2)

    @property
    def top(self) -> int | None:
        """The highest column whose residue is not 0 (0 is the leftmost column), or None."""
        return next((j for j, r in enumerate(self.residues) if r), None)

    @property
    def candidates(self) -> tuple[int, ...]:
        """For Nim: the piles with a 1 in the highest odd column (each has a winning move)."""
        top = self.top
        if self.modulus != 2 or top is None:
            return ()
        return tuple(i for i, row in enumerate(self.rows) if row[top] == "1")

    @property
    def changed(self) -> tuple[int, ...]:
        """The piles the worked move lowers."""
        after = self.after
        return () if after is None else tuple(i for i, (p, q) in enumerate(zip(self.piles, after)) if p != q)

    @property
    def after_rows(self) -> tuple[str, ...] | None:
        after = self.after
        return None if after is None else _rows(after, self.width)

    def steps(self) -> list[tuple[str, Text]]:
        """What a pupil writes, one step at a time: (what the step shows, the words).

        The first name of each pair is one of ``rows`` (the piles in binary),
        ``counts`` (the 1s of each column), ``residues`` (parities or
        remainders), ``verdict`` (a P-position), ``top`` (Nim's highest odd
        column and its piles), ``move`` (the piles after the move) and
        ``check`` (the counts after it).
        """
        sep, numbers = MESSAGES("comma"), MESSAGES("list")
        rows = joined([MESSAGES("pile_in_binary", p=p, bits=b) for p, b in zip(self.piles, self.rows)], sep)
        places = joined([str(v) for v in self.places], numbers)
        out: list[tuple[str, Text]] = [
            ("rows", MESSAGES("rows", rows=rows)),
            ("counts", MESSAGES("counts", places=places, counts=joined(map(str, self.counts), numbers))),
        ]
        nim = self.modulus == 2
        if nim:
            xor = " ⊕ ".join(map(str, self.piles))
            bits = "".join(map(str, self.residues))
            out.append(("residues", MESSAGES("parity", bits=bits, xor=xor, s=self.nim_sum)))
        else:
            out.append(("residues", MESSAGES("residues", m=self.modulus, residues=joined(map(str, self.residues), numbers))))
        after = self.after
        if self.note is not None:
            out.append(("move" if after is not None else "verdict", MESSAGES("misere", why=self.note)))
            return out
        if not any(self.piles):
            out.append(("verdict", MESSAGES("no_stones")))
            return out
        if after is None:
            out.append(("verdict", MESSAGES("nim_lost") if nim else
                        MESSAGES("moore_lost", k=self.modulus - 1, m=self.modulus)))
            return out
        after_rows = self.after_rows
        assert after_rows is not None
        if nim:
            top = self.top
            assert top is not None and len(self.changed) == 1
            piles = joined([MESSAGES("pile_named", i=i + 1, p=self.piles[i]) for i in self.candidates], numbers)
            out.append(("top", MESSAGES("top", top=self.places[top], n=len(self.candidates), piles=piles)))
            i = self.changed[0]
            p, q = self.piles[i], after[i]
            out.append(("move", MESSAGES("flip", i=i + 1, before=self.rows[i], after=after_rows[i], p=p,
                                         s=self.nim_sum, q=q, t=p - q)))
            out.append(("check", MESSAGES("nim_check", counts=joined(map(str, _counts(after_rows)), numbers))))
        else:
            changes = joined([MESSAGES("change", i=i + 1, before=self.rows[i], after=after_rows[i],
                                       p=self.piles[i], q=after[i]) for i in self.changed], MESSAGES("semicolon"))
            out.append(("move", MESSAGES("construction", n=len(self.changed), changes=changes)))
            out.append(("check", MESSAGES("moore_check", m=self.modulus,
                                          counts=joined(map(str, _counts(after_rows)), numbers))))
        return out

    def to_json(self, lang: str = "en") -> dict[str, Any]:
        """The table, the move and the steps (their words in ``lang``), as the web API gives them."""
        after_rows = self.after_rows
        after_counts = None if after_rows is None else _counts(after_rows)
        return {
            "piles": list(self.piles), "modulus": self.modulus, "outcome": self.outcome, "misere": self.misere,
            "places": list(self.places), "rows": list(self.rows), "counts": list(self.counts),
            "residues": list(self.residues), "nim_sum": self.nim_sum, "top": self.top,
            "candidates": list(self.candidates),
            "after": None if self.after is None else list(self.after), "changed": list(self.changed),
            "after_rows": None if after_rows is None else list(after_rows),
            "after_counts": None if after_counts is None else list(after_counts),
            "after_residues": None if after_counts is None else [c % self.modulus for c in after_counts],
            "moves": [list(m) for m in self.moves],
            "total_text": None if self.nim_sum is None else MESSAGES(
                "total", xor=" ⊕ ".join(map(str, self.piles)), bits="".join(map(str, self.residues)),
                s=self.nim_sum).render(lang),
            "steps": [{"shows": shows, "text": text.render(lang)} for shows, text in self.steps()],
        }


def _rows(piles: Sequence[int], width: int) -> tuple[str, ...]:
    return tuple(format(p, "b").zfill(width) for p in piles)


def _counts(rows: Sequence[str]) -> tuple[int, ...]:
    return tuple(column.count("1") for column in zip(*rows)) if rows else ()


def work_columns(piles: Sequence[int], modulus: int, outcome: Outcome, moves: Sequence[Sequence[int]],
                 misere: bool = False, note: Text | None = None) -> Columns:
    """The table of a position whose game is decided by its columns' counts modulo ``modulus``.

    The game gives its own verdict and winning moves (so the table shows
    the game's answers); this checks only that the table stays small
    enough to write out.

    >>> work_columns((5, 6, 3), 3, "N", [(3, 3, 3)]).residues
    (2, 2, 2)
    >>> work_columns(tuple(range(20)), 2, "N", [])
    Traceback (most recent call last):
    ...
    grundy.errors.TooLargeError: the binary columns are worked for at most 16 piles, not 20
    """
    piles = tuple(int(p) for p in piles)
    if len(piles) > MAX_PILES:
        raise TooLargeError(MESSAGES("many_piles", limit=MAX_PILES, count=len(piles)))
    for i, p in enumerate(piles, 1):
        if p.bit_length() > MAX_BITS:
            raise TooLargeError(MESSAGES("many_bits", limit=MAX_BITS, i=i, bits=p.bit_length()))
    return Columns(piles, modulus, outcome, tuple(tuple(int(v) for v in m) for m in moves), misere, note)
