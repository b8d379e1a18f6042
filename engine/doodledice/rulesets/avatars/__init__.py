"""Avatars: each player steps onto the page as a gadgeteer, beast, warrior or mage, with three
abilities used three, two and one time a game.

Modules: ``kinds`` (the four types, their abilities and the avatar record), ``abilities``
(the queries the basic game asks), ``legal`` (the ability choices open now), ``handlers``
(how the ability actions change a game), ``describe`` (their log lines), ``values`` (what
unspent uses are worth to the AI).
"""
