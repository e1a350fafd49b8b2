"""Pictures: the files are written, and their pixels show the P-positions where they are."""

from __future__ import annotations

import re

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
    assert r.status == 0 and r.err == f"wrote {out}\n" and r.out == ""
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


def _line_labels(fig):
    return [line.get_label() for line in fig.axes[0].get_lines()]


def test_the_map_draws_the_beatty_lines_the_game_declares():
    from dataclasses import dataclass, replace
    from typing import ClassVar

    from grundy.beatty import golden_ratio
    from grundy.drawing import Shell
    from grundy.piles import PileGame

    @dataclass(frozen=True)
    class Mirror(PileGame):  # Wythoff's moves under another name, declaring its lines
        name: ClassVar[str] = "mirror"
        piles: ClassVar[int | None] = 2
        shell: ClassVar[Shell] = replace(PileGame.shell, pile_map=True)

        def options(self, position):
            return Wythoff().options(position)

        def beatty_slopes(self):
            return (golden_ratio(),)

    fig = plots.p_position_map(Mirror(), 12)
    assert _line_labels(fig) == ["y = φ·x", "y = x/φ"]
    phi = (1 + 5**0.5) / 2
    assert [tuple(line.get_ydata()) for line in fig.axes[0].get_lines()] == pytest.approx([(0, 12 * phi), (0, 12 / phi)])
    # a-Wythoff's P-positions lie along y = (beta/alpha) x, beta/alpha = 1 + sqrt(2) for a = 2.
    fig = plots.p_position_map(Wythoff(a=2), 12)
    assert _line_labels(fig) == ["y = 2.4142·x", "y = x/2.4142"]
    assert fig.axes[0].get_lines()[0].get_ydata()[1] == pytest.approx(12 * (1 + 2**0.5))
    assert _line_labels(plots.p_position_map(Wythoff(a=3), 12)) == ["y = 3.3028·x", "y = x/3.3028"]
    assert _line_labels(plots.p_position_map(Wythoff(misere=True), 12)) == ["y = φ·x", "y = x/φ"]
    assert _line_labels(plots.p_position_map(Wythoff(max_take=3), 12)) == []  # residues, no lines
    assert _line_labels(plots.p_position_map(Wythoff(), 12, beatty_lines=False)) == []


def test_the_board_picture_asks_the_game_which_squares_are_safe(tmp_path):
    # A rook on the board of the queen (up or right only) is Nim on her distances: safe where
    # they are equal.  The picture marks what the game answers, not Wythoff's pairs.
    from dataclasses import dataclass
    from typing import ClassVar

    from grundy.games.queen import Queen, distances

    @dataclass(frozen=True, repr=False)
    class Rook(Queen):
        name: ClassVar[str] = "rook"

        def outcome(self, position):
            dx, dy = distances(self.validate(position)[0], self.board)
            return "P" if dx == dy else "N"

        def winning_moves(self, position):
            (x, y), = self.validate(position)
            dx, dy = distances((x, y), self.board)
            return [] if dx == dy else [((x + dx - dy, y),)] if dx > dy else [((x, y + dy - dx),)]

    game = Rook(board="7x5")
    fig = plots.queen_board(game, ((0, 0),))
    img = mpimg.imread(plots.save(fig, tmp_path / "rook.png"))
    for x in range(7):
        for y in range(5):
            if (x, y) not in (game.corner, (0, 0), (2, 0)):  # the goal, the rook and its target
                assert _is_p_colour(_pixel(img, fig, x, y)) == (x - y == 2), (x, y)
    arrows = [t for t in fig.axes[0].texts if getattr(t, "arrow_patch", None) is not None]
    assert [(a.xyann, a.xy) for a in arrows] == [((0, 0), (2, 0))]


# ---------------------------------------------------------------- languages
# Chinese labels use the terms of the Chinese text reports (grundy.messages and the games'
# explanations): 必败态 for P-positions, 奇异局势 for Wythoff's, SG 值, 安全格, 必胜走法.

def _figures(**lang):
    """One small picture of each kind, drawn with lang="en" or "zh" or (without it) by default."""
    from grundy.games.queen import Queen

    queen = Queen(board="9")
    return {
        "p-positions": plots.p_position_map(Wythoff(), 12, **lang),
        "grundy": plots.grundy_heatmap(Wythoff(), 12, **lang),
        "queen": plots.queen_board(queen, queen.parse_position(["C3"]), **lang),
    }


def _texts(fig):
    """Every non-empty text of a figure: titles, axis and colour-bar labels, legend, annotations."""
    from matplotlib.text import Text

    return [t.get_text() for t in fig.findobj(Text) if t.get_text()]


def _han(text):
    return [c for c in text if "\u4e00" <= c <= "\u9fff"]


@pytest.fixture
def some_font(monkeypatch):
    """The font lookup answers with a font name, so the Chinese labels are drawn on any machine."""
    monkeypatch.setattr(plots, "cjk_font", lambda: "DejaVu Sans")


