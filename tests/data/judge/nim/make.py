"""Write the golden files for the Nim-family judge formats (p2197, hdu2176, hdu1846).

Run from the repository root: ``python tests/data/judge/nim/make.py``.

Every expected output comes from the brute-force oracles in tests/oracles
(minimax over the raw rules), never from grundy's judge code; the few
positions with 200-digit piles are decided by the mirror argument instead
(two equal piles: the second player copies every move), which is stated
next to them.  Bad-input cases list the answers expected before the
error and the exact one-line message.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[3]))

from tests.judge import golden  # noqa: E402
from tests.oracles import bash as bash_oracle  # noqa: E402
from tests.oracles import nim as nim_oracle  # noqa: E402

BIG = 10**200 + 4321  # a 201-digit pile for the mirror cases


def wrap(tokens: list[str], rng: random.Random) -> str:
    """Spread tokens over lines at random, with spaces, tabs and CRLF line ends."""
    out = []
    for i, token in enumerate(tokens):
        out.append(token)
        if i + 1 < len(tokens):
            out.append(rng.choice([" ", " ", "\t", "\n", "\r\n", "  \n"]))
    return "".join(out) + "\n"


def nim_answer(piles: tuple[int, ...]) -> str:
    return "Yes" if nim_oracle.outcome(piles) == "N" else "No"


def p2197_cases() -> dict[str, tuple[str, str, str]]:
    """name -> (input, expected stdout, expected stderr)."""
    rng = random.Random(2197)
    cases: dict[str, tuple[str, str, str]] = {}
    # The sample of Luogu P2197.
    cases["sample"] = ("2\n2\n1 1\n2\n1 0\n", "No\nYes\n", "")
    positions = [tuple(rng.randint(0, 7) for _ in range(rng.randint(1, 4))) for _ in range(80)]
    positions.append(())  # n = 0: no stones, the player to move has lost
    tokens = [str(len(positions))]
    for p in positions:
        tokens += [str(len(p))] + [str(x) for x in p]
    cases["random"] = (wrap(tokens, rng), "".join(nim_answer(p) + "\n" for p in positions), "")
    # Mirror argument: (X, X) and (X, X, Y, Y) are lost for the player to move;
    # (X, X, 1) is won by taking the single stone.
    cases["mirror"] = (
        f"3\n2 {BIG} {BIG}\n3 {BIG} {BIG} 1\n4 {BIG} {BIG + 1} {BIG + 1} {BIG}\n",
        "No\nYes\nNo\n",
        "",
    )
    cases["zero_cases"] = ("0\n", "", "")
    cases["bad_token"] = (
        "3\n2\n1 1\n3 1 2\n4\n2\n5 x7\n",
        nim_answer((1, 1)) + "\n" + nim_answer((1, 2, 4)) + "\n",
        "grundy: line 7: pile size 'x7' is not a non-negative integer\n",
    )
    cases["negative"] = (
        "2\n1 3\n2 4 -4\n",
        nim_answer((3,)) + "\n",
        "grundy: line 3: pile size '-4' is not a non-negative integer\n",
    )
    cases["early_end"] = (
        "3\n1 3\n2 5 5\n",
        nim_answer((3,)) + "\n" + nim_answer((5, 5)) + "\n",
        "grundy: line 3: the input ends where n (the number of piles of case 3) was expected\n",
    )
    cases["short_case"] = (
        "2\n3 1 2 3\n3 1\n2\n",
        nim_answer((1, 2, 3)) + "\n",
        "grundy: line 4: the input ends where pile 3 of 3 of case 2 was expected\n",
    )
    cases["absurd_n"] = (
        "2\n1 5\n1000000000000 1 2 3\n",
        nim_answer((5,)) + "\n",
        "grundy: line 3: n (the number of piles of case 2) 1000000000000 is larger than 1,000,000,000\n",
    )
    cases["absurd_t"] = (
        "99999999999999999999\n1 1\n",
        "",
        "grundy: line 1: the number of cases T 99999999999999999999 is larger than 1,000,000,000\n",
    )
    cases["empty"] = ("", "", "grundy: line 1: the input ends where the number of cases T was expected\n")
    return cases


def hdu2176_answer(piles: tuple[int, ...]) -> str:
    wins = nim_oracle.winning_moves(piles)
    if not wins:
        return "No\n"
    lines = ["Yes"]
    for i, p in enumerate(piles):  # pile order; at most one winning move per pile
        for after in sorted(wins):
            if after[:i] == piles[:i] and after[i + 1 :] == piles[i + 1 :] and after[i] != p:
                lines.append(f"{p} {after[i]}")
    return "\n".join(lines) + "\n"


def hdu2176_cases() -> dict[str, tuple[str, str, str]]:
    rng = random.Random(2176)
    cases: dict[str, tuple[str, str, str]] = {}
    # The sample of HDU 2176.
    cases["sample"] = (
        "2\n45 45\n3\n3 6 9\n5\n5 7 8 9 10\n0\n",
        "No\nYes\n9 5\nYes\n8 1\n9 0\n10 3\n",
        "",
    )
    positions = [tuple(rng.randint(0, 7) for _ in range(rng.randint(1, 4))) for _ in range(60)]
    text = "".join(f"{len(p)}\n{' '.join(map(str, p))}\n" for p in positions) + "0\n"
    cases["random"] = (text, "".join(hdu2176_answer(p) for p in positions), "")
    # Mirror argument: with two piles the P-positions are the equal pairs, so
    # from (X, Y), X < Y, the only winning move lowers Y to X.
    cases["mirror"] = (
        f"2\n{BIG} {BIG + 7}\n2\n{BIG} {BIG}\n0\n",
        f"Yes\n{BIG + 7} {BIG}\nNo\n",
        "",
    )
    positions = [(1, 2), (3, 3), (7,)]
    cases["no_terminating_zero"] = (
        "".join(f"{len(p)}\n{' '.join(map(str, p))}\n" for p in positions),
        "".join(hdu2176_answer(p) for p in positions),
        "",
    )
    cases["stops_at_zero"] = ("1\n4\n0\n2\n1 1\n", hdu2176_answer((4,)), "")
    cases["bad_token"] = (
        "2\n1 2\n3\n4 5 6.0\n0\n",
        hdu2176_answer((1, 2)),
        "grundy: line 4: pile size '6.0' is not a non-negative integer\n",
    )
    cases["early_end"] = (
        "2\n1 2\n3\n4 5\n",
        hdu2176_answer((1, 2)),
        "grundy: line 4: the input ends where pile 3 of 3 was expected\n",
    )
    cases["absurd_m"] = (
        "1\n5\n1000000000000\n1 2\n",
        hdu2176_answer((5,)),
        "grundy: line 3: m (the number of piles, kept in memory) 1000000000000 is larger than 10,000,000\n",
    )
    return cases


def hdu1846_cases() -> dict[str, tuple[str, str, str]]:
    rng = random.Random(1846)
    cases: dict[str, tuple[str, str, str]] = {}
    # The sample of HDU 1846 (Brave Game).
    cases["sample"] = ("2\n23 2\n4 3\n", "first\nsecond\n", "")
    tables = {m: bash_oracle.table(300, m) for m in range(1, 13)}
    games = [(rng.randint(0, 300), rng.randint(1, 12)) for _ in range(150)]
    text = f"{len(games)}\n" + "".join(f"{n} {m}\n" for n, m in games)
    answers = "".join(("first" if tables[m][n] else "second") + "\n" for n, m in games)
    cases["random"] = (text, answers, "")
    cases["zero_m"] = (
        "2\n5 2\n5 0\n",
        ("first" if tables[2][5] else "second") + "\n",
        "grundy: line 3: m (the most stones one move takes) must be at least 1, not 0\n",
    )
    cases["bad_token"] = (
        "2\n5 2\n5 two\n",
        ("first" if tables[2][5] else "second") + "\n",
        "grundy: line 3: m (the most stones one move takes, case 2) 'two' is not a non-negative integer\n",
    )
    cases["early_end"] = (
        "3\n4 3\n",
        ("first" if tables[3][4] else "second") + "\n",
        "grundy: line 2: the input ends where n (the pile of case 2) was expected\n",
    )
    cases["absurd_c"] = (
        "5000000000\n4 3\n",
        "",
        "grundy: line 1: the number of cases C 5000000000 is larger than 1,000,000,000\n",
    )
    return cases


FORMATS = {"p2197": p2197_cases, "hdu2176": hdu2176_cases, "hdu1846": hdu1846_cases}


def main() -> None:
    golden.write(HERE, FORMATS)


if __name__ == "__main__":
    main()
