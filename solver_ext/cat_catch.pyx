# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True, initializedcheck=False
"""City Cat Catch in C: the exact tool-free solver and the batch policy simulator.

Exact solver (``ExactSolver``). Without tools the tray is a function of the set of picked
pieces: for each kind, ``(tray0[k] + picked of kind k) mod 3`` pieces, and a piece is available
when every piece covering it is picked. So a board (or any position reached in play, given as
the pieces left, the cover edges among them and the tray's residues) can be cleared iff some
order of picking every piece keeps the tray at 6 or fewer after each non-clearing pick. The
search is a depth-first search over picked sets, exact and complete:

- ``memo``: every picked set proved dead (no clearing order from it) is stored in a hash table
  (Zobrist hash, full keys compared), and every set on a found clearing path as alive; the table
  persists across queries on the same solver, so the many queries of the fatal-click scan share
  it. When the table reaches ``MAX_SLOTS`` it stops growing (answers stay exact).
- ``forced``: two dominance rules cut the branching to one move. (a) If an available piece
  completes a triple and is the last unpicked piece of its kind, take it: any clearing order
  still works with it moved first (its kind's residue is then 0 instead of 2 until the order
  would have taken it, availability only grows). (b) More generally, if every unpicked piece of
  a kind is available and exactly completes the tray's residue (``left == 3 - residue``) and
  the tray has room for the intermediate picks, take them now, by the same argument.
- ``symmetry``: available pieces of one kind that cover nothing are interchangeable (swapping
  two of them in a clearing order gives a clearing order), so only the first is tried.
- ``order``: completing moves first, then moves that build a pair with a second copy in sight,
  then new kinds with three copies in sight; ties by how many pieces the move uncovers.

Each rule is a bit of ``prune`` so tests can check the answers do not depend on it.

Policies (``simulate``): the three players of seed 004 §13.1 and the three attentive ones
(issue 30: they score each piece, the pieces it uncovers included) with seeded tie-breaking, on the
full runtime rules (tray order, bypass, return lanes, tools, the seeded shuffle), mirroring
``core.modes.city_cat_catch.policies.simulate_reference`` move for move (tests compare them).
The RNG is SplitMix64 exactly as ``core/common/rng.py``.
"""
from libc.stdint cimport uint64_t, int64_t
from libc.stdlib cimport calloc, free, malloc
from libc.string cimport memset, memcpy
from libc.math cimport log2

cdef enum:
    F_MEMO = 1
    F_FORCED = 2
    F_SYMMETRY = 4
    F_ORDER = 8

PRUNE_FLAGS = {"memo": F_MEMO, "forced": F_FORCED, "symmetry": F_SYMMETRY, "order": F_ORDER}
PRUNE_ALL = F_MEMO | F_FORCED | F_SYMMETRY | F_ORDER

cdef enum:
    TRAY_SLOTS = 7
    DEAD = 1
    ALIVE = 2

cdef size_t MIN_SLOTS = 1 << 12
MAX_SLOTS = 1 << 22
cdef uint64_t GAMMA = 0x9E3779B97F4A7C15ULL


cdef inline uint64_t _mix(uint64_t z) noexcept nogil:
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL
    return z ^ (z >> 31)


cdef inline uint64_t _next(uint64_t* state) noexcept nogil:
    state[0] = state[0] + GAMMA
    return _mix(state[0])


cdef inline int _below(uint64_t* state, unsigned int n) noexcept nogil:
    """core.common.rng.SeededRng.below: rejection of the lowest 2**32 mod n values."""
    cdef uint64_t threshold = (<uint64_t>1 << 32) % n
    cdef uint64_t x
    while True:
        x = _next(state) >> 32
        if x >= threshold:
            return <int>(x % n)


