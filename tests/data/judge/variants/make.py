"""Write the golden files for hdu1907, hdu1850, hdu1849, hdu2149 and cses1098.

Run from the repository root: ``python tests/data/judge/variants/make.py``.

Every expected output comes from the brute-force oracles below (minimax
over the raw rules of each story: eating M&Ms, cards, rabbits' pieces,
bids, sticks), never from grundy's code; the samples are the official
ones.  Bad-input cases list the answers expected before the error and the
exact one-line message.
"""

from __future__ import annotations

import random
import sys
from functools import lru_cache
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[3]))

from tests.judge import golden  # noqa: E402 (writes the files; the oracles below import nothing)


@lru_cache(maxsize=None)
def nim_wins(piles: tuple[int, ...], misere: bool) -> bool:
    """The player to move wins Nim (misère: whoever takes the last one loses)."""
    if not any(piles):
        return misere
    return any(not nim_wins(tuple(sorted(piles[:i] + (after,) + piles[i + 1 :])), misere)
               for i, p in enumerate(piles) for after in range(p))


def winning_first_moves(piles: tuple[int, ...]) -> int:
    """How many first moves of Nim win (a move: a pile and how many it keeps)."""
    return sum(1 for i, p in enumerate(piles) for after in range(p)
               if not nim_wins(tuple(sorted(piles[:i] + (after,) + piles[i + 1 :])), False))


@lru_cache(maxsize=None)
def pieces_win(cells: tuple[int, ...]) -> bool:
    """The player to move wins when pieces sit on these cells and a move shifts one left."""
    return any(not pieces_win(tuple(sorted(cells[:i] + (to,) + cells[i + 1 :])))
               for i, c in enumerate(cells) for to in range(c))


@lru_cache(maxsize=None)
def bid_wins(needed: int, n: int) -> bool:
    """The bidder to move wins with `needed` still to raise (a bid of `needed` or more buys)."""
    return any(x >= needed or not bid_wins(needed - x, n) for x in range(1, n + 1))


@lru_cache(maxsize=None)
def take3_wins(heaps: tuple[int, ...]) -> bool:
    """The player to move wins when a move takes 1, 2 or 3 sticks from one heap."""
    return any(not take3_wins(tuple(sorted(heaps[:i] + (h - t,) + heaps[i + 1 :])))
               for i, h in enumerate(heaps) for t in (1, 2, 3) if t <= h)


def _piles(rng: random.Random, n_max: int, low: int, high: int) -> tuple[int, ...]:
    return tuple(rng.randint(low, high) for _ in range(rng.randint(1, n_max)))


def _counted(cases: list[tuple[int, ...]]) -> str:
    return "".join(f"{len(p)}\n{' '.join(map(str, p))}\n" for p in cases)


def hdu1907() -> dict[str, tuple[str, str, str]]:
    rng = random.Random(1907)
    positions = [_piles(rng, 4, 1, 5) for _ in range(40)] + [(1,), (1, 1), (1, 1, 1), (2,), (2, 1, 1)]
    answer = {p: "Brother" if not nim_wins(tuple(sorted(p)), True) else "John" for p in positions}
    return {
        "sample": ("2\n3\n3 5 1\n1\n1\n", "John\nBrother\n", ""),
        "random": (f"{len(positions)}\n{_counted(positions)}", "".join(answer[p] + "\n" for p in positions), ""),
        "bad_token": ("2\n1\n1\n2\n3 x\n", answer[(1,)] + "\n",
                      "grundy: line 5: pile size 'x' is not a non-negative integer\n"),
        "early_end": ("2\n1\n1\n2\n3\n", answer[(1,)] + "\n",
                      "grundy: line 5: the input ends where pile 2 of 2 was expected\n"),
        "absurd_t": ("99999999999\n", "", "grundy: line 1: the number of cases T 99999999999 is larger than 10,000,000\n"),
    }