def test_chinese_labels(some_font):
    from grundy.games.queen import Queen

    figs = _figures(lang="zh")
    every = {kind: "\n".join(_texts(fig)) for kind, fig in figs.items()}
    for kind, text in every.items():
        # Every word is translated: only the names "Beatty" and "SG" (as in 必败态, SG 值) stay Latin.
        assert set(re.findall(r"[A-Za-z]{2,}", text)) <= {"Beatty", "SG"}, (kind, text)
        assert "第 1 堆" in text or kind == "queen", kind
    p_map, heat, queen = every["p-positions"], every["grundy"], every["queen"]
    assert Wythoff().display_title("zh") in p_map and "必败态图" in p_map and "奇异局势" in p_map
    assert "Beatty 直线" in p_map and "y = φ·x" in p_map
    assert "SG 值" in heat and "热图" in heat and "必败态" in heat
    assert Queen(board="9").display_title("zh") in queen and "安全格" in queen
    assert "皇后在 C3" in queen and "必胜走法" in queen
    # A variant's P-positions are 必败态, not Wythoff's own 奇异局势.
    misere = "\n".join(_texts(plots.p_position_map(Wythoff(misere=True), 12, lang="zh")))
    assert Wythoff(misere=True).display_title("zh") in misere and "奇异局势" not in misere


def test_english_labels_are_the_default():
    default = _figures()
    for kind, en in _figures(lang="en").items():
        assert _texts(en) == _texts(default[kind]), kind
        assert not any(_han(t) for t in _texts(en)), kind


def _installed_chinese_font_files():
    """Font files that can draw Chinese, found without grundy: fontconfig, then FreeType's charmaps."""
    import shutil
    import subprocess

    from matplotlib.ft2font import FT2Font

    if shutil.which("fc-list") is None:
        return []
    out = subprocess.run(["fc-list", "--format", "%{file}\n", ":lang=zh"], capture_output=True,
                         text=True, check=False).stdout
    return [path for path in sorted(set(out.splitlines()))
            if all(ord(c) in FT2Font(path).get_charmap() for c in "必败态图")]


def test_the_cjk_font_is_chosen_when_installed(tmp_path, cli):
    import matplotlib
    from matplotlib import font_manager
    from matplotlib.ft2font import FT2Font

    if not _installed_chinese_font_files():
        pytest.skip("no font covering Chinese found through fontconfig (fc-list :lang=zh); "
                    "install one with apt-get install fonts-wqy-microhei")
    family_before = list(matplotlib.rcParams["font.family"])
    for kind, fig in _figures(lang="zh").items():
        title = fig.axes[0].title
        path = font_manager.findfont(title.get_fontproperties(), fallback_to_default=False)
        charmap = FT2Font(path).get_charmap()
        assert _han(title.get_text()) and all(ord(c) in charmap for c in _han(title.get_text())), \
            (kind, path)
    # The font was this figure's only: the settings and the next English picture are untouched.
    assert list(matplotlib.rcParams["font.family"]) == family_before
    en = plots.p_position_map(Wythoff(), 12)
    assert en.axes[0].title.get_fontfamily() == family_before
    assert plots.missing_font_note("zh") is None
    r = cli(["plot", "p-positions", "--size", "12", "--lang", "zh", "-o", str(tmp_path / "m.png")])
    assert r.status == 0 and r.out == "" and r.err == f"已写入 {tmp_path / 'm.png'}\n", r.err


def test_without_a_cjk_font_the_labels_stay_english(monkeypatch, tmp_path, cli):
    monkeypatch.setattr(plots, "cjk_font", lambda: None)
    en = _figures(lang="en")
    for kind, zh in _figures(lang="zh").items():
        assert _texts(zh) == _texts(en[kind]), kind
    out = tmp_path / "m.png"
    r = cli(["plot", "queen", "D4", "--lang", "zh", "-o", str(out)])
    assert r.status == 0 and r.out == ""
    assert mpimg.imread(out).shape[:2] == (700, 700)
    note, done = r.err.strip().splitlines()
    assert "字体" in note and "apt-get install fonts-wqy-microhei" in note, r.err
    assert done == f"已写入 {out}"
    r = cli(["plot", "queen", "D4", "-o", str(out)])  # English asks for no font
    assert r.status == 0 and r.err == f"wrote {out}\n"


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_no_missing_glyphs(lang, recwarn, caplog):
    import io

    for kind, fig in _figures(lang=lang).items():  # both backends lay text out with the same fonts
        fig.savefig(io.BytesIO(), format="svg" if kind == "p-positions" else "png")
    glyphs = [str(w.message) for w in recwarn if "missing from" in str(w.message)]
    assert glyphs == []
    assert [r.getMessage() for r in caplog.records if r.name.startswith("matplotlib")
            and r.levelno >= 30] == []
