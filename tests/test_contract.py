"""The contract every game of the registry shares, checked on every game at once.

Each game's own tests check its answers against its oracle; these check
what the command line, the web page and terminal play rely on for any
game: the JSON fields, plain Python ints in answers, typed moves that are
refused with an InputError (never another exception), and Chinese text.
"""

from __future__ import annotations

import itertools
import json
import re

import pytest

from grundy import find_game
from grundy.errors import GrundyError
from grundy.registry import available_games, iter_games


def _game(name, **rules):
    return find_game(name)(**rules)


#: (game, position) samples: every game, with its main rule variants, as the game declares them.
SAMPLES = [(cls.from_rules(rules), position) for cls in iter_games() for rules, position in cls.samples]
IDS = [f"{g.name}-{i}" for i, (g, _) in enumerate(SAMPLES)]

CONTRACT = {"game", "rules", "position", "outcome", "winning_moves", "moves_described",
            "explanation"}


def test_the_samples_cover_every_game():
    assert {g.name for g, _ in SAMPLES} == set(available_games())


def _plain(value):
    # Only JSON's own types, with plain ints (no gmpy2.mpz, no numpy integers).
    if isinstance(value, dict):
        return all(isinstance(k, str) and _plain(v) for k, v in value.items())
    if isinstance(value, (list, tuple)):  # rules keep tuples, written as JSON lists
        return all(_plain(v) for v in value)
    return value is None or type(value) in (bool, int, str)


@pytest.mark.parametrize("game, position", SAMPLES, ids=IDS)
@pytest.mark.parametrize("lang", ["en", "zh"])
def test_json_contract(game, position, lang):
    analysis = game.analyse(position, lang)
    data = analysis.to_json()
    assert CONTRACT <= set(data), CONTRACT - set(data)
    assert data["game"] == game.name and data["outcome"] in ("P", "N")
    assert len(data["winning_moves"]) == len(data["moves_described"]) == len(analysis.winning_moves)
    assert (data["outcome"] == "N") == bool(data["winning_moves"])  # none of these is finished
    assert _plain(data), data
    assert json.loads(json.dumps(data))["winning_moves"] == data["winning_moves"]
    assert game.position_from_json(data["position"]) == analysis.position


# Typed moves whose digits are not ASCII: str.isdigit() accepts them, int()
# does not (or reads them as other numbers).
NON_ASCII_MOVES = ["² 1", "1 ²", "٣ 1", "1 ٣", "both ²", "all ٣", "٣", "²", "D٤", "٣,٣", "1 1 ² 1"]


@pytest.mark.parametrize("game, position", SAMPLES, ids=IDS)
def test_typed_moves_with_non_ascii_digits_are_refused_cleanly(game, position):
    for text in NON_ASCII_MOVES:
        with pytest.raises(GrundyError):
            game.parse_move(position, text)
    if game.name == "sum":
        for text in ["² 2 1", "٢ 2 1"]:
            with pytest.raises(GrundyError):
                game.parse_move(position, text)


def test_non_ascii_digits_in_terminal_play_are_refused_not_a_traceback(cli):
    r = cli(["play", "nim", "3", "4", "5"], stdin="² 1\nquit\n".encode())
    assert r.status == 0 and "Not a legal move" in r.out, r.err
    assert re.search(r"Traceback", r.err) is None


# Words a Chinese text may carry in Latin letters: names, symbols, notation.
LATIN_OK = {"SG", "xor", "mex", "max", "min", "mod", "phi", "Nim", "Nim_k", "Moore", "Bouton",
            "Sprague", "Grundy", "Fraenkel", "Scheinerman", "Ullman", "Beatty", "a_k", "b_k",
            "A_n", "B_n", "both", "all", "dx", "dy"}


def _latin_words(text):
    words = set(re.findall(r"[A-Za-z][A-Za-z_]*[A-Za-z]", text)) - LATIN_OK
    return {w for w in words if not re.fullmatch(r"[A-HJ-Z]\d+", w)}


