"""Strange dice: d3, d5 and d7, small dice and big dice.

Rulings (written on the rules page too):

- A small die takes half a place in the active pool, so gathering fills up to 5 places
  (``pool``, the basic game's pool counting, knows the sizes).
- **Big dice**: once a game *per player*, when one of their big dice is about to be rolled for a
  weapon, shield or nullifier, its owner may name the result instead. The engine offers the
  best result (the top face for a weapon or shield, a sure stop for a nullifier): nobody
  would name less.
- **d3**: once a game per player, a monster of theirs with a d3 part may be dragged away,
  either at the start of the combat phase or on that monster's own turn (free, no action).
  Until the next sketching phase it stays in play and may still act, but no attack or
  effect can target it: not enemies' attacks, Enervate or pink pulls, nor friends' healing
  or borrowed powers.
- Odd dice count one side lower for fractions (``tables.half``) and a core under 4 sides
  cannot struggle; both hold for every die already. Which dice a force may hold is checked
  by ``forces.die_problem``, with the dice of ``tables``.

Modules: ``actions`` (Declare, Banish), ``queries`` (what the rule allows now), ``handlers``
(how its actions change a game), ``rule`` (the hooks the basic game calls).
"""