cdef class ExactSolver:
    """Exact tool-free solver over one position; reusable for many queries (shared memo)."""

    cdef int n, W, K, flags, tray_size0, remaining, tray_size, aborted
    cdef long long budget
    cdef int* kind
    cdef int* cov_start
    cdef int* cov
    cdef int* indeg0
    cdef int* indeg
    cdef int* tray0
    cdef int* res
    cdef int* total
    cdef int* left
    cdef int* availk
    cdef int* seen
    cdef int* cands
    cdef int* keys_buf
    cdef int* path
    cdef uint64_t* zob
    cdef uint64_t* picked
    cdef uint64_t hash
    # memo
    cdef size_t cap, used, max_slots
    cdef uint64_t* mkeys
    cdef uint64_t* mhash
    cdef unsigned char* mflag
    cdef public long long nodes

    def __cinit__(self, kinds, covers, tray, int nkinds, int prune=PRUNE_ALL, max_slots=MAX_SLOTS):
        cdef int i, j, e, n = len(kinds)
        cdef uint64_t s = 0x5EED5EED12345678ULL
        self.n = n
        self.K = max(nkinds, 1)
        self.W = (n + 63) // 64 if n else 1
        self.flags = prune
        self.max_slots = max_slots
        self.kind = <int*>calloc(n + 1, sizeof(int))
        self.cov_start = <int*>calloc(n + 2, sizeof(int))
        e = sum(len(c) for c in covers)
        self.cov = <int*>calloc(e + 1, sizeof(int))
        self.indeg0 = <int*>calloc(n + 1, sizeof(int))
        self.indeg = <int*>calloc(n + 1, sizeof(int))
        self.tray0 = <int*>calloc(self.K, sizeof(int))
        self.res = <int*>calloc(self.K, sizeof(int))
        self.total = <int*>calloc(self.K, sizeof(int))
        self.left = <int*>calloc(self.K, sizeof(int))
        self.availk = <int*>calloc(self.K, sizeof(int))
        self.seen = <int*>calloc(self.K, sizeof(int))
        self.cands = <int*>calloc(<size_t>(n + 1) * (n + 1), sizeof(int))
        self.keys_buf = <int*>calloc(n + 1, sizeof(int))
        self.path = <int*>calloc(n + 1, sizeof(int))
        self.zob = <uint64_t*>calloc(n + 1, sizeof(uint64_t))
        self.picked = <uint64_t*>calloc(self.W, sizeof(uint64_t))
        if not (self.kind and self.cov_start and self.cov and self.cands and self.picked):
            raise MemoryError()
        e = 0
        for i in range(n):
            self.kind[i] = kinds[i]
            if not 0 <= kinds[i] < self.K:
                raise ValueError("kind out of range")
            self.total[kinds[i]] += 1
            self.cov_start[i] = e
            for j in covers[i]:
                self.cov[e] = j
                e += 1
                self.indeg0[j] += 1
            self.zob[i] = _next(&s)
        self.cov_start[n] = e
        self.tray_size0 = 0
        for i in range(self.K):
            self.tray0[i] = tray[i] if i < len(tray) else 0
            self.tray_size0 += self.tray0[i]
        self.cap = MIN_SLOTS
        self.used = 0
        self.mkeys = <uint64_t*>calloc(self.cap * self.W, sizeof(uint64_t))
        self.mhash = <uint64_t*>calloc(self.cap, sizeof(uint64_t))
        self.mflag = <unsigned char*>calloc(self.cap, 1)
        self.nodes = 0
        self.budget = 0
        self.aborted = 0
        self._reset()

    def __dealloc__(self):
        free(self.kind); free(self.cov_start); free(self.cov); free(self.indeg0); free(self.indeg)
        free(self.tray0); free(self.res); free(self.total); free(self.left); free(self.availk)
        free(self.seen); free(self.cands); free(self.keys_buf); free(self.path); free(self.zob)
        free(self.picked); free(self.mkeys); free(self.mhash); free(self.mflag)

    cdef void _reset(self):
        cdef int i
        for i in range(self.n):
            self.indeg[i] = self.indeg0[i]
        for i in range(self.K):
            self.res[i] = self.tray0[i] % 3
            self.left[i] = self.total[i]
        self.tray_size = 0
        for i in range(self.K):
            self.tray_size += self.res[i]
        memset(self.picked, 0, self.W * sizeof(uint64_t))
        self.hash = 0x243F6A8885A308D3ULL
        self.remaining = self.n

    # --- moves ---------------------------------------------------------------------------
    cdef inline void _push(self, int i) noexcept:
        cdef int k = self.kind[i], e
        self.picked[i >> 6] |= (<uint64_t>1) << (i & 63)
        self.hash ^= self.zob[i]
        self.remaining -= 1
        self.left[k] -= 1
        if self.res[k] == 2:
            self.res[k] = 0
            self.tray_size -= 2
        else:
            self.res[k] += 1
            self.tray_size += 1
        for e in range(self.cov_start[i], self.cov_start[i + 1]):
            self.indeg[self.cov[e]] -= 1

    cdef inline void _pop(self, int i) noexcept:
        cdef int k = self.kind[i], e
        self.picked[i >> 6] &= ~((<uint64_t>1) << (i & 63))
        self.hash ^= self.zob[i]
        self.remaining += 1
        self.left[k] += 1
        if self.res[k] == 0:
            self.res[k] = 2
            self.tray_size += 2
        else:
            self.res[k] -= 1
            self.tray_size -= 1
        for e in range(self.cov_start[i], self.cov_start[i + 1]):
            self.indeg[self.cov[e]] += 1

    cdef inline bint _is_picked(self, int i) noexcept:
        return (self.picked[i >> 6] >> (i & 63)) & 1

    # --- memo ----------------------------------------------------------------------------
    cdef int _lookup(self) noexcept:
        if not (self.flags & F_MEMO):
            return 0
        cdef uint64_t h = self.hash if self.hash else 1
        cdef size_t mask = self.cap - 1, slot = <size_t>(h & mask)
        cdef int w
        cdef bint same
        while self.mflag[slot]:
            if self.mhash[slot] == h:
                same = True
                for w in range(self.W):
                    if self.mkeys[slot * self.W + w] != self.picked[w]:
                        same = False
                        break
                if same:
                    return self.mflag[slot]
            slot = (slot + 1) & mask
        return 0

    cdef void _grow(self):
        cdef size_t old_cap = self.cap, new_cap = self.cap * 2, i, slot, mask = new_cap - 1
        cdef uint64_t* nk = <uint64_t*>calloc(new_cap * self.W, sizeof(uint64_t))
        cdef uint64_t* nh = <uint64_t*>calloc(new_cap, sizeof(uint64_t))
        cdef unsigned char* nf = <unsigned char*>calloc(new_cap, 1)
        if nk == NULL or nh == NULL or nf == NULL:
            free(nk); free(nh); free(nf)
            self.max_slots = self.cap  # stay at this size
            return
        for i in range(old_cap):
            if self.mflag[i]:
                slot = <size_t>(self.mhash[i] & mask)
                while nf[slot]:
                    slot = (slot + 1) & mask
                nf[slot] = self.mflag[i]
                nh[slot] = self.mhash[i]
                memcpy(nk + slot * self.W, self.mkeys + i * self.W, self.W * sizeof(uint64_t))
        free(self.mkeys); free(self.mhash); free(self.mflag)
        self.mkeys, self.mhash, self.mflag, self.cap = nk, nh, nf, new_cap

    cdef void _store(self, unsigned char flag) noexcept:
        if not (self.flags & F_MEMO):
            return
        if (self.used + 1) * 10 > self.cap * 7:
            if self.cap * 2 <= self.max_slots:
                self._grow()
            if (self.used + 1) * 10 > self.cap * 7:
                return  # full: stop remembering (still exact)
        cdef uint64_t h = self.hash if self.hash else 1
        cdef size_t mask = self.cap - 1, slot = <size_t>(h & mask)
        cdef int w
        cdef bint same
        while self.mflag[slot]:
            if self.mhash[slot] == h:
                same = True
                for w in range(self.W):
                    if self.mkeys[slot * self.W + w] != self.picked[w]:
                        same = False
                        break
                if same:
                    self.mflag[slot] = flag
                    return
            slot = (slot + 1) & mask
        self.mflag[slot] = flag
        self.mhash[slot] = h
        memcpy(self.mkeys + slot * self.W, self.picked, self.W * sizeof(uint64_t))
        self.used += 1

    # --- the search ------------------------------------------------------------------------
    cdef int _dfs(self, bint witness):
        """1 when every remaining piece can be picked from here; then path[depth..] holds it."""
        if self.remaining == 0:
            return 1
        cdef int f = self._lookup()
        if f == DEAD:
            return 0
        if f == ALIVE and not witness:
            return 1
        self.nodes += 1
        if self.budget and self.nodes > self.budget:
            self.aborted = 1
            return 0
        cdef int n = self.n, depth = n - self.remaining, i, k, r, e, nc = 0, forced = -1
        cdef int a, b, key, c, cnt
        cdef int* cands = self.cands + <size_t>depth * (n + 1)
        cdef int* keys = self.keys_buf
        cdef bint room = self.tray_size <= TRAY_SLOTS - 2
        for k in range(self.K):
            self.availk[k] = 0
            self.seen[k] = 0
        for i in range(n):
            if self.indeg[i] == 0 and not self._is_picked(i):
                self.availk[self.kind[i]] += 1
        if self.flags & F_FORCED:
            for i in range(n):
                if self.indeg[i] != 0 or self._is_picked(i):
                    continue
                k = self.kind[i]
                r = self.res[k]
                if self.left[k] == 3 - r and self.availk[k] == self.left[k] and \
                        self.tray_size + 2 - r <= TRAY_SLOTS - 1:
                    forced = i
                    break
        if forced >= 0:
            cands[0] = forced
            nc = 1
        else:
            for i in range(n):
                if self.indeg[i] != 0 or self._is_picked(i):
                    continue
                k = self.kind[i]
                r = self.res[k]
                if r < 2 and not room:
                    continue
                if self.flags & F_SYMMETRY and self.cov_start[i] == self.cov_start[i + 1]:
                    if self.seen[k]:
                        continue
                    self.seen[k] = 1
                key = 0
                if self.flags & F_ORDER:
                    for e in range(self.cov_start[i], self.cov_start[i + 1]):
                        if self.indeg[self.cov[e]] == 1:
                            key += 1
                    if r == 2:
                        key += 4000
                    elif r == 1 and self.availk[k] >= 2:
                        key += 3000
                    elif r == 0 and self.availk[k] >= 3:
                        key += 2000
                    elif r == 1:
                        key += 1000
                # insertion by key, descending; equal keys keep index order
                a = nc
                while a > 0 and keys[a - 1] < key:
                    cands[a] = cands[a - 1]
                    keys[a] = keys[a - 1]
                    a -= 1
                cands[a] = i
                keys[a] = key
                nc += 1
        if witness and f == ALIVE:
            pass  # the alive child is found first by the order below anyway
        for c in range(nc):
            i = cands[c]
            self._push(i)
            if self._dfs(witness):
                self._pop(i)
                self.path[depth] = i
                self._store(ALIVE)
                return 1
            self._pop(i)
            if self.aborted:
                return 0  # out of budget: nothing proved below, nothing stored
        self._store(DEAD)
        return 0

    cdef int _prepare(self, picked) except -1:
        self._reset()
        cdef int i
        for i in picked:
            if not 0 <= i < self.n or self._is_picked(i):
                raise ValueError(f"bad picked piece {i}")
            self._push(i)
        return 0

    def solve(self, picked=()):
        """The clearing order of the pieces not in ``picked`` (a list), or None if none."""
        self._prepare(picked)
        if self.tray_size >= TRAY_SLOTS:
            return None
        cdef int depth = self.n - self.remaining, ok = self._dfs(True)
        return [self.path[i] for i in range(depth, self.n)] if ok else None

    def solvable(self, picked=()):
        self._prepare(picked)
        if self.tray_size >= TRAY_SLOTS:
            return False
        return bool(self._dfs(False))

    def solve_within(self, long long budget, picked=()):
        """A search of at most ``budget`` expanded positions (``nodes`` counts them, from 0 for
        this query): ``(verdict, nodes, witness)`` with verdict 1 (clearable; ``witness`` the
        order), 0 (proved not clearable) or -1 (the budget ran out first, nothing proved). The
        memo is cleared first, so the count depends on this position alone (the daily gate)."""
        if budget < 1:
            raise ValueError("budget >= 1")
        memset(self.mflag, 0, self.cap)
        self.used = 0
        self.nodes = 0
        self.aborted = 0
        self.budget = budget
        self._prepare(picked)
        cdef int depth = self.n - self.remaining, ok
        try:
            if self.tray_size >= TRAY_SLOTS:
                return (0, 0, None)
            ok = self._dfs(True)
        finally:
            self.budget = 0
        if self.aborted:
            self.aborted = 0
            return (-1, self.nodes, None)
        return (1, self.nodes, [self.path[i] for i in range(depth, self.n)]) if ok else (0, self.nodes, None)

    def memo_size(self):
        return self.used

    def fatal_scan(self, sequence):
        """Walk ``sequence`` (picks from the start); at each position still clearable, try every
        available piece: (legal taps, fatal taps, positions scanned). A tap that fills the tray
        is legal and fatal."""
        self._reset()
        cdef long long legal = 0, fatal = 0, scanned = 0
        cdef int i, step, n = self.n
        if self.tray_size >= TRAY_SLOTS:
            return (0, 0, 0)
        for step in sequence:
            if self.remaining == 0 or not self._dfs(False):
                break
            scanned += 1
            for i in range(n):
                if self.indeg[i] != 0 or self._is_picked(i):
                    continue
                legal += 1
                self._push(i)
                if self.tray_size >= TRAY_SLOTS or not self._dfs(False):
                    fatal += 1
                self._pop(i)
            if self.indeg[step] != 0 or self._is_picked(step):
                raise ValueError(f"piece {step} is not available in the sequence")
            self._push(step)
            if self.tray_size >= TRAY_SLOTS:
                break
        return (legal, fatal, scanned)


