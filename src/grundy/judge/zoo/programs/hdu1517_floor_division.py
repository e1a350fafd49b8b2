# WRONG: n divided by 18 rounding down, where the range (18^k, 9 * 18^k] needs n <- ceil(n / 18)
import sys

out = []
for n in map(int, sys.stdin.buffer.read().split()):
    while n > 18:
        n //= 18
    out.append("Stan wins." if n <= 9 else "Ollie wins.")
sys.stdout.write("".join(line + "\n" for line in out))
