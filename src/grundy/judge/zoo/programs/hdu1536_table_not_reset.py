# WRONG: the SG table is made for the first set of moves and kept for the later sets (never reset)
import sys

v = iter(int(t) for t in sys.stdin.buffer.read().split())
moves = None
sg = [0]


def value(h):  # sg[h], the table grown as far as h with the moves it was made for
    while len(sg) <= h:
        n = len(sg)
        seen = {sg[n - s] for s in moves if s <= n}
        g = 0
        while g in seen:
            g += 1
        sg.append(g)
    return sg[h]


out = []
for k in v:
    if k == 0:
        break
    s = [next(v) for _ in range(k)]
    if moves is None:
        moves = s
    line = []
    for _ in range(next(v)):
        x = 0
        for _ in range(next(v)):
            x ^= value(next(v))
        line.append("W" if x else "L")
    out.append("".join(line))
sys.stdout.write("".join(line + "\n" for line in out))
