# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True, initializedcheck=False
"""Compiled Hamiltonian-path counter over a graph with step, parity and phase constraints.

Same contract as ``core.hamilton.reference.count_paths``: ordered paths over nodes ``0..n-1``
(a path and its reverse are two solutions), counted up to ``limit``. Any graph works (no grid
assumption) and any size; memory is linear in the size of the graph (about 50 machine words
per node plus 3 per edge end, and the nogood table, at most 64 words per node plus 3 x 4096
slots; all allocated once per call; the search itself only allocates the tuples of the
solutions it reports), and the search is iterative, so deep paths need no C stack.

Edges may open by phase (``PathProblem.period`` and ``edge_phases``): the move between steps
``t`` and ``t + 1`` may only use an edge open at phase ``t mod P``. Every bound below works on
the *union* graph (an edge counts when it is open at some phase), which is exact since a path
of the phased problem is a path of the union graph; the moves themselves are tried with the
exact phase.

The search assigns steps to nodes around a growing run of consecutive steps ``lo..hi``. It
starts from one anchor (a numbered node, or every legal start when there is none) and extends
either end; each branch fixes the node of one definite step, so every solution is produced
exactly once whichever end is extended. Pruning (each switchable through ``prune`` so the bench
can measure it):

- ``parity``: on a bipartite graph the colour of the node at each step is fixed once one clue
  (or the colour class sizes) fixes the orientation, which rules steps out for every node.
- ``windows``: between consecutive clues ``s < s'`` (nodes ``c``, ``c'``) a node ``v`` can only
  take steps in ``[s + d(c, v), s' - d(v, c')]`` (BFS distances, searched no deeper than the
  gap); each node keeps up to ``NIVL`` such intervals (more are merged, which only widens them).
- ``distance``: BFS from each open end inside the unvisited region; a node first reached at
  layer ``j`` cannot be placed before step ``hi + j`` (or after ``lo - j``), so one whose
  latest (earliest) allowed step is out of reach from both ends kills the branch, and the
  nodes only one end can place must fit in that end's remaining length.
- ``connect``: the rest of the path is one run per open end, each filling a whole component of
  the unvisited region, so there are at most two components, sized and attached to match.
  When the region was connected and the node just placed leaves its unvisited neighbours
  joined within a few steps, the region is still connected and no flood is needed.
- ``deadends``: an unvisited node with at most one possible path neighbour (unvisited nodes
  plus the open ends) can only be the far end of a side; more of them than open sides, or one
  with none, kills the branch. Counted incrementally.
- ``forced``: the same count looked at before moving: skipping a neighbour of the end that has
  one other exit turns it into a dead end, so those moves are dropped without being tried.
- ``cuts``: for every cut vertex ``c`` of the unvisited region (Tarjan's DFS), the path meets
  ``c`` once, so removing it leaves at most two pieces per run; a piece touching no open end
  (a pocket) is the tail of the run through ``c``: at most one per cut vertex, and its nodes
  and ``c`` must be able to take the last (or first) steps of the path.
- ``order``: moves with the fewest onward exits first.
- ``anchor``: grow from the most constrained numbered node (both directions) instead of trying
  every start when step 1 is not given.
- ``gaps``: beyond each open end, consecutive numbered steps ``s < s'`` (both still unplaced)
  must be joined through the unvisited region within ``s' - s`` moves (BFS no deeper than the
  gap; the first ``GAP_CHECKS`` gaps on each side).
- ``nogoods``: a position is the visited set, both open ends and the first placed step; what
  can follow depends on nothing else. A position whose subtree was searched to the end without
  reaching a solution (and took at least ``nogood_min`` search nodes) is stored in a
  direct-mapped table of at most ``MEMO_MAX_SLOTS`` entries (key: a Zobrist hash; entry: the
  ends, the step and the visited set as a bitset, compared in full, so a hash collision can
  never prune). Reaching it again, in another order, prunes it. Memory: ``K (n / 64 + 1)``
  words with ``K <= min(4096, 4 n)``, linear in the board.
- ``restarts``: attempts of ``max(RESTART_FIRST, 4 n)`` search nodes, doubled each time, each
  with other random (seeded, so deterministic) tie-breaks in the move order, and every other
  one grown from a random numbered node instead of the best anchor; the nogoods and the
  solutions found carry over (solutions are deduplicated), and the last attempt runs to the
  end, so the count stays exact. Heavy-tailed searches (a wrong turn near the root) are cut
  short; the cost on a board that needs the whole search is at most about twice.

Big regions (more than ``big`` unvisited nodes, 2048 by default) keep every check exact but
run the costly ones lazily, so that a long path costs about linear time per step instead of
time linear in the board: the distance BFS stops after ``LAZY_BUDGET`` nodes per end (nodes
it did not reach are then not counted against either end), and the cut-vertex DFS runs only
when the connectivity shortcut above did not apply.
"""
import operator

from libc.stdint cimport uint64_t
from libc.stdlib cimport calloc, free
from libc.string cimport memmove, memset
from posix.time cimport CLOCK_MONOTONIC, clock_gettime, timespec

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
    F_NOGOODS = 512
    F_RESTARTS = 1024
    F_GAPS = 2048

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
    "nogoods": F_NOGOODS,
    "restarts": F_RESTARTS,
    "gaps": F_GAPS,
}
PRUNE_ALL = sum(PRUNE_FLAGS.values())

cdef enum:
    CLOCK_EVERY = 1023  # mask: look at the clock once every 1024 search nodes
    NIVL = 6            # step intervals kept per node
    LOCAL_DEPTH = 4     # connectivity shortcut: BFS depth around the node just placed
    LOCAL_BUDGET = 96   # ... and at most this many nodes
    LAZY_BUDGET = 512   # distance BFS nodes per end on big regions
    MAX_PERIOD = 64
    MEMO_MIN = 16       # nogoods: a failed position is stored when its subtree had this many nodes
    MEMO_MAX_SLOTS = 4096
    GAP_CHECKS = 4        # gaps: clue gaps checked beyond each open end
    RESTART_FIRST = 1024  # restarts: search nodes of the first attempt, doubled each time

cdef unsigned int NO_LABEL = 0xFFFFFFFFu  # never handed out by ``fresh``

BIG_REGION = 2048
MAX_LIMIT = (1 << 63) - 1

_PathResult = None  # core.hamilton.problem.PathResult, imported on first use (no import cycle)


cdef double _now() noexcept nogil:
    cdef timespec ts
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return ts.tv_sec + ts.tv_nsec * 1e-9


