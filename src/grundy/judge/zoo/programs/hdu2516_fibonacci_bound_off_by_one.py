# WRONG: the Fibonacci list stops one term early (F(k) < 2^30 instead of < 2^31): 1134903170 and 1836311903 are missed
import sys

fib = {1, 2}
a, b = 1, 2
while a + b < 1 << 30:
    a, b = b, a + b
    fib.add(b)
out = []
for n in map(int, sys.stdin.buffer.read().split()):
    if n == 0:
        break
    out.append("Second win" if n in fib else "First win")
sys.stdout.write("".join(line + "\n" for line in out))