# --- policies ------------------------------------------------------------------------------------
cdef enum:
    MATCH_FIRST = 0
    SLOT_BUILD = 1
    RISK_AVERSE = 2
    UNCOVER_FIRST = 3
    LOOKAHEAD = 4
    HUMAN_MIX = 5
    SLIP_ODDS = 8
    FULL_TRAY_SCORE = -65536
    W_BOARD = 0
    W_TRAY = 1
    W_BYPASS = 2
    W_CLEARED = 3
    T_UNDO = 0
    T_REMOVE = 1
    T_SHUFFLE = 2
    CAND_WORDS = 4  # candidate bit set: boards of up to 256 pieces
    SIM_PIECES = 256

MAX_SIM_PIECES = 64 * CAND_WORDS
POLICIES = ("match-first", "slot-build", "risk-averse", "uncover-first", "lookahead", "human-mix")


cdef struct Sim:
    int n
    int K
    int L
    int* kind0
    int* kind
    int* where
    int* blockers
    int* blockers0
    int* lane_of
    int* lane_occ
    int* stamp
    int* tray
    int tray_len
    int* bypass
    int bypass_len
    int* cnt          # tray count per kind
    int* sight        # candidates per kind
    int kinds_in_tray
    int serial
    int tools[3]
    int tools0[3]
    int shuffles
    int taps
    int cleared
    int status        # 0 playing, 1 won, 2 lost
    int* cov_start
    int* cov
    int* tied
    int* freed        # scratch: the pieces a pick would uncover
    int* onb
    int* onk
    uint64_t cand[CAND_WORDS]   # the candidates: clickable board pieces and bypass pieces
    uint64_t* kcand             # the candidates of each kind (CAND_WORDS words per kind)
    int ncand
    uint64_t* shuffle_states
    int nshuffle