@pytest.mark.parametrize("game, position", SAMPLES, ids=IDS)
def test_chinese_text_has_no_english_sentences(game, position):
    analysis = game.analyse(position, "zh")
    assert re.search(r"[\u4e00-\u9fff]", analysis.explanation), analysis.explanation
    move_help_zh = game.move_help.render("zh") if game.move_help is not None else ""
    texts = [game.display_title("zh"), analysis.explanation, move_help_zh,
             *(game.describe_move(analysis.position, m, "zh") for m in analysis.winning_moves)]
    for text in texts:
        assert not _latin_words(text), (_latin_words(text), text)
    if game.move_help is not None:
        assert move_help_zh and move_help_zh != game.move_help.render("en")


def test_rules_in_titles_read_as_words():
    bash = find_game("bash")(max_take=3, misere=True)
    assert bash.display_title() == "Bash game (at most 3 per move, misère)"
    assert bash.display_title("zh") == "巴什博弈（每次最多取 3 个，反常规则：取最后一个者输）"
    cards = find_game("cards")(choices=(3, 6))
    assert cards.display_title() == "The divisor/multiple card game (first card: 3, 6)"
    assert find_game("nim")(misere=True).display_title("zh") == "尼姆博弈（反常规则：取最后一个者输）"


def test_terminal_hint_in_chinese_is_punctuated_in_chinese(cli):
    r = cli(["play", "wythoff", "3", "6", "--lang", "zh", "--hints"], stdin=b"quit\n")
    assert "必胜策略。必胜走法：" in r.out and "必胜策略. " not in r.out


BAD_MOVES = ["", "x", "9 9", "1 999", "2 999", "both 99", "all 99", "1 0", "Z99", "99", "0",
             "T1", "D4 Q16", "1 1 2 1 3 1", "3 both 1", "1 1 1", "A20"]


@pytest.mark.parametrize("game, position", SAMPLES, ids=IDS)
def test_refused_moves_are_explained_in_chinese_too(game, position):
    refused = 0
    for text in BAD_MOVES:
        try:
            game.parse_move(position, text)
        except GrundyError as exc:
            refused += 1
            zh = exc.text("zh")
            assert re.search(r"[\u4e00-\u9fff]", zh), (text, str(exc))
            assert not _latin_words(zh.replace(repr(text), "")), (text, zh)
    assert refused >= 5


def test_terminal_play_refuses_a_move_in_chinese(cli):
    r = cli(["play", "wythoff", "3", "6", "--lang", "zh"], stdin="foo\n2 9\nquit\n".encode())
    assert "走法不合法：请输入堆（1、2 或 'both'）和个数" in r.out
    assert "走法不合法：第 2 堆只有 6 个，不能取 9 个" in r.out
    assert "type a pile" not in r.out


@pytest.mark.parametrize("misere", [False, True])
def test_a_finished_game_is_explained_as_finished(misere):
    # The generic explanation once said "every move leads to an N-position"
    # for a position without moves, also beside the outcome N of misère play.
    from grundy.custom import impartial_game

    games = [(impartial_game(lambda n: [n - k for k in (1, 2) if k <= n], misere=misere), 0)]
    if misere:  # (normal play has its own explanation, by Grundy values)
        games.append((_game("subtraction", set=(2,), misere=True), (1, 1)))
    for game, position in games:
        analysis = game.analyse(position)
        assert analysis.outcome == ("N" if misere else "P") and not analysis.winning_moves
        assert analysis.explanation.lower().startswith("no move is left")
        assert ("has won" in analysis.explanation) == misere
        assert "已无棋可走" in game.explain(position, "zh")


#: Values that are not positions of most games: wrong shapes, negative,
#: fractional or textual numbers, a queen off the board, cards of 0 or -6.
BAD_POSITIONS = [None, 5, "abc", "ab", (3, -4), (-1,), (1.5, 2), ("3", "4"), (True, 2),
                 (3, 4, 5, 6, 7), ((-1, 2),), ((30, 2),), ((2.5, 1),), ((2, 3, 0), None),
                 ((2, 3, -6), None), ((2.5,), None), ((2, 3), "x")]


