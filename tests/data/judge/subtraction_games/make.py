"""Write the golden files for hdu1848, hdu1536 and timus1180.

Run from the repository root: ``python tests/data/judge/subtraction_games/make.py``.

Every expected answer comes from a plain mex over the rules (the oracle of
tests/oracles/subtraction.py; nothing is imported from grundy), except Timus 1180's 250-digit N, which
is decided by the theorem stated next to it.  Bad-input cases list the
answers expected before the error and the exact one-line message.
"""

from __future__ import annotations

import random
import sys
from functools import reduce
from operator import xor
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[3]))

from tests.oracles.subtraction import grundy_list as mex_table  # noqa: E402  (plain mex, bottom-up)


def fibonacci(limit: int) -> list[int]:
    found, a, b = [], 1, 2
    while a <= limit:
        found.append(a)
        a, b = b, a + b
    return found


FIB = mex_table(fibonacci(1000), 1001)


def fibo(piles: tuple[int, ...]) -> str:
    return "Fibo" if reduce(xor, (FIB[p] for p in piles), 0) else "Nacci"


def wrap(tokens: list[str], rng: random.Random) -> str:
    """Tokens spread over lines at random, with spaces, tabs, CRLF line ends and blank lines."""
    out = []
    for i, token in enumerate(tokens):
        out.append(token)
        if i + 1 < len(tokens):
            out.append(rng.choice([" ", " ", "\t", "\n", "\r\n", "  \n\n"]))
    return "".join(out) + "\n"


def hdu1848_cases() -> dict[str, tuple[str, str, str]]:
    rng = random.Random(1848)
    cases: dict[str, tuple[str, str, str]] = {}
    cases["sample"] = ("1 1 1\n1 4 1\n0 0 0\n", "Fibo\nNacci\n", "")
    cases["sample_crlf"] = ("1 1 1\r\n\r\n1\t4 1\r\n0 0 0\r\n", "Fibo\nNacci\n", "")
    triples = [tuple(rng.randint(1, 1000) for _ in range(3)) for _ in range(150)]
    # A third of them lost: the third pile chosen so that the values cancel.
    for i in range(0, len(triples), 3):
        m, n, _ = triples[i]
        target = FIB[m] ^ FIB[n]
        choices = [p for p in range(1, 1001) if FIB[p] == target]
        if choices:
            triples[i] = (m, n, rng.choice(choices))
    text = "".join(f"{m} {n} {p}\n" for m, n, p in triples) + "0 0 0\n"
    cases["random"] = (text, "".join(fibo(t) + "\n" for t in triples), "")
    cases["no_end_line"] = ("5 5 5\n2 3 4\n", fibo((5, 5, 5)) + "\n" + fibo((2, 3, 4)) + "\n", "")
    cases["stops_at_zeros"] = ("1 2 3\n0 0 0\n4 x 6\n", fibo((1, 2, 3)) + "\n", "")
    cases["bad_token"] = ("1 2 3\n4 x 6\n0 0 0\n", fibo((1, 2, 3)) + "\n",
                          "grundy: line 2: pile 2 of 3 'x' is not a non-negative integer\n")
    cases["short_line"] = ("1 2 3\n4 5\n", fibo((1, 2, 3)) + "\n",
                           "grundy: line 2: the input ends where pile 3 of 3 was expected\n")
    return cases


def s_nim_line(sizes: list[int], positions: list[list[int]]) -> str:
    g = mex_table(sorted(set(sizes)), max(max(p, default=0) for p in positions) + 1)
    return "".join("W" if reduce(xor, (g[h] for h in p), 0) else "L" for p in positions)


def s_nim_text(sizes: list[int], positions: list[list[int]]) -> list[str]:
    return [str(len(sizes)), *map(str, sizes), str(len(positions))] + \
        [t for p in positions for t in (str(len(p)), *map(str, p))]


