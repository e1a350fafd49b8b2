"""Judge formats for Nim and the Bash game: Luogu P2197, HDU 2176 and HDU 1846.

>>> import io
>>> out = io.BytesIO()
>>> p2197(io.BytesIO(b"2\\n2\\n1 1\\n2\\n1 0\\n"), out)
>>> out.getvalue()
b'No\\nYes\\n'
>>> out = io.BytesIO()
>>> hdu2176(io.BytesIO(b"2\\n45 45\\n3\\n3 6 9\\n5\\n5 7 8 9 10\\n0\\n"), out)
>>> print(out.getvalue().decode(), end="")
No
Yes
9 5
Yes
8 1
9 0
10 3
>>> out = io.BytesIO()
>>> hdu1846(io.BytesIO(b"2\\n23 2\\n4 3\\n"), out)
>>> out.getvalue()
b'first\\nsecond\\n'

(The samples of Luogu P2197, HDU 2176 and HDU 1846 as the problems publish them.)

Every format answers each case as soon as it is read, so input of any
length runs in bounded memory (HDU 2176 must keep one case's piles, to list
its moves after the nim-sum is known).  Declared counts beyond
:data:`MAX_COUNT` (or :data:`MAX_KEPT` piles for HDU 2176) are refused
before any pile is read.
"""

from __future__ import annotations

from functools import reduce
from operator import xor
from typing import Any, BinaryIO, NoReturn

from ..exact import int_to_str, parse_int
from ..games import bash
from ..games.nim import winning_reductions
from . import JudgeError, TokenReader, _show

__all__ = ["MAX_COUNT", "MAX_KEPT", "BatchReader", "hdu1846", "hdu2176", "p2197"]

#: The largest number of cases or piles a count may declare (10**9 piles
#: would already be gigabytes of input).
MAX_COUNT = 10**9
_DIGITS_AND_SPACE = b"0123456789 \t\n\r\x0b\x0c"
#: The largest number of piles HDU 2176 may declare in one case: they are
#: all kept in memory to list the winning moves.
MAX_KEPT = 10**7


class BatchReader(TokenReader):
    """A :class:`TokenReader` that also hands out runs of tokens at once.

    Taking a slice of the current block's tokens lets a case of many piles
    be checked with one ``isdigit`` and folded with one ``reduce``, instead
    of a method call per token.
    """

    def take(self, count: int) -> list[bytes]:
        """Up to ``count`` next tokens from the current block; [] at the end of input."""
        if self._index >= len(self._tokens) and not self._fill():
            return []
        start = self._index
        end = min(len(self._tokens), start + count)
        self._index = end
        return self._tokens[start:end]

    def ints(self, tokens: list[bytes], what: str) -> list[Any]:
        """The tokens just taken, as integers; a bad one is located by line and shown."""
        if not b"".join(tokens).isdigit():
            for i, token in enumerate(tokens):
                if not token.isdigit():
                    self.fail(tokens, i, f"{what} {_show(token)} is not a non-negative integer")
        try:
            return list(map(int, tokens))
        except ValueError:  # a token beyond Python's int() digit limit
            return [parse_int(t) for t in tokens]

    def xor_of(self, tokens: list[bytes], what: str, start: int = 0) -> Any:
        """The XOR of ``start`` and the tokens just taken, checked as in :meth:`ints`."""
        if not b"".join(tokens).isdigit():
            self.ints(tokens, what)  # raises, naming the bad token
        try:
            return reduce(xor, map(int, tokens), start)
        except ValueError:
            return reduce(xor, map(parse_int, tokens), start)

    def rest_of_block(self) -> tuple[list[bytes], int, bool]:
        """The current block's tokens, the index of the next one, and whether all are digits.

        The list is the reader's own (not a copy) and is now all taken;
        ([], 0, True) at the end of input.  The last item is True when every
        token of the block is a non-negative decimal integer, checked in one
        pass over the block's bytes.  Use :meth:`fail_at` to report a bad
        token of it.
        """
        if self._index >= len(self._tokens) and not self._fill():
            return [], 0, True
        start = self._index
        self._index = len(self._tokens)
        clean = not self._block.translate(None, _DIGITS_AND_SPACE)
        return self._tokens, start, clean

    def fail_at(self, i: int, message: str) -> NoReturn:
        """Raise a JudgeError for token ``i`` of the current block, on its line."""
        self._index = i + 1
        raise JudgeError(self.line(), message)

    def fail(self, tokens: list[bytes], i: int, message: str) -> NoReturn:
        """Raise a JudgeError for ``tokens[i]`` of the run just taken by :meth:`take`."""
        self._index -= len(tokens) - i - 1
        raise JudgeError(self.line(), message)

    def count(self, what: str, limit: int = MAX_COUNT) -> Any:
        """The next token as a count (expected, and at most ``limit``)."""
        value = self.expect_int(what)
        self.check_limit(value, limit, what)
        return value


