# WRONG: the nim-sum is kept from one test to the next (set to 0 once, not for each test)
import sys

v = iter(int(t) for t in sys.stdin.buffer.read().split())
x = 0
out = []
for _ in range(next(v)):
    for _ in range(next(v)):
        x ^= next(v)
    out.append("Yes" if x else "No")
sys.stdout.write("".join(line + "\n" for line in out))