def hdu1536_cases() -> dict[str, tuple[str, str, str]]:
    rng = random.Random(1536)
    cases: dict[str, tuple[str, str, str]] = {}
    sample = "2 2 5\n3\n2 5 12\n3 2 4 7\n4 2 3 7 12\n5 1 2 3 4 5\n3\n2 5 12\n3 2 4 7\n4 2 3 7 12\n0\n"
    cases["sample"] = (sample, "LWW\nWWL\n", "")
    tokens: list[str] = []
    answers = []
    for _ in range(40):
        sizes = [rng.randint(1, 15) for _ in range(rng.randint(1, 6))]  # may repeat, not sorted
        positions = [[rng.randint(0, 80) for _ in range(rng.randint(1, 5))] for _ in range(rng.randint(1, 8))]
        tokens += s_nim_text(sizes, positions)
        answers.append(s_nim_line(sizes, positions))
    tokens.append("0")
    cases["random"] = (wrap(tokens, rng), "".join(a + "\n" for a in answers), "")
    cases["large_elements"] = ("3 10000 1 10000\n2\n1 10000\n2 9999 0\n0\n",
                               s_nim_line([10000, 1], [[10000], [9999, 0]]) + "\n", "")
    cases["no_end_zero"] = ("1 1\n1\n1 3\n", s_nim_line([1], [[3]]) + "\n", "")
    cases["bad_token"] = ("1 2\n1\n1 3\n2 1 2\n2\n1 4\n2 5 -1\n0\n", s_nim_line([2], [[3]]) + "\n",
                          "grundy: line 7: heap 2 of position 2 '-1' is not a non-negative integer\n")
    cases["zero_move"] = ("1 2\n1\n1 3\n2 0 1\n1\n1 1\n0\n", s_nim_line([2], [[3]]) + "\n",
                          "grundy: line 4: a move takes at least one bead: the set cannot hold 0\n")
    cases["missing_position"] = ("1 1\n2\n1 3\n", "",
                                 "grundy: line 3: the input ends where l (the number of heaps of position 2) was "
                                 "expected\n")
    cases["absurd_m"] = ("1 1\n99999999999\n1 3\n", "",
                         "grundy: line 2: m (the number of positions) 99999999999 is larger than 1,000,000\n")
    return cases


def timus_answer(n: int) -> str:
    # Theorem (no power of two is a multiple of 3): the player to move loses iff 3 | n;
    # else the least winning move is n mod 3.  Checked against minimax below for small n.
    return f"1\n{n % 3}\n" if n % 3 else "2\n"


def timus_minimax(limit: int) -> list[str]:
    """The answer for every n < limit, from the rules: the least power of two leaving a lost pile."""
    lost = []
    answers = []
    for n in range(limit):
        moves = [1 << k for k in range(n.bit_length()) if 1 << k <= n]
        winning = [s for s in moves if lost[n - s]]
        lost.append(not winning)
        answers.append(f"1\n{winning[0]}\n" if winning else "2\n")
    return answers


def timus1180_cases() -> dict[str, tuple[str, str, str]]:
    cases: dict[str, tuple[str, str, str]] = {}
    small = timus_minimax(2000)
    assert all(small[n] == timus_answer(n) for n in range(2000))
    cases["sample"] = ("8\n", small[8], "")
    for n in (1, 2, 3, 4, 1999):
        cases[f"n{n}"] = (f"{n}\n", small[n], "")
    for name, n in (("ten_to_250", 10**250), ("ten_to_250_less_1", 10**250 - 1), ("ten_to_250_less_2", 10**250 - 2)):
        cases[name] = (f"{n}\r\n", timus_answer(n), "")
    cases["empty"] = ("", "", "grundy: line 1: the input ends where N (the number of stones) was expected\n")
    cases["bad_token"] = ("12a\n", "", "grundy: line 1: N (the number of stones) '12a' is not a non-negative integer\n")
    return cases


FORMATS = {"hdu1848": hdu1848_cases, "hdu1536": hdu1536_cases, "timus1180": timus1180_cases}


if __name__ == "__main__":
    from tests.judge import golden

    golden.write(HERE, FORMATS)
