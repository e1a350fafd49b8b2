"""The game protocol that every game follows.

A game is a small frozen dataclass whose fields are its rule options (for
example ``Wythoff(misere=True)``); a position is an immutable, hashable
value (usually a tuple of ints).  Every game answers the same questions
through the same names, so the command line, the judge, terminal play and
the web page work for any game in the registry without knowing which one
it is (the games are found by name through :mod:`grundy.registry`):

- rules: :meth:`Game.options` (every move), :meth:`Game.check_move`;
- solution: :meth:`Game.outcome`, :meth:`Game.winning_moves`,
  :meth:`Game.grundy`, :meth:`Game.explain`, :meth:`Game.analyse`;
- notation: :meth:`Game.parse_position`, :meth:`Game.parse_move`,
  :meth:`Game.describe_move`, :meth:`Game.render`, JSON conversion;
- play: :meth:`Game.computer_move`.

A position typed as text is read by one explicit call, :meth:`Game.read`
(``game.read("3 5")``, ``game.read("D4")``), which takes a value too and
returns the position checked.  The questions about a position (outcome,
winning moves, Grundy value, explanation, analysis, the computer's move)
start with it, so they take text as well; the other methods take values.

The defaults solve a game by search through :class:`~grundy.engine.Solver`;
a game with a theorem overrides them with its closed form, and the tests
check the two against each other.

One topic: the protocol, that is :class:`Game` with a default for every
question; games on piles share :class:`grundy.piles.PileGame`.

>>> game = find_game("wythoff")()
>>> game
Wythoff()
>>> game.analyse((3, 5)).outcome
'P'
"""

from __future__ import annotations

import dataclasses
from abc import ABC, abstractmethod
from collections.abc import Callable, Hashable, Iterable, Iterator, Mapping, Sequence
from functools import cached_property
from typing import TYPE_CHECKING, Any, ClassVar

from .engine import Outcome, Solver
from .errors import InputError, UnsupportedError, misere_grundy_error
from .bigint import int_to_str
from .drawing import Shell
from .messages import Text, catalogue, check_lang, joined
from .options import Option, rule_text
from .registry import find_game
from .report import Analysis
from .validation import notation_tokens, parse_count

if TYPE_CHECKING:
    from .beatty import QuadraticIrrational
    from .columns import Columns
    from .drawing import SquareBoard

__all__ = ["DELAY_LIMIT", "SEARCH_LIMIT", "WORK_LIMIT", "Game"]

MESSAGES = catalogue("game", {
    "no_rule": ("{game} has no rule {key!r} (its rules: {known})", "{game}没有规则 {key!r}（它的规则：{known}）"),
    "no_rules": ("none", "无"),
    "bad_rules": ("{game}: the rules {rules!r} are not valid ({error})", "{game}：规则 {rules!r} 无效（{error}）"),
    "with_rules": ("{title} ({rules})", "{title}（{rules}）"),
    "rules_separator": (", ", "，"),
    "not_one_move": ("{after} is not one move from {before}", "从 {before} 走一步到不了 {after}"),
    "p_positions": ("P-positions", "必败态"),
    "misere_over": ("no move is left: in misère play the opponent made the last move and so lost; the player to "
                    "move has won.", "已无棋可走：反常规则下对手走了最后一步而输，轮到走的一方已经获胜。"),
    "over": ("no move is left: the player to move cannot move and has lost.", "已无棋可走：轮到走的一方无路可走，已经输了。"),
    "searched_win": ("moving to {after} leaves the opponent a P-position (found by exhaustive search).",
                     "走到 {after} 使对手处于必败态（穷举搜索得出）。"),
    "searched_loss": ("every move leads to an N-position, from which the opponent wins (found by exhaustive search).",
                      "任何走法都到达必胜态，对手从那里获胜（穷举搜索得出）。"),
    "no_notation": ("{game} has no notation for positions: give a position as a value, e.g. a tuple",
                    "{game}没有局面的文字写法：请直接给出局面的值，例如元组"),
    "not_a_list": ("a position is a list of integers, not {value!r}", "局面是整数的列表，不能是 {value!r}"),
    "pile": ("pile {i}", "第 {i} 堆"),
    "pile_sizes": ("pile sizes", "各堆的石子数"),
    "move_to": ("move to {after}", "走到 {after}"),
    "no_random": ("{game} has no random start positions", "{game}没有随机的初始局面"),
    "no_squares": ("{game} is not played on a board of squares", "{game}不在方格棋盘上进行"),
    "no_columns": ("{game} is not decided by binary columns", "{game}不是由二进制列决定胜负的游戏"),
    "object_rule": ("a rule value that is an object must be a game, not {value!r}",
                    "对象形式的规则值必须是一个游戏，不能是 {value!r}"),
    "game_object": ('a game is {{"game": NAME, "rules": {{...}}}}, not {value!r}',
                    '游戏写作 {{"game": 名称, "rules": {{...}}}}，不能是 {value!r}'),
})