cdef inline void _cand_on(Sim* s, int i) noexcept:
    cdef uint64_t bit = (<uint64_t>1) << (i & 63)
    s.cand[i >> 6] |= bit
    s.kcand[s.kind[i] * CAND_WORDS + (i >> 6)] |= bit
    s.sight[s.kind[i]] += 1
    s.ncand += 1


cdef inline void _cand_off(Sim* s, int i) noexcept:
    cdef uint64_t bit = (<uint64_t>1) << (i & 63)
    s.cand[i >> 6] &= ~bit
    s.kcand[s.kind[i] * CAND_WORDS + (i >> 6)] &= ~bit
    s.sight[s.kind[i]] -= 1
    s.ncand -= 1


cdef void _sim_reset(Sim* s) noexcept:
    cdef int i
    for i in range(CAND_WORDS):
        s.cand[i] = 0
    for i in range(s.K * CAND_WORDS):
        s.kcand[i] = 0
    for i in range(s.K):
        s.cnt[i] = 0
        s.sight[i] = 0
    s.ncand = 0
    for i in range(s.n):
        s.kind[i] = s.kind0[i]
        s.where[i] = W_BOARD
        s.blockers[i] = s.blockers0[i]
        s.lane_of[i] = -1
        s.stamp[i] = 0
        if s.blockers[i] == 0:
            _cand_on(s, i)
    for i in range(s.L):
        s.lane_occ[i] = -1
    s.kinds_in_tray = 0
    s.tray_len = 0
    s.bypass_len = 0
    s.serial = 0
    s.shuffles = 0
    s.taps = 0
    s.cleared = 0
    s.status = 0
    for i in range(3):
        s.tools[i] = s.tools0[i]


