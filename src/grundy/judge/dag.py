"""Judge format HDU 1524 / POJ 2425 (A Chess Game): tokens on a DAG; each test a graph and its queries.

>>> import io
>>> out = io.BytesIO()
>>> HDU1524().solve(io.BytesIO(HDU1524.sample_input), out)
>>> print(out.getvalue().decode(), end="")
WIN
WIN
WIN
LOSE
WIN
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from ..games.dag import Dag, vertex_values
from ..messages import catalogue
from .format import Case, CaseByCase
from .reading import MAX_COUNT, TokenReader, checked

__all__ = ["HDU1524"]

#: The most vertices one test may declare (they are all kept, with their edges).
MAX_VERTICES = 10**6

MESSAGES = catalogue("judge.dag", {
    "summary": ("HDU 1524 / POJ 2425: tests to end of input (or N = 0), each N, N adjacency lines and queries 'M p1 .. pM' "
                "to '0'; WIN if the player to move wins, else LOSE",
                "HDU 1524 / POJ 2425：读到输入结束（或 N = 0）的测试，每个是 N、N 行邻接表和以 '0' 结束的询问 'M p1 .. pM'；先手必胜输出 WIN，否则输出 LOSE"),
    "n": ("N (the number of vertices of test {test})", "第 {test} 个测试的顶点数 N"),
    "degree": ("the out-degree of vertex {v} of test {test}", "第 {test} 个测试中顶点 {v} 的出度"),
    "neighbour": ("out-neighbour {j} of vertex {v} of test {test}", "第 {test} 个测试中顶点 {v} 的第 {j} 个后继"),
    "m": ("M (the number of tokens of a query of test {test})", "第 {test} 个测试中询问的棋子数 M"),
    "token": ("token {j} of {m} of a query of test {test}", "第 {test} 个测试中询问的 {m} 个棋子中的第 {j} 个"),
    "no_vertex": ("{v} is not a vertex: test {test} has vertices 0 .. {last}", "{v} 不是顶点：第 {test} 个测试的顶点是 0 到 {last}"),
    "text": ("tokens on {tokens} (test {test}, {n} {n:~vertex|vertices})", "棋子在 {tokens}（第 {test} 个测试，{n} 个顶点）"),
})


class HDU1524(CaseByCase):
    """HDU 1524 / POJ 2425: WIN or LOSE per query."""

    name = "hdu1524"
    aliases = ("poj2425",)
    problem = "HDU 1524 / POJ 2425"
    summary = MESSAGES("summary")
    game = "dag"
    sample_input = b"4\n2 1 2\n0\n1 3\n0\n1 0\n2 0 2\n0\n\n4\n1 1\n1 2\n0\n0\n2 0 1\n2 1 1\n3 0 1 3\n0\n"
    sample_output = b"WIN\nWIN\nWIN\nLOSE\nWIN\n"

    def read(self, reader: TokenReader) -> Iterator[Case]:
        test = number = 0
        while True:
            test += 1
            n = reader.next(MESSAGES("n", test=test))
            if n is None or n == 0:  # some copies of the statement end the input with N = 0
                return
            start = reader.line()
            reader.check(n, MESSAGES("n", test=test), MAX_VERTICES)
            graph = []
            for v in range(n):
                degree = reader.value(lambda: MESSAGES("degree", v=v, test=test))
                if degree > MAX_COUNT:
                    reader.check(degree, MESSAGES("degree", v=v, test=test))
                succ = []
                for j in range(1, degree + 1):
                    w = reader.value(lambda: MESSAGES("neighbour", j=j, v=v, test=test))
                    if w >= n:
                        raise reader.refuse(MESSAGES("no_vertex", v=w, test=test, last=n - 1))
                    succ.append(w)
                graph.append(tuple(succ))
            edges = tuple(graph)
            values = checked(reader, lambda: vertex_values(edges), start)
            while True:
                m = reader.count(MESSAGES("m", test=test))
                if m == 0:
                    break
                line = reader.line()
                tokens = []
                for j in range(1, m + 1):
                    v = reader.value(lambda: MESSAGES("token", j=j, m=m, test=test))
                    if v >= n:
                        raise reader.refuse(MESSAGES("no_vertex", v=v, test=test, last=n - 1))
                    tokens.append(v)
                number += 1
                text = MESSAGES("text", tokens=" ".join(map(str, tokens)), test=test, n=n).render("en")
                yield Case(number, line, text, (edges, values, tuple(tokens)), reader.line())

    def answer(self, case: Case) -> list[str]:
        _, values, tokens = case.data
        x = 0
        for v in tokens:
            x ^= values[v]
        return ["WIN" if x else "LOSE"]

    def explained(self, case: Case) -> tuple[Any, Any]:
        edges, _, tokens = case.data
        return Dag(graph=edges), tokens

    def generate(self, rng: random.Random, count: int, hard: bool = False) -> Iterator[bytes]:
        left = count
        while left > 0:
            n = rng.choice((1, 1000, rng.randint(1, 1000))) if hard else rng.randint(1, 12)
            order = list(range(n))
            rng.shuffle(order)  # edges go from earlier to later in this order: acyclic
            rank = {v: i for i, v in enumerate(order)}
            lines = [f"{n}\n"]
            for v in range(n):
                later = [w for w in range(n) if rank[w] > rank[v]]
                degree = min(len(later), rng.randint(0, 3 if not hard else 8))
                succ = rng.sample(later, degree)
                lines.append(" ".join(map(str, [degree, *succ])) + "\n")
            queries = min(left, rng.randint(1, 5))
            for _ in range(queries):
                m = rng.randint(1, 10)
                if hard and rng.random() < 0.3:  # a token twice cancels out
                    v = rng.randrange(n)
                    tokens = [v, v]
                else:
                    tokens = [rng.randrange(n) for _ in range(m)]
                lines.append(" ".join(map(str, [len(tokens), *tokens])) + "\n")
            lines.append("0\n")
            left -= queries
            yield "".join(lines).encode()
