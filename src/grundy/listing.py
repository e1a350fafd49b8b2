"""What the overview lists of grundy's own games and commands, read without importing them.

``grundy --help`` shows every game's and command's one-line summary, and a
game is called by its other names (``wythoffs``, ``威佐夫``); both are
declared by the game's class and the command's module, which this table
copies so that neither the overview nor an alias has to import all of them.
It is written from those declarations by ``python -m grundy.listing``, and a
test (tests/test_registry.py) checks that it still says what they say.
Another package's games are not here: they are read from their classes.

>>> GAMES["wythoff"].aliases, COMMANDS["version"][1]
(('wythoffs',), '显示 grundy 的版本')
"""

from __future__ import annotations

from typing import NamedTuple

__all__ = ["COMMANDS", "GAMES", "Listed", "written"]


class Listed(NamedTuple):
    """A game as the overview lists it: its summary in each language and its other names."""

    en: str
    zh: str
    aliases: tuple[str, ...]
    aliases_zh: tuple[str, ...]


# ---- written by `python -m grundy.listing`; do not edit by hand ----
GAMES: dict[str, Listed] = {
    'wythoff': Listed(
        "Wythoff's game: two piles; take from one, or the same from both",
        '威佐夫博弈：两堆石子，从一堆取任意个，或从两堆取同样多',
        ('wythoffs',),
        ('威佐夫', '威佐夫博弈'),
    ),
    'nim': Listed(
        'Nim: take any number from one pile',
        '尼姆博弈：从任意一堆取任意个',
        (),
        ('尼姆', '尼姆博弈'),
    ),
    'bash': Listed(
        'Bash game: one pile, take 1 to m stones',
        '巴什博弈：一堆石子，每次取 1 到 m 个',
        ('bachet',),
        ('巴什', '巴什博弈'),
    ),
    'moore': Listed(
        "Moore's Nim_k: take from up to k piles at once",
        'Moore 的 Nim_k 博弈：一次最多从 k 堆中取',
        ('nim_k', 'nimk'),
        ('摩尔', '摩尔博弈'),
    ),
    'allpiles': Listed(
        'Wythoff with many piles: take from one pile, or the same from all',
        '多堆威佐夫博弈：从一堆取，或从每堆取同样多',
        (),
        ('多堆威佐夫', '多堆威佐夫博弈'),
    ),
    'queen': Listed(
        'Queen to the corner of a Go board',
        '皇后登山：把皇后走到围棋盘的右上角',
        (),
        ('皇后', '皇后登山'),
    ),
    'cards': Listed(
        'The divisor/multiple card game (Lanqiao)',
        '约数倍数选卡片（蓝桥杯）',
        (),
        ('卡片', '约数倍数', '选卡片', '约数倍数选卡片'),
    ),
    'subtraction': Listed(
        'Subtraction game: take a number of stones from a fixed set',
        '减法博弈：每次取的个数属于一个固定的集合',
        (),
        ('减法', '减法博弈'),
    ),
    'octal': Listed(
        "Octal games (Kayles 0.77, Dawson's Kayles 0.07, ...)",
        '八进制博弈：从一堆中取，并可把余下的分成两堆（凯尔斯保龄球 0.77 等）',
        (),
        ('八进制', '八进制博弈'),
    ),
    'grundys': Listed(
        "Grundy's game: split a heap into two unequal heaps",
        '格兰迪博弈：把一堆分成大小不等的两堆',
        ('grundys-game', 'grundy-game'),
        ('格兰迪博弈',),
    ),
    'takebreak': Listed(
        "Take-and-break games by rule: take k from a heap, leave j heaps ('take 1-2, leave 0-2': Kayles)",
        "按规则的取子分堆博弈：从一堆取 k 个，留下 j 堆（'take 1-2, leave 0-2' 即凯尔斯保龄球）",
        ('take-and-break', 'take-break'),
        ('取子分堆', '取子分堆博弈'),
    ),
    'sum': Listed(
        'Disjunctive sum of several games',
        '几个游戏的和',
        (),
        ('和', '游戏的和'),
    ),
    'lasker': Listed(
        "Lasker's Nim: take from one heap, or split a heap into two",
        '拉斯克尼姆：从一堆中取任意个，或把一堆分成两堆',
        ('lasker-nim', 'laskers-nim'),
        ('拉斯克', '拉斯克尼姆', '分堆尼姆'),
    ),
    'staircase': Listed(
        'Staircase Nim: chessmen on a row move left, never onto or past another',
        '阶梯博弈：一行上的棋子向左移，不能移到或越过别的棋子',
        ('staircase-nim', 'georgia-bob'),
        ('阶梯博弈', '阶梯尼姆'),
    ),
    'northcott': Listed(
        "Northcott's game: rows with Tom's and Jerry's pieces; each moves his own, not jumping",
        '诺斯科特游戏：每行有汤姆和杰瑞各一个棋子，各走自己的，不能越过对方',
        ('northcotts-game', 'tom-jerry'),
        ('诺斯科特', '诺斯科特游戏'),
    ),
    'fibonacci-nim': Listed(
        'Fibonacci Nim: one pile; each move takes at most twice the last (the first: not all)',
        '斐波那契博弈：一堆石子，每次最多取上一次的两倍（第一次不能取完）',
        ('fibnim', 'fibonacci_nim'),
        ('斐波那契博弈', '斐波那契尼姆'),
    ),
    'euclid': Listed(
        "Euclid's game: subtract a multiple of the smaller number from the larger; reaching 0 wins",
        '欧几里得游戏：从较大的数减去较小的数的倍数，先得到 0 者胜',
        ('euclids-game', 'euclid-game'),
        ('欧几里得', '欧几里得游戏'),
    ),
    'multiplication': Listed(
        'The multiplication game: multiply p by 2 to 9; the first to reach n wins',
        '乘法游戏：把 p 乘以 2 到 9，先使 p ≥ n 者胜',
        ('multiply', 'stan-ollie'),
        ('乘法游戏', '乘法'),
    ),
    'dag': Listed(
        'Tokens on a directed acyclic graph: slide one token along one edge',
        '有向无环图上的棋子：每次沿一条边移动一个棋子',
        ('graph', 'graph-game'),
        ('有向图', '图上游戏'),
    ),
    'coins': Listed(
        'Coins in a line or a circle: take 1 to K adjacent coins; the last coin wins',
        '排成一排或一圈的硬币：每次取 1 到 K 枚相邻的硬币，取到最后一枚者胜',
        ('coin-game', 'coins-circle'),
        ('取硬币', '硬币游戏'),
    ),
}
COMMANDS: dict[str, tuple[str, str]] = {
    'judge': ("answer judge input (POJ 1067, HDU 2177, ...) in the judge's format, check outputs, make test data", '按评测题的格式回答输入（POJ 1067、HDU 2177 等），检查输出，生成测试数据'),
    'table': ('tables of P-positions and Grundy values', '必败态和 SG 值的表'),
    'beatty': ('complementary Beatty sequences behind the P-positions', '必败态背后的互补 Beatty 序列'),
    'quotient': ('the misère quotient of an octal game (Plambeck-Siegel): presentation, P-portion, table', '八进制博弈的反常商：表示、P 部分、乘法表'),
    'verify': ('re-check a certificate (an octal period, a Wythoff row) independently', '独立地重新检验证书（八进制博弈的周期、威佐夫的行）'),
    'cache': ('list or clear what grundy keeps in its cache directory (proved periods, Wythoff rows)', '列出或清空 grundy 缓存目录中保存的内容（已证明的周期、威佐夫博弈的行）'),
    'play': ('play a game against the computer in the terminal', '在终端里与电脑对弈'),
    'plot': ("pictures: P-position maps, Grundy heatmaps, the queen's board, the sieve animated", '画图：必败态图、SG 值热图、皇后的棋盘、筛法动画'),
    'worksheet': ('a printable worksheet of positions to solve, with its answer key (PDF or HTML)', '可打印的练习单：若干局面让学生判断胜负，附答案（PDF 或 HTML）'),
    'serve': ('a local web page to play and explore', '在本机打开网页来对弈和探索'),
    'completion': ('shell completion of games, commands and options (bash, zsh, fish)', '命令行自动补全游戏、命令和选项（bash、zsh、fish）'),
    'version': ('print the version of grundy', '显示 grundy 的版本'),
}
# ---- end of the written part ----


