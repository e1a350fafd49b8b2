"""Certificates of Wythoff rows (kind "wythoff-row"), and their verifier.

The claim: row x of Wythoff's Grundy function has least preperiod e and
least period p, G(x, y + p) = G(x, y) + p for every y >= e.  The theorem
(Landman's finite-state argument, below) needs rows 0..x at columns
0..Y + 3x + P, where P = lcm of the periods of rows 0..x and Y the largest
of their preperiods; its hypothesis is that every row i <= x satisfies
G(i, y + P) = G(i, y) + P for Y <= y <= Y + 3x.  The values the digest
covers are G(x, 0), ..., G(x, e + p - 1), from which G(x, y) follows for
every y.  The verifier recomputes rows 0..x with its own loop (the mex of
each cell's row, column and diagonal, nothing of grundy's game code),
checks the digest and the hypothesis, and that p and e are least.

>>> cert = make(3)
>>> cert["parameters"], cert["values"]["count"]
({'row': 3, 'preperiod': 8, 'period': 6, 'start': 8, 'shift': 6}, 14)
>>> verify(cert)
[]
>>> cert["parameters"]["period"] = 3
>>> [str(p) for p in verify(cert)][0][:40]  # the claim, in words, is checked against the parameters
'the claim "row 3 of Wythoff\\'s Grundy fun'
>>> cert["claim"] = claim(cert).render("en")
>>> [str(p) for p in verify(cert)][:1]
['the values number 14, not 11 (e + p with e = 8, p = 3)']

Verifying costs about (x + 1) (Y + 3x + P) cells in plain Python, a few
microseconds each: a second for row 30, a minute for row 100, some
twenty minutes for row 200.
"""

from __future__ import annotations

import math
from typing import Any

from ...certify import FORMAT, VERSION, claim_problems, header_problems, values_digest, values_problems
from ...certify import MESSAGES as SHARED
from ...messages import Text, catalogue

__all__ = ["KIND", "THEOREM", "claim", "make", "plain_rows", "verify"]

KIND = "wythoff-row"

MESSAGES = catalogue("wythoff.certificate", {
    "claim": ("row {x} of Wythoff's Grundy function has least preperiod {e} and least period {p}: "
              "G({x}, y + {p}) = G({x}, y) + {p} for every y >= {e}",
              "威佐夫博弈 SG 函数的第 {x} 行有最小前周期 {e} 和最小周期 {p}：对每个 y >= {e}，"
              "G({x}, y + {p}) = G({x}, y) + {p}"),
    "count": ("the values number {count}, not {needed} (e + p with e = {e}, p = {p})",
              "值的个数为 {count}，不是 {needed}（e + p，e = {e}，p = {p}）"),
    "shift": ("the period {p} does not divide the shift {shift}", "周期 {p} 不整除平移量 {shift}"),
    "digest": ("the values' digest is {given}, but the values recomputed give {computed}",
               "值的摘要为 {given}，但重新计算的值给出 {computed}"),
    "hypothesis": ("G({i}, {y} + {shift}) = {b} is not G({i}, {y}) + {shift} = {a} + {shift}: the theorem's "
                   "hypothesis fails", "G({i}, {y} + {shift}) = {b} 不等于 G({i}, {y}) + {shift} = {a} + {shift}："
                   "定理的条件不成立"),
    "not_periodic": ("G({x}, {y} + {p}) - G({x}, {y}) = {d}, not {p}: row {x} is not {p}-periodic from {e}",
                     "G({x}, {y} + {p}) - G({x}, {y}) = {d}，不是 {p}：第 {x} 行从 {e} 起不以 {p} 为周期"),
    "preperiod": ("G({x}, {y} + {p}) = G({x}, {y}) + {p} already: the preperiod {e} is not least",
                  "G({x}, {y} + {p}) = G({x}, {y}) + {p} 已成立：前周期 {e} 不是最小的"),
    "divisor": ("row {x} is {d}-periodic from {start} on: the period {p} is not least",
                "第 {x} 行从 {start} 起已以 {d} 为周期：周期 {p} 不是最小的"),
})

THEOREM = (
    "Additive periodicity of the rows of Wythoff's Grundy function (A. Dress, A. Flammenkamp and N. Pink, "
    "'Additive periodicity of the Sprague-Grundy function of certain Nim games', Adv. Appl. Math. 22 (1999) "
    "249-270), by the finite-state argument of H. A. Landman ('A simple FSM-based proof of the additive "
    "periodicity of the Sprague-Grundy function of Wythoff's game', More Games of No Chance, MSRI Publ. 42 "
    "(2002) 383-386): column y + 1 of rows 0..X is a translation-invariant function of the state of column "
    "y (each row's mex and its values above the mex, and the last X columns, all relative to y); since "
    "y - 2i <= G(i, y) <= y + i for i <= y, that state is a function of G(i, y - j) - y, i <= X, "
    "0 <= j <= 3X.  Hence if G(i, y + P) = G(i, y) + P for every i <= X and Y <= y <= Y + 3X, then "
    "G(i, y + P) = G(i, y) + P for every i <= X and every y >= Y."
)