def hdu1850() -> dict[str, tuple[str, str, str]]:
    rng = random.Random(1850)
    positions = [p for p in (_piles(rng, 4, 1, 6) for _ in range(60)) if len(p) > 1]
    return {
        "sample": ("3\n5 7 9\n0\n", "1\n", ""),
        "random": (_counted(positions) + "0\n", "".join(f"{winning_first_moves(p)}\n" for p in positions), ""),
        "no_terminating_zero": ("2\n1 1\n2\n1 2\n", f"{winning_first_moves((1, 1))}\n{winning_first_moves((1, 2))}\n", ""),
        "negative": ("2\n1 1\n3\n1 2 -3\n0\n", f"{winning_first_moves((1, 1))}\n",
                     "grundy: line 4: pile size '-3' is not a non-negative integer\n"),
    }


def hdu1849() -> dict[str, tuple[str, str, str]]:
    rng = random.Random(1849)
    positions = [_piles(rng, 4, 0, 6) for _ in range(60)] + [(0,), (0, 0)]

    def answer(p: tuple[int, ...]) -> str:
        return ("Rabbit Win!" if pieces_win(tuple(sorted(p))) else "Grass Win!") + "\n"

    return {
        "sample": ("2\n3 5\n3\n3 5 6\n0\n", "Rabbit Win!\nGrass Win!\n", ""),
        "random": (_counted(positions) + "0\n", "".join(answer(p) for p in positions), ""),
        "stops_at_zero": ("2\n0 0\n1\n4\n0\n1\n5\n", answer((0, 0)) + answer((4,)), ""),
        "early_end": ("2\n3 5\n2\n4\n", answer((3, 5)),
                      "grundy: line 4: the input ends where the cell of piece 2 of 2 was expected\n"),
    }


def hdu2149() -> dict[str, tuple[str, str, str]]:
    rng = random.Random(2149)
    sales = [(rng.randint(1, 40), rng.randint(1, 12)) for _ in range(80)] + [(1, 1), (2, 1), (12, 3), (13, 3)]

    def answer(m: int, n: int) -> str:
        return " ".join(str(x) for x in range(1, n + 1) if x >= m or not bid_wins(m - x, n)) or "none"

    return {
        "sample": ("4 2\n3 2\n3 5\n", "1\nnone\n3 4 5\n", ""),
        "random": ("".join(f"{m} {n}\n" for m, n in sales), "".join(answer(m, n) + "\n" for m, n in sales), ""),
        "zero_n": ("4 2\n3 0\n", answer(4, 2) + "\n",
                   "grundy: line 2: N (the most one bid raises) must be at least 1, not 0\n"),
        "one_number": ("4 2\n3\n", answer(4, 2) + "\n",
                       "grundy: line 2: the input ends where N (the most one bid raises) was expected\n"),
    }


def cses1098() -> dict[str, tuple[str, str, str]]:
    rng = random.Random(1098)
    heaps = [_piles(rng, 3, 1, 9) for _ in range(50)] + [(5, 1), (4,), (1, 2, 3)]

    def answer(p: tuple[int, ...]) -> str:
        return ("first" if take3_wins(tuple(sorted(p))) else "second") + "\n"

    return {
        "sample": ("3\n4\n5 7 2 5\n2\n4 1\n3\n4 4 4\n", "first\nfirst\nsecond\n", ""),
        "random": (f"{len(heaps)}\n{_counted(heaps)}", "".join(answer(p) for p in heaps), ""),
        "early_end": ("2\n1 4\n2 5\n", answer((4,)), "grundy: line 3: the input ends where heap 2 of 2 of test 2 was expected\n"),
        "bad_token": ("2\n1 4\n2 5 y\n", answer((4,)), "grundy: line 3: heap size 'y' is not a non-negative integer\n"),
    }


FORMATS = {"hdu1907": hdu1907, "hdu1850": hdu1850, "hdu1849": hdu1849, "hdu2149": hdu2149, "cses1098": cses1098}


def main() -> None:
    golden.write(HERE, FORMATS)


if __name__ == "__main__":
    main()
