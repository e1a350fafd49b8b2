"""Certificates: files that say what was proved, by which theorem, on which values,
so that a reader can re-check a result without trusting the code that produced it.

A certificate is a JSON object::

    {
      "certificate": "grundy",        # what the file is
      "version": 1,
      "kind": "octal-period",         # or "wythoff-row": the verifier that checks it
      "claim": "...",                 # what was proved, in words (English)
      "theorem": "...",               # the theorem used, with its citation
      "parameters": {...},            # the kind's parameters (code, preperiod, period, row, ...)
      "values": {"count": N, "sha256": "..."},   # the values the proof rests on (see below)
      "produced_by": "grundy 0.x"
    }

The values a proof rests on are written one decimal integer per line, each
line ending in ``"\\n"``, and ``sha256`` is the digest of those bytes; a
verifier recomputes them with its own plain loop and compares the digest, then
checks the theorem's hypothesis on them.  Each kind's verifier is a module of
this package with ``verify(certificate) -> list[Text]`` (the problems found;
empty when the certificate holds), listed in :data:`VERIFIERS`.

>>> values_digest([0, 1, 2])  # as: printf '0\\n1\\n2\\n' | sha256sum
{'count': 3, 'sha256': 'b78a1987bcbdc0903ba6ba29ee3e1f4e7cc1ca868a60889beb141e26e06cb005'}
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from typing import Any

__all__ = ["FORMAT", "VERIFIERS", "VERSION", "values_digest"]

#: The value of the ``"certificate"`` field, and the format's version.
FORMAT, VERSION = "grundy", 1

#: kind -> "module:function" of its verifier.
VERIFIERS: dict[str, str] = {
    "octal-period": "grundy.certify.octal:verify",
    "wythoff-row": "grundy.certify.wythoff:verify",
}


def values_digest(values: Iterable[int]) -> dict[str, Any]:
    """The ``"values"`` field for these values: their count and the SHA-256 of their lines."""
    digest = hashlib.sha256()
    count = 0
    for value in values:
        digest.update(b"%d\n" % value)
        count += 1
    return {"count": count, "sha256": digest.hexdigest()}
