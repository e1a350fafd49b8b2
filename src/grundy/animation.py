"""An animation for slides: the sieve of P-positions on a two-pile game's map (matplotlib).

The frames are the steps of :func:`grundy.sieve.sieve_steps`: each marks the
first cell not crossed out as a P-position (black; the newest in orange) and
crosses out, in grey, the cells that reach it in one move.  The Beatty lines
the game declares for its rules are drawn as far as the P-positions found.
It is written as a GIF (Pillow, which matplotlib brings), an MP4 (when ffmpeg
is installed), or as one SVG file a frame.

matplotlib is imported inside the functions, so importing grundy stays fast.
"""

from __future__ import annotations

import shutil
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .errors import InputError
from .messages import catalogue
from .sieve import SieveStep, sieve_steps

__all__ = ["SUFFIXES", "Animation", "check_path", "save_animation", "sieve_animation", "sieve_frames"]

MESSAGES = catalogue("animation", {
    "start": ("Start from (0, 0)", "从 (0, 0) 开始"),
    "p_step": ("Step {i} of {n}: {cell} is a P-position; it crosses out {crossed} cells",
               "第 {i} 步，共 {n} 步：{cell} 是必败态，它划掉 {crossed} 个格子"),
    "finished": ("Step {i} of {n}: the finished positions are N in misère play",
                 "第 {i} 步，共 {n} 步：反常规则下已结束的局面是必胜态"),
    "title": ("How the P-positions of {game} are found", "{game}的必败态是怎样找出来的"),
    "pairs": ("pairs found: {pairs}", "已找到的数对：{pairs}"),
    "suffix": ("the animation file must end in .gif, .mp4 or .svg, not {name!r}",
               "动画文件名必须以 .gif、.mp4 或 .svg 结尾，不能是 {name!r}"),
    "folder": ("the folder {folder!r} does not exist", "文件夹 {folder!r} 不存在"),
    "no_ffmpeg": ("writing {name!r} needs ffmpeg, which is not installed: install it "
                  "(apt-get install ffmpeg) or write a .gif instead",
                  "写 {name!r} 需要 'ffmpeg'，但没有安装：请安装它（'apt-get install ffmpeg'），或改写成 .gif 文件"),
})

#: The files an animation is written to.
SUFFIXES = (".gif", ".mp4", ".svg")

#: Colours of the cells (RGB, 0..1): not decided, N (crossed out), P, the newest step.
OPEN, CROSSED, P_CELL, NEW_P, NEW_N = (1.0, 1.0, 1.0), (0.78, 0.78, 0.78), (0.0, 0.0, 0.0), \
    (0.85, 0.28, 0.0), (1.0, 0.85, 0.76)


@dataclass(frozen=True)
class Animation:
    """A figure and how to draw each of its frames on it."""

    figure: Any
    draw: Callable[[int], list[Any]]
    count: int
    #: Milliseconds a frame is shown.
    interval: int


def sieve_frames(steps: list[SieveStep], size: int) -> list[list[list[tuple[float, float, float]]]]:
    """The colour of each cell, ``image[y][x]``, before the first step and after each step.

    >>> from grundy.games.wythoff import Wythoff
    >>> frames = sieve_frames(sieve_steps(Wythoff(), 3), 3)
    >>> len(frames), frames[0][0][0], frames[1][0][0], frames[1][0][1]
    (4, (1.0, 1.0, 1.0), (0.85, 0.28, 0.0), (1.0, 0.85, 0.76))
    """
    image = [[OPEN] * size for _ in range(size)]
    frames = [[row[:] for row in image]]
    for step in steps:
        shown = [row[:] for row in image]
        for x, y in step.crossed:
            image[y][x] = CROSSED
            shown[y][x] = NEW_N
        if step.p is not None:
            x, y = step.p
            image[y][x] = P_CELL
            shown[y][x] = NEW_P
        frames.append(shown)
    return frames


