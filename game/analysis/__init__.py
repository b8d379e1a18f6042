"""Learning from a finished game: each decision graded, each roll's luck, a ledger per seat
that adds up, and a rating per game (``analyse``; the grading table in ``table``)."""

from game.analysis import contested, exact, walk  # noqa: F401  (66d6's, Death by Dice's and Dice Demons' own judges register themselves)
from game.analysis.analyse import Analysis, Decision, Ledger, RollLuck, SeatReport, analyse
from game.analysis.table import BANDS, GRADES, grade, rating

__all__ = ["BANDS", "GRADES", "Analysis", "Decision", "Ledger", "RollLuck", "SeatReport",
           "analyse", "grade", "rating"]
