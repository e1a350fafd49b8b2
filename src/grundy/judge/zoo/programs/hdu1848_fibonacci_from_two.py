# WRONG: the Fibonacci moves start at 2 (2, 3, 5, 8, ...), leaving out the move that takes 1
import sys

fib = [2, 3]
while fib[-1] + fib[-2] <= 1000:
    fib.append(fib[-1] + fib[-2])
sg = [0] * 1001
for n in range(1, 1001):
    seen = {sg[n - f] for f in fib if f <= n}
    g = 0
    while g in seen:
        g += 1
    sg[n] = g
v = [int(t) for t in sys.stdin.buffer.read().split()]
out = []
for m, n, p in zip(v[::3], v[1::3], v[2::3]):
    if m == n == p == 0:
        break
    out.append("Fibo" if sg[m] ^ sg[n] ^ sg[p] else "Nacci")
sys.stdout.write("".join(line + "\n" for line in out))
