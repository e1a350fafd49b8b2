"""Write the golden files for the classic judge formats (poj1704, hdu1730, hdu2516, hdu1524,
hdu1517, poj2348, hdu3951, p2252).

Run from the repository root: ``python tests/data/judge/classic/make.py``.

Every expected output comes from the brute-force oracles in tests/oracles
(minimax, retrograde analysis or mex over the raw rules), never from
grundy; the inputs stay within each statement's bounds, small enough for
brute force.  Bad-input cases list the answers expected before the error
and the exact one-line message.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[3]))

from tests.oracles import outcomes  # noqa: E402
from tests.oracles import coins, dag, euclid, fibonacci_nim, multiplication, northcott, staircase, wythoff  # noqa: E402

Cases = dict[str, tuple[str, str, str]]


def wrap(tokens: list[str], rng: random.Random) -> str:
    """Spread tokens over lines at random, with spaces, tabs and CRLF line ends."""
    out = []
    for i, token in enumerate(tokens):
        out.append(token)
        if i + 1 < len(tokens):
            out.append(rng.choice([" ", " ", "\t", "\n", "\r\n", "  \n"]))
    return "".join(out) + "\n"


def _won(moves, position) -> bool:
    return outcomes(moves, [position])[position] == "N"


def poj1704_cases() -> Cases:
    rng = random.Random(1704)
    cases: Cases = {"sample": ("2\n3\n1 2 3\n8\n1 5 6 7 9 12 14 17\n", "Bob will win\nGeorgia will win\n", "")}
    games = [rng.sample(range(1, 13), rng.randint(1, 4)) for _ in range(20)]
    tokens = [str(len(games))]
    for cells in games:
        tokens += [str(len(cells))] + [str(c) for c in cells]
    answers = "".join(("Georgia will win" if _won(staircase.moves, tuple(sorted(c))) else "Bob will win") + "\n"
                      for c in games)
    cases["random"] = (wrap(tokens, rng), answers, "")
    first = "Georgia will win\n" if _won(staircase.moves, (2, 5)) else "Bob will win\n"
    cases["bad_token"] = ("2\n2\n5 2\n2\n1 x\n", first, "grundy: line 5: cell 2 of 2 of case 2 'x' is not a non-negative integer\n")
    cases["twice"] = ("2\n2\n5 2\n2\n4 4\n", first, "grundy: line 5: not allowed: two chessmen stand on cell 4\n")
    cases["early_end"] = ("3\n2\n5 2\n3\n1 2\n", first, "grundy: line 5: the input ends where cell 3 of 3 of case 2 was expected\n")
    cases["absurd_t"] = ("5000000000\n1\n1\n", "", "grundy: line 1: the number of cases T 5000000000 is larger than 1,000,000,000\n")
    return cases


def _northcott_table(rows: int, width: int) -> dict:
    return northcott.outcomes(rows, width)


def hdu1730_cases() -> Cases:
    rng = random.Random(1730)
    sample = "3 6\n4 5\n1 2\n1 2\n\n3 6\n4 5\n1 3\n1 2\n"
    cases: Cases = {"sample": (sample, "BAD LUCK!\nI WIN!\n", "")}
    tables = {(n, m): _northcott_table(n, m) for n in (1, 2) for m in (2, 3, 4, 5)}
    text, answers = [], []
    for _ in range(40):
        n, m = rng.choice(sorted(tables))
        rows = tuple(tuple(rng.sample(range(1, m + 1), 2)) for _ in range(n))
        text.append(f"{n} {m}\n" + "".join(f"{t} {j}\n" for t, j in rows) + rng.choice(["\n", "", "\r\n\n"]))
        answers.append("I WIN!\n" if tables[(n, m)][(rows, 0)] == "N" else "BAD LUCK!\n")
    cases["random"] = ("".join(text), "".join(answers), "")
    cases["same_cell"] = ("1 4\n1 3\n\n2 4\n1 2\n3 3\n", "I WIN!\n",
                          "grundy: line 6: not allowed: Tom's and Jerry's pieces share column 3 in row 2\n")
    cases["off_board"] = ("1 4\n1 3\n1 4\n1 5\n", "I WIN!\n", "grundy: line 4: not allowed: column 5 is not on a board of 4 columns\n")
    cases["early_end"] = ("1 4\n1 3\n2 4\n1 2\n", "I WIN!\n",
                          "grundy: line 4: the input ends where Tom's column in row 2 of case 2 was expected\n")
    return cases


def hdu2516_cases() -> Cases:
    rng = random.Random(2516)
    cases: Cases = {"sample": ("2\n13\n10000\n0\n", "Second win\nSecond win\nFirst win\n", "")}
    ns = [rng.randint(2, 150) for _ in range(60)] + [2, 3, 144, 145]
    answers = "".join(("First win" if fibonacci_nim.wins(n, n - 1) else "Second win") + "\n" for n in ns)
    cases["random"] = (wrap([str(n) for n in ns] + ["0"], rng), answers, "")
    cases["stops_at_zero"] = ("5\n0\nnot read\n", "First win\n" if fibonacci_nim.wins(5, 4) else "Second win\n", "")
    cases["no_terminating_zero"] = ("4\n5\n", "".join(("First win" if fibonacci_nim.wins(n, n - 1) else "Second win") + "\n"
                                                       for n in (4, 5)), "")
    cases["bad_token"] = ("4\n-5\n0\n", "First win\n" if fibonacci_nim.wins(4, 3) else "Second win\n",
                          "grundy: line 2: n (the pile of case 2) '-5' is not a non-negative integer\n")
    return cases


def hdu1524_cases() -> Cases:
    rng = random.Random(1524)
    sample = "4\n2 1 2\n0\n1 3\n0\n1 0\n2 0 2\n0\n\n4\n1 1\n1 2\n0\n0\n2 0 1\n2 1 1\n3 0 1 3\n0\n"
    cases: Cases = {"sample": (sample, "WIN\nWIN\nWIN\nLOSE\nWIN\n", "")}
    text, answers = [], []
    for _ in range(8):
        graph = dag.random_dag(rng, rng.randint(1, 8), 0.4)
        text.append(f"{len(graph)}\n" + "".join(" ".join(map(str, [len(s), *s])) + "\n" for s in graph))
        for _ in range(rng.randint(1, 5)):
            tokens = tuple(sorted(rng.randrange(len(graph)) for _ in range(rng.randint(1, 4))))
            text.append(" ".join(map(str, [len(tokens), *tokens])) + "\n")
            answers.append("WIN\n" if _won(lambda p, g=graph: dag.moves(g, p), tokens) else "LOSE\n")
        text.append("0\n")
    cases["random"] = ("".join(text), "".join(answers), "")
    cases["cycle"] = ("2\n1 1\n0\n1 0\n0\n2\n1 1\n1 0\n1 0\n0\n", "WIN\n",
                      "grundy: line 6: not allowed: the graph has a cycle through vertex 0: 0 > 1 > 0; "
                      "a game on a graph must be acyclic\n")
    # Some copies of the statement end the input with N = 0: it ends the input, whatever follows.
    cases["zero_ends"] = ("2\n1 1\n0\n1 0\n0\n0\nnot read\n", "WIN\n", "")
    cases["absurd_n"] = ("2\n1 1\n0\n1 0\n0\n2000000\n", "WIN\n",
                         "grundy: line 6: N (the number of vertices of test 2) 2000000 is larger than 1,000,000\n")
    cases["no_vertex"] = ("2\n1 1\n0\n1 2\n0\n", "", "grundy: line 4: not allowed: 2 is not a vertex: test 1 has vertices 0 .. 1\n")
    cases["bad_token"] = ("2\n1 1\n0\n1 0\n1 x\n", "WIN\n",
                          "grundy: line 5: token 1 of 1 of a query of test 1 'x' is not a non-negative integer\n")
    return cases


def hdu1517_cases() -> Cases:
    rng = random.Random(1517)
    cases: Cases = {"sample": ("162\n17\n34012226\n", "Stan wins.\nOllie wins.\nStan wins.\n", "")}
    ns = [rng.randint(2, 6000) for _ in range(60)] + [2, 9, 10, 18, 19, 162, 163, 324, 325, 2916, 2917]
    answers = "".join(("Stan wins." if _won(multiplication.moves, (1, n)) else "Ollie wins.") + "\n" for n in ns)
    cases["random"] = (wrap([str(n) for n in ns], rng), answers, "")
    cases["bad_token"] = ("17\n1e3\n", "Ollie wins.\n", "grundy: line 2: n (the target of case 2) '1e3' is not a non-negative integer\n")
    return cases


def poj2348_cases() -> Cases:
    rng = random.Random(2348)
    cases: Cases = {"sample": ("34 12\n15 24\n0 0\n", "Stan wins\nOllie wins\n", "")}
    pairs = [(rng.randint(1, 120), rng.randint(1, 120)) for _ in range(60)] + [(1, 1), (89, 55), (55, 89), (7, 21)]
    answers = "".join(("Stan wins" if _won(euclid.moves, p) else "Ollie wins") + "\n" for p in pairs)
    cases["random"] = (wrap([str(x) for p in pairs for x in p] + ["0", "0"], rng), answers, "")
    cases["one_number"] = ("34 12\n15\n", "Stan wins\n", "grundy: line 2: the input ends where b (the second number of case 2) was expected\n")
    cases["bad_token"] = ("34 12\n15 2.5\n0 0\n", "Stan wins\n",
                          "grundy: line 2: b (the second number of case 2) '2.5' is not a non-negative integer\n")
    return cases


def hdu3951_cases() -> Cases:
    rng = random.Random(3951)
    cases: Cases = {"sample": ("2\n3 1\n3 2\n", "Case 1: first\nCase 2: second\n", "")}
    games = [(rng.randint(3, 16), rng.randint(1, 10)) for _ in range(50)]
    text = f"{len(games)}\n" + "".join(f"{n} {k}\n" for n, k in games)
    answers = "".join(f"Case {i}: " + ("first" if _won(lambda p, k=k: coins.moves(p, k), ((n,), ())) else "second") + "\n"
                      for i, (n, k) in enumerate(games, 1))
    cases["random"] = (text, answers, "")
    cases["zero_k"] = ("2\n3 1\n3 0\n", "Case 1: first\n", "grundy: line 3: not allowed: K (the most coins one move takes) must be at least 1, not 0\n")
    cases["early_end"] = ("2\n3 1\n", "Case 1: first\n", "grundy: line 2: the input ends where N (the coins of case 2) was expected\n")
    cases["absurd_t"] = ("9999999999\n3 1\n", "", "grundy: line 1: the number of cases T 9999999999 is larger than 1,000,000,000\n")
    cases["negative"] = ("2\n3 1\n-3 2\n", "Case 1: first\n", "grundy: line 3: N (the coins of case 2) '-3' is not a non-negative integer\n")
    return cases


def p2252_cases() -> Cases:
    rng = random.Random(2252)
    cases: Cases = {"sample": ("8 4\n", "1\n", "")}
    table = wythoff.p_table(61)
    for i in range(6):
        a, b = rng.randint(0, 60), rng.randint(0, 60)
        cases[f"random{i}"] = (f"{a}\t{b}\r\n", "0\n" if table[a][b] else "1\n", "")
    cases["lost"] = ("3 5\n", "0\n" if table[3][5] else "1\n", "")
    cases["zero"] = ("0 0\n", "0\n", "")
    cases["one_number"] = ("8\n", "", "grundy: line 1: the input ends where pile size was expected\n")
    return cases


FORMATS = {"poj1704": poj1704_cases, "hdu1730": hdu1730_cases, "hdu2516": hdu2516_cases, "hdu1524": hdu1524_cases,
           "hdu1517": hdu1517_cases, "poj2348": poj2348_cases, "hdu3951": hdu3951_cases, "p2252": p2252_cases}


def main() -> None:
    for fmt, make in FORMATS.items():
        for name, (text, out, err) in make().items():
            stem = HERE / f"{fmt}_{name}"
            stem.with_suffix(".in").write_bytes(text.encode())
            stem.with_suffix(".out").write_bytes(out.encode())
            err_path = stem.with_suffix(".err")
            if err:
                err_path.write_bytes(err.encode())
            elif err_path.exists():
                err_path.unlink()


if __name__ == "__main__":
    main()
