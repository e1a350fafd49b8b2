// HDU 1517 / POJ 2505 (A Multiplication Game): one n per line to the end of
// the input; p starts at 1, the players multiply it by 2 to 9 in turn, the
// first to reach p >= n wins; print "Stan wins." if the first player wins,
// else "Ollie wins.".
//
// Theory: Stan wins iff n lies in (18^k, 9 * 18^k] for some k >= 0 (Stan plays 9
// and answers Ollie's x with 18 / x, Ollie plays 2 ...); so: while n > 18,
// n = ceil(n / 18); Stan wins iff n <= 9.  Width: n < 2^32.
#include <cstdio>
#include <cstring>

//@fastio

int main() {
    unsigned long long n;
    while (readInt(n)) {
        while (n > 18) n = (n + 17) / 18;
        put(n <= 9 ? "Stan wins.\n" : "Ollie wins.\n");
    }
    flushOut();
    return 0;
}
