"""Disjunctive sums: several games side by side; a move is a move in one of them.

Whoever cannot move in any component loses.  By the Sprague-Grundy theorem
the sum's Grundy value is the XOR of its components' values; it is a
P-position iff that XOR is 0, and a winning move changes one component i
to an option of value g_i XOR total.

>>> from grundy.games.wythoff import Wythoff
>>> from grundy.games.subtraction import Subtraction
>>> game = Sum(games=(Wythoff(), Subtraction(set=(1, 3, 4))))
>>> position = ((3, 5), (10,))
>>> game.grundy(position), game.outcome(position)
(1, 'N')
>>> game.winning_moves(position)
[((3, 5), (9,)), ((3, 5), (7,))]
>>> print(game.format_position(position))
wythoff (3, 5) + subtraction (10)

On the command line each component is one quoted argument, written as for
``grundy GAME ...``: ``grundy sum "wythoff 3 5" "subtraction --set 1,3,4 10"``.

Algorithm notes: the Sprague-Grundy theorem (Sprague 1935, Grundy 1939;
Winning Ways, ch. 3-4).  The moves to value g_i XOR total in component i
are asked of the component (``Game.grundy_moves``); when the total
differs from 0, some component has g_i XOR total < g_i, and the mex rule
guarantees it such a move.  Listing *every* winning move means looking at
every option of every component, which is done when the components are
small; for huge components the answer holds the winning moves found
within a budget (at least one) and says that the list may be partial.
"""

from __future__ import annotations

import dataclasses
import shlex
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from itertools import islice
from typing import Any, ClassVar

from ..drawing import Shell
from ..engine import Outcome, nim_sum
from ..errors import GrundyError, InputError, TooLargeError, UnsupportedError
from ..bigint import int_to_str
from ..game import Game
from ..messages import Text, catalogue, joined
from ..options import MISERE, Option
from ..report import Analysis

__all__ = ["Sum", "parse_component"]

MESSAGES = catalogue("sum", {
    "empty": ('an empty component; write each as "GAME POSITION..."', '分量是空的；每个分量写作 "游戏 局面..."'),
    "nested": ("a sum cannot be a component of a sum; list its parts instead",
               "游戏的和不能作为和的分量；请直接列出它的各部分"),
    "whole_sum": ("--json, --grundy and --lang apply to the whole sum, not to a component",
                  "--json、--grundy 和 --lang 作用于整个和，不能写在分量里"),
    "in_component": ("component {text!r}: {error}", "分量 {text!r}：{error}"),
    "not_a_game": ("a component must be a game, not {game!r}", "分量必须是一个游戏，不能是 {game!r}"),
    "misere": ("{game} is misère: components of a sum need Grundy values (normal play); for misère play of "
               "heaps of one octal game, give --misere to the sum",
               "{game}用的是反常规则：和的分量需要 SG 值（常规规则）；几堆同一八进制博弈的反常规则，请对整个和用 --misere"),
    "misere_sum": ("a misère sum needs components that are heaps of one octal game (its misère quotient answers), "
                   "not {game}", "反常规则的和要求各分量都是同一个八进制博弈的堆（由其反常商回答），不能是 {game}"),
    "misere_why": ("the components are heaps of {code}; as one sum of heaps: {why}",
                   "各分量都是 {code} 的堆；合为一个堆的和：{why}"),
    "turn_in_position": ("{game} cannot be a component of a sum: its position holds whose turn it is, which a "
                         "move in another component would have to change; analyse it alone",
                         "{game}不能作为游戏的和的分量：它的局面记着轮到谁走，而在别的分量中走一步也得改变它；请单独分析它"),
    "needs_components": ('a sum needs components, e.g. grundy sum "wythoff 3 5" "nim 4 7"',
                         '游戏的和需要分量，例如 grundy sum "wythoff 3 5" "nim 4 7"'),
    "title": ("Sum of games: {parts}", "游戏的和：{parts}"),
    "no_component": ("a sum needs at least one component", "游戏的和至少要有一个分量"),
    "component_count": ("a position of this sum has {count} components", "这个和的局面有 {count} 个分量"),
    "one_component": ("a move is made in exactly one component", "一步恰好在一个分量中走"),
    "not_found": ("no winning move found within the search budget", "在搜索限额内没有找到必胜走法"),
    "no_such_move": ("{game}: no move to Grundy value {target} among the first {limit:,} options",
                     "{game}：前 {limit:,} 个走法中没有到达 SG 值 {target} 的走法"),
    "values": ("the Grundy values of the components are {listed}, and the sum's value is their XOR, "
               "{terms} = {total}", "各分量的 SG 值为 {listed}，和的 SG 值是它们的异或和：{terms} = {total}"),
    "list_separator": (", ", "、"),
    "xor": (" xor ", " ⊕ "),
    "lost": (": 0, so every move changes one component's value and leaves a nonzero XOR (Sprague-Grundy theorem).",
             "，为 0：任何一步只改变一个分量的值，异或和变为非零，所以是必败态（Sprague-Grundy 定理）。"),
    "won": (", nonzero: in component {i} ({game}), {move}, to a position of value {value} xor {total} = {target}, "
            "which makes the XOR 0.",
            "，不为 0：在第 {i} 个分量（{game}）中{move}，使该分量的值变为 {value} ⊕ {total} = {target}，异或和变为 0。"),
    "tokens": ("this sum has {count} components, got {given}", "这个和有 {count} 个分量，给出了 {given} 个"),
    "json_list": ("a position of this sum is a list of {count} {count:~position|positions}", "这个和的局面是 {count} 个局面组成的列表"),
    "move_in": ("in component {i} ({game}): {move}", "在第 {i} 个分量（{game}）中：{move}"),
    "no_move": ("no move", "未走子"),
    "type_move": ("type a component number and a move, e.g. '1 both 2', not {text!r}",
                  "请输入分量的编号和走法，例如 '1 both 2'，而不是 {text!r}"),
    "no_such_component": ("there is no component {i} (1 to {count})", "没有第 {i} 个分量（只有 1 到 {count}）"),
    "no_random": ("a sum needs its components before it has positions", "游戏的和要先有分量才有局面"),
})

