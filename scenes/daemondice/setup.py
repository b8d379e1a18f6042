"""The Daemon Dice set-up: the generic seats-and-options screen, with one seat row per daemon.

The engine's "Daemons" option says how many daemons fight; this keeps the list of who plays
each daemon as long as that number (new rows start as a normal AI), so a match always has one
seat per daemon. The daemon builder comes later; ready-made daemons are the engine default.
"""

from __future__ import annotations

from scenes.setup import SetupScene

SEATS_KEY = "seats"


class DaemonDiceSetup(SetupScene):
    def __init__(self, ctx, info) -> None:
        super().__init__(ctx, info)
        self._fit_seats(self.option_values.get(SEATS_KEY, len(self.seat_values)))

    def _fit_seats(self, count: int) -> None:
        values = self.seat_values[:count]
        values += ["normal"] * (count - len(values))
        self.seat_values = values

    def _set_option(self, key: str, value: int) -> None:
        super()._set_option(key, value)
        if key == SEATS_KEY:
            self._fit_seats(value)
            self.layout()
