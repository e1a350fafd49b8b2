"""Printable worksheets: positions of a game to judge, and their answer key, as a PDF or a page to print.

:func:`make_worksheet` chooses the questions from a seed and solves them
(:mod:`grundy.worksheet.questions`); :func:`write_pdf` writes them as A4 pages
(:mod:`grundy.worksheet.pdf`), :func:`worksheet_html` as one page of HTML
(:mod:`grundy.worksheet.html`); both use the words of
:mod:`grundy.worksheet.sheet` and the pictures of
:mod:`grundy.worksheet.pictures` (matplotlib, imported when a picture is drawn).

>>> from grundy.registry import find_game
>>> sheet = make_worksheet(find_game("wythoff")(), 4, seed=1)
>>> [q.outcome for q in sheet.questions].count("P") >= 1
True
"""

from .html import worksheet_html
from .pdf import write_pdf
from .questions import Question, Worksheet, make_worksheet

__all__ = ["Question", "Worksheet", "make_worksheet", "worksheet_html", "write_pdf"]
