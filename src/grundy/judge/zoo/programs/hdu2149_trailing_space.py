# WRONG: writes a space after every bid, so a line of bids ends in a space (HDU compares bytes)
import sys

v = [int(t) for t in sys.stdin.buffer.read().split()]
out = []
for m, n in zip(v[::2], v[1::2]):
    if n >= m:
        out.append("".join(f"{x} " for x in range(m, n + 1)))
    else:
        r = m % (n + 1)
        out.append(f"{r} " if r else "none")
sys.stdout.write("".join(line + "\n" for line in out))
