"""Pause, undo and resign: the same for every board scene, so they live here once.

A board using this mixin has ``ctx``, ``manager``, ``match``, ``apply(action)`` and
``after_history_change()``, and says whose turn it is (``turn_seat``) and which seats are
still in the game (``still_playing``).
"""

from __future__ import annotations

from engine.core import Resign


class BoardControls:
    def turn_seat(self) -> int:
        """The seat whose turn it is (not whoever answers a question mid-turn)."""
        raise NotImplementedError

    def still_playing(self, seat: int) -> bool:
        return True

    def open_pause(self) -> None:
        from scenes.sixtysix.endings import pause_menu

        self.manager.push(pause_menu(self.ctx, self))

    def undo(self) -> None:
        if self.match.undo():
            self.after_history_change()
            self.ctx.toast("Move taken back.", 1.5)
        else:
            self.ctx.toast("Nothing to undo: dice already rolled since your last decision.", 3)

    def resign(self) -> None:
        """The human at the screen gives up: the one choosing now, else the first human left."""
        seat = self.match.seat_of_turn()
        humans = [s for s in self.match.human_seats() if self.still_playing(s)]
        if seat is None or seat not in humans:
            seat = humans[0] if humans else self.turn_seat()
        self.apply(Resign(seat))
