"""The card game solved: the divisibility graph of the cards, its maximum matchings, and the cards that win.

The theorem and the reduction of the graph are told in :mod:`grundy.games.cards`;
the matchings themselves come from :mod:`grundy.matching` (Gallai-Edmonds).

>>> matching_number([2, 3, 6]), winning_cards([2, 3, 6], choices=[3, 6])
(1, [3])
"""

from __future__ import annotations

import bisect
import operator
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from ...errors import InputError, TooLargeError
from ...bigint import digit_count
from ...messages import Text, catalogue
from ...validation import natural, quoted

__all__ = ["MAX_CARDS", "MAX_DIVISIBILITY_TESTS", "MAX_VALUES", "Structure", "divisibility_pairs", "legal_cards", "matching_number", "structure", "winning_cards"]

MESSAGES = catalogue("cards.solver", {
    "too_many_tests": ("{k:,} {k:~value|values} of up to {digits} {digits:~digit|digits} need about {cost:,} divisibility {cost:~test|tests}, more than "
                       "the {limit:,} allowed",
                       "{k:,} 个至多 {digits} 位的数需要约 {cost:,} 次整除检验，超过允许的 {limit:,} 次"),
    "not_a_list": ("the cards are a list of positive integers, not {value}", "卡片应是正整数的列表，而不是 {value}"),
    "card": ("card", "卡片"),
    "card_count": ("the number of cards {v}", "卡片 {v} 的张数"),
    "too_many_values": ("{count:,} different {count:~value|values} are more than the {limit:,} allowed",
                        "{count:,} 种不同的数，超过允许的 {limit:,} 种"),
    "not_integer": ("{what}: {value} is not an integer", "{what}：{value} 不是整数"),
    "not_positive": ("{what}: {value} is not a positive integer", "{what}：{value} 不是正整数"),
    "last_card": ("the last card", "上一张"),
    "too_many_cards": ("{count:,} {count:~card|cards} are more than the {limit:,} allowed",
                       "{count:,} 张卡片，超过允许的 {limit:,} 张"),
})


#: The most cards a position may hold (beyond that the input is absurd).
MAX_CARDS = 10_000_000
#: The most distinct values a position may hold (the graph has one vertex each).
MAX_VALUES = 100_000
#: The most divisibility tests made one by one (ten times more in numpy): a few seconds.
MAX_DIVISIBILITY_TESTS = 30_000_000
# ----------------------------------------------------------------- the graph
def divisibility_pairs(values: Sequence[int]) -> list[tuple[int, int]]:
    """Index pairs (i, j), i < j, of sorted distinct values where values[i] divides values[j].

    >>> divisibility_pairs([2, 3, 4, 6, 7])
    [(0, 2), (0, 3), (1, 3)]
    >>> divisibility_pairs([])
    []

    For each value a it walks the multiples of a up to the largest value,
    or tests the larger values from 2a on when they are fewer than those
    multiples, so values up to 10**6 or beyond cost little.  The tests run
    in numpy when every value is below 2**63 (int64 remainders are exact
    there) and one by one on Python ints otherwise.

    Raises
    ------
    TooLargeError
        When the tests would take too long (about a second or more): many
        values spread over a huge range, with many small ones among them.
    """
    pairs: list[tuple[int, int]] = []
    if not values:
        return pairs
    top = values[-1]
    k = len(values)
    fits = top < 1 << 63  # then numpy's int64 remainders are exact
    # Plan first: walk the multiples of a, or test the larger values from 2a
    # on, whichever is shorter; refuse inputs whose plain tests would take ages.
    plan: list[int] = []  # -1: walk the multiples; else the first index to test
    cost = 0
    for i, a in enumerate(values):
        start = bisect.bisect_left(values, 2 * a, i + 1)
        if top // a - 1 <= k - start:
            plan.append(-1)
        else:
            plan.append(start)
            cost += k - start
    limit = MAX_DIVISIBILITY_TESTS * (10 if fits else 1)  # numpy's tests are ~10 times cheaper
    if cost > limit:
        raise TooLargeError(MESSAGES("too_many_tests", k=k, digits=digit_count(top), cost=cost, limit=limit))
    index = {v: i for i, v in enumerate(values)}
    array = None
    for i, a in enumerate(values):
        start = plan[i]
        if start < 0:
            hits = index.keys() & range(2 * a, top + 1, a)
            pairs.extend((i, index[b]) for b in sorted(hits))
        elif k - start > 256 and fits:
            if array is None:
                import numpy as np

                array = np.array(values, dtype=np.int64)
            hits_at = (array[start:] % a == 0).nonzero()[0] + start
            pairs.extend((i, int(j)) for j in hits_at)
        else:
            pairs.extend((i, j) for j in range(start, k) if values[j] % a == 0)
    return pairs
