"""Judge format for the Lanqiao divisor/multiple card game ("约数倍数选卡片").

Input: two lines, the cards on the table and the numbers the first player
may start with (each of them among the cards).  Output: one line, the
smallest starting number that guarantees a win, or -1.

>>> import io
>>> out = io.BytesIO()
>>> lanqiao_cards(io.BytesIO(b"1 2 2 3 3 4 5\\n3 4 5\\n"), out)
>>> out.getvalue()
b'4\\n'
>>> lanqiao_cards(io.BytesIO(b"2 3 6\\n3 7\\n"), io.BytesIO())
Traceback (most recent call last):
...
grundy.judge.JudgeError: line 2: choice 7 is not among the cards

The original problem keeps the values between 1 and 100; any positive
integers are accepted here.  Tokens are separated by spaces or tabs, lines
may end in CRLF, and blank lines after the second line are ignored.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from typing import BinaryIO

from ..errors import InputError
from ..bigint import parse_int
from ..games.cards import MAX_CARDS, MAX_VALUES, explain, winning_cards
from ..messages import Text, catalogue
from . import JudgeError, JudgeFormat, Named, show_token
from .format import Case, explained, quoted_numbers

__all__ = ["CARDS", "LanqiaoCards", "MAX_INPUT_BYTES", "lanqiao_cards", "read_cards", "read_numbers"]

MESSAGES = catalogue("judge.cards", {
    "summary_lanqiao_cards": ("Lanqiao divisor/multiple cards: the cards, the allowed first numbers; the answer",
                      "蓝桥杯约数倍数选卡片：卡片一行，可先拿的数一行；输出答案"),
    "card": ("card", "卡片"),
    "choice": ("choice", "可选的第一张"),
    "not_positive": ("{what} {token} is not a positive integer", "{what} {token} 不是正整数"),
    "too_large": ("the input is larger than {mb} MB", "输入超过了 {mb} MB"),
    "no_cards": ("no cards on the first line", "第一行没有卡片"),
    "too_many_cards": ("{count:,} {count:~card|cards} are more than the {limit:,} allowed", "{count:,} 张卡片，超过允许的 {limit:,} 张"),
    "too_many_values": ("{count:,} different {count:~value|values} are more than the {limit:,} allowed",
                        "{count:,} 种不同的数，超过允许的 {limit:,} 种"),
    "no_choices": ("the second line, the numbers the first player may choose, is missing", "缺少第二行：先手第一张可以拿的数"),
    "choice_not_a_card": ("choice {choice} is not among the cards", "可选的第一张 {choice} 不在卡片中"),
    "one_case": ("an input of this problem has one case, not {count}", "这道题的一个输入只有一组数据，而不是 {count} 组"),
    "extra_input": ("unexpected input {token} after the two lines", "两行之后还有多余的输入 {token}"),
})

_PLAIN_LINE = re.compile(rb"[0-9 \t\r\x0b\x0c]*")
_ZERO_TOKEN = re.compile(rb"(?<![0-9])0+(?![0-9])")

#: The most cards a generated input holds (the statement's values are 1 to 100).
CARDS = 100

#: The largest input read (the cards must all be known before answering).
MAX_INPUT_BYTES = 256 << 20


def read_numbers(line: bytes, number: int, what: Named) -> list[int]:
    """The positive integers on one input line, or a JudgeError naming the line and token.

    >>> read_numbers(b"2 3\\t6\\r", 1, "card")
    [2, 3, 6]
    >>> read_numbers(b"2 -3", 1, "card")
    Traceback (most recent call last):
    ...
    grundy.judge.JudgeError: line 1: card '-3' is not a positive integer
    """
    tokens = line.split()
    if (
        _PLAIN_LINE.fullmatch(line)
        and not _ZERO_TOKEN.search(line)
        and max(map(len, tokens), default=0) <= 4000
    ):
        return list(map(int, tokens))  # the common case, checked as a whole line
    values = []
    for token in tokens:
        if not token.isdigit() or not token.strip(b"0"):
            raise JudgeError(number, MESSAGES("not_positive", what=what, token=show_token(token)))
        values.append(int(parse_int(token)))
    return values


def lanqiao_cards(stream: BinaryIO, out: BinaryIO) -> None:
    """Lanqiao "约数倍数选卡片": the smallest winning first number, or -1.

    Raises :class:`~grundy.judge.JudgeError` for an empty card line, a
    missing or empty second line, a token that is not a positive integer,
    a number on the second line that is not among the cards, or input
    after the second line.
    """
    cards, choices = read_cards(stream)
    wins = winning_cards(cards, None, choices)
    out.write(b"%d\n" % (wins[0] if wins else -1))


def read_cards(stream: BinaryIO) -> tuple[list[int], list[int]]:
    """The cards and the allowed first numbers of a Lanqiao input (errors as :func:`lanqiao_cards` says)."""
    data = stream.read(MAX_INPUT_BYTES + 1)
    if len(data) > MAX_INPUT_BYTES:
        raise JudgeError(1, MESSAGES("too_large", mb=MAX_INPUT_BYTES >> 20))
    lines = data.split(b"\n")
    cards = read_numbers(lines[0], 1, MESSAGES("card"))
    if not cards:
        raise JudgeError(1, MESSAGES("no_cards"))
    if len(cards) > MAX_CARDS:
        raise JudgeError(1, MESSAGES("too_many_cards", count=len(cards), limit=MAX_CARDS))
    if len(set(cards)) > MAX_VALUES:
        raise JudgeError(1, MESSAGES("too_many_values", count=len(set(cards)), limit=MAX_VALUES))
    if len(lines) < 2 or not lines[1].strip():
        raise JudgeError(2, MESSAGES("no_choices"))
    choices = read_numbers(lines[1], 2, MESSAGES("choice"))
    present = set(cards)
    for c in choices:
        if c not in present:
            raise JudgeError(2, MESSAGES("choice_not_a_card", choice=c))
    for number, extra in enumerate(lines[2:], 3):
        if extra.strip():
            raise JudgeError(number, MESSAGES("extra_input", token=show_token(extra.split()[0])))
    return cards, choices


class LanqiaoCards(JudgeFormat):
    """Lanqiao cards (约数倍数选卡片): see :func:`lanqiao_cards`."""

    name = "lanqiao-cards"
    aliases = ("cards",)
    problem = "Lanqiao cards (约数倍数选卡片)"
    summary = MESSAGES("summary_lanqiao_cards")
    game = "cards"
    sample_input = b"1 2 2 3 3 4 5\n3 4 5\n"
    sample_output = b"4\n"
    max_cases = 1
    solve = staticmethod(lanqiao_cards)

    def cases(self, stream: BinaryIO) -> Iterator[Case]:
        cards, choices = read_cards(stream)
        yield Case(1, 1, f"{quoted_numbers(cards)} / {quoted_numbers(choices)}", (cards, choices), 2)

    def answer(self, case: Case) -> list[str]:
        cards, choices = case.data
        wins = winning_cards(cards, None, choices)
        return [str(wins[0] if wins else -1)]

    def why(self, case: Case) -> Text:
        cards, choices = case.data
        return explained(lambda lang: explain(cards, None, choices, lang))

    def generate(self, rng: random.Random, count: int, hard: bool = False) -> Iterator[bytes]:
        # One case: up to CARDS cards between 1 and 100 (the statement's bounds), and some of them as choices.
        if count != 1:
            raise InputError(MESSAGES("one_case", count=count))
        if hard:
            yield rng.choice(self.hard_inputs())
            return
        else:
            cards = [rng.randint(1, 100) for _ in range(rng.randint(1, CARDS))]
        values = sorted(set(cards))
        choices = rng.sample(values, rng.randint(1, len(values)))
        yield f"{' '.join(map(str, cards))}\n{' '.join(map(str, choices))}\n".encode("ascii")

    def hard_inputs(self) -> list[bytes]:
        # Many equal cards, a 1 (which divides every card), primes that nothing divides,
        # a lost game (-1), and choices given out of order (the answer is the smallest).
        rng = random.Random(1)
        games = [([1] * CARDS, [1]), ([1, *rng.choices([2, 3, 5, 7, 11, 97], k=CARDS - 1)], [1, 97, 2]),
                 ([97, 89, 83, 1], [97, 89, 83, 1]), ([2] * 50 + [4] * 49 + [1], [4, 2, 1]),
                 (list(range(1, CARDS + 1)), list(range(CARDS, 0, -1))), ([2, 2], [2]), ([6, 3, 2], [6, 3, 2]),
                 ([1, 2, 2, 3, 3, 4, 5], [5, 4, 3]), ([4, 4, 2, 2, 8], [8, 4, 2]), ([7], [7]), ([1, 1], [1])]
        return [f"{' '.join(map(str, c))}\n{' '.join(map(str, k))}\n".encode() for c, k in games]
