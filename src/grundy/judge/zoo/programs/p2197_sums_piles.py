# WRONG: the piles added up instead of XOR-ed: 'Yes' whenever some pile is not empty
import sys

v = iter(int(t) for t in sys.stdin.buffer.read().split())
out = []
for _ in range(next(v)):
    x = 0
    for _ in range(next(v)):
        x += next(v)
    out.append("Yes" if x else "No")
sys.stdout.write("".join(line + "\n" for line in out))
