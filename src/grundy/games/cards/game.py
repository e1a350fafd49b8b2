"""The card game's class: its positions (the cards left and the card taken last), moves, answers and notation.
"""

from __future__ import annotations

import bisect
from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, replace
from typing import Any, ClassVar

from ...drawing import Shell
from ...engine import Outcome
from ...errors import InputError, TooLargeError
from ...bigint import int_to_str
from ...game import Game
from ...messages import Text, catalogue
from ...options import Option
from ...report import Analysis
from ...validation import quoted
from .solver import (

    check_size,
    MESSAGES as SOLVER_MESSAGES, _adjacent, _check_value, divisibility_pairs, legal_cards, matching_number,
    winning_cards,
)
from .text import (
    SHORT_CARDS, SHOWN_VALUES, _first_values, _position_text, _short, _shortened, explain, parse_cards,
)

__all__ = ["Cards"]

MESSAGES = catalogue("cards", {
    "not_a_list_of": ("the cards are a list of positive integers, not {value}", "卡片是正整数的列表，不能是 {value}"),
    "choice": ("choice", "可选的第一张"),
    "give_cards": ("give the cards with --cards, e.g. --cards \"2 3 6\"",
                   "请用 --cards 给出卡片，例如 --cards \"2 3 6\""),
    "cards_option_card": ("--cards: card", "--cards：卡片"),
    "one_last_card": ("give at most one number after the options (the card taken last), not {count}",
                      "选项后面至多写一个数（上一张拿走的卡片），而不是 {count} 个"),
    "last_not_one": ("the last card: {token!r} is not one positive integer", "上一张：{token!r} 不是一个正整数"),
    "no_cards_given": ("--cards: no cards given", "--cards：没有给出卡片"),
    "choices_option_choice": ("--choices: choice", "--choices：可选的第一张"),
    "no_choices": ("--choices: no numbers given (leave --choices out to allow any card)",
                   "--choices：没有给出数（不写 --choices 则任意一张都可以先拿）"),
    "choice_not_a_card": ("--choices: {c} is not among the cards", "--choices：{c} 不在卡片中"),
    "not_a_position": ("a card position is (cards, last card): the cards left and the card taken last",
                       "卡片局面是 (卡片, 上一张)：剩下的卡片和上一张拿走的卡片"),
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


# ------------------------------------------------------------------ the game
Position = tuple[tuple[int, ...], int | None]
def _remove_one(cards: tuple[int, ...], value: int) -> tuple[int, ...]:
    i = bisect.bisect_left(cards, value)
    return cards[:i] + cards[i + 1 :]


TEXTS = catalogue("cards.texts", {
    "title": ("The divisor/multiple card game", "约数倍数选卡片"),
    "summary": ("The divisor/multiple card game (Lanqiao)", "约数倍数选卡片（蓝桥杯）"),
    "position_help": ("the card taken last, for a position in mid-game (leave out at the start)",
                      "上一张拿走的卡片，用于对局中途的局面（开局时不写）"),
    "move_help": ("type the number of the card to take, e.g. '6'", "输入要拿的卡片上的数字，例如 '6'"),
    "cards_help": ('the cards on the table, e.g. "2 3 6" (duplicates allowed)', '桌上的卡片，例如 "2 3 6"（可以重复）'),
    "cards_short": ("--cards", "卡片"),
    "choices_help": ('the numbers the first player may start with, e.g. "3 6" (default: any card)',
                     '先手第一张可以拿的数，例如 "3 6"（默认：任意一张）'),
    "choices_label": ("first card: {value}", "第一张：{value}"),
    "choices_short": ("--choices", "第一张可选"),
})


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
    samples: ClassVar[tuple[tuple[dict[str, Any], Any], ...]] = (({}, ((2, 3, 6), None)),)
    shell: ClassVar[Shell] = replace(
        Game.shell,
        board_kind="cards",
        move_kinds=("pick",),
        random_start=True,
        featured=4,
        position_metavar="LAST",
        examples=(
            'grundy cards --cards "2 3 6" --choices "3 6"',
            'grundy cards --cards "1 2 2 3 3 4 5" --choices "3 4 5" --json',
            'grundy cards --cards "2 4 5 10" 3',
        ),
    )
    title: ClassVar[Text] = TEXTS("title")
    aliases_zh: ClassVar[tuple[str, ...]] = ("卡片", "约数倍数", "选卡片", "约数倍数选卡片")
    summary: ClassVar[Text | None] = TEXTS("summary")
    position_help: ClassVar[Text] = TEXTS("position_help")
    move_help: ClassVar[Text | None] = TEXTS("move_help")
    cli_options: ClassVar[tuple[Option, ...]] = (
        Option("cards", str, TEXTS("cards_help"), metavar='"N N ..."', position=True, short=TEXTS("cards_short")),
        Option("choices", str, TEXTS("choices_help"), metavar='"N N ..."', label=TEXTS("choices_label"),
               short=TEXTS("choices_short")),
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
            given = parse_cards(tokens[0], SOLVER_MESSAGES("last_card"))
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
        check_size(cards, values=False)  # the values are checked first
        checked = tuple(sorted(_check_value(c, MESSAGES("card_i", i=i)) for i, c in enumerate(cards, 1)))
        if last is not None:
            last = _check_value(last, SOLVER_MESSAGES("last_card"))
        check_size(checked)
        return checked, last

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
    def winning_cards(self, position: Any) -> list[int]:
        """Every winning card to take now, by value in increasing order."""
        cards, last = self.read(position)
        return winning_cards(cards, last, self.choices)

    def outcome(self, position: Any) -> Outcome:
        return "N" if self.winning_cards(position) else "P"

    def winning_moves(self, position: Any) -> list[Position]:
        """Every winning move, as the position it leaves, in increasing order of the card taken."""
        cards, _last = position = self.read(position)
        return [(_remove_one(cards, v), v) for v in self.winning_cards(position)]

    def explain(self, position: Any, lang: str = "en") -> str:
        cards, last = self.read(position)
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
            numbers = parse_cards(tail, SOLVER_MESSAGES("last_card"))
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
