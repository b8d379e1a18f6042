"""Stratagems & fortresses: d100 places, one of each per player, whose colour gives your
monsters a power (take the castle hands every player a free one before round 1).

Modules: ``places`` (the powers by colour and role, their artistic prerequisites, the
castle's free d100), ``stratagems`` and ``fortresses`` (what each power allows now and the
marks they leave), ``stratagem_actions``/``fortress_actions`` (their actions),
``stratagem_handlers``/``fortress_handlers`` (how those actions change a game),
``fortress_flow`` (the fortress moments of a round and of an attack), ``stratagem_marks``/
``fortress_marks`` (the records of what they remember), ``stratagem_texts`` (log lines),
``fortress_values`` (what the fortresses are worth to the AI).
"""
