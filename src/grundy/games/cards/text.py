"""The card game in words: cards read from text, positions written out (shortened when long), and why a player wins.

>>> parse_cards("2 3, 6"), explain([2, 4], last=8)[:40]
([2, 3, 6], 'Every card you may take (2, 4) is covere')
"""

from __future__ import annotations

import bisect
from collections.abc import Iterable, Sequence
from dataclasses import replace

from ...errors import InputError
from ...bigint import int_to_str, parse_int
from ...messages import Text, catalogue
from .solver import MESSAGES as SOLVER_MESSAGES, _multiset, _structure, legal_cards, matching_number

__all__ = ["explain", "parse_cards"]

MESSAGES = catalogue("cards.text", {
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
    "win_first": ("Take {v}: a maximum matching of the divisibility graph of the {n} {n:~card|cards} has {nu} {edges}, and "
                  "some maximum matching leaves {v} uncovered, so the opponent, who must move on from {v}, loses "
                  "({theorem}).",
                  "拿 {v}：{n} 张卡片的整除关系图的最大匹配有 {nu} {edges}，且有一个最大匹配不覆盖 {v}，所以必须从 "
                  "{v} 接着拿的对手必败（{theorem}）。"),
    "win": ("Take {v}: a maximum matching of the divisibility graph of the remaining {n} {n:~card|cards} has {nu} {edges}, "
            "and some maximum matching leaves {v} uncovered, so the opponent, who must move on from {v}, loses "
            "({theorem}).",
            "拿 {v}：剩余 {n} 张卡片的整除关系图的最大匹配有 {nu} {edges}，且有一个最大匹配不覆盖 {v}，所以必须从 "
            "{v} 接着拿的对手必败（{theorem}）。"),
    "lose_first": ("Every card you may take ({shown}{more}) is covered by every maximum matching of the "
                   "divisibility graph of the {n} {n:~card|cards} ({nu} {edges}), so the opponent, who must move on from it, "
                   "wins by answering along a maximum matching ({theorem}).",
                   "每张可拿的卡片（{shown}{more}）都被 {n} 张卡片的整除关系图的每个最大匹配（{nu} {edges}）覆盖，"
                   "所以必须从它接着拿的对手沿最大匹配应对即可获胜（{theorem}）。"),
    "lose": ("Every card you may take ({shown}{more}) is covered by every maximum matching of the divisibility "
             "graph of the remaining {n} {n:~card|cards} ({nu} {edges}), so the opponent, who must move on from it, wins by "
             "answering along a maximum matching ({theorem}).",
             "每张可拿的卡片（{shown}{more}）都被剩余 {n} 张卡片的整除关系图的每个最大匹配（{nu} {edges}）覆盖，"
             "所以必须从它接着拿的对手沿最大匹配应对即可获胜（{theorem}）。"),
    "separator": (", ", "、"),
    "more": (", ...", "……"),
    "count": (" ({count:,} {count:~card|cards})", "（共 {count:,} 张）"),
    "cards": ("cards {cards}", "卡片 {cards}"),
    "no_cards": ("cards (none)", "卡片：无"),
    "with_last": ("{cards}, last {last}", "{cards}，上一张 {last}"),
})


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
            raise InputError(MESSAGES("not_positive_token", what=what or SOLVER_MESSAGES("card"), token=token[:40]))
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
