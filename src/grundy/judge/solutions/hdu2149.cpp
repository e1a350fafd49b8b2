// HDU 2149 (Public Sale; the Bash game): pairs "M N" to the end of the input;
// bids raise the price by 1 to N, the bid that reaches M buys; print every
// winning first bid, increasing, separated by spaces, or none.
//
// Theory: with r still needed, the player to move loses iff r is a multiple of
// N + 1.  A first bid x wins iff x >= M or (M - x) mod (N + 1) = 0: so every bid
// M..N when N >= M; else the single bid M mod (N + 1), or none when it is 0.
// Width: M, N < 1100.
#include <cstdio>
#include <cstring>

//@fastio

int main() {
    unsigned long long m, n;
    while (readInt(m) && readInt(n)) {
        if (n >= m) {
            for (unsigned long long x = m; x <= n; x++) {
                putNumber(x);
                put(x < n ? " " : "\n", 1);
            }
        } else if (m % (n + 1) != 0) {
            putNumber(m % (n + 1));
            put("\n", 1);
        } else {
            put("none\n", 5);
        }
    }
    flushOut();
    return 0;
}
