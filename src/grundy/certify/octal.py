"""Certificates of octal periods (kind "octal-period"), and their verifier.

The claim: the Grundy values of one heap of the octal game 0.d1...dt have
least period p from least preperiod e.  The theorem (Guy and Smith 1956;
Winning Ways, ch. 4): if G(n + p) = G(n) for n0 <= n < 2 n0 + p + t, with
n0 >= 1, then G(n + p) = G(n) for every n >= n0.  With n0 = max(1, e) it
needs the values G(0), ..., G(L - 1), L = 2 n0 + 2 p + t, and those are
what the certificate's digest covers.  The verifier recomputes them with its
own loop (the mex of every option, nothing of grundy's game code), checks the
digest, the hypothesis, and that p and e are least: G(e - 1 + p) != G(e - 1)
when e > 0, and for each proper divisor d of p some n >= e with
G(n + d) != G(n) among the values.

>>> cert = make("0.07", 53, 34, [0] * 0)  # values are recomputed when not given
>>> cert["parameters"], cert["values"]["count"]
({'code': '0.07', 't': 2, 'preperiod': 53, 'period': 34}, 176)
>>> verify(cert)
[]
>>> cert["parameters"]["period"] = 17
>>> [str(p) for p in verify(cert)][:1]
['the values number 176, not 142 (2 n0 + 2 p + t with n0 = 53, p = 17, t = 2)']

Verifying costs the plain mex over every split of L heaps, about L**2 / 2
operations: seconds for L in the tens of thousands, far longer in the
millions.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from . import FORMAT, VERSION, header_problems, values_digest, values_problems
from . import MESSAGES as SHARED
from ..messages import Text, catalogue

__all__ = ["KIND", "claim", "make", "needed", "plain_values", "verify"]

KIND = "octal-period"

MESSAGES = catalogue("certify.octal", {
    "claim": ("the Grundy values of one heap of the octal game {code} have least period {p} from "
              "least preperiod {e}", "八进制博弈 {code} 单堆的 SG 值从最小前周期 {e} 起有最小周期 {p}"),
    "code": ("{code!r} is not an octal code 0.d1d2... (digits 0 to 7, the last one nonzero)",
             "{code!r} 不是八进制代码 0.d1d2...（数字 0 到 7，最后一位非零）"),
    "t": ("t is {t}, but the code {code} has {digits} digits", "t 为 {t}，但代码 {code} 有 {digits} 位"),
    "count": ("the values number {count}, not {needed} (2 n0 + 2 p + t with n0 = {n0}, p = {p}, t = {t})",
              "值的个数为 {count}，不是 {needed}（2 n0 + 2 p + t，n0 = {n0}，p = {p}，t = {t}）"),
    "digest": ("the values' digest is {given}, but the values recomputed give {computed}",
               "值的摘要为 {given}，但重新计算的值给出 {computed}"),
    "hypothesis": ("G({n} + {p}) = {b} differs from G({n}) = {a}: the theorem's hypothesis fails",
                   "G({n} + {p}) = {b} 与 G({n}) = {a} 不同：定理的条件不成立"),
    "preperiod": ("G({n} + {p}) = G({n}) = {a}: the preperiod is not least",
                  "G({n} + {p}) = G({n}) = {a}：前周期不是最小的"),
    "divisor": ("no n >= {e} among the values has G(n + {d}) != G(n): the period {p} is not shown least",
                "在这些值中没有 n >= {e} 使 G(n + {d}) != G(n)：未能说明周期 {p} 最小"),
})

THEOREM = ("Octal Game Periodicity Theorem (Guy and Smith 1956; Winning Ways, ch. 4): if G(n + p) = G(n) "
           "for n0 <= n < 2 n0 + p + t, n0 >= 1, then G(n + p) = G(n) for every n >= n0")


def needed(preperiod: int, period: int, t: int) -> int:
    """L = 2 n0 + 2 p + t, n0 = max(1, e): how many values the theorem's hypothesis reads."""
    return 2 * max(1, preperiod) + 2 * period + t


