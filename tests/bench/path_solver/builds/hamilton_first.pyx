# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True, initializedcheck=False
"""Compiled Hamiltonian-path counter over a graph with step and parity constraints.

Same contract as ``core.hamilton.reference.count_paths``: ordered paths over nodes ``0..n-1``
(a path and its reverse are two solutions), counted up to ``limit``. Any graph works (no grid
assumption) and any size: node sets are multiword bitsets sized per call.

The search assigns steps to nodes around a growing run of consecutive steps ``lo..hi``. It
starts from one anchor (a numbered node, or every legal start when there is none) and extends
either end; each branch fixes the node of one definite step, so every solution is produced
exactly once whichever end is extended. Pruning (each switchable through ``prune`` so the bench
can measure it):

- ``parity``: on a bipartite graph the colour of the node at each step is fixed once one clue
  (or the colour class sizes) fixes the orientation, which rules steps out for every node.
- ``windows``: a node at BFS distance ``d`` from the node of clue ``s`` can only take steps
  ``t`` with ``|t - s| >= d``.
- ``distance``: BFS from each open end inside the unvisited region; a node first reached at
  layer ``j`` cannot be placed before step ``hi + j`` (or after ``lo - j``), so one whose
  latest (earliest) allowed step is out of reach from both ends kills the branch, and the
  nodes only one end can place must fit in that end's remaining length.
- ``connect``: the rest of the path is one run per open end, each filling a whole component of
  the unvisited region, so there are at most two components, sized and attached to match.
- ``deadends``: an unvisited node with at most one possible path neighbour (unvisited nodes
  plus the open ends) can only be the far end of a side; more of them than open sides, or one
  with none, kills the branch.
- ``forced``: the same count looked at before moving: skipping a neighbour of the end that has
  one other exit turns it into a dead end, so those moves are dropped without being tried.
- ``cuts``: for every cut vertex ``c`` of the unvisited region (Tarjan's DFS), the path meets
  ``c`` once, so removing it leaves at most two pieces per run; a piece touching no open end
  (a pocket) is the tail of the run through ``c``: at most one per cut vertex, and its nodes
  and ``c`` must be able to take the last (or first) steps of the path.
- ``order``: moves with the fewest onward exits first.
- ``anchor``: grow from the most constrained numbered node (both directions) instead of trying
  every start when step 1 is not given.
"""
from libc.stdint cimport uint64_t
from libc.stdlib cimport calloc, free
from libc.string cimport memcpy, memset
from posix.time cimport CLOCK_MONOTONIC, clock_gettime, timespec

cdef extern from *:
    """
    /* without -mpopcnt the builtin is a libgcc call: count bits inline instead */
    static inline int popcount64(unsigned long long x) {
    #if defined(__POPCNT__)
        return __builtin_popcountll(x);
    #else
        x -= (x >> 1) & 0x5555555555555555ULL;
        x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
        x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0fULL;
        return (int)((x * 0x0101010101010101ULL) >> 56);
    #endif
    }
    """
    int popcount64(unsigned long long) nogil
    int ctz64 "__builtin_ctzll"(unsigned long long) nogil

cdef enum:
    NO_PARITY = 0  # as in core.hamilton.problem
    ODD = 1
    EVEN = 2

cdef enum:
    F_PARITY = 1
    F_WINDOWS = 2
    F_DISTANCE = 4
    F_CONNECT = 8
    F_DEADENDS = 16
    F_FORCED = 32
    F_ORDER = 64
    F_ANCHOR = 128
    F_CUTS = 256

PRUNE_FLAGS = {
    "parity": F_PARITY,
    "windows": F_WINDOWS,
    "distance": F_DISTANCE,
    "connect": F_CONNECT,
    "deadends": F_DEADENDS,
    "forced": F_FORCED,
    "order": F_ORDER,
    "anchor": F_ANCHOR,
    "cuts": F_CUTS,
}
PRUNE_ALL = sum(PRUNE_FLAGS.values())

cdef enum:
    CLOCK_EVERY = 1023  # mask: look at the clock once every 1024 search nodes

_PathResult = None  # core.hamilton.problem.PathResult, imported on first use (no import cycle)


cdef double _now() noexcept nogil:
    cdef timespec ts
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return ts.tv_sec + ts.tv_nsec * 1e-9


cdef inline bint _has(const uint64_t* bits, int i) noexcept nogil:
    return (bits[i >> 6] >> (i & 63)) & 1


