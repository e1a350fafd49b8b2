"""The registry: games found by name through the entry points of ``grundy.games``,
imported only when used; the names, aliases and summaries each game declares."""

from __future__ import annotations

import importlib
import os
import re
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

import grundy
import grundy.cli
import grundy.registry
from grundy import registry
from grundy.messages import catalogue

from .test_zh import untranslated

SRC = str(Path(grundy.__file__).resolve().parents[1])


def _python(code: str, *path: Path | str) -> str:
    """What a fresh interpreter prints running ``code``, with ``path`` before grundy's source."""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([*map(str, path), SRC])}
    done = subprocess.run([sys.executable, "-c", textwrap.dedent(code)], capture_output=True, text=True,
                          env=env, timeout=60)
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


def _grundy(argv: list[str], *path: Path | str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([*map(str, path), SRC])}
    return subprocess.run([sys.executable, "-m", "grundy", *argv], capture_output=True, text=True,
                          env=env, timeout=60)


# ----------------------------------------------------------- where games come from
def test_listing_the_games_imports_none_of_them():
    out = _python("""
        import sys
        from grundy.registry import available_games
        names = available_games()
        print(names[:3], sorted(m for m in sys.modules if m.startswith("grundy.games.")))
    """)
    assert out == "['wythoff', 'nim', 'bash'] []"


def test_finding_a_built_in_game_imports_its_module_alone_and_reads_no_metadata():
    # `grundy wythoff 5 8` starts fast: no other game, and no scan of the installed packages.
    out = _python("""
        import sys
        from grundy import find_game
        cls = find_game("wythoff")
        games = set(m.split(".")[2] for m in sys.modules if m.startswith("grundy.games."))
        print(cls.__name__, sorted(games), "importlib.metadata" in sys.modules)
    """)
    # Wythoff's game is a package of modules (one per rule set): its own, and no other game's.
    assert out == "Wythoff ['wythoff'] False"


def test_the_package_exports_the_registry():
    assert grundy.available_games is registry.available_games and grundy.find_game is registry.find_game
    assert registry.GAMES["wythoff"] == "grundy.games.wythoff:Wythoff"
    assert "wythoff" in registry.GAMES and "chess" not in registry.GAMES


@pytest.mark.parametrize("alias, name", [("wythoffs", "wythoff"), ("nim_k", "moore"), ("nimk", "moore"),
                                         ("bachet", "bash"), ("Bachet", "bash")])
def test_a_game_declares_its_aliases(alias, name):
    cls = grundy.find_game(name)
    assert alias.lower() in cls.aliases
    assert grundy.find_game(alias) is cls and registry.ALIASES[alias.lower()] == name


def test_an_alias_is_read_from_the_class(monkeypatch):
    nim = grundy.find_game("nim")
    monkeypatch.setattr(nim, "aliases", ("stones",))
    assert registry.game_name("stones") == "nim" and "stones" in registry.game_names()


def test_a_registered_name_that_is_not_its_class_name_is_refused(monkeypatch):
    monkeypatch.setitem(registry.GAMES, "stones", "grundy.games.nim:Nim")
    with pytest.raises(grundy.GrundyError, match="'stones' .* 'nim'"):
        grundy.find_game("stones")


# ------------------------------------------------------------------ summaries
def test_every_game_and_command_has_a_summary_in_both_languages():
    for cls in registry.iter_games():
        assert "summary" in vars(cls) and cls.summary is not None, cls.name
        assert cls.summary.render("zh") and not untranslated(cls.summary.render("zh")), cls.name
    for name, module in grundy.cli.COMMANDS.items():
        command = importlib.import_module(module)
        assert command.SUMMARY and command.SUMMARY_ZH and not untranslated(command.SUMMARY_ZH), name


def _listed(name: str, summary: str, overview: str) -> bool:
    # A line of the overview: the name, at least two spaces, the summary.
    # (and the game's other names, if it has any)
    also = r"( \(also [^)]*\)|（又名 [^）]*）)?"
    return re.search(rf"^  {re.escape(name)} {{2,}}{re.escape(summary)}{also}$", overview, re.M) is not None


def test_the_overview_reads_the_summaries_from_the_listing_of_grundys_own(cli, monkeypatch):
    import grundy.listing

    listed = grundy.listing.GAMES["nim"]._replace(en="take what you like from one heap", zh="从一堆里随意取")
    monkeypatch.setitem(grundy.listing.GAMES, "nim", listed)
    monkeypatch.setitem(grundy.listing.COMMANDS, "table", ("rows and columns of answers", "答案的行与列"))
    en, zh = cli(["--help"]).out, cli(["help", "--lang", "zh"]).out
    assert _listed("nim", "take what you like from one heap", en) and _listed("nim", "从一堆里随意取", zh)
    assert _listed("table", "rows and columns of answers", en) and _listed("table", "答案的行与列", zh)


def test_the_listing_says_what_the_games_and_commands_declare():
    # grundy.listing copies the summaries and other names so that the overview imports no game;
    # 'python -m grundy.listing' writes it afresh when a game or command changes them.
    import grundy.listing

    source = Path(grundy.listing.__file__).read_text(encoding="utf-8")
    assert grundy.listing.written() == source, "run: python -m grundy.listing"
    for name in grundy.registry.BUILTIN:
        cls = grundy.find_game(name)
        listed = grundy.listing.GAMES[name]
        assert (listed.en, listed.zh) == (grundy.registry.summary(cls), grundy.registry.summary(cls, "zh"))
        assert (listed.aliases, listed.aliases_zh) == (tuple(cls.aliases), tuple(cls.aliases_zh))
    assert set(grundy.listing.COMMANDS) == set(grundy.cli.COMMANDS)