cdef void _tap(Sim* s, int i) noexcept:
    """Tap candidate ``i`` (rules.RuntimeState.tap)."""
    cdef int j, k, e, q, slot, w, c
    _cand_off(s, i)
    if s.where[i] == W_BYPASS:
        w = 0
        for j in range(s.bypass_len):
            if s.bypass[j] != i:
                s.bypass[w] = s.bypass[j]
                w += 1
        s.bypass_len = w
    elif s.lane_of[i] >= 0:
        s.lane_occ[s.lane_of[i]] = -1
        s.lane_of[i] = -1
    else:
        for e in range(s.cov_start[i], s.cov_start[i + 1]):
            q = s.cov[e]
            s.blockers[q] -= 1
            if s.blockers[q] == 0 and s.where[q] == W_BOARD and s.lane_of[q] < 0:
                _cand_on(s, q)
    k = s.kind[i]
    slot = s.tray_len
    j = s.tray_len - 1
    while j >= 0:
        if s.kind[s.tray[j]] == k:
            slot = j + 1
            break
        j -= 1
    j = s.tray_len
    while j > slot:
        s.tray[j] = s.tray[j - 1]
        j -= 1
    s.tray[slot] = i
    s.tray_len += 1
    s.where[i] = W_TRAY
    s.serial += 1
    s.stamp[i] = s.serial
    s.taps += 1
    if s.cnt[k] == 0:
        s.kinds_in_tray += 1
    s.cnt[k] += 1
    if s.cnt[k] == 3:
        w = 0
        for j in range(s.tray_len):
            c = s.tray[j]
            if s.kind[c] == k:
                s.where[c] = W_CLEARED
                s.stamp[c] = 0
            else:
                s.tray[w] = c
                w += 1
        s.tray_len = w
        s.cnt[k] = 0
        s.kinds_in_tray -= 1
        s.cleared += 3
    if s.cleared == s.n:
        s.status = 1
    elif s.tray_len >= TRAY_SLOTS:
        s.status = 2


cdef int _free_lane(Sim* s) noexcept:
    cdef int i
    for i in range(s.L):
        if s.lane_occ[i] < 0:
            return i
    return -1


cdef int _on_board(Sim* s) noexcept:
    cdef int i, c = 0
    for i in range(s.n):
        if s.where[i] == W_BOARD:
            c += 1
    return c


