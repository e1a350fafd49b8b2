// CSES 1730 (Nim Game I): t tests, each n and n heaps; print first if the
// player to move wins, else second.
//
// Theory (Bouton 1901): the player to move loses iff the XOR of the heaps is 0.
// Width: heaps up to 10^9 < 2^30; 64-bit integers hold them.
#include <cstdio>
#include <cstring>

//@fastio

int main() {
    unsigned long long t, n, x;
    if (!readInt(t)) return 0;
    for (unsigned long long c = 0; c < t; c++) {
        if (!readInt(n)) break;
        unsigned long long s = 0;
        for (unsigned long long i = 0; i < n && readInt(x); i++) s ^= x;
        put(s ? "first\n" : "second\n");
    }
    flushOut();
    return 0;
}