def _adjacent(a: int, b: int) -> bool:
    return a % b == 0 or b % a == 0
@dataclass(frozen=True)
class Structure:
    """The matching structure of a multiset of cards.

    ``matching_number`` is the size of a maximum matching of the
    divisibility graph; ``deficient`` holds the values some maximum
    matching leaves uncovered (the Gallai-Edmonds set D, by value).
    """

    matching_number: int
    deficient: frozenset[int]
def _reduced_graph(
    counts: Mapping[int, int], reduce: bool = True
) -> tuple[list[list[int]], list[int], list[int], int]:
    # The graph the matching runs on: adjacency lists, the sorted values,
    # the vertex of one copy of each value, and the amount to add to its
    # matching number to get the matching number of the cards.
    values = sorted(counts)
    pairs = divisibility_pairs(values)
    degree = [0] * len(values)
    for i, j in pairs:
        degree[i] += 1
        degree[j] += 1
    kept: list[int] = []
    offset = 0
    for v, d in zip(values, degree):
        m = counts[v]
        if reduce and m > d + 2:
            keep = d + 2 - (m - d) % 2  # d + 1 or d + 2, the parity of m
            offset += (m - keep) // 2
            m = keep
        kept.append(m)
    first: list[int] = []
    n = 0
    for m in kept:
        first.append(n)
        n += m
    adjacency: list[list[int]] = [[] for _ in range(n)]
    for i, m in enumerate(kept):  # copies of one value are pairwise adjacent
        if m > 1:
            block = range(first[i], first[i] + m)
            for u in block:
                adjacency[u].extend(w for w in block if w != u)
    for i, j in pairs:
        a, b = kept[i], kept[j]
        if a == 1 and b == 1:  # the common case of distinct values
            u, w = first[i], first[j]
            adjacency[u].append(w)
            adjacency[w].append(u)
            continue
        side_i = range(first[i], first[i] + a)
        side_j = range(first[j], first[j] + b)
        if not reduce or a * b <= a + b + 1:
            for u in side_i:
                adjacency[u].extend(side_j)
            for w in side_j:
                adjacency[w].extend(side_i)
        else:  # the gadget x-y: at most one matched pair between the classes
            x, y = len(adjacency), len(adjacency) + 1
            adjacency.append([y, *side_i])
            adjacency.append([x, *side_j])
            for u in side_i:
                adjacency[u].append(x)
            for w in side_j:
                adjacency[w].append(y)
            offset -= 1
    return adjacency, values, first, offset
def _multiset(cards: Iterable[int] | Mapping[int, int]) -> tuple[tuple[int, int], ...]:
    # The cards as sorted (value, count) pairs: the cache key of a multiset.
    if isinstance(cards, (str, bytes)) or not isinstance(cards, Iterable):
        raise InputError(MESSAGES("not_a_list", value=quoted(cards)))
    counts = cards if isinstance(cards, Mapping) else Counter(cards)
    for v, m in counts.items():
        if type(v) is not int or v <= 0:
            _check_value(v, MESSAGES("card"))
        if type(m) is not int or m < 0:
            natural(m, MESSAGES("card_count", v=v))
    return tuple(sorted((int(v), int(m)) for v, m in counts.items() if m > 0))
@lru_cache(maxsize=64)
def _structure(multiset: tuple[tuple[int, int], ...], reduce: bool = True) -> Structure:
    from ...matching import gallai_edmonds, matching_size

    if len(multiset) > MAX_VALUES:
        raise TooLargeError(MESSAGES("too_many_values", count=len(multiset), limit=MAX_VALUES))
    adjacency, values, first, offset = _reduced_graph(dict(multiset), reduce)
    mate, label = gallai_edmonds(adjacency)
    deficient = frozenset(v for v, u in zip(values, first) if label[u] == 1)
    return Structure(matching_size(mate) + offset, deficient)
