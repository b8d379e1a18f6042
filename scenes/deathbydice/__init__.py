"""The Death by Dice screens: character art, board cards, the board and its set-up.

Modules: ``portraits`` (the drawn characters), ``board_card`` (one character board as a card),
``card_shapes`` (the full and the compact card), ``card_paint`` (a card's fixed artwork),
``layout`` (which card shape, where cards, tray and panel go), ``aiming`` (clicks into an
attack, with the engine's odds), ``placement`` (a secret placement in progress), ``panel`` (what
to do now and the choices), ``drawing``, ``match_card`` (between the games of a match),
``texts``, ``board`` (the scene) and ``setup`` (characters, seats, scenario and match length).

Importing this package registers the board and the set-up with ``scenes.registry``.
"""

from scenes.registry import register_scenes

register_scenes("death-by-dice", board="scenes.deathbydice.board:DeathByDiceBoard",
                setup="scenes.deathbydice.setup:DeathByDiceSetup")
