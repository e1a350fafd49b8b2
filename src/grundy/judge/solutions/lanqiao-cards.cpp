// Lanqiao "约数倍数选卡片" (divisor/multiple cards): line 1 the cards, line 2 the
// numbers the first player may start with; players take cards in turn, each
// card after the first dividing or a multiple of the card taken just before;
// who cannot take loses.  Print the smallest winning first number, or -1.
//
// Theory (Fraenkel, Scheinerman and Ullman 1993: undirected vertex geography):
// on the divisibility graph G of the cards (equal cards adjacent), the first
// card v wins iff some maximum matching of G leaves v uncovered, i.e. iff
// nu(G - v) = nu(G).  One maximum matching M (Edmonds' blossoms) decides every
// v: an exposed v wins; a v matched to u wins iff G - v has an augmenting path
// from u.  Equal cards are twins, so one copy of each value is tested; and a
// value held m >= d + 3 times (d = the other values adjacent to it) may be cut
// to d + 1 or d + 2 copies, of the same parity, without changing the answer.
// Width: values from 1 to 100, so at most 100 * 101 cards remain after cutting.
#include <algorithm>
#include <cstdio>
#include <map>
#include <string>
#include <vector>

static int n;
static std::vector<std::vector<int>> adj;
static std::vector<int> match, parent, base;
static std::vector<char> used, blossom;
static int removed = -1;  // the card left out of the graph, or -1

static int lca(int a, int b) {
    std::vector<char> seen(n, 0);
    for (;;) {
        a = base[a];
        seen[a] = 1;
        if (match[a] == -1) break;
        a = parent[match[a]];
    }
    for (;;) {
        b = base[b];
        if (seen[b]) return b;
        b = parent[match[b]];
    }
}

static void markPath(int v, int b, int child) {
    while (base[v] != b) {
        blossom[base[v]] = blossom[base[match[v]]] = 1;
        parent[v] = child;
        child = match[v];
        v = parent[match[v]];
    }
}

// The end of an augmenting path from the exposed card root, or -1.
static int findPath(int root) {
    used.assign(n, 0);
    parent.assign(n, -1);
    for (int i = 0; i < n; i++) base[i] = i;
    std::vector<int> queue(1, root);
    used[root] = 1;
    for (size_t head = 0; head < queue.size(); head++) {
        int v = queue[head];
        for (int to : adj[v]) {
            if (to == removed || base[v] == base[to] || match[v] == to) continue;
            if (to == root || (match[to] != -1 && parent[match[to]] != -1)) {
                int b = lca(v, to);
                blossom.assign(n, 0);
                markPath(v, b, to);
                markPath(to, b, v);
                for (int i = 0; i < n; i++) {
                    if (blossom[base[i]]) {
                        base[i] = b;
                        if (!used[i]) {
                            used[i] = 1;
                            queue.push_back(i);
                        }
                    }
                }
            } else if (parent[to] == -1) {
                parent[to] = v;
                if (match[to] == -1) return to;
                used[match[to]] = 1;
                queue.push_back(match[to]);
            }
        }
    }
    return -1;
}

static std::vector<long long> numbers(const std::string &line) {
    std::vector<long long> values;
    long long x = -1;
    for (char c : line) {
        if (c >= '0' && c <= '9') {
            x = (x < 0 ? 0 : x * 10) + (c - '0');
        } else if (x >= 0) {
            values.push_back(x);
            x = -1;
        }
    }
    if (x >= 0) values.push_back(x);
    return values;
}

static bool adjacent(long long a, long long b) { return a % b == 0 || b % a == 0; }

int main() {
    std::string input;
    char buf[1 << 16];
    size_t got;
    while ((got = fread(buf, 1, sizeof buf, stdin)) > 0) input.append(buf, got);
    size_t end1 = input.find('\n');
    std::string first = input.substr(0, end1);
    std::string second = end1 == std::string::npos ? "" : input.substr(end1 + 1, input.find('\n', end1 + 1) - end1 - 1);
    std::map<long long, int> count;
    for (long long v : numbers(first)) count[v]++;
    std::vector<long long> choices = numbers(second);
    std::sort(choices.begin(), choices.end());
    choices.erase(std::unique(choices.begin(), choices.end()), choices.end());

    std::vector<long long> card;  // the value of each card kept
    std::map<long long, int> firstCopy;
    for (auto &[v, m] : count) {
        int d = 0;
        for (auto &[w, mw] : count) d += w != v && adjacent(v, w);
        if (m >= d + 3) m = (m - d - 1) % 2 == 0 ? d + 1 : d + 2;
        firstCopy[v] = (int)card.size();
        for (int i = 0; i < m; i++) card.push_back(v);
    }
    n = (int)card.size();
    adj.assign(n, {});
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++)
            if (adjacent(card[i], card[j])) {
                adj[i].push_back(j);
                adj[j].push_back(i);
            }
    match.assign(n, -1);
    base.assign(n, 0);
    for (int v = 0; v < n; v++) {
        if (match[v] != -1) continue;
        int end = findPath(v);
        while (end != -1) {  // flip the path
            int pv = parent[end], next = match[pv];
            match[end] = pv;
            match[pv] = end;
            end = next;
        }
    }
    long long answer = -1;
    for (long long v : choices) {
        auto it = firstCopy.find(v);
        if (it == firstCopy.end()) continue;
        int c = it->second, u = match[c];
        bool wins = u == -1;
        if (!wins) {
            removed = c;
            match[c] = match[u] = -1;
            wins = findPath(u) != -1;
            match[c] = u;
            match[u] = c;
            removed = -1;
        }
        if (wins) {
            answer = v;
            break;
        }
    }
    printf("%lld\n", answer);
    return 0;
}
