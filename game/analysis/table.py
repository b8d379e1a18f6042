"""The grading and rating table of every game: the one place its figures live.

Why per game: a point of win chance is worth a different amount of skill in each game (a
66d6 turn is six small steps, a Death by Dice turn one large choice), so the loss that makes a
choice a mistake, and the error rate that makes a player an expert, are measured per game from
the project's own AI levels playing each other (``python -m game calibrate GAME --games N
--seed S``, which prints each game's entries; the comment beside an entry says how it was
measured, so it can be measured again).

* ``GRADE_LIMITS``: the loss (win-chance points) from which a decision is an inaccuracy, a
  mistake and a blunder. Below the first it is good.
* ``LEVEL_ERROR``: the measured mean error rate (loss per decision, win-chance points) of Easy,
  Normal and Hard. The rating bands are cut between them (``rating``), so a player rated
  "Adept" plays about as carefully as Normal does.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

GOOD, INACCURACY, MISTAKE, BLUNDER = "good", "inaccuracy", "mistake", "blunder"
GRADES = (GOOD, INACCURACY, MISTAKE, BLUNDER)

# Each entry: `python -m game calibrate GAME ...` as its comment says (figures in docs/analysis.md).
GRADE_LIMITS: dict[str, tuple[float, float, float]] = {
    "66d6": (3.0, 9.0, 16.0),  # calibrate 66d6 --games 50 --seed 1 (33-34 a level; contested-1)
    "daemon-dice": (3.0, 6.0, 11.5),  # calibrate daemon-dice --games 75 --seed 1 (50 a level)
    "dice-demons": (9.5, 18.5, 32.5),  # calibrate dice-demons --games 50 --seed 1
    "death-by-dice": (8.5, 16.0, 26.5),  # calibrate death-by-dice --games 75 --seed 1
    "doodle-dice": (3.0, 8.0, 14.0),  # calibrate doodle-dice --games 50 --seed 1
}
DEFAULT_LIMITS = (2.0, 5.0, 12.0)

LEVEL_ERROR: dict[str, dict[str, float]] = {
    "66d6": {"easy": 0.32, "normal": 0.21, "hard": 0.09},  # as GRADE_LIMITS
    "daemon-dice": {"easy": 1.09, "normal": 0.77, "hard": 0.46},  # as GRADE_LIMITS
    "dice-demons": {"easy": 2.16, "normal": 1.23, "hard": 0.39},  # as GRADE_LIMITS
    "death-by-dice": {"easy": 4.16, "normal": 1.80, "hard": 0.38},  # as GRADE_LIMITS
    "doodle-dice": {"easy": 0.73, "normal": 0.23, "hard": 0.06},  # as GRADE_LIMITS
}
DEFAULT_LEVEL_ERROR = {"easy": 4.0, "normal": 2.0, "hard": 1.0}

@dataclass(frozen=True)
class JudgeDepth:
    """How far the judge looks past the quick look at a decision (``Judge.look``)."""

    candidates: int
    """The best other choices (by the quick look) looked at further, beside the played one."""
    plies: int
    """Decisions looked on after a choice, whoever makes them (0: the quick look only)."""
    width: int
    """Choices weighed at each of those decisions (the likeliest by the evaluation)."""
    futures: int
    """Throws averaged for a roll met inside the look (a die of few faces: all of them); 0:
    the look stops at a roll (its mean as the quick look judges it), so it follows only the
    choices made before the next dice, which it follows without sampling."""


JUDGE_DEPTH: dict[str, JudgeDepth] = {
    "66d6": JudgeDepth(candidates=1, plies=2, width=2, futures=8),
    "daemon-dice": JudgeDepth(candidates=3, plies=6, width=1, futures=0),
    "doodle-dice": JudgeDepth(candidates=1, plies=1, width=1, futures=0),
    "death-by-dice": JudgeDepth(candidates=0, plies=0, width=0, futures=0),
}
"""Per game, as far as a 300-action game stays within five seconds of analysis. Daemon Dice
follows the decider's plan to the next dice (an assignment of dice, step by step, as its
Hard plays its candidates out), each step its likeliest choice; Doodle Dice weighs one step
on (its positions cost more to judge). 66d6 has its own judge (``game.analysis.contested``):
a look as far as Hard's at every one of a game's thousand steps costs what Hard's own search
does, so only a decision whose played choice the quick look finds beaten is looked at further;
its entry here is that look: the played choice and the quick look's best, two decisions on,
each taking the better of its two likeliest choices, a reroll in between averaged over its
outcomes and looked past. Death by Dice has its own judge,
Hard's exact odds two plies deep (``game.analysis.exact``); its entry here judges a seat's
own view of its secret placement. Dice Demons has its own too (``game.analysis.walk``): its
Hard plans a whole walk of idle-looking steps that a step-by-step look misreads, so each step
is judged by the best end of the turn it still allows."""
DEFAULT_JUDGE_DEPTH = JudgeDepth(candidates=3, plies=1, width=4, futures=0)


def judge_depth(game_id: str) -> JudgeDepth:
    return JUDGE_DEPTH.get(game_id, DEFAULT_JUDGE_DEPTH)


BANDS = ("Master", "Expert", "Adept", "Apprentice", "Novice")
"""Best first. Expert, Adept and Apprentice are the bands of Hard, Normal and Easy."""

MASTER_SHARE = 0.6
"""A Master errs at most this share of Hard's rate; a Novice at least 1/share of Easy's."""


def grade(game_id: str, loss: float) -> str:
    """The grade of a decision that lost ``loss`` win-chance points against the best."""
    inaccuracy, mistake, blunder = GRADE_LIMITS.get(game_id, DEFAULT_LIMITS)
    if loss >= blunder:
        return BLUNDER
    if loss >= mistake:
        return MISTAKE
    if loss >= inaccuracy:
        return INACCURACY
    return GOOD


def band_edges(levels: dict[str, float]) -> tuple[float, float, float, float]:
    """Error rates at which the bands change, best first: cut between the levels' rates."""
    easy, normal, hard = levels["easy"], levels["normal"], levels["hard"]
    return (hard * MASTER_SHARE, math.sqrt(hard * normal), math.sqrt(normal * easy),
            easy / MASTER_SHARE)


def rating(game_id: str, error_rate: float) -> str:
    """The band of a mean error rate (win-chance points lost per decision)."""
    edges = band_edges(LEVEL_ERROR.get(game_id, DEFAULT_LEVEL_ERROR))
    for band, edge in zip(BANDS, edges, strict=False):
        if error_rate < edge:
            return band
    return BANDS[-1]


__all__ = ["BANDS", "BLUNDER", "GOOD", "GRADES", "GRADE_LIMITS", "INACCURACY", "LEVEL_ERROR",
           "MISTAKE", "band_edges", "grade", "rating"]
