"""Pictures: the P-position map, Grundy heatmaps and boards of squares (matplotlib).

matplotlib is imported inside the functions, so importing grundy stays fast.
Each function returns a matplotlib Figure; :func:`save` writes it to PNG or
SVG.  Colours are chosen to read in grey as well: P-positions are black on
white, Grundy values use the perceptually uniform 'cividis' map (dark to
light), and the Beatty lines are dashed.  What a picture shows of a game
comes from the game's declarations: the Beatty lines of its rules
(``Game.beatty_slopes``), what its texts call its P-positions, the board of
squares of a game drawn on one (``shell.board_kind``, ``Game.square_board``).

Every picture is labelled in English (``lang="en"``, the default) or in
Chinese (``lang="zh"``).  Chinese labels need a CJK font: :func:`cjk_font`
finds an installed one, and it is used for that figure only.  Without one
the labels stay English (no empty boxes for missing glyphs), and
:func:`missing_font_note` says how to install a font.

>>> from grundy.games.wythoff import Wythoff
>>> fig = p_position_map(Wythoff(), 20)
>>> fig.axes[0].get_title()
"P-positions of Wythoff's game, 0 <= x, y < 20"
"""

from __future__ import annotations

import functools
import shutil
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from .beatty import golden_ratio
from .errors import InputError, TooLargeError
from .game import Game
from .messages import catalogue, check_lang
from .registry import iter_games

__all__ = [
    "CJK_FONTS",
    "P_COLOUR",
    "board_picture",
    "cjk_font",
    "grundy_heatmap",
    "missing_font_note",
    "p_position_map",
    "pixel_of",
    "queen_board",
    "save",
]

MESSAGES = catalogue("plots", {
    "no_cjk_font": ("no Chinese (CJK) font was found, so the picture's labels are in English; install a Chinese "
                    "font to see them in Chinese, for example {command}",
                    "没有找到中文（CJK）字体，图上的文字改用英文；安装一个中文字体即可显示中文，例如 {command}"),
    "bad_size": ("the picture size must be between 1 and {most}, not {size}", "图的大小必须在 1 到 {most} 之间，不能是 {size}"),
    "line": ("y = {slope}·x", "Beatty 直线 y = {slope}·x"),
    "line_inverse": ("y = x/{slope}", "Beatty 直线 y = x/{slope}"),
    "map_title": ("{black} of {game}", "{game}的必败态图（黑格：{black}）"),
    "map_title_range": ("0 <= x, y < {size}", "0 ≤ x, y < {size}"),
    "grundy_value": ("Grundy value G(x, y)", "SG 值 G(x, y)"),
    "heatmap_title": ("Grundy values of {game}", "{game}的 SG 值热图"),
    "heatmap_black": ("black: G = 0", "黑格：G = 0，即必败态"),
    "board_too_large": ("the board picture is drawn up to 61 x 61, not {cols} x {rows}",
                        "棋盘图最大画到 61 x 61，不能是 {cols} x {rows}"),
    "safe_squares": ("Safe squares (black) of {game}", "{game}：黑子为安全格（必败态）"),
    "queen_on": ("queen on {squares}", "皇后在 {squares}"),
    "arrows": ("red arrows: winning moves", "红色箭头：必胜走法"),
    "title_separator": ("; ", "；"),
    "pile_1": ("pile 1 (x)", "第 1 堆（x）"),
    "pile_2": ("pile 2 (y)", "第 2 堆（y）"),
    "file_suffix": ("the picture file must end in .png or .svg, not {name!r}",
                    "图片文件名必须以 .png 或 .svg 结尾，不能是 {name!r}"),
    "no_folder": ("the folder {folder!r} does not exist", "文件夹 {folder!r} 不存在"),
})

#: The colour of P-positions in every picture (RGB, 0..1).
P_COLOUR = (0.0, 0.0, 0.0)
#: The colour of N-positions on the P-position map.
N_COLOUR = (1.0, 1.0, 1.0)
#: Largest board the pictures draw cell by cell.
MAX_SIZE = 2048


#: CJK fonts for Chinese labels, in order of preference (Linux, then Windows and macOS).
CJK_FONTS = (
    "Noto Sans CJK SC", "Noto Sans CJK JP", "WenQuanYi Micro Hei", "WenQuanYi Zen Hei",
    "Source Han Sans SC", "Source Han Sans CN", "Source Han Sans", "SimHei", "Microsoft YaHei",
    "PingFang SC", "Heiti SC", "Heiti TC", "STHeiti",
)