cdef inline void _clear(uint64_t* bits, int i) noexcept nogil:
    bits[i >> 6] &= ~(<uint64_t>1 << (i & 63))


cdef inline void _set(uint64_t* bits, int i) noexcept nogil:
    bits[i >> 6] |= <uint64_t>1 << (i & 63)


cdef class _Search:
    """Buffers of one call, all allocated up front: the search itself never allocates."""

    cdef int n, W, SW, maxdeg, flags, limit, count, timed_out
    cdef long long nodes
    cdef double deadline
    cdef list solutions
    # graph
    cdef uint64_t* adjb        # n * W: neighbours of each node
    cdef int* adj_start        # CSR adjacency
    cdef int* adj_list
    # static step constraints
    cdef uint64_t* allowed     # n * SW: steps (bit t, 1..n) each node may take
    cdef int* firstok
    cdef int* lastok
    cdef uint64_t* late        # (n + 2) * W: late[k] = nodes whose last allowed step is < k
    cdef uint64_t* early       # (n + 2) * W: early[k] = nodes whose first allowed step is > k
    # search state
    cdef int* pos              # node at each step (1..n)
    cdef uint64_t* unv         # unvisited nodes
    cdef int* exits            # unvisited neighbours of each node
    cdef int* moves            # n * 2 * (maxdeg + 1): candidate moves of each depth, both ends
    # scratch of the reachability check (used and finished before recursing)
    cdef uint64_t* reach
    cdef uint64_t* front
    cdef uint64_t* nxt
    cdef uint64_t* badf
    cdef uint64_t* badb
    # scratch of the cut-vertex DFS, one slot per node
    cdef int* disc
    cdef int* low
    cdef int* parent
    cdef int* edge
    cdef int* stack
    cdef int* size
    cdef int* touch
    cdef int* minlast
    cdef int* maxfirst
    cdef int* pieces
    cdef int* pockets
    # the problem's own constraints and a BFS distance buffer (set-up only)
    cdef int* step
    cdef int* par
    cdef int* dist
    # every array above lives in one of these two blocks
    cdef uint64_t* words
    cdef int* ints

    def __cinit__(self, int n, int nedges, int maxdeg):
        cdef int W = (n + 63) >> 6, SW = (n + 1 + 63) >> 6
        cdef uint64_t* w
        cdef int* i
        self.n, self.W, self.SW, self.maxdeg = n, W, SW, maxdeg
        self.words = <uint64_t*>calloc(
            <Py_ssize_t>n * W + <Py_ssize_t>n * SW + 2 * <Py_ssize_t>(n + 2) * W + 6 * W,
            sizeof(uint64_t))
        self.ints = <int*>calloc(
            (n + 1) + max(nedges, 1) + (n + 2) + 17 * <Py_ssize_t>n
            + <Py_ssize_t>(n + 1) * 2 * (maxdeg + 1), sizeof(int))
        if not self.words or not self.ints:
            raise MemoryError()
        w = self.words
        self.adjb = w; w += <Py_ssize_t>n * W
        self.allowed = w; w += <Py_ssize_t>n * SW
        self.late = w; w += <Py_ssize_t>(n + 2) * W
        self.early = w; w += <Py_ssize_t>(n + 2) * W
        self.unv = w; self.reach = w + W; self.front = w + 2 * W; self.nxt = w + 3 * W
        self.badf = w + 4 * W; self.badb = w + 5 * W
        i = self.ints
        self.adj_start = i; i += n + 1
        self.adj_list = i; i += max(nedges, 1)
        self.pos = i; i += n + 2
        self.moves = i; i += <Py_ssize_t>(n + 1) * 2 * (maxdeg + 1)
        self.firstok, self.lastok, self.exits = i, i + n, i + 2 * n
        self.disc, self.low, self.parent, self.edge = i + 3 * n, i + 4 * n, i + 5 * n, i + 6 * n
        self.stack, self.size, self.touch = i + 7 * n, i + 8 * n, i + 9 * n
        self.minlast, self.maxfirst, self.pieces = i + 10 * n, i + 11 * n, i + 12 * n
        self.pockets, self.step, self.par, self.dist = i + 13 * n, i + 14 * n, i + 15 * n, i + 16 * n
        self.solutions = []

    def __dealloc__(self):
        free(self.words)
        free(self.ints)

    # ---- state changes -------------------------------------------------------------------

    cdef inline void place(self, int v, int step) noexcept:
        cdef int i
        self.pos[step] = v
        _clear(self.unv, v)
        for i in range(self.adj_start[v], self.adj_start[v + 1]):
            self.exits[self.adj_list[i]] -= 1

    cdef inline void unplace(self, int v) noexcept:
        cdef int i
        _set(self.unv, v)
        for i in range(self.adj_start[v], self.adj_start[v + 1]):
            self.exits[self.adj_list[i]] += 1

    cdef inline bint adjacent(self, int u, int v) noexcept:
        return _has(self.adjb + <Py_ssize_t>u * self.W, v)

    # ---- pruning -------------------------------------------------------------------------

    cdef int dead_ends(self, int head, int tail, int a, int b) noexcept:
        """Unvisited nodes with at most one possible path neighbour; -1 when one has none."""
        cdef int k, u, g, z = 0
        cdef uint64_t x
        for k in range(self.W):
            x = self.unv[k]
            while x:
                u = (k << 6) | ctz64(x)
                x &= x - 1
                g = self.exits[u]
                if b > 0 and self.adjacent(u, head):
                    g += 1
                if a > 0 and self.adjacent(u, tail):
                    g += 1
                if g <= 1:
                    if g == 0:
                        return -1
                    z += 1
        return z

    cdef int expand(self, uint64_t* reached) noexcept:
        """One BFS layer inside the unvisited region: ``front`` becomes the unvisited,
        not yet ``reached`` neighbours of ``front``, added to ``reached``; returns its size."""
        cdef int W = self.W, k, t, u, size = 0
        cdef uint64_t x
        cdef const uint64_t* row
        memset(self.nxt, 0, W * sizeof(uint64_t))
        for k in range(W):
            x = self.front[k]
            while x:
                u = (k << 6) | ctz64(x)
                x &= x - 1
                row = self.adjb + <Py_ssize_t>u * W
                for t in range(W):
                    self.nxt[t] |= row[t]
        for k in range(W):
            self.front[k] = self.nxt[k] & self.unv[k] & ~reached[k]
            reached[k] |= self.front[k]
            size += popcount64(self.front[k])
        return size

    cdef int flood(self, int seed, uint64_t* comp) noexcept:
        """Component of ``seed`` in the unvisited region, into ``comp``; returns its size."""
        cdef int size = 1, grown = 1
        memset(comp, 0, self.W * sizeof(uint64_t))
        memset(self.front, 0, self.W * sizeof(uint64_t))
        _set(comp, seed)
        _set(self.front, seed)
        while grown:
            grown = self.expand(comp)
            size += grown
        return size

    cdef bint touches(self, int end, const uint64_t* nodes) noexcept:
        cdef const uint64_t* row = self.adjb + <Py_ssize_t>end * self.W
        cdef int k
        for k in range(self.W):
            if row[k] & nodes[k]:
                return True
        return False

    cdef int first(self, const uint64_t* nodes) noexcept:
        cdef int k
        for k in range(self.W):
            if nodes[k]:
                return (k << 6) | ctz64(nodes[k])
        return -1

    cdef bint split_ok(self, int head, int tail, int a, int b) noexcept:
        """The rest of the path is one run per open side, each filling a whole component of
        the unvisited region: at most two components, sized and attached to match."""
        cdef int k, end = head if b > 0 else tail, seed = -1, size1, size2
        for k in range(self.adj_start[end], self.adj_start[end + 1]):
            if _has(self.unv, self.adj_list[k]):
                seed = self.adj_list[k]
                break
        if seed < 0:
            return False
        size1 = self.flood(seed, self.reach)
        if size1 == a + b:
            return True
        if a == 0 or b == 0:
            return False
        for k in range(self.W):
            self.badb[k] = self.unv[k] & ~self.reach[k]
        size2 = self.flood(self.first(self.badb), self.badf)
        if size1 + size2 != a + b:
            return False
        # the first component touches the head; it is the head's run or the tail's
        return ((size1 == b and self.touches(tail, self.badf))
                or (size1 == a and self.touches(tail, self.reach) and self.touches(head, self.badf)))

    cdef void layers(self, int end, int step, int direction, uint64_t* bad) noexcept:
        """BFS from ``end`` inside the unvisited region; marks in ``bad`` the nodes this end
        cannot place: those it reaches only after their last (first) allowed step, or never."""
        cdef int W = self.W, n = self.n, k, j = 1, t, grown = 0
        cdef const uint64_t* row = self.adjb + <Py_ssize_t>end * W
        cdef const uint64_t* gate
        for k in range(W):
            self.front[k] = row[k] & self.unv[k]
            self.reach[k] = self.front[k]
            bad[k] = 0
            grown |= self.front[k] != 0
        while grown:
            t = step + direction * j
            if direction > 0:
                gate = self.late + <Py_ssize_t>min(t, n + 1) * W
            else:
                gate = self.early + <Py_ssize_t>max(t, 0) * W
            for k in range(W):
                bad[k] |= self.front[k] & gate[k]
            grown = self.expand(self.reach)
            j += 1
        for k in range(W):
            bad[k] |= self.unv[k] & ~self.reach[k]

    cdef bint reach_ok(self, int lo, int hi, int a, int b) noexcept:
        """Every unvisited node must fit on some side, and each side's must-haves in its length."""
        cdef int k, onlyback = 0, onlyfwd = 0
        if b > 0:
            self.layers(self.pos[hi], hi, 1, self.badf)
        else:
            memcpy(self.badf, self.unv, self.W * sizeof(uint64_t))
        if a > 0:
            self.layers(self.pos[lo], lo, -1, self.badb)
        else:
            memcpy(self.badb, self.unv, self.W * sizeof(uint64_t))
        for k in range(self.W):
            if self.badf[k] & self.badb[k]:
                return False
            onlyback += popcount64(self.badf[k])
            onlyfwd += popcount64(self.badb[k])
        return onlyback <= a and onlyfwd <= b

    cdef bint pocket_ok(self, int c, int x, int a, int b) noexcept:
        """Can the pocket below cut vertex ``c``, DFS child ``x``, end a run through ``c``?"""
        cdef int k = self.size[x], n = self.n
        if (b > k and self.minlast[x] > n - k
                and _has(self.allowed + <Py_ssize_t>c * self.SW, n - k)):
            return True
        return (a > k and self.maxfirst[x] <= k
                and _has(self.allowed + <Py_ssize_t>c * self.SW, k + 1))

    cdef void discover(self, int v, int p, int head, int tail, int a, int b, int* timer) noexcept:
        self.disc[v] = self.low[v] = timer[0]
        timer[0] += 1
        self.parent[v] = p
        self.edge[v] = self.adj_start[v]
        self.size[v] = 1
        self.touch[v] = (b > 0 and self.adjacent(v, head)) or (a > 0 and self.adjacent(v, tail))
        self.minlast[v] = self.lastok[v]
        self.maxfirst[v] = self.firstok[v]
        self.pieces[v] = 0 if p < 0 else 1  # the side holding the DFS root
        self.pockets[v] = 0

    cdef bint cuts_ok(self, int head, int tail, int a, int b) noexcept:
        """Tarjan's DFS over the unvisited region, rooted next to the open ends."""
        cdef int timer = 0, top, v, w, p, r, i, k, max_pieces = 2 if a == 0 or b == 0 else 3
        cdef int ends[2]
        cdef uint64_t x
        ends[0] = head if b > 0 else -1
        ends[1] = tail if a > 0 else -1
        for k in range(self.W):
            x = self.unv[k]
            while x:
                self.disc[(k << 6) | ctz64(x)] = -1
                x &= x - 1
        for r in range(2):
            if ends[r] < 0:
                continue
            for i in range(self.adj_start[ends[r]], self.adj_start[ends[r] + 1]):
                v = self.adj_list[i]
                if not _has(self.unv, v) or self.disc[v] >= 0:
                    continue
                self.discover(v, -1, head, tail, a, b, &timer)
                self.stack[0] = v
                top = 1
                while top:
                    v = self.stack[top - 1]
                    if self.edge[v] < self.adj_start[v + 1]:
                        w = self.adj_list[self.edge[v]]
                        self.edge[v] += 1
                        if not _has(self.unv, w):
                            continue
                        if self.disc[w] < 0:
                            self.discover(w, v, head, tail, a, b, &timer)
                            self.stack[top] = w
                            top += 1
                        elif w != self.parent[v] and self.disc[w] < self.low[v]:
                            self.low[v] = self.disc[w]
                        continue
                    top -= 1
                    if self.pieces[v] > max_pieces or self.pockets[v] > 1:
                        return False
                    p = self.parent[v]
                    if p < 0:
                        continue
                    if self.low[v] < self.low[p]:
                        self.low[p] = self.low[v]
                    self.size[p] += self.size[v]
                    self.touch[p] |= self.touch[v]
                    self.minlast[p] = min(self.minlast[p], self.minlast[v])
                    self.maxfirst[p] = max(self.maxfirst[p], self.maxfirst[v])
                    if self.low[v] >= self.disc[p]:  # p cuts v's subtree off
                        self.pieces[p] += 1
                        if not self.touch[v]:
                            if not self.pocket_ok(p, v, a, b):
                                return False
                            self.pockets[p] += 1
        # a component no DFS reached touches no open end
        return timer == a + b

    # ---- moves ---------------------------------------------------------------------------

    cdef int side_moves(self, int end, int step, int rem, int other, int other_rem,
                        int z, int slots, int* out) noexcept:
        """Candidates for ``step`` next to ``end`` (``rem`` steps left on this side), ordered;
        -1 when the position is already lost."""
        cdef int i, j, u, g, cnt = 0, ncrit = 0, ndead = 0, dead = -1
        cdef bint forced = (self.flags & F_FORCED) and (self.flags & F_DEADENDS) and rem >= 2
        for i in range(self.adj_start[end], self.adj_start[end + 1]):
            u = self.adj_list[i]
            if not _has(self.unv, u):
                continue
            if forced:
                # a neighbour left behind loses ``end`` as a possible path neighbour
                g = self.exits[u] + 1 + (other_rem > 0 and self.adjacent(u, other))
                if g <= 1:
                    ndead += 1
                    dead = u
                elif g == 2:
                    ncrit += 1
            if _has(self.allowed + <Py_ssize_t>u * self.SW, step):
                out[cnt] = u
                cnt += 1
        if forced:
            if ndead >= 2:
                return -1
            j = 0
            for i in range(cnt):
                u = out[i]
                if ndead == 1:
                    if u != dead or z - 1 + ncrit > slots:
                        continue
                else:
                    g = self.exits[u] + 1 + (other_rem > 0 and self.adjacent(u, other))
                    if z + ncrit - (g == 2) > slots:
                        continue
                out[j] = u
                j += 1
            cnt = j
        if self.flags & F_ORDER:
            for i in range(1, cnt):  # insertion sort by onward exits: tiny lists
                u = out[i]
                j = i - 1
                while j >= 0 and self.exits[out[j]] > self.exits[u]:
                    out[j + 1] = out[j]
                    j -= 1
                out[j + 1] = u
        return cnt

    # ---- search --------------------------------------------------------------------------

    cdef int visit(self, int lo, int hi) except -1:
        """Steps ``lo..hi`` are placed; returns 1 when the search must stop."""
        cdef int n = self.n, a = lo - 1, b = n - hi, z = 0, slots, nh = 0, nt = 0, i
        cdef int head = self.pos[hi], tail = self.pos[lo]
        cdef int* hmoves = self.moves + <Py_ssize_t>(hi - lo) * 2 * (self.maxdeg + 1)
        cdef int* tmoves = hmoves + self.maxdeg + 1
        self.nodes += 1
        if self.deadline > 0 and (self.nodes & CLOCK_EVERY) == 0 and _now() > self.deadline:
            self.timed_out = 1
            return 1
        if a == 0 and b == 0:
            self.solutions.append(tuple([self.pos[i] for i in range(1, n + 1)]))
            self.count += 1
            return self.count >= self.limit
        slots = (a > 0) + (b > 0)
        if self.flags & F_DEADENDS:
            z = self.dead_ends(head, tail, a, b)
            if z < 0 or z > slots:
                return 0
        if self.flags & F_CONNECT and not self.split_ok(head, tail, a, b):
            return 0
        if self.flags & F_DISTANCE and not self.reach_ok(lo, hi, a, b):
            return 0
        if self.flags & F_CUTS and not self.cuts_ok(head, tail, a, b):
            return 0
        if b > 0:
            nh = self.side_moves(head, hi + 1, b, tail, a, z, slots, hmoves)
            if nh <= 0:
                return 0
        if a > 0:
            nt = self.side_moves(tail, lo - 1, a, head, b, z, slots, tmoves)
            if nt <= 0:
                return 0
        if b > 0 and (a == 0 or nh <= nt):
            return self.extend(hmoves, nh, hi + 1, lo, hi + 1)
        return self.extend(tmoves, nt, lo - 1, lo - 1, hi)

    cdef int extend(self, int* moves, int count, int step, int lo, int hi) except -1:
        """Tries each of ``moves`` at ``step``, which makes the placed run ``lo..hi``."""
        cdef int i, v, r
        for i in range(count):
            v = moves[i]
            self.place(v, step)
            r = self.visit(lo, hi)
            self.unplace(v)
            if r:
                return r
        return 0