@pytest.mark.parametrize("game, position", SAMPLES, ids=IDS)
def test_questions_about_a_position_that_validate_refuses_raise_its_error(game, position):
    # The library's own error, never a TypeError from deep inside, and never
    # an answer (a negative pile once got an outcome, a queen off the board too).
    questions = [game.analyse, game.outcome, game.winning_moves, game.explain, game.computer_move]
    if not game.misere:
        questions.append(game.grundy)
    refused = 0
    for bad in BAD_POSITIONS:
        try:
            game.read(bad)
        except GrundyError:
            refused += 1
        else:
            continue
        for question in questions:
            with pytest.raises(GrundyError):
                question(bad)
    assert refused >= 10


#: Every game's notation, as typed on the command line, beside the value it
#: stands for: (game, text, position, a move's result as text, as a value).
NOTATION = [
    (_game("wythoff"), "5 8", (5, 8), "4 7", (4, 7)),
    (_game("wythoff"), "5,8", (5, 8), "4,7", (4, 7)),
    (_game("wythoff", misere=True), " 1  1\n", (1, 1), "0 1", (0, 1)),
    (_game("nim"), "3 4 5", (3, 4, 5), "1 4 5", (1, 4, 5)),
    (_game("nim", misere=True), "1, 1, 2", (1, 1, 2), "1 1 1", (1, 1, 1)),
    (_game("bash", max_take=3), "10", (10,), "8", (8,)),
    (_game("moore", k=2), "1 2 3", (1, 2, 3), "1 0 0", (1, 0, 0)),
    (_game("allpiles"), "2 3 4", (2, 3, 4), "1 2 3", (1, 2, 3)),
    (_game("queen"), "D4", ((3, 3),), "D10", ((3, 9),)),
    (_game("queen"), "D4 K10", ((3, 3), (9, 9)), "D4 K11", ((3, 3), (9, 10))),
    (_game("queen", board="9x7"), "3,5", ((3, 5),), "4,6", ((4, 6),)),
    (_game("cards"), "2 3 6", ((2, 3, 6), None), "2 6 / 3", ((2, 6), 3)),
    (_game("cards"), "2 3 / 6", ((2, 3), 6), "2 / 3", ((2,), 3)),
    (_game("subtraction", set=(1, 3, 4)), "10 4", (10, 4), "9 4", (9, 4)),
    (_game("octal", code="0.77"), "10 7 3", (10, 7, 3), "9 7 3", (9, 7, 3)),
    (_game("grundys"), "10 7", (10, 7), "3 7 7", (3, 7, 7)),
    (_game("takebreak", rule="take 1-2, leave 0-2"), "10 7 3", (10, 7, 3), "9 7 3", (9, 7, 3)),
    (_game("takebreak", rule="lasker"), "7 2", (7, 2), "3 4 2", (3, 4, 2)),
    (_game("sum", games=(_game("wythoff"), _game("nim"))), '"3 5" "4 7"', ((3, 5), (4, 7)),
     "'3 5' '4 6'", ((3, 5), (4, 6))),
    (_game("sum", games=(_game("nim"), _game("queen"))), "'4 7' D4", ((4, 7), ((3, 3),)),
     "'4 7' D5", ((4, 7), ((3, 4),))),
    (_game("lasker"), "7 2", (7, 2), "3 4 2", (3, 4, 2)),
    (_game("staircase"), "5 2", (2, 5), "2 3", (2, 3)),
    (_game("northcott", width=6), "4,5 1,3", (((4, 5), (1, 3)), 0), "4,5 2,3 jerry", (((4, 5), (2, 3)), 1)),
    (_game("fibonacci-nim"), "10", (10, 9), "8 4", (8, 4)),
    (_game("euclid"), "34 12", (34, 12), "10 12", (10, 12)),
    (_game("multiplication"), "162", (1, 162), "9 162", (9, 162)),
    (_game("dag", graph="0>1,2 2>3"), "2 0", (0, 2), "2 2", (2, 2)),
    (_game("coins", max_take=2), "o5 3", ((5,), (3,)), "o5 1 1", ((5,), (1, 1))),
]
NOTATION_IDS = [f"{g.name}-{i}" for i, (g, *_) in enumerate(NOTATION)]


def test_every_game_declares_its_samples():
    # A new game is its module and its line in the registry: its samples come with it.
    for cls in iter_games():
        assert cls.samples, cls.name
        for rules, position in cls.samples:
            game = cls.from_rules(rules)
            assert game.validate(position) == position, (cls.name, rules, position)


