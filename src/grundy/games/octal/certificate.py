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

An arithmetic period (``"saltus"`` s > 0 among the parameters: G(n + p) =
G(n) + s for every n >= e) is proved by the arithmetic-periodicity test
(:mod:`grundy.games.octal.arithmetic`, derived in docs/research.md); the
verifier runs the test with its own plain code (:func:`plain_bound`) on
the values it recomputes, checks they are at least the B it reads, that
G(n + p) = G(n) + s for max(1, e) <= n < B - p, and that p and e are least.

>>> cert = make("0.8", 1, 3, saltus=1)
>>> cert["parameters"], verify(cert)
({'code': '0.8', 't': 1, 'preperiod': 1, 'period': 3, 'saltus': 1}, [])

>>> import os, tempfile
>>> folder = tempfile.mkdtemp()
>>> written = write(os.path.join(folder, "dawson.json"), "0.07", 53, 34, plain_values("0.07", 176))
>>> [os.path.basename(path) for path in written]
['dawson.json', 'dawson.values.npy']
>>> verify(read(written[0]), path=written[0])
[]

One topic: the certificate of a period, written and verified.  The maker and
the verifier read the same fields and the same bound L (:func:`needed`), and
the verifier's plain recomputation (:func:`plain_values`, :func:`plain_bound`)
must stay apart from the game's code, so they are kept here together.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Sequence
from typing import Any

from itertools import combinations_with_replacement

from ...certify import FORMAT, VERSION, claim_problems, header_problems, values_digest, values_problems
from ...certify import MESSAGES as SHARED
from ...errors import InputError, os_reason
from ...messages import Text, catalogue

__all__ = ["KIND", "VALUES_SUFFIX", "claim", "code_parts", "make", "needed", "plain_bound", "plain_values", "read",
           "read_values", "verify", "write"]

KIND = "octal-period"

