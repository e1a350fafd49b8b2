# WRONG: the winner told by the parity of the sum of the cells, not by their XOR
import sys

v = iter(int(t) for t in sys.stdin.buffer.read().split())
out = []
for m in v:
    if m == 0:
        break
    total = sum(next(v) for _ in range(m))
    out.append("Rabbit Win!" if total % 2 else "Grass Win!")
sys.stdout.write("".join(line + "\n" for line in out))
