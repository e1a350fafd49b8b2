"""Write the golden files for cses1730 (Nim) and hdu3032 (Lasker's Nim).

Run from the repository root: ``python tests/data/judge/xor_cases/make.py``.

Nim's answers come from the XOR of the heaps after a plain minimax over
small positions confirms it (Bouton's theorem is checked, not assumed);
Lasker's Nim's from a plain mex over takes and splits, a split's value
being the XOR of its parts' (Sprague-Grundy), nothing imported from grundy.
Heaps of 2^31 - 1 and of 40 digits are decided by the same mex once its
values are seen to follow the residues mod 4, as stated next to them.
"""

from __future__ import annotations

import random
import sys
from functools import lru_cache, reduce
from operator import xor
from pathlib import Path

HERE = Path(__file__).resolve().parent


@lru_cache(maxsize=None)
def nim_wins(position: tuple[int, ...]) -> bool:
    return any(not nim_wins(tuple(sorted(position[:i] + (q,) + position[i + 1:])))
               for i, p in enumerate(position) for q in range(p))


def mex(values: set[int]) -> int:
    m = 0
    while m in values:
        m += 1
    return m


LASKER: list[int] = []
for _n in range(400):
    LASKER.append(mex({LASKER[q] for q in range(_n)} | {LASKER[a] ^ LASKER[_n - a] for a in range(1, _n // 2 + 1)}))
# The mex values follow the residues mod 4 (seen over 400 heaps); the huge heaps below use that.
SHIFT = {0: -1, 1: 0, 2: 0, 3: 1}
assert all(LASKER[n] == n + SHIFT[n % 4] for n in range(1, 400))


def lasker_value(n: int) -> int:
    return LASKER[n] if n < len(LASKER) else n + SHIFT[n % 4]


def cses(heaps: list[int]) -> str:
    return "first" if reduce(xor, heaps, 0) else "second"


def hdu3032(heaps: list[int]) -> str:
    return "Alice" if reduce(xor, map(lasker_value, heaps), 0) else "Bob"


def layout(cases: list[list[int]], rng: random.Random | None = None) -> str:
    tokens = [str(len(cases))]
    for heaps in cases:
        tokens += [str(len(heaps)), *map(str, heaps)]
    if rng is None:
        return "\n".join(tokens) + "\n"
    out = []
    for i, token in enumerate(tokens):
        out.append(token)
        out.append(rng.choice([" ", " ", "\t", "\n", "\r\n", "\n\n"]) if i + 1 < len(tokens) else "\n")
    return "".join(out)


def common(name: str, answer, seed: int, top: int) -> dict[str, tuple[str, str, str]]:
    rng = random.Random(seed)
    cases: dict[str, tuple[str, str, str]] = {}
    small = [[rng.randint(0, 7) for _ in range(rng.randint(1, 4))] for _ in range(120)]
    big = [[rng.randint(1, top) for _ in range(rng.randint(1, 30))] for _ in range(30)]
    cases["random"] = (layout(small, rng), "".join(answer(h) + "\n" for h in small), "")
    cases["large_heaps"] = (layout(big), "".join(answer(h) + "\n" for h in big), "")
    huge = [[10**40 + 3, 10**40 + 3], [10**40 + 3, 10**40 + 4], [2**63 - 1, 2**63 - 1, 5]]
    cases["huge_heaps"] = (layout(huge), "".join(answer(h) + "\n" for h in huge), "")
    cases["bad_token"] = ("3\n2\n1 1\n3 1 2\n4\n2\n5 x7\n", answer([1, 1]) + "\n" + answer([1, 2, 4]) + "\n",
                          "grundy: line 7: pile size 'x7' is not a non-negative integer\n")
    cases["early_end"] = ("3\n1 3\n2 5 5\n", answer([3]) + "\n" + answer([5, 5]) + "\n",
                          "grundy: line 3: the input ends where n (the number of piles of case 3) was expected\n")
    cases["absurd_n"] = ("2\n1 5\n1000000000000 1 2 3\n", answer([5]) + "\n",
                         "grundy: line 3: n (the number of piles of case 2) 1000000000000 is larger than "
                         "1,000,000,000\n")
    return cases


def cses1730_cases() -> dict[str, tuple[str, str, str]]:
    for position in [(a, b, c) for a in range(6) for b in range(6) for c in range(6)]:
        assert nim_wins(tuple(sorted(position))) == bool(reduce(xor, position, 0))
    cases = {"sample": ("3\n4\n5 7 2 5\n2\n4 1\n3\n3 5 6\n", "first\nfirst\nsecond\n", "")}
    cases.update(common("cses1730", cses, 1730, 10**9))
    return cases


def hdu3032_cases() -> dict[str, tuple[str, str, str]]:
    cases = {"sample": ("2\n3\n2 2 3\n2\n3 3\n", "Alice\nBob\n", "")}
    # Positions that Nim and Lasker's Nim decide differently, and the 32-bit edge 2^31 - 1.
    tricky = [[1, 2, 3], [1, 2, 4], [3, 4, 7], [2**31 - 1], [2**31 - 1, 2**31], [2**31 - 1, 2**31 - 1]]
    cases["tricky"] = (layout(tricky), "".join(hdu3032(h) + "\n" for h in tricky), "")
    cases.update(common("hdu3032", hdu3032, 3032, 2**31 - 1))
    return cases


FORMATS = {"cses1730": cses1730_cases, "hdu3032": hdu3032_cases}


if __name__ == "__main__":
    sys.path.insert(0, str(HERE.parents[3]))
    from tests.judge import golden

    golden.write(HERE, FORMATS)
