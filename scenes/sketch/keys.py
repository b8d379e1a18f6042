"""Where the keyboard's focus may stop on the sketch pad, and what Enter does there.

A monster is made by keys without drawing freehand: "Doodle for me" draws it, the name field
takes typed letters (Enter or Tab ends the name), a part type and a die are picked from their
chips, and "Place the part" hangs the label on the drawing at a free spot the pad chooses
(``SketchPad.place_by_key``); Done hands the monster back. The list starts with those steps
and goes on with the rest of the pad (the labels on the drawing, to select one for removal,
traits, Undo, the book, Cancel). Pens and tools are left out: they serve freehand drawing.
Enter runs what a click on the same control runs.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from scenes.focus import Target
from scenes.focus_choices import choice, widget_choices
from scenes.sketch.labels import label_text

if TYPE_CHECKING:
    from scenes.sketch.pad import SketchPad


def key_targets(pad: SketchPad) -> list[Target]:
    if pad.picker is not None:
        picker = pad.picker
        out = [choice(f"Take {monster.name}", pygame.Rect(cell),
                         partial(pad.load_from_book, monster), ("book", monster.name))
               for monster, cell in zip(picker.shown(), picker.cells, strict=False)]
        return out + widget_choices(picker.buttons, "book")
    first = [pad.doodle_button, *pad.role_chips.values()]
    out = widget_choices(first, "pad")
    name = pad.name_field
    out.append(choice(f"Name: {name.text}" if name.text else "Type a name",
                         pygame.Rect(name.rect), lambda: name.focus(True), ("pad", "name")))
    out += widget_choices(pad.type_chips.values(), "type")
    out += widget_choices(pad.die_chips.values(), "die")
    if pad.pending_type and pad.pending_die is not None and not pad.pending_anchor:
        sides = next((d.sides for d in pad.dice if d.die_id == pad.pending_die), 0)
        out.append(choice(f"Place the {label_text(pad.pending_type, sides)} on the drawing",
                             pygame.Rect(pad.canvas), pad.place_by_key, ("pad", "place")))
    out += widget_choices([pad.done_button], "pad")
    for index, (box, part) in enumerate(zip(pad.label_rects(), pad.edit.parts, strict=False)):
        if not part.locked:
            out.append(choice(f"Select the {label_text(part.type, part.sides)} label",
                                 pygame.Rect(box), partial(pad.select_part, index),
                                 ("label", index)))
    # Pens, widths and tools serve freehand drawing only, which has no key path.
    rest = [pad.remove_button, *pad.trait_chips.values(), pad.undo_button, pad.redo_button,
            pad.clear_button, pad.save_button, pad.book_button, pad.cancel_button]
    return out + widget_choices(rest, "pad")


__all__ = ["key_targets"]