cdef class _Search:
    """Buffers of one call, all allocated up front: the search itself never allocates."""

    cdef int n, E, P, maxdeg, flags, big, timed_out, R, cnt0, cnt1, oddcol, nclues
    cdef long long limit, count, nodes, found, stop_at
    cdef uint64_t seed         # move-order tie-breaks of this attempt (0: none)
    cdef set seen              # solutions found by earlier attempts (restarts)
    cdef unsigned int stamp
    cdef double deadline
    cdef list solutions
    # graph (union of the open edges), CSR; the phases each edge end is open at
    cdef int* adj_start
    cdef int* adj_list
    cdef uint64_t* adj_mask
    # constraints
    cdef int* step             # clue of each node (0: none)
    cdef int* par              # parity mark of each node
    cdef int* owner            # node numbered with each step (-1: none), 0..n+1
    cdef int* col              # BFS depth parity (the colour on a bipartite graph)
    cdef int* nivl             # intervals of steps each node may take (windows)
    cdef int* ivl_lo
    cdef int* ivl_hi
    cdef int* firstok
    cdef int* lastok
    # search state
    cdef int* pos              # node at each step (1..n)
    cdef char* vis
    cdef int* exits            # unvisited neighbours of each node
    cdef int* moves            # candidate moves of every frame, stacked
    cdef int* fr_off
    cdef int* fr_cnt
    cdef int* fr_i
    cdef int* fr_step
    cdef int* fr_side
    cdef int* fr_conn
    # scratch
    cdef unsigned int* hmark   # neighbour of the head (open) at this node
    cdef unsigned int* tmark   # neighbour of the tail
    cdef unsigned int* mark    # floods, labels
    cdef unsigned int* mark2
    cdef unsigned int* fmark   # reached by the distance BFS from the head / tail
    cdef unsigned int* bmark
    cdef int* queue
    cdef int* qf
    cdef int* qb
    cdef int* distf
    cdef int* distb
    # cut-vertex DFS, one slot per node
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
    cdef int* next_clue        # smallest numbered step above each step (n + 1: none)
    cdef int* prev_clue        # largest numbered step below each step (0: none)
    cdef void* block
    # nogoods: failed positions (visited set, both ends, first step), a direct-mapped table
    cdef int W, K, memo_min
    cdef uint64_t hkey         # Zobrist hash of the visited set
    cdef uint64_t* vbits       # the visited set, W words
    cdef uint64_t* memo_key    # K keys (0: empty)
    cdef int* memo_lo
    cdef int* memo_head
    cdef int* memo_tail
    cdef uint64_t* memo_bits   # K x W words
    cdef long long* fr_count0  # solutions reached (``found``) when each frame was entered
    cdef long long* fr_nodes0  # search nodes when each frame was entered
    cdef void* memo_block
    # two components (connect): each flood that finds them tags their nodes with a new event
    # number; a frame records the numbers of the head's and the tail's component (0: unknown)
    cdef long long comp_events, split_hlab, split_tlab
    cdef long long* comp_label
    cdef long long* fr_hlab
    cdef long long* fr_tlab

    def __cinit__(self, int n, int nedges, int maxdeg):
        cdef Py_ssize_t ints, words, marks
        cdef char* p
        self.n, self.E, self.maxdeg = n, nedges, maxdeg
        ints = (<Py_ssize_t>(n + 1) + max(nedges, 1) + 5 * n + (n + 2) + 2 * NIVL * n
                + 2 * n + (n + 2) + n + (nedges + 3 * maxdeg + 8) + 6 * (n + 1)
                + 5 * n + 11 * n + 2 * (n + 2))
        words = max(nedges, 1)
        marks = 6 * <Py_ssize_t>n
        self.block = calloc(1, words * 8 + ints * 4 + marks * 4 + n + 64)
        if not self.block:
            raise MemoryError()
        p = <char*>self.block
        self.adj_mask = <uint64_t*>p; p += words * 8
        self.adj_start = <int*>p; p += (n + 1) * 4
        self.adj_list = <int*>p; p += max(nedges, 1) * 4
        self.step = <int*>p; p += n * 4
        self.par = <int*>p; p += n * 4
        self.col = <int*>p; p += n * 4
        self.firstok = <int*>p; p += n * 4
        self.lastok = <int*>p; p += n * 4
        self.owner = <int*>p; p += (n + 2) * 4
        self.nivl = <int*>p; p += n * 4
        self.ivl_lo = <int*>p; p += <Py_ssize_t>NIVL * n * 4
        self.ivl_hi = <int*>p; p += <Py_ssize_t>NIVL * n * 4
        self.pos = <int*>p; p += (n + 2) * 4
        self.exits = <int*>p; p += n * 4
        self.moves = <int*>p; p += (<Py_ssize_t>nedges + 3 * maxdeg + 8) * 4
        self.fr_off = <int*>p; p += (n + 1) * 4
        self.fr_cnt = <int*>p; p += (n + 1) * 4
        self.fr_i = <int*>p; p += (n + 1) * 4
        self.fr_step = <int*>p; p += (n + 1) * 4
        self.fr_side = <int*>p; p += (n + 1) * 4
        self.fr_conn = <int*>p; p += (n + 1) * 4
        self.queue = <int*>p; p += n * 4
        self.qf = <int*>p; p += n * 4
        self.qb = <int*>p; p += n * 4
        self.distf = <int*>p; p += n * 4
        self.distb = <int*>p; p += n * 4
        self.disc = <int*>p; p += n * 4
        self.low = <int*>p; p += n * 4
        self.parent = <int*>p; p += n * 4
        self.edge = <int*>p; p += n * 4
        self.stack = <int*>p; p += n * 4
        self.size = <int*>p; p += n * 4
        self.touch = <int*>p; p += n * 4
        self.minlast = <int*>p; p += n * 4
        self.maxfirst = <int*>p; p += n * 4
        self.pieces = <int*>p; p += n * 4
        self.pockets = <int*>p; p += n * 4
        self.next_clue = <int*>p; p += (n + 2) * 4
        self.prev_clue = <int*>p; p += (n + 2) * 4
        self.hmark = <unsigned int*>p; p += n * 4
        self.tmark = <unsigned int*>p; p += n * 4
        self.mark = <unsigned int*>p; p += n * 4
        self.mark2 = <unsigned int*>p; p += n * 4
        self.fmark = <unsigned int*>p; p += n * 4
        self.bmark = <unsigned int*>p; p += n * 4
        self.vis = p
        self.stamp = 0
        self.W = (n + 63) // 64
        self.K = 16
        while self.K < MEMO_MAX_SLOTS and self.K < 4 * n:
            self.K *= 2
        self.memo_block = calloc(1, (<Py_ssize_t>self.W + <Py_ssize_t>self.K * (self.W + 1)
                                     + 4 * <Py_ssize_t>(n + 1) + n) * 8
                                 + 3 * <Py_ssize_t>self.K * 4 + 64)
        if not self.memo_block:
            raise MemoryError()
        p = <char*>self.memo_block
        self.vbits = <uint64_t*>p; p += self.W * 8
        self.memo_key = <uint64_t*>p; p += self.K * 8
        self.memo_bits = <uint64_t*>p; p += <Py_ssize_t>self.K * self.W * 8
        self.fr_count0 = <long long*>p; p += (n + 1) * 8
        self.fr_nodes0 = <long long*>p; p += (n + 1) * 8
        self.fr_hlab = <long long*>p; p += (n + 1) * 8
        self.fr_tlab = <long long*>p; p += (n + 1) * 8
        self.comp_label = <long long*>p; p += n * 8
        self.memo_lo = <int*>p; p += self.K * 4
        self.memo_head = <int*>p; p += self.K * 4
        self.memo_tail = <int*>p; p += self.K * 4
        self.hkey = 0
        self.solutions = []

    def __dealloc__(self):
        free(self.block)
        free(self.memo_block)

    cdef inline unsigned int fresh(self) noexcept:
        """A new mark value (see ``rewind``)."""
        self.stamp += 1
        return self.stamp

    cdef inline void rewind(self) noexcept:
        """Clears every mark array well before the counter could wrap; called only where no
        mark is in use (a position takes a few dozen values at most)."""
        if self.stamp >= 4000000000u:
            memset(self.hmark, 0, 6 * <Py_ssize_t>self.n * 4)
            self.stamp = 0

    # ---- constraints ---------------------------------------------------------------------

    cdef inline bint allowed(self, int v, int t) noexcept:
        """Whether node ``v`` may take step ``t`` (clues, marks, colour, windows)."""
        cdef int k, base
        if t < 1 or t > self.n:
            return False
        if self.step[v]:
            return t == self.step[v]
        if self.owner[t] >= 0:
            return False
        if self.par[v] == ODD and (t & 1) == 0:
            return False
        if self.par[v] == EVEN and (t & 1) == 1:
            return False
        if self.oddcol >= 0 and ((t - 1) & 1) != (self.col[v] ^ self.oddcol):
            return False
        base = v * NIVL
        for k in range(self.nivl[v]):
            if self.ivl_lo[base + k] <= t <= self.ivl_hi[base + k]:
                return True
        return False

    cdef inline bint open_at(self, int i, int t) noexcept:
        """Whether edge end ``i`` (CSR index) is open for the move between steps t, t + 1."""
        return (self.adj_mask[i] >> (t % self.P)) & 1

    # ---- state changes -------------------------------------------------------------------

    cdef inline void place(self, int v, int t) noexcept:
        cdef int i, u, e
        self.pos[t] = v
        self.vis[v] = 1
        self.hkey ^= _mix(<uint64_t>v)
        self.vbits[v >> 6] |= (<uint64_t>1) << (v & 63)
        self.R -= 1
        e = self.exits[v]
        if e == 0:
            self.cnt0 -= 1
        elif e == 1:
            self.cnt1 -= 1
        for i in range(self.adj_start[v], self.adj_start[v + 1]):
            u = self.adj_list[i]
            self.exits[u] -= 1
            if not self.vis[u]:
                e = self.exits[u]
                if e == 1:
                    self.cnt1 += 1
                elif e == 0:
                    self.cnt1 -= 1
                    self.cnt0 += 1

    cdef inline void unplace(self, int v) noexcept:
        cdef int i, u, e
        for i in range(self.adj_start[v], self.adj_start[v + 1]):
            u = self.adj_list[i]
            if not self.vis[u]:
                e = self.exits[u]
                if e == 1:
                    self.cnt1 -= 1
                elif e == 0:
                    self.cnt0 -= 1
                    self.cnt1 += 1
            self.exits[u] += 1
        self.vis[v] = 0
        self.hkey ^= _mix(<uint64_t>v)
        self.vbits[v >> 6] &= ~((<uint64_t>1) << (v & 63))
        self.R += 1
        e = self.exits[v]
        if e == 0:
            self.cnt0 += 1
        elif e == 1:
            self.cnt1 += 1

    cdef inline unsigned int mark_ends(self, int head, int tail, int a, int b) noexcept:
        """Marks the unvisited neighbours of the open ends (``hmark``, ``tmark``)."""
        cdef unsigned int s = self.fresh()
        cdef int i
        if b > 0:
            for i in range(self.adj_start[head], self.adj_start[head + 1]):
                self.hmark[self.adj_list[i]] = s
        if a > 0:
            for i in range(self.adj_start[tail], self.adj_start[tail + 1]):
                self.tmark[self.adj_list[i]] = s
        return s

    # ---- nogoods ---------------------------------------------------------------------------

    cdef inline uint64_t state_key(self, int lo, int head, int tail) noexcept:
        """Hash of a position: the visited set, both open ends and the first placed step
        (which with the set's size fixes the last); never 0."""
        cdef uint64_t k = self.hkey ^ _mix((<uint64_t>head << 42) ^ (<uint64_t>tail << 21)
                                           ^ <uint64_t>lo ^ (<uint64_t>1 << 63))
        return k if k else 1

    cdef bint known_failed(self, int lo, int head, int tail) noexcept:
        """Whether this exact position was searched to the end before without a solution."""
        cdef uint64_t k = self.state_key(lo, head, tail)
        cdef int slot = <int>(k & <uint64_t>(self.K - 1)), j
        cdef uint64_t* bits
        if (self.memo_key[slot] != k or self.memo_lo[slot] != lo or self.memo_head[slot] != head
                or self.memo_tail[slot] != tail):
            return False
        bits = self.memo_bits + <Py_ssize_t>slot * self.W
        for j in range(self.W):
            if bits[j] != self.vbits[j]:
                return False
        return True

    cdef void remember_failed(self, int lo, int head, int tail) noexcept:
        cdef uint64_t k = self.state_key(lo, head, tail)
        cdef int slot = <int>(k & <uint64_t>(self.K - 1)), j
        cdef uint64_t* bits = self.memo_bits + <Py_ssize_t>slot * self.W
        self.memo_key[slot] = k
        self.memo_lo[slot] = lo
        self.memo_head[slot] = head
        self.memo_tail[slot] = tail
        for j in range(self.W):
            bits[j] = self.vbits[j]

    # ---- pruning -------------------------------------------------------------------------

    cdef inline int open_end(self, int r, int head, int tail, int a, int b) noexcept:
        """The head (``r`` 0) or the tail (``r`` 1) while its side still grows, else -1."""
        if r == 0:
            return head if b > 0 else -1
        return tail if a > 0 else -1

    cdef int dead_ends(self, int head, int tail, int a, int b, unsigned int s) noexcept:
        """Unvisited nodes with at most one possible path neighbour; -1 when one has none.
        ``cnt0``/``cnt1`` count the unvisited nodes with 0/1 unvisited neighbours; only the
        neighbours of the open ends gain a possible neighbour."""
        cdef int z = self.cnt0 + self.cnt1, zero_in = 0, r, i, u, e, g, end
        cdef unsigned int seen = self.fresh()
        for r in range(2):
            end = self.open_end(r, head, tail, a, b)
            if end < 0:
                continue
            for i in range(self.adj_start[end], self.adj_start[end + 1]):
                u = self.adj_list[i]
                if self.vis[u] or self.mark2[u] == seen:
                    continue
                self.mark2[u] = seen
                e = self.exits[u]
                if e <= 1:
                    g = e + (b > 0 and self.hmark[u] == s) + (a > 0 and self.tmark[u] == s)
                    if e == 0:
                        zero_in += 1
                    if g >= 2:
                        z -= 1
        if self.cnt0 > zero_in:
            return -1
        return z

    cdef int flood(self, int seed, unsigned int label) noexcept:
        """Marks the component of ``seed`` in the unvisited region with ``label``; its size."""
        cdef int head = 0, tail = 1, u, i, w
        self.mark[seed] = label
        self.queue[0] = seed
        while head < tail:
            u = self.queue[head]
            head += 1
            for i in range(self.adj_start[u], self.adj_start[u + 1]):
                w = self.adj_list[i]
                if not self.vis[w] and self.mark[w] != label:
                    self.mark[w] = label
                    self.queue[tail] = w
                    tail += 1
        return tail

    cdef int tagged_flood(self, int seed, unsigned int label, long long tag) noexcept:
        """``flood``, and the component's nodes tagged ``tag`` in ``comp_label``."""
        cdef int size = self.flood(seed, label), k
        for k in range(size):
            self.comp_label[self.queue[k]] = tag
        return size

    cdef bint touches(self, int end, unsigned int label) noexcept:
        cdef int i
        for i in range(self.adj_start[end], self.adj_start[end + 1]):
            if self.mark[self.adj_list[i]] == label and not self.vis[self.adj_list[i]]:
                return True
        return False

    cdef int free_neighbour(self, int end, unsigned int avoid) noexcept:
        """An unvisited neighbour of ``end`` not marked ``avoid``, or -1."""
        cdef int i, u
        for i in range(self.adj_start[end], self.adj_start[end + 1]):
            u = self.adj_list[i]
            if not self.vis[u] and self.mark[u] != avoid:
                return u
        return -1

    cdef int split_ok(self, int head, int tail, int a, int b) noexcept:
        """The rest of the path is one run per open side, each filling a whole component of
        the unvisited region: at most two components, sized and attached to match. 0: no;
        1: yes, one component; 2: yes, two."""
        cdef int end = head if b > 0 else tail, seed, size1, size2
        cdef unsigned int l1, l2
        cdef long long t1, t2
        cdef bint head_first, head_second
        seed = self.free_neighbour(end, NO_LABEL)
        if seed < 0:
            return 0
        l1 = self.fresh()
        self.comp_events += 1
        t1 = self.comp_events
        size1 = self.tagged_flood(seed, l1, t1)
        if size1 == a + b:
            return 1
        if a == 0 or b == 0:
            return 0
        # the other component must touch an open end
        seed = self.free_neighbour(head, l1)
        if seed < 0:
            seed = self.free_neighbour(tail, l1)
        if seed < 0:
            return 0
        l2 = self.fresh()
        self.comp_events += 1
        t2 = self.comp_events
        size2 = self.tagged_flood(seed, l2, t2)
        if size1 + size2 != a + b:
            return 0
        # the first component touches the head; it is the head's run or the tail's (when
        # both could be, which one is whose is left unknown)
        head_first = size1 == b and self.touches(tail, l2)
        head_second = size1 == a and self.touches(tail, l1) and self.touches(head, l2)
        self.split_hlab = self.split_tlab = 0
        if head_first != head_second:
            self.split_hlab, self.split_tlab = (t1, t2) if head_first else (t2, t1)
        return 2 if head_first or head_second else 0

    cdef bint still_connected(self, int v) noexcept:
        """With the region connected before ``v`` was placed: whether the unvisited
        neighbours of ``v`` are joined without it within ``LOCAL_DEPTH`` steps (then the
        region is still connected). False means "not shown", never "disconnected"."""
        cdef unsigned int member = self.fresh(), seen = self.fresh()
        cdef int i, u, w, k, count = 0, found = 1, first = -1, head = 0, tail = 1, layer_end, depth = 0
        for i in range(self.adj_start[v], self.adj_start[v + 1]):
            u = self.adj_list[i]
            if not self.vis[u]:
                self.mark2[u] = member
                count += 1
                if first < 0:
                    first = u
        if count <= 1:
            return True
        self.mark[first] = seen
        self.queue[0] = first
        layer_end = 1
        while head < tail:
            if head == layer_end:
                depth += 1
                layer_end = tail
                if depth >= LOCAL_DEPTH:
                    return False
            u = self.queue[head]
            head += 1
            for k in range(self.adj_start[u], self.adj_start[u + 1]):
                w = self.adj_list[k]
                if self.vis[w] or self.mark[w] == seen:
                    continue
                self.mark[w] = seen
                if self.mark2[w] == member:
                    found += 1
                    if found == count:
                        return True
                if tail >= LOCAL_BUDGET:
                    return False
                self.queue[tail] = w
                tail += 1
        return False

    cdef int layers(self, int end, int t, int direction, unsigned int label, unsigned int* reached,
                    int* dist, int* order, int budget, int* late) noexcept:
        """BFS from ``end`` (at step ``t``) inside the unvisited region, at most ``budget``
        nodes (0: all): nodes reached get ``label`` and their layer; ``late[0]`` counts those
        reached only after their last (first) allowed step. Returns the number reached, or
        minus it when the BFS stopped early."""
        cdef int head = 0, tail = 0, i, u, w, j, nlate = 0
        for i in range(self.adj_start[end], self.adj_start[end + 1]):
            u = self.adj_list[i]
            if not self.vis[u] and reached[u] != label:
                reached[u] = label
                dist[u] = 1
                order[tail] = u
                tail += 1
        while head < tail:
            u = order[head]
            head += 1
            j = dist[u]
            if direction > 0:
                if self.lastok[u] < t + j:
                    nlate += 1
            elif self.firstok[u] > t - j:
                nlate += 1
            if budget and tail >= budget:
                continue  # no more growth: the rest of the queue is still judged
            for i in range(self.adj_start[u], self.adj_start[u + 1]):
                w = self.adj_list[i]
                if not self.vis[w] and reached[w] != label:
                    reached[w] = label
                    dist[w] = j + 1
                    order[tail] = w
                    tail += 1
        late[0] = nlate
        if budget and tail >= budget:
            return -tail
        return tail

    cdef bint reach_ok(self, int lo, int hi, int a, int b, bint lazy) noexcept:
        """Every unvisited node must fit on some side, and each side's must-haves in its
        length. A node is bad for a side when that side reaches it too late, or never (only
        known when the side's BFS ran to the end)."""
        cdef int n = self.n, R = a + b, nf = 0, nb = 0, latef = 0, lateb = 0, i, u, k
        cdef int budget = LAZY_BUDGET if lazy else 0
        cdef bint fullf = True, fullb = True, lf, lb, inf, inb
        cdef unsigned int sf = self.fresh(), sb = self.fresh()
        cdef int onlyback, onlyfwd, both = 0
        if b > 0:
            nf = self.layers(self.pos[hi], hi, 1, sf, self.fmark, self.distf, self.qf, budget, &latef)
            if nf < 0:
                nf, fullf = -nf, False
        if a > 0:
            nb = self.layers(self.pos[lo], lo, -1, sb, self.bmark, self.distb, self.qb, budget, &lateb)
            if nb < 0:
                nb, fullb = -nb, False
        # nodes neither side reaches, when both searched everything
        if fullf and fullb:
            for k in range(nb):
                if self.fmark[self.qb[k]] == sf:
                    both += 1
            if nf + nb - both < R:
                return False
        # a node bad for both sides
        for k in range(nf):
            u = self.qf[k]
            lf = self.lastok[u] < hi + self.distf[u]
            inb = self.bmark[u] == sb
            if inb:
                lb = self.firstok[u] > lo - self.distb[u]
            else:
                lb = fullb
            if lf and lb:
                return False
        if fullf:
            for k in range(nb):
                u = self.qb[k]
                if self.fmark[u] != sf and self.firstok[u] > lo - self.distb[u]:
                    return False
        onlyback = latef + ((R - nf) if fullf else 0)
        onlyfwd = lateb + ((R - nb) if fullb else 0)
        return onlyback <= a and onlyfwd <= b

    cdef bint joined_within(self, int x, int y, int depth) noexcept:
        """Whether unvisited ``y`` is at most ``depth`` moves from unvisited ``x`` through
        unvisited nodes."""
        cdef unsigned int seen = self.fresh()
        cdef int head = 0, tail = 1, layer_end = 1, d = 0, u, i, w
        if x == y:
            return True
        self.mark[x] = seen
        self.queue[0] = x
        while head < tail:
            if head == layer_end:
                d += 1
                layer_end = tail
            if d >= depth:
                return False
            u = self.queue[head]
            head += 1
            for i in range(self.adj_start[u], self.adj_start[u + 1]):
                w = self.adj_list[i]
                if w == y:
                    return True
                if not self.vis[w] and self.mark[w] != seen:
                    self.mark[w] = seen
                    self.queue[tail] = w
                    tail += 1
        return False

    cdef bint gaps_ok(self, int lo, int hi) noexcept:
        """Consecutive numbered steps ``s < s'`` beyond an open end (both nodes unvisited)
        must be joined through the unvisited region within ``s' - s`` moves; the first
        ``GAP_CHECKS`` gaps on each side are checked."""
        cdef int k, s1, s2
        s1 = self.next_clue[hi]
        for k in range(GAP_CHECKS):
            if s1 > self.n:
                break
            s2 = self.next_clue[s1]
            if s2 > self.n:
                break
            if not self.joined_within(self.owner[s1], self.owner[s2], s2 - s1):
                return False
            s1 = s2
        s1 = self.prev_clue[lo]
        for k in range(GAP_CHECKS):
            if s1 < 1:
                break
            s2 = self.prev_clue[s1]
            if s2 < 1:
                break
            if not self.joined_within(self.owner[s2], self.owner[s1], s1 - s2):
                return False
            s1 = s2
        return True

    cdef bint pocket_ok(self, int c, int x, int a, int b) noexcept:
        """Can the pocket below cut vertex ``c``, DFS child ``x``, end a run through ``c``?"""
        cdef int k = self.size[x], n = self.n
        if b > k and self.minlast[x] > n - k and self.allowed(c, n - k):
            return True
        return a > k and self.maxfirst[x] <= k and self.allowed(c, k + 1)

    cdef void discover(self, int v, int p, int a, int b, unsigned int ends, int* timer,
                       unsigned int seen) noexcept:
        self.mark[v] = seen
        self.disc[v] = self.low[v] = timer[0]
        timer[0] += 1
        self.parent[v] = p
        self.edge[v] = self.adj_start[v]
        self.size[v] = 1
        self.touch[v] = (b > 0 and self.hmark[v] == ends) or (a > 0 and self.tmark[v] == ends)
        self.minlast[v] = self.lastok[v]
        self.maxfirst[v] = self.firstok[v]
        self.pieces[v] = 0 if p < 0 else 1  # the side holding the DFS root
        self.pockets[v] = 0

    cdef bint cuts_ok(self, int head, int tail, int a, int b, unsigned int ends) noexcept:
        """Tarjan's DFS over the unvisited region, rooted next to the open ends."""
        cdef int timer = 0, top, v, w, p, r, i, k, end, max_pieces = 2 if a == 0 or b == 0 else 3
        cdef unsigned int seen = self.fresh()
        for r in range(2):
            end = self.open_end(r, head, tail, a, b)
            if end < 0:
                continue
            for i in range(self.adj_start[end], self.adj_start[end + 1]):
                v = self.adj_list[i]
                if self.vis[v] or self.mark[v] == seen:
                    continue
                self.discover(v, -1, a, b, ends, &timer, seen)
                self.stack[0] = v
                top = 1
                while top:
                    v = self.stack[top - 1]
                    if self.edge[v] < self.adj_start[v + 1]:
                        w = self.adj_list[self.edge[v]]
                        self.edge[v] += 1
                        if self.vis[w]:
                            continue
                        if self.mark[w] != seen:
                            self.discover(w, v, a, b, ends, &timer, seen)
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
                    if self.minlast[v] < self.minlast[p]:
                        self.minlast[p] = self.minlast[v]
                    if self.maxfirst[v] > self.maxfirst[p]:
                        self.maxfirst[p] = self.maxfirst[v]
                    if self.low[v] >= self.disc[p]:  # p cuts v's subtree off
                        self.pieces[p] += 1
                        if not self.touch[v]:
                            if not self.pocket_ok(p, v, a, b):
                                return False
                            self.pockets[p] += 1
        # a component no DFS reached touches no open end
        return timer == a + b

    # ---- moves ---------------------------------------------------------------------------

    cdef int side_moves(self, int end, int t, int edge_t, int rem, bint other_marked,
                        unsigned int* other_mark, unsigned int s, int z, int slots,
                        int* out) noexcept:
        """Candidates for step ``t`` next to ``end`` (``rem`` steps left on this side; the
        edge is used at phase ``edge_t mod P``), ordered; -1 when the position is lost."""
        cdef int i, j, u, g, cnt = 0, ncrit = 0, ndead = 0, dead = -1
        cdef bint forced = (self.flags & F_FORCED) and (self.flags & F_DEADENDS) and rem >= 2
        for i in range(self.adj_start[end], self.adj_start[end + 1]):
            u = self.adj_list[i]
            if self.vis[u]:
                continue
            if forced:
                # a neighbour left behind loses ``end`` as a possible path neighbour
                g = self.exits[u] + 1 + (other_marked and other_mark[u] == s)
                if g <= 1:
                    ndead += 1
                    dead = u
                elif g == 2:
                    ncrit += 1
            if self.open_at(i, edge_t) and self.allowed(u, t):
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
                    g = self.exits[u] + 1 + (other_marked and other_mark[u] == s)
                    if z + ncrit - (g == 2) > slots:
                        continue
                out[j] = u
                j += 1
            cnt = j
        if self.flags & F_ORDER:
            for i in range(1, cnt):  # insertion sort by onward exits: tiny lists
                u = out[i]
                j = i - 1
                while j >= 0 and self.order_key(out[j]) > self.order_key(u):
                    out[j + 1] = out[j]
                    j -= 1
                out[j + 1] = u
        return cnt

    cdef inline uint64_t order_key(self, int u) noexcept:
        """Onward exits first; ties broken at random after a restart (``seed``)."""
        cdef uint64_t key = (<uint64_t>self.exits[u]) << 32
        if self.seed:
            key |= _mix(<uint64_t>u ^ self.seed) & <uint64_t>0xFFFFFFFF
        return key

    # ---- search --------------------------------------------------------------------------

    cdef int enter(self, int d, int lo, int hi, int v, int parent_conn) except -2:
        """Steps ``lo..hi`` are placed, ``v`` last. Checks the position and stacks its moves
        as frame ``d``: 1 when there are moves, 0 when there are none (a dead end or a
        solution), 2 when the search must stop."""
        cdef int n = self.n, a = lo - 1, b = n - hi, z = 0, slots, nh = 0, nt = 0, i, conn = 0
        cdef int head = self.pos[hi], tail = self.pos[lo], top, r
        cdef long long hlab = 0, tlab = 0
        cdef bint lazy, shown = False
        cdef unsigned int s, l
        cdef tuple found
        cdef int* hm
        cdef int* tm
        self.nodes += 1
        self.rewind()
        if self.deadline > 0 and (self.nodes & CLOCK_EVERY) == 0 and _now() > self.deadline:
            self.timed_out = 1
            return 2
        if self.stop_at and self.nodes > self.stop_at:
            return 3
        if a == 0 and b == 0:
            self.found += 1
            found = tuple([self.pos[i] for i in range(1, n + 1)])
            if self.seen is not None:
                if found in self.seen:
                    return 0  # an earlier attempt counted it
                self.seen.add(found)
            self.solutions.append(found)
            self.count += 1
            return 2 if self.count >= self.limit else 0
        if self.flags & F_NOGOODS and self.known_failed(lo, head, tail):
            return 0
        slots = (a > 0) + (b > 0)
        lazy = a + b > self.big
        s = self.mark_ends(head, tail, a, b)
        if self.flags & F_DEADENDS:
            z = self.dead_ends(head, tail, a, b, s)
            if z < 0 or z > slots:
                return 0
        if self.flags & F_CONNECT:
            if parent_conn == 1 and self.still_connected(v):
                shown = True
                conn = 1
                if self.free_neighbour(head if b > 0 else tail, NO_LABEL) < 0:
                    return 0
            elif (parent_conn == 2 and self.free_neighbour(v, NO_LABEL) >= 0
                    and self.still_connected(v)):
                # still the same two components, ``v``'s one less a node
                shown = True
                conn = 2
                hlab, tlab = self.fr_hlab[d - 1], self.fr_tlab[d - 1]
                if not hlab or self.comp_label[v] != (hlab if v == head else tlab):
                    # not known to come out of its own end's component: measure that one,
                    # and the other end must touch the other one
                    hlab = tlab = 0
                    l = self.fresh()
                    if v == head:
                        if (self.flood(self.free_neighbour(v, NO_LABEL), l) != b
                                or self.free_neighbour(tail, l) < 0):
                            return 0
                    elif (self.flood(self.free_neighbour(v, NO_LABEL), l) != a
                            or self.free_neighbour(head, l) < 0):
                        return 0
                # else its end's component lost ``v`` and is still whole, so its size still
                # matches that end's steps; the other one and its end did not change
            else:
                r = self.split_ok(head, tail, a, b)
                if r == 0:
                    return 0
                conn = r
                if r == 2:
                    hlab, tlab = self.split_hlab, self.split_tlab
        if self.flags & F_DISTANCE and not self.reach_ok(lo, hi, a, b, lazy):
            return 0
        if self.flags & F_GAPS and not self.gaps_ok(lo, hi):
            return 0
        if self.flags & F_CUTS and not (lazy and shown) and not self.cuts_ok(head, tail, a, b, s):
            return 0
        top = 0 if d == 0 else self.fr_off[d - 1] + self.fr_cnt[d - 1]
        hm = self.moves + top
        if b > 0:
            nh = self.side_moves(head, hi + 1, hi, b, a > 0, self.tmark, s, z, slots, hm)
            if nh <= 0:
                return 0
        tm = hm + nh
        if a > 0:
            nt = self.side_moves(tail, lo - 1, lo - 1, a, b > 0, self.hmark, s, z, slots, tm)
            if nt <= 0:
                return 0
        self.fr_off[d] = top
        self.fr_i[d] = 0
        self.fr_conn[d] = conn
        self.fr_hlab[d] = hlab
        self.fr_tlab[d] = tlab
        self.fr_count0[d] = self.found
        self.fr_nodes0[d] = self.nodes
        if b > 0 and (a == 0 or nh <= nt):
            self.fr_cnt[d] = nh
            self.fr_step[d] = hi + 1
            self.fr_side[d] = 1
        else:
            if nh:
                memmove(hm, tm, nt * sizeof(int))
            self.fr_cnt[d] = nt
            self.fr_step[d] = lo - 1
            self.fr_side[d] = -1
        return 1

    cdef int run(self, int anchor, int t) except -2:
        """Every path with ``anchor`` at step ``t``; 1 when the search must stop, 3 when this
        attempt ran out of nodes (``stop_at``; everything is unplaced again)."""
        cdef int d = 0, lo = t, hi = t, v, r, st
        self.place(anchor, t)
        r = self.enter(0, lo, hi, anchor, 0)
        if r == 2:
            return 1
        if r == 3:
            self.unplace(anchor)
            return 3
        if r == 0:
            self.unplace(anchor)
            return 0
        while d >= 0:
            if self.fr_i[d] < self.fr_cnt[d]:
                v = self.moves[self.fr_off[d] + self.fr_i[d]]
                self.fr_i[d] += 1
                st = self.fr_step[d]
                self.place(v, st)
                if self.fr_side[d] > 0:
                    hi = st
                else:
                    lo = st
                r = self.enter(d + 1, lo, hi, v, self.fr_conn[d])
                if r == 2:
                    return 1
                if r == 3:
                    for st in range(lo, hi + 1):
                        self.unplace(self.pos[st])
                    return 3
                if r == 1:
                    d += 1
                    continue
                self.unplace(v)
                if self.fr_side[d] > 0:
                    hi -= 1
                else:
                    lo += 1
            else:
                if (self.flags & F_NOGOODS and self.found == self.fr_count0[d]
                        and self.nodes - self.fr_nodes0[d] >= self.memo_min):
                    self.remember_failed(lo, self.pos[hi], self.pos[lo])
                if d == 0:
                    break
                d -= 1
                if self.fr_side[d] > 0:
                    v = self.pos[hi]
                    hi -= 1
                else:
                    v = self.pos[lo]
                    lo += 1
                self.unplace(v)
        self.unplace(anchor)
        return 0