def p2197(stream: BinaryIO, out: BinaryIO) -> None:
    """Luogu P2197: T cases of n and n pile sizes; 'Yes' if the player to move wins, else 'No'.

    Tokens may be spread over lines in any way.  The answer is Bouton's
    rule: the player to move wins exactly when the nim-sum is not 0.  The
    tokens of each input block are walked in one loop (a case's piles are
    checked and folded a slice at a time), and the answers of a block are
    written together before the next block is read.
    """
    reader = BatchReader(stream)
    cases = reader.count("the number of cases T")
    answers: list[bytes] = []
    done = 0  # cases answered
    n = left = -1  # left < 0: the next token is a case's n
    acc: Any = 0
    try:
        while done < cases:
            tokens, i, clean = reader.rest_of_block()
            if not tokens:
                what = (f"n (the number of piles of case {done + 1})" if left < 0
                        else f"pile {n - left + 1} of {n} of case {done + 1}")
                raise JudgeError(reader.last_line(), f"the input ends where {what} was expected")
            size = len(tokens)
            while i < size:
                if left < 0:
                    token = tokens[i]
                    what = f"n (the number of piles of case {done + 1})"
                    if not token.isdigit():
                        reader.fail_at(i, f"{what} {_show(token)} is not a non-negative integer")
                    n = int(token) if len(token) < 19 else parse_int(token)
                    if n > MAX_COUNT:
                        reader.fail_at(i, f"{what} {n} is larger than {MAX_COUNT:,}")
                    left, acc = n, 0
                    i += 1
                else:
                    j = min(size, i + left)
                    if j - i <= 8:
                        for k in range(i, j):
                            token = tokens[k]
                            if not clean and not token.isdigit():
                                reader.fail_at(k, f"pile size {_show(token)} is not a non-negative integer")
                            acc ^= int(token) if len(token) < 19 else parse_int(token)
                    else:
                        chunk = tokens[i:j]
                        if not clean and not b"".join(chunk).isdigit():
                            k = next(k for k in range(i, j) if not tokens[k].isdigit())
                            reader.fail_at(k, f"pile size {_show(tokens[k])} is not a non-negative integer")
                        try:
                            acc = reduce(xor, map(int, chunk), acc)
                        except ValueError:  # a token beyond Python's int() digit limit
                            acc = reduce(xor, map(parse_int, chunk), acc)
                    left -= j - i
                    i = j
                if left == 0:
                    answers.append(b"Yes\n" if acc else b"No\n")
                    done += 1
                    left = -1
                    if done == cases:
                        break
            out.write(b"".join(answers))
            answers.clear()
    finally:
        if answers:
            out.write(b"".join(answers))


def hdu2176(stream: BinaryIO, out: BinaryIO) -> None:
    """HDU 2176: m and m pile sizes, until m = 0; 'No', or 'Yes' and every winning move.

    A winning move is printed as 'before after' (the pile's size before and
    after it), in pile order; there is at most one per pile.  The end of the
    input also ends the cases.
    """
    reader = BatchReader(stream)
    write = out.write
    while True:
        m = reader.next_int("m (the number of piles)")
        if m is None or m == 0:
            return
        reader.check_limit(m, MAX_KEPT, "m (the number of piles, kept in memory)")
        piles: list[Any] = []
        while len(piles) < m:
            tokens = reader.take(m - len(piles))
            if not tokens:
                raise JudgeError(
                    reader.last_line(),
                    f"the input ends where pile {len(piles) + 1} of {m} was expected",
                )
            piles += reader.ints(tokens, "pile size")
        lines = [f"{int_to_str(before)} {int_to_str(after)}"
                 for _i, before, after in winning_reductions(piles)]
        if lines:
            write(("Yes\n" + "\n".join(lines) + "\n").encode())
        else:
            write(b"No\n")


def hdu1846(stream: BinaryIO, out: BinaryIO) -> None:
    """HDU 1846 (Brave Game): C cases 'n m' of the Bash game; 'first' if the player to move wins.

    The player to move wins exactly when n is not a multiple of m + 1.
    """
    reader = BatchReader(stream)
    write = out.write
    cases = reader.count("the number of cases C")
    for case in range(1, cases + 1):
        n = reader.expect_int(f"n (the pile of case {case})")
        m = reader.expect_int(f"m (the most stones one move takes, case {case})")
        if m < 1:
            raise JudgeError(reader.line(), f"m (the most stones one move takes) must be at least 1, not {m}")
        write(b"second\n" if bash.is_p_position(n, m) else b"first\n")