@functools.cache
def cjk_font() -> str | None:
    """The family name of an installed font that can draw Chinese, or None if there is none.

    The first of :data:`CJK_FONTS` that matplotlib knows wins.  Otherwise
    fontconfig (``fc-list :lang=zh``) is asked for every font covering
    Chinese, which also finds a font installed after matplotlib built its
    font cache; such a font is registered with matplotlib's font manager
    (which makes it available, and changes nothing else).  The answer is
    cached for the process.

    >>> from matplotlib import font_manager
    >>> name = cjk_font()
    >>> name is None or name in {entry.name for entry in font_manager.fontManager.ttflist}
    True
    """
    from matplotlib import font_manager

    manager = font_manager.fontManager
    known = {entry.name for entry in manager.ttflist}
    for name in CJK_FONTS:
        if name in known:
            return name
    paths = _fontconfig_chinese_files()
    registered = {entry.fname for entry in manager.ttflist}
    for path in paths:
        if path not in registered:
            try:
                manager.addfont(path)
            except (OSError, RuntimeError, ValueError):
                continue  # a file fontconfig lists but FreeType cannot read
    names = sorted({entry.name for entry in manager.ttflist if entry.fname in paths})
    preferred = [name for name in CJK_FONTS if name in names]
    return (preferred or names)[0] if names else None


def _fontconfig_chinese_files() -> set[str]:
    # The font files fontconfig says cover Chinese; none without fontconfig (Windows, most macOS).
    fc_list = shutil.which("fc-list")
    if fc_list is None:
        return set()
    try:
        done = subprocess.run([fc_list, "--format", "%{file}\n", ":lang=zh"], capture_output=True,
                              text=True, timeout=20, check=False)
    except (OSError, subprocess.SubprocessError):
        return set()
    return {line for line in done.stdout.splitlines() if line.strip()}


def missing_font_note(lang: str) -> str | None:
    """The one line to show when Chinese labels were asked for but no CJK font is installed, else None.

    >>> missing_font_note("en") is None
    True
    """
    if check_lang(lang) != "zh" or cjk_font() is not None:
        return None
    return MESSAGES("no_cjk_font", command="sudo apt-get install fonts-wqy-microhei").render(lang)


@contextmanager
def _labels(lang: str) -> Iterator[str]:
    # Yields the language the labels are drawn in.  For Chinese the CJK font is
    # the first family of every text made inside (rc_context: this figure only),
    # with the usual sans-serif fonts as a fallback for any glyph it lacks.
    if check_lang(lang) != "zh":
        yield "en"
        return
    font = cjk_font()
    if font is None:
        yield "en"
        return
    import matplotlib

    with matplotlib.rc_context({"font.family": [font, "sans-serif"]}):
        yield "zh"


def _check_size(size: int) -> None:
    if not 1 <= size <= MAX_SIZE:
        raise TooLargeError(MESSAGES("bad_size", most=MAX_SIZE, size=size))


def _figure() -> Any:
    from matplotlib.figure import Figure

    class Picture(Figure):
        """A figure that a notebook shows by itself (as PNG), with no pyplot and no extra call."""

        def _repr_png_(self) -> bytes:
            import io

            data = io.BytesIO()
            self.savefig(data, format="png")
            return data.getvalue()

    inches = 7.0
    return Picture(figsize=(inches, inches), dpi=100, layout="constrained")