cdef int _use_tool(Sim* s, int tool) noexcept:
    """Uses the tool if it can; returns the piece an Undo returned, -2 when used, -1 if not."""
    cdef int i, j, best, lane, k, m, tmp, w
    cdef uint64_t st
    if s.tools[tool] <= 0:
        return -1
    if tool == T_UNDO:
        if s.status == 1 or s.tray_len == 0:
            return -1
        lane = _free_lane(s)
        if lane < 0:
            return -1
        best = 0
        for j in range(1, s.tray_len):
            if s.stamp[s.tray[j]] > s.stamp[s.tray[best]]:
                best = j
        i = s.tray[best]
        for j in range(best, s.tray_len - 1):
            s.tray[j] = s.tray[j + 1]
        s.tray_len -= 1
        k = s.kind[i]
        s.cnt[k] -= 1
        if s.cnt[k] == 0:
            s.kinds_in_tray -= 1
        s.stamp[i] = 0
        s.lane_of[i] = lane
        s.lane_occ[lane] = i
        s.where[i] = W_BOARD
        _cand_on(s, i)
        s.status = 0
        s.tools[tool] -= 1
        return i
    if tool == T_REMOVE:
        if s.status == 1 or s.tray_len == 0 or s.bypass_len:
            return -1
        m = 3 if s.tray_len >= 3 else s.tray_len
        for j in range(m):
            i = s.tray[j]
            s.bypass[j] = i
            s.where[i] = W_BYPASS
            s.stamp[i] = 0
            k = s.kind[i]
            s.cnt[k] -= 1
            if s.cnt[k] == 0:
                s.kinds_in_tray -= 1
            _cand_on(s, i)
        s.bypass_len = m
        for j in range(m, s.tray_len):
            s.tray[j - m] = s.tray[j]
        s.tray_len -= m
        s.status = 0
        s.tools[tool] -= 1
        return -2
    # shuffle
    if s.status != 0 or _on_board(s) < 2 or s.shuffles >= s.nshuffle:
        return -1
    m = 0
    for i in range(s.n):
        if s.where[i] == W_BOARD:
            s.onb[m] = i
            s.onk[m] = s.kind[i]
            m += 1
    st = s.shuffle_states[s.shuffles]
    j = m - 1
    while j >= 1:
        k = _below(&st, j + 1)
        tmp = s.onk[j]
        s.onk[j] = s.onk[k]
        s.onk[k] = tmp
        j -= 1
    for j in range(m):
        s.kind[s.onb[j]] = s.onk[j]
    for k in range(s.K):  # kinds moved under the candidates: sort them again
        s.sight[k] = 0
    for k in range(s.K * CAND_WORDS):
        s.kcand[k] = 0
    for w in range(CAND_WORDS):
        st = s.cand[w]
        while st:
            i = (w << 6) + _lowest_bit(st)
            st &= st - 1
            s.sight[s.kind[i]] += 1
            s.kcand[s.kind[i] * CAND_WORDS + w] |= (<uint64_t>1) << (i & 63)
    s.shuffles += 1
    s.tools[tool] -= 1
    return -2


cdef inline int _lowest_bit(uint64_t x) noexcept nogil:
    return __builtin_ctzll(x)


cdef extern from *:
    int __builtin_ctzll(unsigned long long) nogil
    int __builtin_popcountll(unsigned long long) nogil


cdef inline bint _completer(Sim* s) noexcept:
    """Whether some candidate completes a triple (a kind with 2 in the tray is in sight)."""
    cdef int j, k
    for j in range(s.tray_len):
        k = s.kind[s.tray[j]]
        if s.cnt[k] == 2 and s.sight[k] > 0:
            return True
    return False


cdef inline int _kind_score(Sim* s, int policy, int k) noexcept:
    """The policy's score of a candidate of kind ``k`` (it depends on the kind alone)."""
    cdef int c = s.cnt[k], supply = s.sight[k] - 1, after
    if supply > 63:
        supply = 63
    if policy == MATCH_FIRST:
        return 4 if c == 2 else (2 if c + 1 + supply >= 3 else 0) + c
    if policy == SLOT_BUILD:
        return 2 * c + (1 if c + 1 + supply >= 3 else 0)
    if c == 2:
        after = s.kinds_in_tray - 1
    elif c == 1:
        after = s.kinds_in_tray
    else:
        after = s.kinds_in_tray + 1
    return -after * 64 + supply


cdef int _choose(Sim* s, int policy, int avoid, uint64_t* rng) noexcept:
    """The policy's pick among the candidates: the best-scoring ones in piece order, one of
    them by ``below`` when several tie. Scores depend on the kind only, so kinds are scored
    and their candidate sets united (``avoid``, a piece an Undo just returned, sits out unless
    it completes a triple or is the only candidate)."""
    cdef int k, w, nt, score, best = -2147483647, skip_kind = -1, pick, r, nbest = 0
    cdef uint64_t tie[CAND_WORDS]
    cdef uint64_t bits, avoid_bit = 0
    cdef int* best_kinds = s.onk  # scratch (the shuffle's, unused here)
    if s.ncand == 0:
        return -1
    if avoid >= 0 and s.ncand > 1 and s.cnt[s.kind[avoid]] != 2 and \
            (s.cand[avoid >> 6] >> (avoid & 63)) & 1:
        skip_kind = s.kind[avoid]
        avoid_bit = (<uint64_t>1) << (avoid & 63)
    for k in range(s.K):
        if s.sight[k] == 0 or (k == skip_kind and s.sight[k] == 1):
            continue
        score = _kind_score(s, policy, k)
        if score > best:
            best = score
            nbest = 0
        if score == best:
            best_kinds[nbest] = k
            nbest += 1
    for w in range(CAND_WORDS):
        tie[w] = 0
    for r in range(nbest):
        for w in range(CAND_WORDS):
            tie[w] |= s.kcand[best_kinds[r] * CAND_WORDS + w]
    if skip_kind >= 0:
        tie[avoid >> 6] &= ~avoid_bit
    nt = 0
    for w in range(CAND_WORDS):
        nt += __builtin_popcountll(tie[w])
    r = 0 if nt == 1 else _below(rng, nt)
    for w in range(CAND_WORDS):
        bits = tie[w]
        while bits:
            if r == 0:
                return (w << 6) + _lowest_bit(bits)
            r -= 1
            bits &= bits - 1
    return -1


