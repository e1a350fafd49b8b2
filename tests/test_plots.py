"""Pictures: the files are written, and their pixels show the P-positions where they are."""

from __future__ import annotations

import pytest

pytest.importorskip("matplotlib")

import matplotlib.image as mpimg  # noqa: E402

from grundy import plots  # noqa: E402
from grundy.games.wythoff import Wythoff, is_p_position  # noqa: E402
from tests.oracles import wythoff as oracle  # noqa: E402


def _pixel(img, fig, x, y):
    col, row = plots.pixel_of(fig, x, y)
    return tuple(float(c) for c in img[row, col, :3])


def _is_p_colour(rgb):
    return all(abs(c - p) < 0.02 for c, p in zip(rgb, plots.P_COLOUR))


@pytest.mark.parametrize("lines", [False, True])
def test_p_position_map_pixels(tmp_path, lines):
    size = 30
    fig = plots.p_position_map(Wythoff(), size, beatty_lines=lines)
    path = plots.save(fig, tmp_path / "map.png")
    img = mpimg.imread(path)
    assert img.shape[:2] == (700, 700)
    table = oracle.p_table(size)
    for x in range(size):
        for y in range(size):
            if lines:  # the dashed lines cross the cells: most of a cell keeps its colour
                col, row = plots.pixel_of(fig, x, y)
                block = img[row - 3:row + 4, col - 3:col + 4, :3]
                dark = sum(_is_p_colour(tuple(px)) for line in block for px in line)
                assert (dark > 30) == table[x][y], (x, y)
            else:
                assert _is_p_colour(_pixel(img, fig, x, y)) == table[x][y], (x, y)


def test_grundy_heatmap_marks_exactly_the_zeros(tmp_path):
    size = 24
    fig = plots.grundy_heatmap(Wythoff(), size)
    path = plots.save(fig, tmp_path / "heat.png")
    img = mpimg.imread(path)
    for x in range(size):
        for y in range(size):
            assert _is_p_colour(_pixel(img, fig, x, y)) == is_p_position(x, y), (x, y)


def test_svg_output_and_bad_paths(tmp_path, cli):
    r = cli(["plot", "p-positions", "--size", "20", "-o", str(tmp_path / "m.svg")])
    assert r.status == 0, r.err
    text = (tmp_path / "m.svg").read_text()
    assert text.lstrip().startswith("<?xml") and "<svg" in text and len(text) > 10_000
    r = cli(["plot", "p-positions", "-o", str(tmp_path / "m.jpg")])
    assert r.status == 2 and "must end in .png or .svg" in r.err
    r = cli(["plot", "grundy", "--size", "100000", "-o", str(tmp_path / "m.png")])
    assert r.status == 2 and "between 1 and" in r.err
    r = cli(["plot", "p-positions", "-o", str(tmp_path / "missing" / "m.png")])
    assert r.status == 2 and "does not exist" in r.err


@pytest.mark.parametrize("argv, message", [
    (["grundy", "--size", "0"], "between 1 and"),  # once drawn at the default size instead
    (["p-positions", "--size", "0"], "between 1 and"),
    (["queen", "--game", "nim"], "draws the queen game"),  # once a traceback
    (["queen", "--game", "wythoff"], "draws the queen game"),
    (["queen", "--size", "9"], "--board, not --size"),
    (["grundy", "3", "5"], "unrecognized arguments: 3 5"),  # once silently left out
    (["p-positions", "--misere", "4", "7"], "unrecognized arguments: 4 7"),
])
def test_conflicting_or_empty_picture_options_are_refused(tmp_path, cli, argv, message):
    r = cli(["plot", *argv, "-o", str(tmp_path / "m.png")])
    assert r.status == 2 and message in r.err and "Traceback" not in r.err, r.err
    assert len(r.err.strip().splitlines()) == 1 and not (tmp_path / "m.png").exists()


def test_cli_png_size(tmp_path, cli):
    out = tmp_path / "heat.png"
    r = cli(["plot", "grundy", "--size", "32", "-o", str(out)])
    assert r.status == 0 and r.out.startswith("wrote")
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert mpimg.imread(out).shape[:2] == (700, 700)


@pytest.mark.parametrize("board", ["19", "9x13"])
def test_queen_board_marks_exactly_the_safe_squares(tmp_path, board):
    from grundy.games.queen import Queen
    from tests.oracles import wythoff as w_oracle

    game = Queen(board=board)
    cols, rows = game.board
    fig = plots.queen_board(game)
    img = mpimg.imread(plots.save(fig, tmp_path / "board.png"))
    table = w_oracle.p_table(max(cols, rows))
    for x in range(cols):
        for y in range(rows):
            if (x, y) == game.corner:
                continue
            safe = table[cols - 1 - x][rows - 1 - y]  # distances to the corner, by brute force
            assert _is_p_colour(_pixel(img, fig, x, y)) == safe, (x, y)


def test_queen_picture_with_moves_through_cli(tmp_path, cli):
    out = tmp_path / "q.png"
    r = cli(["plot", "queen", "D4", "-o", str(out)])
    assert r.status == 0, r.err
    assert mpimg.imread(out).shape[:2] == (700, 700)
    r = cli(["plot", "queen", "Z99", "-o", str(out)])
    assert r.status == 2 and "Z99" in r.err
