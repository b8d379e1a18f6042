"""The alternate rule sets of Doodle Dice Monsters, one subpackage each.

``base.RuleSet`` is the one interface the basic game calls them through, at named moments of
a round; ``registry.switched_on`` lists the rule sets a game plays with. Opening a rule set's
subpackage shows all of that rule and nothing else: its actions (``actions``), what it allows
now (``queries``), how its actions change a game (``handlers``) and its hooks (``rule``).

This package module imports nothing, so a rule set's leaf modules (its actions) can be named
by the basic game's action list without loading the rule sets themselves.
"""
