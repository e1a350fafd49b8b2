"""The games grundy knows by name: its own, and those that other packages register.

grundy's own games are listed here, in :data:`BUILTIN`; another package
registers a game as an entry point of the group ``grundy.games``, its name
pointing at its class (``squares = "grundy_squares:SquareSubtraction"`` in
the ``[project.entry-points."grundy.games"]`` table of its pyproject.toml),
as pytest lists its own plugins and finds the others'.  The judge formats
and the certificate kinds are found by name through the same
:class:`Registry`.  A game's module is imported only when the game is
used: the names are listed without importing any, and :func:`find_game`
imports the one module it returns a class from.  Aliases and Chinese names
are declared on the classes (``aliases``, ``aliases_zh``), so a word that is
no registered name is looked up among the classes, which imports them.

>>> str(find_game("wythoff").title)
"Wythoff's game"
>>> available_games()[:3]
['wythoff', 'nim', 'bash']
>>> game_name("Wythoffs"), game_name("威佐夫"), game_name("chess")
('wythoff', 'wythoff', None)
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Iterator, Mapping, MutableMapping
from typing import TYPE_CHECKING, Any

from .errors import GrundyError, InputError, hint
from .messages import catalogue

if TYPE_CHECKING:
    from .game import Game

__all__ = [
    "ALIASES",
    "BUILTIN",
    "GAMES",
    "GROUP",
    "Registry",
    "available_games",
    "find_game",
    "game_name",
    "game_names",
    "iter_games",
    "summary",
]

MESSAGES = catalogue("registry", {
    "unknown_game": ("unknown game {name!r}{hint} (known: {known})", "未知的游戏 {name!r}{hint}（已知：{known}）"),
    "of_package": (" of the package {package}", "（来自软件包 {package}）"),
    "cannot_load": ("the game {name!r}{source} cannot be loaded from {target!r}: {error}",
                    "游戏 {name!r}{source}无法从 {target!r} 载入：{error}"),
    "not_a_game": ("the game {name!r}{source} is {target!r}, which is not a game class ({base})",
                   "游戏 {name!r}{source}指向 {target!r}，它不是游戏类（{base}）"),
    "other_name": ("the game {name!r}{source} is {target!r}, whose name is {own!r}: "
                   "the registered name and the class's name must agree",
                   "游戏 {name!r}{source}指向 {target!r}，而它的名称是 {own!r}：两者必须一致"),
})

#: The entry-point group under which packages register their games.
GROUP = "grundy.games"

#: grundy's own games, name -> "module:Class", in the order the listings show
#: them.  They are listed here, once, rather than in the installed metadata,
#: which a source tree run beside an older install (as the tests run) would
#: have stale, and which costs a scan of every installed package that
#: ``grundy wythoff 5 8`` need not pay.
BUILTIN: dict[str, str] = {
    "wythoff": "grundy.games.wythoff:Wythoff",
    "nim": "grundy.games.nim:Nim",
    "bash": "grundy.games.bash:Bash",
    "moore": "grundy.games.moore:Moore",
    "allpiles": "grundy.games.allpiles:AllPiles",
    "queen": "grundy.games.queen:Queen",
    "cards": "grundy.games.cards:Cards",
    "subtraction": "grundy.games.subtraction:Subtraction",
    "octal": "grundy.games.octal:Octal",
    "grundys": "grundy.games.grundys:GrundysGame",
    "takebreak": "grundy.games.takebreak:TakeBreak",
    "sum": "grundy.games.sum:Sum",
    "lasker": "grundy.games.lasker:Lasker",
    "staircase": "grundy.games.staircase:Staircase",
    "northcott": "grundy.games.northcott:Northcott",
    "fibonacci-nim": "grundy.games.fibonacci_nim:FibonacciNim",
    "euclid": "grundy.games.euclid:Euclid",
    "multiplication": "grundy.games.multiplication:Multiplication",
    "dag": "grundy.games.dag:Dag",
    "coins": "grundy.games.coins:Coins",
}


class Registry(MutableMapping[str, str]):
    """name -> "module:attribute" of one kind of thing found by name: games, judge formats,
    certificate kinds.

    grundy's own come first, listed in code (``builtin``); then those that
    installed packages register under the entry-point group ``group`` (None
    for none), whose metadata is read the first time a name is asked that is
    not grundy's (or the whole list is).  A package cannot take the name of
    one of grundy's, nor of one an earlier package registered.  Nothing is
    imported until :meth:`load` is asked for one name.

    >>> kinds = Registry(None, {"fraction": "fractions:Fraction"})
    >>> list(kinds), kinds.load("fraction").__name__
    (['fraction'], 'Fraction')
    """

    def __init__(self, group: str | None, builtin: Mapping[str, str]) -> None:
        self.group = group
        self._targets = dict(builtin)
        #: The package each entry of another package comes from, for messages.
        self.origins: dict[str, str] = {}
        self._scanned = False

    def _scan(self) -> None:
        if self._scanned or self.group is None:
            return
        self._scanned = True
        from importlib.metadata import entry_points

        for point in entry_points(group=self.group):
            package = point.dist.name if point.dist is not None else "?"
            if package.lower() == "grundy":  # grundy's own are the built-in ones, never stale
                continue
            name = point.name.strip().lower()
            if name in self._targets:  # grundy's own (BUILTIN, never stale), or taken
                continue
            # A distribution's name is read only here: it parses the package's metadata.
            package = point.dist.name if point.dist is not None else "?"
            if package.lower() == "grundy":
                continue
            if name not in self._targets:
                self._targets[name] = point.value.strip()
                self.origins[name] = package

    def load(self, name: str) -> Any:
        """The object registered as ``name``, importing its module."""
        module, _, attribute = self[name].partition(":")
        return getattr(importlib.import_module(module.strip()), attribute.strip())

    def __getitem__(self, name: str) -> str:
        if name not in self._targets:
            self._scan()
        return self._targets[name]

    def __contains__(self, name: object) -> bool:
        if name not in self._targets:
            self._scan()
        return name in self._targets

    def __iter__(self) -> Iterator[str]:
        self._scan()
        return iter(list(self._targets))

    def __len__(self) -> int:
        self._scan()
        return len(self._targets)

    def __setitem__(self, name: str, target: str) -> None:
        self._scan()  # so that an entry set here is not replaced by one found later
        self._targets[name] = target

    def __delitem__(self, name: str) -> None:
        self._scan()
        del self._targets[name]
        self.origins.pop(name, None)

    def __repr__(self) -> str:
        return repr(dict(self))


#: Every registered game: name -> "module:Class" (see :data:`BUILTIN` and :data:`GROUP`).
GAMES = Registry(GROUP, BUILTIN)


class _Aliases(Mapping[str, str]):
    """alias -> name, from the ``aliases`` the game classes declare (which imports them all)."""

    def _table(self) -> dict[str, str]:
        table: dict[str, str] = {}
        for cls in iter_games():
            for alias in cls.aliases:
                table.setdefault(alias.lower(), cls.name)
        return table

    def __getitem__(self, alias: str) -> str:
        return self._table()[alias]

    def __iter__(self) -> Iterator[str]:
        return iter(self._table())

    def __len__(self) -> int:
        return len(self._table())

    def __repr__(self) -> str:
        return repr(self._table())


#: The other Latin names of the games, alias -> name, as their classes declare them.
ALIASES: Mapping[str, str] = _Aliases()


def _installed(name: str) -> bool:
    # A game whose module is not there is not offered (a module of grundy's that
    # does not exist yet, a package half removed); finding it imports no game.
    module = GAMES[name].split(":")[0]
    try:
        return importlib.util.find_spec(module) is not None
    except ModuleNotFoundError:  # the package of a dotted module is missing
        return False


def available_games() -> list[str]:
    """Names of the games that are installed, grundy's own first, without importing any.

    >>> "wythoff" in available_games()
    True
    """
    return [name for name in GAMES if _installed(name)]


def game_name(name: str) -> str | None:
    """The registered name of the game called ``name``, or None if no installed game is.

    A game is called by its name, by one of the ``aliases`` or ``aliases_zh``
    its class declares (looked up only when no name matches, since it imports
    every game), in any case and with spaces around.

    >>> game_name(" Nim "), game_name("nimk"), game_name("皇后")
    ('nim', 'moore', 'queen')
    """
    key = name.strip().lower()
    if key in GAMES:
        return key if _installed(key) else None
    from .listing import GAMES as LISTED  # grundy's own games' other names, without importing them

    for listed_name, listed in LISTED.items():
        if key in listed.aliases or key in listed.aliases_zh:
            return listed_name
    for cls in iter_games():
        if key in cls.aliases or key in cls.aliases_zh:
            return cls.name
    return None


def game_names() -> list[str]:
    """Every word that names an installed game: names, aliases, then the Chinese names.

    >>> names = game_names()
    >>> names[0], "nimk" in names, "皇后" in names
    ('wythoff', True, True)
    """
    games = list(iter_games())
    words = [cls.name for cls in games]
    for attribute in ("aliases", "aliases_zh"):
        for cls in games:
            words += [a for a in getattr(cls, attribute) if a not in words]
    return words


def find_game(name: str) -> type[Game]:
    """Return the class of the game called ``name`` (see :func:`game_name`), importing its module.

    >>> find_game("Wythoff").name
    'wythoff'
    >>> find_game("chess")
    Traceback (most recent call last):
    ...
    grundy.errors.InputError: unknown game 'chess' (known: ...)
    >>> find_game("quen")
    Traceback (most recent call last):
    ...
    grundy.errors.InputError: unknown game 'quen'; did you mean 'queen'? (known: ...)
    """
    key = game_name(name)
    if key is None:
        raise InputError(MESSAGES("unknown_game", name=name, hint=hint(name.strip(), game_names()),
                                  known=", ".join(available_games())))
    return _load(key)


def _load(name: str) -> type[Game]:
    target = GAMES[name]
    package = GAMES.origins.get(name)
    source = MESSAGES("of_package", package=package) if package else ""
    try:
        found = GAMES.load(name)
    except Exception as exc:
        if package is None:  # grundy's own: a bug, with its traceback
            raise
        # Another package's game that fails names the package, in one line.
        raise GrundyError(MESSAGES("cannot_load", name=name, source=source, target=target,
                                   error=f"{type(exc).__name__}: {exc}")) from None
    if not isinstance(found, type) or not callable(getattr(found, "analyse", None)):
        raise GrundyError(MESSAGES("not_a_game", name=name, source=source, target=target, base="grundy.Game"))
    own = getattr(found, "name", None)
    if own != name:
        raise GrundyError(MESSAGES("other_name", name=name, source=source, target=target, own=own))
    cls: type[Game] = found
    return cls


def iter_games() -> Iterator[type[Game]]:
    """Every installed game class, in the order of :func:`available_games` (importing them).

    A game of another package that cannot be loaded is left out, so that one
    broken package does not stop the listings; :func:`find_game` says what is wrong.
    """
    for name in available_games():
        try:
            yield _load(name)
        except GrundyError:
            if name not in GAMES.origins:
                raise


def summary(cls: type[Game], lang: str = "en") -> str:
    """The one line that lists a game, in ``lang``: its ``summary``, else its title, else its name.

    >>> summary(find_game("nim")), summary(find_game("nim"), "zh")
    ('Nim: take any number from one pile', '尼姆博弈：从任意一堆取任意个')
    """
    shown = cls.summary or cls.title
    return shown.render(lang) if shown is not None else cls.name
