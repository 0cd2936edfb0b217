"""The ratings table of a tournament, computed from its games.

:func:`standings` turns a :class:`~.results.TournamentResult` into :class:`Standings`:

* one :class:`Row` per entrant: Elo with its 95% interval (:mod:`.ratings`), games,
  wins, draws and losses (two seats) or the share of wins (three or four seats, beside
  the ``1/n`` a random player gets), the games that hit the move limit, and the time
  per move (median, maximum);
* one :class:`Pair` per pairing of a two-seat game: the first entrant's wins, draws and
  losses, its score, the Elo difference with its margin and the likelihood of
  superiority (cutechess's "Elo difference: 84.3 +/- 15.9, LOS: 100 %");
* for three or four seats, when the ``openskill`` package is installed, its
  Plackett-Luce rating (``mu``, ``sigma``) beside ours, from the games in their order.

``str(standings)`` is the text table the command line prints; the AI lab draws the
same as HTML and a chart (:mod:`ringworld_nb.lab.tournaments`).
"""

from __future__ import annotations

import math
import statistics
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .errors import ArgumentError
from .ratings import Z95, Table, bootstrap_intervals, elo_interval, fit_strengths, los, pair_elo

if TYPE_CHECKING:
    from .results import TournamentResult

__all__ = ["Row", "Pair", "Standings", "standings", "openskill_ratings"]


@dataclass(frozen=True)
class Row:
    """One entrant's line of the table."""

    name: str
    elo: float
    low: float
    high: float
    games: int
    wins: int
    draws: int
    losses: int
    share: float
    """Its mean share of the win per game (1 a win, 1/2 a two-way draw)."""
    share_margin: float
    """Half the width of the 95% interval of ``share``."""
    limit: int
    """Its games that hit the move limit."""
    median_time: float
    max_time: float
    openskill: tuple[float, float] | None = None
    """(mu, sigma) of openskill's Plackett-Luce model, for 3-4 seats."""


@dataclass(frozen=True)
class Pair:
    """Head to head: ``a``'s results against ``b``."""

    a: str
    b: str
    wins: int
    draws: int
    losses: int
    elo: float
    margin: float
    los: float

    @property
    def games(self) -> int:
        return self.wins + self.draws + self.losses

    @property
    def score(self) -> float:
        return (self.wins + 0.5 * self.draws) / self.games if self.games else 0.5


@dataclass
class Standings:
    """The rows (best first), the pairs, and how they were computed."""

    rows: list[Row]
    pairs: list[Pair]
    seats: int
    anchor: str
    interval: str
    title: str = ""
    games: int = 0
    failed: int = 0
    notes: list[str] = field(default_factory=list)

    def row(self, name: str) -> Row:
        for row in self.rows:
            if row.name == name:
                return row
        raise KeyError(name)

    def __str__(self) -> str:
        return self.text()

    def text(self) -> str:
        """The table as text: pairs first, the ratings last."""
        lines = []
        if self.title:
            lines.append(self.title)
        for p in self.pairs:
            lines.append(f"  {p.a} vs {p.b}: {p.wins}-{p.draws}-{p.losses} "
                         f"({100 * p.score:.1f}%), Elo difference {_elo(p.elo)} "
                         f"+/- {_elo(p.margin, sign=False)}, LOS {100 * p.los:.1f} %")
        width = max([len(r.name) for r in self.rows] + [6])
        share = "score" if self.seats == 2 else f"wins (1/{self.seats}: {100 / self.seats:.0f}%)"
        head = (f"{'rank':>4}  {'player':<{width}}  {'Elo':>6}  {'95% interval':>17}  "
                f"{'games':>5}  {'W-D-L':>11}  {share:>14}  {'limit':>5}  "
                f"{'s/move':>13}")
        if any(r.openskill for r in self.rows):
            head += "  openskill mu+-sigma"
        lines += [head]
        for rank, r in enumerate(self.rows, 1):
            wdl = f"{r.wins}-{r.draws}-{r.losses}"
            line = (f"{rank:>4}  {r.name:<{width}}  {_elo(r.elo):>6}  "
                    f"[{_elo(r.low):>7}, {_elo(r.high):>7}]  {r.games:>5}  {wdl:>11}  "
                    f"{100 * r.share:>6.1f}+/-{100 * r.share_margin:<4.1f}%  {r.limit:>5}  "
                    f"{r.median_time:>6.3f}/{r.max_time:<6.3f}")
            if r.openskill:
                line += f"  {r.openskill[0]:7.2f} +- {r.openskill[1]:.2f}"
            lines.append(line)
        lines.append(f"Elo relative to {self.anchor} (0); 95% intervals {self.interval}; "
                     f"{self.games} games" + (f", {self.failed} failed (not rated)"
                                              if self.failed else "")
                     + "; s/move: median/max")
        lines += self.notes
        return "\n".join(lines)


def _elo(x: float, sign: bool = True) -> str:
    if math.isinf(x):
        return "+inf" if x > 0 else "-inf"
    return f"{x:+.0f}" if sign else f"{x:.0f}"


def _tables(result: TournamentResult) -> tuple[list[Table], list[list[list[Table]]]]:
    """The rated games as fit tables, and grouped by pairing and start (for the
    bootstrap)."""
    index = {name: i for i, name in enumerate(result.names)}
    tables: list[Table] = []
    groups: dict[tuple[str, ...], dict[int, list[Table]]] = {}
    for r in result.records:
        if not r.counts:
            continue
        table: Table = (tuple(index[name] for name in r.names), r.scores())
        tables.append(table)
        groups.setdefault(r.pairing, {}).setdefault(r.start, []).append(table)
    return tables, [list(starts.values()) for starts in groups.values()]


