"""How a game's positions are drawn and its moves offered: the words of the declarations.

A game declares on its class, in one :class:`Shell`, how a shell draws it
(``board_kind``), which kinds of move a player makes with a click
(``move_kinds``) and what else only the shells read (its command-line
examples, its place in a menu, ...).  The shells read these declarations, never a
game's name (the web page draws every game from them).  A game drawn on a
board of squares also describes each position as a :class:`SquareBoard`.

>>> from grundy.registry import find_game
>>> Queen = find_game("queen")
>>> Queen.shell.board_kind, Queen.shell.move_kinds
('square', ('pick',))
>>> board = Queen().square_board(((3, 3),))
>>> board.columns, board.name((3, 3)), board.column_label(8), board.row_label(0)
(19, 'D4', 'J', '1')
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from .messages import Text, catalogue, joined

__all__ = ["BOARD_KINDS", "MOVE_KINDS", "Shell", "Square", "SquareBoard", "click_help", "sentences"]

#: How a position is drawn: stones in rows of piles; pieces on a board of squares
#: (see :class:`SquareBoard`); cards on a table; a row of heaps (which moves may split);
#: anything else as the position's text, with a typed move.
BOARD_KINDS = ("piles", "square", "cards", "heaps", "list")

#: What a click can do: take any number of stones from one pile; take the same number
#: from every pile; take from several piles at once; pick one item (a card, a square);
#: nothing (moves are typed only).
MOVE_KINDS = ("take", "take_all", "take_several", "pick", "typed")

#: How a player makes each kind of move on the page, in the page's own words (its buttons).
MESSAGES = catalogue("drawing", {
    "take": ("Click a stone: it and every stone above it are taken.",
             "点一颗石子：拿走它和它上面的所有石子。"),
    "take_all": ("The buttons −1, −2, … take that many stones from every pile.",
                 "按钮 −1、−2……从每一堆各取那么多个。"),
    "take_several": ("To take from several piles in one move, tick “Take from several piles at once”, "
                     "click a stone in each pile, then press “Take the chosen stones”.",
                     "要一步从几堆中取：勾选“一次从几堆中取”，在每一堆点一颗石子，再按“取走选中的石子”。"),
    "pick": ("Click the item you take.", "点你要拿的那一项。"),
    "pick_square": ("Click the square you move to.", "点你要走到的格子。"),
    "pick_cards": ("Click the card you take.", "点你要拿的卡片。"),
    "typed": ("Type your move in the box “Type a move”.", "在“输入走法”框中输入你的走法。"),
    "then": ("{first} {then}", "{first}{then}"),
})


@dataclass(frozen=True)
class Shell:
    """What the shells (command line, terminal play, web page, plots, docs) read of a game.

    A game class declares ``shell: ClassVar[Shell]``; a subclass that changes a
    field writes ``shell = dataclasses.replace(Base.shell, field=value)``, so that
    what it inherits stays declared once.

    >>> from dataclasses import replace
    >>> from grundy.piles import PileGame
    >>> shell = replace(PileGame.shell, pile_map=True)
    >>> shell.board_kind, shell.move_kinds, shell.pile_map, shell.featured
    ('piles', ('take',), True, None)
    """

    #: How a position is drawn, one of :data:`BOARD_KINDS`: "piles", "square" (see
    #: :meth:`grundy.game.Game.square_board`), "cards", "heaps" or "list" (its text, and a typed move).
    board_kind: str = "list"
    #: The kinds of move a player makes by clicking, each one of :data:`MOVE_KINDS`: "take"
    #: (any number from one pile), "take_all" (the same from every pile), "take_several"
    #: (from several piles at once), "pick" (one item: a card, a square), "typed" (none: moves are typed).
    move_kinds: tuple[str, ...] = ("typed",)
    #: A two-pile game whose positions (x, y) form a map of P-positions and Grundy values.
    pile_map: bool = False
    #: The game's ``random_position`` gives start positions, whatever the rules.
    random_start: bool = False
    #: With its default rules, the P-positions of its pile map are Wythoff's Beatty pairs
    #: (floor(k phi), floor(k phi^2)) and their mirrors, along the lines y = phi x and y = x / phi.
    beatty: bool = False
    #: The game is decided by its piles' binary columns (Nim, Moore's Nim_k): its
    #: :meth:`grundy.game.Game.columns` works them out as a pupil does by hand.
    columns: bool = False
    #: Where a menu of games lists it among the first ones (1 first), or None: after
    #: those, in the registry's order.
    featured: int | None = None
    #: How the position is typed on the command line, for --help.
    position_metavar: str = "PILE"
    #: Command lines to try, shown by ``grundy GAME --help`` (each must run: a test checks).
    examples: tuple[str, ...] = ()
    #: A module that adds command-line options to ``grundy GAME`` (such as ``grundy octal
    #: --survey``): ``add_arguments(parser)``; ``run(ns, lang)``, an exit status, or None to
    #: go on analysing the position; ``adjust(game, ns)``, the game to analyse.
    command_line: str | None = None


#: A square (x, y): its column from the left and its row from the bottom, both from 0.
Square = tuple[int, int]


@dataclass(frozen=True)
class SquareBoard:
    """A position on a board of squares, as a page draws it (board kind ``"square"``).

    The position's JSON form is the list of its pieces' squares by :attr:`name`,
    and a move is typed as the name of the square a piece goes to: a page
    draws such a game and turns clicks into moves from this alone.
    """

    columns: int
    rows: int
    #: The squares of the pieces.
    pieces: tuple[Square, ...]
    #: A square's name in the game's notation (what a player types to pick it).
    name: Callable[[Square], str]
    #: The label under a column and beside a row.
    column_label: Callable[[int], str]
    row_label: Callable[[int], str]
    #: How a piece is drawn (one character).
    piece: str = "●"
    #: Points marked on the board, such as a Go board's star points.
    marks: tuple[Square, ...] = ()
    #: The squares the pieces head for.
    goals: tuple[Square, ...] = ()
    #: The lines along which the pieces can move, each from one square to another.
    lines: tuple[tuple[Square, Square], ...] = ()
    #: One sentence under the board, a message: how the pieces move, who wins.
    caption: Text | None = None

    def _repr_svg_(self) -> str:
        # A notebook shows the board drawn (grundy.display).
        from .display import board_svg

        return board_svg(self)


def click_help(move_kinds: Iterable[str], board_kind: str = "list") -> Text:
    """How a player makes the moves of these kinds on the page, one sentence a kind.

    >>> click_help(("take", "take_all")).render("zh")
    '点一颗石子：拿走它和它上面的所有石子。按钮 −1、−2……从每一堆各取那么多个。'
    >>> str(click_help(("pick",), "square"))
    'Click the square you move to.'
    """
    return sentences(text for text in (_sentence(kind, board_kind) for kind in move_kinds) if text is not None)


def sentences(texts: Iterable[Text]) -> Text:
    """Sentences one after another: a space between them in English, none in Chinese.

    >>> sentences([MESSAGES("pick"), MESSAGES("typed")]).render("zh")
    '点你要拿的那一项。在“输入走法”框中输入你的走法。'
    """
    together: Text | None = None
    for text in texts:
        together = text if together is None else MESSAGES("then", first=together, then=text)
    return together if together is not None else joined([], "")


def _sentence(kind: str, board_kind: str) -> Text | None:
    if kind == "take":
        return MESSAGES("take")
    if kind == "take_all":
        return MESSAGES("take_all")
    if kind == "take_several":
        return MESSAGES("take_several")
    if kind == "pick":
        return {"square": MESSAGES("pick_square"), "cards": MESSAGES("pick_cards")}.get(board_kind, MESSAGES("pick"))
    if kind == "typed":
        return MESSAGES("typed")
    return None
