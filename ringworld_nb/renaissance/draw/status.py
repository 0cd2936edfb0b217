"""The status line of a picture: the phase, whose move, the scores (and Phase 1's
marker supplies)."""

from __future__ import annotations

__all__ = ["PHASE_NAMES", "status_text", "overlays_for"]

PHASE_NAMES = {"setup": "Setup", "phase1": "Phase 1", "phase2_prep": "Phase 2 preparation",
               "phase2": "Phase 2", "over": "Set over"}


def status_text(game) -> str:
    """One line: ``Phase 1 · Gold to move · Silver 3, Gold 5`` (supplies in Phase 1,
    the result at the end)."""
    phase = game.phase
    name = PHASE_NAMES.get(phase, phase)
    scores = f"Silver {game.score('silver')}, Gold {game.score('gold')}"
    if phase == "over":
        winner = game.winner
        result = "a draw" if winner is None else f"{winner.title()} wins"
        return f"{name} · {result} · {scores}"
    parts = [name, f"{game.to_move.title()} to move"]
    if phase == "phase1":
        parts.append(f"markers left: Silver {game.supply('silver')}, "
                     f"Gold {game.supply('gold')}")
    if phase != "setup":
        parts.append(scores)
    return " · ".join(parts)


def overlays_for(game) -> dict:
    """``targets`` and ``arrows`` of the player to move, asked of the engine: Phase 1's
    marker cells and insertions, the free cells of Phase 2's preparation; none else."""
    targets: list[int] = []
    arrows: list[tuple[int, str]] = []
    if game.phase in ("phase1", "phase2_prep"):
        for m in game.legal_moves():
            if m.action in ("marker", "prep_mono", "prep_marker") and m.cell is not None:
                if m.cell not in targets:
                    targets.append(m.cell)
            elif m.action == "insert" and m.cell is not None and m.direction:
                arrows.append((m.cell, m.direction))
    return {"targets": tuple(targets), "arrows": tuple(arrows)}