def plain_values(code: str, count: int) -> list[int]:
    """G(0), ..., G(count - 1) of the octal game ``code`` by the plain mex over every option."""
    digits = [int(c) for c in code.split(".", 1)[1]]
    g: list[int] = []
    for n in range(count):
        seen = set()
        for k, d in enumerate(digits, 1):
            m = n - k
            if m < 0:
                break
            if m == 0 and d & 1:
                seen.add(0)
            if m >= 1 and d & 2:
                seen.add(g[m])
            if m >= 2 and d & 4:
                seen.update(g[a] ^ g[m - a] for a in range(1, m // 2 + 1))
        v = 0
        while v in seen:
            v += 1
        g.append(v)
    return g


def make(code: str, preperiod: int, period: int, values: Sequence[int] | Any = (),
         produced_by: str = "") -> dict[str, Any]:
    """The certificate of a period grundy proved; ``values`` are G(0), G(1), ... (at least L of
    them; recomputed plainly when fewer are given)."""
    t = len(code.split(".", 1)[1])
    count = needed(preperiod, period, t)
    shown = [int(v) for v in values[:count]] if len(values) >= count else plain_values(code, count)
    if not produced_by:
        from .. import __version__

        produced_by = f"grundy {__version__}"
    return {
        "certificate": FORMAT,
        "version": VERSION,
        "kind": KIND,
        "claim": MESSAGES("claim", code=code, p=period, e=preperiod).render("en"),  # as claim() says
        "theorem": THEOREM,
        "parameters": {"code": code, "t": t, "preperiod": preperiod, "period": period},
        "values": values_digest(shown),
        "produced_by": produced_by,
    }


def claim(certificate: dict[str, Any]) -> Text:
    """What the certificate claims, in words (from its parameters)."""
    params = certificate["parameters"]
    return MESSAGES("claim", code=params["code"], p=params["period"], e=params["preperiod"])


def _parameters(certificate: dict[str, Any]) -> tuple[list[Text], Any]:
    problems = header_problems(certificate, KIND)
    if problems:
        return problems, None
    params = certificate.get("parameters")
    params = params if isinstance(params, dict) else {}
    for name in ("t", "preperiod", "period"):
        value = params.get(name)
        if isinstance(value, bool) or not isinstance(value, int) or value < (1 if name != "preperiod" else 0):
            problems.append(SHARED("parameter", name=name, value=value))
    code = params.get("code")
    head, _, tail = code.partition(".") if isinstance(code, str) else ("x", "", "")
    if head not in ("", "0") or not tail or any(c not in "01234567" for c in tail) or tail[-1] == "0":
        problems.append(MESSAGES("code", code=code))
    elif not problems and params["t"] != len(tail):
        problems.append(MESSAGES("t", t=params["t"], code=code, digits=len(tail)))
    problems += values_problems(certificate)
    return problems, params


def verify(certificate: dict[str, Any]) -> list[Text]:
    """The problems found in an "octal-period" certificate (empty: the period holds)."""
    problems, params = _parameters(certificate)
    if problems:
        return problems
    code, t, e, p = params["code"], params["t"], params["preperiod"], params["period"]
    count = needed(e, p, t)
    given = certificate["values"]
    if given["count"] != count:
        return [MESSAGES("count", count=given["count"], needed=count, n0=max(1, e), p=p, t=t)]
    g = plain_values(code, count)
    computed = values_digest(g)["sha256"]
    if computed != given["sha256"]:
        return [MESSAGES("digest", given=given["sha256"], computed=computed)]
    n0 = max(1, e)
    for n in range(n0, 2 * n0 + p + t):
        if g[n + p] != g[n]:
            return [MESSAGES("hypothesis", n=n, p=p, a=g[n], b=g[n + p])]
    # below n0 = 1 (a preperiod 0): G(0 + p) = G(0) is read off the values
    for n in range(e, n0):
        if g[n + p] != g[n]:
            return [MESSAGES("hypothesis", n=n, p=p, a=g[n], b=g[n + p])]
    if e > 0 and g[e - 1 + p] == g[e - 1]:
        problems.append(MESSAGES("preperiod", n=e - 1, p=p, a=g[e - 1]))
    for d in range(1, p):
        if p % d == 0 and all(g[n + d] == g[n] for n in range(e, count - d)):
            problems.append(MESSAGES("divisor", e=e, d=d, p=p))
    return problems
