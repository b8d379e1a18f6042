"""``tutorial GAME --auto``: play a game's lesson to its end, headless, with the scripted player
the test uses (synthetic mouse events on the real board); exit 0 at its end.

Prints the steps, the gestures made and the frames it took (each frame is 1/30 s of the game at
normal pace, so frames / 30 is how long the lesson keeps the screen busy by itself), and an
estimate of a newcomer's time straight through: the cards' words read at ``READING_WPM``, each
gesture taking ``SECONDS_PER_GESTURE`` (finding the spot, then clicking or dragging), plus that
waiting.
"""

from __future__ import annotations

from pathlib import Path

from game.cli.arguments import ToolParser, output_folder, refuse, refusing, window_size

READING_WPM = 160
"""Words a minute a newcomer reads instructions at, while looking at the board they describe."""
SECONDS_PER_GESTURE = 3.0


def words_of(tutorial) -> int:
    texts = [tutorial.closing] + [f"{step.title} {step.say}" for step in tutorial.steps]
    return sum(len(text.split()) for text in texts)


@refusing("python -m game tutorial")
def main(argv: list[str]) -> int:
    parser = ToolParser(prog="python -m game tutorial")
    parser.add_argument("game")
    parser.add_argument("--auto", action="store_true", required=True,
                        help="play it through with the scripted player")
    parser.add_argument("--size", default="1280x720", help="window size, e.g. 960x600")
    parser.add_argument("--instant", action="store_true",
                        help="instant animations (faster; the estimate then has no waiting)")
    parser.add_argument("--shots", type=Path, default=None,
                        help="a folder: the screen as each step's card first shows, as PNGs")
    args = parser.parse_args(argv)
    if args.shots is not None:
        output_folder("--shots", args.shots).mkdir(parents=True, exist_ok=True)
    from game.tutorial import tutorial_for, tutorial_games

    tutorial = tutorial_for(args.game)
    if tutorial is None:
        refuse(f"no lesson for {args.game!r}; lessons: {', '.join(tutorial_games())}")
    size = window_size(args.size)
    from game.app import App
    from scenes.tutorial import ScriptedPlayer, start_lesson

    app = App(size=size)
    app.ctx.settings.animation = "instant" if args.instant else "normal"
    app.drawing = False
    app.start()
    board = start_lesson(app.ctx, args.game)
    player = ScriptedPlayer(app, board)
    frames = 0
    shown = -1
    try:
        while not player.guide.finished and frames < 30_000:
            if args.shots is not None and player.guide.index != shown and player.waits_for_person():
                shown = player.guide.index
                for _ in range(45):  # as a person sees it: pieces landed, an outcome read
                    app.frame(1 / 30)
                _shoot(app, args.shots / f"{args.game}-{shown + 1:02d}.png")
            if not player.step():
                app.frame(1 / 30)
                frames += 1
        if args.shots is not None:
            _shoot(app, args.shots / f"{args.game}-end.png")
    finally:
        finished, index = player.guide.finished, player.guide.index
        app.shutdown()
    if not finished:
        print(f"tutorial {args.game}: stopped at step {index + 1} after {frames} frames")
        return 1
    words = words_of(tutorial)
    reading = words / READING_WPM * 60
    doing = player.gestures * SECONDS_PER_GESTURE
    waiting = frames / 30
    total = reading + doing + waiting
    print(f"tutorial {args.game}: {len(tutorial.steps)} steps done, "
          f"{player.gestures} gestures, {frames} frames waiting")
    print(f"estimate straight through: {words} words read {reading:.0f}s + gestures "
          f"{doing:.0f}s + waiting {waiting:.0f}s = {total / 60:.1f} min")
    return 0


def _shoot(app, path: Path) -> None:
    import pygame

    app.draw()
    pygame.image.save(app.screen, str(path))
