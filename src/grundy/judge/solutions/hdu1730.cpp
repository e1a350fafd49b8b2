// HDU 1730 (Northcott's game): test cases to the end of the input, each "n m"
// and n rows "T J", the columns of Tom's and Jerry's pieces; a piece moves
// along its row to any empty cell without jumping the other; print "I WIN!" if
// Tom, who moves first, wins, else "BAD LUCK!".
//
// Theory (Winning Ways): the gap |T - J| - 1 of each row is a Nim heap: moving
// towards the other piece takes from it, and a move away is undone by the other
// player following (such moves are bounded by the board).  Tom wins iff the XOR
// of the gaps is not 0.  Width: m <= 100.
#include <cstdio>
#include <cstring>

//@fastio

int main() {
    unsigned long long n, m, t, j;
    while (readInt(n) && readInt(m)) {
        unsigned long long s = 0;
        for (unsigned long long i = 0; i < n && readInt(t) && readInt(j); i++) s ^= (t > j ? t - j : j - t) - 1;
        put(s ? "I WIN!\n" : "BAD LUCK!\n");
    }
    flushOut();
    return 0;
}
