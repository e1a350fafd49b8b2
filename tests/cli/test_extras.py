"""A command that needs an optional extra which is not installed says, in one line, what to install.

Each test makes a module unimportable (``sys.modules[name] = None``, as if it
were not installed) and runs the command line in-process.
"""

from __future__ import annotations

import sys

import pytest

#: (command line, the module made missing, the extra that provides it)
CASES = [
    (["plot", "p-positions", "--size", "8"], "matplotlib", "plot"),
    (["plot", "grundy", "--size", "8"], "matplotlib", "plot"),
    (["plot", "queen", "D4"], "matplotlib", "plot"),
    (["serve", "--port", "0"], "uvicorn", "web"),
    (["serve", "--port", "0"], "fastapi", "web"),
]


@pytest.mark.parametrize("argv, module, extra", CASES)
def test_a_missing_extra_is_one_line_naming_what_to_install(cli, monkeypatch, tmp_path, argv, module, extra):
    monkeypatch.setitem(sys.modules, module, None)
    command = f"grundy {argv[0]}"
    output = ["-o", str(tmp_path / "picture.png")] if argv[0] == "plot" else []
    r = cli([*argv, *output])
    assert (r.status, r.out) == (2, "")
    assert r.err == f"{command}: needs {module}: pip install 'grundy[{extra}]'\n"
    r = cli([*argv, *output, "--lang", "zh"])
    assert (r.status, r.out) == (2, "")
    assert r.err == f"{command}：需要 {module}：pip install 'grundy[{extra}]'\n"
    assert not (tmp_path / "picture.png").exists()


def test_the_help_of_a_command_needs_no_extra(cli, monkeypatch):
    monkeypatch.setitem(sys.modules, "matplotlib", None)
    with pytest.raises(SystemExit) as done:
        cli(["plot", "--help"])
    assert done.value.code == 0


def test_the_refusal_comes_before_the_arguments_are_used(cli, monkeypatch, tmp_path):
    # A picture too large to draw, or a file name matplotlib cannot write, is
    # refused by the drawing code; without matplotlib the user first learns
    # what to install.
    monkeypatch.setitem(sys.modules, "matplotlib", None)
    r = cli(["plot", "grundy", "--size", "100000", "-o", str(tmp_path / "m.jpg")])
    assert r.status == 2 and "needs matplotlib" in r.err