def p_position_map(game: Game, size: int = 40, *, beatty_lines: bool = True, lang: str = "en") -> Any:
    """The map of a two-pile game's P-positions in the plane (the "必败态图").

    Black cells are P-positions.  The Beatty lines the game declares for its
    rules (:meth:`~grundy.game.Game.beatty_slopes`: y = phi*x and y = x/phi
    for Wythoff's game), along which the P-positions lie, are drawn dashed.
    x is the first pile (horizontal), y the second (vertical).
    ``lang="zh"`` labels it in Chinese (see :func:`cjk_font`).
    """
    from .boards import outcome_board

    _check_size(size)
    grid = outcome_board(game, size)
    with _labels(lang) as lang:
        fig = _figure()
        ax = fig.add_subplot()
        image = [[P_COLOUR if grid[x][y] else N_COLOUR for x in range(size)] for y in range(size)]
        ax.imshow(image, origin="lower", extent=(-0.5, size - 0.5, -0.5, size - 0.5),
                  interpolation="nearest")
        slopes = game.beatty_slopes() if beatty_lines else ()
        for exact in slopes:
            # Drawing only (the float places a line; it decides nothing).
            slope = (exact.p + exact.r * exact.d**0.5) / exact.q
            k = "φ" if exact == golden_ratio() else f"{slope:.4f}"
            xs = [0, size]
            ax.plot(xs, [x * slope for x in xs], "--", color="0.45", lw=1.2,
                    label=MESSAGES("line", slope=k).render(lang))
            ax.plot(xs, [x / slope for x in xs], ":", color="0.45", lw=1.6,
                    label=MESSAGES("line_inverse", slope=k).render(lang))
        if slopes:
            ax.legend(loc="upper left", framealpha=0.9)
        ax.set_xlim(-0.5, size - 0.5)
        ax.set_ylim(-0.5, size - 0.5)
        _pile_labels(ax, lang)
        # Wythoff's own P-positions are the 奇异局势 of the Chinese texts.
        title = MESSAGES("map_title", game=game.display_title(lang), black=game.p_position_term(lang)).render(lang)
        drawn = MESSAGES("map_title_range", size=size).render(lang)
        if lang == "zh":
            _title(ax, title, drawn)
        else:
            ax.set_title(f"{title}, {drawn}")
        _grid_ticks(ax, size)
        return fig


def grundy_heatmap(game: Game, size: int = 64, *, mark_p: bool = True, lang: str = "en") -> Any:
    """A heatmap of the Grundy values G(x, y) of a two-pile game, 0 <= x, y < size.

    The P-positions (G = 0) are the darkest cells, and with ``mark_p`` they
    are also filled with the P colour so they stand out in grey.
    ``lang="zh"`` labels it in Chinese (see :func:`cjk_font`).
    """
    import numpy as np

    from .boards import grundy_board

    _check_size(size)
    values = grundy_board(game, size)
    from matplotlib import colormaps
    from matplotlib.colors import ListedColormap

    with _labels(lang) as lang:
        fig = _figure()
        ax = fig.add_subplot()
        # The lightest three quarters of cividis, so that black P cells stand out in grey too.
        cmap = ListedColormap(colormaps["cividis"](np.linspace(0.25, 1.0, 256)))
        im = ax.imshow(values.T, origin="lower", cmap=cmap, interpolation="nearest",
                       extent=(-0.5, size - 0.5, -0.5, size - 0.5), vmin=0)
        if mark_p:
            zeros = np.ma.masked_where(values.T != 0, np.zeros_like(values.T, dtype=float))
            ax.imshow(zeros, origin="lower", cmap=ListedColormap([P_COLOUR]), interpolation="nearest",
                      extent=(-0.5, size - 0.5, -0.5, size - 0.5))
        fig.colorbar(im, ax=ax, shrink=0.8, label=MESSAGES("grundy_value").render(lang))
        _pile_labels(ax, lang)
        title = MESSAGES("heatmap_title", game=game.display_title(lang)).render(lang)
        black = MESSAGES("heatmap_black").render(lang)
        if lang == "zh":
            _title(ax, title, black)
        else:
            ax.set_title(f"{title} ({black})")
        _grid_ticks(ax, size)
        return fig