def test_the_notation_samples_cover_every_game():
    assert {g.name for g, *_ in NOTATION} == set(available_games())


def _answer(call, *args):
    # What a call gives: its value, or its error's type and message in both languages.
    try:
        value = call(*args)
        return list(value) if hasattr(value, "__next__") else value
    except GrundyError as exc:
        return type(exc), str(exc), exc.text("zh")


@pytest.mark.parametrize("game, text, position, after_text, after", NOTATION, ids=NOTATION_IDS)
def test_read_takes_a_position_in_the_game_notation_or_as_a_value(game, text, position, after_text, after):
    from grundy.validation import notation_tokens

    assert game.read(text) == game.read(position) == game.validate(position) == position
    assert game.parse_position(notation_tokens(text)) == position
    assert game.read(after_text) == after and after in set(game.options(position))  # the samples' moves are legal


@pytest.mark.parametrize("game, text, position, after_text, after", NOTATION, ids=NOTATION_IDS)
def test_the_questions_about_a_position_read_it_in_the_game_notation(game, text, position, after_text, after):
    one = {  # question -> the arguments after the position
        "outcome": (), "winning_moves": (), "grundy": (), "explain": (), "computer_move": (), "grundy_moves": (0,),
    }
    for lang in ("en", "zh"):
        assert game.explain(text, lang) == game.explain(position, lang)
        typed, plain = game.analyse(text, lang), game.analyse(position, lang)
        assert typed.to_json() == plain.to_json() and typed.to_text() == plain.to_text()
    for name, args in one.items():
        method = getattr(game, name)
        assert _answer(method, text, *args) == _answer(method, position, *args), name
    # The other methods take values, as read gives them (the shells read first).
    read = game.read(text)
    for name in ("is_over", "canonical", "options", "delaying_move", "size", "format_position", "render"):
        method = getattr(game, name)
        assert _answer(method, read) == _answer(method, position), name
    assert game.parse_move(read, game.move_text(position, after)) == after
    for name in ("check_move", "describe_move", "move_text", "move_to_json"):
        method = getattr(game, name)
        assert _answer(method, read, game.read(after_text)) == _answer(method, position, after), name


@pytest.mark.parametrize("game, text, position, after_text, after", NOTATION, ids=NOTATION_IDS)
def test_a_position_in_bad_notation_is_refused_naming_it(game, text, position, after_text, after):
    from grundy.validation import notation_tokens

    with pytest.raises(GrundyError, match="x7"):
        game.outcome(" ".join(["x7"] * len(notation_tokens(text))))
    with pytest.raises(GrundyError, match="quotation mark"):
        game.outcome(text + " 'x")


def test_a_game_without_a_notation_takes_text_as_its_positions():
    # A custom game's positions may be any values, text too: they are not read.
    from grundy.custom import impartial_game

    words = impartial_game(lambda w: [w[:i] + w[i + 1:] for i in range(len(w))])
    assert words.outcome("ab") == "P" and words.winning_moves("abcd") == []
    assert words.winning_moves("abc") == ["bc", "ac", "ab"]


def test_functions_that_take_values_say_they_want_a_tuple():
    from grundy.games import nim

    with pytest.raises(GrundyError, match=r"tuple of pile sizes, such as \(3, 5\)"):
        nim.outcome("3 5")


def test_the_games_own_questions_about_a_position_read_text_too():
    moore, cards, octal, queen = _game("moore", k=2), _game("cards"), _game("octal"), _game("queen")
    total = _game("sum", games=(_game("wythoff"), _game("nim")))
    assert moore.all_winning_moves("1 2 3") == moore.all_winning_moves((1, 2, 3))
    assert cards.winning_cards("2 3 6") == cards.winning_cards(((2, 3, 6), None)) == [2, 3]
    assert cards.legal(cards.read("2 3 / 6")) == [2, 3]
    assert octal.count_moves_to("10 7") == octal.count_moves_to((10, 7))
    assert queen.moved_queen(queen.read("D4 K10"), queen.read("D5 K10")) == ((3, 3), (3, 4))
    assert total.component_values('"3 5" "4 7"') == total.component_values(((3, 5), (4, 7)))
    assert total.winning_moves_found("'3 6' '4 7'") == total.winning_moves_found(((3, 6), (4, 7)))


