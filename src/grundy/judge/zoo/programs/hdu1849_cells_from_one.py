# WRONG: the cells numbered from 1 (the XOR of cell + 1), where a piece on cell 0 is a heap of 0
import sys

v = iter(int(t) for t in sys.stdin.buffer.read().split())
out = []
for m in v:
    if m == 0:
        break
    x = 0
    for _ in range(m):
        x ^= next(v) + 1
    out.append("Rabbit Win!" if x else "Grass Win!")
sys.stdout.write("".join(line + "\n" for line in out))
