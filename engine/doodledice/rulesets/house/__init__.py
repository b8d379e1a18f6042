"""Our balance house rules (option ``house_rules``, off unless chosen): not the rulebook's.

``numbers`` is their table: every number they change, written over the basic table
(``tables``). What each changes and why is on the rules page ("Our balance house rules"); the
test games that chose the numbers are in ``docs/balance.md``.
"""
