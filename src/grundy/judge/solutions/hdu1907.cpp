// HDU 1907 (John; misere Nim): T cases, each N and N piles; whoever eats the
// last one loses; print John if the player to move wins, else Brother.
//
// Theory (Bouton 1901): if every pile is 1, the player to move wins iff the
// number of piles is even; otherwise iff the nim-sum is not 0.
// Width: piles up to 4747; 64-bit integers hold any pile.
#include <cstdio>
#include <cstring>

//@fastio

int main() {
    unsigned long long t, n, x;
    if (!readInt(t)) return 0;
    for (unsigned long long c = 0; c < t; c++) {
        if (!readInt(n)) break;
        unsigned long long s = 0;
        bool allOnes = true;
        for (unsigned long long i = 0; i < n && readInt(x); i++) {
            s ^= x;
            if (x > 1) allOnes = false;
        }
        bool wins = allOnes ? n % 2 == 0 : s != 0;
        put(wins ? "John\n" : "Brother\n");
    }
    flushOut();
    return 0;
}
