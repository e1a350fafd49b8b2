"""Misère quotients of take-and-break games (Plambeck; Plambeck and Siegel).

One topic a module:

- :mod:`.monoid`, finite commutative monoids: reduction and presentations;
- :mod:`.build`, the quotient heap by heap, each candidate verified exactly;
- :mod:`.periodic`, the periodicity theorem that proves a quotient for all heap sizes;
- :mod:`.quotient`, the quotient as a value and its answers about sums of heaps;
- :mod:`.display`, its multiplication table in a notebook.

>>> q = misere_quotient("0.07", to=10)
>>> q.order, q.is_p((2, 2)), q.is_p((2,))
(12, False, True)
"""

from __future__ import annotations

from .quotient import (ANSWER_SECONDS, DEFAULT_BOUND, MAX_BOUND, SURVEY_FIELDS, Quotient, answering_quotient,
                       misere_quotient, orders_text, survey_row)

__all__ = ["ANSWER_SECONDS", "DEFAULT_BOUND", "MAX_BOUND", "SURVEY_FIELDS", "Quotient", "answering_quotient",
           "misere_quotient", "orders_text", "survey_row"]