cdef inline uint64_t _mix(uint64_t x) noexcept:
    """splitmix64's finaliser: a well-spread 64-bit hash of ``x``."""
    x += <uint64_t>0x9E3779B97F4A7C15
    x = (x ^ (x >> 30)) * <uint64_t>0xBF58476D1CE4E5B9
    x = (x ^ (x >> 27)) * <uint64_t>0x94D049BB133111EB
    return x ^ (x >> 31)


cdef int _bfs(_Search s, int src, int* dist, int maxdepth) noexcept:
    """Distances from ``src`` over the union graph into ``dist`` (-1: not reached), no deeper
    than ``maxdepth``; returns the number of nodes reached. Queue: ``s.queue``; ``dist``
    must hold -1 everywhere except where a previous call (whose reached nodes are the first
    entries of ``s.queue``) wrote."""
    cdef int head = 0, tail = 1, u, i, w
    dist[src] = 0
    s.queue[0] = src
    while head < tail:
        u = s.queue[head]
        head += 1
        if dist[u] >= maxdepth:
            continue
        for i in range(s.adj_start[u], s.adj_start[u + 1]):
            w = s.adj_list[i]
            if dist[w] < 0:
                dist[w] = dist[u] + 1
                s.queue[tail] = w
                tail += 1
    return tail


