"""Judge agreement: do two judges (or one judge asked twice) say the same thing?

Pure functions at the core: Cohen's kappa over paired assertion verdicts, Spearman's rank
correlation over paired HVS scores, and the mean per-item variance of repeated scores.
``compare`` pairs the rows of two judges (or two variants of one judge) on the steps both
scored; ``load_groups`` reads those rows from the warehouse views.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

DECIDED = ("pass", "fail")

Key = tuple[str, int, int, int]  # (model, task_id, sample, step)


def cohen_kappa(a: Sequence[str], b: Sequence[str]) -> float | None:
    """Cohen's kappa of two raters' labels for the same items.

    None when there is nothing to compare, or when chance agreement is already certain
    (both raters gave one and the same label to every item: kappa is 0/0 there).
    """
    if len(a) != len(b):
        raise ValueError(f"cohen_kappa: {len(a)} labels vs {len(b)}; pair them first")
    n = len(a)
    if n == 0:
        return None
    observed = sum(x == y for x, y in zip(a, b, strict=True)) / n
    ca, cb = Counter(a), Counter(b)
    expected = sum(ca[k] * cb[k] for k in ca) / (n * n)
    if math.isclose(expected, 1.0):
        return None
    return (observed - expected) / (1.0 - expected)


def ranks(values: Sequence[float]) -> list[float]:
    """1-based ranks; tied values share the mean of the ranks they span."""
    order = sorted(range(len(values)), key=lambda i: values[i])
    out = [0.0] * len(values)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and values[order[j + 1]] == values[order[i]]:
            j += 1
        for k in range(i, j + 1):
            out[order[k]] = (i + j) / 2 + 1
        i = j + 1
    return out


def pearson(x: Sequence[float], y: Sequence[float]) -> float | None:
    if len(x) != len(y):
        raise ValueError(f"pearson: {len(x)} values vs {len(y)}")
    n = len(x)
    if n < 2:
        return None
    mx, my = sum(x) / n, sum(y) / n
    sxy = sum((a - mx) * (b - my) for a, b in zip(x, y, strict=True))
    sxx = sum((a - mx) ** 2 for a in x)
    syy = sum((b - my) ** 2 for b in y)
    if sxx == 0 or syy == 0:
        return None  # a constant series has no rank order to agree with
    return sxy / math.sqrt(sxx * syy)


def spearman(x: Sequence[float], y: Sequence[float]) -> float | None:
    """Spearman's rho (Pearson on tie-averaged ranks); None below two items or for a constant series."""
    if len(x) != len(y):
        raise ValueError(f"spearman: {len(x)} values vs {len(y)}; pair them first")
    return pearson(ranks(x), ranks(y))


def repeat_variance(groups: Sequence[Sequence[float]]) -> float | None:
    """Mean over items of the sample variance of their repeated scores (items seen once are left out)."""
    per_item = []
    for g in groups:
        if len(g) < 2:
            continue
        m = sum(g) / len(g)
        per_item.append(sum((v - m) ** 2 for v in g) / (len(g) - 1))
    return sum(per_item) / len(per_item) if per_item else None


@dataclass(frozen=True)
class Group:
    """One judge's (or one variant's) rows: verdicts and HVS by (model, task_id, step)."""

    label: str
    verdicts: Mapping[Key, str]
    hvs: Mapping[Key, float]


@dataclass(frozen=True)
class Agreement:
    a: str
    b: str
    n_assertions: int  # steps both judged
    n_decided: int  # of those, steps both decided (pass/fail): the kappa's items
    kappa: float | None
    percent_agree: float | None
    n_hvs: int
    spearman_hvs: float | None
    hvs_variance: float | None  # mean per-checkpoint variance between the two

    def line(self) -> str:
        def f(v: float | None, d: int = 3) -> str:
            return "-" if v is None else f"{v:.{d}f}"

        return (f"{self.a} vs {self.b}: kappa {f(self.kappa)} over {self.n_decided} decided of {self.n_assertions} common "
                f"assertions (agree {f(self.percent_agree, 2)}); Spearman HVS {f(self.spearman_hvs)} over {self.n_hvs} "
                f"checkpoints (repeat variance {f(self.hvs_variance, 4)})")