cdef int _freed(Sim* s, int i) noexcept:
    """Writes the pieces tapping ``i`` uncovers to ``s.freed``; their number (none for a
    bypass or returned piece)."""
    cdef int e, q, m = 0
    if s.where[i] == W_BYPASS or s.lane_of[i] >= 0:
        return 0
    for e in range(s.cov_start[i], s.cov_start[i + 1]):
        q = s.cov[e]
        if s.blockers[q] == 1:
            s.freed[m] = q
            m += 1
    return m


cdef int _lookahead_score(Sim* s, int i, int nfreed) noexcept:
    """policies._lookahead_score: the position after the pick, what it reveals in sight."""
    cdef int k = s.kind[i], j, f, x, c, seen, dead = 0, ready = 0, kinds = 0
    if s.cnt[k] == 2:
        return 1024 + nfreed
    if s.tray_len + 1 >= TRAY_SLOTS:
        return FULL_TRAY_SCORE
    # the tray's kinds after the pick: each once (tray order groups a kind's pieces), then k
    for j in range(s.tray_len + 1):
        if j < s.tray_len:
            x = s.kind[s.tray[j]]
            if j > 0 and s.kind[s.tray[j - 1]] == x:
                continue
            if x == k:
                continue
        else:
            x = k
        c = s.cnt[x] + (1 if x == k else 0)
        seen = s.sight[x] - (1 if x == k else 0)
        for f in range(nfreed):
            if s.kind[s.freed[f]] == x:
                seen += 1
        kinds += 1
        if seen < 3 - c:
            dead += 1
        if c == 2 and seen >= 1:
            ready += 1
    return -64 * dead + 16 * ready - 8 * kinds + nfreed


cdef int _choose_piece(Sim* s, int policy, int avoid, uint64_t* rng) noexcept:
    """An attentive policy's pick (policies._pick): every candidate scored, in piece order."""
    cdef int w, i, j, score, best = -2147483647, nt = 0, nfreed, mood
    cdef uint64_t bits
    if s.ncand == 0:
        return -1
    if policy == HUMAN_MIX:
        mood = _below(rng, SLIP_ODDS)
        if mood == 0:
            j = 0 if s.ncand == 1 else _below(rng, s.ncand)
            for w in range(CAND_WORDS):
                bits = s.cand[w]
                while bits:
                    if j == 0:
                        return (w << 6) + _lowest_bit(bits)
                    j -= 1
                    bits &= bits - 1
            return -1
        policy = UNCOVER_FIRST if mood <= 3 else LOOKAHEAD
    for w in range(CAND_WORDS):
        bits = s.cand[w]
        while bits:
            i = (w << 6) + _lowest_bit(bits)
            bits &= bits - 1
            if i == avoid and s.ncand > 1 and s.cnt[s.kind[i]] != 2:
                continue
            nfreed = _freed(s, i)
            if policy == UNCOVER_FIRST:
                score = 64 * _kind_score(s, MATCH_FIRST, s.kind[i]) + (nfreed if nfreed < 63 else 63)
            else:
                score = _lookahead_score(s, i, nfreed)
            if score > best:
                best = score
                nt = 0
            if score == best:
                s.tied[nt] = i
                nt += 1
    if nt == 0:
        return -1
    return s.tied[0] if nt == 1 else s.tied[_below(rng, nt)]


