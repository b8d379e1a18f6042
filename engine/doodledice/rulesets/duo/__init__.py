"""Duo dice: seats play in two teams, players 1, 3 (and 5) against 2, 4 (and 6); a team wins or
loses together, and core powers treat team-mates' monsters as friends.

Modules: ``rule`` (its one hook: the side a seat plays for). The set-up's check that duo dice
needs 4 or 6 players is in ``options``, with every option's check.
"""
