"""``monkey --events N --seed S [--scene NAME]``: random input on every screen, then a table.

The N events are shared evenly between the scenes (all of them go to one ``--scene``). Prints
one line per scene: events sent, exceptions caught (each would have been a crash screen) and
memory: the highest resident memory while the scene was driven (its own high-water mark on
Linux, else sampled after every event and frame; pygame surfaces live outside Python's heap,
so this is the honest figure),
the resident memory after the scene (whether its peak
was given back), and with ``--trace`` also the peak of Python allocations during the scene
(tracemalloc, several times slower), and with ``--caches`` what each picture cache holds
against its budget. Resizes go up to 3840x2160 (a 4K screen): every scene
is driven at that size from its start and again half way (``largest=`` shows it). Runs in a fresh
temporary data folder so it never touches the player's saves. Exit code 1 when any exception
was caught (the first traceback is printed).
"""

from __future__ import annotations

import os
import random
import sys
import time
import tracemalloc

from game.app import App
from game.cli.arguments import ToolParser, between, refuse, refusing
from game.memory import resident_mb
from game.monkey import drive, scene_openers
from scenes.surface_cache import MB, live_caches

MAX_EVENTS = 10_000_000


@refusing("python -m game monkey")
def main(argv: list[str]) -> int:
    parser = ToolParser(prog="python -m game monkey")
    parser.add_argument("--events", type=int, default=2000,
                        help="events in all, shared between the scenes")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--scene", action="append", default=[],
                        help="only this scene (repeatable; e.g. menu, board:66d6, load)")
    parser.add_argument("--trace", action="store_true",
                        help="also trace Python allocations per scene (slower)")
    parser.add_argument("--caches", action="store_true",
                        help="after each scene, the picture caches holding 1 MB or more")
    args = parser.parse_args(argv)
    between("--events", args.events, 1, MAX_EVENTS)

    # SDL turns a kill (SIGTERM) into a quit event, which random input must ignore (the menu's
    # Quit): without its handlers, a kill stops the run.
    os.environ.setdefault("SDL_NO_SIGNAL_HANDLERS", "1")
    app = App(size=(1280, 720))
    app.ctx.settings.animation = "fast"
    app.start()
    openers = scene_openers(app, args.seed)
    names = args.scene or list(openers)
    unknown = [n for n in names if n not in openers]
    if unknown:
        app.shutdown()
        refuse(f"no scene called {', '.join(unknown)}; there are: {', '.join(openers)}")
    trace = args.trace
    share = max(1, args.events // len(names))
    if trace:
        tracemalloc.start()
    total_errors: list[str] = []
    events = 0
    started = time.perf_counter()
    try:
        for name in names:
            rng = random.Random(f"{args.seed}:{name}")
            if trace:
                tracemalloc.reset_peak()
            scene_started = time.perf_counter()
            report = drive(app, name, openers[name], share, rng,
                           (lambda: tracemalloc.get_traced_memory()[1]) if trace else None,
                           at_largest=True)
            traced = f" python_peak={report.peak_bytes / 1e6:.1f}MB" if trace else ""
            print(f"monkey {name:<28} events={report.events} exceptions={report.exceptions} "
                  f"largest={report.largest[0]}x{report.largest[1]} "
                  f"scene_peak_rss={report.peak_rss_mb:.0f}MB "
                  f"rss_after={resident_mb():.0f}MB{traced} "
                  f"seconds={time.perf_counter() - scene_started:.1f}", flush=True)
            if args.caches:
                held = [f"{c.name}={c.bytes / MB:.0f}/{c.budget / MB:.0f}MB"
                        for c in live_caches() if c.bytes >= MB]
                print(f"monkey   caches {' '.join(held) or 'none over 1 MB'}", flush=True)
            total_errors += report.errors
            events += report.events
    finally:
        app.shutdown()
    print(f"monkey total scenes={len(names)} events={events} exceptions={len(total_errors)} "
          f"seconds={time.perf_counter() - started:.1f}")
    if total_errors:
        print(f"monkey: first exception:\n{total_errors[0]}", file=sys.stderr)
        return 1
    return 0
