"""Pictures: the P-position map, Grundy heatmaps and the queen's board (matplotlib).

matplotlib is imported inside the functions, so importing grundy stays fast.
Each function returns a matplotlib Figure; :func:`save` writes it to PNG or
SVG.  Colours are chosen to read in grey as well: P-positions are black on
white, Grundy values use the perceptually uniform 'cividis' map (dark to
light), and the Beatty lines are dashed.

>>> from grundy.games.wythoff import Wythoff
>>> fig = p_position_map(Wythoff(), 20)
>>> fig.axes[0].get_title()
"P-positions of Wythoff's game, 0 <= x, y < 20"
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from .errors import InputError, TooLargeError
from .game import Game

__all__ = [
    "P_COLOUR",
    "grundy_heatmap",
    "outcome_grid",
    "p_position_map",
    "pixel_of",
    "save",
]

#: The colour of P-positions in every picture (RGB, 0..1).
P_COLOUR = (0.0, 0.0, 0.0)
#: The colour of N-positions on the P-position map.
N_COLOUR = (1.0, 1.0, 1.0)
#: Largest board the pictures draw cell by cell.
MAX_SIZE = 2048


def _check_size(size: int) -> None:
    if not 1 <= size <= MAX_SIZE:
        raise TooLargeError(f"the picture size must be between 1 and {MAX_SIZE}, not {size}")


def outcome_grid(game: Game, size: int) -> list[list[bool]]:
    """P[x][y] for the two-pile positions (x, y), 0 <= x, y < size (True where P).

    >>> from grundy.games.wythoff import Wythoff
    >>> [[int(v) for v in row] for row in outcome_grid(Wythoff(), 3)]
    [[1, 0, 0], [0, 0, 1], [0, 1, 0]]
    """
    _check_size(size)
    return [[game.outcome((x, y)) == "P" for y in range(size)] for x in range(size)]


def _values_grid(game: Game, size: int) -> Any:
    import numpy as np

    _check_size(size)
    table = getattr(game, "grundy_table", None)
    if table is not None:
        return np.asarray(table(size))
    return np.array([[game.grundy((x, y)) for y in range(size)] for x in range(size)])


def _figure() -> Any:
    from matplotlib.figure import Figure

    inches = 7.0
    return Figure(figsize=(inches, inches), dpi=100, layout="constrained")


def p_position_map(game: Game, size: int = 40, *, beatty_lines: bool = True) -> Any:
    """The map of a two-pile game's P-positions in the plane (the "必败态图").

    Black cells are P-positions.  For Wythoff's game the two Beatty lines
    y = phi*x and y = x/phi, along which the P-positions lie, are drawn
    dashed.  x is the first pile (horizontal), y the second (vertical).
    """
    grid = outcome_grid(game, size)
    fig = _figure()
    ax = fig.add_subplot()
    image = [[P_COLOUR if grid[x][y] else N_COLOUR for x in range(size)] for y in range(size)]
    ax.imshow(image, origin="lower", extent=(-0.5, size - 0.5, -0.5, size - 0.5),
              interpolation="nearest")
    if beatty_lines and getattr(game, "name", "") == "wythoff" and _is_plain_wythoff(game):
        phi = (1 + 5**0.5) / 2  # drawing only: no decision depends on it
        xs = [0, size]
        ax.plot(xs, [x * phi for x in xs], "--", color="0.45", lw=1.2, label="y = φx")
        ax.plot(xs, [x / phi for x in xs], ":", color="0.45", lw=1.6, label="y = x/φ")
        ax.legend(loc="upper left", framealpha=0.9)
    ax.set_xlim(-0.5, size - 0.5)
    ax.set_ylim(-0.5, size - 0.5)
    ax.set_xlabel("pile 1 (x)")
    ax.set_ylabel("pile 2 (y)")
    ax.set_title(f"P-positions of {game.display_title()}, 0 <= x, y < {size}")
    _grid_ticks(ax, size)
    return fig


def grundy_heatmap(game: Game, size: int = 64, *, mark_p: bool = True) -> Any:
    """A heatmap of the Grundy values G(x, y) of a two-pile game, 0 <= x, y < size.

    The P-positions (G = 0) are the darkest cells, and with ``mark_p`` they
    are also filled with the P colour so they stand out in grey.
    """
    import numpy as np

    values = _values_grid(game, size)
    fig = _figure()
    ax = fig.add_subplot()
    from matplotlib import colormaps
    from matplotlib.colors import ListedColormap

    # The lightest three quarters of cividis, so that black P cells stand out in grey too.
    cmap = ListedColormap(colormaps["cividis"](np.linspace(0.25, 1.0, 256)))
    im = ax.imshow(values.T, origin="lower", cmap=cmap, interpolation="nearest",
                   extent=(-0.5, size - 0.5, -0.5, size - 0.5), vmin=0)
    if mark_p:
        zeros = np.ma.masked_where(values.T != 0, np.zeros_like(values.T, dtype=float))
        ax.imshow(zeros, origin="lower", cmap=ListedColormap([P_COLOUR]), interpolation="nearest",
                  extent=(-0.5, size - 0.5, -0.5, size - 0.5))
    fig.colorbar(im, ax=ax, shrink=0.8, label="Grundy value G(x, y)")
    ax.set_xlabel("pile 1 (x)")
    ax.set_ylabel("pile 2 (y)")
    ax.set_title(f"Grundy values of {game.display_title()} (black: G = 0)")
    _grid_ticks(ax, size)
    return fig


def _grid_ticks(ax: Any, size: int) -> None:
    step = max(1, size // 10)
    step = min((s for s in (1, 2, 5, 10, 20, 50, 100, 200, 500) if s >= step), default=step)
    ax.set_xticks(range(0, size, step))
    ax.set_yticks(range(0, size, step))


def _is_plain_wythoff(game: Game) -> bool:
    rules = game.rules()
    return not rules.get("misere") and not rules.get("max_take") and rules.get("a", 1) == 1


def pixel_of(fig: Any, x: float, y: float) -> tuple[int, int]:
    """The (column, row) pixel of data point (x, y) of the first axes in the saved PNG.

    Valid for :func:`save` with its default settings (no tight cropping).
    """
    fig.canvas.draw()
    ax = fig.axes[0]
    px, py = ax.transData.transform((x, y))
    height = fig.canvas.get_width_height()[1]
    return int(round(px)), int(round(height - py))


def save(fig: Any, path: str | Path) -> Path:
    """Write a figure to a .png or .svg file and return its path."""
    out = Path(path)
    if out.suffix.lower() not in (".png", ".svg"):
        raise InputError(f"the picture file must end in .png or .svg, not {out.name!r}")
    if not out.parent.exists():
        raise InputError(f"the folder {str(out.parent)!r} does not exist")
    fig.savefig(out)
    return out

