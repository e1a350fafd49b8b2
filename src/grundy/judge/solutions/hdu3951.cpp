// HDU 3951 (Coin Game): T cases "N K", N coins in a circle, a move takes 1 to K
// coins adjacent at that moment, who takes the last coin wins; print
// "Case i: first" if the first player wins, else "Case i: second".
//
// Theory: with K >= N the first player takes all.  Otherwise his first move
// leaves a line; for K >= 2 the second player then takes the middle 1 or 2
// coins, leaving two equal lines, and mirrors.  For K = 1 the moves alternate
// to the end: the first player wins iff N is odd.  Width: N <= 10^9.
#include <cstdio>
#include <cstring>

//@fastio

int main() {
    unsigned long long t, n, k;
    if (!readInt(t)) return 0;
    for (unsigned long long i = 1; i <= t && readInt(n) && readInt(k); i++) {
        bool first = n != 0 && (k >= n || (k == 1 && n % 2 == 1));
        put("Case ", 5);
        putNumber(i);
        put(first ? ": first\n" : ": second\n");
    }
    flushOut();
    return 0;
}
