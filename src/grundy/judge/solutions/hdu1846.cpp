// HDU 1846 (Brave Game; the Bash game): C cases "n m", one pile of n, a move
// takes 1 to m; print first if the player to move wins, else second.
//
// Theory: the player to move loses iff n is a multiple of m + 1 (whatever he
// takes, t, the other answers m + 1 - t).  Width: n, m <= 1000.
#include <cstdio>
#include <cstring>

//@fastio

int main() {
    unsigned long long c, n, m;
    if (!readInt(c)) return 0;
    for (unsigned long long i = 0; i < c && readInt(n) && readInt(m); i++)
        put(n % (m + 1) == 0 ? "second\n" : "first\n");
    flushOut();
    return 0;
}
