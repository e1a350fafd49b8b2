"""Worksheets: the answer key against the brute-force oracles, the PDF's pages, the print view, the command."""

from __future__ import annotations

import re
import shutil
import subprocess
import zlib

import pytest

from grundy.errors import GrundyError, UnsupportedError
from grundy.registry import find_game
from grundy.worksheet.questions import MAX_COUNT, make_worksheet
from tests import oracles
from tests.oracles import nim as nim_oracle
from tests.oracles import queen as queen_oracle
from tests.oracles import wythoff as wythoff_oracle


def _bash_moves(m):
    return lambda p: [(p[0] - t,) for t in range(1, m + 1) if t <= p[0]]


# (game, rules, the oracle's moves) of games whose oracle gives the moves of a position.
GAMES = [
    ("wythoff", {}, wythoff_oracle.moves),
    ("wythoff", {"misere": True}, wythoff_oracle.moves),
    ("nim", {}, nim_oracle.moves),
    ("nim", {"misere": True}, nim_oracle.moves),
    ("bash", {"max_take": 3, "misere": True}, _bash_moves(3)),
    ("bash", {"max_take": 4}, _bash_moves(4)),
]


@pytest.mark.parametrize("name, rules, moves", GAMES, ids=lambda v: str(v) if not callable(v) else "")
@pytest.mark.parametrize("seed", [0, 1, 2026])
def test_the_answer_key_is_the_oracle_s(name, rules, moves, seed):
    game = find_game(name)(**rules)
    sheet = make_worksheet(game, 12, seed)
    positions = [q.position for q in sheet.questions]
    known = oracles.outcomes(moves, positions, misere=bool(rules.get("misere")))
    memo = oracles.outcomes  # every option's outcome, by the same minimax
    for question in sheet.questions:
        assert question.outcome == known[question.position], question
        options = list(moves(question.position))
        outcome = memo(moves, options, misere=bool(rules.get("misere")))
        assert set(question.winning_moves) == oracles.winning_moves(moves, outcome.__getitem__, question.position)
        assert len(question.winning_moves) == len(set(question.winning_moves))


def test_the_queen_s_answer_key_is_the_oracle_s():
    game = find_game("queen")()
    outcome, targets = queen_oracle.single_queen((19, 19))
    for seed in (0, 5):
        for question in make_worksheet(game, 12, seed).questions:
            (square,) = question.position
            assert question.outcome == outcome[square]
            assert {after for (after,) in question.winning_moves} == targets[square]


@pytest.mark.parametrize("name, rules", [("wythoff", {}), ("nim", {}), ("queen", {}), ("euclid", {}),
                                         ("bash", {"max_take": 3})])
def test_a_sheet_mixes_p_and_n_positions_of_a_pupil_s_size_and_follows_its_seed(name, rules):
    game = find_game(name)(**rules)
    sheet = make_worksheet(game, 10, seed=4)
    outcomes = [q.outcome for q in sheet.questions]
    assert 3 <= outcomes.count("P") <= 6 and outcomes.count("N") >= 4, outcomes
    positions = [q.position for q in sheet.questions]
    assert len(set(positions)) == 10
    assert not any(game.is_over(p) for p in positions)  # no finished game asked about
    assert sheet == make_worksheet(find_game(name)(**rules), 10, seed=4)
    assert sheet != make_worksheet(game, 10, seed=5)
    sizes = [game.size(p) for p in positions]
    assert sizes == sorted(sizes)  # the smallest first
    if game.shell.board_kind == "piles":
        assert max(max(p) for p in positions) <= 12


@pytest.mark.parametrize("count, seed", [(0, 1), (10**9, 1), (MAX_COUNT + 1, 1), ("x", 1), (3, -1), (3, "abc"),
                                         (3, 2**64)])
def test_bad_counts_and_seeds_are_refused_in_one_line(count, seed):
    with pytest.raises(GrundyError) as caught:
        make_worksheet(find_game("nim")(), count, seed)
    assert "\n" not in str(caught.value) and ("seed" in str(caught.value) or "questions" in str(caught.value))
    assert caught.value.zh


