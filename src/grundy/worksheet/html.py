"""A worksheet as one HTML page to print: the questions, then the answer key from a new printed page.

The page holds everything (its style and its pictures inline, as SVG), so it
can be saved as one file; its print style sets A4 pages, keeps a question
on one page and starts the key on a page of its own.  Everything stands in
its one ``<main>``, so that a screen reader's landmarks find the whole sheet.

>>> from grundy.registry import find_game
>>> from grundy.worksheet.questions import make_worksheet
>>> page = worksheet_html(make_worksheet(find_game("euclid")(), 2, seed=1), "zh", pictures=False)
>>> page.startswith("<!DOCTYPE html>"), '<section class="key"' in page, 'lang="zh-CN"' in page
(True, True, True)
"""

from __future__ import annotations

from html import escape

from ..messages import catalogue
from .questions import Worksheet
from .sheet import answer_heading, answer_lines, has_picture, header_lines, question_lines, title

__all__ = ["STYLE", "worksheet_html"]

MESSAGES = catalogue("worksheet.html", {
    "print": ("Print this page (Ctrl+P, or ⌘P on a Mac) for the worksheet; the answer key starts on a page of its "
              "own.", "打印本页（CTRL+P，苹果电脑上为 ⌘P）即得到练习单；答案从新的一页开始。"),
})

#: The page's style: readable on a screen, A4 pages on paper.
STYLE = """
body { font-family: system-ui, "Noto Sans CJK SC", "WenQuanYi Micro Hei", sans-serif; color: #111;
       max-width: 50rem; margin: 1.5rem auto; padding: 0 1rem; line-height: 1.45; }
h1 { font-size: 1.6rem; margin: 0 0 .4rem; }
.about { font-size: .85rem; color: #333; margin: .15rem 0; }
.task { font-size: 1.05rem; margin: .8rem 0 1rem; }
.question { border-top: 1px solid #bbb; padding: .6rem 0 .8rem; break-inside: avoid; }
.question h2 { font-size: 1.1rem; margin: 0 0 .3rem; }
.question svg { display: block; max-width: 100%; height: auto; margin: .2rem 0; }
.blanks { margin: .4rem 0 0; }
.key { margin-top: 2.5rem; }
.key .answer { margin: 0 0 .7rem; break-inside: avoid; }
.key .outcome { font-weight: 600; }
.key .why { font-size: .85rem; color: #333; }
.screen-only { background: #eef4ff; border: 1px solid #9ab; padding: .5rem .8rem; border-radius: .3rem; }
@page { size: A4; margin: 15mm; }
@media print {
  body { max-width: none; margin: 0; padding: 0; }
  .screen-only { display: none; }
  .key { break-before: page; margin-top: 0; }
}
"""


def worksheet_html(sheet: Worksheet, lang: str = "en", pictures: bool = True) -> str:
    """The worksheet as a page of HTML in ``lang``; ``pictures`` draws the positions (matplotlib)."""
    parts = [f'<!DOCTYPE html>\n<html lang="{"zh-CN" if lang == "zh" else "en"}">\n<head>\n<meta charset="utf-8">',
             f"<title>{escape(title(sheet, lang))}</title>\n<style>{STYLE}</style>\n</head>\n<body>\n<main>",
             f'<p class="screen-only">{escape(MESSAGES("print").render(lang))}</p>',
             f"<h1>{escape(title(sheet, lang))}</h1>"]
    *about, task = header_lines(sheet, lang)
    parts += [f'<p class="about">{escape(line)}</p>' for line in about]
    parts.append(f'<p class="task">{escape(task)}</p>')
    for index, question in enumerate(sheet.questions):
        asked, blanks = question_lines(sheet, index, lang)
        picture = ""
        if pictures and has_picture(sheet, question.position):
            from .pictures import svg

            picture = svg(sheet, question.position, lang, name=f"q{index + 1}")
        parts.append(f'<section class="question" id="q{index + 1}"><h2>{escape(asked)}</h2>{picture}'
                     f'<p class="blanks">{escape(blanks)}</p></section>')
    parts.append(f'<section class="key" id="key"><h1>{escape(answer_heading(sheet, lang))}</h1>')
    for index in range(len(sheet.questions)):
        outcome, why = answer_lines(sheet, index, lang)
        parts.append(f'<div class="answer" id="a{index + 1}"><div class="outcome">{escape(outcome)}</div>'
                     f'<div class="why">{escape(why)}</div></div>')
    parts.append("</section>\n</main>\n</body>\n</html>\n")
    return "\n".join(parts)
