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
    "p_position_map",
    "pixel_of",
    "queen_board",
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
        raise TooLargeError(f"the picture size must be between 1 and {MAX_SIZE}, not {size}",
                            zh=f"图的大小必须在 1 到 {MAX_SIZE} 之间，不能是 {size}")


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
    from .tables import outcome_board

    _check_size(size)
    grid = outcome_board(game, size)
    fig = _figure()
    ax = fig.add_subplot()
    image = [[P_COLOUR if grid[x][y] else N_COLOUR for x in range(size)] for y in range(size)]
    ax.imshow(image, origin="lower", extent=(-0.5, size - 0.5, -0.5, size - 0.5),
              interpolation="nearest")
    slope = _beatty_slope(game)
    if beatty_lines and slope is not None:
        # Drawing only: the P-positions lie near y = (beta/alpha) x and its mirror.
        xs = [0, size]
        label = "φ" if slope == (1 + 5**0.5) / 2 else f"{slope:.4f}"
        ax.plot(xs, [x * slope for x in xs], "--", color="0.45", lw=1.2, label=f"y = {label}·x")
        ax.plot(xs, [x / slope for x in xs], ":", color="0.45", lw=1.6, label=f"y = x/{label}")
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

    from .tables import grundy_board

    _check_size(size)
    values = grundy_board(game, size)
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


def queen_board(game: Any = None, position: Any = None, *, moves: bool = True) -> Any:
    """A Go board with the safe squares (P-positions of a lone queen) marked.

    ``game`` is a :class:`~grundy.games.queen.Queen` (19 x 19 by default).
    With a position, the queens are drawn, and with ``moves`` arrows show
    every winning move.  Safe squares are black discs; the corner is a star.
    """
    from .games.queen import GO_LETTERS, Queen, is_safe

    game = game if game is not None else Queen()
    cols, rows = game.board
    if cols > 61 or rows > 61:
        raise TooLargeError(f"the board picture is drawn up to 61 x 61, not {cols} x {rows}",
                            zh=f"棋盘图最大画到 61 x 61，不能是 {cols} x {rows}")
    queens = game.validate(position) if position is not None else ()
    fig = _figure()
    ax = fig.add_subplot()
    ax.set_facecolor((0.86, 0.70, 0.42))  # board wood; light in grey
    for i in range(cols):
        ax.plot([i, i], [0, rows - 1], color="0.25", lw=0.8, zorder=1)
    for j in range(rows):
        ax.plot([0, cols - 1], [j, j], color="0.25", lw=0.8, zorder=1)
    disc = 0.32 if max(cols, rows) <= 25 else 0.38
    from matplotlib.patches import Circle

    for x in range(cols):
        for y in range(rows):
            if (x, y) != game.corner and is_safe((x, y), game.board):
                ax.add_patch(Circle((x, y), disc, color=P_COLOUR, zorder=3))
    cx, cy = game.corner
    ax.plot([cx], [cy], marker="*", markersize=22, color="0.1", markeredgecolor="white", zorder=4)
    if queens and moves:
        for after in game.winning_moves(queens):
            src, dst = game.moved_queen(queens, after)
            ax.annotate("", xy=dst, xytext=src, zorder=5,
                        arrowprops={"arrowstyle": "-|>", "color": (0.75, 0.1, 0.1), "lw": 2.5,
                                    "mutation_scale": 20, "shrinkA": 12, "shrinkB": 6})
    for qx, qy in queens:
        ax.add_patch(Circle((qx, qy), 0.45, facecolor="white", edgecolor="black", lw=2, zorder=6))
        ax.text(qx, qy, "Q", ha="center", va="center", fontsize=13, fontweight="bold", zorder=7)
    ax.set_xlim(-0.8, cols - 0.2)
    ax.set_ylim(-0.8, rows - 0.2)
    ax.set_aspect("equal")
    go = cols <= len(GO_LETTERS)
    ax.set_xticks(range(cols), [GO_LETTERS[i] for i in range(cols)] if go else range(cols))
    ax.set_yticks(range(rows), [str(j + 1) for j in range(rows)] if go else range(rows))
    ax.tick_params(length=0)
    title = "Safe squares (black) of " + game.display_title()
    if queens:
        title += f"; queen on {game.format_position(queens)}"
    ax.set_title(title)
    return fig


def _grid_ticks(ax: Any, size: int) -> None:
    step = max(1, size // 10)
    step = min((s for s in (1, 2, 5, 10, 20, 50, 100, 200, 500) if s >= step), default=step)
    ax.set_xticks(range(0, size, step))
    ax.set_yticks(range(0, size, step))


def _beatty_slope(game: Game) -> float | None:
    # beta/alpha for Wythoff-type games whose P-positions follow a Beatty pair:
    # alpha = (2 - a + sqrt(a^2 + 4)) / 2, beta = alpha + a (a = 1: phi and phi^2).
    if getattr(game, "name", "") != "wythoff" or game.rules().get("max_take"):
        return None
    a = game.rules().get("a", 1)
    alpha = (2 - a + (a * a + 4) ** 0.5) / 2
    slope: float = (alpha + a) / alpha
    return slope


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
        raise InputError(f"the picture file must end in .png or .svg, not {out.name!r}",
                         zh=f"图片文件名必须以 .png 或 .svg 结尾，不能是 {out.name!r}")
    if not out.parent.exists():
        raise InputError(f"the folder {str(out.parent)!r} does not exist",
                         zh=f"文件夹 {str(out.parent)!r} 不存在")
    fig.savefig(out)
    return out

