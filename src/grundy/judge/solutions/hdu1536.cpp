// HDU 1536 / POJ 2960 (S-Nim): test cases to a lone 0, each "k s1 .. sk" (the
// set S, maybe repeated and unsorted), "m", and m positions "l h1 .. hl"; print
// per test case one line of m letters, W for a won position, L for a lost one.
//
// Theory (Sprague-Grundy): a heap is the subtraction game with move set S; its
// values g(h) = mex{g(h - s) : s in S, s <= h} are filled as far as the largest
// heap of the test case, and a position is lost iff the XOR of g over its heaps
// is 0.  The mex of at most k values is at most k.  Width: k <= 100, heaps <= 10^4.
#include <algorithm>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

//@fastio

int main() {
    unsigned long long k, m, l, x;
    std::vector<unsigned long long> set;
    std::vector<std::vector<unsigned long long>> positions;
    std::vector<unsigned> g;
    while (readInt(k) && k != 0) {
        set.clear();
        for (unsigned long long i = 0; i < k && readInt(x); i++) set.push_back(x);
        std::sort(set.begin(), set.end());
        set.erase(std::unique(set.begin(), set.end()), set.end());
        if (!readInt(m)) break;
        positions.assign(m, {});
        unsigned long long top = 0;
        for (auto &heaps : positions) {
            if (!readInt(l)) break;
            for (unsigned long long i = 0; i < l && readInt(x); i++) {
                heaps.push_back(x);
                top = std::max(top, x);
            }
        }
        g.assign(top + 1, 0);
        std::vector<char> seen(set.size() + 2);
        for (unsigned long long h = 1; h <= top; h++) {
            std::fill(seen.begin(), seen.end(), 0);
            for (unsigned long long s : set) {
                if (s > h) break;
                if (g[h - s] < seen.size()) seen[g[h - s]] = 1;
            }
            unsigned v = 0;
            while (seen[v]) v++;
            g[h] = v;
        }
        std::string line;
        for (const auto &heaps : positions) {
            unsigned s = 0;
            for (unsigned long long h : heaps) s ^= g[h];
            line += s ? 'W' : 'L';
        }
        line += '\n';
        put(line.data(), line.size());
    }
    flushOut();
    return 0;
}