def sieve_animation(game: Any, size: int = 16, *, lang: str = "en", interval: int = 1000) -> Animation:
    """The animation of the sieve on the game's size x size map (see :func:`save_animation`).

    Each frame shows one step, its sentence in the title, and the pairs
    (a_k, b_k) found so far.  ``lang="zh"`` labels it in Chinese (a CJK font
    is needed: :func:`grundy.plots.cjk_font`).
    """
    from .plots import _figure, _grid_ticks, _labels, _pile_labels

    steps = sieve_steps(game, size)
    frames = sieve_frames(steps, size)
    with _labels(lang) as lang:
        fig = _figure()
        ax = fig.add_subplot()
        image = ax.imshow(frames[0], origin="lower", extent=(-0.5, size - 0.5, -0.5, size - 0.5),
                          interpolation="nearest")
        ax.set_xlim(-0.5, size - 0.5)
        ax.set_ylim(-0.5, size - 0.5)
        _pile_labels(ax, lang)
        _grid_ticks(ax, size)
        fig.suptitle(MESSAGES("title", game=game.display_title(lang)).render(lang))
        slopes = [(s.p + s.r * s.d**0.5) / s.q for s in game.beatty_slopes()]  # drawing only
        lines = [ax.plot([], [], "--", color="0.35", lw=1.3)[0] for _ in slopes for _ in (0, 1)]
        note = ax.text(0.01, 0.99, "", transform=ax.transAxes, va="top", ha="left", fontsize=9,
                       bbox={"facecolor": "white", "alpha": 0.85, "edgecolor": "none"})

        def draw(i: int) -> list[Any]:
            image.set_data(frames[i])
            done = steps[:i]
            found = [s.p for s in done if s.p is not None]
            if i == 0:
                ax.set_title(MESSAGES("start").render(lang))
            elif steps[i - 1].p is None:
                ax.set_title(MESSAGES("finished", i=i, n=len(steps)).render(lang))
            else:
                ax.set_title(MESSAGES("p_step", i=i, n=len(steps), cell=steps[i - 1].p,
                                      crossed=len(steps[i - 1].crossed)).render(lang))
            pairs = ", ".join(f"({x}, {y})" for x, y in found if x <= y)
            note.set_text(MESSAGES("pairs", pairs=pairs).render(lang) if pairs else "")
            reach = max((max(p) for p in found), default=0)
            for k, slope in enumerate(slopes):
                for j, s in enumerate((slope, 1 / slope)):
                    end = min(reach, reach / s)
                    lines[2 * k + j].set_data([0, end], [0, end * s])
            return [image, note, *lines]

        draw(0)
        return Animation(fig, draw, len(frames), interval)


def check_path(path: str | Path) -> Path:
    """The file an animation can be written to, or InputError saying why not (before any drawing).

    >>> check_path("slides/sieve.jpg")
    Traceback (most recent call last):
    ...
    grundy.errors.InputError: the animation file must end in .gif, .mp4 or .svg, not 'sieve.jpg'
    """
    out = Path(path)
    if out.suffix.lower() not in SUFFIXES:
        raise InputError(MESSAGES("suffix", name=out.name))
    if not out.parent.exists():
        raise InputError(MESSAGES("folder", folder=str(out.parent)))
    if out.suffix.lower() == ".mp4" and shutil.which("ffmpeg") is None:
        raise InputError(MESSAGES("no_ffmpeg", name=out.name))
    return out


def save_animation(animation: Animation, path: str | Path) -> list[Path]:
    """Write an animation to a .gif, an .mp4 (ffmpeg needed) or one .svg a frame; return the files.

    The SVG frames are named after the file: ``sieve.svg`` gives
    ``sieve-000.svg``, ``sieve-001.svg``, ...
    """
    out = check_path(path)
    if out.suffix.lower() == ".svg":
        written = []
        for i in range(animation.count):
            animation.draw(i)
            frame = out.with_name(f"{out.stem}-{i:03d}.svg")
            animation.figure.savefig(frame)
            written.append(frame)
        return written
    from matplotlib.animation import FFMpegWriter, FuncAnimation, PillowWriter

    fps = max(1, round(1000 / animation.interval))  # the writers take whole frames a second
    writer = PillowWriter(fps=fps) if out.suffix.lower() == ".gif" else FFMpegWriter(fps=fps)
    FuncAnimation(animation.figure, animation.draw, frames=animation.count,
                  interval=animation.interval, blit=False).save(out, writer=writer)
    return [out]