#: The errors of shlex, which reads a component's words, by their English (as gettext asks).
SHLEX = catalogue("sum.shlex", {
    "no_closing": ("No closing quotation", "引号不配对"),
    "no_escaped": ("No escaped character", "反斜杠后缺少字符"),
}, style="printf")

#: Options examined per component when listing every winning move.
SCAN_LIMIT = 20_000
#: Options examined at most to find the one winning move the theorem promises.
FIND_LIMIT = 2_000_000


def parse_component(text: str) -> tuple[Game, Any]:
    """Read one component, written as on the command line: ``"wythoff 3 5"``.

    >>> parse_component("subtraction --set 1,2 7")
    (Subtraction(set=(1, 2), misere=False), (7,))
    >>> parse_component("chess e4")
    Traceback (most recent call last):
    ...
    grundy.errors.InputError: component 'chess e4': unknown game 'chess' (known: ...)
    """
    from ..build import game_from_words
    from ..registry import find_game

    try:
        words = shlex.split(text)
    except ValueError as exc:
        error = Text.literal(str(exc), SHLEX.gettext(str(exc), "zh"))
        raise InputError(MESSAGES("in_component", text=text, error=error)) from None
    if not words:
        raise InputError(MESSAGES("empty"))
    try:
        if find_game(words[0]) is Sum:
            raise InputError(MESSAGES("nested"))
        if any(w in ("--json", "--grundy", "--lang") or w.startswith("--lang=") for w in words[1:]):
            raise InputError(MESSAGES("whole_sum"))
        game, position, _flags = game_from_words(words)
        position = game.validate(position)
    except GrundyError as exc:  # also the parser's UsageError
        error = Text.literal(" ".join(str(exc).split()), " ".join(exc.text("zh").split()))
        raise InputError(MESSAGES("in_component", text=text, error=error)) from None
    except ValueError as exc:
        raise InputError(MESSAGES("in_component", text=text, error=" ".join(str(exc).split()))) from None
    return game, position


TEXTS = catalogue("sum.texts", {
    "title": ("Sum of games", "游戏的和"),
    "summary": ("Disjunctive sum of several games", "几个游戏的和"),
    "position_help": ('the components, each quoted as for "grundy GAME ...", e.g. "wythoff 3 5" "nim 4 7"',
                      '各个分量，每个用引号括起，写法同 "grundy 游戏 ..."，例如 "wythoff 3 5" "nim 4 7"'),
    "move_help": ("'COMPONENT MOVE', e.g. '2 both 1' plays 'both 1' in component 2",
                  "'分量 走法'，例如 '2 both 1' 在第 2 个分量中走 'both 1'"),
})


