"""The divisor/multiple card game (Lanqiao "约数倍数选卡片"), solved by matchings.

Cards carry positive integers, duplicates allowed.  Players take cards in
turn; after the first card, each card taken must divide, or be a multiple
of, the card taken just before it (equal values qualify).  A player who
cannot take a card loses.  The first card may be restricted to given
numbers (the ``choices``).

>>> winning_cards([2, 3, 6], choices=[3, 6])
[3]
>>> winning_cards([1, 2, 2, 3, 3, 4, 5], choices=[3, 4, 5])
[4, 5]
>>> winning_cards([2, 3, 6], last=6)     # mid-game: a 6 was taken last; 2, 3, 6 are left
[2, 3]
>>> winning_cards([2, 4], last=8)        # whichever card is taken, the other one answers
[]
>>> matching_number([1, 2, 2, 3, 3, 4, 5])
3

Algorithm notes: the game is undirected vertex geography on the
divisibility graph G of the cards (one vertex per card; two cards are
adjacent when one divides the other, so two cards of equal value are
adjacent).  The token is the card taken last; a move takes a card adjacent
to it, which becomes the token, and a taken card never comes back.

Theorem (Fraenkel, Scheinerman and Ullman 1993): with the token on v in a
graph H, the player who must move away from v wins iff every maximum
matching of H covers v.  Proof: if every maximum matching covers v, move
along a maximum matching M, always to the M-partner of the card the
opponent took; the opponent can never reach an M-exposed card w, for the
cards played from v to w would be an alternating path, and flipping it
would give a maximum matching missing v.  If a maximum matching M misses
v, the opponent plays that same strategy: a card w reached with w exposed
would end an augmenting path from v.

Who moves from where: in the state (cards left R, last card x), x was just
taken by the opponent of the player to move, who must move away from x in
H = G[R + x]; that player wins iff every maximum matching of G[R + x]
covers x.  Taking a legal card y leaves the opponent to move away from y
in G[R], so y wins iff some maximum matching of G[R] leaves y uncovered:
nu(G[R] - y) = nu(G[R]), i.e. y lies in the Gallai-Edmonds set D(G[R]).
At the start nobody moves away from anything: the first card v wins iff
v is allowed and nu(G - v) = nu(G).  So the winning moves of any state
are the legal cards of D(G[R]), and one maximum matching plus one
alternating-forest search gives D for every card at once
(:mod:`grundy.matching`).  The tests check all of this against exhaustive
search.

Equal cards are twins (adjacent, with the same neighbours), so a value
class behaves as a block; we match on distinct values with multiplicities
m_v, after two reductions proved here:

1. Exchange: two matched pairs i1-j1, i2-j2 between the classes of i and
   j can be replaced by i1-i2, j1-j2.  So some maximum matching has at
   most one edge between any two classes, and at most d_v copies of v
   (d_v = number of other values adjacent to v) are matched outside v.
2. Trimming: two copies of v are never both exposed, so if m_v >= d_v + 2
   a maximum matching pairs two copies of v together; removing them drops
   the matching number by exactly 1.  If m_v >= d_v + 3 the same holds
   after deleting any one card, so whether a value (any value) lies in D
   is unchanged.  Hence m_v may be cut to d_v + 1 or d_v + 2, keeping its
   parity.

What is left is a graph of the kept copies (each class a clique), where a
pair of adjacent classes with many copies is joined through a gadget of
two extra vertices x-y, x adjacent to the copies of one value and y to
those of the other (Tutte's reduction for at most one edge per pair): it
adds exactly one to every matching number, also after a card is deleted,
so D is unchanged.  With values 1..100, thousands of cards become a graph
of about 2,000 vertices and 30,000 edges instead of millions of edges.

The divisibility graph on the distinct values is built by walking the
multiples of each value, or by testing the larger values when there are
fewer of them than multiples.

References: A. S. Fraenkel, E. R. Scheinerman, D. Ullman, "Undirected
edge geography", Theoret. Comput. Sci. 112 (1993) 371-381 (where the
vertex version is solved by matchings); L. Lovász, M. D. Plummer, *Matching Theory*,
section 3.2 (Gallai-Edmonds); W. T. Tutte, "A short proof of the factor
theorem for finite graphs", Canad. J. Math. 6 (1954) 347-352 (the gadget).
"""