def board_picture(game: Any = None, position: Any = None, *, moves: bool = True, safe: bool = True,
                  ax: Any = None, lang: str = "en") -> Any:
    """A board of squares with the safe squares (P-positions of a lone piece) marked.

    ``game`` is a game drawn on a board of squares (``shell.board_kind`` is ``"square"``:
    the queen's Go board); by default the first such game installed, with
    its default rules.  With a position, the pieces are drawn, and with
    ``moves`` arrows show every winning move.  Safe squares are black discs;
    the goals are stars; ``safe=False`` leaves them unmarked (a question, not its
    answer).  ``ax`` draws it into those axes of a figure of one's own (whose
    figure is returned).  ``lang="zh"`` labels it in Chinese (see :func:`cjk_font`).

    >>> fig = board_picture(position=((3, 3),))
    >>> fig.axes[0].get_title().splitlines()
    ['Safe squares (black) of Queen to the corner (19 x 19 Go board)', 'queen on D4; red arrows: winning moves']
    """
    if game is None:
        game = next(cls for cls in iter_games() if cls.shell.board_kind == "square")()
    pieces = game.validate(position) if position is not None else ()
    board = game.square_board(pieces)
    cols, rows = board.columns, board.rows
    if cols > 61 or rows > 61:
        raise TooLargeError(MESSAGES("board_too_large", cols=cols, rows=rows))
    from matplotlib.patches import Circle

    with _labels(lang) as lang:
        if ax is None:
            ax = _figure().add_subplot()
        fig = ax.figure
        ax.set_facecolor((0.86, 0.70, 0.42))  # board wood; light in grey
        for i in range(cols):
            ax.plot([i, i], [0, rows - 1], color="0.25", lw=0.8, zorder=1)
        for j in range(rows):
            ax.plot([0, cols - 1], [j, j], color="0.25", lw=0.8, zorder=1)
        disc = 0.32 if max(cols, rows) <= 25 else 0.38
        for x in range(cols):
            for y in range(rows):
                # A lone piece, in the position's JSON form: its square's name.
                lone = game.position_from_json([board.name((x, y))])
                if safe and (x, y) not in board.goals and game.outcome(lone) == "P":
                    ax.add_patch(Circle((x, y), disc, color=P_COLOUR, zorder=3))
        for gx, gy in board.goals:
            ax.plot([gx], [gy], marker="*", markersize=22, color="0.1", markeredgecolor="white", zorder=4)
        arrows = list(game.winning_moves(pieces)) if pieces and moves else []
        for after in arrows:
            moved = [(s, t) for s, t in zip(board.pieces, game.square_board(after).pieces) if s != t]
            for src, dst in moved:
                ax.annotate("", xy=dst, xytext=src, zorder=5,
                            arrowprops={"arrowstyle": "-|>", "color": (0.75, 0.1, 0.1), "lw": 2.5,
                                        "mutation_scale": 20, "shrinkA": 12, "shrinkB": 6})
        for qx, qy in board.pieces:
            ax.add_patch(Circle((qx, qy), 0.45, facecolor="white", edgecolor="black", lw=2, zorder=6))
            # The usual sans-serif in either language: the CJK fonts rarely have a bold face.
            ax.text(qx, qy, "Q", ha="center", va="center", fontsize=13, fontweight="bold",
                    fontfamily="sans-serif", zorder=7)
        ax.set_xlim(-0.8, cols - 0.2)
        ax.set_ylim(-0.8, rows - 0.2)
        ax.set_aspect("equal")
        ax.set_xticks(range(cols), [board.column_label(i) for i in range(cols)])
        ax.set_yticks(range(rows), [board.row_label(j) for j in range(rows)])
        ax.tick_params(length=0)
        parts = [MESSAGES("safe_squares", game=game.display_title(lang))] if safe else []
        if pieces:
            parts.append(MESSAGES("queen_on", squares=game.format_position(pieces, lang)))
        if arrows:
            parts.append(MESSAGES("arrows"))
        if parts:
            first, *rest = [part.render(lang) for part in parts]
            _title(ax, first, *rest, sep=MESSAGES("title_separator").render(lang))
        return fig


#: The picture of the queen's board, by its first name.
queen_board = board_picture


def _title(ax: Any, first: str, *rest: str, sep: str = "；") -> None:
    # One line when it fits the figure's width, else the first part on a line of its own.
    import unicodedata

    line = sep.join((first, *rest))
    width = sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in line)
    ax.set_title(line if width <= 76 or not rest else first + "\n" + sep.join(rest))


def _pile_labels(ax: Any, lang: str) -> None:
    ax.set_xlabel(MESSAGES("pile_1").render(lang))
    ax.set_ylabel(MESSAGES("pile_2").render(lang))


def _grid_ticks(ax: Any, size: int) -> None:
    step = max(1, size // 10)
    step = min((s for s in (1, 2, 5, 10, 20, 50, 100, 200, 500) if s >= step), default=step)
    ax.set_xticks(range(0, size, step))
    ax.set_yticks(range(0, size, step))


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
        raise InputError(MESSAGES("file_suffix", name=out.name))
    if not out.parent.exists():
        raise InputError(MESSAGES("no_folder", folder=str(out.parent)))
    fig.savefig(out)
    return out

