// POJ 1704 (Georgia and Bob; staircase Nim): T cases, each N and the N distinct
// cells of chessmen on a row; a move shifts one chessman left, never onto or
// past another; print "Georgia will win" if the player to move wins, else
// "Bob will win".
//
// Theory: sort the cells; if N is odd put a chessman on cell 0; pair them from
// the left.  The empty cells inside each pair are a Nim heap (moving the right
// one takes from it); a move of a pair's left chessman widens the gap before it,
// which the partner's move undoes.  So the player to move loses iff the XOR over
// pairs of (p[2i+1] - p[2i] - 1) is 0 (Bouton).  Width: cells up to 10^4.
#include <algorithm>
#include <cstdio>
#include <cstring>
#include <vector>

//@fastio

int main() {
    unsigned long long t, n, x;
    std::vector<unsigned long long> cells;
    if (!readInt(t)) return 0;
    for (unsigned long long c = 0; c < t; c++) {
        if (!readInt(n)) break;
        cells.clear();
        if (n % 2) cells.push_back(0);
        for (unsigned long long i = 0; i < n && readInt(x); i++) cells.push_back(x);
        std::sort(cells.begin(), cells.end());
        unsigned long long s = 0;
        for (size_t i = 0; i + 1 < cells.size(); i += 2) s ^= cells[i + 1] - cells[i] - 1;
        put(s ? "Georgia will win\n" : "Bob will win\n");
    }
    flushOut();
    return 0;
}