cdef bint _bfs(_Search s, int src) noexcept:
    """Distances from ``src`` over the whole graph into ``s.dist`` (-1: unreachable); True
    when every node is reached. Uses ``s.stack`` as the queue."""
    cdef int n = s.n, head = 0, tail = 1, u, i, w
    for u in range(n):
        s.dist[u] = -1
    s.dist[src] = 0
    s.stack[0] = src
    while head < tail:
        u = s.stack[head]
        head += 1
        for i in range(s.adj_start[u], s.adj_start[u + 1]):
            w = s.adj_list[i]
            if s.dist[w] < 0:
                s.dist[w] = s.dist[u] + 1
                s.stack[tail] = w
                tail += 1
    return tail == n


cdef bint _orientation(_Search s) noexcept:
    """Bipartite graph (colours: BFS depth parity in ``s.dist``): fix which colour takes the
    odd steps, if anything forces it, and drop the other steps from every node. False when
    no orientation is possible."""
    cdef int n = s.n, v, t, o, colour, ones = 0
    cdef bint ok[2]
    ok[0] = ok[1] = True
    for v in range(n):
        colour = s.dist[v] & 1
        ones += colour
        if s.step[v]:
            ok[1 - (colour ^ ((s.step[v] - 1) & 1))] = False
        if s.par[v] == ODD:
            ok[1 - colour] = False
        elif s.par[v] == EVEN:
            ok[colour] = False
    # the colour on odd steps must own ceil(n / 2) nodes
    if n - ones != (n + 1) // 2:
        ok[0] = False
    if ones != (n + 1) // 2:
        ok[1] = False
    if not ok[0] and not ok[1]:
        return False
    if ok[0] and ok[1]:
        return True
    o = 0 if ok[0] else 1
    for v in range(n):
        for t in range(1, n + 1):
            if ((t - 1) & 1) != ((s.dist[v] & 1) ^ o):
                _clear(s.allowed + <Py_ssize_t>v * s.SW, t)
    return True


