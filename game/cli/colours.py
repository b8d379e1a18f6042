"""``colours [--vision V]``: how far apart the rule colours look under each colour vision.

For each group of colours that carries a rule (``scenes.palettes``) and each simulated vision,
the closest pair and its CIEDE2000 difference: first with the usual colours ("before"), then with
the palette the colour-blind setting switches to for that vision ("after"). Exit 0 when every
pair of the chosen palettes stays at least ``PALETTE_FLOOR`` apart, else 1.
"""

from __future__ import annotations

from game.cli.arguments import ToolParser, refusing
from game.colour_vision import VISIONS, closest_pair

PALETTE_FLOOR = 12.0
"""Smallest CIEDE2000 difference between two rule colours of a group the colour-blind palettes
keep under their own simulated vision (clearly apart at a glance; 2 is barely noticeable)."""


def worst_gaps(vision: str) -> dict[str, dict[str, tuple[float, str, str]]]:
    """Per group, the closest pair seen by ``vision``: with the usual colours and with the
    palette chosen for ``vision``."""
    import scenes.palettes as palettes

    chosen = palettes.palette(vision)
    return {group: {"before": closest_pair(usual, vision),
                    "after": closest_pair(chosen[group], vision)}
            for group, usual in palettes.NORMAL.items()}


@refusing("python -m game colours")
def main(argv: list[str]) -> int:
    parser = ToolParser(prog="python -m game colours")
    parser.add_argument("--vision", choices=VISIONS, default=None)
    args = parser.parse_args(argv)
    visions = [args.vision] if args.vision else list(VISIONS)
    failing = 0
    print(f"{'group':<26} {'vision':<13} {'before':<24} after (its palette)")
    for vision in visions:
        for group, pair in worst_gaps(vision).items():
            (b, b1, b2), (a, a1, a2) = pair["before"], pair["after"]
            low = vision != "normal" and a < PALETTE_FLOOR
            failing += low
            print(f"{group:<26} {vision:<13} {b:5.1f} {b1 + '/' + b2:<18} {a:5.1f} {a1}/{a2}"
                  + ("  BELOW FLOOR" if low else ""))
    print(f"{failing} groups below the floor of {PALETTE_FLOOR} dE2000")
    return 1 if failing else 0
