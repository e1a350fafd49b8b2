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
>>> [str(p) for p in verify(cert)][0][:51]  # the claim, in words, is checked against the parameters
"the claim 'the Grundy values of one heap of the oct"
>>> cert["claim"] = claim(cert).render("en")
>>> [str(p) for p in verify(cert)][:1]
['the values number 176, not 142 (2 n0 + 2 p + t with n0 = 53, p = 17, t = 2)']

Verifying costs the plain mex over every split of L heaps, about L**2 / 2
operations: seconds for L in the tens of thousands, far longer in the
millions.  So ``grundy octal ... --certificate F`` also writes the values,
G(0..L-1), beside the certificate (:func:`write`: ``F`` with the suffix
``.values.npy``, named under ``"file"`` in its ``"values"`` field); given
them, the verifier checks their digest and then, with its own vectorised
check (:mod:`grundy.games.octal.check`), that each G(n) is the mex of the
values of n's options read from them, which by induction on n proves them
the true values: minutes for 0.354 (L = 20,126,195) instead of years.
Without the file it recomputes plainly, and refuses with the time it would
take when that is over an hour.

>>> import os, tempfile
>>> folder = tempfile.mkdtemp()
>>> written = write(os.path.join(folder, "dawson.json"), "0.07", 53, 34, plain_values("0.07", 176))
>>> [os.path.basename(path) for path in written]
['dawson.json', 'dawson.values.npy']
>>> verify(read(written[0]), path=written[0])
[]
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Sequence
from typing import Any

from ...certify import FORMAT, VERSION, claim_problems, header_problems, values_digest, values_problems
from ...certify import MESSAGES as SHARED
from ...errors import InputError, os_reason
from ...messages import Text, catalogue

__all__ = ["KIND", "VALUES_SUFFIX", "claim", "code_parts", "make", "needed", "plain_values", "read", "read_values", "verify",
           "write"]

KIND = "octal-period"

MESSAGES = catalogue("octal.certificate", {
    "claim": ("the Grundy values of one heap of the octal game {code} have least period {p} from "
              "least preperiod {e}", "八进制博弈 {code} 单堆的 SG 值从最小前周期 {e} 起有最小周期 {p}"),
    "code": ("{code!r} is not a code d0.d1d2... (d0 0, 4, 8 or C; digits 0 to 9 and A to F, the last one nonzero)",
             "{code!r} 不是 d0.d1d2... 形式的代码（d0 为 0、4、8 或 C；数字 0 到 9 和 A 到 F，最后一位非零）"),
    "t": ("t is {t}, but the code {code} has {digits} {digits:~digit|digits}", "t 为 {t}，但代码 {code} 有 {digits} 位"),
    "count": ("the values number {count}, not {needed} (2 n0 + 2 p + t with n0 = {n0}, p = {p}, t = {t})",
              "值的个数为 {count}，不是 {needed}（2 n0 + 2 p + t，n0 = {n0}，p = {p}，t = {t}）"),
    "count_parts": ("the values number {count}, not {needed} (J n0 + J p + t, at least n0 + 2 p, with J = {j}, "
                    "n0 = {n0}, p = {p}, t = {t})",
                    "值的个数为 {count}，不是 {needed}（J n0 + J p + t，至少 n0 + 2 p；J = {j}，n0 = {n0}，p = {p}，"
                    "t = {t}）"),
    "digest": ("the values' digest is {given}, but the values recomputed give {computed}",
               "值的摘要为 {given}，但重新计算的值给出 {computed}"),
    "hypothesis": ("G({n} + {p}) = {b} differs from G({n}) = {a}: the theorem's hypothesis fails",
                   "G({n} + {p}) = {b} 与 G({n}) = {a} 不同：定理的条件不成立"),
    "preperiod": ("G({n} + {p}) = G({n}) = {a}: the preperiod is not least",
                  "G({n} + {p}) = G({n}) = {a}：前周期不是最小的"),
    "not_values": ("the given values are not the game's: {failure}", "给出的值不是该博弈的：{failure}"),
    "values_unreadable": ("cannot read the values file {path}: {reason}", "无法读取值文件 {path}：{reason}"),
    "values_not_npy": ("the values file {path} is not a .npy file ({reason})",
                       "值文件 {path} 不是 .npy 文件（{reason}）"),
    "values_kind": ("the values in {path} are not integers in one row (dtype {dtype}, shape {shape})",
                    "{path} 中的值不是一行整数（数据类型 {dtype}，形状 {shape}）"),
    "values_count": ("the values file {path} holds {count:,} {count:~value|values}, not {needed:,}",
                     "值文件 {path} 有 {count:,} 个值，不是 {needed:,} 个"),
    "values_negative": ("the values file {path} holds a negative value at n = {n}: {value}",
                        "值文件 {path} 在 n = {n} 处有负值：{value}"),
    "too_long": ("{path}: the values file {file} is not there, and recomputing the {count:,} {count:~value|values} plainly "
                 "would take about {hours:,} {hours:~hour|hours} ({splits:,} splits); give it with --values FILE, which checks "
                 "them in minutes", "{path}：值文件 {file} 不存在，而朴素地重新计算这 {count:,} 个值约需 {hours:,} 小时"
                 "（{splits:,} 种分法）；请用 --values FILE 给出值文件，几分钟即可检验"),
    "too_long_unnamed": ("{path}: recomputing the {count:,} {count:~value|values} plainly would take about {hours:,} {hours:~hour|hours} "
                         "({splits:,} splits), and the certificate names no values file; give one with --values "
                         "FILE, which checks them in minutes",
                         "{path}：朴素地重新计算这 {count:,} 个值约需 {hours:,} 小时（{splits:,} 种分法），"
                         "而证书没有指明值文件；请用 --values FILE 给出，几分钟即可检验"),
    "recomputing": ("recomputing the values of {code}", "重新计算 {code} 的值"),
    "checking": ("checking the values of {code}", "检验 {code} 的值"),
    "divisor": ("no n >= {e} among the values has G(n + {d}) != G(n): the period {p} is not shown least",
                "在这些值中没有 n >= {e} 使 G(n + {d}) != G(n)：未能说明周期 {p} 最小"),
})