def simulate(kinds, covers, int lanes, tools, shuffle_states, str policy, int runs,
             rng_state, bint use_tools, int record=0, int first=5, bint keep_lost=False):
    """``runs`` plays of one policy; returns a dict of per-run lists (won, taps, peak,
    toolsUsed, think: the sum over picks of log2(1 + candidates), first: the first ``first``
    picks) and ``sequences``: the picks of the first ``record`` runs, ``lost``: the picks of
    every lost run (with ``keep_lost``), plus ``rngState``, the stream's state afterwards."""
    cdef Sim s
    cdef int n = len(kinds), i, j, e, r, pick, avoid, peak, used, code, ret, npicks
    cdef double think
    cdef uint64_t rng = <uint64_t>(int(rng_state) & 0xFFFFFFFFFFFFFFFF)
    if n > MAX_SIM_PIECES:
        raise ValueError(f"at most {MAX_SIM_PIECES} pieces")
    code = POLICIES.index(policy)
    s.n = n
    s.K = (max(kinds) + 1) if n else 1
    s.L = lanes
    s.nshuffle = len(shuffle_states)
    s.kind0 = <int*>calloc(n + 1, sizeof(int)); s.kind = <int*>calloc(n + 1, sizeof(int))
    s.where = <int*>calloc(n + 1, sizeof(int)); s.blockers = <int*>calloc(n + 1, sizeof(int))
    s.blockers0 = <int*>calloc(n + 1, sizeof(int)); s.lane_of = <int*>calloc(n + 1, sizeof(int))
    s.lane_occ = <int*>calloc(lanes + 1, sizeof(int)); s.stamp = <int*>calloc(n + 1, sizeof(int))
    s.tray = <int*>calloc(TRAY_SLOTS + 2, sizeof(int)); s.bypass = <int*>calloc(4, sizeof(int))
    s.cnt = <int*>calloc(s.K + 1, sizeof(int)); s.sight = <int*>calloc(s.K + 1, sizeof(int))
    s.cov_start = <int*>calloc(n + 2, sizeof(int))
    e = sum(len(c) for c in covers)
    s.cov = <int*>calloc(e + 1, sizeof(int))
    s.tied = <int*>calloc(n + 1, sizeof(int)); s.freed = <int*>calloc(n + 1, sizeof(int)); s.onb = <int*>calloc(n + 1, sizeof(int))
    s.onk = <int*>calloc(n + 1, sizeof(int))
    s.shuffle_states = <uint64_t*>calloc(s.nshuffle + 1, sizeof(uint64_t))
    s.kcand = <uint64_t*>calloc(<size_t>(s.K + 1) * CAND_WORDS, sizeof(uint64_t))
    cdef double log2_table[SIM_PIECES + 1]
    for i in range(SIM_PIECES + 1):
        log2_table[i] = log2(1.0 + i)
    cdef int max_picks = 4 * n + 64
    cdef int* picks = <int*>calloc(max_picks, sizeof(int))
    won_l, taps_l, peak_l, used_l, think_l, first_l, seqs, lost = [], [], [], [], [], [], [], []
    try:
        e = 0
        for i in range(n):
            s.kind0[i] = kinds[i]
            s.cov_start[i] = e
            for j in covers[i]:
                s.cov[e] = j
                e += 1
                s.blockers0[j] += 1
        s.cov_start[n] = e
        for i in range(3):
            s.tools0[i] = tools[i] if use_tools else 0
        for i in range(s.nshuffle):
            s.shuffle_states[i] = <uint64_t>(int(shuffle_states[i]) & 0xFFFFFFFFFFFFFFFF)
        for r in range(runs):
            _sim_reset(&s)
            avoid = -1
            peak = 0
            used = 0
            npicks = 0
            think = 0.0
            while s.status == 0:
                if use_tools and s.tray_len >= TRAY_SLOTS - 2 and not _completer(&s):
                    ret = _use_tool(&s, T_REMOVE)
                    if ret == -1 and s.tray_len == TRAY_SLOTS - 1:
                        ret = _use_tool(&s, T_SHUFFLE)
                        if ret == -1:
                            ret = _use_tool(&s, T_UNDO)
                            if ret >= 0:
                                avoid = ret
                    if ret != -1:
                        used += 1
                        continue
                think += log2_table[s.ncand]
                pick = _choose(&s, code, avoid, &rng) if code < UNCOVER_FIRST else \
                    _choose_piece(&s, code, avoid, &rng)
                if pick < 0:
                    break
                avoid = -1
                _tap(&s, pick)
                if s.tray_len > peak:
                    peak = s.tray_len
                if npicks < max_picks:
                    picks[npicks] = pick
                    npicks += 1
            won_l.append(s.status == 1)
            taps_l.append(s.taps)
            peak_l.append(peak)
            used_l.append(used)
            think_l.append(think)
            first_l.append([picks[j] for j in range(npicks if npicks < first else first)])
            if r < record:
                seqs.append([picks[j] for j in range(npicks)])
            if keep_lost and s.status != 1:
                lost.append([picks[j] for j in range(npicks)])
    finally:
        free(s.kind0); free(s.kind); free(s.where); free(s.blockers); free(s.blockers0)
        free(s.lane_of); free(s.lane_occ); free(s.stamp); free(s.tray); free(s.bypass); free(s.cnt); free(s.sight)
        free(s.cov_start); free(s.cov); free(s.tied); free(s.freed); free(s.onb); free(s.onk)
        free(s.shuffle_states); free(s.kcand); free(picks)
    return {"won": won_l, "taps": taps_l, "peak": peak_l, "toolsUsed": used_l, "think": think_l, "first": first_l,
            "sequences": seqs, "lost": lost, "rngState": int(rng)}
