"""Tokens on a directed acyclic graph: a move slides one token along one edge; who cannot move loses.

The graph is a rule, given as text (``--graph``): either an edge list,
``"0>1 0>2 1>3"`` (``"0>1,2"`` for several edges from one vertex, a lone
number for a vertex without edges), or the judges' adjacency layout: the
number of vertices N, then for each vertex 0 .. N-1 its out-degree and
its out-neighbours (``"4  2 1 2  0  1 3  0"``).  A position is the sorted
tuple of the vertices the tokens stand on (several may share one).

>>> game = Dag(graph="4  2 1 2  0  1 3  0")
>>> game.vertex_values(), game.outcome((0,)), game.winning_moves((0, 2))
((2, 0, 1, 0), 'N', [(2, 2)])
>>> Dag(graph="0>1 1>2 2>0")
Traceback (most recent call last):
...
grundy.errors.InputError: the graph has a cycle through vertex 0: 0 > 1 > 2 > 0; a game on a graph must be acyclic

Algorithm notes: a token on v is a game whose options are the tokens on
v's out-neighbours, so its Grundy value is g(v) = mex{g(w) : v -> w}, and
tokens are a sum: the position's value is the XOR of g over the tokens
(Sprague-Grundy).  The values are computed once per graph, sinks first
(Kahn's algorithm on the reversed edges: a vertex is done when all its
out-neighbours are), with a loop rather than recursion, so graphs of any
depth work in O(V + E).  Vertices left over have an out-neighbour left
over, so following those edges from one of them repeats a vertex: that
walk is the cycle the error names.  The winning moves are the slides of a
token from v to w with g(w) = g(v) XOR X, X the position's value.

References: R. P. Sprague (1935), P. M. Grundy (1939); HDU 1524 / POJ 2425
"A Chess Game".
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any, ClassVar

from ..drawing import Shell
from ..engine import Outcome
from ..errors import InputError
from ..bigint import int_to_str
from ..game import Game
from ..messages import Text, catalogue
from ..options import Option
from ..report import Analysis
from ..validation import parse_count, quoted

__all__ = ["Dag", "cycle", "parse_graph", "vertex_values"]

Graph = tuple[tuple[int, ...], ...]
Tokens = tuple[int, ...]

MESSAGES = catalogue("dag", {
    "vertex": ("vertex {token}", "顶点 {token}"),
    "count": ("the number of vertices", "顶点数"),
    "degree": ("the out-degree of vertex {v}", "顶点 {v} 的出度"),
    "neighbour": ("an out-neighbour of vertex {v}", "顶点 {v} 的后继"),
    "ends": ("the graph's text ends where {what} was expected", "图的文字提前结束，缺少{what}"),
    "extra": ("the graph's text goes on after the last vertex: {token}", "图的文字在最后一个顶点之后还有内容：{token}"),
    "edge": ("an edge is written 'u>v', not {token}", "边写作 'u>v'，不能是 {token}"),
    "out_of_range": ("vertex {v} of {where} is not one of the {n} {n:~vertex|vertices} 0 .. {last}",
                     "{where}中的顶点 {v} 不在 0 到 {last} 这 {n} 个顶点之中"),
    "the_graph": ("the graph", "图"),
    "empty_graph": ("the graph has no vertex", "图中没有顶点"),
    "cycle": ("the graph has a cycle through vertex {v}: {walk}; a game on a graph must be acyclic",
              "图中有经过顶点 {v} 的环：{walk}；图上的游戏要求无环"),
    "needs_graph": ("the game on a graph needs --graph, the graph", "图上的游戏需要 --graph：图"),
    "not_graph": ("a graph is a tuple of the out-neighbours of each vertex, not {value}",
                  "图是各顶点后继的元组，不能是 {value}"),
    "not_tokens": ("a position of the game on a graph is the vertices of its tokens (at least one), each from 0 to "
                   "{last}, not {value}", "图上游戏的局面是各棋子所在的顶点（至少一个），每个在 0 到 {last} 之间，不能是 {value}"),
    "explain": ("The Grundy values of the tokens' vertices (mex over the out-neighbours, sinks first): {values}; "
                "their XOR is {x}. {tail}",
                "各棋子所在顶点的 SG 值（对后继取 mex，从汇点算起）：{values}，异或和为 {x}。{tail}"),
    "won": ("It is not 0, so the player to move wins: {move}, to a vertex of value {target}.",
            "不为 0，先手必胜：{move}，到 SG 值为 {target} 的顶点。"),
    "lost": ("It is 0, so the player to move loses: every slide changes one value, and so the XOR.",
             "为 0，先手必败：任何一步都改变一个 SG 值，从而改变异或和。"),
    "over": ("every token stands on a vertex without out-edges: the player to move cannot move and has lost.",
             "所有棋子都在没有出边的顶点上：轮到走的一方无路可走，已经输了。"),
    "move": ("slide the token on {a} to {b}", "把 {a} 上的棋子移到 {b}"),
    "type_move": ("type the vertex a token is on and the vertex to slide it to, e.g. '0 2', not {text}",
                  "请输入棋子所在的顶点和要移到的顶点，例如 '0 2'，而不是 {text}"),
    "from": ("the vertex moved from", "起点"),
    "to": ("the vertex moved to", "终点"),
    "no_token": ("no token stands on vertex {a}", "顶点 {a} 上没有棋子"),
    "no_edge": ("there is no edge {a} > {b}", "没有边 {a} > {b}"),
    "not_a_move": ("a move slides one token along one edge", "一步沿一条边移动一个棋子"),
    "title": ("Tokens on a directed acyclic graph ({n} {n:~vertex|vertices}, {e} {e:~edge|edges})", "有向无环图上的棋子（{n} 个顶点，{e} 条边）"),
})


def _count(token: str, what: Any) -> int:
    return parse_count(token, what)


def parse_graph(text: str) -> Graph:
    """Read a graph: an edge list ('0>1 0>2 1>3', '0>1,2') or the adjacency layout ('N  X0 s..  X1 s..').

    >>> parse_graph("0>1,2 2>3"), parse_graph("3 1 1 1 2 0")
    (((1, 2), (), (3,), ()), ((1,), (2,), ()))

    Text without '>' is the layout; if, read so, text is left over after its
    last vertex and no number comes twice, it is a list of vertices without edges:

    >>> parse_graph("0 1")
    ((), ())
    """
    words = text.split()
    if any(">" in w for w in words):
        edges: dict[int, list[int]] = {}
        top = -1
        for word in words:
            if ">" not in word:
                v = _count(word, MESSAGES("vertex", token=quoted(word)))
                top = max(top, v)
                continue
            head, _, tails = word.partition(">")
            if not head or not tails:
                raise InputError(MESSAGES("edge", token=quoted(word)))
            u = _count(head, MESSAGES("vertex", token=quoted(word)))
            top = max(top, u)
            for part in tails.split(","):
                if not part:
                    raise InputError(MESSAGES("edge", token=quoted(word)))
                v = _count(part, MESSAGES("vertex", token=quoted(word)))
                top = max(top, v)
                edges.setdefault(u, []).append(v)
        return tuple(tuple(edges.get(v, ())) for v in range(top + 1))
    try:
        return _layout(words)
    except _LeftOver:
        if len(set(words)) < len(words):
            raise
    # Read as a layout, text is left over ("0 1" is 0 vertices, then "1"): a list of vertices without edges.
    top = max(_count(word, MESSAGES("vertex", token=quoted(word))) for word in words)
    return tuple(() for _ in range(top + 1))


class _LeftOver(InputError):
    # The judges' layout read, with text after its last vertex.
    pass


def _layout(words: list[str]) -> Graph:
    it = iter(words)

    def take(what: Any) -> int:
        word = next(it, None)
        if word is None:
            raise InputError(MESSAGES("ends", what=what))
        return _count(word, what)

    n = take(MESSAGES("count"))
    graph = []
    for v in range(n):
        degree = take(MESSAGES("degree", v=v))
        graph.append(tuple(take(MESSAGES("neighbour", v=v)) for _ in range(degree)))
    rest = next(it, None)
    if rest is not None:
        raise _LeftOver(MESSAGES("extra", token=quoted(rest)))
    return _checked(tuple(graph))


def _checked(graph: Graph) -> Graph:
    if not graph:
        raise InputError(MESSAGES("empty_graph"))
    n = len(graph)
    for succ in graph:
        for w in succ:
            if not 0 <= w < n:
                raise InputError(MESSAGES("out_of_range", v=w, where=MESSAGES("the_graph"), n=n, last=n - 1))
    return graph


def cycle(graph: Graph, start: int) -> list[int]:
    """A cycle found by walking from ``start`` among the vertices ``vertex_values`` could not finish."""
    left = set(_leftover(graph))
    walk, seen = [start], {start: 0}
    v = start
    while True:
        v = next(w for w in graph[v] if w in left)
        if v in seen:
            return walk[seen[v]:] + [v]
        seen[v] = len(walk)
        walk.append(v)


def _leftover(graph: Graph) -> list[int]:
    return [v for v, g in enumerate(_values(graph)) if g < 0]


@lru_cache(maxsize=32)
def _values(graph: Graph) -> tuple[int, ...]:
    # g(v) for each vertex, -1 where a cycle prevents it (Kahn's algorithm, sinks first).
    n = len(graph)
    preds: list[list[int]] = [[] for _ in range(n)]
    waiting = [len(set(s)) for s in graph]
    for v, succ in enumerate(graph):
        for w in set(succ):
            preds[w].append(v)
    values = [-1] * n
    ready = [v for v in range(n) if waiting[v] == 0]
    while ready:
        v = ready.pop()
        seen = {values[w] for w in graph[v]}
        g = 0
        while g in seen:
            g += 1
        values[v] = g
        for u in preds[v]:
            waiting[u] -= 1
            if waiting[u] == 0:
                ready.append(u)
    return tuple(values)


def vertex_values(graph: Graph) -> tuple[int, ...]:
    """The Grundy value of every vertex; InputError naming a cycle if there is one.

    >>> vertex_values(((1, 2), (), (3,), ()))
    (2, 0, 1, 0)
    """
    values = _values(graph)
    if min(values, default=0) < 0:
        start = values.index(-1)
        walk = cycle(graph, start)
        raise InputError(MESSAGES("cycle", v=walk[0], walk=" > ".join(map(str, walk))))
    return values


TEXTS = catalogue("dag.texts", {
    "title": ("Tokens on a directed acyclic graph", "有向无环图上的棋子"),
    "summary": ("Tokens on a directed acyclic graph: slide one token along one edge", "有向无环图上的棋子：每次沿一条边移动一个棋子"),
    "position_help": ("the vertices the tokens stand on (from 0; several may share one)",
                      "各棋子所在的顶点（从 0 起；可以有多个棋子在同一顶点）"),
    "move_help": ("'0 2' slides the token on vertex 0 to vertex 2", "'0 2' 把顶点 0 上的棋子移到顶点 2"),
    "graph_help": ("the graph: an edge list '0>1,2 2>3', or the judges' layout 'N  X0 s..  X1 s..' (@FILE reads it from a file, - from standard input)",
                   "图：边表 '0>1,2 2>3'，或评测题的格式 'N  X0 s..  X1 s..'（@FILE 从文件读，- 从标准输入读）"),
    "graph_short": ("--graph", "图"),
})


@dataclass(frozen=True)
class Dag(Game):
    """Tokens on a directed acyclic graph, given by the out-neighbours of each vertex (or as text)."""

    graph: Any = None

    name: ClassVar[str] = "dag"
    samples: ClassVar[tuple[tuple[dict[str, Any], Any], ...]] = (({"graph": "0>1,2 2>3"}, (0, 2)),)
    title: ClassVar[Text] = TEXTS("title")
    aliases: ClassVar[tuple[str, ...]] = ("graph", "graph-game")
    aliases_zh: ClassVar[tuple[str, ...]] = ("有向图", "图上游戏")
    summary: ClassVar[Text | None] = TEXTS("summary")
    shell: ClassVar[Shell] = replace(
        Game.shell,
        position_metavar="VERTEX",
        examples=('grundy dag --graph "0>1,2 2>3" 0 2',
                                               'grundy dag --graph "4  2 1 2  0  1 3  0" 0 --grundy'),
    )
    position_help: ClassVar[Text] = TEXTS("position_help")
    move_help: ClassVar[Text | None] = TEXTS("move_help")
    names_grundy_moves: ClassVar[bool] = True
    # No random start: a start needs the graph, which a player types (random_position
    # places tokens on a graph given).
    cli_options: ClassVar[tuple[Option, ...]] = (
        Option("graph", str, TEXTS("graph_help"), metavar="GRAPH", position=True, required=True,
               short=TEXTS("graph_short")),
    )

    def __post_init__(self) -> None:
        graph = self.graph
        if graph is None:
            return
        if isinstance(graph, str):
            graph = parse_graph(graph)
        elif (isinstance(graph, tuple | list) and all(isinstance(s, tuple | list) for s in graph)
              and all(type(w) is int for s in graph for w in s)):
            graph = _checked(tuple(tuple(int(w) for w in s) for s in graph))
        else:
            raise InputError(MESSAGES("not_graph", value=quoted(graph)))
        vertex_values(graph)
        object.__setattr__(self, "graph", graph)

    @classmethod
    def from_tokens(cls, tokens: Sequence[str], **options: Any) -> tuple[Dag, Tokens]:
        game = cls(graph=options.get("graph"))
        return game, game.parse_position(list(tokens))

    @property
    def edges(self) -> Graph:
        """The out-neighbours of each vertex."""
        if self.graph is None:
            raise InputError(MESSAGES("needs_graph"))
        graph: Graph = self.graph
        return graph

    def display_title(self, lang: str = "en") -> str:
        if self.graph is None:
            return super().display_title(lang)
        return MESSAGES("title", n=len(self.edges), e=sum(map(len, self.edges))).render(lang)

    def vertex_values(self) -> tuple[int, ...]:
        """The Grundy value of every vertex."""
        return vertex_values(self.edges)

    def validate(self, position: Any) -> Tokens:
        n = len(self.edges)
        if (not isinstance(position, tuple | list) or not position
                or not all(type(v) is int and 0 <= v < n for v in position)):
            raise InputError(MESSAGES("not_tokens", last=n - 1, value=quoted(position)))
        return tuple(sorted(int(v) for v in position))

    def parse_position(self, tokens: Any) -> Tokens:
        if any("," in t for t in tokens):
            tokens = [part for t in tokens for part in t.split(",") if part.strip()]
        return self.validate(tuple(_count(t, MESSAGES("vertex", token=quoted(t))) for t in tokens))

    def options(self, position: Any) -> Iterator[Tokens]:
        seen = set()
        for i, v in enumerate(position):
            for w in self.edges[v]:
                after = tuple(sorted(position[:i] + (w,) + position[i + 1:]))
                if after not in seen:
                    seen.add(after)
                    yield after

    def check_move(self, position: Any, after: Any) -> None:
        if self.validate(after) not in set(self.options(self.validate(position))):
            raise InputError(MESSAGES("not_a_move"))

    def is_over(self, position: Any) -> bool:
        return not any(self.edges[v] for v in position)

    def grundy(self, position: Any) -> int:
        position = self.read(position)
        values = self.vertex_values()
        x = 0
        for v in position:
            x ^= values[v]
        return x

    def outcome(self, position: Any) -> Outcome:
        return "N" if self.grundy(position) else "P"

    def grundy_moves(self, position: Any, value: int) -> Iterator[Tokens]:
        position = self.read(position)
        values = self.vertex_values()
        x = self.grundy(position) ^ value
        seen = set()
        for i, v in enumerate(position):
            if i and position[i - 1] == v:
                continue
            target = values[v] ^ x
            for w in self.edges[v]:
                if values[w] == target:
                    after = tuple(sorted(position[:i] + (w,) + position[i + 1:]))
                    if after not in seen:
                        seen.add(after)
                        yield after

    def winning_moves(self, position: Any) -> list[Tokens]:
        return list(self.grundy_moves(position, 0)) if self.grundy(position) else []

    def explain(self, position: Any, lang: str = "en") -> str:
        position = self.read(position)
        if self.is_over(position):
            return MESSAGES("over").render(lang)
        values = self.vertex_values()
        shown = ", ".join(f"g({v}) = {values[v]}" for v in position[:20]) + (", ..." if len(position) > 20 else "")
        x = self.grundy(position)
        if x:
            first = next(self.grundy_moves(position, 0))
            a, b = self._moved(position, first)
            tail = MESSAGES("won", move=self.describe_move(position, first, lang), target=values[b])
        else:
            tail = MESSAGES("lost")
        return MESSAGES("explain", values=shown, x=x, tail=tail).render(lang)

    def analyse(self, position: Any, lang: str = "en", **flags: Any) -> Analysis:
        result = super().analyse(position, lang, **flags)
        extra = {**result.extra, "vertex_grundy": list(self.vertex_values())}
        return replace(result, grundy=self.grundy(result.position), extra=extra)

    def _moved(self, position: Any, after: Any) -> tuple[int, int]:
        rest = list(after)
        gone = []
        for v in position:
            if v in rest:
                rest.remove(v)
            else:
                gone.append(v)
        return (gone or [position[0]])[0], (rest or [position[0]])[0]

    def describe_move(self, position: Any, after: Any, lang: str = "en") -> str:
        a, b = self._moved(position, after)
        return MESSAGES("move", a=a, b=b).render(lang)

    def move_text(self, position: Any, after: Any) -> str:
        a, b = self._moved(position, after)
        return f"{a} {b}"

    def parse_move(self, position: Any, text: str) -> Tokens:
        """Read 'FROM TO': the token on vertex FROM slides to TO.

        >>> Dag(graph="0>1,2 2>3").parse_move((0, 2), "2 3")
        (0, 3)
        """
        words = text.replace(",", " ").replace(">", " ").split()
        if len(words) != 2:
            raise InputError(MESSAGES("type_move", text=quoted(text)))
        a, b = _count(words[0], MESSAGES("from")), _count(words[1], MESSAGES("to"))
        position = self.validate(position)
        if a not in position:
            raise InputError(MESSAGES("no_token", a=a))
        if b not in self.edges[a]:
            raise InputError(MESSAGES("no_edge", a=a, b=b))
        i = position.index(a)
        return tuple(sorted(position[:i] + (b,) + position[i + 1:]))

    def format_position(self, position: Any, lang: str = "en") -> str:
        return "(" + ", ".join(map(int_to_str, position)) + ")"

    def render(self, position: Any, lang: str = "en") -> str:
        position = self.validate(position)
        values = self.vertex_values()
        lines = [f"{v} > {' '.join(map(str, s)) or '-'}   g = {values[v]}" + ("   " + "o" * position.count(v)
                 if v in position else "") for v, s in enumerate(self.edges[:40])]
        return "\n".join(lines)

    def size(self, position: Any) -> int:
        values = self.vertex_values()
        return int(sum(values[v] for v in position)) + len(position)

    def random_position(self, rng: Any, scale: int = 20) -> Tokens:
        n = len(self.edges)
        return tuple(sorted(rng.randrange(n) for _ in range(rng.randint(1, 3))))
