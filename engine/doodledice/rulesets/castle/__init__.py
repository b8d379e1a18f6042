"""Take the castle: before round 1 every player is given a free d100 outside the budget and
draws it as a stratagem (players 1, 3, 5) or a fortress (players 2, 4, 6).

Modules: ``rule`` (its phase: who draws now and what they may draw). The free die itself and
which place it makes are stratagems & fortresses' facts (``rulesets.structures.places``:
``castle_die``, ``castle_role``), which this rule is played with.
"""
