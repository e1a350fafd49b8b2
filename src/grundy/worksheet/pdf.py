"""A worksheet as a PDF of A4 pages (matplotlib's PDF backend): the questions, then the answer key.

The questions come as many to a page as fit (two boards of squares, five
or so rows of piles, a dozen positions in words), the first page headed by
the title, the rules, the seed, a line for the pupil's name and the task.  The answer key starts on a page of its own
and runs over as many pages as its answers need.  The fonts are embedded
as TrueType (``pdf.fonttype`` 42), so the text can be searched and copied.

>>> from grundy.registry import find_game
>>> from grundy.worksheet.questions import make_worksheet
>>> import io
>>> out = io.BytesIO()
>>> write_pdf(make_worksheet(find_game("nim")(), 3, seed=1), out)
2
>>> out.getvalue()[:5]
b'%PDF-'
"""

from __future__ import annotations

from typing import IO, Any

from ..cli.parser import wrap
from .pictures import STONE_INCHES, draw, labels, rows
from .questions import Worksheet
from .sheet import answer_heading, answer_lines, has_picture, header_lines, question_lines, title

__all__ = ["picture_kind", "write_pdf"]

#: A4, in inches, and the margins.
WIDTH, HEIGHT = 8.27, 11.69
MARGIN, TOP, BOTTOM = 0.75, 0.6, 0.55
#: The side of a board of squares, in inches.
SQUARE = 3.0
#: Columns of text a line holds at the body's size (a Chinese character takes two).
COLUMNS = {11.0: 80, 9.0: 104, 8.0: 118}


def picture_kind(sheet: Worksheet) -> str:
    """How the worksheet's questions are drawn: "square", "stones" or "words"."""
    if sheet.game.shell.board_kind == "square":
        return "square"
    if all(has_picture(sheet, q.position) for q in sheet.questions):
        return "stones"
    return "words"


def _picture_size(kind: str, position: Any) -> tuple[float, float]:
    # (width, height) in inches of a question's picture; (0, 0) for none.
    if kind == "square":
        return SQUARE, SQUARE
    if kind == "stones":
        width, height = rows(position)
        return width * STONE_INCHES, height * STONE_INCHES
    return 0.0, 0.0


class _Page:
    """One A4 figure and a cursor going down it, in inches from the top."""

    def __init__(self) -> None:
        from matplotlib.figure import Figure

        self.fig = Figure(figsize=(WIDTH, HEIGHT))
        self.y = TOP

    def room(self) -> float:
        return HEIGHT - BOTTOM - self.y

    def line(self, text: str, size: float = 11.0, gap: float = 0.06, **style: Any) -> None:
        height = size / 72 * 1.35
        self.fig.text(MARGIN / WIDTH, 1 - (self.y + height * 0.8) / HEIGHT, text, fontsize=size, **style)
        self.y += height + gap

    def paragraph(self, text: str, size: float = 11.0, **style: Any) -> None:
        for part in wrap(text, COLUMNS[size]):
            self.line(part, size, gap=0.0, **style)
        self.y += 0.06

    def axes(self, height: float, width: float) -> Any:
        box = (MARGIN / WIDTH, 1 - (self.y + height) / HEIGHT, width / WIDTH, height / HEIGHT)
        self.y += height
        return self.fig.add_axes(box)


def _bold(lang: str) -> dict[str, Any]:
    # The CJK fonts installed with Linux have no bold face: Chinese headings stand out by size alone.
    return {} if lang == "zh" else {"fontweight": "bold"}


def _lines_height(lines: list[str], size: float) -> float:
    return sum(len(wrap(line, COLUMNS[size])) for line in lines) * size / 72 * 1.35 + 0.06 * len(lines)


def write_pdf(sheet: Worksheet, out: str | IO[bytes], lang: str = "en") -> int:
    """Write the worksheet as a PDF to a path or a binary file; the number of pages written."""
    from matplotlib.backends.backend_pdf import PdfPages

    kind = picture_kind(sheet)
    pages = 0
    with labels(lang), PdfPages(out, metadata={"Title": title(sheet, lang), "Creator": "grundy",
                                               "CreationDate": None, "ModDate": None}) as pdf:
        count = len(sheet.questions)
        page = _Page()
        page.line(title(sheet, lang), 16, gap=0.12, **_bold(lang))
        *about, task = header_lines(sheet, lang)
        for text in about:
            page.paragraph(text, 9.0)
        page.paragraph(task, 11.0)
        page.y += 0.1
        for index in range(count):
            position = sheet.questions[index].position
            picture = _picture_size(kind, position)
            below = 0.25 if kind == "square" else 0.1  # a board's labels stand below it
            if 0.84 + (picture[1] + below + 0.04 if picture[1] else 0.0) > page.room():
                pdf.savefig(page.fig)
                pages += 1
                page = _Page()
            asked, blanks = question_lines(sheet, index, lang)
            page.line(asked, 12, **_bold(lang))
            if picture[1]:
                page.y += 0.04
                draw(page.axes(picture[1], picture[0]), sheet, position, lang)
                page.y += below
            page.line(blanks, 11, gap=0.3)
        pdf.savefig(page.fig)
        pages += 1
        page = _Page()
        page.line(answer_heading(sheet, lang), 16, gap=0.15, **_bold(lang))
        for index in range(count):
            outcome, why = answer_lines(sheet, index, lang)
            if _lines_height([outcome], 11.0) + _lines_height([why], 8.0) > page.room():
                pdf.savefig(page.fig)
                pages += 1
                page = _Page()
            page.paragraph(outcome, 11.0, **_bold(lang))
            page.paragraph(why, 8.0, color="0.3")
            page.y += 0.08
        pdf.savefig(page.fig)
        pages += 1
    return pages