def _refused(game: Game) -> Text:
    # A component a sum refuses, as the refusal names it: with its rules in English, by its title in Chinese.
    return Text.literal(game.display_title(), game.title_in("zh") or game.name)


@dataclass(frozen=True)
class Sum(Game):
    """The disjunctive sum of several games (normal play); a position holds one
    position per component."""

    games: tuple[Game, ...] = ()
    #: Misère play of the whole sum: the components are heaps of one octal game (its misère quotient).
    misere: bool = dataclasses.field(default=False, repr=False)

    name: ClassVar[str] = "sum"
    samples: ClassVar[tuple[tuple[dict[str, Any], Any], ...]] = (({"games": [{"game": "wythoff"}, {"game": "nim"}]}, ((3, 5), (4, 7))),)
    shell: ClassVar[Shell] = dataclasses.replace(
        Game.shell,
        position_metavar="COMPONENT",
        examples=(
            'grundy sum "wythoff 3 5" "nim 4 7" "queen D4"',
            'grundy sum "bash 10 --max-take 3" "subtraction 7 --set 2,3" --grundy',
        ),
    )
    title: ClassVar[Text] = TEXTS("title")
    aliases_zh: ClassVar[tuple[str, ...]] = ("和", "游戏的和")
    summary: ClassVar[Text | None] = TEXTS("summary")
    position_help: ClassVar[Text] = TEXTS("position_help")
    move_help: ClassVar[Text | None] = TEXTS("move_help")
    cli_options: ClassVar[tuple[Option, ...]] = (MISERE,)

    def __post_init__(self) -> None:
        object.__setattr__(self, "games", tuple(self.games))
        first = None
        for game in self.games:
            if not isinstance(game, Game):
                raise InputError(MESSAGES("not_a_game", game=game))
            code = getattr(game, "code", None) if game.name == "octal" else None
            first = code if first is None else first
            if self.misere and (code is None or code != first):
                raise UnsupportedError(MESSAGES("misere_sum", game=_refused(game)))
            if getattr(game, "misere", False) and not self.misere:
                raise UnsupportedError(MESSAGES("misere", game=_refused(game)))
            if game.turn_in_position:
                raise InputError(MESSAGES("turn_in_position", game=_refused(game)))

    @classmethod
    def from_tokens(cls, tokens: Sequence[str], **rules: Any) -> tuple[Sum, tuple[Any, ...]]:
        """Build the sum and its position from quoted components."""
        if not tokens:
            raise InputError(MESSAGES("needs_components"))
        parsed = [parse_component(t) for t in tokens]
        game = cls(games=tuple(g for g, _ in parsed), **rules)
        return game, tuple(p for _, p in parsed)

    def rules(self) -> dict[str, Any]:
        rules: dict[str, Any] = {"games": [{"game": g.name, "rules": g.rules()} for g in self.games]}
        return {**rules, "misere": True} if self.misere else rules

    def _misere(self, position: Any) -> Any:
        from .quotient.misere import sum_answer

        return sum_answer(self.games[0].code, position)  # type: ignore[attr-defined]

    def display_title(self, lang: str = "en") -> str:
        parts = " + ".join(g.display_title(lang) for g in self.games) or "-"
        return MESSAGES("title", parts=parts).render(lang)

    # ----------------------------------------------------------------- rules
    def validate(self, position: Any) -> tuple[Any, ...]:
        if not self.games:
            raise InputError(MESSAGES("no_component"))
        if not isinstance(position, (tuple, list)) or len(position) != len(self.games):
            raise InputError(MESSAGES("component_count", count=len(self.games)))
        return tuple(g.validate(p) for g, p in zip(self.games, position))

    def options(self, position: Any) -> Iterator[tuple[Any, ...]]:
        for i, (game, part) in enumerate(zip(self.games, position)):
            for option in game.options(part):
                yield position[:i] + (option,) + position[i + 1 :]

    def check_move(self, position: Any, after: Any) -> None:
        changed = [i for i, (p, q) in enumerate(zip(position, after)) if p != q]
        if len(changed) != 1:
            raise InputError(MESSAGES("one_component"))
        i = changed[0]
        self.games[i].check_move(position[i], after[i])

    def is_over(self, position: Any) -> bool:
        return all(g.is_over(p) for g, p in zip(self.games, position))

    # -------------------------------------------------------------- solution
    def component_values(self, position: Any) -> list[int]:
        """The Grundy value of each component (normal play)."""
        if self.misere:
            from ..errors import misere_grundy_error

            raise misere_grundy_error()
        return [g.grundy(p) for g, p in zip(self.games, self.read(position))]

    def grundy(self, position: Any) -> int:
        return nim_sum(self.component_values(position))

    def outcome(self, position: Any) -> Outcome:
        if self.misere:
            return "P" if self._misere(self.read(position))[0].outcome == "P" else "N"
        return "N" if self.grundy(position) else "P"

    def winning_moves(self, position: Any) -> list[tuple[Any, ...]]:
        """Winning moves, component by component in each component's move order.

        Every one of them when the components are small enough to scan (see
        :meth:`winning_moves_found` for whether the list is complete).
        """
        return self.winning_moves_found(position)[0]

    def winning_moves_found(self, position: Any) -> tuple[list[tuple[Any, ...]], bool]:
        """(winning moves, True if that is all of them)."""
        position = self.read(position)
        if self.misere:
            answer, found = self._misere(position)
            return found, answer.complete
        values = self.component_values(position)
        total = nim_sum(values)
        if total == 0:
            return [], True
        moves: list[tuple[Any, ...]] = []
        complete = True
        for i, (game, part, value) in enumerate(zip(self.games, position, values)):
            target = value ^ total
            options, whole = self._moves_to(game, part, target, must=target < value and not moves)
            complete = complete and whole
            moves.extend(position[:i] + (o,) + position[i + 1 :] for o in options)
        if not moves:  # the theorem promises one; a component's search fell short
            raise TooLargeError(MESSAGES("not_found"))
        return moves, complete

    @staticmethod
    def _moves_to(game: Game, part: Any, target: int, must: bool) -> tuple[list[Any], bool]:
        """Options of one component with Grundy value target, and whether all were seen."""
        if game.names_grundy_moves:
            named = list(islice(game.grundy_moves(part, target), SCAN_LIMIT + 1))
            return named[:SCAN_LIMIT], len(named) <= SCAN_LIMIT
        found: list[Any] = []
        for count, option in enumerate(game.options(part), 1):
            if count > SCAN_LIMIT and not (must and not found):
                return found, False
            if count > FIND_LIMIT:
                title = Text.literal(game.display_title(), game.display_title("zh"))
                raise TooLargeError(MESSAGES("no_such_move", game=title, target=target, limit=FIND_LIMIT))
            if game.grundy(option) == target:
                found.append(option)
        return found, True

    def explain(self, position: Any, lang: str = "en") -> str:
        position = self.read(position)
        if self.misere:
            from .quotient.misere import explanation

            answer, moves = self._misere(position)
            flat = tuple(h for part in position for h in part)
            why = explanation(answer, flat, lambda after: self.describe_move(position, moves[0], lang), lang)
            return MESSAGES("misere_why", code=answer.quotient.code, why=why).render(lang)
        values = self.component_values(position)
        moves = self.winning_moves_found(position)[0] if nim_sum(values) else []
        return self._explain(position, values, moves, lang)

    def _explain(self, position: Any, values: list[int], moves: list[Any], lang: str) -> str:
        total = nim_sum(values)
        written = list(map(int_to_str, values))
        head = MESSAGES("values", listed=joined(written, MESSAGES("list_separator")),
                        terms=joined(written, MESSAGES("xor")), total=total).render(lang)
        if total == 0:
            return head + MESSAGES("lost").render(lang)
        first = moves[0]
        i = next(k for k, (p, q) in enumerate(zip(position, first)) if p != q)
        target = values[i] ^ total
        move = self.games[i].describe_move(position[i], first[i], lang)
        named = self.games[i].named()
        return head + MESSAGES("won", i=i + 1, game=named, move=move, value=values[i], total=total,
                               target=target).render(lang)

    def analyse(self, position: Any, lang: str = "en", **flags: Any) -> Analysis:
        position = self.read(position)
        if self.misere:
            answer, moves = self._misere(position)
            return Analysis(game=self, position=position, outcome=answer.outcome, winning_moves=tuple(moves),
                            explanation=self.explain(position, lang), extra=answer.extra(), lang=lang)
        values = self.component_values(position)
        moves, complete = self.winning_moves_found(position)
        components = []
        for game, part, value in zip(self.games, position, values):
            components.append({
                "game": game.name,
                "rules": game.rules(),
                "position": game.position_to_json(part),
                "grundy": value,
            })
        extra: dict[str, Any] = {"components": components, "all_winning_moves": complete}
        if moves:
            described = []
            for after in moves:
                i = next(k for k, (p, q) in enumerate(zip(position, after)) if p != q)
                described.append({
                    "component": i + 1,
                    "game": self.games[i].name,
                    "move": self.games[i].move_to_json(position[i], after[i]),
                })
            extra["winning_components"] = described
        return Analysis(
            game=self,
            position=position,
            outcome="N" if moves else "P",
            winning_moves=tuple(moves),
            explanation=self._explain(position, values, moves, lang),
            grundy=nim_sum(values),
            extra=extra,
            lang=lang,
        )

    # -------------------------------------------------------------- notation
    def parse_position(self, tokens: Sequence[str]) -> tuple[Any, ...]:
        """Read the components' positions, one quoted argument each (games as in this sum)."""
        if len(tokens) != len(self.games):
            raise InputError(MESSAGES("tokens", count=len(self.games), given=len(tokens)))
        return tuple(g.parse_position(shlex.split(t)) for g, t in zip(self.games, tokens))

    def position_to_json(self, position: Any) -> Any:
        return [g.position_to_json(p) for g, p in zip(self.games, position)]

    def position_from_json(self, value: Any) -> Any:
        if not self.games:
            raise InputError(MESSAGES("no_component"))
        if not isinstance(value, list) or len(value) != len(self.games):
            raise InputError(MESSAGES("json_list", count=len(self.games)))
        return tuple(g.position_from_json(v) for g, v in zip(self.games, value))

    def format_position(self, position: Any, lang: str = "en") -> str:
        """The components' positions, each after its game's name (its title in Chinese).

        >>> from grundy.games.cards import Cards
        >>> from grundy.games.nim import Nim
        >>> game, position = Sum(games=(Nim(), Cards())), ((3,), ((2, 3), None))
        >>> game.format_position(position)
        'nim (3) + cards 2 3'
        >>> game.format_position(position, "zh")
        '尼姆博弈 (3) + 约数倍数选卡片：卡片 2 3'
        """
        parts = []
        for g, p in zip(self.games, position):
            shown = g.format_position(p, lang)
            if lang == "zh":
                # A position that starts with words of its own reads after a colon.
                sep = "：" if shown[:1].isalpha() and not shown[:1].isascii() else " "
                parts.append(f"{g.title_in('zh') or g.name}{sep}{shown}")
            elif shown.startswith(g.name + " "):  # it names its game already: "cards 2 3"
                parts.append(shown)
            else:
                parts.append(f"{g.name} {shown}")
        return " + ".join(parts)

    def describe_move(self, position: Any, after: Any, lang: str = "en") -> str:
        for i, (game, p, q) in enumerate(zip(self.games, position, after), 1):
            if p != q:
                named = game.named()
                return MESSAGES("move_in", i=i, game=named, move=game.describe_move(p, q, lang)).render(lang)
        return MESSAGES("no_move").render(lang)

    def move_text(self, position: Any, after: Any) -> str:
        for i, (game, p, q) in enumerate(zip(self.games, position, after), 1):
            if p != q:
                return f"{i} {game.move_text(p, q)}"
        return ""

    def parse_move(self, position: tuple[Any, ...], text: str) -> tuple[Any, ...]:
        """Read 'COMPONENT MOVE': the component's number, then a move in its own notation."""
        words = text.split(maxsplit=1)
        if len(words) != 2 or not (words[0].isascii() and words[0].isdigit()):
            raise InputError(MESSAGES("type_move", text=text))
        i = int(words[0])
        if not 1 <= i <= len(self.games):
            raise InputError(MESSAGES("no_such_component", i=i, count=len(self.games)))
        after = self.games[i - 1].parse_move(position[i - 1], words[1])
        return position[: i - 1] + (after,) + position[i:]

    def render(self, position: Any, lang: str = "en") -> str:
        blocks = []
        for i, (game, part) in enumerate(zip(self.games, position), 1):
            blocks.append(f"[{i}] {game.display_title(lang)}\n{game.render(part, lang)}")
        return "\n".join(blocks)

    def size(self, position: Any) -> int:
        return sum(g.size(p) for g, p in zip(self.games, position))

    def random_position(self, rng: Any, scale: int = 20) -> tuple[Any, ...]:
        if not self.games:
            raise UnsupportedError(MESSAGES("no_random"))
        return tuple(g.random_position(rng, scale) for g in self.games)