def test_the_overview_and_an_alias_import_no_game():
    probe = ("import sys, io, contextlib, grundy.cli as c\n"
             "with contextlib.redirect_stdout(io.StringIO()): c.main(['--help'])\n"
             "games = [m for m in sys.modules if m.startswith('grundy.games.')]\n"
             "from grundy.registry import game_name\n"
             "print(games, game_name('wythoffs'), game_name('皇后'), [m for m in sys.modules if m.startswith('grundy.games.')])")
    env = {**os.environ, "PYTHONPATH": str(Path(grundy.__file__).resolve().parents[1])}
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, env=env, check=True).stdout
    assert out == "[] wythoff queen []\n", out


def test_a_game_without_summaries_is_listed_by_its_title():
    texts = catalogue("demo-plain", {"title": ("Plain game", "朴素游戏"),
                                     "summary": ("a game with no moves", "无棋可走的游戏")})

    class Plain(grundy.PileGame):
        name = "plain"

        def options(self, position):
            return iter(())

    assert registry.summary(Plain) == "plain" and registry.summary(Plain, "zh") == "plain"
    Plain.title = texts("title")
    assert registry.summary(Plain) == "Plain game" and registry.summary(Plain, "zh") == "朴素游戏"
    Plain.summary = texts("summary")
    assert (registry.summary(Plain), registry.summary(Plain, "zh")) == ("a game with no moves", "无棋可走的游戏")


def test_a_game_declares_each_text_with_its_chinese():
    texts = catalogue("demo-squares", {"title": ("Piles", "堆"), "squares": ("the squares", "方格")})

    class Piles(grundy.PileGame):
        name = "piles"
        title = texts("title")

        def options(self, position):
            return iter(())

    class Squares(Piles):
        position_help = texts("squares")

    # grundy's words for piles are Chinese too; a game that changes the text gives both languages.
    assert Piles.position_help.render("zh") == "各堆的石子数"
    assert (Squares.position_help.render("en"), Squares.position_help.render("zh")) == ("the squares", "方格")


# ------------------------------------------------- games of other packages
def _fake_distribution(root: Path, entry_points: str, module: str = "") -> Path:
    """A package installed in ``root`` as pip leaves one: its metadata and, if given, its module."""
    info = root / "fake_games-1.0.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: fake-games\nVersion: 1.0\n", encoding="utf-8")
    (info / "entry_points.txt").write_text(textwrap.dedent(entry_points), encoding="utf-8")
    if module:
        (root / "fake_games.py").write_text(textwrap.dedent(module), encoding="utf-8")
    return root


FAKE = """\
    [grundy.games]
    wythoff = fake_games:Impostor
    twos = fake_games:Twos
    misnamed = fake_games:Twos
    missing = no_such_module:Game
    """

FAKE_MODULE = """\
    from grundy import PileGame
    from grundy.messages import catalogue

    TEXTS = catalogue("twos", {"title": ("Take two", "取二")})

    class Twos(PileGame):
        name = "twos"
        title = TEXTS("title")

        def options(self, position):
            return [(p - 2,) for p in position if p >= 2]

    class Impostor(Twos):
        name = "wythoff"
    """


def test_games_of_another_package_are_found_and_cannot_replace_grundys(tmp_path):
    root = _fake_distribution(tmp_path, FAKE, FAKE_MODULE)
    out = _python("""
        import sys
        from grundy import available_games, find_game
        names = available_games()
        print(names[-2:], "fake_games" in sys.modules, find_game("twos").__module__,
              find_game("wythoff").__module__)
    """, root)
    # A game whose module is not there is not offered, as a built-in one would not be.
    assert out == "['twos', 'misnamed'] False fake_games grundy.games.wythoff.game"
    assert "Take two" in _grundy(["twos", "5"], root).stdout
    assert "Impostor" not in _grundy(["wythoff", "3", "5"], root).stdout
    # The listings leave out the game that cannot be loaded, and go on.
    overview = _grundy(["--help"], root)
    assert overview.returncode == 0 and _listed("twos", "Take two", overview.stdout)
    assert "misnamed" not in overview.stdout and "missing" not in overview.stdout


@pytest.mark.parametrize("argv, words", [
    (["misnamed", "5"], ["'misnamed'", "fake-games", "'twos'"]),
    (["missing", "5"], ["unknown game", "'missing'"]),
])
def test_a_broken_game_of_another_package_is_one_line(tmp_path, argv, words):
    root = _fake_distribution(tmp_path, FAKE, FAKE_MODULE)
    done = _grundy(argv, root)
    assert done.returncode == 2 and done.stdout == "" and done.stderr.count("\n") == 1, done.stderr
    assert all(w in done.stderr for w in words), done.stderr
    zh = _grundy([*argv, "--lang", "zh"], root)
    assert zh.returncode == 2 and zh.stderr.count("\n") == 1 and "Traceback" not in zh.stderr


def test_a_game_whose_module_fails_to_import_is_named(tmp_path):
    root = _fake_distribution(tmp_path, "[grundy.games]\nbroken = fake_games:Broken\n",
                              "raise ImportError('needs a library that is not installed')\n")
    done = _grundy(["broken", "5"], root)
    assert done.returncode == 2 and done.stderr.count("\n") == 1, done.stderr
    assert "'broken'" in done.stderr and "fake-games" in done.stderr and "not installed" in done.stderr