cdef bint _orientation(_Search s) noexcept:
    """Bipartite graph (colours in ``s.col``): fix which colour takes the odd steps, if
    anything forces it. False when no orientation is possible."""
    cdef int n = s.n, v, colour, ones = 0
    cdef bint ok[2]
    ok[0] = ok[1] = True
    for v in range(n):
        colour = s.col[v]
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
    if ok[0] and not ok[1]:
        s.oddcol = 0
    elif ok[1] and not ok[0]:
        s.oddcol = 1
    return True


cdef int _load(_Search s, adjacency, step_of, parity, int period, edge_phases) except -1:
    """Graph (deduplicated, no self-loops, checked symmetric, never-open edges dropped),
    phases and clues into ``s``."""
    cdef int n = s.n, v, w, e = 0, i, j, k, lo_i, hi_i, mid, P = period
    cdef uint64_t full = (<uint64_t>0 - 1) if P == 64 else ((<uint64_t>1 << P) - 1), m
    cdef unsigned int stamp
    s.P = P
    for v in range(n):
        s.adj_start[v] = e
        stamp = s.fresh()
        for x in adjacency[v]:
            w = x
            if w < 0 or w >= n:
                raise ValueError(f"node {v} has a neighbour outside 0..{n - 1}")
            if w == v or s.mark[w] == stamp:
                continue
            s.mark[w] = stamp
            s.adj_list[e] = w
            s.adj_mask[e] = full
            e += 1
        # sort the row (insertion sort: rows are short) for the binary searches below
        for i in range(s.adj_start[v] + 1, e):
            w = s.adj_list[i]
            j = i - 1
            while j >= s.adj_start[v] and s.adj_list[j] > w:
                s.adj_list[j + 1] = s.adj_list[j]
                j -= 1
            s.adj_list[j + 1] = w
    s.adj_start[n] = e
    for v in range(n):
        for i in range(s.adj_start[v], s.adj_start[v + 1]):
            if _find(s, s.adj_list[i], v) < 0:
                raise ValueError(f"adjacency is not symmetric: {v} -> {s.adj_list[i]} only")
    for u_, v_, phases in edge_phases:
        if not (0 <= u_ < n and 0 <= v_ < n):
            raise ValueError(f"edge_phases: ({u_}, {v_}) is not a pair of nodes")
        m = 0
        for p in phases:
            k = p
            if k < 0 or k >= P:
                raise ValueError(f"edge ({u_}, {v_}): phase {k} outside 0..{P - 1}")
            m |= <uint64_t>1 << k
        i = _find(s, u_, v_)
        j = _find(s, v_, u_)
        if i < 0 or j < 0:
            raise ValueError(f"edge_phases: ({u_}, {v_}) is not an edge")
        s.adj_mask[i] = m
        s.adj_mask[j] = m
    # drop edges open at no phase: the union graph is what the bounds use
    e = 0
    for v in range(n):
        lo_i = s.adj_start[v]
        s.adj_start[v] = e
        for i in range(lo_i, s.adj_start[v + 1]):
            if s.adj_mask[i]:
                s.adj_list[e] = s.adj_list[i]
                s.adj_mask[e] = s.adj_mask[i]
                e += 1
    s.adj_start[n] = e
    s.maxdeg = 0
    s.cnt0 = s.cnt1 = 0
    for v in range(n):
        s.exits[v] = s.adj_start[v + 1] - s.adj_start[v]
        s.maxdeg = max(s.maxdeg, s.exits[v])
        if s.exits[v] == 0:
            s.cnt0 += 1
        elif s.exits[v] == 1:
            s.cnt1 += 1
        s.step[v] = step_of[v] if step_of is not None else 0
        s.par[v] = parity[v] if parity is not None else NO_PARITY
    s.R = n
    return 0


