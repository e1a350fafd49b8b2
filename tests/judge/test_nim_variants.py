"""HDU 1907, HDU 1850, HDU 1849, HDU 2149 and CSES 1098: samples, brute-force oracles, bad input.

The oracles play the raw rules by minimax (importing nothing from grundy)
on random inputs within small bounds; the judge's output must be theirs.
"""

from __future__ import annotations

import random
from functools import lru_cache

import pytest


@lru_cache(maxsize=None)
def _nim_wins(piles: tuple[int, ...], misere: bool) -> bool:
    # The player to move wins (normal: the last to take wins; misère: loses).
    if not any(piles):
        return misere
    for i, p in enumerate(piles):
        for after in range(p):
            child = tuple(sorted(piles[:i] + (after,) + piles[i + 1 :]))
            if not _nim_wins(child, misere):
                return True
    return False


def _winning_first_moves(piles: tuple[int, ...]) -> int:
    return sum(1 for i, p in enumerate(piles) for after in range(p)
               if not _nim_wins(tuple(sorted(piles[:i] + (after,) + piles[i + 1 :])), False))


@lru_cache(maxsize=None)
def _bid_wins(needed: int, n: int) -> bool:
    # The bidder to move wins with `needed` still to raise (a bid of `needed` or more buys).
    return any(x >= needed or not _bid_wins(needed - x, n) for x in range(1, n + 1))


@lru_cache(maxsize=None)
def _take3_wins(piles: tuple[int, ...]) -> bool:
    return any(not _take3_wins(tuple(sorted(piles[:i] + (p - t,) + piles[i + 1 :])))
               for i, p in enumerate(piles) for t in (1, 2, 3) if t <= p)


def _case(rng, n_max, low, high):
    return tuple(rng.randint(low, high) for _ in range(rng.randint(1, n_max)))


def _oracle_inputs():
    rng = random.Random(1907)
    cases = {}
    misere = [_case(rng, 4, 1, 5) for _ in range(40)] + [(1,), (1, 1), (1, 1, 1)]
    cases["hdu1907"] = (f"{len(misere)}\n" + "".join(f"{len(p)}\n{' '.join(map(str, p))}\n" for p in misere),
                        "".join(("Brother" if not _nim_wins(tuple(sorted(p)), True) else "John") + "\n" for p in misere))
    count = [p for p in (_case(rng, 4, 1, 6) for _ in range(60)) if len(p) > 1]
    cases["hdu1850"] = ("".join(f"{len(p)}\n{' '.join(map(str, p))}\n" for p in count) + "0\n",
                        "".join(f"{_winning_first_moves(p)}\n" for p in count))
    cells = [_case(rng, 4, 0, 6) for _ in range(60)]
    cases["hdu1849"] = ("".join(f"{len(p)}\n{' '.join(map(str, p))}\n" for p in cells) + "0\n",
                        "".join(("Rabbit Win!" if _nim_wins(tuple(sorted(p)), False) else "Grass Win!") + "\n"
                                for p in cells))
    sales = [(rng.randint(1, 40), rng.randint(1, 12)) for _ in range(80)]
    answers = []
    for m, n in sales:
        bids = [x for x in range(1, n + 1) if x >= m or not _bid_wins(m - x, n)]
        answers.append(" ".join(map(str, bids)) or "none")
    cases["hdu2149"] = ("".join(f"{m} {n}\n" for m, n in sales), "".join(a + "\n" for a in answers))
    heaps = [_case(rng, 3, 1, 9) for _ in range(50)]
    cases["cses1098"] = (f"{len(heaps)}\n" + "".join(f"{len(p)}\n{' '.join(map(str, p))}\n" for p in heaps),
                         "".join(("first" if _take3_wins(tuple(sorted(p))) else "second") + "\n" for p in heaps))
    return cases


ORACLE = _oracle_inputs()

SAMPLES = {
    "hdu1907": (b"2\n3\n3 5 1\n1\n1\n", b"John\nBrother\n"),
    "hdu1850": (b"3\n5 7 9\n0\n", b"1\n"),
    "hdu1849": (b"2\n3 5\n3\n3 5 6\n0\n", b"Rabbit Win!\nGrass Win!\n"),
    "hdu2149": (b"4 2\n3 2\n3 5\n", b"1\nnone\n3 4 5\n"),
    "cses1098": (b"3\n4\n5 7 2 5\n2\n4 1\n3\n4 4 4\n", b"first\nfirst\nsecond\n"),
}


@pytest.mark.parametrize("name", list(SAMPLES))
def test_the_official_sample_byte_for_byte_and_with_crlf_tabs_and_blank_lines(cli, name):
    data, expected = SAMPLES[name]
    variants = [data, data.replace(b"\n", b"\r\n"), data.replace(b" ", b"\t"), data.replace(b"\n", b"\n\n  ")]
    for variant in variants:
        r = cli(["judge", name], stdin=variant)
        assert r.status == 0 and r.out_bytes == expected and r.err == ""


@pytest.mark.parametrize("name", list(ORACLE))
def test_the_answers_are_the_brute_force_oracles(cli, name):
    data, expected = ORACLE[name]
    r = cli(["judge", name], stdin=data.encode())
    assert r.status == 0 and r.out == expected


def test_hdu1849_stops_at_m_0_and_pieces_on_cell_0_have_no_move(cli):
    r = cli(["judge", "hdu1849"], stdin=b"2\n0 0\n1\n4\n0\n1\n5\n")
    assert r.out == "Grass Win!\nRabbit Win!\n"


@pytest.mark.parametrize(("name", "data", "out", "err"), [
    ("hdu1907", b"2\n1\n1\n2\n3 x\n", "Brother\n", "line 5: pile size 'x' is not a non-negative integer"),
    ("hdu1907", b"2\n1\n1\n2\n3\n", "Brother\n", "line 5: the input ends where pile 2 of 2 was expected"),
    ("hdu1907", b"99999999999\n", "", "line 1: the number of cases T 99999999999 is larger than 10,000,000"),
    ("hdu1850", b"2\n1 1\n3\n1 2 -3\n0\n", "0\n", "line 4: pile size '-3' is not a non-negative integer"),
    ("hdu1849", b"2\n3 5\n2\n4\n", "Rabbit Win!\n", "line 4: the input ends where the cell of piece 2 of 2 was expected"),
    ("hdu2149", b"4 2\n3 0\n", "1\n", "line 2: N (the most one bid raises) must be at least 1, not 0"),
    ("hdu2149", b"4 2\n3\n", "1\n", "line 2: the input ends where N (the most one bid raises) was expected"),
    ("cses1098", b"2\n1 4\n2 5\n", "second\n", "line 3: the input ends where heap 2 of 2 of test 2 was expected"),
    ("cses1098", b"2\n1 4\n2 5 y\n", "second\n", "line 3: heap size 'y' is not a non-negative integer"),
])
def test_bad_input_keeps_the_earlier_answers_and_names_the_line_and_the_token(cli, name, data, out, err):
    r = cli(["judge", name], stdin=data)
    assert r.status == 2 and r.out == out and r.err == f"grundy: {err}\n"
