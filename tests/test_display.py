"""What a notebook shows: the rich displays of analyses, games, boards, tables and maps."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import numpy as np

from grundy import find_game
from grundy.boards import grundy_board, outcome_board
from grundy.display import SHOWN, GrundyTable, PositionMap


def wythoff_grundy(size: int) -> list[list[int]]:
    # Plain mex over the moves of Wythoff's game: the oracle for the table's numbers.
    g = [[0] * size for _ in range(size)]
    for x in range(size):
        for y in range(size):
            seen = {g[x - k][y] for k in range(1, x + 1)} | {g[x][y - k] for k in range(1, y + 1)}
            seen |= {g[x - k][y - k] for k in range(1, min(x, y) + 1)}
            g[x][y] = next(v for v in range(len(seen) + 1) if v not in seen)
    return g


def cells(html: str) -> list[list[str]]:
    rows = re.findall(r"<tr><th[^>]*>\d+</th>(.*?)</tr>", html)
    return [re.findall(r"<td[^>]*>(.*?)</td>", row) for row in rows]


def test_a_grundy_table_shows_every_value_and_stays_a_numpy_array():
    table = grundy_board(find_game("wythoff")(), 12)
    assert isinstance(table, GrundyTable) and isinstance(table, np.ndarray)
    expected = wythoff_grundy(12)
    assert [[int(v) for v in row] for row in cells(table._repr_html_())] == expected
    assert (np.asarray(table) + 0).tolist() == expected  # arithmetic as on any array
    assert repr(np.asarray(table)).startswith("array(")


def test_a_large_table_shows_its_corner_and_says_so():
    table = grundy_board(find_game("wythoff")(), SHOWN + 10)
    html = table._repr_html_()
    assert len(cells(html)) == SHOWN
    assert f"the first {SHOWN} x {SHOWN} of {SHOWN + 10} x {SHOWN + 10}" in html
    assert "只显示" in table._repr_html_(lang="zh")


def test_a_position_map_marks_exactly_the_p_positions():
    board = outcome_board(find_game("wythoff")(misere=True), 10)
    assert isinstance(board, PositionMap)
    shown = [[c == "P" for c in row] for row in cells(board._repr_html_())]
    assert shown == np.asarray(board).tolist()
    assert shown[0][1] and not shown[0][0]  # misère: (0, 1) loses for the player to move


def test_an_analysis_shows_its_verdict_and_every_winning_move():
    wythoff = find_game("wythoff")()
    html = wythoff.analyse((5, 8))._repr_html_()
    assert "(4, 7)" in html and "(5, 3)" in html and "take 1 from both piles" in html
    zh = wythoff.analyse((5, 8), lang="zh")._repr_html_()
    assert "必胜走法" in zh and "从两堆各取 1 个" in zh


def test_a_board_of_squares_is_valid_svg_with_its_pieces():
    queen = find_game("queen")()
    board = queen.square_board(queen.read("D4"))
    svg = ET.fromstring(board._repr_svg_())
    titles = [t.text for t in svg.iter("{http://www.w3.org/2000/svg}title")]
    assert titles == ["D4"]
    html = queen.analyse(queen.read("D4"))._repr_html_()
    assert "<svg" in html and "T19" in html


def test_a_game_shows_its_title_and_rules():
    html = find_game("wythoff")(max_take=3)._repr_html_()
    assert "Wythoff" in html and "max_take = 3" in html