def compare(a: Group, b: Group) -> Agreement:
    """Agreement of ``a`` and ``b`` on what both scored."""
    common = sorted(set(a.verdicts) & set(b.verdicts))
    decided = [k for k in common if a.verdicts[k] in DECIDED and b.verdicts[k] in DECIDED]
    va, vb = [a.verdicts[k] for k in decided], [b.verdicts[k] for k in decided]
    agree = sum(x == y for x, y in zip(va, vb, strict=True)) / len(decided) if decided else None
    hk = sorted(set(a.hvs) & set(b.hvs))
    ha, hb = [a.hvs[k] for k in hk], [b.hvs[k] for k in hk]
    return Agreement(a.label, b.label, len(common), len(decided), cohen_kappa(va, vb), agree, len(hk),
                     spearman(ha, hb), repeat_variance([[x, y] for x, y in zip(ha, hb, strict=True)]))


def groups_from_rows(assertions: Sequence[Mapping[str, Any]], checkpoints: Sequence[Mapping[str, Any]],
                     by: Sequence[str]) -> dict[str, Group]:
    """Rows of the assertions / checkpoints views split into groups named by the ``by`` columns."""
    verdicts: dict[str, dict[Key, str]] = {}
    hvs: dict[str, dict[Key, float]] = {}

    def label(r: Mapping[str, Any]) -> str:
        return " ".join(str(r[c]) for c in by)

    for r in assertions:
        verdicts.setdefault(label(r), {})[(r["model"], int(r["task_id"]), int(r.get("sample") or 0), int(r["step"]))] = r["verdict"]
    for r in checkpoints:
        if r.get("hvs_score") is not None:
            hvs.setdefault(label(r), {})[(r["model"], int(r["task_id"]), int(r.get("sample") or 0), int(r["step"]))] = float(r["hvs_score"])
    return {g: Group(g, verdicts.get(g, {}), hvs.get(g, {})) for g in sorted(set(verdicts) | set(hvs))}


def _dicts(con, sql: str, params: Sequence[Any]) -> list[dict[str, Any]]:
    cur = con.execute(sql, list(params))
    names = [d[0] for d in cur.description]
    return [dict(zip(names, row, strict=True)) for row in cur.fetchall()]


def load_groups(con, run_ids: Sequence[str], *, repeat: bool, protocol: str = "paper") -> dict[str, Group]:
    """The groups to compare: judges of one run (one protocol), or for ``repeat`` each judge's
    variants (protocols of one run, or the same judge across the given runs)."""
    marks = ", ".join("?" for _ in run_ids)
    where, params = f"run_id IN ({marks})", list(run_ids)
    if not repeat:
        where += " AND protocol = ?"
        params.append(protocol)
    a_rows = _dicts(con, f"SELECT run_id, model, task_id, sample, step, judge, protocol, verdict FROM assertions WHERE {where}", params)
    c_rows = _dicts(con, f"SELECT run_id, model, task_id, sample, step, judge, protocol, hvs_score FROM checkpoints WHERE {where}", params)
    if not repeat:
        by = ["judge"]
    else:
        by = ["judge", "run_id"] if len(set(run_ids)) > 1 else ["judge", "protocol"]
    return groups_from_rows(a_rows, c_rows, by)


def pairs_to_compare(groups: Mapping[str, Group], repeat: bool) -> list[tuple[Group, Group]]:
    """Every pair of judges; for ``repeat`` only pairs of the same judge."""
    names = sorted(groups)
    out = []
    for i, x in enumerate(names):
        for y in names[i + 1:]:
            if repeat and x.split(" ")[0] != y.split(" ")[0]:
                continue
            out.append((groups[x], groups[y]))
    return out
