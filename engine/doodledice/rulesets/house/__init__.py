"""Our balance house rules (option ``house_rules``, off unless chosen): not the rulebook's.

``rule`` is the whole rule set: ``HouseRules`` overrides the answers of the rulebook's
(``rulesets.amendments``) that our house rules change (a chance die, a price, a use), and the
avatars' and the stratagems & fortresses' rules ask ``amendments_of`` instead of branching on
the option. ``numbers`` is their table: every number they change, written over the basic table
(``tables``). What each changes and why is on the rules page ("Our balance house rules"); the
test games that chose the numbers are in ``docs/balance.md``.
"""
