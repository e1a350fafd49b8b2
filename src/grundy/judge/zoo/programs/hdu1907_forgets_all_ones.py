# WRONG: misere Nim decided by the nim-sum alone, forgetting the case where every pile is 1
import sys

v = iter(int(t) for t in sys.stdin.buffer.read().split())
out = []
for _ in range(next(v)):
    x = 0
    for _ in range(next(v)):
        x ^= next(v)
    out.append("John" if x else "Brother")
sys.stdout.write("".join(line + "\n" for line in out))