MESSAGES = catalogue("octal.certificate", {
    "claim": ("the Grundy values of one heap of the octal game {code} have least period {p} from "
              "least preperiod {e}", "八进制博弈 {code} 单堆的 SG 值从最小前周期 {e} 起有最小周期 {p}"),
    "claim_arithmetic": ("the Grundy values of one heap of the octal game {code} have least arithmetic period {p} "
                         "with saltus {s} from least preperiod {e}: G(n + {p}) = G(n) + {s} for every n >= {e}",
                         "八进制博弈 {code} 单堆的 SG 值从最小前周期 {e} 起有最小算术周期 {p}，跳跃为 {s}："
                         "对每个 n >= {e}，G(n + {p}) = G(n) + {s}"),
    "arith_saltus": ("the saltus {s} is not a power of 2: the arithmetic-periodicity test does not apply",
                     "跳跃 {s} 不是 2 的幂：算术周期性判定不适用"),
    "arith_fails": ("the arithmetic-periodicity test does not prove it: {why}", "算术周期性判定不能证明它：{why}"),
    "arith_reach": ("an option of the heaps n = {n1} + {p} c + {i} might have the value G(n)",
                    "堆 n = {n1} + {p} c + {i} 的某个选项可能取值 G(n)"),
    "arith_rows": ("the values {s} h + {l} < G(n) of the heaps n = {n1} + {p} c + {i} are not all shown to be "
                   "options' values", "未能说明堆 n = {n1} + {p} c + {i} 的值 {s} h + {l} < G(n) 都是选项的值"),
    "arith_shapes": ("more than {limit:,} option shapes", "选项形状多于 {limit:,} 种"),
    "arith_count": ("the values number {count}, fewer than the {needed} the arithmetic-periodicity test reads",
                    "值的个数为 {count}，少于算术周期性判定所读的 {needed} 个"),
    "arith_hypothesis": ("G({n} + {p}) = {b}, not G({n}) + {s} = {a}: the test's hypothesis fails",
                         "G({n} + {p}) = {b}，而不是 G({n}) + {s} = {a}：判定的条件不成立"),
    "arith_preperiod": ("G({n} + {p}) = G({n}) + {s} = {a}: the preperiod is not least",
                        "G({n} + {p}) = G({n}) + {s} = {a}：前周期不是最小的"),
    "arith_divisor": ("G(n + {d}) - G(n) is the same for every n >= {e} among the values: the period {p} is not "
                      "shown least", "在这些值中 G(n + {d}) - G(n) 对每个 n >= {e} 都相同：未能说明周期 {p} 最小"),
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


#: The test for arithmetic periods (derived and proved in docs/research.md, "Arithmetic periods").
THEOREM_ARITHMETIC = ("Arithmetic-periodicity test for take-and-break games whose moves leave at most three heaps "
                      "(derived and proved in grundy's docs/research.md, after Winning Ways, ch. 4, and Howse and "
                      "Nowakowski, Theoret. Comput. Sci. 313 (2004) 463-472): with s a power of 2 and n1 = max(1, e), "
                      "if every option shape of the heaps n1 + p c + I passes the test on G(0..n1 + p - 1) and "
                      "G(n + p) = G(n) + s for n1 <= n < B - p, then G(n + p) = G(n) + s for every n >= n1")
#: The test reads at most this many option shapes (as grundy.games.octal.arithmetic.MAX_SHAPES).
ARITHMETIC_SHAPES = 3_000_000

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


def _shown(code: str, preperiod: int, period: int, values: Sequence[int] | Any, saltus: int = 0) -> Any:
    import numpy as np

    if saltus:
        # the B the producer's test reads (grundy.games.octal.arithmetic; the verifier runs its own)
        from ...periodic import ArithmeticPeriod
        from .code import parse_code
        from .values import octal_rules
        from .arithmetic import needed as arithmetic_needed

        first = max(1, preperiod) + period
        known = values if len(values) >= first else plain_values(code, first)
        count = arithmetic_needed(octal_rules(parse_code(code)), known, ArithmeticPeriod(preperiod, period, saltus))
        if count is None:
            raise ValueError(f"the arithmetic-periodicity test does not prove {code} ({preperiod}, {period}, {saltus})")
    else:
        count = needed(preperiod, period, len(code.split(".", 1)[1]), code_parts(code)[2])
    shown = values[:count] if len(values) >= count else plain_values(code, count)
    return np.asarray(shown, dtype=np.int64)


def make(code: str, preperiod: int, period: int, values: Sequence[int] | Any = (),
         produced_by: str = "", values_file: str | None = None, saltus: int = 0) -> dict[str, Any]:
    """The certificate of a period grundy proved (arithmetic when ``saltus`` > 0); ``values`` are G(0),
    G(1), ... (at least L of them; recomputed plainly when fewer are given); ``values_file``: where they
    are written, relative to the certificate's directory."""
    t = len(code.split(".", 1)[1])
    shown = _shown(code, preperiod, period, values, saltus)
    if not produced_by:
        from ... import __version__

        produced_by = f"grundy {__version__}"
    parameters = {"code": code, "t": t, "preperiod": preperiod, "period": period, **({"saltus": saltus} if saltus else {})}
    return {
        "certificate": FORMAT,
        "version": VERSION,
        "kind": KIND,
        "claim": claim({"parameters": parameters}).render("en"),
        "theorem": THEOREM_ARITHMETIC if saltus else THEOREM if code_parts(code)[2] == 2 else THEOREM_PARTS,
        "parameters": parameters,
        "values": {**values_digest(shown), **({"file": values_file} if values_file else {})},
        "produced_by": produced_by,
    }


def write(path: str, code: str, preperiod: int, period: int, values: Sequence[int] | Any,
          saltus: int = 0) -> tuple[str, str]:
    """Write the certificate to ``path`` and G(0..L-1) beside it (``.npy``, the smallest unsigned
    dtype that holds them); the paths of both."""
    import numpy as np

    shown = _shown(code, preperiod, period, values, saltus)
    stem = path[:-5] if path.endswith(".json") else path
    values_path = stem + VALUES_SUFFIX
    certificate = make(code, preperiod, period, shown, values_file=os.path.basename(values_path), saltus=saltus)
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
    if params.get("saltus"):
        return MESSAGES("claim_arithmetic", code=params["code"], p=params["period"], e=params["preperiod"],
                        s=params["saltus"])
    return MESSAGES("claim", code=params["code"], p=params["period"], e=params["preperiod"])


def _parameters(certificate: dict[str, Any]) -> tuple[list[Text], Any]:
    problems = header_problems(certificate, KIND)
    if problems:
        return problems, None
    params = certificate.get("parameters")
    params = params if isinstance(params, dict) else {}
    for name in ("t", "preperiod", "period", "saltus"):
        value = params.get(name, 0 if name == "saltus" else None)
        if isinstance(value, bool) or not isinstance(value, int) or value < (1 if name in ("t", "period") else 0):
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
    saltus = params.get("saltus", 0)
    if saltus:
        return _verify_arithmetic(certificate, code, e, p, saltus)
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


def _verify_arithmetic(certificate: dict[str, Any], code: str, e: int, p: int, s: int) -> list[Text]:
    """The problems of an arithmetic period's certificate: the values recomputed plainly, the test run by
    :func:`plain_bound`, the hypothesis, and that p and e are least."""
    from ...progress import reporting

    if s & (s - 1):
        return [MESSAGES("arith_saltus", s=s)]
    given = certificate["values"]
    count = given["count"]
    n1 = max(1, e)
    if count < n1 + p:
        return [MESSAGES("arith_count", count=count, needed=n1 + p)]
    d0, digits, _parts = code_parts(code)
    splits = sum((count - k) ** 3 // 36 for k, d in enumerate([d0 & 12, *digits]) if d & 8 and k < count)
    if splits > PLAIN_LIMIT:
        raise InputError(MESSAGES("too_long_unnamed", path="-", count=count, hours=-(-splits // (PLAIN_RATE * 3600)),
                                  splits=splits))
    with reporting(MESSAGES("recomputing", code=code).render()) as report:
        g = plain_values(code, count, report)
    computed = values_digest(g)["sha256"]
    if computed != given["sha256"]:
        return [MESSAGES("digest", given=given["sha256"], computed=computed)]
    found = plain_bound(d0, digits, g[: n1 + p], n1, p, s)
    if not isinstance(found, int):
        return [MESSAGES("arith_fails", why=found)]
    if count < found:
        return [MESSAGES("arith_count", count=count, needed=found)]
    for n in range(n1, found - p):
        if g[n + p] != g[n] + s:
            return [MESSAGES("arith_hypothesis", n=n, p=p, s=s, a=g[n] + s, b=g[n + p])]
    for n in range(e, n1):  # a preperiod 0: G(p) = G(0) + s, read off the values
        if g[n + p] != g[n] + s:
            return [MESSAGES("arith_hypothesis", n=n, p=p, s=s, a=g[n] + s, b=g[n + p])]
    problems = []
    if e > 0 and g[e - 1 + p] == g[e - 1] + s:
        problems.append(MESSAGES("arith_preperiod", n=e - 1, p=p, s=s, a=g[e - 1] + s))
    for d in range(1, p):
        if p % d == 0 and len({g[n + d] - g[n] for n in range(e, count - d)}) <= 1:
            problems.append(MESSAGES("arith_divisor", e=e, d=d, p=p))
    return problems


def plain_bound(d0: int, digits: Sequence[int], first: Sequence[int], n1: int, p: int, s: int) -> int | Text:
    """The verifier's own run of the arithmetic-periodicity test: B (the values G(0..B-1) it reads), or why
    it does not prove G(n + p) = G(n) + s from n1 on.  ``first`` holds G(0..n1 + p - 1).

    Plain loops over every option shape, nothing of :mod:`grundy.games.octal.arithmetic`: a shape of the
    heaps n = n1 + p c + I (take k, small parts below n1, residues i of the large ones) has the low part
    lam, the small parts' high part Q and eps (the x's sum to H - eps, H = G(n) div s); see that module.

    >>> plain_bound(0, [15, 15], [0, 1], 1, 1, 1)  # 0.FF
    15
    """
    small = [divmod(first[a], s) for a in range(n1)]
    window = [divmod(first[n1 + i], s) for i in range(p)]
    moves = [(k, j) for k, d in enumerate([d0 & 12, *digits]) for j in (1, 2, 3) if d >> j & 1 and (k, j) != (0, 1)]
    by_class: dict[tuple[int, int], list[tuple[int, int, int, list[int]]]] = {}
    read = 0
    for k, j in moves:
        for large in range(1, j + 1):
            for parts in combinations_with_replacement(range(1, n1), j - large):
                for residues in combinations_with_replacement(range(p), large):
                    read += 1
                    if read > ARITHMETIC_SHAPES:
                        return MESSAGES("arith_shapes", limit=ARITHMETIC_SHAPES)
                    high = low = 0
                    for a in parts:
                        high ^= small[a][0]
                        low ^= small[a][1]
                    for i in residues:
                        low ^= window[i][1]
                    base = k + sum(parts) + (large - 1) * n1 + sum(residues)
                    index = base % p
                    bounds = sorted(window[i][0] for i in residues)
                    eps = window[index][0] - sum(bounds) + base // p
                    by_class.setdefault((index, low), []).append((large, high, eps, bounds))
    need = 0
    for index in range(p):
        r_top = window[index][1]
        for large, high, eps, bounds in by_class.get((index, r_top), []):
            if (high - eps) % 2 == 0 and eps <= high:
                return MESSAGES("arith_reach", n1=n1, p=p, i=index)
        for low in range(s):
            h = _plain_rows(by_class.get((index, low), []), low < r_top)
            if h is None:
                return MESSAGES("arith_rows", s=s, l=low, n1=n1, p=p, i=index)
            need = max(need, h)
    return max(n1 + p * need, len(digits) + 3 * n1 + 1)


def _plain_rows(shapes: list[tuple[int, int, int, list[int]]], top_row: bool) -> int | None:
    # Every row h < H (and H when top_row) reached for every large H, and the H from which that holds.
    def beta(high: int) -> int:
        return 1 << high.bit_length()

    # (y, e, e) options of three large parts: h from lo + beta to H - (eps + 2 off + beta), H - h of parity eps + high
    middle = [(lo + beta(high), eps + 2 * off + beta(high), (eps + high) % 2)
              for large, high, eps, bounds in shapes if large == 3
              for lo, off in ((bounds[0], bounds[2]), (bounds[2], bounds[1]))]
    if {parity for _v, _t, parity in middle} != {0, 1}:
        return None
    low_end = [min(v for v, _t, parity in middle if parity == x) for x in (0, 1)]
    top_end = [min(t for _v, t, parity in middle if parity == x) for x in (0, 1)]
    width, depth = max(low_end), max(top_end)
    betas = max(beta(high) for _l, high, _e, _b in shapes)
    bottom = 2 << (width + betas).bit_length()  # H modulo this decides the bottom rows
    for rho in range(bottom):
        for h in range(width):
            if h >= low_end[(rho - h) % 2]:
                continue
            reached = False
            for large, high, eps, bounds in shapes:
                u = h ^ high
                rest = (rho - eps - u) % bottom  # D - u modulo bottom, D = H - eps
                if large == 2 and rest % 2 == 0 and (rest >> 1) & u == 0:
                    reached = True  # x1 = e, x2 = e + u with e = (D - u) / 2
                elif large == 3 and u >= bounds[0] and (u - rho + eps) % 2 == 0:
                    reached = True  # (u, e, e)
                if reached:
                    break
            if not reached:
                return None
    most = (depth + max([0] + [-eps for _l, _h, eps, _b in shapes]) + betas) // 2 + 1
    for d in range(depth):
        if d >= top_end[d % 2] or (d == 0 and not top_row):
            continue
        for rho in range(max(2, betas, 1 << most.bit_length())):
            reached = False
            for large, high, eps, bounds in shapes:
                w = (rho - d) % beta(high)
                phi = (w ^ high) - w  # u = h xor high = H - d + phi
                whole = large == 1 or (large == 2 and bounds[0] == 0) or (large == 3 and bounds[1] == 0)
                twice = d - eps - phi
                if ((whole and phi == d - eps)
                        or (large == 3 and phi <= d - eps - 2 * bounds[1] and (phi - d + eps) % 2 == 0)
                        or (large == 2 and twice >= 0 and twice % 2 == 0 and twice // 2 >= bounds[1]
                            and (twice // 2) & (rho - d + phi) == 0)):
                    reached = True
                    break
            if not reached:
                return None
    largest_eps = max([0] + [eps for _l, _h, eps, _b in shapes])
    largest_bound = max([0] + [max(bounds) for _l, _h, _e, bounds in shapes])
    return max(max(v for v, _t, _p in middle) + max(t for _v, t, _p in middle),
               width + depth + betas + largest_eps + 2 * largest_bound + 2)
