// HDU 1850 (Being a Good Boy in Spring Festival; Nim): cases "M" and M piles,
// to a lone 0; print how many first moves win (0 if the player to move loses).
//
// Theory (Bouton 1901): with nim-sum s, a move wins iff it leaves nim-sum 0;
// from pile p that means leaving p XOR s, legal iff p XOR s < p.  So the answer
// is the number of piles p with p XOR s < p (none when s = 0).
// Width: piles up to 10^6; 64-bit integers hold any pile.
#include <cstdio>
#include <cstring>
#include <vector>

//@fastio

int main() {
    unsigned long long m, x;
    std::vector<unsigned long long> piles;
    while (readInt(m) && m != 0) {
        piles.clear();
        unsigned long long s = 0;
        for (unsigned long long i = 0; i < m && readInt(x); i++) {
            piles.push_back(x);
            s ^= x;
        }
        unsigned long long moves = 0;
        for (unsigned long long p : piles) moves += (p ^ s) < p;
        putNumber(moves);
        put("\n", 1);
    }
    flushOut();
    return 0;
}