from __future__ import annotations

import bisect
import operator
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any, ClassVar

from ..engine import Outcome
from ..errors import InputError, TooLargeError
from ..exact import digit_count, int_to_str, parse_int
from ..game import Game, takes_position
from ..options import Option
from ..messages import Text, catalogue
from ..report import Analysis
from ..validation import natural, quoted

__all__ = [
    "MAX_CARDS",
    "MAX_DIVISIBILITY_TESTS",
    "MAX_VALUES",
    "Cards",
    "Structure",
    "divisibility_pairs",
    "explain",
    "legal_cards",
    "matching_number",
    "parse_cards",
    "structure",
    "winning_cards",
]

MESSAGES = catalogue("cards", {
    "too_many_tests": ("{k:,} values of up to {digits} digits need about {cost:,} divisibility tests, more than "
                       "the {limit:,} allowed",
                       "{k:,} 个至多 {digits} 位的数需要约 {cost:,} 次整除检验，超过允许的 {limit:,} 次"),
    "not_a_list": ("the cards are a list of positive integers, not {value}", "卡片应是正整数的列表，而不是 {value}"),
    "not_a_list_of": ("the cards are a list of positive integers, not {value}", "卡片是正整数的列表，不能是 {value}"),
    "card": ("card", "卡片"),
    "card_count": ("the number of cards {v}", "卡片 {v} 的张数"),
    "too_many_values": ("{count:,} different values are more than the {limit:,} allowed",
                        "{count:,} 种不同的数，超过允许的 {limit:,} 种"),
    "not_positive_token": ("{what} {token!r} is not a positive integer", "{what} {token!r} 不是正整数"),
    "no_first_card": ("no card may be taken first: the first player cannot move and loses.",
                      "没有可以先拿的卡片：先手无法拿牌，判负。"),
    "no_card": ("no card left divides or is a multiple of {last}: the player to move cannot take a card and loses.",
                "剩下的卡片都不是 {last} 的约数或倍数：轮到的一方无牌可拿，判负。"),
    "theorem": ("the player who must move away from a card wins iff every maximum matching covers it: Fraenkel, "
                "Scheinerman, Ullman 1993",
                "Fraenkel–Scheinerman–Ullman 1993：必须从某张卡片接着拿的一方获胜，"
                "当且仅当每个最大匹配都覆盖这张卡片"),
    "edge": ("edge", "条边"),
    "edges": ("edges", "条边"),
    "win_first": ("Take {v}: a maximum matching of the divisibility graph of the {n} cards has {nu} {edges}, and "
                  "some maximum matching leaves {v} uncovered, so the opponent, who must move on from {v}, loses "
                  "({theorem}).",
                  "拿 {v}：{n} 张卡片的整除关系图的最大匹配有 {nu} {edges}，且有一个最大匹配不覆盖 {v}，所以必须从 "
                  "{v} 接着拿的对手必败（{theorem}）。"),
    "win": ("Take {v}: a maximum matching of the divisibility graph of the remaining {n} cards has {nu} {edges}, "
            "and some maximum matching leaves {v} uncovered, so the opponent, who must move on from {v}, loses "
            "({theorem}).",
            "拿 {v}：剩余 {n} 张卡片的整除关系图的最大匹配有 {nu} {edges}，且有一个最大匹配不覆盖 {v}，所以必须从 "
            "{v} 接着拿的对手必败（{theorem}）。"),
    "lose_first": ("Every card you may take ({shown}{more}) is covered by every maximum matching of the "
                   "divisibility graph of the {n} cards ({nu} {edges}), so the opponent, who must move on from it, "
                   "wins by answering along a maximum matching ({theorem}).",
                   "每张可拿的卡片（{shown}{more}）都被 {n} 张卡片的整除关系图的每个最大匹配（{nu} {edges}）覆盖，"
                   "所以必须从它接着拿的对手沿最大匹配应对即可获胜（{theorem}）。"),
    "lose": ("Every card you may take ({shown}{more}) is covered by every maximum matching of the divisibility "
             "graph of the remaining {n} cards ({nu} {edges}), so the opponent, who must move on from it, wins by "
             "answering along a maximum matching ({theorem}).",
             "每张可拿的卡片（{shown}{more}）都被剩余 {n} 张卡片的整除关系图的每个最大匹配（{nu} {edges}）覆盖，"
             "所以必须从它接着拿的对手沿最大匹配应对即可获胜（{theorem}）。"),
    "separator": (", ", "、"),
    "more": (", ...", "……"),
    "not_integer": ("{what}: {value} is not an integer", "{what}：{value} 不是整数"),
    "not_positive": ("{what}: {value} is not a positive integer", "{what}：{value} 不是正整数"),
    "count": (" ({count:,} cards)", "（共 {count:,} 张）"),
    "cards": ("cards {cards}", "卡片 {cards}"),
    "no_cards": ("cards (none)", "卡片：无"),
    "with_last": ("{cards}, last {last}", "{cards}，上一张 {last}"),
    "choice": ("choice", "可选的第一张"),
    "give_cards": ("give the cards with --cards, e.g. --cards \"2 3 6\"",
                   "请用 --cards 给出卡片，例如 --cards \"2 3 6\""),
    "cards_option_card": ("--cards: card", "--cards：卡片"),
    "one_last_card": ("give at most one number after the options (the card taken last), not {count}",
                      "选项后面至多写一个数（上一张拿走的卡片），而不是 {count} 个"),
    "last_card": ("the last card", "上一张"),
    "last_not_one": ("the last card: {token!r} is not one positive integer", "上一张：{token!r} 不是一个正整数"),
    "no_cards_given": ("--cards: no cards given", "--cards：没有给出卡片"),
    "choices_option_choice": ("--choices: choice", "--choices：可选的第一张"),
    "no_choices": ("--choices: no numbers given (leave --choices out to allow any card)",
                   "--choices：没有给出数（不写 --choices 则任意一张都可以先拿）"),
    "choice_not_a_card": ("--choices: {c} is not among the cards", "--choices：{c} 不在卡片中"),
    "not_a_position": ("a card position is (cards, last card): the cards left and the card taken last",
                       "卡片局面是 (卡片, 上一张)：剩下的卡片和上一张拿走的卡片"),
    "too_many_cards": ("{count:,} cards are more than the {limit:,} allowed",
                       "{count:,} 张卡片，超过允许的 {limit:,} 张"),
    "card_i": ("card {i}", "第 {i} 张卡片"),
    "others_kept": ("taking {taken} leaves the other cards as they were", "拿走 {taken} 后其余卡片应保持不变"),
    "no_such_card": ("there is no card {card} left", "桌上没有 {card} 这张卡片了"),
    "first_card": ("the first card must be one of {allowed}, not {card}",
                   "第一张只能是 {allowed} 之一，不能是 {card}"),
    "not_adjacent": ("{card} neither divides nor is a multiple of {before}, the last card",
                     "{card} 既不是上一张 {before} 的约数，也不是它的倍数"),
    "one_after_slash": ("give one last card after '/', not {tail!r}",
                        "'/' 后面只能写一个数（上一张卡片），而不是 {tail!r}"),
    "json_position": ("a card position is {{\"cards\": [...], \"last\": number or null}}",
                      "卡片局面写作 {{\"cards\": [...], \"last\": 数或 null}}"),
    "unknown_keys": ("unknown keys in a card position: {keys}", "卡片局面中有未知的键：{keys}"),
    "take": ("take {card}", "拿走 {card}"),
    "type_card": ("type the number of one card, e.g. '6', not {text!r}",
                  "请输入一张卡片上的数字，例如 '6'，而不是 {text!r}"),
    "cards_left": ("cards left ({count}): {cards}", "剩余卡片（{count} 张）：{cards}"),
    "none": ("none", "无"),
    "first": ("first card: {cards}", "先手第一张：{cards}"),
    "any_card": ("any card", "任意一张"),
    "last_taken": ("last card taken: {last}", "上一张：{last}"),
    "may_take": ("you may take: {cards}", "可以拿：{cards}"),
    "nothing": ("nothing", "无"),
    "move_takes_card": ("a move takes a card: the position after it names the card taken last",
                        "走一步要拿走一张卡片：走后的局面要写明上一张拿走的卡片"),
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
    from ..matching import gallai_edmonds, matching_size

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


def parse_cards(text: str, what: str | Text | None = None) -> list[int]:
    """Read positive integers separated by spaces or commas, with a clear error.

    >>> parse_cards("2 3, 6")
    [2, 3, 6]
    >>> parse_cards("2 0")
    Traceback (most recent call last):
    ...
    grundy.errors.InputError: card '0' is not a positive integer
    """
    numbers = []
    for token in text.replace(",", " ").split():
        if not token.isascii() or not token.isdigit() or not token.strip("0"):
            raise InputError(MESSAGES("not_positive_token", what=what or MESSAGES("card"), token=token[:40]))
        numbers.append(int(parse_int(token)))
    return numbers


def explain(cards: Sequence[int], last: int | None = None, choices: Iterable[int] | None = None,
            lang: str = "en") -> str:
    """Why the player to move wins or loses, by the matching argument, in one line.

    >>> explain([2, 3, 6], choices=[3, 6])
    'Take 3: a maximum matching of the divisibility graph of the 3 cards has 1 edge, and some maximum matching leaves 3 uncovered, so the opponent, who must move on from 3, loses (the player who must move away from a card wins iff every maximum matching covers it: Fraenkel, Scheinerman, Ullman 1993).'
    >>> explain([2, 4], last=8, lang="zh")[:22]
    '每张可拿的卡片（2、4）都被剩余 2 张卡片'
    """
    cards = sorted(cards)
    legal = legal_cards(cards, last, choices)
    if not legal:
        return (MESSAGES("no_first_card") if last is None else MESSAGES("no_card", last=last)).render(lang)
    s = _structure(_multiset(cards), True)
    wins = [v for v in legal if v in s.deficient]
    nu, n = s.matching_number, len(cards)
    facts = {"n": n, "nu": nu, "edges": MESSAGES("edge") if nu == 1 else MESSAGES("edges"),
             "theorem": MESSAGES("theorem")}
    if wins:
        text = MESSAGES("win_first", v=wins[0], **facts) if last is None else MESSAGES("win", v=wins[0], **facts)
        return text.render(lang)
    shown = MESSAGES("separator").render(lang).join(map(int_to_str, legal[:12]))
    more = MESSAGES("more") if len(legal) > 12 else ""
    text = (MESSAGES("lose_first", shown=shown, more=more, **facts) if last is None else
            MESSAGES("lose", shown=shown, more=more, **facts))
    return text.render(lang)


# ------------------------------------------------------------------ the game
Position = tuple[tuple[int, ...], int | None]


def _remove_one(cards: tuple[int, ...], value: int) -> tuple[int, ...]:
    i = bisect.bisect_left(cards, value)
    return cards[:i] + cards[i + 1 :]


def _check_value(value: Any, what: Text) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        try:
            value = operator.index(value)  # e.g. a gmpy2 integer
        except TypeError:
            raise InputError(MESSAGES("not_integer", what=what, value=quoted(value))) from None
    if value <= 0:
        raise InputError(MESSAGES("not_positive", what=what, value=value))
    return int(value)


#: More cards than this are written shortened: the first SHOWN_VALUES values, each with its count.
SHORT_CARDS = 40
SHOWN_VALUES = 30


def _short(cards: Sequence[int], lang: str = "en") -> str:
    # The cards as people write them, shortened when there are many.
    if len(cards) <= SHORT_CARDS:
        return " ".join(map(int_to_str, cards))
    return _shortened(_first_values(sorted(cards), SHOWN_VALUES + 1), len(cards), lang)


def _first_values(cards: Sequence[int], limit: int) -> list[tuple[int, int]]:
    # The first `limit` distinct values of sorted cards with their counts, found
    # by bisection: a few steps, however many cards there are.
    values: list[tuple[int, int]] = []
    i = 0
    while i < len(cards) and len(values) < limit:
        j = bisect.bisect_right(cards, cards[i], i)
        values.append((cards[i], j - i))
        i = j
    return values


def _shortened(values: list[tuple[int, int]], count: int, lang: str) -> str:
    # `count` cards written by their first values (one more than shown when there are more).
    parts = [f"{int_to_str(v)}×{m}" if m > 1 else int_to_str(v) for v, m in values[:SHOWN_VALUES]]
    more = " ..." if len(values) > SHOWN_VALUES else ""
    return " ".join(parts) + more + MESSAGES("count", count=count).render(lang)


def _position_text(cards: str, last: int | None, lang: str) -> str:
    # A position in words, from its cards as written ("" for none).
    text = MESSAGES("cards", cards=cards) if cards else MESSAGES("no_cards")
    return (text if last is None else MESSAGES("with_last", cards=text, last=last)).render(lang)


@dataclass(frozen=True)
class Cards(Game):
    """The divisor/multiple card game.

    A position is ``(cards, last)``: the cards left as a sorted tuple, and
    the card taken last (None before the first move).  The rule option
    ``choices`` lists the numbers the first player may start with (None:
    any card).

    >>> g = Cards(choices=(3, 6))
    >>> start = ((2, 3, 6), None)
    >>> g.outcome(start), g.winning_moves(start)
    ('N', [((2, 6), 3)])
    >>> g.computer_move(((2, 6), 3))   # the opponent's only card is 6, then 2 wins
    ((2,), 6)
    """

    choices: tuple[int, ...] | None = None

    name: ClassVar[str] = "cards"
    examples: ClassVar[tuple[str, ...]] = (
        'grundy cards --cards "2 3 6" --choices "3 6"',
        'grundy cards --cards "1 2 2 3 3 4 5" --choices "3 4 5" --json',
        'grundy cards --cards "2 4 5 10" 3',
    )
    title: ClassVar[str] = "The divisor/multiple card game"
    title_zh: ClassVar[str] = "约数倍数选卡片"
    aliases_zh: ClassVar[tuple[str, ...]] = ("卡片", "约数倍数", "选卡片", "约数倍数选卡片")
    board_kind: ClassVar[str] = "cards"
    move_kinds: ClassVar[tuple[str, ...]] = ("pick",)
    has_notation: ClassVar[bool] = True
    random_start: ClassVar[bool] = True
    featured: ClassVar[int | None] = 4
    summary: ClassVar[str] = "The divisor/multiple card game (Lanqiao)"
    summary_zh: ClassVar[str] = "约数倍数选卡片（蓝桥杯）"
    position_metavar: ClassVar[str] = "LAST"
    position_help: ClassVar[str] = (
        "the card taken last, for a position in mid-game (leave out at the start)"
    )
    position_help_zh: ClassVar[str] = "上一张拿走的卡片，用于对局中途的局面（开局时不写）"
    move_help: ClassVar[str] = "type the number of the card to take, e.g. '6'"
    move_help_zh: ClassVar[str] = "输入要拿的卡片上的数字，例如 '6'"
    cli_options: ClassVar[tuple[Option, ...]] = (
        Option("cards", str, 'the cards on the table, e.g. "2 3 6" (duplicates allowed)',
               metavar='"N N ..."', position=True,
               help_zh='桌上的卡片，例如 "2 3 6"（可以重复）', name_zh="卡片"),
        Option("choices", str, 'the numbers the first player may start with, e.g. "3 6" '
               "(default: any card)", metavar='"N N ..."', label=("first card: {}", "第一张：{}"),
               help_zh='先手第一张可以拿的数，例如 "3 6"（默认：任意一张）', name_zh="第一张可选"),
    )

    def __post_init__(self) -> None:
        choices = self.choices
        if choices is None:
            return
        if isinstance(choices, str):
            numbers = parse_cards(choices, MESSAGES("choice"))
        else:
            numbers = [_check_value(c, MESSAGES("choice")) for c in choices]
        object.__setattr__(self, "choices", tuple(sorted(set(numbers))))

    @classmethod
    def from_tokens(cls, tokens: Sequence[str], **options: Any) -> tuple[Cards, Position]:
        """Build the game and position from ``--cards``, ``--choices`` and an optional LAST card.

        >>> Cards.from_tokens([], cards="2 3 6", choices="3 6")
        (Cards(choices=(3, 6)), ((2, 3, 6), None))
        >>> Cards.from_tokens(["6"], cards="2 3")
        (Cards(choices=None), ((2, 3), 6))
        >>> Cards.from_tokens([], cards="2 3 6", choices="5")
        Traceback (most recent call last):
        ...
        grundy.errors.InputError: --choices: 5 is not among the cards
        """
        cards, choices = options.get("cards"), options.get("choices")
        if cards is None:
            raise InputError(MESSAGES("give_cards"))
        numbers = parse_cards(cards, MESSAGES("cards_option_card"))
        if len(tokens) > 1:
            raise InputError(MESSAGES("one_last_card", count=len(tokens)))
        last = None
        if tokens:
            given = parse_cards(tokens[0], MESSAGES("last_card"))
            if len(given) != 1:
                raise InputError(MESSAGES("last_not_one", token=tokens[0]))
            last = given[0]
        if not numbers and last is None:
            raise InputError(MESSAGES("no_cards_given"))
        chosen = None if choices is None else tuple(parse_cards(choices, MESSAGES("choices_option_choice")))
        if chosen == ():  # as the judge refuses an empty second line
            raise InputError(MESSAGES("no_choices"))
        game = cls(choices=chosen)
        if last is None and game.choices is not None:
            present = set(numbers)
            for c in game.choices:
                if c not in present:
                    raise InputError(MESSAGES("choice_not_a_card", c=c))
        return game, game.validate((tuple(numbers), last))

    # ----------------------------------------------------------------- rules
    def validate(self, position: Any) -> Position:
        try:
            cards, last = position
        except (TypeError, ValueError):
            raise InputError(MESSAGES("not_a_position")) from None
        if isinstance(cards, (str, bytes)) or not isinstance(cards, Iterable):
            raise InputError(MESSAGES("not_a_list_of", value=quoted(cards)))
        cards = list(cards)
        if len(cards) > MAX_CARDS:
            raise TooLargeError(MESSAGES("too_many_cards", count=len(cards), limit=MAX_CARDS))
        checked = tuple(sorted(_check_value(c, MESSAGES("card_i", i=i)) for i, c in enumerate(cards, 1)))
        if last is not None:
            last = _check_value(last, MESSAGES("last_card"))
        if len(set(checked)) > MAX_VALUES:
            raise TooLargeError(MESSAGES("too_many_values", count=len(set(checked)), limit=MAX_VALUES))
        return checked, last

    @takes_position
    def legal(self, position: Position) -> list[int]:
        """The values that may be taken now, in increasing order."""
        cards, last = position
        return legal_cards(cards, last, self.choices)

    def options(self, position: Any) -> Iterator[Position]:
        cards, _last = position
        for v in self.legal(position):
            yield _remove_one(cards, v), v

    def check_move(self, position: Any, after: Any) -> None:
        cards, last = position
        left, taken = after
        if taken is None:
            raise InputError(MESSAGES("move_takes_card"))
        self._check_take(position, taken)
        if tuple(left) != _remove_one(cards, taken):
            raise InputError(MESSAGES("others_kept", taken=taken))

    def _check_take(self, position: Position, value: int) -> None:
        cards, last = position
        if value not in set(cards):
            raise InputError(MESSAGES("no_such_card", card=value))
        if last is None:
            if self.choices is not None and value not in self.choices:
                allowed = ", ".join(map(int_to_str, self.choices))
                raise InputError(MESSAGES("first_card", allowed=allowed, card=value))
        elif not _adjacent(value, last):
            raise InputError(MESSAGES("not_adjacent", card=value, before=last))

    # -------------------------------------------------------------- solution
    @takes_position
    def winning_cards(self, position: Any) -> list[int]:
        """Every winning card to take now, by value in increasing order."""
        cards, last = self.validate(position)
        return winning_cards(cards, last, self.choices)

    def outcome(self, position: Any) -> Outcome:
        return "N" if self.winning_cards(position) else "P"

    def winning_moves(self, position: Any) -> list[Position]:
        """Every winning move, as the position it leaves, in increasing order of the card taken."""
        cards, _last = position = self.validate(position)
        return [(_remove_one(cards, v), v) for v in self.winning_cards(position)]

    def explain(self, position: Any, lang: str = "en") -> str:
        cards, last = self.validate(position)
        return explain(cards, last, self.choices, lang)

    def analyse(self, position: Any, lang: str = "en", **flags: Any) -> Analysis:
        result = super().analyse(position, lang, **flags)
        cards, _last = result.position
        wins = [m[1] for m in result.winning_moves]
        extra = {"answer": wins[0] if wins else -1, "matching_number": matching_number(cards)}
        return replace(result, extra={**result.extra, **extra})

    # -------------------------------------------------------------- notation
    def parse_position(self, tokens: Sequence[str]) -> Position:
        """Read the cards, then optionally '/' and the card taken last.

        >>> Cards().parse_position(["2", "3", "/", "6"])
        ((2, 3), 6)
        """
        text = " ".join(tokens)
        head, slash, tail = text.partition("/")
        cards = parse_cards(head)
        last = None
        if slash:
            numbers = parse_cards(tail, MESSAGES("last_card"))
            if len(numbers) != 1:
                raise InputError(MESSAGES("one_after_slash", tail=tail.strip()))
            last = numbers[0]
        return self.validate((cards, last))

    def position_to_json(self, position: Any) -> dict[str, Any]:
        cards, last = position
        return {"cards": list(cards), "last": last}

    def position_from_json(self, value: Any) -> Position:
        if isinstance(value, list):
            return self.validate((value, None))
        if not isinstance(value, dict) or "cards" not in value:
            raise InputError(MESSAGES("json_position"))
        unknown = set(value) - {"cards", "last"}
        if unknown:
            raise InputError(MESSAGES("unknown_keys", keys=", ".join(sorted(unknown))))
        if not isinstance(value["cards"], list):
            raise InputError(MESSAGES("not_a_list_of", value=quoted(value["cards"])))
        return self.validate((value["cards"], value.get("last")))

    def move_to_json(self, position: Any, after: Any) -> int:
        """A move in JSON is the card taken."""
        return int(after[1])

    def format_position(self, position: Any, lang: str = "en") -> str:
        """The cards left, and the card taken last when there is one.

        >>> g = Cards()
        >>> g.format_position(((1, 2, 2, 3), 4)), g.format_position(((1, 2, 2, 3), 4), "zh")
        ('cards 1 2 2 3, last 4', '卡片 1 2 2 3，上一张 4')
        >>> g.format_position(((), 6), "zh"), g.format_position(((2, 3), None), "zh")
        ('卡片：无，上一张 6', '卡片 2 3')
        """
        cards, last = position
        return _position_text(_short(cards, lang) if cards else "", last, lang)

    def format_after(self, position: Any, after: Any, lang: str = "en") -> str:
        """The position a move leaves, written from the position before it.

        A report of thousands of cards lists thousands of moves: each is
        written from the first values of the cards before it, with one card
        less, never from the cards it leaves (which would take a pass over all
        of them for every move).  ``position`` is as :meth:`validate` gives it
        (its cards sorted), ``after`` one move from it.

        >>> g = Cards()
        >>> g.format_after(((2, 3, 3, 6), None), ((2, 3, 6), 3))
        'cards 2 3 6, last 3'
        """
        cards, _last = position
        left, taken = after
        if len(left) <= SHORT_CARDS or len(left) != len(cards) - 1:
            return self.format_position(after, lang)
        # The first values before the move, two more than shown: however the
        # taken card changes them, they still tell what is shown and whether more follow.
        values = _first_values(cards, SHOWN_VALUES + 2)
        for i, (v, m) in enumerate(values):
            if v == taken:
                values[i: i + 1] = [(v, m - 1)] if m > 1 else []
                break
        return _position_text(_shortened(values, len(left), lang), taken, lang)

    def describe_move(self, position: Any, after: Any, lang: str = "en") -> str:
        return MESSAGES("take", card=after[1]).render(lang)

    def move_text(self, position: Any, after: Any) -> str:
        return int_to_str(after[1])

    def parse_move(self, position: Any, text: str) -> Position:
        """Read the number of the card to take.

        >>> Cards().parse_move(((2, 3, 4), 6), "3")
        ((2, 4), 3)
        >>> Cards().parse_move(((2, 3, 4), 6), "4")
        Traceback (most recent call last):
        ...
        grundy.errors.InputError: 4 neither divides nor is a multiple of 6, the last card
        """
        words = text.replace(",", " ").split()
        if len(words) != 1:
            raise InputError(MESSAGES("type_card", text=text))
        value = parse_cards(words[0])[0]
        self._check_take(position, value)
        return _remove_one(position[0], value), value

    def render(self, position: Any, lang: str = "en") -> str:
        """The cards left, the last card and the cards that may be taken now.

        >>> print(Cards().render(((1, 2, 2, 5), 4)))
        cards left (4): 1 2 2 5
        last card taken: 4
        you may take: 1 2
        """
        cards, last = position
        legal = self.legal(position)
        may = " ".join(map(int_to_str, legal[:40])) + (" ..." if len(legal) > 40 else "")
        lines = [MESSAGES("cards_left", count=len(cards), cards=_short(cards, lang) if cards else MESSAGES("none"))]
        if last is None:
            first = MESSAGES("any_card") if self.choices is None else " ".join(map(int_to_str, self.choices))
            lines.append(MESSAGES("first", cards=first))
        else:
            lines.append(MESSAGES("last_taken", last=last))
        lines.append(MESSAGES("may_take", cards=may or MESSAGES("nothing")))
        return "\n".join(line.render(lang) for line in lines)

    # ------------------------------------------------------------------ play
    def size(self, position: Any) -> int:
        """The cards still in play: those joined to the last card by chains of divisibility."""
        cards, last = position
        if last is None:
            return len(cards)
        counts = Counter(cards)
        values = sorted(set(counts) | {last})
        neighbours: dict[int, list[int]] = {v: [] for v in values}
        for i, j in divisibility_pairs(values):
            neighbours[values[i]].append(values[j])
            neighbours[values[j]].append(values[i])
        seen, stack = {last}, [last]
        while stack:
            for w in neighbours[stack.pop()]:
                if w not in seen:
                    seen.add(w)
                    stack.append(w)
        return sum(counts[v] for v in seen)

    def random_position(self, rng: Any, scale: int = 20) -> Position:
        count = rng.randint(5, 10)
        cards = [rng.randint(1, max(2, scale)) for _ in range(count)]
        cards.extend(self.choices or ())
        return self.validate((cards, None))
