"""Certificates: files that say what was proved, by which theorem, on which values,
so that a reader can re-check a result without trusting the code that produced it.

A certificate is a JSON object::

    {
      "certificate": "grundy",        # what the file is
      "version": 1,
      "kind": "octal-period",         # or "wythoff-row": the verifier that checks it
      "claim": "...",                 # what was proved, in words (English; the verifier checks it
                                      # is the claim the parameters make)
      "theorem": "...",               # the theorem used, with its citation
      "parameters": {...},            # the kind's parameters (code, preperiod, period, row, ...)
      "values": {"count": N, "sha256": "...", "file": "..."},   # the values the proof rests on (see below)
      "produced_by": "grundy 0.x"
    }

The values a proof rests on are written one decimal integer per line, each
line ending in ``"\\n"``, and ``sha256`` is the digest of those bytes; a
verifier recomputes them with its own plain loop and compares the digest, then
checks the theorem's hypothesis on them.  Where a plain loop would take too
long, the values also travel in a file beside the certificate (``"file"``,
relative to the certificate's directory): the verifier then checks their
digest and, with a check of its own, that they are the true values.  Each kind's verifier is the
certificate module of its game (``grundy.games.octal.certificate``, ...), with
``verify(certificate, path=None, values_path=None) -> list[Text]`` (the
problems found; empty when the certificate holds; ``path`` is the
certificate's file, ``values_path`` a values file named by the reader),
listed in :data:`VERIFIERS`; this package holds that registry and what every
verifier shares.

>>> values_digest([0, 1, 2])  # as: printf '0\\n1\\n2\\n' | sha256sum
{'count': 3, 'sha256': 'b78a1987bcbdc0903ba6ba29ee3e1f4e7cc1ca868a60889beb141e26e06cb005'}
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from typing import Any

from ..messages import Text, catalogue
from ..registry import Registry

__all__ = ["FORMAT", "MESSAGES", "VERIFIERS", "VERSION", "claim_problems", "header_problems", "values_digest",
           "values_problems"]

#: What every verifier says of a certificate's header and its values field.
MESSAGES = catalogue("certify", {
    "not_certificate": ("this is not a grundy certificate", "这不是 grundy 的证书"),
    "version": ("certificate version {version} is not known (this grundy reads {known})",
                "证书版本 {version} 未知（此版本的 grundy 读取 {known}）"),
    "kind": ("the kind is {kind!r}, not {expected!r}", "证书种类是 {kind!r}，不是 {expected!r}"),
    "parameter": ("parameter {name} is missing or not valid: {value!r}", "参数 {name} 缺失或无效：{value!r}"),
    "no_values_file": ("a {kind!r} certificate reads no values file (its values are recomputed)",
                       "{kind!r} 证书不读取值文件（其值总是重新计算）"),
    "claim": ("the claim {given} is not what the parameters say: {expected}",
              "声明 {given} 与参数所说的不符，参数说的是：{expected}"),
    "no_claim": ("the field 'claim' is missing (the parameters say: {expected})",
                 "缺少字段 'claim'（参数说的是：{expected}）"),
})

#: The value of the ``"certificate"`` field, and the format's version.
FORMAT, VERSION = "grundy", 1

#: kind -> "module:function" of its verifier (grundy's own kinds only: no entry-point group).
VERIFIERS = Registry(None, {
    "octal-period": "grundy.games.octal.certificate:verify",
    "wythoff-row": "grundy.games.wythoff.certificate:verify",
    "misere-quotient": "grundy.games.quotient.certificate:verify",
})


def values_digest(values: Iterable[int]) -> dict[str, Any]:
    """The ``"values"`` field for these values: their count and the SHA-256 of their lines.

    A numpy array of non-negative integers is written out a block at a time
    (the same bytes, some tens of millions of values a second).
    """
    array: Any = values
    if hasattr(array, "dtype") and getattr(array, "ndim", 0) == 1 and array.dtype.kind in "ui" \
            and (not len(array) or 0 <= int(array.min()) and int(array.max()) < 1 << 62):
        return _array_digest(array)
    digest = hashlib.sha256()
    count = 0
    for value in values:
        digest.update(b"%d\n" % value)
        count += 1
    return {"count": count, "sha256": digest.hexdigest()}


def _array_digest(values: Any) -> dict[str, Any]:
    import numpy as np

    digest = hashlib.sha256()
    width = len(str(int(values.max(initial=0)))) + 1  # the longest line, with its "\n"
    for start in range(0, len(values), 1 << 20):
        block = values[start:start + (1 << 20)].astype(np.int64)
        # each value right-aligned in a row of `width` bytes, its "\n" last; the bytes in use, row by row
        rows = np.zeros((len(block), width), dtype=np.uint8)
        rows[:, -1] = ord("\n")
        digits = np.ones(len(block), dtype=np.int64)
        rest = block.copy()
        for column in range(width - 2, -1, -1):
            rows[:, column] = ord("0") + rest % 10
            rest //= 10
            digits += rest > 0
        used = np.arange(width)[None, :] >= (width - 1 - digits)[:, None]
        digest.update(rows[used].tobytes())
    return {"count": len(values), "sha256": digest.hexdigest()}


def header_problems(certificate: dict[str, Any], kind: str) -> list[Text]:
    """The first problem with a certificate's header (what it is, its version, its kind), or none.

    >>> [str(t) for t in header_problems({"certificate": FORMAT, "version": VERSION, "kind": "x"}, "y")]
    ["the kind is 'x', not 'y'"]
    """
    if certificate.get("certificate") != FORMAT:
        return [MESSAGES("not_certificate")]
    if certificate.get("version") != VERSION:
        return [MESSAGES("version", version=certificate.get("version"), known=VERSION)]
    if certificate.get("kind") != kind:
        return [MESSAGES("kind", kind=certificate.get("kind"), expected=kind)]
    return []


def claim_problems(certificate: dict[str, Any], expected: Text) -> list[Text]:
    """A problem if the certificate's ``"claim"`` is not ``expected`` (the claim its parameters make), else none.

    >>> [str(t) for t in claim_problems({"claim": "G(7) = 1"}, Text.literal("G(7) = 2"))]
    ["the claim 'G(7) = 1' is not what the parameters say: G(7) = 2"]
    """
    from ..validation import quoted

    given = certificate.get("claim")
    if given is None:
        return [MESSAGES("no_claim", expected=expected)]
    if given != expected.render("en"):
        return [MESSAGES("claim", given=quoted(given, 200), expected=expected)]
    return []


def values_problems(certificate: dict[str, Any]) -> list[Text]:
    """A problem if the ``"values"`` field is not a count and a digest, else none."""
    values = certificate.get("values")
    if not isinstance(values, dict) or not isinstance(values.get("count"), int) \
            or not isinstance(values.get("sha256"), str) or not isinstance(values.get("file", ""), str):
        return [MESSAGES("parameter", name="values", value=values)]
    return []