#: How many options the generic "delaying move" examines from a P-position.
DELAY_LIMIT = 4096
#: How many positions the generic search may visit before it gives up.
SEARCH_LIMIT = 2_000_000
#: How much work the generic search may do before it gives up, a few seconds of it
#: (one unit per move examined, four per position opened: see Solver).
WORK_LIMIT = 6_000_000


class Game(ABC):
    """Base class of every impartial game.  Subclasses are frozen dataclasses."""

    #: Registry name, used on the command line and in JSON.
    name: ClassVar[str] = ""
    #: The title, a message of the game's catalogue (None: messages name the game by its name).
    title: ClassVar[Text | None] = None
    #: Other names the game is found by, in lower case (``grundy nimk 3 4 5``), and
    #: its Chinese names (``grundy 威佐夫 3 5``): names to look up, not texts to show.
    aliases: ClassVar[tuple[str, ...]] = ()
    aliases_zh: ClassVar[tuple[str, ...]] = ()
    #: The one line that lists the game (``grundy --help``, the web page); else its title (registry.summary).
    summary: ClassVar[Text | None] = None
    #: Options the CLI and the web API accept for this game.
    cli_options: ClassVar[tuple[Option, ...]] = ()
    #: What the position typed on the command line is, for --help (its metavar: ``shell.position_metavar``).
    position_help: ClassVar[Text] = MESSAGES("pile_sizes")
    #: A few positions the tests ask every question about, each beside the rules it is played
    #: under in JSON form (see :meth:`from_rules`): ``(({}, (5, 8)), ({"misere": True}, (1, 1)))``.
    samples: ClassVar[tuple[tuple[dict[str, Any], Any], ...]] = ()
    #: How moves are typed in terminal play, for the help line (a message), if there is more to say.
    move_help: ClassVar[Text | None] = None
    #: How the shells draw the game, offer its moves and list it (see :class:`grundy.drawing.Shell`).
    shell: ClassVar[Shell] = Shell()
    #: A position can come back (a piece may move back and forth): the search engine,
    #: which needs an acyclic game, cannot solve it, so the game answers every question itself.
    loopy: ClassVar[bool] = False
    #: A position says whose turn it is (partizan at heart, as Northcott's game): the game cannot
    #: be a component of a sum, where a move in another component would have to change it.
    turn_in_position: ClassVar[bool] = False
    misere: bool = False
    #: True when the game's own :meth:`grundy_moves` names the options of a value
    #: without searching them (sums of games then ask it instead of scanning).
    names_grundy_moves: ClassVar[bool] = False
    def _repr_html_(self) -> str:
        # A notebook shows the game's title, summary and rules (grundy.display).
        from .display import game_html

        return game_html(self)

    # ----------------------------------------------------------------- rules
    @abstractmethod
    def options(self, position: Any) -> Iterable[Any]:
        """Every position reachable from ``position`` in one move."""

    def validate(self, position: Any) -> Any:
        """Return the position in canonical type, or raise InputError if it is not one."""
        return position

    def read(self, position: Any, *, check: bool = True) -> Any:
        """The position in canonical type, from a value or from text in the game's notation.

        Text (a ``str``) is read as typed on the command line (``"3 5"`` or
        ``"3,5"`` for piles, ``"D4"`` for the queen) by :meth:`parse_position`;
        any other value is checked by :meth:`validate`, or, with
        ``check=False``, taken as it is, by a question whose own code checks
        it (a closed form in a function of the game's module), so that a
        value is checked once.  A game without a notation
        (:meth:`has_notation`) takes text as a value like any other.  The
        questions about a position start with it; the search engine's moves
        and keys take values and read nothing.

        >>> nim = find_game("nim")()
        >>> nim.read("3 4,5"), nim.read([3, 4, 5]), find_game("queen")().read("D4")
        ((3, 4, 5), (3, 4, 5), ((3, 3),))
        >>> nim.read("3 x")
        Traceback (most recent call last):
        ...
        grundy.errors.InputError: pile 2: 'x' is not a non-negative integer
        """
        if type(position) is str and self.has_notation():
            return self.validate(self.parse_position(notation_tokens(position)))
        return self.validate(position) if check else position

    @classmethod
    def has_notation(cls) -> bool:
        """True when the game reads positions from text: it has a :meth:`parse_position` of its own.

        >>> find_game("nim").has_notation(), Game.has_notation()
        (True, False)
        """
        return cls.parse_position is not Game.parse_position

    def canonical(self, position: Hashable) -> Hashable:
        """A key shared by positions with the same outcome and Grundy value."""
        return position

    def rules(self) -> dict[str, Any]:
        """The rule options as a dict, e.g. ``{'misere': False, ...}``."""
        if not dataclasses.is_dataclass(self):  # a plain subclass has no rule options
            return {}
        return {f.name: getattr(self, f.name) for f in dataclasses.fields(self)}

    @classmethod
    def from_rules(cls, rules: Mapping[str, Any]) -> Game:
        """Rebuild a game from its rules in JSON form, as ``Analysis.to_json()["rules"]`` gives them.

        Scalar values are checked by the option of the same name, lists are
        given to the game as tuples, and a game in JSON form,
        ``{"game": NAME, "rules": {...}}`` (a component of a sum), is rebuilt
        the same way.  So an answer's ``rules`` can be sent back to ask about
        the same game.

        >>> Wythoff = find_game("wythoff")
        >>> Wythoff.from_rules({"misere": True}) == Wythoff(misere=True)
        True
        >>> Wythoff.from_rules({"misere": "yes"})
        Traceback (most recent call last):
        ...
        grundy.errors.InputError: --misere takes true or false, not 'yes'
        >>> Wythoff.from_rules({"colour": "red"})
        Traceback (most recent call last):
        ...
        grundy.errors.InputError: wythoff has no rule 'colour' (its rules: ...)
        """
        # A plain (not dataclass) subclass has no rules, as rules() says.
        names: list[str] = [f.name for f in dataclasses.fields(cls)] if dataclasses.is_dataclass(cls) else []
        options = {o.name: o for o in cls.cli_options}
        values: dict[str, Any] = {}
        for key, value in rules.items():
            if key not in names:
                raise InputError(MESSAGES("no_rule", game=cls.named(), key=key,
                                          known=", ".join(names) if names else MESSAGES("no_rules")))
            values[key] = _rule_from_json(value, options.get(key))
        try:
            return cls(**values)
        except (TypeError, ValueError, AttributeError) as exc:
            if isinstance(exc, InputError | UnsupportedError):
                raise
            raise InputError(MESSAGES("bad_rules", game=cls.named(), rules=dict(rules), error=str(exc))) from None

    @classmethod
    def from_tokens(cls, tokens: Sequence[str], **options: Any) -> tuple[Game, Any]:
        """Build the game from its options and read its position from tokens, as typed.

        ``options`` are the rule options given (converted, see
        :func:`grundy.build.split_options`); a rule not given is left out, so
        the game's default applies.  A game whose position options shape the
        game itself (the cards, an octal code given first) overrides this.

        >>> find_game("wythoff").from_tokens(["3", "5"], misere=True)
        (Wythoff(misere=True), (3, 5))
        """
        game = cls(**options)
        return game, game.parse_position(list(tokens))

    def display_title(self, lang: str = "en") -> str:
        """The title with the non-default rules, e.g. "Nim (misère)", "尼姆博弈（反常规则：取最后一个者输）".

        Each rule reads as its option's ``label`` says.

        >>> find_game("bash")(max_take=3, misere=True).display_title("zh")
        '巴什博弈（每次最多取 3 个，反常规则：取最后一个者输）'
        """
        base = self.title_in(lang)
        extras = []
        defaults: dict[str, Any] = (
            {f.name: f.default for f in dataclasses.fields(self)} if dataclasses.is_dataclass(self) else {}
        )
        options = {o.name: o for o in self.cli_options}
        for key, value in self.rules().items():
            if value != defaults.get(key):
                extras.append(rule_text(options.get(key), key, value, lang))
        if not extras:
            return base
        return MESSAGES("with_rules", title=base, rules=joined(extras, MESSAGES("rules_separator"))).render(lang)

    @classmethod
    def title_in(cls, lang: str = "en") -> str:
        """The game's title in ``lang`` ("" for a game that declares none)."""
        return cls.title.render(lang) if cls.title is not None else ""

    @classmethod
    def named(cls) -> Text:
        """The game in a message: its name in English, its title in Chinese.

        >>> str(find_game("nim").named()), find_game("nim").named().render("zh"), find_game("nim").title_in()
        ('nim', '尼姆博弈', 'Nim')
        """
        name = cls.name or cls.__name__
        return Text.literal(name, cls.title_in("zh") or name)

    def check_move(self, position: Any, after: Any) -> None:
        """Raise InputError (with the reason) unless ``after`` is one move from ``position``."""
        if after not in set(self.options(position)):
            raise InputError(MESSAGES("not_one_move", after=_position_text(self, after),
                                      before=_position_text(self, position)))

    def is_over(self, position: Any) -> bool:
        """True when the player to move has no move."""
        return next(iter(self.options(position)), None) is None

    # -------------------------------------------------------------- solution
    @cached_property
    def solver(self) -> Solver:
        """The search engine for this rule set (used where no theorem applies)."""
        max_positions, max_work = self.search_limits()
        moves, canonical = self.search_functions()
        return Solver(moves, misere=self.misere, canonical=canonical, max_positions=max_positions,
                      max_work=max_work)

    def search_functions(self) -> tuple[Callable[[Any], Iterable[Any]], Callable[[Any], Hashable] | None]:
        """The moves and the canonical key the search engine calls: the game's own
        ``options`` and ``canonical`` (a game given by functions passes them as they are)."""
        return self.options, self.canonical

    def search_limits(self) -> tuple[int | None, int | None]:
        """The bounds of the search engine on positions and work (see :class:`~grundy.engine.Solver`)."""
        return SEARCH_LIMIT, WORK_LIMIT

    def outcome(self, position: Any) -> Outcome:
        """``'P'`` if the player to move loses with best play, ``'N'`` if they win."""
        return self.solver.outcome(self.read(position))

    def winning_moves(self, position: Any) -> list[Any]:
        """Every move that leaves a P-position (empty for a P-position)."""
        return self.solver.winning_moves(self.read(position))

    def grundy(self, position: Any) -> int:
        """The Grundy value of the position (normal play only)."""
        if self.misere:
            raise misere_grundy_error()
        return self.solver.grundy(self.read(position))

    def grundy_table(self, size: int, *, progress: Any = None) -> Any:
        """A fast ``size`` x ``size`` numpy table of the Grundy values of a two-pile game, or None.

        None (the default) means none faster than asking :meth:`grundy` cell by
        cell (see :mod:`grundy.boards`); Wythoff's game with its standard
        rules has one.
        """
        return None

    def beatty_slopes(self) -> tuple[QuadraticIrrational, ...]:
        """The slopes s of the lines y = s x and y = x / s along which the P-positions of a
        two-pile game lie, for these rules (none by default), as its map draws them.

        >>> [str(s) for s in find_game("wythoff")().beatty_slopes()], find_game("nim")().beatty_slopes()
        (['(1 + sqrt(5))/2'], ())
        """
        return ()

    def p_position_term(self, lang: str = "en") -> str:
        """What the game's texts call its P-positions ("必败态" in Chinese, Wythoff's own: "奇异局势")."""
        return MESSAGES("p_positions").render(lang)

    def grundy_moves(self, position: Any, value: int) -> Iterator[Any]:
        """The options of ``position`` whose Grundy value is ``value``, in move order.

        Sums of games use it to find winning moves (a move to value
        ``g XOR total`` in one component).  The default searches the
        options; a game with a theorem can name them directly.
        """
        for option in self.options(self.read(position)):
            if self.grundy(option) == value:
                yield option

    def explain(self, position: Any, lang: str = "en") -> str:
        """Why the position has its outcome, in English or Chinese."""
        position = self.read(position)
        if self.is_over(position):
            return (MESSAGES("misere_over") if self.misere else MESSAGES("over")).render(lang)
        wins = self.winning_moves(position)
        if wins:
            return MESSAGES("searched_win", after=self.format_position(wins[0], lang)).render(lang)
        return MESSAGES("searched_loss").render(lang)

    def analyse(self, position: Any, lang: str = "en", **flags: Any) -> Analysis:
        """Outcome, all winning moves and the explanation of one position.

        ``flags`` are the game's non-rule options, such as ``grundy=True``.
        Numbers of any length are written in full in the explanation (CPython's
        limit of 4300 digits for int/str conversions is lifted meanwhile).
        """
        check_lang(lang)
        position = self.read(position)
        wins = tuple(self.winning_moves(position))
        # No winning move means P, except a finished misère game: the player
        # to move has no move and has won, since the opponent took the last stone.
        outcome: Outcome = "N" if wins or (self.misere and self.is_over(position)) else "P"
        grundy = self.grundy(position) if flags.get("grundy") else None
        return Analysis(
            game=self,
            position=position,
            outcome=outcome,
            winning_moves=wins,
            explanation=self.explain(position, lang),
            grundy=grundy,
            lang=lang,
        )

    # -------------------------------------------------------------- notation
    def parse_position(self, tokens: Sequence[str]) -> Any:
        """Read a position from command-line tokens (:meth:`read` reads it from one string).

        A game with a notation overrides this (games on piles read pile
        sizes); the others take positions as values only.
        """
        raise UnsupportedError(MESSAGES("no_notation", game=self.named()))

    def position_to_json(self, position: Any) -> Any:
        """The JSON form of a position (default: a list of ints)."""
        return list(position)

    def move_to_json(self, position: Any, after: Any) -> Any:
        """The JSON form of a move (default: the position it leaves)."""
        return self.position_to_json(after)

    def position_from_json(self, value: Any) -> Any:
        """Read a position from its JSON form, validating it."""
        if not isinstance(value, list):
            raise InputError(MESSAGES("not_a_list", value=value))
        return self.validate(tuple(parse_count(v, MESSAGES("pile", i=i)) for i, v in enumerate(value, 1)))

    def format_position(self, position: Any, lang: str = "en") -> str:
        """The position as people write it, e.g. ``(3, 5)``, in English or Chinese.

        Most notation reads the same in both (piles, squares); a game whose
        position needs words says them in ``lang``.
        """
        return "(" + ", ".join(map(int_to_str, position)) + ")"

    def format_after(self, position: Any, after: Any, lang: str = "en") -> str:
        """The position that the move from ``position`` to ``after`` leaves, as a report lists it.

        The same as ``format_position(after, lang)``; a game whose positions
        are long writes it from the position before (see the card game).
        """
        return self.format_position(after, lang)

    def describe_move(self, position: Any, after: Any, lang: str = "en") -> str:
        """Describe the move from ``position`` to ``after`` in words."""
        return MESSAGES("move_to", after=self.format_position(after, lang)).render(lang)

    def parse_move(self, position: Any, text: str) -> Any:
        """Read a move typed by a player; return the position it leads to.

        The default accepts the resulting position, written as in
        :meth:`parse_position`.
        """
        after = self.parse_position(text.replace(",", " ").split())
        self.check_move(position, after)
        return after

    def move_text(self, position: Any, after: Any) -> str:
        """The move from ``position`` to ``after`` as a player types it (parse_move's inverse)."""
        return " ".join(map(int_to_str, after))

    def render(self, position: Any, lang: str = "en") -> str:
        """An ASCII drawing of the position, for terminal play."""
        return self.format_position(position, lang)

    # ------------------------------------------------------------------ play
    def size(self, position: Any) -> int:
        """A measure of how much game is left (default: the sum of the piles)."""
        return sum(position)

    def computer_move(self, position: Any) -> Any | None:
        """The move the computer plays: a winning one if any, else a delaying one.

        Returns None when there is no move at all.
        """
        position = self.read(position)
        wins = self.winning_moves(position)
        if wins:
            return wins[0]
        return self.delaying_move(position)

    def delaying_move(self, position: Any) -> Any | None:
        """From a P-position, the move that leaves the opponent the hardest game.

        Prefers options with the fewest winning replies (so the opponent must
        find the one right move), then the largest remaining game.
        """
        best: Any = None
        best_key: tuple[int, int] | None = None
        for i, option in enumerate(self.options(position)):
            if i >= DELAY_LIMIT:
                break
            key = (len(self.winning_moves(option)), -self.size(option))
            if best_key is None or key < best_key:
                best, best_key = option, key
        return best

    def random_position(self, rng: Any, scale: int = 20) -> Any:
        """A random start position of moderate size (for new games in play and web)."""
        raise UnsupportedError(MESSAGES("no_random", game=self.named()))

    # -------------------------------------------------------------- drawing
    def square_board(self, position: Any) -> SquareBoard:
        """The position on its board of squares, for a game whose ``shell.board_kind`` is "square"."""
        raise UnsupportedError(MESSAGES("no_squares", game=self.named()))

    def columns(self, position: Any) -> Columns:
        """The piles in binary columns, worked by hand, for a game whose ``shell.columns`` is set.

        See :mod:`grundy.columns`.
        """
        raise UnsupportedError(MESSAGES("no_columns", game=self.named()))


def _position_text(game: Game, position: Any) -> Text:
    # A position in a message, written in the message's language.
    return Text.literal(game.format_position(position), game.format_position(position, "zh"))


def _rule_from_json(value: Any, option: Option | None) -> Any:
    """One rule value from JSON: a game, a tuple, or a scalar checked by its option."""
    if isinstance(value, dict):
        if "game" not in value or not set(value) <= {"game", "rules"}:
            raise InputError(MESSAGES("object_rule", value=value))
        nested = value.get("rules") or {}
        if not isinstance(value["game"], str) or not isinstance(nested, dict):
            raise InputError(MESSAGES("game_object", value=value))
        return find_game(value["game"]).from_rules(nested)
    if isinstance(value, list):
        return tuple(_rule_from_json(v, None) for v in value)
    if option is not None and value is not None:
        return option.convert(value)
    return value


