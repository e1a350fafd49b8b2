# WRONG: the SG table has 1000 entries (piles 0 to 999): a pile of 1000 is past its end
import sys

fib = [1, 2]
while fib[-1] + fib[-2] <= 1000:
    fib.append(fib[-1] + fib[-2])
sg = [0] * 1000
for n in range(1, 1000):
    seen = {sg[n - f] for f in fib if f <= n}
    g = 0
    while g in seen:
        g += 1
    sg[n] = g
v = [int(t) for t in sys.stdin.buffer.read().split()]
for m, n, p in zip(v[::3], v[1::3], v[2::3]):
    if m == n == p == 0:
        break
    sys.stdout.write("Fibo\n" if sg[m] ^ sg[n] ^ sg[p] else "Nacci\n")
