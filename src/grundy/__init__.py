"""grundy: exact solutions and perfect play for impartial games.

Wythoff's game and its variants, Nim and its relatives, the queen game,
the divisor card game, and a Sprague-Grundy engine for games of your own.
Every answer is exact for integers of any size.

>>> from grundy import find_game
>>> wythoff = find_game("wythoff")()
>>> wythoff.outcome((4, 7)), wythoff.winning_moves((5, 8))
('P', [(4, 7), (5, 3)])
"""

from .engine import CycleError, Solver, mex, nim_sum
from .errors import GrundyError, InputError, TooLargeError, UnsupportedError
from .game import Game
from .piles import PileGame
from .options import Option
from .registry import available_games, find_game, iter_games
from .report import Analysis

__version__ = "0.1.0"

__all__ = [
    "Analysis",
    "CycleError",
    "Game",
    "GrundyError",
    "InputError",
    "Option",
    "PileGame",
    "Solver",
    "TooLargeError",
    "UnsupportedError",
    "__version__",
    "available_games",
    "find_game",
    "iter_games",
    "mex",
    "nim_sum",
]