def written() -> str:
    """This module's text with the table written afresh from the games' and commands' declarations."""
    from pathlib import Path

    from .cli.commands import COMMANDS as COMMAND_MODULES, command_summary
    from .registry import BUILTIN, find_game, summary

    games = {}
    for name in BUILTIN:
        cls = find_game(name)
        games[name] = Listed(summary(cls, "en"), summary(cls, "zh"), tuple(cls.aliases), tuple(cls.aliases_zh))
    commands = {name: (command_summary(name, "en"), command_summary(name, "zh")) for name in COMMAND_MODULES}
    text = Path(__file__).read_text(encoding="utf-8")
    start = text.index("# ---- written by")
    start = text.index("\n", start) + 1
    end = text.index("# ---- end of the written part ----")
    lines = ["GAMES: dict[str, Listed] = {"]
    for name, listed in games.items():
        lines.append(f"    {name!r}: Listed(")
        lines += [f"        {field}," for field in map(repr, listed)]
        lines.append("    ),")
    lines += ["}", "COMMANDS: dict[str, tuple[str, str]] = {"]
    lines += [f"    {name!r}: {pair!r}," for name, pair in commands.items()]
    lines.append("}")
    return text[:start] + "\n".join(lines) + "\n" + text[end:]


if __name__ == "__main__":
    from pathlib import Path

    Path(__file__).write_text(written(), encoding="utf-8")