THEOREM = ("Octal Game Periodicity Theorem (Guy and Smith 1956; Winning Ways, ch. 4): if G(n + p) = G(n) "
           "for n0 <= n < 2 n0 + p + t, n0 >= 1, then G(n + p) = G(n) for every n >= n0")
#: The same theorem for moves that leave up to J heaps (hexadecimal codes: J = 3; Winning Ways, ch. 4;
#: Howse and Nowakowski, Theoret. Comput. Sci. 313 (2004) 463-472); its proof is in
#: :mod:`grundy.games.octal.values`.
THEOREM_PARTS = ("Periodicity theorem for take-and-break games whose moves leave at most J heaps (Guy and Smith "
                 "1956; Winning Ways, ch. 4): if G(n + p) = G(n) for n0 <= n < J n0 + (J - 1) p + t, n0 >= 1, "
                 "then G(n + p) = G(n) for every n >= n0")


#: The values file of certificate ``F`` is ``F`` with this suffix (in place of ``.json``).
VALUES_SUFFIX = ".values.npy"
#: About how many splits a second the plain loop reads (7.5 million measured on a shared machine).
PLAIN_RATE = 10_000_000
#: Above this many splits (an hour at that rate), the plain recomputation is refused.
PLAIN_LIMIT = 3600 * PLAIN_RATE


def needed(preperiod: int, period: int, t: int, parts: int = 2) -> int:
    """L = J n0 + J p + t, n0 = max(1, e), J = ``parts`` (the most heaps a move leaves): how many values
    the theorem's hypothesis reads (at least n0 + 2 p, two periods, to show p least)."""
    n0 = max(1, preperiod)
    return max(parts * n0 + parts * period + t, n0 + 2 * period)


def code_parts(code: str) -> tuple[int, list[int], int]:
    """(d0, [d1, ..., dt], J) of a code read plainly: J is the most heaps a move leaves (at least 1).

    >>> code_parts("0.07"), code_parts("4.F7")
    ((0, [0, 7], 2), (4, [15, 7], 3))
    """
    head, _, tail = code.partition(".")
    d0 = int(head or "0", 16)
    digits = [int(c, 16) for c in tail]
    every = [d0 & 12, *digits]
    parts = 3 if any(d & 8 for d in every) else 2 if any(d & 4 for d in every) else 1
    return d0, digits, parts


