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

The defaults solve a game by search through :class:`~grundy.engine.Solver`;
a game with a theorem overrides them with its closed form, and the tests
check the two against each other.

>>> game = find_game("wythoff")()
>>> game
Wythoff()
>>> game.analyse((3, 5)).outcome
'P'
"""

from __future__ import annotations

import dataclasses
import operator
import weakref
from abc import ABC, abstractmethod
from collections.abc import Callable, Hashable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property, wraps
from typing import Any, ClassVar, TypeVar, cast

from .engine import Outcome, Solver
from .errors import InputError, UnsupportedError, did_you_mean, misere_grundy_error
from .exact import unlimited_digits
from .i18n import LABELS, check_lang, outcome_text, pick
# The registry's names, for the imports from here that were written before it had a module.
from .registry import ALIASES, GAMES, available_games, find_game, game_name, game_names, iter_games
from .style import Style, plain

__all__ = [
    "ALIASES",
    "GAMES",
    "MISERE",
    "Analysis",
    "Game",
    "Option",
    "PileGame",
    "available_games",
    "check_piles",
    "find_game",
    "game_name",
    "game_names",
    "iter_games",
    "natural",
    "parse_count",
    "shown",
]

#: How many options the generic "delaying move" examines from a P-position.
DELAY_LIMIT = 4096
#: How many positions the generic search may visit before it gives up.
SEARCH_LIMIT = 2_000_000
#: How much work the generic search may do before it gives up, a few seconds of it
#: (one unit per move examined, four per position opened: see Solver).
WORK_LIMIT = 6_000_000


@dataclass(frozen=True)
class Option:
    """A game option, declared once and used by the CLI and the web API alike.

    ``rule`` options are the game's dataclass fields (``misere``, ``k``);
    the others are passed to :meth:`Game.analyse` (``grundy``, ``all``).
    """

    name: str
    kind: type
    help: str
    default: Any = None
    minimum: int | None = None
    rule: bool = True
    metavar: str | None = None
    #: The option must be given (there is no sensible default), e.g. Bash's --max-take.
    required: bool = False
    #: The option describes the position, not the rules (e.g. the cards of the card game);
    #: it is passed to the game's ``from_cli`` with the positional tokens.
    position: bool = False
    #: How the rule reads in a game's title, in English and Chinese, with ``{}``
    #: for its value, e.g. ("at most {} per move", "每次最多取 {} 个").
    label: tuple[str, str] | None = None
    #: The help text in Chinese, and a short Chinese name for the option (the
    #: web page labels its inputs with it; the command line keeps the flag).
    help_zh: str | None = None
    name_zh: str | None = None

    @property
    def flag(self) -> str:
        """The command-line spelling: ``max_take`` becomes ``--max-take``."""
        return "--" + self.name.replace("_", "-")

    def convert(self, value: Any) -> Any:
        """Check and convert a value given for this option (from JSON or the CLI).

        >>> Option("max_take", int, "the most stones one move takes", required=True).convert(None)
        Traceback (most recent call last):
        ...
        grundy.errors.InputError: --max-take is required (the most stones one move takes)
        """
        flag = self.flag
        if value is None:
            if self.required:
                why = f"（{self.help_zh}）" if self.help_zh else ""
                raise InputError(f"{flag} is required ({self.help})", zh=f"必须给出 {flag}{why}")
            return self.default
        if self.kind is bool:
            if not isinstance(value, bool):
                raise InputError(f"{flag} takes true or false, not {value!r}",
                                 zh=f"{flag} 只能是 true 或 false，不能是 {value!r}")
            return value
        if self.kind is int:
            number = parse_count(value, flag, flag) if isinstance(value, str) else value
            if not isinstance(number, int) or isinstance(number, bool):
                raise InputError(f"{flag} takes an integer, not {value!r}",
                                 zh=f"{flag} 要求整数，不能是 {value!r}")
            if self.minimum is not None and number < self.minimum:
                raise InputError(f"{flag} must be at least {self.minimum}, not {number}",
                                 zh=f"{flag} 至少为 {self.minimum}，不能是 {number}")
            return number
        if not isinstance(value, str):
            raise InputError(f"{flag} takes text, not {value!r}", zh=f"{flag} 要求文本，不能是 {value!r}")
        return value



_F = TypeVar("_F", bound=Callable[..., Any])

#: The wrappers made by _any_digits (so that a method is wrapped once).
_GUARDED: weakref.WeakSet[Callable[..., Any]] = weakref.WeakSet()


def _any_digits(method: _F) -> _F:
    """Run a method with CPython's int/str digit limit lifted, so that reports
    of positions with more than 4300 digits can be written (see
    :func:`grundy.exact.unlimited_digits`)."""

    @wraps(method)
    def run(*args: Any, **kwargs: Any) -> Any:
        with unlimited_digits():
            return method(*args, **kwargs)

    _GUARDED.add(run)
    return cast(_F, run)


def _any_digits_in(cls: type, names: tuple[str, ...]) -> None:
    # Subclasses that write their own reports get the same guard.
    for name in names:
        own = cls.__dict__.get(name)
        if own is not None and own not in _GUARDED:
            setattr(cls, name, _any_digits(own))


def _style_in_to_text(cls: type) -> None:
    """Let a ``to_text(self)`` written without ``style`` be called with one (and ignore it).

    Reports took a style once the command line coloured them; analyses
    written before then keep working, in plain text.
    """
    own = cls.__dict__.get("to_text")
    code = getattr(own, "__code__", None)
    if own is None or code is None:
        return
    names = code.co_varnames[: code.co_argcount + code.co_kwonlyargcount]
    if "style" in names or code.co_flags & 0x08:  # 0x08: it takes **kwargs
        return

    @wraps(own)
    def to_text(self: Any, style: Style = plain) -> str:
        text: str = own(self)
        return text

    setattr(cls, "to_text", to_text)


def _lang_in_format_position(cls: type) -> None:
    """Let a ``format_position(self, position)`` written without ``lang`` take it too.

    Positions are written in a language since the card game needed words;
    games written before then (or that need none) keep working unchanged.
    """
    own = cls.__dict__.get("format_position")
    code = getattr(own, "__code__", None)
    if own is None or code is None:
        return
    names = code.co_varnames[: code.co_argcount + code.co_kwonlyargcount]
    if "lang" in names or code.co_flags & 0x08:  # 0x08: it takes **kwargs
        return

    @wraps(own)
    def format_position(self: Any, position: Any, lang: str = "en") -> str:
        text: str = own(self, position)
        return text

    setattr(cls, "format_position", format_position)


#: The misère option, shared by every game that has a misère version.
MISERE = Option("misere", bool, "misère play: whoever takes the last stone loses", default=False,
                label=("misère", "反常规则：取最后一个者输"),
                help_zh="反常规则：取走最后一个石子的一方输", name_zh="反常规则")


def shown(value: Any, limit: int = 40, lang: str = "en") -> str:
    """A value as an error message quotes it: its repr, shortened to about ``limit`` characters.

    >>> shown("abc"), shown(2.5), shown("x" * 100)
    ("'abc'", '2.5', "'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx...")
    >>> shown(-10**100), shown(-10**100000), shown(10**100000, lang="zh")
    ('-100000000000000000000000000000000000...', '-(an integer of 100,001 digits)', '（一个 100,001 位的整数）')
    """
    if type(value) is int and value.bit_length() > 13_000:  # beyond CPython's int/str limit
        digits = _digit_count(abs(value))
        return "-" * (value < 0) + (f"（一个 {digits:,} 位的整数）" if lang == "zh" else
                                    f"(an integer of {digits:,} digits)")
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _digit_count(n: int) -> int:
    # The number of decimal digits of n > 0, without converting it to text.
    estimate = max(1, (n.bit_length() - 1) * 30103 // 100000 + 1)  # within one of the truth
    return estimate + 1 if n >= int(10**estimate) else estimate


def natural(value: Any, what: str = "value", what_zh: str | None = None) -> Any:
    """Return ``value`` if it is a non-negative integer, else raise InputError naming it.

    The public functions of the game modules check their numbers with it,
    so that a negative, fractional or textual pile is refused clearly
    instead of being answered (or failing deep inside).  A Python int and
    gmpy2's mpz (which the judge readers hand on) pass unchanged; another
    integer type, such as a numpy integer, becomes a Python int, so that no
    fixed-width arithmetic follows.  ``what_zh`` names the value in Chinese
    (``what`` itself when not given).

    >>> natural(7, "pile 1"), natural(10**30, "pile 1") == 10**30
    (7, True)
    >>> natural(-1, "pile 1")
    Traceback (most recent call last):
    ...
    grundy.errors.InputError: pile 1: -1 is negative
    >>> natural(2.5, "pile 1")
    Traceback (most recent call last):
    ...
    grundy.errors.InputError: pile 1: 2.5 is not an integer
    """
    named = what_zh or what
    if type(value) is not int:
        if isinstance(value, bool) or not hasattr(type(value), "__index__"):
            raise InputError(f"{what}: {shown(value)} is not an integer",
                             zh=f"{named}：{shown(value, lang='zh')} 不是整数")
        if type(value).__name__ != "mpz":
            value = operator.index(value)
    if value < 0:
        raise InputError(f"{what}: {shown(value)} is negative", zh=f"{named}：{shown(value, lang='zh')} 是负数")
    return value


def parse_count(token: Any, what: str = "value", what_zh: str | None = None) -> int:
    """Parse a non-negative decimal integer of any size, with a clear error.

    ``what`` names the value in the message, ``what_zh`` in the Chinese one
    (``what`` itself when not given: fit for a flag such as ``--set``).

    >>> parse_count("42"), parse_count(" 7 ")
    (42, 7)
    >>> parse_count("-3", "pile 1")
    Traceback (most recent call last):
    ...
    grundy.errors.InputError: pile 1: '-3' is not a non-negative integer
    """
    named = what_zh or what

    def refuse(quoted: str) -> InputError:
        return InputError(f"{what}: {quoted} is not a non-negative integer", zh=f"{named}：{quoted} 不是非负整数")

    if isinstance(token, bool):
        raise refuse(repr(token))
    if isinstance(token, int):
        if token < 0:
            raise InputError(f"{what}: {shown(token)} is negative", zh=f"{named}：{shown(token, lang='zh')} 是负数")
        return token
    text = str(token).strip()
    if not text or not text.isascii() or not text.isdigit():
        raise refuse(shown(str(token)))
    from .exact import parse_int

    return int(parse_int(text))


@dataclass(frozen=True)
class Analysis:
    """The complete answer for one position: outcome, every winning move, and why."""

    game: Game
    position: Any
    outcome: Outcome
    winning_moves: tuple[Any, ...]
    explanation: str
    grundy: int | None = None
    extra: dict[str, Any] = field(default_factory=dict)
    lang: str = "en"

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        _style_in_to_text(cls)
        _any_digits_in(cls, ("to_json", "to_text"))

    @_any_digits
    def to_json(self) -> dict[str, Any]:
        """The shared JSON contract: game, rules, position, outcome, winning_moves, explanation.

        Integers stay exact Python ints, however large.
        """
        g = self.game
        data: dict[str, Any] = {
            "game": g.name,
            "rules": g.rules(),
            "position": g.position_to_json(self.position),
            "outcome": self.outcome,
            "winning_moves": [g.move_to_json(self.position, m) for m in self.winning_moves],
            "moves_described": [
                g.describe_move(self.position, m, self.lang) for m in self.winning_moves
            ],
            "explanation": self.explanation,
        }
        if self.grundy is not None:
            data["grundy"] = self.grundy
        data.update(self.extra)
        return data

    @_any_digits
    def to_text(self, style: Style = plain) -> str:
        """A readable report: position, verdict, winning moves, explanation.

        ``style`` decorates the verdict (its role is the outcome, see :mod:`grundy.style`).
        """
        g, lang = self.game, self.lang
        words = LABELS[lang]
        colon = words["colon"]
        lines = [
            f"{g.display_title(lang)}",
            f"{words['position']}{colon}{g.format_position(self.position, lang)}",
            f"{words['outcome']}{colon}{style(self.outcome, outcome_text(self.outcome, lang))}",
        ]
        if self.grundy is not None:
            lines.append(f"{words['grundy']}{colon}{self.grundy}")
        if self.winning_moves:
            lines.append(f"{words['winning_moves']}{colon.rstrip()}")
            for m in self.winning_moves:
                described = g.describe_move(self.position, m, lang)
                lines.append(f"  -> {g.format_position(m, lang)}   "
                             + pick(lang, f"({described})", f"（{described}）"))
        else:
            lines.append(f"{words['winning_moves']}{colon}{words['none']}")
        lines.append(f"{words['why']}{colon}{self.explanation}")
        return "\n".join(lines)


class Game(ABC):
    """Base class of every impartial game.  Subclasses are frozen dataclasses."""

    #: Registry name, used on the command line and in JSON.
    name: ClassVar[str] = ""
    #: Human titles in English and Chinese.
    title: ClassVar[str] = ""
    title_zh: ClassVar[str] = ""
    #: Other names the game is found by, in lower case (``grundy nimk 3 4 5``), and
    #: its Chinese names (``grundy 威佐夫 3 5``).
    aliases: ClassVar[tuple[str, ...]] = ()
    aliases_zh: ClassVar[tuple[str, ...]] = ()
    #: The one line that lists the game (``grundy --help``, the web page), in English and
    #: Chinese; a game that gives none is listed by its title (:func:`grundy.registry.summary`).
    summary: ClassVar[str] = ""
    summary_zh: ClassVar[str] = ""
    #: Options the CLI and the web API accept for this game.
    cli_options: ClassVar[tuple[Option, ...]] = ()
    #: How the position is typed on the command line, for --help.
    position_metavar: ClassVar[str] = "PILE"
    position_help: ClassVar[str] = "pile sizes"
    position_help_zh: ClassVar[str] = "各堆的石子数"
    #: Command lines to try, shown by ``grundy GAME --help`` (each must run: a test checks).
    examples: ClassVar[tuple[str, ...]] = ()
    #: How moves are typed in terminal play, for the help line (English, Chinese).
    move_help: ClassVar[str] = ""
    move_help_zh: ClassVar[str] = ""
    misere: bool = False

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        # A game's analysis writes its numbers in full however long they are,
        # also where a game extends analyse() with its own extras.
        _any_digits_in(cls, ("analyse",))
        _lang_in_format_position(cls)

    # ----------------------------------------------------------------- rules
    @abstractmethod
    def options(self, position: Any) -> Iterable[Any]:
        """Every position reachable from ``position`` in one move."""

    def validate(self, position: Any) -> Any:
        """Return the position in canonical type, or raise InputError if it is not one."""
        return position

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
                known = ", ".join(names) or "none"
                raise InputError(f"{cls.name} has no rule {key!r} (its rules: {known})",
                                 zh=f"{cls.title_zh or cls.name}没有规则 {key!r}（它的规则：{', '.join(names) or '无'}）")
            values[key] = _rule_from_json(value, options.get(key))
        try:
            return cls(**values)
        except (TypeError, ValueError, AttributeError) as exc:
            if isinstance(exc, InputError | UnsupportedError):
                raise
            raise InputError(f"{cls.name}: the rules {dict(rules)!r} are not valid ({exc})",
                             zh=f"{cls.title_zh or cls.name}：规则 {dict(rules)!r} 无效（{exc}）") from None

    def display_title(self, lang: str = "en") -> str:
        """The title with the non-default rules, e.g. "Nim (misère)", "尼姆博弈（反常规则：取最后一个者输）".

        Each rule reads as its option's ``label`` says.

        >>> find_game("bash")(max_take=3, misere=True).display_title("zh")
        '巴什博弈（每次最多取 3 个，反常规则：取最后一个者输）'
        """
        base = pick(lang, self.title, self.title_zh or self.title)
        extras = []
        defaults: dict[str, Any] = (
            {f.name: f.default for f in dataclasses.fields(self)} if dataclasses.is_dataclass(self) else {}
        )
        options = {o.name: o for o in self.cli_options}
        for key, value in self.rules().items():
            if value != defaults.get(key):
                extras.append(_rule_text(options.get(key), key, value, lang))
        if not extras:
            return base
        return base + pick(lang, f" ({', '.join(extras)})", f"（{'，'.join(extras)}）")

    def check_move(self, position: Any, after: Any) -> None:
        """Raise InputError (with the reason) unless ``after`` is one move from ``position``."""
        if after not in set(self.options(position)):
            before, shown = self.format_position(position), self.format_position(after)
            raise InputError(f"{shown} is not one move from {before}",
                             zh=f"从 {self.format_position(position, 'zh')} 走一步到不了 "
                                f"{self.format_position(after, 'zh')}")

    def is_over(self, position: Any) -> bool:
        """True when the player to move has no move."""
        return next(iter(self.options(position)), None) is None

    # -------------------------------------------------------------- solution
    @cached_property
    def solver(self) -> Solver:
        """The search engine for this rule set (used where no theorem applies)."""
        return Solver(
            self.options,
            misere=self.misere,
            canonical=self.canonical,
            max_positions=SEARCH_LIMIT,
            max_work=WORK_LIMIT,
        )

    def outcome(self, position: Any) -> Outcome:
        """``'P'`` if the player to move loses with best play, ``'N'`` if they win."""
        return self.solver.outcome(self.validate(position))

    def winning_moves(self, position: Any) -> list[Any]:
        """Every move that leaves a P-position (empty for a P-position)."""
        return self.solver.winning_moves(self.validate(position))

    def grundy(self, position: Any) -> int:
        """The Grundy value of the position (normal play only)."""
        if self.misere:
            raise misere_grundy_error()
        return self.solver.grundy(self.validate(position))

    def grundy_moves(self, position: Any, value: int) -> Iterator[Any]:
        """The options of ``position`` whose Grundy value is ``value``, in move order.

        Sums of games use it to find winning moves (a move to value
        ``g XOR total`` in one component).  The default searches the
        options; a game with a theorem can name them directly.
        """
        for option in self.options(position):
            if self.grundy(option) == value:
                yield option

    def explain(self, position: Any, lang: str = "en") -> str:
        """Why the position has its outcome, in English or Chinese."""
        if self.is_over(position):
            if self.misere:
                return pick(
                    lang,
                    "no move is left: in misère play the opponent made the last move and so "
                    "lost; the player to move has won.",
                    "已无棋可走：反常规则下对手走了最后一步而输，轮到走的一方已经获胜。",
                )
            return pick(lang, "no move is left: the player to move cannot move and has lost.",
                        "已无棋可走：轮到走的一方无路可走，已经输了。")
        wins = self.winning_moves(position)
        if wins:
            return pick(
                lang,
                f"moving to {self.format_position(wins[0])} leaves the opponent a P-position "
                "(found by exhaustive search).",
                f"走到 {self.format_position(wins[0], lang)} 使对手处于必败态（穷举搜索得出）。",
            )
        return pick(
            lang,
            "every move leads to an N-position, from which the opponent wins "
            "(found by exhaustive search).",
            "任何走法都到达必胜态，对手从那里获胜（穷举搜索得出）。",
        )

    @_any_digits
    def analyse(self, position: Any, lang: str = "en", **flags: Any) -> Analysis:
        """Outcome, all winning moves and the explanation of one position.

        ``flags`` are the game's non-rule options, such as ``grundy=True``.
        Numbers of any length are written in full in the explanation (CPython's
        limit of 4300 digits for int/str conversions is lifted meanwhile).
        """
        check_lang(lang)
        position = self.validate(position)
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
        """Read a position from command-line tokens (default: pile sizes)."""
        return self.validate(tuple(parse_count(t, f"pile {i}", f"第 {i} 堆") for i, t in enumerate(tokens, 1)))

    def position_to_json(self, position: Any) -> Any:
        """The JSON form of a position (default: a list of ints)."""
        return list(position)

    def move_to_json(self, position: Any, after: Any) -> Any:
        """The JSON form of a move (default: the position it leaves)."""
        return self.position_to_json(after)

    def position_from_json(self, value: Any) -> Any:
        """Read a position from its JSON form, validating it."""
        if not isinstance(value, list):
            raise InputError(f"a position is a list of integers, not {value!r}",
                             zh=f"局面是整数的列表，不能是 {value!r}")
        return self.validate(tuple(parse_count(v, f"pile {i}", f"第 {i} 堆") for i, v in enumerate(value, 1)))

    def format_position(self, position: Any, lang: str = "en") -> str:
        """The position as people write it, e.g. ``(3, 5)``, in English or Chinese.

        Most notation reads the same in both (piles, squares); a game whose
        position needs words says them in ``lang``.
        """
        return "(" + ", ".join(str(p) for p in position) + ")"

    def describe_move(self, position: Any, after: Any, lang: str = "en") -> str:
        """Describe the move from ``position`` to ``after`` in words."""
        return pick(
            lang,
            f"move to {self.format_position(after)}",
            f"走到 {self.format_position(after, lang)}",
        )

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
        return " ".join(str(x) for x in after)

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
        raise UnsupportedError(f"{self.name} has no random start positions", zh=f"{self.title_zh or self.name}没有随机的初始局面")


class PileGame(Game):
    """A game on a fixed or variable number of piles of stones.

    Subclasses set ``piles`` (the required number, or None for any number >= 1).
    """

    piles: ClassVar[int | None] = None

    def validate(self, position: Any) -> tuple[int, ...]:
        """Return the pile sizes as a tuple of ints, or raise InputError naming the bad one.

        >>> find_game("nim")().validate([3, 4])
        (3, 4)
        >>> find_game("nim")().validate((3, -4))
        Traceback (most recent call last):
        ...
        grundy.errors.InputError: pile 2: -4 is negative
        >>> find_game("nim")().validate(None)
        Traceback (most recent call last):
        ...
        grundy.errors.InputError: a position of nim is a sequence of pile sizes, not None
        """
        sizes = check_piles(position, self.name)
        if self.piles is not None and len(sizes) != self.piles:
            raise InputError(
                f"{self.name} needs {self.piles} pile sizes, got {len(sizes)}",
                zh=f"需要 {self.piles} 堆的石子数，给出了 {len(sizes)} 个",
            )
        if not sizes:
            raise InputError(f"{self.name} needs at least one pile size", zh="至少要有一堆")
        # An mpz becomes a plain int, as JSON answers need.
        return sizes if all(type(p) is int for p in sizes) else tuple(int(p) for p in sizes)

    def random_position(self, rng: Any, scale: int = 20) -> tuple[int, ...]:
        count = self.piles or 3
        return tuple(rng.randint(1, scale) for _ in range(count))

    def render(self, position: Any, lang: str = "en") -> str:
        return render_piles(position, lang)


def check_piles(position: Any, name: str = "the game") -> tuple[int, ...]:
    """Return the pile sizes of a position as a tuple, each checked by :func:`natural`.

    The public functions of the games on piles check their input with it.

    >>> check_piles([3, 0, 5])
    (3, 0, 5)
    >>> check_piles((3, -1), "nim")
    Traceback (most recent call last):
    ...
    grundy.errors.InputError: pile 2: -1 is negative
    >>> check_piles("35", "nim")
    Traceback (most recent call last):
    ...
    grundy.errors.InputError: a position of nim is a sequence of pile sizes, not '35'
    """
    if type(position) is tuple:
        sizes: tuple[Any, ...] = position
    elif isinstance(position, (str, bytes)) or not isinstance(position, Iterable):
        raise InputError(f"a position of {name} is a sequence of pile sizes, not {shown(position)}",
                         zh=f"局面应是各堆石子数的序列，而不是 {shown(position, lang='zh')}")
    else:
        sizes = tuple(position)
    if all(type(p) is int and p >= 0 for p in sizes):
        return sizes
    return tuple(natural(p, f"pile {i}", f"第 {i} 堆") for i, p in enumerate(sizes, 1))


def render_piles(position: Sequence[int], lang: str = "en", width: int = 40) -> str:
    """Draw piles as rows of stones; long piles are shortened with their size.

    >>> print(render_piles((3, 5)))
    pile 1 |  3 | o o o
    pile 2 |  5 | o o o o o
    >>> print(render_piles((3, 12), "zh"))
    第 1 堆 |  3 | o o o
    第 2 堆 | 12 | o o o o o o o o o o o o
    """
    label = pick(lang, "pile {}", "第 {} 堆")
    names = [label.format(i) for i in range(1, len(position) + 1)]
    name_width = max(map(len, names), default=0)
    digits = max(len(str(p)) for p in position) if position else 1
    lines = []
    for name, p in zip(names, position):
        stones = " ".join("o" * min(p, width)) + (" ..." if p > width else "")
        lines.append(f"{name.ljust(name_width)} | {str(p).rjust(max(2, digits))} | {stones}".rstrip())
    return "\n".join(lines)


def _rule_from_json(value: Any, option: Option | None) -> Any:
    """One rule value from JSON: a game, a tuple, or a scalar checked by its option."""
    if isinstance(value, dict):
        if "game" not in value or not set(value) <= {"game", "rules"}:
            raise InputError(f"a rule value that is an object must be a game, not {value!r}",
                             zh=f"对象形式的规则值必须是一个游戏，不能是 {value!r}")
        nested = value.get("rules") or {}
        if not isinstance(value["game"], str) or not isinstance(nested, dict):
            raise InputError(f"a game is {{\"game\": NAME, \"rules\": {{...}}}}, not {value!r}",
                             zh=f"游戏写作 {{\"game\": 名称, \"rules\": {{...}}}}，不能是 {value!r}")
        return find_game(value["game"]).from_rules(nested)
    if isinstance(value, list):
        return tuple(_rule_from_json(v, None) for v in value)
    if option is not None and value is not None:
        return option.convert(value)
    return value


def _rule_text(option: Option | None, key: str, value: Any, lang: str) -> str:
    # One rule in a title: by the option's label, else as its command-line flag.
    if isinstance(value, (tuple, list)):
        shown = pick(lang, ", ", "、").join(map(str, value)) or pick(lang, "none", "无")
    else:
        shown = str(value)
    if option is not None and option.label is not None:
        return pick(lang, *option.label).format(shown)
    if value is True:
        return key.replace("_", "-")
    return f"{key.replace('_', '-')}={shown}"