def structure(cards: Iterable[int] | Mapping[int, int], *, reduce: bool = True) -> Structure:
    """The maximum matching number and the Gallai-Edmonds set D (by value) of the cards.

    The cards are given one by one, or as a mapping from value to count.
    ``reduce=False`` matches on one vertex per card with every edge, the
    plain graph the reductions are checked against.

    >>> s = structure([2, 3, 6])
    >>> s.matching_number, sorted(s.deficient)
    (1, [2, 3])
    >>> structure([5, 5, 5]).deficient, structure({5: 2}).deficient
    (frozenset({5}), frozenset())
    """
    return _structure(_multiset(cards), reduce)
def matching_number(cards: Iterable[int] | Mapping[int, int]) -> int:
    """The size of a maximum matching of the divisibility graph of the cards.

    >>> matching_number([2, 3, 5, 7]), matching_number([4, 4, 4, 4, 4])
    (0, 2)
    """
    return structure(cards).matching_number
def legal_cards(
    cards: Iterable[int], last: int | None = None, choices: Iterable[int] | None = None
) -> list[int]:
    """The distinct values that may be taken now, in increasing order.

    At the start (``last`` None) these are the cards among ``choices``
    (every card when ``choices`` is None); later, the cards that divide or
    are multiples of ``last``.

    >>> legal_cards([1, 2, 2, 3, 5], last=2), legal_cards([1, 2, 3], choices=[3, 9])
    ([1, 2], [3])
    """
    present = sorted(set(cards))
    for v in present:
        if type(v) is not int or v <= 0:
            _check_value(v, MESSAGES("card"))
    if last is None:
        if choices is None:
            return present
        allowed = set(choices)
        return [v for v in present if v in allowed]
    if type(last) is not int or last <= 0:
        _check_value(last, MESSAGES("last_card"))
    return [v for v in present if _adjacent(v, last)]
def winning_cards(
    cards: Iterable[int] | Mapping[int, int],
    last: int | None = None,
    choices: Iterable[int] | None = None,
) -> list[int]:
    """Every card (by value, increasing) whose taking wins, from the cards left and the last card.

    Parameters
    ----------
    cards : iterable of int, or mapping from int to int
        The cards still on the table (duplicates allowed), or each value
        with its number of cards.
    last : int, optional
        The card taken just before; None at the start of the game.
    choices : iterable of int, optional
        At the start, the numbers the first player may begin with
        (default: any card).

    Examples
    --------
    >>> winning_cards([1, 2, 2, 3, 3, 4, 5])
    [2, 4, 5]
    >>> winning_cards([2, 4], last=8), winning_cards([3, 5], last=2)
    ([], [])
    >>> winning_cards([4], last=2)
    [4]

    An empty result means the player to move loses against best play.
    """
    multiset = _multiset(cards)
    legal = legal_cards([v for v, _m in multiset], last, choices)
    if not legal:
        return []
    deficient = _structure(multiset, True).deficient
    return [v for v in legal if v in deficient]


def check_size(cards: Sequence[Any], *, values: bool = True) -> None:
    """Refuse more cards than :data:`MAX_CARDS`, or (with ``values``) more different values than :data:`MAX_VALUES`.

    >>> check_size([2, 3, 3, 6])
    """
    if len(cards) > MAX_CARDS:
        raise TooLargeError(MESSAGES("too_many_cards", count=len(cards), limit=MAX_CARDS))
    if values and len(set(cards)) > MAX_VALUES:
        raise TooLargeError(MESSAGES("too_many_values", count=len(set(cards)), limit=MAX_VALUES))


def _check_value(value: Any, what: Text) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        try:
            value = operator.index(value)  # e.g. a gmpy2 integer
        except TypeError:
            raise InputError(MESSAGES("not_integer", what=what, value=quoted(value))) from None
    if value <= 0:
        raise InputError(MESSAGES("not_positive", what=what, value=value))
    return int(value)