cdef int _find(_Search s, int v, int w) noexcept:
    """CSR index of ``w`` in ``v``'s sorted row, or -1 (before the never-open edges go)."""
    cdef int lo = s.adj_start[v], hi = s.adj_start[v + 1] - 1, mid
    while lo <= hi:
        mid = (lo + hi) >> 1
        if s.adj_list[mid] == w:
            return mid
        if s.adj_list[mid] < w:
            lo = mid + 1
        else:
            hi = mid - 1
    return -1


cdef void _add_interval(_Search s, int v, int lo, int hi) noexcept:
    cdef int k = s.nivl[v], base = v * NIVL
    if lo > hi:
        return
    if k == NIVL:  # full: widen the last one (intervals come in increasing order)
        s.ivl_hi[base + k - 1] = hi
        return
    s.ivl_lo[base + k] = lo
    s.ivl_hi[base + k] = hi
    s.nivl[v] = k + 1


cdef bint _windows(_Search s, int flags) noexcept:
    """Step intervals of every node from the gaps between consecutive clues."""
    cdef int n = s.n, v, i, k, t, nc = 0, cl, cr, sl, sr, g, reached, dl, dr
    cdef int* clue_node = s.qf  # clue nodes in step order (scratch until the search)
    cdef int* dl_ = s.distf
    cdef int* dr_ = s.distb
    for v in range(n):
        s.nivl[v] = 0
    for t in range(1, n + 1):
        if s.owner[t] >= 0:
            clue_node[nc] = s.owner[t]
            nc += 1
    s.nclues = nc
    for v in range(n):
        if s.step[v]:
            _add_interval(s, v, s.step[v], s.step[v])
    if not (flags & F_WINDOWS) or nc == 0:
        for v in range(n):
            if not s.step[v]:
                _add_interval(s, v, 1, n)
        return True
    for v in range(n):
        dl_[v] = -1
        dr_[v] = -1
    # gap k lies between clue k - 1 and clue k (virtual clues at steps 0 and n + 1)
    for k in range(nc + 1):
        cl = clue_node[k - 1] if k > 0 else -1
        cr = clue_node[k] if k < nc else -1
        sl = s.step[cl] if cl >= 0 else 0
        sr = s.step[cr] if cr >= 0 else n + 1
        g = sr - sl
        if cl >= 0 and cr >= 0:
            reached = _bfs(s, cr, dr_, g)
            if dr_[cl] < 0 or dr_[cl] > g:
                return False  # consecutive clues too far apart
            # distances from the left clue, no deeper than the gap
            for i in range(reached):
                s.qb[i] = s.queue[i]
            dl = _bfs(s, cl, dl_, g)
            for i in range(dl):
                v = s.queue[i]
                if not s.step[v] and dr_[v] >= 0 and dl_[v] + dr_[v] <= g:
                    _add_interval(s, v, sl + dl_[v], sr - dr_[v])
            for i in range(dl):
                dl_[s.queue[i]] = -1
            for i in range(reached):
                dr_[s.qb[i]] = -1
        elif cl >= 0:  # after the last clue
            reached = _bfs(s, cl, dl_, g - 1)
            for i in range(reached):
                v = s.queue[i]
                if not s.step[v]:
                    _add_interval(s, v, sl + dl_[v], n)
            for i in range(reached):
                dl_[s.queue[i]] = -1
        else:  # before the first clue
            reached = _bfs(s, cr, dr_, g - 1)
            for i in range(reached):
                v = s.queue[i]
                if not s.step[v]:
                    _add_interval(s, v, 1, sr - dr_[v])
            for i in range(reached):
                dr_[s.queue[i]] = -1
    return True


