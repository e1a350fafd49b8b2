// Luogu P2197 (Nim): T cases, each n and n piles; print Yes if the player to
// move wins, else No.
//
// Theory (Bouton 1901): the player to move loses iff the XOR of the piles
// (the nim-sum) is 0.  Width: piles below 10^4; 64-bit integers hold any pile.
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
        put(s ? "Yes\n" : "No\n");
    }
    flushOut();
    return 0;
}
