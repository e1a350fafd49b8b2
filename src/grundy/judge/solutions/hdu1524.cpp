// HDU 1524 / POJ 2425 (A Chess Game): test cases to the end of the input (or
// N = 0), each N, N lines "X v1 .. vX" (the edges out of vertex i of a DAG),
// then queries "M p1 .. pM" (tokens on vertices) to a lone 0; a move slides one
// token along an edge; print WIN if the player to move wins, else LOSE.
//
// Theory (Sprague-Grundy): the value of a vertex is the mex of its successors'
// values (computed depth first, the graph being acyclic); a query is lost iff
// the XOR of its tokens' values is 0.  Width: N <= 1000, so the recursion is at
// most 1000 deep.
#include <cstdio>
#include <cstring>
#include <vector>

//@fastio

static std::vector<std::vector<unsigned>> succ;
static std::vector<int> value;

static int grundy(unsigned v) {
    if (value[v] >= 0) return value[v];
    std::vector<char> seen(succ[v].size() + 1, 0);
    for (unsigned w : succ[v]) {
        size_t g = (size_t)grundy(w);
        if (g < seen.size()) seen[g] = 1;
    }
    int g = 0;
    while (seen[(size_t)g]) g++;
    return value[v] = g;
}

int main() {
    unsigned long long n, x, w;
    while (readInt(n) && n != 0) {
        succ.assign(n, {});
        value.assign(n, -1);
        for (unsigned long long v = 0; v < n; v++) {
            if (!readInt(x)) break;
            for (unsigned long long j = 0; j < x && readInt(w); j++) succ[v].push_back((unsigned)w);
        }
        unsigned long long m;
        while (readInt(m) && m != 0) {
            int s = 0;
            for (unsigned long long j = 0; j < m && readInt(w); j++) s ^= grundy((unsigned)w);
            put(s ? "WIN\n" : "LOSE\n");
        }
    }
    flushOut();
    return 0;
}
