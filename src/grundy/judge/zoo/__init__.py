"""The zoo: the typical wrong solutions of each judge format, as contestants write them.

Each is one small program (Python, or C++ where the bug is C++'s own, such
as 32-bit overflow) in ``programs/``, package data named ``FORMAT_BUG.py`` or
``FORMAT_BUG.cpp``, whose first line is a comment ``WRONG: the bug in a
line``.  They read the judge input on stdin and write the judge output, as
a submission does; most are right on small ordinary inputs, and each is wrong
on the cases ``--generate --hard`` makes (tests/judge/test_zoo.py shows both, and
what ``--stress`` shrinks each one's failure to).  ``grundy judge FMT
--package`` puts them in ``submissions/wrong_answer/``, and each problem's page
(docs/judges/) lists them, so each fails with a wrong answer: a program that is
only too slow, or that crashes, is not one of them.

>>> [(p.name, p.language) for p in programs("poj1067")]
[('poj1067_float_golden', 'python'), ('poj1067_int32_square', 'cpp'), ('poj1067_stops_at_0_0', 'python')]
>>> programs("hdu1907")[0].bug
'misere Nim decided by the nim-sum alone, forgetting the case where every pile is 1'
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import resources
from pathlib import Path

__all__ = ["LANGUAGES", "Program", "programs"]

#: File suffix -> language.
LANGUAGES = {".py": "python", ".cpp": "cpp"}


@dataclass(frozen=True)
class Program:
    """One wrong solution: its name, language (``"python"`` or ``"cpp"``), file and bug in a line."""

    name: str
    language: str
    path: Path
    bug: str

    @property
    def source(self) -> str:
        """The program's text."""
        return self.path.read_text(encoding="utf-8")


def _bug(first_line: str) -> str:
    return first_line.lstrip("#/ ").removeprefix("WRONG:").strip()


def programs(format_name: str) -> list[Program]:
    """The wrong solutions of a judge format (its name, not an alias), in the order of their names."""
    here = Path(str(resources.files(__name__) / "programs"))
    found = []
    for path in sorted(here.iterdir()):
        language = LANGUAGES.get(path.suffix)
        if language is None or not path.stem.startswith(format_name + "_"):
            continue
        first = path.read_text(encoding="utf-8").split("\n", 1)[0]
        found.append(Program(path.stem, language, path, _bug(first)))
    return found