cdef bint _prepare(_Search s, int flags) noexcept:
    """Static step constraints; False when the problem has no solution."""
    cdef int n = s.n, v, t, c, i, lo_t, hi_t, reached
    cdef bint bipartite = True
    for v in range(n):
        s.distf[v] = -1
    reached = _bfs(s, 0, s.distf, n)
    if reached != n:
        return False  # disconnected: no Hamiltonian path
    for v in range(n):
        s.col[v] = s.distf[v] & 1
    for t in range(n + 2):
        s.owner[t] = -1
    for v in range(n):
        c = s.step[v]
        if c < 0 or c > n:
            return False  # out of range: no path can meet it
        if c:
            if s.owner[c] >= 0:
                return False  # repeated number
            s.owner[c] = v
        if (c and s.par[v] == ODD and (c & 1) == 0) or (c and s.par[v] == EVEN and (c & 1)):
            return False
    s.oddcol = -1
    if flags & F_PARITY:
        for v in range(n):
            for i in range(s.adj_start[v], s.adj_start[v + 1]):
                if s.col[v] == s.col[s.adj_list[i]]:
                    bipartite = False
        if bipartite and not _orientation(s):
            return False
    if not _windows(s, flags):
        return False
    s.prev_clue[0] = 0
    for t in range(1, n + 2):
        s.prev_clue[t] = (t - 1) if s.owner[t - 1] >= 0 and t > 1 else s.prev_clue[t - 1]
    s.next_clue[n + 1] = n + 1
    for t in range(n, -1, -1):
        s.next_clue[t] = (t + 1) if t + 1 <= n and s.owner[t + 1] >= 0 else s.next_clue[t + 1]
    for v in range(n):
        lo_t = hi_t = 0
        for i in range(s.nivl[v]):
            for t in range(s.ivl_lo[v * NIVL + i], s.ivl_hi[v * NIVL + i] + 1):
                if s.allowed(v, t):
                    lo_t = t
                    break
            if lo_t:
                break
        if not lo_t:
            return False
        for i in range(s.nivl[v] - 1, -1, -1):
            for t in range(s.ivl_hi[v * NIVL + i], s.ivl_lo[v * NIVL + i] - 1, -1):
                if s.allowed(v, t):
                    hi_t = t
                    break
            if hi_t:
                break
        s.firstok[v] = lo_t
        s.lastok[v] = hi_t
    return True


