"""The foundation every game's board stands on: driving the match, pacing, the control bar,
outcome cards, game over and the hot-seat hand-off (see ``base.BoardScene``)."""