def openskill_ratings(result: TournamentResult) -> dict[str, tuple[float, float]] | None:
    """openskill's Plackett-Luce ratings (mu, sigma) from the games in their order
    (winners ranked first, the others tied behind), or None without openskill."""
    try:
        from openskill.models import PlackettLuce
    except ImportError:
        return None
    model = PlackettLuce()
    ratings = {name: model.rating(name=name) for name in result.names}
    for r in sorted(result.records, key=lambda rec: rec.index):
        if not r.counts:
            continue
        scores = r.scores()
        best = max(scores)
        teams = [[ratings[name]] for name in r.names]
        ranks = [0.0 if s == best else 1.0 for s in scores]
        if len(set(r.names)) != len(r.names):
            continue  # one entrant at two seats: openskill rates distinct players only
        new = model.rate(teams, ranks=ranks)
        for name, team in zip(r.names, new):
            ratings[name] = team[0]
    return {name: (float(rating.mu), float(rating.sigma)) for name, rating in ratings.items()}


def standings(result: TournamentResult, *, anchor: str | None = None, prior: float = 1.0,
              interval: str = "fit", resamples: int = 1000, seed: int = 0) -> Standings:
    """The :class:`Standings` of ``result``: Elo relative to ``anchor`` (default the
    first entrant) with ``prior`` virtual draws between every two entrants, intervals
    from the fit (``interval="fit"``) or a ``"bootstrap"`` of ``resamples`` refits
    seeded by ``seed``."""
    names = list(result.names)
    anchor = names[0] if anchor is None else anchor
    if anchor not in names:
        raise ArgumentError(f"anchor {anchor!r} is not an entrant ({', '.join(names)})")
    if interval not in ("fit", "bootstrap"):
        raise ArgumentError(f"interval must be 'fit' or 'bootstrap', got {interval!r}")
    a = names.index(anchor)
    tables, groups = _tables(result)
    fit = fit_strengths(len(names), tables, prior=prior, anchor=a)
    if interval == "fit":
        low, high = elo_interval(fit)
        how = "from the fit"
    else:
        low, high = bootstrap_intervals(len(names), groups, prior=prior, anchor=a,
                                        resamples=resamples, seed=seed)
        how = f"by bootstrap ({resamples} resamples of the starts)"
    seats = len(result.seats)
    skill = openskill_ratings(result) if seats > 2 else None
    rows = []
    for i, name in enumerate(names):
        rows.append(_row(result, name, float(fit.elo[i]), float(low[i]), float(high[i]),
                         None if skill is None else skill[name]))
    rows.sort(key=lambda row: -row.elo)
    pairs = _pairs(result) if seats == 2 else []
    title = _title(result)
    counted = sum(r.counts for r in result.records)
    notes = []
    if result.stopped:
        notes.append(f"stopped: {len(result.records)} of {result.scheduled} games played")
    return Standings(rows, pairs, seats, anchor, how, title, counted, len(result.failed),
                     notes)


def _title(result: TournamentResult) -> str:
    game = dict(result.game)
    if not game:
        return ""
    from .games import game_maker

    try:
        kind = game.pop("game")
        maker = game_maker(kind, **game)
    except Exception:  # noqa: BLE001 - a description we cannot read has no title
        return ""
    return (f"{maker.title}: {result.games_per_pairing} games per pairing, "
            f"seed {result.seed}")


def _row(result: TournamentResult, name: str, elo: float, low: float, high: float,
         skill: tuple[float, float] | None) -> Row:
    wins = draws = losses = limit = games = 0
    shares: list[float] = []
    times: list[float] = []
    for r in result.records:
        if not r.counts or name not in r.names:
            continue
        scores = r.scores()
        for position, (seat_name, score) in enumerate(zip(r.names, scores)):
            if seat_name != name:
                continue
            games += 1
            shares.append(score)
            limit += r.limit
            if r.outcome is not None and len(r.outcome.winners) == 1:
                if score == 1.0:
                    wins += 1
                else:
                    losses += 1
            else:
                draws += 1
            if position < len(r.times):
                times.extend(r.times[position])
    share = statistics.fmean(shares) if shares else 0.0
    margin = Z95 * statistics.pstdev(shares) / math.sqrt(len(shares)) if len(shares) > 1 \
        else 0.0
    median = statistics.median(times) if times else 0.0
    return Row(name, elo, low, high, games, wins, draws, losses, share, margin, limit,
               median, max(times) if times else 0.0, skill)


def _pairs(result: TournamentResult) -> list[Pair]:
    counts: dict[tuple[str, ...], list[int]] = {}
    for r in result.records:
        if not r.counts:
            continue
        a, b = r.pairing
        wdl = counts.setdefault(r.pairing, [0, 0, 0])
        score_a = sum(s for n, s in zip(r.names, r.scores()) if n == a)
        if a == b or score_a == 0.5:
            wdl[1] += 1
        elif score_a > 0.5:
            wdl[0] += 1
        else:
            wdl[2] += 1
    pairs = []
    for (a, b), (w, d, l_) in counts.items():
        elo, margin = pair_elo(w, d, l_)
        pairs.append(Pair(a, b, w, d, l_, elo, margin, los(w, l_)))
    return pairs
