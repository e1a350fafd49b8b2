# WRONG: looks only at the first position (b divides a or a >= 2b) and never follows the forced moves
import sys

v = [int(t) for t in sys.stdin.buffer.read().split()]
out = []
for a, b in zip(v[::2], v[1::2]):
    if a == 0 and b == 0:
        break
    a, b = max(a, b), min(a, b)
    out.append("Stan wins" if a % b == 0 or a >= 2 * b else "Ollie wins")
sys.stdout.write("".join(line + "\n" for line in out))
