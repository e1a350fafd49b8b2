// HDU 1849 (Rabbit and Grass): cases "m" and the cells of m pieces, to m = 0;
// a move shifts one piece left; print "Rabbit Win!" if the player to move
// (Rabbit) wins, else "Grass Win!".
//
// Theory: moving a piece on cell k left by d takes d from a Nim heap of k, so
// the position is Nim on the cells (Bouton 1901): the player to move loses iff
// the XOR of the cells is 0.  Width: cells up to 1000.
#include <cstdio>
#include <cstring>

//@fastio

int main() {
    unsigned long long m, x;
    while (readInt(m) && m != 0) {
        unsigned long long s = 0;
        for (unsigned long long i = 0; i < m && readInt(x); i++) s ^= x;
        put(s ? "Rabbit Win!\n" : "Grass Win!\n");
    }
    flushOut();
    return 0;
}