cdef int _random_clue(_Search s, uint64_t seed) noexcept:
    """The numbered node with the least hash under ``seed``."""
    cdef int v, best = -1
    cdef uint64_t h, best_h = 0
    for v in range(s.n):
        if s.step[v]:
            h = _mix(<uint64_t>v ^ seed)
            if best < 0 or h < best_h:
                best, best_h = v, h
    return best


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
            if t > 1 and s.open_at(i, t - 1) and s.allowed(w, t - 1):
                score += 1
            if t < n and s.open_at(i, t) and s.allowed(w, t + 1):
                score += 1
        if best < 0 or score < best_score or (score == best_score and t < best_step):
            best, best_score, best_step = v, score, t
    return best


def search(problem, limit=2, bint ignore_clues=False, int prune=PRUNE_ALL,
           double time_limit=0.0, int big=BIG_REGION, int nogood_min=MEMO_MIN,
           long long restart_first=0):
    """``(PathResult, search_nodes, finished)``; ``finished`` is False when ``time_limit``
    (seconds, 0: none) ran out first, and the result then holds what was found so far.
    ``big``: regions larger than this run the costly checks lazily (see the module notes).
    ``nogood_min``: a failed position is remembered when its subtree took at least this many
    search nodes (the tests set 1, so that every failed position goes through the table).
    ``restart_first``: with ``restarts``, the node budget of the first attempt (0: the larger
    of ``RESTART_FIRST`` and 4 nodes per board node, so that one attempt can reach the end)."""
    cdef int n = len(problem.adjacency), v, anchor, period, r, attempt = 0
    cdef long long budget
    cdef _Search s
    global _PathResult
    if _PathResult is None:
        from core.hamilton.problem import PathResult as _PathResult
    limit = operator.index(limit)
    if limit > MAX_LIMIT or limit < -MAX_LIMIT - 1:
        raise ValueError(f"limit {limit} does not fit a 64-bit count")
    result = _PathResult(0, [], limit)
    if n == 0 or limit <= 0:
        return result, 0, True
    period = getattr(problem, "period", 1)
    if not 1 <= period <= MAX_PERIOD:
        raise ValueError(f"period must be in 1..{MAX_PERIOD}")
    degrees = [len(row) for row in problem.adjacency]
    s = _Search(n, sum(degrees), max(degrees))
    phases = getattr(problem, "edge_phases", ())
    if ignore_clues:
        _load(s, problem.adjacency, None, None, period, phases)
    else:
        _load(s, problem.adjacency, problem.step_of, problem.parity, period, phases)
    s.flags = prune
    s.limit = limit
    s.big = max(big, 0)
    s.memo_min = max(nogood_min, 1)
    s.deadline = _now() + time_limit if time_limit > 0 else 0.0
    if _prepare(s, prune):
        anchor = _anchor(s, prune)
        budget = restart_first if restart_first > 0 else max(<long long>RESTART_FIRST, 4 * <long long>n)
        if prune & F_RESTARTS:
            s.seen = set()
        while True:
            # with restarts, attempts of growing size, each with other tie-breaks in the move
            # order; failed positions (nogoods) and solutions carry over, the last one is whole
            s.stop_at = s.nodes + budget if prune & F_RESTARTS else 0
            s.seed = _mix(<uint64_t>attempt) if attempt else 0
            attempt += 1
            r = 0
            if anchor >= 0:
                v = anchor
                if attempt % 2 == 0 and prune & F_ANCHOR:
                    v = _random_clue(s, s.seed)
                r = s.run(v, s.step[v])
            else:
                for v in range(n):
                    if s.allowed(v, 1):
                        r = s.run(v, 1)
                        if r:
                            break
            if r != 3:
                break
            budget *= 2
    result.count = s.count
    result.solutions = s.solutions
    return result, s.nodes, not s.timed_out


def count_paths(problem, limit=2, bint ignore_clues=False):
    """Ordered solutions of ``problem`` up to ``limit``, as ``core.hamilton.PathResult``."""
    return search(problem, limit, ignore_clues)[0]