cdef bint _bipartite(_Search s) noexcept:
    """With ``s.dist`` from a BFS of the connected graph: no edge joins equal depth parity."""
    cdef int v, i
    for v in range(s.n):
        for i in range(s.adj_start[v], s.adj_start[v + 1]):
            if ((s.dist[v] ^ s.dist[s.adj_list[i]]) & 1) == 0:
                return False
    return True


cdef int _load(_Search s, adjacency, step_of, parity) except -1:
    """Graph (deduplicated, no self-loops, checked symmetric) and clues into ``s``."""
    cdef int n = s.n, W = s.W, v, w, e = 0, i
    for v in range(n):
        s.adj_start[v] = e
        for x in adjacency[v]:
            w = x
            if w < 0 or w >= n:
                raise ValueError(f"node {v} has a neighbour outside 0..{n - 1}")
            if w == v or _has(s.adjb + <Py_ssize_t>v * W, w):
                continue
            _set(s.adjb + <Py_ssize_t>v * W, w)
            s.adj_list[e] = w
            e += 1
        s.exits[v] = e - s.adj_start[v]
        _set(s.unv, v)
        s.step[v] = step_of[v] if step_of is not None else 0
        s.par[v] = parity[v] if parity is not None else NO_PARITY
    s.adj_start[n] = e
    for v in range(n):
        for i in range(s.adj_start[v], s.adj_start[v + 1]):
            if not _has(s.adjb + <Py_ssize_t>s.adj_list[i] * W, v):
                raise ValueError(f"adjacency is not symmetric: {v} -> {s.adj_list[i]} only")
    return 0