def plain_values(code: str, count: int, progress: Callable[[int, int], None] | None = None) -> list[int]:
    """G(0), ..., G(count - 1) of the octal game ``code`` by the plain mex over every option."""
    d0, digits, _parts = code_parts(code)
    g: list[int] = []
    for n in range(count):
        if progress is not None and n % 256 == 0:
            progress(n, count)
        seen = set()
        for k, d in enumerate([d0 & 12, *digits]):
            m = n - k
            if m < 0:
                break
            if m == 0 and d & 1:
                seen.add(0)
            if m >= 1 and d & 2 and k:
                seen.add(g[m])
            if m >= 2 and d & 4:
                seen.update(g[a] ^ g[m - a] for a in range(1, m // 2 + 1))
            if m >= 3 and d & 8:
                seen.update(g[a] ^ g[b] ^ g[m - a - b] for a in range(1, m // 3 + 1) for b in range(a, (m - a) // 2 + 1))
        v = 0
        while v in seen:
            v += 1
        g.append(v)
    return g


def _shown(code: str, preperiod: int, period: int, values: Sequence[int] | Any) -> Any:
    import numpy as np

    count = needed(preperiod, period, len(code.split(".", 1)[1]), code_parts(code)[2])
    shown = values[:count] if len(values) >= count else plain_values(code, count)
    return np.asarray(shown, dtype=np.int64)


def make(code: str, preperiod: int, period: int, values: Sequence[int] | Any = (),
         produced_by: str = "", values_file: str | None = None) -> dict[str, Any]:
    """The certificate of a period grundy proved; ``values`` are G(0), G(1), ... (at least L of
    them; recomputed plainly when fewer are given); ``values_file``: where they are written, relative
    to the certificate's directory."""
    t = len(code.split(".", 1)[1])
    shown = _shown(code, preperiod, period, values)
    if not produced_by:
        from ... import __version__

        produced_by = f"grundy {__version__}"
    return {
        "certificate": FORMAT,
        "version": VERSION,
        "kind": KIND,
        "claim": MESSAGES("claim", code=code, p=period, e=preperiod).render("en"),  # as claim() says
        "theorem": THEOREM if code_parts(code)[2] == 2 else THEOREM_PARTS,
        "parameters": {"code": code, "t": t, "preperiod": preperiod, "period": period},
        "values": {**values_digest(shown), **({"file": values_file} if values_file else {})},
        "produced_by": produced_by,
    }


def write(path: str, code: str, preperiod: int, period: int, values: Sequence[int] | Any) -> tuple[str, str]:
    """Write the certificate to ``path`` and G(0..L-1) beside it (``.npy``, the smallest unsigned
    dtype that holds them); the paths of both."""
    import numpy as np

    shown = _shown(code, preperiod, period, values)
    stem = path[:-5] if path.endswith(".json") else path
    values_path = stem + VALUES_SUFFIX
    certificate = make(code, preperiod, period, shown, values_file=os.path.basename(values_path))
    np.save(values_path, shown.astype(np.min_scalar_type(int(shown.max(initial=0)))), allow_pickle=False)
    with open(path, "w", encoding="utf-8") as handle:
        json.dump(certificate, handle, indent=1)
        handle.write("\n")
    return path, values_path


def read(path: str) -> dict[str, Any]:
    """The certificate in ``path`` (a JSON object, as :func:`write` wrote it)."""
    with open(path, encoding="utf-8") as handle:
        certificate: dict[str, Any] = json.load(handle)
    return certificate


def read_values(path: str, count: int) -> Any:
    """The ``count`` values in the ``.npy`` file ``path``, as a numpy array; InputError naming the file
    if it cannot be read, is not a .npy file, or holds anything but ``count`` non-negative integers."""
    import numpy as np

    try:
        values = np.load(path, allow_pickle=False, mmap_mode=None)
    except OSError as exc:
        if not os.path.exists(path) or isinstance(exc, (PermissionError, IsADirectoryError)):
            raise InputError(MESSAGES("values_unreadable", path=path, reason=os_reason(exc))) from None
        raise InputError(MESSAGES("values_not_npy", path=path, reason=str(exc).split("\n")[0])) from None
    except ValueError as exc:
        raise InputError(MESSAGES("values_not_npy", path=path, reason=str(exc).split("\n")[0])) from None
    if not isinstance(values, np.ndarray) or values.ndim != 1 or values.dtype.kind not in "ui":
        raise InputError(MESSAGES("values_kind", path=path, dtype=str(getattr(values, "dtype", "?")),
                                  shape=str(getattr(values, "shape", "?"))))
    if len(values) != count:
        raise InputError(MESSAGES("values_count", path=path, count=len(values), needed=count))
    if values.dtype.kind == "i" and len(values) and int(values.min()) < 0:
        n = int(np.argmax(values < 0))
        raise InputError(MESSAGES("values_negative", path=path, n=n, value=int(values[n])))
    return values


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
    if (head not in ("0", "4", "8", "C") or any(c not in "0123456789ABCDEF" for c in tail)
            or (tail and tail[-1] == "0") or (head == "0" and not tail)):
        problems.append(MESSAGES("code", code=code))
    elif not problems and params["t"] != len(tail):
        problems.append(MESSAGES("t", t=params["t"], code=code, digits=len(tail)))
    problems += values_problems(certificate)
    if not problems:
        problems = claim_problems(certificate, claim(certificate))
    return problems, params


def verify(certificate: dict[str, Any], path: str | None = None, values_path: str | None = None) -> list[Text]:
    """The problems found in an "octal-period" certificate (empty: the period holds).

    The values are read from ``values_path`` if given, else from the file the certificate names
    (relative to the directory of ``path``, the certificate's file) if it is there, else recomputed
    plainly (InputError, with the time it would take, when that is over :data:`PLAIN_LIMIT` splits).
    """
    import numpy as np

    from ...progress import reporting

    problems, params = _parameters(certificate)
    if problems:
        return problems
    code, t, e, p = params["code"], params["t"], params["preperiod"], params["period"]
    d0, digits, parts = code_parts(code)
    count = needed(e, p, t, parts)
    given = certificate["values"]
    if given["count"] != count:
        if parts != 2:
            return [MESSAGES("count_parts", count=given["count"], needed=count, n0=max(1, e), p=p, t=t, j=parts)]
        return [MESSAGES("count", count=given["count"], needed=count, n0=max(1, e), p=p, t=t)]
    named = given.get("file")
    if values_path is None and named:
        folder = os.path.dirname(path) if path and path != "-" else ""
        candidate = os.path.join(folder, named)
        values_path = candidate if os.path.exists(candidate) else None
    if d0 or parts > 2:
        # the fast check reads octal digits only: these values are recomputed plainly
        values_path = None
    if values_path is None:
        splits = sum((count - k) ** 2 // 4 + ((count - k) ** 3 // 36 if d & 8 else 0)
                     for k, d in enumerate([d0 & 12, *digits]) if d & 12 and k < count)
        if splits > PLAIN_LIMIT:
            hours = -(-splits // (PLAIN_RATE * 3600))
            if named:
                raise InputError(MESSAGES("too_long", path=path or "-", file=named, count=count, hours=hours,
                                          splits=splits))
            raise InputError(MESSAGES("too_long_unnamed", path=path or "-", count=count, hours=hours, splits=splits))
        with reporting(MESSAGES("recomputing", code=code).render()) as report:
            g = np.array(plain_values(code, count, report), dtype=np.int64)
    else:
        g = read_values(values_path, count)
    computed = values_digest(g)["sha256"]
    if computed != given["sha256"]:
        return [MESSAGES("digest", given=given["sha256"], computed=computed)]
    if values_path is not None:
        from .check import check

        with reporting(MESSAGES("checking", code=code).render()) as report:
            failure = check(digits, g, report).failure
        if failure is not None:
            return [MESSAGES("not_values", failure=failure.text())]
    return _period_problems(g, e, p, t, parts)


def _period_problems(g: Any, e: int, p: int, t: int, parts: int = 2) -> list[Text]:
    """The theorem's hypothesis on the values g (a numpy array), and that p and e are least."""
    import numpy as np

    count, n0 = len(g), max(1, e)
    # n0 <= n < J n0 + (J - 1) p + t, and below n0 = 1 (a preperiod 0) G(0 + p) = G(0) is read off the values
    for lo, hi in ((n0, parts * n0 + (parts - 1) * p + t), (e, n0)):
        wrong = np.flatnonzero(g[lo + p:hi + p] != g[lo:hi])
        if len(wrong):
            n = lo + int(wrong[0])
            return [MESSAGES("hypothesis", n=n, p=p, a=int(g[n]), b=int(g[n + p]))]
    problems = []
    if e > 0 and g[e - 1 + p] == g[e - 1]:
        problems.append(MESSAGES("preperiod", n=e - 1, p=p, a=int(g[e - 1])))
    for d in range(1, p):
        if p % d == 0 and np.array_equal(g[e + d:count], g[e:count - d]):
            problems.append(MESSAGES("divisor", e=e, d=d, p=p))
    return problems