def plain_rows(top: int, columns: int, keep: int) -> tuple[list[int], list[list[int]]]:
    """G(top, y) for y < columns, and G(i, y) for i <= top and y in [columns - keep, columns).

    The plain rule, cell by cell: the least value not in the cell's row to the
    left, its column below, or its diagonal down-left.  Each set is a Python
    int used as a bitset, relative to a base that follows the values (every
    value below the row's mex is in the row; bounds as in the module notes).
    """
    row_bits = [0] * (top + 1)  # bit k: value row_base[i] + k occurs in row i
    row_base = [0] * (top + 1)  # the mex of the row so far
    diagonals: dict[int, int] = {}  # y - i -> bits, bit k: value (y - i) - top + k
    last_row: list[int] = []
    tail: list[list[int]] = [[] for _ in range(top + 1)]
    for y in range(columns):
        col = 0  # bit k: value y - 2 top + k
        col_base = y - 2 * top
        diagonals.pop(y - top - 1, None)  # its last cell was in column y - 1
        for i in range(top + 1):
            k = y - i
            base = row_base[i]
            d = diagonals.get(k, 0)
            forbidden = row_bits[i]
            shift = col_base - base
            forbidden |= col << shift if shift >= 0 else col >> -shift
            shift = k - top - base
            forbidden |= d << shift if shift >= 0 else d >> -shift
            v = base + (~forbidden & (forbidden + 1)).bit_length() - 1
            bits = row_bits[i] | 1 << (v - base)
            run = (~bits & (bits + 1)).bit_length() - 1  # the values from the mex on that occur
            row_bits[i] = bits >> run
            row_base[i] = base + run
            col |= 1 << (v - col_base)
            diagonals[k] = d | 1 << (v - k + top)
            if i == top:
                last_row.append(v)
            if y >= columns - keep:
                tail[i].append(v)
    return last_row, tail


def _lcm_and_start(x: int) -> tuple[int, int]:
    from .periodicity import row_period

    periods = [row_period(i) for i in range(x + 1)]
    return math.lcm(*(r.period for r in periods)), max(r.preperiod for r in periods)


def make(x: int, produced_by: str = "") -> dict[str, Any]:
    """The certificate of row x (0 <= x <= grundy.games.wythoff.periodicity.MAX_ROW), from grundy's proved data."""
    from .periodicity import row_period, row_prefix

    period = row_period(x)
    shift, start = _lcm_and_start(x)
    values = [int(v) + y for y, v in enumerate(row_prefix(x).tolist())]
    if not produced_by:
        from ... import __version__

        produced_by = f"grundy {__version__}"
    return {
        "certificate": FORMAT,
        "version": VERSION,
        "kind": KIND,
        "claim": MESSAGES("claim", x=x, e=period.preperiod, p=period.period).render("en"),
        "theorem": THEOREM,
        "parameters": {"row": x, "preperiod": period.preperiod, "period": period.period,
                       "start": start, "shift": shift},
        "values": values_digest(values),
        "produced_by": produced_by,
    }


def claim(certificate: dict[str, Any]) -> Text:
    """What the certificate claims, in words (from its parameters)."""
    params = certificate["parameters"]
    return MESSAGES("claim", x=params["row"], e=params["preperiod"], p=params["period"])


def _parameters(certificate: dict[str, Any]) -> tuple[list[Text], dict[str, Any]]:
    header = header_problems(certificate, KIND)
    if header:
        return header, {}
    params = certificate.get("parameters")
    params = params if isinstance(params, dict) else {}
    problems: list[Text] = []
    for name in ("row", "preperiod", "period", "start", "shift"):
        value = params.get(name)
        if isinstance(value, bool) or not isinstance(value, int) or value < (1 if name in ("period", "shift") else 0):
            problems.append(SHARED("parameter", name=name, value=value))
    problems += values_problems(certificate)
    if not problems:
        problems = claim_problems(certificate, claim(certificate))
    return problems, params


def verify(certificate: dict[str, Any], path: str | None = None, values_path: str | None = None) -> list[Text]:
    """The problems found in a "wythoff-row" certificate (empty: the row's period holds); its values
    are always recomputed (a values file is refused)."""
    if values_path is not None:
        return [SHARED("no_values_file", kind=KIND)]
    problems, params = _parameters(certificate)
    if problems:
        return problems
    x, e, p, start, shift = (int(params[name]) for name in ("row", "preperiod", "period", "start", "shift"))
    given = certificate["values"]
    if given["count"] != e + p:
        return [MESSAGES("count", count=given["count"], needed=e + p, e=e, p=p)]
    if shift % p:
        return [MESSAGES("shift", p=p, shift=shift)]
    columns = start + 3 * x + shift + 1
    row, tail = plain_rows(x, columns, 3 * x + shift + 1)
    computed = values_digest(row[: e + p])["sha256"]
    if computed != given["sha256"]:
        return [MESSAGES("digest", given=given["sha256"], computed=computed)]
    for i, values in enumerate(tail):  # values[j] = G(i, start + j)
        for j in range(3 * x + 1):
            if values[j + shift] != values[j] + shift:
                return [MESSAGES("hypothesis", i=i, y=start + j, shift=shift, a=values[j], b=values[j + shift])]

    def g(y: int) -> int:  # G(x, y) for any y, by the P-periodicity just proved from `start` on
        if y < columns:
            return row[y]
        k = (y - start) // shift
        return row[y - k * shift] + k * shift

    for y in range(e, max(e, start) + shift):  # then for every y >= e, by the P-periodicity
        if g(y + p) - g(y) != p:
            return [MESSAGES("not_periodic", x=x, y=y, p=p, d=g(y + p) - g(y), e=e)]
    if e > 0 and g(e - 1 + p) - g(e - 1) == p:
        problems.append(MESSAGES("preperiod", x=x, y=e - 1, p=p, e=e))
    for q in range(2, p + 1):  # each prime q dividing p: p / q must not be a period
        if p % q == 0 and all(q % f for f in range(2, math.isqrt(q) + 1)):
            d = p // q
            if all(g(y + d) - g(y) == d for y in range(start, start + shift)):
                problems.append(MESSAGES("divisor", x=x, d=d, start=start, p=p))
    return problems