cdef bint _prepare(_Search s, int flags) noexcept:
    """Static step constraints; False when the problem has no solution."""
    cdef int n = s.n, W = s.W, SW = s.SW, v, t, c, d, k, lo_t, hi_t
    cdef uint64_t* row
    if not _bfs(s, 0):
        return False  # disconnected: no Hamiltonian path
    for v in range(n):
        c = s.step[v]
        if c < 0 or c > n:
            return False  # out of range: no path can meet it
        row = s.allowed + <Py_ssize_t>v * SW
        for t in range(1, n + 1):
            if (not c or t == c) and (s.par[v] == NO_PARITY or (t & 1) == (s.par[v] == ODD)):
                _set(row, t)
    for c in range(n):  # a numbered step belongs to its node only
        if s.step[c]:
            for v in range(n):
                if v != c:
                    if s.step[v] == s.step[c]:
                        return False  # repeated number
                    _clear(s.allowed + <Py_ssize_t>v * SW, s.step[c])
    if flags & F_PARITY and _bipartite(s) and not _orientation(s):
        return False
    if flags & F_WINDOWS:
        for c in range(n):
            t = s.step[c]
            if not t:
                continue
            _bfs(s, c)
            for v in range(n):
                d = s.dist[v]
                row = s.allowed + <Py_ssize_t>v * SW
                for k in range(max(1, t - d + 1), min(n, t + d - 1) + 1):
                    _clear(row, k)
    for v in range(n):
        row = s.allowed + <Py_ssize_t>v * SW
        lo_t = hi_t = 0
        for t in range(1, n + 1):
            if _has(row, t):
                if not lo_t:
                    lo_t = t
                hi_t = t
        if not lo_t:
            return False
        s.firstok[v] = lo_t
        s.lastok[v] = hi_t
        for k in range(hi_t + 1, n + 2):
            _set(s.late + <Py_ssize_t>k * W, v)
        for k in range(0, lo_t):
            _set(s.early + <Py_ssize_t>k * W, v)
    return True