def test_a_game_with_too_few_positions_says_so():
    with pytest.raises(GrundyError, match=r"only \d+ different positions"):
        make_worksheet(find_game("subtraction")(), 50, 1, scale=1)


# ------------------------------------------------------------------ the PDF
def _pages(data: bytes) -> int:
    """The number of pages of a PDF, read from its page objects (not the /Pages tree nodes)."""
    return len(re.findall(rb"/Type\s*/Page(?![a-z])", data))


def _page_texts(path) -> list[str] | None:
    if shutil.which("pdftotext") is None:
        return None
    text = subprocess.run(["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True,
                          check=True).stdout
    return text.split("\f")[:-1]  # pdftotext ends every page with a form feed


@pytest.mark.parametrize("name, count", [("wythoff", 10), ("queen", 3), ("nim", 7), ("euclid", 14)])
def test_the_pdf_has_the_questions_then_the_key_on_pages_of_its_own(tmp_path, name, count):
    pytest.importorskip("matplotlib")
    from grundy.worksheet.pdf import write_pdf

    sheet = make_worksheet(find_game(name)(), count, seed=3)
    path = tmp_path / "sheet.pdf"
    with path.open("wb") as out:
        pages = write_pdf(sheet, out)
    data = path.read_bytes()
    assert data.startswith(b"%PDF-") and data.rstrip().endswith(b"%%EOF")
    again = tmp_path / "again.pdf"
    write_pdf(make_worksheet(find_game(name)(), count, seed=3), str(again))
    assert again.read_bytes() == data  # the same seed, the same file
    assert _pages(data) == pages >= 2
    texts = _page_texts(path)
    if texts is None:
        pytest.skip("pdftotext (Debian's poppler-utils) reads the pages' text")
    assert len(texts) == pages
    key = next(i for i, text in enumerate(texts) if "Answer key" in text)
    assert key >= 1 and all("Answer key" not in t for t in texts[:key])
    game = sheet.game
    asked = "\n".join(texts[:key])
    answered = "\n".join(texts[key:])
    for n, question in enumerate(sheet.questions, 1):
        shown = game.format_position(question.position)
        assert f"{n}. Position {shown}" in asked
        assert re.search(rf"^\s*{n}\. {re.escape(shown)}: [PN]-position", answered, re.M), (n, shown)
        for after in question.winning_moves:  # every winning move is in the key (words as the game says them)
            words = " ".join(game.describe_move(question.position, after).split())
            assert words in " ".join(answered.split()), words


def test_a_chinese_pdf_is_written_in_a_chinese_font_or_refused(tmp_path, monkeypatch):
    pytest.importorskip("matplotlib")
    from grundy import plots
    from grundy.worksheet.pdf import write_pdf

    sheet = make_worksheet(find_game("wythoff")(), 4, seed=1)
    if plots.cjk_font() is not None:
        path = tmp_path / "zh.pdf"
        pages = write_pdf(sheet, str(path), "zh")
        texts = _page_texts(path)
        if texts is not None:
            assert "练习单" in texts[0] and "答案" in texts[-1] and len(texts) == pages
    monkeypatch.setattr(plots, "cjk_font", lambda: None)
    with pytest.raises(UnsupportedError) as caught:
        write_pdf(sheet, str(tmp_path / "none.pdf"), "zh")
    assert "fonts-wqy-microhei" in str(caught.value) and "fonts-wqy-microhei" in caught.value.text("zh")


def test_the_pdf_embeds_its_fonts_as_truetype(tmp_path):
    pytest.importorskip("matplotlib")
    from grundy.worksheet.pdf import write_pdf

    path = tmp_path / "sheet.pdf"
    write_pdf(make_worksheet(find_game("nim")(), 2, seed=1), str(path))
    data = path.read_bytes()
    assert b"/FontFile2" in data and b"/Subtype /Type3" not in data
    streams = [zlib.decompress(m) for m in re.findall(rb"stream\r?\n(.*?)endstream", data, re.S)
               if m[:1] == b"x"]
    assert streams  # the pages are compressed streams that zlib reads


# ----------------------------------------------------------- the print view
@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_print_view_has_every_question_and_the_key(lang):
    pytest.importorskip("matplotlib")
    from grundy.worksheet.html import worksheet_html

    sheet = make_worksheet(find_game("nim")(), 5, seed=2)
    page = worksheet_html(sheet, lang)
    game = sheet.game
    assert page.count('<section class="question"') == 5 and page.count("<svg") == 5
    key_at = page.index('<section class="key"')
    assert "break-before: page" in page and "@page" in page
    for n, question in enumerate(sheet.questions, 1):
        assert page.index(f'id="q{n}"') < key_at < page.index(f'id="a{n}"')
        assert game.format_position(question.position, lang) in page[:key_at]
        for after in question.winning_moves:
            assert game.describe_move(question.position, after, lang) in page[key_at:]
    assert ("答案" in page[key_at:]) == (lang == "zh")
    assert page == worksheet_html(make_worksheet(find_game("nim")(), 5, seed=2), lang)  # the same page again
    ids = re.findall(r'\bid="([^"]+)"', page)
    assert len(ids) == len(set(ids))  # no two pictures share an id
    # A screen reader hears each picture as one image, named by its position; the sheet is the page's main part.
    said = re.findall(r'<svg role="img" aria-label="([^"]+)"', page)
    assert [game.format_position(q.position, lang) in name for q, name in zip(sheet.questions, said)] == [True] * 5
    assert page.count("<main>") == 1 and page.index("<main>") < page.index("<h1>") < key_at < page.index("</main>")


# -------------------------------------------------------------- the command
def test_the_command_writes_a_pdf_and_a_print_view(cli, tmp_path):
    pytest.importorskip("matplotlib")
    pdf, html = tmp_path / "s.pdf", tmp_path / "s.html"
    run = cli(["worksheet", "bash", "--max-take", "3", "--misere", "--count", "6", "--seed", "9", "-o", str(pdf)])
    assert run.status == 0, run.err
    assert "6 questions" in run.err and "seed 9" in run.err
    assert _pages(pdf.read_bytes()) >= 2
    run = cli(["worksheet", "bash", "--max-take", "3", "--misere", "--count", "6", "--seed", "9", "-o", str(html),
               "--lang", "zh"])
    assert run.status == 0, run.err
    page = html.read_text(encoding="utf-8")
    assert "反常" in page and "--misere" in page  # the rules, and the line that makes the same sheet


@pytest.mark.parametrize("argv, word", [
    (["worksheet", "nosuchgame", "--count", "3"], "nosuchgame"),
    (["worksheet", "nim", "--count", "0"], "0"),
    (["worksheet", "nim", "--count", str(10**9)], str(10**9)),
    (["worksheet", "nim", "--count", "3", "--seed", "x1"], "x1"),
    (["worksheet", "nim", "--count", "3", "--seed", "-5"], "-5"),
    (["worksheet", "bash", "--count", "3"], "--max-take"),
    (["worksheet", "sum", "--count", "3"], "sum"),
])
def test_bad_input_to_the_command_is_one_line(cli, tmp_path, argv, word):
    out = tmp_path / "s.pdf"
    run = cli([*argv, "-o", str(out)])
    assert run.status != 0 and not out.exists()
    assert len(run.err.strip().splitlines()) == 1 and "Traceback" not in run.err, run.err
    assert word in run.err


def test_an_output_that_is_not_a_pdf_or_a_page_is_refused(cli, tmp_path):
    run = cli(["worksheet", "nim", "--count", "3", "-o", str(tmp_path / "s.png"), "--lang", "zh"])
    assert run.status != 0 and "s.png" in run.err and "练习单" in run.err
