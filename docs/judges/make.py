"""Write the per-problem pages docs/judges/FORMAT.md and docs/judges/FORMAT.zh.md.

Run it after a change of a format, of its solutions or of its wrong programs (``python docs/judges/make.py``),
then read the diff: tests/judge/test_solutions.py (test_the_stored_pages_are_what_the_script_writes) checks
that the stored pages are what this script writes, so each page's programs are exactly what
``grundy judge FORMAT --solution cpp|python`` prints, and tests/judge/test_zoo.py checks that each typical
wrong solution listed here is a program of grundy.judge.zoo that gets its input wrong.  The problems'
bounds, theory and typical wrong solutions are written here, in both languages; what each judge's
comparison ignores comes from the format's declaration (grundy.judge.check.ignored).
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

DOCS = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(DOCS.parent / "src"))

from grundy.judge import iter_judge_formats  # noqa: E402
from grundy.judge.check import ignored  # noqa: E402
from grundy.judge.package import TESTS, TIME_LIMIT, custom_output  # noqa: E402
from grundy.judge.solutions import source  # noqa: E402
from grundy.judge.zoo import programs  # noqa: E402

#: Per format: the statement's bounds, the theory in a few lines, and the typical wrong
#: solutions, each the zoo program FORMAT_NAME (grundy.judge.zoo) and the input that breaks
#: it: (name, English, input, Chinese).  Every other text is (English, Chinese).
PROBLEMS: dict[str, dict[str, Any]] = {
    "poj1067": {
        "bounds": ("0 ≤ a, b ≤ 10^9; pairs to the end of the input", "0 ≤ a, b ≤ 10^9；数对一直读到输入结束"),
        "theory": ("Wythoff (1907): the P-positions are (a_k, a_k + k) with a_k = ⌊kφ⌋. In integers, "
                   "⌊kφ⌋ = (k + isqrt(5k²)) / 2; the C++ tests 0 ≤ 5k² − u² < 4u + 4 with u = 2x − k, "
                   "which fits int64 for piles below 2^30.",
                   "威佐夫（1907）：奇异局势（必败态）为 (a_k, a_k + k)，a_k = ⌊kφ⌋。用整数算："
                   "⌊kφ⌋ = (k + isqrt(5k²)) / 2；C++ 判断 0 ≤ 5k² − u² < 4u + 4（u = 2x − k），"
                   "堆小于 2^30 时全程不超出 int64。"),
        "wrong": [("float_golden", "a double-precision φ, `(int)(k * (1 + sqrt(5)) / 2)`: wrong from k = 102334155 on",
                   "165580140 267914295",
                   "用双精度浮点数算 φ，`(int)(k * (1 + sqrt(5)) / 2)`：从 k = 102334155 起出错"),
                  ("int32_square", "5k² in a 32-bit int: overflows from k = 20725", "33533 54258",
                   "5k² 用 32 位 int 存：k ≥ 20725 时溢出"),
                  ("stops_at_0_0", "stopping at `0 0` as HDU 2177 does: here it is a case", "0 0\n1 2",
                   "像 HDU 2177 那样读到 `0 0` 就停：这里 `0 0` 也是一组数据")],
    },
    "hdu2177": {
        "bounds": ("0 ≤ a ≤ b ≤ 10^6; lines to `0 0`", "0 ≤ a ≤ b ≤ 10^6；读到 `0 0` 结束"),
        "theory": ("Wythoff's P-positions (a_k, a_k + k), a_k = ⌊kφ⌋ in integers. From an N-position, "
                   "taking the same from both piles wins iff a_k < min(a, b); taking from one pile wins "
                   "iff the other pile's partner in its P-position is smaller (the lower and upper Wythoff "
                   "numbers partition the positive integers).",
                   "威佐夫的奇异局势 (a_k, a_k + k)，a_k = ⌊kφ⌋ 用整数算。从必胜态出发，两堆同取可胜当且仅当 "
                   "a_k < min(a, b)；只取一堆可胜当且仅当另一堆在其奇异局势中的搭档更小（上、下威佐夫数"
                   "恰好划分全体正整数）。"),
        "wrong": [("merges_equal_moves", "listing once a position that two winning moves leave (from 2 3 both moves leave 1 2, "
                   "listed twice)", "2 3\n0 0",
                   "两种走法留下同一局面时只列一次（2 3 的两种走法都留下 1 2，要列两次）"),
                  ("one_pile_first", "listing the moves on one pile before the move on both piles (the order is: both "
                   "piles, then the first, then the second)", "5 8\n0 0",
                   "先列只取一堆的走法，再列两堆同取的走法（顺序应为：两堆同取，再取第一堆，再取第二堆）"),
                  ("stops_at_a_zero", "stopping at a = 0: `0 x` is a case, only `0 0` ends", "0 1\n0 0",
                   "读到 a = 0 就停：`0 x` 也是一组数据，只有 `0 0` 才结束")],
    },
    "p2197": {
        "bounds": ("T ≤ 10, n ≤ 10^4, piles below 10^4 (0 allowed)", "T ≤ 10，n ≤ 10^4，每堆小于 10^4（可以为 0）"),
        "theory": ("Bouton (1901): the player to move loses iff the XOR of the piles is 0.",
                   "Bouton（1901）：异或和为 0 时先手必败，否则先手必胜。"),
        "wrong": [("sums_piles", "summing the piles instead of XOR-ing them", "1\n3\n1 2 3", "把各堆相加而不是异或"),
                  ("xor_not_reset", "the nim-sum not reset between cases", "2\n1\n1\n1\n1", "不同数据之间没有把异或和清零")],
    },
    "hdu2176": {
        "bounds": ("m ≤ 200000 piles, positive, with no bound given (hard data up to 2^63 − 1); to `0`",
                   "m ≤ 200000 堆，正整数，题目未给上限（难数据到 2^63 − 1）；读到 `0` 结束"),
        "theory": ("Bouton: with nim-sum s ≠ 0 the winning moves are the piles p with p ⊕ s < p, each "
                   "reduced to p ⊕ s; listed in pile order.",
                   "Bouton：异或和 s ≠ 0 时，必胜走法恰为满足 p ⊕ s < p 的堆 p，把它取到 p ⊕ s；按堆的顺序列出。"),
        "wrong": [("int32_piles", "piles read into 32-bit ints: x and x + 2^32 look alike", "2\n5 4294967301\n0",
                   "用 32 位 int 读堆：x 与 x + 2^32 会被当成同一个数"),
                  ("first_move_only", "listing only the first winning move of a position", "4\n3 5 6 7\n0",
                   "每个局面只输出第一个必胜走法"),
                  ("sorts_piles", "sorting the piles first: the moves come out in size order, not in the piles' order",
                   "3\n7 5 6\n0", "先把各堆排序：走法按堆的大小而不是按输入顺序输出")],
    },
    "hdu1846": {
        "bounds": ("C cases, 1 ≤ n, m ≤ 1000", "C 组数据，1 ≤ n, m ≤ 1000"),
        "theory": ("The Bash game: the player to move loses iff n is a multiple of m + 1.",
                   "巴什博弈：n 是 m + 1 的倍数时先手必败。"),
        "wrong": [("wrong_modulus", "testing n mod m instead of n mod (m + 1)", "1\n4 3", "用 n mod m 代替 n mod (m + 1)")],
    },
    "lanqiao-cards": {
        "bounds": ("two lines: the cards (values 1 to 100) and the allowed first numbers (among the cards)",
                   "两行：卡片（数值 1 到 100）与先手第一张可选的数（都在卡片中）"),
        "theory": ("Undirected vertex geography on the divisibility graph (Fraenkel, Scheinerman and Ullman "
                   "1993): the first card v wins iff some maximum matching leaves v uncovered. One maximum "
                   "matching (Edmonds' blossoms) and one augmenting-path search per choice decide every v. A search "
                   "over the orders of play without memory is exponential in the number of cards: too slow, not wrong.",
                   "这是整除图上的无向点地理游戏（Fraenkel、Scheinerman、Ullman 1993）：第一张拿 v 必胜当且仅当"
                   "存在不覆盖 v 的最大匹配。求一次最大匹配（Edmonds 带花树），再对每个可选数找一次增广路即可。"
                   "不加记忆地搜索出牌顺序，时间随卡片数指数增长：不是答错，而是太慢。"),
        "wrong": [("one_move_ahead", "looking one move ahead only: a first card wins if the opponent cannot answer it at once",
                   "2 4 8\n2", "只看一步：对手无法立即接上的第一张才算必胜"),
                  ("equal_cards_apart", "forgetting that equal cards are adjacent (a card divides itself)", "2 2\n2",
                   "忘了相同的卡片互相可接（一个数整除它自己）")],
    },
    "hdu1907": {
        "bounds": ("T ≤ 474, 1 ≤ N ≤ 47, 1 ≤ Ai ≤ 4747", "T ≤ 474，1 ≤ N ≤ 47，1 ≤ Ai ≤ 4747"),
        "theory": ("Misère Nim (Bouton 1901): if every pile is 1, the player to move wins iff the number of "
                   "piles is even; otherwise iff the nim-sum is not 0.",
                   "反常 Nim（Bouton 1901）：若每堆都是 1，堆数为偶数时先手必胜；否则异或和不为 0 时先手必胜。"),
        "wrong": [("forgets_all_ones", "forgetting the all-ones case: plain Nim's rule", "1\n2\n1 1",
                   "忘了全是 1 的情形，直接用普通 Nim 的结论")],
    },
    "hdu1850": {
        "bounds": ("1 < M ≤ 100, 1 ≤ Ni ≤ 10^6; to `0`", "1 < M ≤ 100，1 ≤ Ni ≤ 10^6；读到 `0` 结束"),
        "theory": ("With nim-sum s, exactly the piles p with p ⊕ s < p have a winning move (one each); "
                   "the answer counts them (0 when s = 0).",
                   "设异或和为 s，恰有满足 p ⊕ s < p 的堆 p 各有一个必胜走法；答案就是这种堆的个数（s = 0 时为 0）。"),
        "wrong": [("one_per_win", "answering 1 for every won position", "4\n3 5 6 7\n0", "凡是必胜就输出 1"),
                  ("counts_equal", "counting the piles with p ⊕ s ≤ p (every pile when s = 0)", "2\n1 1\n0",
                   "统计 p ⊕ s ≤ p 的堆（s = 0 时每堆都算上了）")],
    },
    "hdu1849": {
        "bounds": ("m ≤ 1000 pieces, cells 0 ≤ Ki ≤ 1000; to m = 0", "m ≤ 1000 个棋子，格子 0 ≤ Ki ≤ 1000；读到 m = 0 结束"),
        "theory": ("A piece on cell k is a Nim heap of k: Rabbit wins iff the XOR of the cells is not 0.",
                   "第 k 格上的棋子就是 k 个石子的一堆：格子号异或和不为 0 时 Rabbit 必胜。"),
        "wrong": [("cells_from_one", "numbering the cells from 1 (XOR of cell + 1): a piece on cell 0 cannot move", "1\n0\n0",
                   "格子从 1 开始编号（把格子号加 1 再异或）：第 0 格上的棋子已不能动"),
                  ("sum_parity", "the parity of the sum of the cells instead of their XOR", "1\n2\n0",
                   "用格子号之和的奇偶性代替异或")],
    },
    "hdu2149": {
        "bounds": ("0 < M, N < 1100; pairs to the end of the input", "0 < M, N < 1100；数对一直读到输入结束"),
        "theory": ("The Bash game on the price still needed: a bid x wins iff x ≥ M or (M − x) mod (N + 1) = 0: "
                   "every bid M..N when N ≥ M, else the single bid M mod (N + 1), or none.",
                   "对还差的价钱做巴什博弈：第一次出价 x 必胜当且仅当 x ≥ M 或 (M − x) mod (N + 1) = 0。"
                   "N ≥ M 时 M..N 都可以，否则只有 M mod (N + 1)，为 0 时输出 none。"),
        "wrong": [("forgets_n_at_least_m", "printing only M when N ≥ M", "3 5", "N ≥ M 时只输出 M"),
                  ("trailing_space", "a trailing space after the last bid (HDU compares byte for byte)", "3 5",
                   "最后一个出价后多一个空格（HDU 逐字节比较）")],
    },
    "cses1098": {
        "bounds": ("t ≤ 2·10^5, the sum of n ≤ 2·10^5, 1 ≤ xi ≤ 10^9", "t ≤ 2·10^5，n 的总和 ≤ 2·10^5，1 ≤ xi ≤ 10^9"),
        "theory": ("A heap of the subtraction game {1, 2, 3} has Grundy value x mod 4; the first player wins "
                   "iff the XOR of the x mod 4 is not 0.",
                   "减法游戏 {1, 2, 3} 中一堆 x 的 SG 值为 x mod 4；各堆 x mod 4 的异或和不为 0 时先手必胜。"),
        "wrong": [("plain_nim", "plain Nim's XOR of the heaps", "1\n2\n5 1", "直接用普通 Nim 的异或"),
                  ("wrong_modulus", "x mod 3 instead of x mod 4", "1\n1\n3", "用 x mod 3 代替 x mod 4")],
    },
    "hdu1848": {
        "bounds": ("1 ≤ m, n, p ≤ 1000; lines to `0 0 0`", "1 ≤ m, n, p ≤ 1000；读到 `0 0 0` 结束"),
        "theory": ("Sprague–Grundy: each pile is the subtraction game with the Fibonacci moves; its values "
                   "come from mex up to 1000, and the first player wins iff their XOR is not 0.",
                   "SG 定理：每堆都是取斐波那契数个的减法游戏，SG 值用 mex 算到 1000，三堆异或和不为 0 时先手必胜。"),
        "wrong": [("fibonacci_from_two", "the Fibonacci moves started at 2, without 1", "1 1 1\n0 0 0", "走法集合从 2 开始，漏了 1"),
                  ("fibonacci_list_short", "the Fibonacci moves cut below 150 (233, 377, 610 and 987 missing): wrong SG "
                   "values from a pile of 398 on", "398 9 1\n0 0 0",
                   "斐波那契走法只列到 150 以下（缺 233、377、610、987）：从 398 起有的堆 SG 值算错")],
    },
    "hdu3032": {
        "bounds": ("T ≤ 100, N ≤ 10^6, 1 ≤ s[i] ≤ 2^31 − 1", "T ≤ 100，N ≤ 10^6，1 ≤ s[i] ≤ 2^31 − 1"),
        "theory": ("Lasker's Nim: g(4k+1) = 4k+1, g(4k+2) = 4k+2, g(4k+3) = 4k+4, g(4k+4) = 4k+3; Alice "
                   "wins iff the XOR of the values is not 0. No SG table by mex reaches heaps of 2^31 − 1: the pattern "
                   "is the solution.",
                   "Lasker's Nim：g(4k+1) = 4k+1，g(4k+2) = 4k+2，g(4k+3) = 4k+4，g(4k+4) = 4k+3；"
                   "各堆 SG 值异或和不为 0 时 Alice 必胜。堆可达 2^31 − 1，用 mex 打的 SG 表开不到那么大：规律本身就是解法。"),
        "wrong": [("plain_nim", "plain Nim (splitting ignored)", "1\n3\n1 2 3", "当成普通 Nim（忽略分堆）")],
    },
    "hdu1536": {
        "bounds": ("k, m, l ≤ 100; 0 < si ≤ 10^4 (repeated, unsorted); 0 ≤ hi ≤ 10^4; to a lone `0`",
                   "k, m, l ≤ 100；0 < si ≤ 10^4（可重复、无序）；0 ≤ hi ≤ 10^4；读到单独的 `0` 结束"),
        "theory": ("Sprague–Grundy: one heap is the subtraction game with set S, its values by mex up to the "
                   "largest heap; a position is W iff the XOR of its heaps' values is not 0.",
                   "SG 定理：一堆就是以 S 为走法集合的减法游戏，SG 值用 mex 算到最大的堆；各堆 SG 值异或和"
                   "不为 0 时为 W。"),
        "wrong": [("assumes_sorted", "assuming S sorted (breaking out of the loop at the first s > h)", "2 5 2\n1\n1 2\n0",
                   "以为 S 已排好序（遇到第一个 s > h 就跳出循环）"),
                  ("table_not_reset", "the SG table made for the first set S kept for the later sets",
                   "1 1\n1\n1 1\n1 2\n1\n1 1\n0", "按第一组 S 算出的 SG 表留给后面各组沿用，没有重算")],
    },
    "timus1180": {
        "bounds": ("one N, 1 ≤ N ≤ 10^250", "一个 N，1 ≤ N ≤ 10^250"),
        "theory": ("No power of two is a multiple of 3, and 1 and 2 are powers of two: the multiples of 3 are "
                   "the losing positions, and the least winning move is N mod 3, from the digit sum.",
                   "2 的幂都不是 3 的倍数，而 1 和 2 都是 2 的幂：3 的倍数恰为必败态，最小的必胜取法是 N mod 3，"
                   "由各位数字之和求得。"),
        "wrong": [("float_number", "N read as a floating-point number: past 2^53 its residue mod 3 is lost", "9007199254740993",
                   "把 N 当浮点数读入：超过 2^53 后 N mod 3 就丢了"),
                  ("reads_64_bit", "N read into a 64-bit integer", "36893488147419103232", "把 N 读进 64 位整数")],
    },
    "cses1730": {
        "bounds": ("t ≤ 2·10^5, the sum of n ≤ 2·10^5, 1 ≤ xi ≤ 10^9", "t ≤ 2·10^5，n 的总和 ≤ 2·10^5，1 ≤ xi ≤ 10^9"),
        "theory": ("Bouton: the first player wins iff the XOR of the heaps is not 0.",
                   "Bouton：各堆异或和不为 0 时先手必胜。"),
        "wrong": [("xor_not_reset", "the nim-sum not reset between tests", "2\n1\n1\n1\n1", "不同测试之间没有把异或和清零")],
    },
    "poj1704": {
        "bounds": ("T ≤ 20, N ≤ 1000, 1 ≤ Pi ≤ 10^4 distinct, not sorted", "T ≤ 20，N ≤ 1000，1 ≤ Pi ≤ 10^4 互不相同、未排序"),
        "theory": ("Staircase Nim: sort, put a chessman at 0 if N is odd, pair from the left; the gaps inside "
                   "the pairs are Nim heaps: Georgia wins iff their XOR is not 0.",
                   "阶梯博弈：排序，N 为奇数时在 0 处补一个棋子，从左起两两配对；每对之间的空格数就是 Nim 的一堆，"
                   "异或和不为 0 时 Georgia 必胜。"),
        "wrong": [("unsorted", "forgetting to sort the cells", "1\n4\n1 4 2 3", "忘了对位置排序"),
                  ("no_zero_chessman", "pairing from the left without the chessman at 0 when N is odd", "1\n3\n1 2 4",
                   "N 为奇数时没有在 0 处补棋子就从左配对")],
    },
    "hdu1730": {
        "bounds": ("n ≤ 1000 rows, 2 ≤ m ≤ 100 columns; cases to the end of the input",
                   "n ≤ 1000 行，2 ≤ m ≤ 100 列；数据一直读到输入结束"),
        "theory": ("Northcott's game: the gap |T − J| − 1 of each row is a Nim heap (a move away is undone by "
                   "the other player following); Tom wins iff the XOR of the gaps is not 0.",
                   "Northcott 游戏：每行两子之间的空格数 |T − J| − 1 就是 Nim 的一堆（后退的一步可被对手跟上抵消）；"
                   "异或和不为 0 时 Tom 必胜。"),
        "wrong": [("distance", "the distance |T − J| instead of the gap |T − J| − 1", "1 3\n1 2",
                   "用距离 |T − J| 代替空格数 |T − J| − 1"),
                  ("no_abs", "the gap as J − T − 1, without the absolute value: Jerry left of Tom breaks it", "1 3\n2 1",
                   "空格数写成 J − T − 1，忘了取绝对值：Jerry 在 Tom 左边时出错")],
    },
    "hdu2516": {
        "bounds": ("2 ≤ n < 2^31; one per line to `0`", "2 ≤ n < 2^31；每行一个，读到 `0` 结束"),
        "theory": ("Fibonacci Nim (Whinihan 1963, through Zeckendorf's representation): the first player loses "
                   "iff n is a Fibonacci number.",
                   "斐波那契博弈（Whinihan 1963，借助 Zeckendorf 表示）：n 是斐波那契数时先手必败。"),
        "wrong": [("fibonacci_bound_off_by_one", "off by one on the table's end: the largest Fibonacci number below 2^31 "
                   "missed", "1836311903\n0", "数表末端差一：漏掉 2^31 以下最大的斐波那契数")],
    },
    "hdu1524": {
        "bounds": ("N ≤ 1000 vertices of a DAG, queries of M ≤ 10 tokens; tests to the end of the input",
                   "有向无环图 N ≤ 1000 个顶点，每个询问 M ≤ 10 个棋子；测试一直读到输入结束"),
        "theory": ("Sprague–Grundy on the graph: a vertex's value is the mex of its successors' (depth first); "
                   "a query wins iff the XOR over its tokens is not 0.",
                   "图上的 SG 函数：顶点的 SG 值是其后继 SG 值的 mex（深度优先计算）；所有棋子所在顶点 SG 值"
                   "异或和不为 0 时先手必胜。"),
        "wrong": [("memo_not_reset", "the SG values not cleared between tests", "1\n0\n1 0\n0\n2\n1 1\n0\n1 0\n0",
                   "不同测试之间没有清空 SG 值"),
                  ("any_move_wins", "answering WIN when some token can move (instead of the XOR)", "2\n1 1\n0\n2 0 0\n0",
                   "只要有棋子能动就输出 WIN（而不是看异或和）")],
    },
    "hdu1517": {
        "bounds": ("1 < n < 4294967295; to the end of the input", "1 < n < 4294967295；一直读到输入结束"),
        "theory": ("Stan wins iff n ∈ (18^k, 9·18^k] for some k ≥ 0: while n > 18, n ← ⌈n/18⌉; Stan wins iff "
                   "n ≤ 9.",
                   "当且仅当 n ∈ (18^k, 9·18^k]（某个 k ≥ 0）时 Stan 必胜：当 n > 18 时令 n ← ⌈n/18⌉；最后 n ≤ 9 "
                   "则 Stan 必胜。"),
        "wrong": [("float_log", "the range of n found with floating-point logarithms: at 18^3 = 5832 the rounding picks the "
                   "wrong side", "5832", "用浮点对数判断 n 所在的区间：在 18^3 = 5832 处舍入落到了错误的一侧"),
                  ("floor_division", "⌊n/18⌋ instead of ⌈n/18⌉", "163", "用 ⌊n/18⌋ 代替 ⌈n/18⌉")],
    },
    "poj2348": {
        "bounds": ("positive a, b below 2^31; pairs to `0 0`", "正整数 a, b 小于 2^31；读到 `0 0` 结束"),
        "theory": ("Cole and Davie (1969): with a ≥ b the player to move wins if b divides a or a ≥ 2b; "
                   "otherwise his move (a, b) → (b, a − b) is forced. The game follows Euclid's algorithm, so it takes "
                   "O(log b) steps; subtracting b one step at a time is too slow on 2147483647 1.",
                   "Cole 与 Davie（1969）：设 a ≥ b，若 b 整除 a 或 a ≥ 2b 则先手必胜；否则只能走到 (b, a − b)。"
                   "整个过程跟着辗转相除走，只需 O(log b) 步；每次只减一个 b 地模拟，在 2147483647 1 上太慢。"),
        "wrong": [("first_step_only", "looking at the first position only (b divides a, or a ≥ 2b), without following the "
                   "forced moves", "5 3\n0 0", "只看第一步（b 整除 a 或 a ≥ 2b），不沿着被迫的走法往下推"),
                  ("int32_double", "2b in a 32-bit int: it overflows once b ≥ 2^30", "2147483647 2147483646\n0 0",
                   "2b 用 32 位 int 计算：b ≥ 2^30 时溢出")],
    },
    "hdu3951": {
        "bounds": ("T ≤ 100; 3 ≤ N ≤ 10^9, 1 ≤ K ≤ 10", "T ≤ 100；3 ≤ N ≤ 10^9，1 ≤ K ≤ 10"),
        "theory": ("The first move leaves a line; for K ≥ 2 the second player takes the middle and mirrors. "
                   "First wins iff K ≥ N, or K = 1 and N is odd.",
                   "第一步之后硬币变成一排；K ≥ 2 时后手取中间的 1 或 2 枚再对称模仿。当且仅当 K ≥ N，或 K = 1 "
                   "且 N 为奇数时先手必胜。"),
        "wrong": [("bash", "the Bash game's N mod (K + 1) on a line", "1\n4 2", "当成一排硬币，用巴什博弈的 N mod (K + 1)"),
                  ("forgets_k_one", "forgetting K = 1, where the first player wins whenever N is odd", "1\n3 1",
                   "忘了 K = 1 的情形：此时 N 为奇数先手必胜"),
                  ("no_space", "`Case i:first` without the space", "1\n3 1", "`Case i:first` 漏了冒号后的空格")],
    },
    "p2252": {
        "bounds": ("one pair 0 ≤ a, b ≤ 10^9", "一对 0 ≤ a, b ≤ 10^9"),
        "theory": ("Wythoff: (x, y), x ≤ y, is lost iff x = ⌊(y − x)φ⌋ = (k + isqrt(5k²)) / 2 with k = y − x.",
                   "威佐夫博弈：(x, y)（x ≤ y）为必败态当且仅当 x = ⌊(y − x)φ⌋ = (k + isqrt(5k²)) / 2，k = y − x。"),
        "wrong": [("float_golden", "a double-precision φ", "165580140 267914295", "用双精度浮点数算 φ"),
                  ("int32_square", "5k² in a 32-bit int", "33533 54258", "5k² 用 32 位 int 存")],
    },
}

#: Each judge: its name, the address of a problem's statement, and what its comparison ignores
#: as documented (with the address), or, where nothing is documented, the rule grundy keeps and why.
#: The flags each judge's formats must declare (loose_end, trims_lines) are checked against it.
JUDGES: dict[str, dict[str, Any]] = {
    "poj": {"name": "POJ", "statement": "http://poj.org/problem?id={id}", "flags": (False, False),
            "rule": ("POJ's FAQ: a difference in whitespace is a Presentation Error, <http://poj.org/page?id=1000>",
                     "POJ FAQ：空白不同判 Presentation Error，<http://poj.org/page?id=1000>")},
    "hdu": {"name": "HDU", "statement": "https://acm.hdu.edu.cn/showproblem.php?pid={id}", "flags": (False, False),
            "rule": ("HDU's FAQ: \"omitted or extra blank characters\" are a Presentation Error, "
                     "<http://acm.hdu.edu.cn/faq.php>",
                     "HDU FAQ：多余或缺少空白字符判 Presentation Error，<http://acm.hdu.edu.cn/faq.php>")},
    "luogu": {"name": "Luogu", "statement": "https://www.luogu.com.cn/problem/P{id}", "flags": (True, True),
              "rule": ("Luogu's help: \"评测忽略行末空格与文尾回车\" (the spaces at the ends of lines and the line ends "
                       "at the end of the file are ignored), <https://help.luogu.com.cn/manual/luogu/problem/>",
                       "洛谷帮助：“评测忽略行末空格与文尾回车”，<https://help.luogu.com.cn/manual/luogu/problem/>")},
    "cses": {"name": "CSES", "statement": "https://cses.fi/problemset/task/{id}", "flags": (True, False),
             "rule": ("CSES documents no rule: its verdicts (<https://cses.fi/645/text/3720/>) have no presentation "
                      "error, so a layout slip is a wrong answer there; grundy forgives only the whitespace after the "
                      "last answer, where outputs commonly differ, and counts any other difference as wrong",
                      "CSES 没有写明规则：它的评测结果（<https://cses.fi/645/text/3720/>）没有“格式错误”一项，"
                      "格式问题在那里就是答案错误；grundy 只原谅最后一个答案之后的空白（输出最常在这里不同），"
                      "其他任何差异都算错")},
    "timus": {"name": "Timus", "statement": "https://acm.timus.ru/problem.aspx?space=1&num={id}",
              "flags": (True, False),
              "rule": ("the Timus guide (<https://timus.online/help.aspx?topic=judge>) documents no rule; grundy "
                       "forgives only the whitespace after the last answer, where outputs commonly differ, and counts any "
                       "other difference as wrong",
                       "Timus 指南（<https://timus.online/help.aspx?topic=judge>）没有写明规则；grundy 只原谅最后一个"
                       "答案之后的空白（输出最常在这里不同），其他任何差异都算错")},
    "lanqiao": {"name": "Lanqiao", "statement": None, "flags": (False, False),
                "rule": ("no rule found for the Lanqiao judge; grundy compares byte for byte, the strictest reading, so "
                         "an output it accepts passes whatever the judge ignores",
                         "没有找到蓝桥评测的规则；grundy 逐字节比较，取最严格的理解：它接受的输出，无论评测忽略什么都能通过")},
}

#: The time limits (C and C++) that the statements give, where they are recorded here.
TIME_LIMITS = {
    "hdu1850": ("1 s (\"Time Limit: 1000/1000 MS (Java/Others)\")", "1 秒（“Time Limit: 1000/1000 MS (Java/Others)”）"),
    "hdu3032": ("1 s, Java 2 s (\"Time Limit: 2000/1000 MS (Java/Others)\")",
                "1 秒，Java 2 秒（“Time Limit: 2000/1000 MS (Java/Others)”）"),
}


def judge_of(name: str) -> tuple[str, str]:
    """The judge of a format and the problem's number there, from the format's name.

    >>> judge_of("poj1067"), judge_of("p2252"), judge_of("lanqiao-cards")
    (('poj', '1067'), ('luogu', '2252'), ('lanqiao', ''))
    """
    match = re.fullmatch(r"(poj|hdu|cses|timus|p|lanqiao)-?(\d*).*", name)
    if match is None:
        raise ValueError(f"{name}: no judge known for this format")
    judge, number = match.groups()
    return ("luogu" if judge == "p" else judge), number


TEXTS = {
    "en": {
        "input": "Input", "bounds": "Bounds", "time": "Time limit", "compared": "The judge's comparison ignores",
        "source": "Where the rule is written",
        "time_known": "{own}, as [the statement]({url}) gives it; the package grundy writes sets {package} s",
        "time_unknown": "not recorded here{link}; the package grundy writes sets {package} s",
        "statement": ": [the statement]({url})", "colon": ": ",
        "theory": "Theory", "sample": "Sample", "sample_input": "Input", "sample_output": "Output",
        "cpp": "Solution in C++", "python": "Solution in Python",
        "programs": "Both programs are printed by `grundy judge {name} --solution cpp` and `--solution python`: "
                    "exact (no floating point decides anything), fast input, the theory in the opening comment.",
        "wrong": "Typical wrong solutions",
        "wrong_intro": "Each is a program of grundy's zoo of wrong solutions (`{name}_NAME.py` or `.cpp` in "
                       "`grundy/judge/zoo/programs/`), shown wrong by the brute-force oracles' answers, broken by "
                       "`grundy judge {name} --generate 20 --hard` and found by `--stress`.",
        "breaks": "; broken by:",
        "tools": "With testlib, DOMjudge and Kattis",
        "testlib": "**testlib** (Polygon, Codeforces, ejudge): the checker is `grundy judge {name} --testlib INPUT OUTPUT "
                   "ANSWER`: exit 0 ok, 1 wrong answer, 2 wrong output format (only the whitespace is wrong), 3 fail; "
                   "one verdict line on stderr. Polygon wants a program: a script `exec grundy judge {name} --testlib "
                   "\"$@\"` serves.",
        "kattis": "**Kattis, DOMjudge**: the output validator is `grundy judge {name} --kattis INPUT ANSWER FEEDBACK_DIR "
                  "< OUTPUT`: exit 42 accepted, 43 wrong answer, the report in `FEEDBACK_DIR/judgemessage.txt`.",
        "kattis_custom": " The package below uses it (`validation: custom`): {problem}'s judge compares as neither of "
                         "the default validator's whitespace modes does.",
        "kattis_default": " The package below leaves the comparison to the judge system's default validator "
                          "(`validation: default`, case and whitespace kept); this command gives grundy's report instead.",
        "validate": "**Input validator**: `grundy judge {name} --validate INPUT` exits 0 when INPUT keeps the statement's "
                    "format and bounds, else 1 with the line and the rule it breaks.",
        "package": "**The whole problem**: `grundy judge {name} --package DIR` writes a Kattis-format package (DOMjudge "
                   "imports it): the sample, {tests} secret tests (the hard ones first) with their answers, the input "
                   "validator{output}, the two programs above in `submissions/accepted/` and the wrong solutions above in "
                   "`submissions/wrong_answer/`.",
        "package_output": " and the output validator",
        "own": "**Your own solution**: `grundy judge {name} --check OUTPUT INPUT` checks an output case by case and says "
               "why a wrong answer is wrong; `grundy judge {name} --stress 'CMD'` runs CMD on the hard inputs and then on "
               "random ones, and shrinks the first it gets wrong; `grundy judge {name} --generate 20 --hard --answers "
               "expected.out > input.txt` makes test data that breaks the wrong solutions above. More on each: "
               "[the contest page]({contest}#checkers-that-judges-call-validators-and-stress-testing).",
        "index_title": "Judge problems", "problem": "Problem", "format": "Format", "summary": "Input and output",
        "index_intro": "One page per judge format: its bounds, the theory, the exact solutions grundy prints, "
                       "the typical wrong solutions and the input that breaks each.",
    },
    "zh": {
        "input": "输入", "bounds": "数据范围", "time": "时间限制", "compared": "评测比较时忽略",
        "source": "规则出处",
        "time_known": "{own}，见[原题]({url})；grundy 写出的题目包设为 {package} 秒",
        "time_unknown": "这里没有记录{link}；grundy 写出的题目包设为 {package} 秒",
        "statement": "，见[原题]({url})", "colon": "：",
        "theory": "原理", "sample": "样例", "sample_input": "输入", "sample_output": "输出",
        "cpp": "C++ 题解", "python": "Python 题解",
        "programs": "两份程序都由 `grundy judge {name} --solution cpp` 与 `--solution python` 输出：精确（不用浮点数做任何判断），"
                    "快速读入，开头的注释写明原理。",
        "wrong": "常见错误解法",
        "wrong_intro": "每一个都是 grundy 错误解法库中的程序（`grundy/judge/zoo/programs/` 下的 `{name}_名字.py` 或 `.cpp`）："
                       "暴力对拍程序给出的答案证明它错，`grundy judge {name} --generate 20 --hard` 生成的数据能让它出错，"
                       "`--stress` 对拍能找出它的错误。",
        "breaks": "；出错的数据：",
        "tools": "接入 testlib、DOMjudge 与 Kattis",
        "testlib": "**testlib**（Polygon、Codeforces、ejudge）：检查器是 `grundy judge {name} --testlib INPUT OUTPUT ANSWER`："
                   "正确退出 0，答案错误 1，输出格式错误（只有空白不对）2，失败 3；结论一行写到标准错误。Polygon 要一个程序："
                   "写一个脚本 `exec grundy judge {name} --testlib \"$@\"` 即可。",
        "kattis": "**Kattis、DOMjudge**：输出校验器是 `grundy judge {name} --kattis INPUT ANSWER FEEDBACK_DIR < OUTPUT`："
                  "通过退出 42，答案错误退出 43，原因写在 `FEEDBACK_DIR/judgemessage.txt`。",
        "kattis_custom": "下面的题目包就用它（`validation: custom`）：{problem} 的评测比较方式，默认校验器的两种空白模式都对不上。",
        "kattis_default": "下面的题目包把比较交给评测系统的默认校验器（`validation: default`，区分大小写和空白）；"
                          "这条命令则给出 grundy 的详细报告。",
        "validate": "**输入校验器**：`grundy judge {name} --validate INPUT` 在 INPUT 符合题目的格式与范围时退出 0，"
                    "否则退出 1，并指出出错的行和违反的规则。",
        "package": "**整道题**：`grundy judge {name} --package DIR` 写出 Kattis 格式的题目包（DOMjudge 可导入）：样例、"
                   "{tests} 组带答案的隐藏数据（难的在前）、输入校验器{output}、`submissions/accepted/` 中上面的两份程序，"
                   "以及 `submissions/wrong_answer/` 中上面列出的错误解法。",
        "package_output": "、输出校验器",
        "own": "**检查自己的程序**：`grundy judge {name} --check OUTPUT INPUT` 逐组检查输出，并说明错误答案错在哪里；"
               "`grundy judge {name} --stress 'CMD'` 先用难数据、再用随机数据运行 CMD，把第一个出错的输入缩到最小；"
               "`grundy judge {name} --generate 20 --hard --answers expected.out > input.txt` 生成能让上面这些错误解法"
               "出错的数据。详见[算法竞赛页面]({contest})的“供评测系统调用的检查器、输入校验与对拍”一节。",
        "index_title": "评测题目", "problem": "题目", "format": "格式", "summary": "输入与输出",
        "index_intro": "每个评测格式一页：数据范围、原理、grundy 输出的精确题解、常见错误解法以及让它们出错的数据。",
    },
}


def _block(language: str, text: str) -> str:
    fence = "````" if "```" in text else "```"
    return f"{fence}{language}\n{text if text.endswith(chr(10)) else text + chr(10)}{fence}\n"


def _wrong(fmt: Any, info: dict[str, Any]) -> list[tuple[str, str, str, str]]:
    # The typical wrong solutions listed for the format: exactly its programs in the zoo.
    listed = [f"{fmt.name}_{w[0]}" for w in info["wrong"]]
    zoo = sorted(p.name for p in programs(fmt.name))
    if sorted(listed) != zoo:
        raise ValueError(f"{fmt.name}: the page lists {sorted(listed)}, the zoo holds {zoo}")
    return list(info["wrong"])


def _rule(fmt: Any, lang: str) -> str:
    # Where the judge's rule is written (or why grundy compares as it does), checked against the format's flags.
    judge = JUDGES[judge_of(fmt.name)[0]]
    if (fmt.loose_end, fmt.trims_lines) != judge["flags"]:
        raise ValueError(f"{fmt.name} does not compare as {judge['name']} does")
    return str(judge["rule"][0 if lang == "en" else 1])


def _time(fmt: Any, lang: str) -> str:
    t = TEXTS[lang]
    name, number = judge_of(fmt.name)
    url = JUDGES[name]["statement"]
    url = url.format(id=number) if url else None
    if fmt.name in TIME_LIMITS and url:
        return t["time_known"].format(own=TIME_LIMITS[fmt.name][0 if lang == "en" else 1], url=url, package=TIME_LIMIT)
    return t["time_unknown"].format(link=t["statement"].format(url=url) if url else "", package=TIME_LIMIT)


def page(fmt: Any, lang: str) -> str:
    """The page of one judge format in one language."""
    t, info = TEXTS[lang], PROBLEMS[fmt.name]
    i = 0 if lang == "en" else 1
    name = fmt.name
    contest = "../contest.md"  # docs/contest.md, or docs/contest.zh.md from a Chinese page
    aliases = "".join(f", `{a}`" for a in fmt.aliases)
    kattis = t["kattis"].format(name=name) + (t["kattis_custom"].format(problem=fmt.problem) if custom_output(fmt)
                                              else t["kattis_default"])
    tools = [t["testlib"].format(name=name), kattis, t["validate"].format(name=name),
             t["package"].format(name=name, tests=TESTS, output=t["package_output"] if custom_output(fmt) else ""),
             t["own"].format(name=name, contest=contest)]
    parts = [
        f"# {fmt.problem}\n",
        f"`grundy judge {name}`{aliases}: {fmt.summary.render(lang)}\n",
        f"| | |\n|---|---|\n| {t['bounds']} | {info['bounds'][i]} |\n"
        f"| {t['time']} | {_time(fmt, lang)} |\n"
        f"| {t['compared']} | {ignored(fmt).render(lang)} |\n"
        f"| {t['source']} | {_rule(fmt, lang)} |\n",
        f"## {t['theory']}\n\n{info['theory'][i]}\n",
        f"## {t['sample']}\n\n{t['sample_input']}:\n\n" + _block("text", fmt.sample_input.decode())
        + f"\n{t['sample_output']}:\n\n" + _block("text", fmt.sample_output.decode()),
        f"## {t['cpp']}\n\n" + t["programs"].format(name=name) + "\n\n" + _block("cpp", source(name, "cpp")),
        f"## {t['python']}\n\n" + _block("python", source(name, "python")),
        f"## {t['wrong']}\n\n" + t["wrong_intro"].format(name=name) + "\n\n" + "\n".join(
            f"- `{name}_{w[0]}`{t['colon']}{w[1] if lang == 'en' else w[3]}{t['breaks']}\n\n" + "\n".join(
                "    " + line for line in _block("text", w[2] + "\n").splitlines()) + "\n"
            for w in _wrong(fmt, info)),
        f"## {t['tools']}\n\n" + "\n".join(f"- {item}" for item in tools) + "\n",
    ]
    return "\n".join(parts)


def index(lang: str) -> str:
    """The list of every judge format's page."""
    t = TEXTS[lang]
    rows = [f"| [{f.problem}]({f.name}.md) | `{f.name}` | {f.summary.render(lang).replace('|', '/')} |"
            for f in iter_judge_formats()]
    return (f"# {t['index_title']}\n\n{t['index_intro']}\n\n| {t['problem']} | {t['format']} | {t['summary']} |\n"
            "|---|---|---|\n" + "\n".join(rows) + "\n")


def pages() -> dict[Path, str]:
    """Every page this script writes: path -> text."""
    made = {}
    where = DOCS / "judges"
    for lang, suffix in (("en", ".md"), ("zh", ".zh.md")):
        made[where / f"index{suffix}"] = index(lang)
        for fmt in iter_judge_formats():
            made[where / f"{fmt.name}{suffix}"] = page(fmt, lang)
    return made


def main() -> None:
    for path, text in pages().items():
        path.parent.mkdir(parents=True, exist_ok=True)
        if not path.exists() or path.read_text(encoding="utf-8") != text:
            path.write_text(text, encoding="utf-8")
            print("wrote", path.relative_to(DOCS))


if __name__ == "__main__":
    main()