cdef int _anchor(_Search s, int flags) noexcept:
    """Where the search grows from: with ``anchor``, the numbered node whose neighbouring
    steps have the fewest candidates; else the node numbered 1; -1: try every start."""
    cdef int n = s.n, v, i, w, t, score, best = -1, best_score = 0, best_step = 0
    for v in range(n):
        t = s.step[v]
        if not t or (not (flags & F_ANCHOR) and t != 1):
            continue
        score = 0
        for i in range(s.adj_start[v], s.adj_start[v + 1]):
            w = s.adj_list[i]
            if t > 1 and _has(s.allowed + <Py_ssize_t>w * s.SW, t - 1):
                score += 1
            if t < n and _has(s.allowed + <Py_ssize_t>w * s.SW, t + 1):
                score += 1
        if best < 0 or score < best_score or (score == best_score and t < best_step):
            best, best_score, best_step = v, score, t
    return best


def search(problem, int limit=2, bint ignore_clues=False, int prune=PRUNE_ALL,
           double time_limit=0.0):
    """``(PathResult, search_nodes, finished)``; ``finished`` is False when ``time_limit``
    (seconds, 0: none) ran out first, and the result then holds what was found so far."""
    cdef int n = len(problem.adjacency), v, anchor
    cdef _Search s
    global _PathResult
    if _PathResult is None:
        from core.hamilton.problem import PathResult as _PathResult
    result = _PathResult(0, [], limit)
    if n == 0 or limit <= 0:
        return result, 0, True
    degrees = [len(row) for row in problem.adjacency]
    s = _Search(n, sum(degrees), max(degrees))
    if ignore_clues:
        _load(s, problem.adjacency, None, None)
    else:
        _load(s, problem.adjacency, problem.step_of, problem.parity)
    s.flags = prune
    s.limit = limit
    s.deadline = _now() + time_limit if time_limit > 0 else 0.0
    if _prepare(s, prune):
        anchor = _anchor(s, prune)
        if anchor >= 0:
            s.extend(&anchor, 1, s.step[anchor], s.step[anchor], s.step[anchor])
        else:
            for v in range(n):
                if _has(s.allowed + <Py_ssize_t>v * s.SW, 1) and s.extend(&v, 1, 1, 1, 1):
                    break
    result.count = s.count
    result.solutions = s.solutions
    return result, s.nodes, not s.timed_out


def count_paths(problem, int limit=2, bint ignore_clues=False):
    """Ordered solutions of ``problem`` up to ``limit``, as ``core.hamilton.PathResult``."""
    return search(problem, limit, ignore_clues)[0]