def test_a_game_that_names_its_grundy_moves_declares_it():
    # Sums ask a component for the options of a value when it declares that it names
    # them; a game that defines its own grundy_moves must say so, and only then.
    from grundy.game import Game
    from grundy.registry import iter_games

    for cls in iter_games():
        own = any("grundy_moves" in vars(c) for c in cls.__mro__ if c is not Game and issubclass(c, Game))
        assert cls.names_grundy_moves == own, cls.name


def test_a_game_declares_only_what_differs_from_its_base():
    # Every declaration on a game's class (its board kind, its move kinds, its number of piles,
    # ...: any class attribute that is no rule of the game) differs from the one it inherits.
    import dataclasses

    from grundy.registry import iter_games

    for cls in iter_games():
        base = cls.__mro__[1]
        rules = {f.name for f in dataclasses.fields(cls)} if dataclasses.is_dataclass(cls) else set()
        repeated = [name for name, value in vars(cls).items()
                    if not name.startswith("_") and name not in rules and isinstance(value, (str, int, tuple, type(None)))
                    and hasattr(base, name) and getattr(base, name) == value]
        assert repeated == [], cls.name


def test_a_game_declares_only_the_shell_fields_that_differ_from_its_base():
    # A game's shell declarations are its base's with the fields it changes
    # (``shell = dataclasses.replace(Base.shell, field=value)``): each field it names
    # differs from the inherited one, and no other field does.
    import ast
    import dataclasses
    import inspect
    import textwrap

    from grundy.drawing import Shell
    from grundy.game import Game
    from grundy.registry import iter_games

    classes = {c for cls in iter_games() for c in cls.__mro__ if issubclass(c, Game) and c is not Game}
    declaring = [c for c in classes if "shell" in vars(c)]
    assert declaring
    for cls in declaring:
        base = cls.__mro__[1]
        tree = ast.parse(textwrap.dedent(inspect.getsource(cls)))
        [declared] = [st.value for st in tree.body[0].body
                      if isinstance(st, ast.AnnAssign) and isinstance(st.target, ast.Name) and st.target.id == "shell"]
        assert isinstance(declared, ast.Call) and ast.unparse(declared.func) in ("dataclasses.replace", "replace"), cls
        assert ast.unparse(declared.args[0]) == f"{base.__name__}.shell", cls
        named = {k.arg for k in declared.keywords}
        changed = {f.name for f in dataclasses.fields(Shell)
                   if getattr(cls.shell, f.name) != getattr(base.shell, f.name)}
        assert named == changed != set(), (cls.__qualname__, named - changed)


def test_a_game_has_a_notation_when_it_reads_positions_from_text():
    # Text is read as a position (Game.read) where the game has a parse_position of its own.
    from grundy.custom import impartial_game
    from grundy.game import Game
    from grundy.piles import PileGame
    from grundy.registry import iter_games

    assert not Game.has_notation() and PileGame.has_notation()
    assert not impartial_game(lambda n: range(n)).has_notation()
    for cls in iter_games():
        assert cls.has_notation(), cls.name


def _small_positions(game, start, count=120):
    # The positions first reached from ``start``, breadth first, a few options of each.
    seen, queue, found = set(), [start], []
    while queue and len(found) < count:
        position = queue.pop(0)
        key = repr(game.canonical(position))
        if key in seen:
            continue
        seen.add(key)
        found.append(position)
        queue.extend(itertools.islice(game.options(position), 12))
    return found


@pytest.mark.parametrize("game, position", SAMPLES, ids=IDS)
def test_every_winning_move_is_listed_once(game, position):
    # Each is an option whose outcome is P, and no position is left by two of them.
    for p in _small_positions(game, position):
        try:
            found = game.winning_moves(p)
        except GrundyError:  # beyond what the game answers
            continue
        assert len({repr(q) for q in found}) == len(found), (p, found)
        for q in found[:12]:
            game.check_move(p, q)
            assert game.outcome(q) == "P", (p, q)
