// HDU 2176 (Nim, with the winning moves): cases "m" and m piles, to a lone 0;
// print No if the player to move loses, else Yes and, one per line in pile
// order, every winning move as "before after" (the pile and what is left of it).
//
// Theory (Bouton 1901): with nim-sum s = XOR of the piles, the player to move
// loses iff s = 0; otherwise the winning moves are exactly the piles p with
// p XOR s < p, reduced to p XOR s (the move that makes the nim-sum 0).
// Width: the statement bounds no pile; unsigned 64-bit integers hold piles up
// to 2^64 - 1 (a 32-bit int reads x and x + 2^32 as the same pile).
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
        if (s == 0) {
            put("No\n", 3);
            continue;
        }
        put("Yes\n", 4);
        for (unsigned long long p : piles) {
            if ((p ^ s) < p) {
                putNumber(p);
                put(" ", 1);
                putNumber(p ^ s);
                put("\n", 1);
            }
        }
    }
    flushOut();
    return 0;
}
