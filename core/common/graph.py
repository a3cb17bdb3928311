"""Small graph helpers the modes' board checks share."""
from __future__ import annotations

from collections import deque


def reachable(adjacency, start: int) -> set[int]:
    """Nodes reachable from ``start`` (breadth first)."""
    seen = {start}
    queue = deque([start])
    while queue:
        for w in adjacency[queue.popleft()]:
            if w not in seen:
                seen.add(w)
                queue.append(w)
    return seen
