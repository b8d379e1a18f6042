"""Fuzzed files: real saves of every registered game, settings and the daemons file, mutated.

Each mutated file is put in a data folder next to good files, then read the way the app reads
it. Expected: refused with a message or loaded into a legal state; never an exception; every
other file byte-identical; the mutated file itself never deleted (kept, or kept aside).

``python tests/fuzz_files.py --per-kind N`` prints the outcome table for the report.
"""

from __future__ import annotations

import json
import random
import sys
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from engine import all_games  # noqa: E402
from game import paths, saves  # noqa: E402
from game.cli.headless import advance  # noqa: E402
from game.daemons import DaemonStore  # noqa: E402
from game.match import Match, Seat  # noqa: E402
from game.settings import MAX_WINDOW, MIN_WINDOW, Settings, load_settings_with_notice  # noqa: E402

JUNK: list[Any] = [None, 3, -1, 0, "x", "", [], {}, [[]], 1.5, True, False, 10**18, -10**18,
                   "\u200b", "\ud800", "a\x00b", "💀" * 30, [1] * 50]


# ------------------------------------------------------------------------------ base files
def base_save(game_id: str, seed: int = 7) -> dict[str, Any]:
    info = next(i for i in all_games() if i.game_id == game_id)
    seats = [Seat("human", name="Ann")] + [Seat("ai", "easy")] * (info.min_seats - 1)
    match = Match(info, info.default_options(), seats, seed=seed)
    advance(match, 30, seed)
    return match.to_save()


def base_settings() -> dict[str, Any]:
    return Settings(animation="fast", volume=0.4, muted=True, window_size=(1600, 900)).to_dict()


def base_daemons() -> dict[str, Any]:
    from engine.daemondice import Daemon
    from engine.daemondice.lineup import daemon_to_dict
    from game.daemons import STORE_FORMAT, STORE_VERSION

    hexmaw = Daemon.of("Hexmaw", "Leg Tail Eye Pincer Mouth", "Fire")
    patch = Daemon("Patch", (("Arm", "Frost"), ("Eye", "Rot"), ("Shell", "Fire"),
                             ("Wings", "Frost"), ("Spike", "Rot")))
    return {"format": STORE_FORMAT, "version": STORE_VERSION,
            "daemons": [daemon_to_dict(hexmaw), daemon_to_dict(patch)]}


# ------------------------------------------------------------------------------ mutations
def _nodes(data: Any, path: tuple = ()) -> list[tuple]:
    found = [path]
    if isinstance(data, dict):
        for key, value in data.items():
            found += _nodes(value, (*path, key))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            found += _nodes(value, (*path, index))
    return found


def _get(data: Any, path: tuple) -> Any:
    for step in path:
        data = data[step]
    return data


def _set(data: Any, path: tuple, value: Any) -> Any:
    if not path:
        return value
    _get(data, path[:-1])[path[-1]] = value
    return data


def _copy(data: Any) -> Any:
    return json.loads(json.dumps(data))


def m_truncate(data, rng, others):
    text = json.dumps(data, indent=1)
    return text[: rng.randrange(len(text))]


def m_wrong_type(data, rng, others):
    data = _copy(data)
    return json.dumps(_set(data, rng.choice(_nodes(data)), rng.choice(JUNK)))


def _int_paths(data) -> list[tuple]:
    return [p for p in _nodes(data) if isinstance(_get(data, p), int)
            and not isinstance(_get(data, p), bool)] or [()]


def m_huge_number(data, rng, others):
    data = _copy(data)
    path = rng.choice(_int_paths(data))
    marker = "__HUGE__"
    text = json.dumps(_set(data, path, marker))
    digits = rng.choice((7, 19, 20, 40, 5000, 100_000))
    return text.replace(f'"{marker}"', rng.choice(("", "-")) + "9" * digits)


def m_negative(data, rng, others):
    data = _copy(data)
    path = rng.choice(_int_paths(data))
    value = _get(data, path) if path else 1
    return json.dumps(_set(data, path, -abs(value if isinstance(value, int) else 1) - 1))


def m_float(data, rng, others):
    data = _copy(data)
    path = rng.choice(_int_paths(data))
    marker = "__F__"
    return json.dumps(_set(data, path, marker)).replace(
        f'"{marker}"', rng.choice(("1e999", "NaN", "-Infinity", "0.5", "1e-999", "3.0")))


def m_deep(data, rng, others):
    data = _copy(data)
    path = rng.choice(_nodes(data))
    depth = rng.choice((20, 40, 1000, 200_000))
    marker = "__DEEP__"
    text = json.dumps(_set(data, path, marker))
    return text.replace(f'"{marker}"', "[" * depth + "1" + "]" * depth)


def m_duplicate_key(data, rng, others):
    text = json.dumps(data)
    objects = [p for p in _nodes(data) if isinstance(_get(data, p), dict) and _get(data, p)]
    if not objects:
        return text + text
    obj = _get(data, rng.choice(objects))
    key = rng.choice(list(obj))
    return text.replace(f'"{key}": ', f'"{key}": {json.dumps(rng.choice(JUNK))}, "{key}": ', 1)


def m_wrong_game(data, rng, others):
    data = _copy(data)
    if isinstance(data, dict) and "game" in data:
        ids = [i.game_id for i in all_games()] + ["chess", "", "66D6"]
        data["game"] = rng.choice(ids)
        return json.dumps(data)
    return json.dumps(rng.choice(others))  # a save where settings/daemons should be


def m_other_kind(data, rng, others):
    return json.dumps(rng.choice(others))


def m_extra_field(data, rng, others):
    data = _copy(data)
    objects = [p for p in _nodes(data) if isinstance(_get(data, p), dict)]
    _get(data, rng.choice(objects))[rng.choice(("extra", "seats", "name", "kind", "x"))] = \
        rng.choice(JUNK)
    return json.dumps(data)


def m_missing_field(data, rng, others):
    data = _copy(data)
    objects = [p for p in _nodes(data) if isinstance(_get(data, p), dict) and _get(data, p)]
    obj = _get(data, rng.choice(objects))
    del obj[rng.choice(list(obj))]
    return json.dumps(data)


def m_seat_counts(data, rng, others):
    data = _copy(data)
    if isinstance(data, dict) and isinstance(data.get("seats"), list):
        choice = rng.random()
        if choice < 0.4:
            data["seats"] = data["seats"] * rng.choice((2, 3, 100))
        elif choice < 0.7:
            data["seats"] = data["seats"][:1]
        elif isinstance(data.get("options"), dict):
            data["options"]["seats"] = rng.choice((1, 2, 3, 4, 6, 99))
    elif isinstance(data, dict) and isinstance(data.get("daemons"), list):
        data["daemons"] = data["daemons"] * rng.choice((2, 150))
    return json.dumps(data)


def m_hostile_text(data, rng, others):
    data = _copy(data)
    strings = [p for p in _nodes(data) if isinstance(_get(data, p), str)] or [()]
    return json.dumps(_set(data, rng.choice(strings),
                           rng.choice(("\u202eevil", "a\u0000", "\ud800", "\ue000",
                                       "e" + "\u0301" * 30, "x" * 100_000))))


def m_bytes(data, rng, others):
    raw = bytearray(json.dumps(data).encode())
    for _ in range(rng.randint(1, 8)):
        raw[rng.randrange(len(raw))] = rng.randrange(256)
    return bytes(raw)


MUTATIONS: dict[str, Callable] = {
    "truncated": m_truncate, "wrong type": m_wrong_type, "huge number": m_huge_number,
    "negative number": m_negative, "float/NaN": m_float, "deep nesting": m_deep,
    "duplicate key": m_duplicate_key, "wrong game": m_wrong_game, "other file kind": m_other_kind,
    "extra field": m_extra_field, "missing field": m_missing_field,
    "seat counts disagree": m_seat_counts, "hostile text": m_hostile_text,
    "random bytes": m_bytes,
}


# ------------------------------------------------------------------------------ reading
def read_save(path: Path) -> str:
    try:
        match = saves.load_match(path)
    except saves.SaveError as error:
        assert str(error) and len(str(error)) < 2000
        return "refused"
    state = match.state  # loaded: a legal position that saves and loads the same way
    assert len(match.seats) == state.num_seats
    again = Match.from_save(json.loads(json.dumps(match.to_save())))
    assert again.state.key() == state.key()
    return "loaded"


def read_settings(path: Path) -> str:
    settings, notice = load_settings_with_notice()
    assert MIN_WINDOW[0] <= settings.window_size[0] <= MAX_WINDOW[0]
    assert MIN_WINDOW[1] <= settings.window_size[1] <= MAX_WINDOW[1]
    assert 0 <= settings.volume <= 1
    if not notice:
        return "loaded"
    return "kept aside, defaults" if "kept as" in notice else "loaded, bad values replaced"


def read_daemons(path: Path) -> str:
    store = DaemonStore.load()
    for daemon in store.daemons:
        assert daemon.name and daemon.name == daemon.name.strip()
    if not store.problem:
        return "loaded"
    return "kept aside" if not path.exists() else "loaded some, copy kept"


def fuzz(root: Path, per_kind: int, seed: int = 1) -> dict[str, Counter]:
    """Run ``per_kind`` mutations of each kind; the outcome counts per kind."""
    rng = random.Random(seed)
    bases: dict[str, tuple[dict, str, Callable[[Path], str]]] = {
        f"save:{info.game_id}": (base_save(info.game_id), "saves/target.json", read_save)
        for info in all_games()
    }
    bases["settings"] = (base_settings(), "settings.json", read_settings)
    bases["daemons"] = (base_daemons(), "daemons.json", read_daemons)
    others = [b[0] for b in bases.values()]
    results: dict[str, Counter] = {}
    for kind, (base, target_name, reader) in bases.items():
        counts: Counter = Counter()
        for trial in range(per_kind):
            home = root / f"{kind.replace(':', '-')}-{trial}"
            _furnish(home, bases, kind)
            target = home / target_name
            name = list(MUTATIONS)[trial % len(MUTATIONS)]
            mutated = MUTATIONS[name](base, rng, others)
            target.write_bytes(mutated if isinstance(mutated, bytes) else mutated.encode(
                "utf-8", "surrogatepass"))
            before = _snapshot(home, exclude=target)
            written = target.read_bytes()
            paths.forget_data_folder()
            try:
                outcome = reader(target)
            except Exception as error:  # counted and reported: the test asserts there are none
                outcome = f"EXCEPTION {type(error).__name__}: {str(error)[:200]} ({name})"
            after = _snapshot(home, exclude=target)
            lost = [n for n, data in before.items() if after.get(n) != data]
            kept = [p.read_bytes() for p in home.rglob("*") if p.is_file()]
            if written not in kept:  # the file itself: in place or kept aside, never gone
                lost.append(target.name)
            if lost:
                outcome = f"LOST {lost} ({name})"
            counts[outcome] += 1
        results[kind] = counts
    paths.forget_data_folder()
    return results


def _furnish(home: Path, bases: dict, kind: str) -> None:
    """A data folder with good files of every kind (the ones that must stay untouched)."""
    (home / "saves").mkdir(parents=True)
    for other, (data, target_name, _reader) in bases.items():
        name = target_name if other != kind else target_name
        if other.startswith("save:"):
            name = f"saves/{other.split(':')[1]}.json"
        (home / name).write_text(json.dumps(data))
    import os

    os.environ["DICE_PANDEMONIUM_HOME"] = str(home)


def _snapshot(home: Path, exclude: Path) -> dict[str, bytes]:
    return {str(p.relative_to(home)): p.read_bytes() for p in home.rglob("*")
            if p.is_file() and p != exclude and ".damaged-" not in p.name}


if __name__ == "__main__":
    import argparse
    import tempfile
    import time

    parser = argparse.ArgumentParser()
    parser.add_argument("--per-kind", type=int, default=280)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    started = time.perf_counter()
    table = fuzz(Path(tempfile.mkdtemp(prefix="dp-fuzz-")), args.per_kind, args.seed)
    for kind, counts in table.items():
        parts = ", ".join(f"{outcome}={n}" for outcome, n in counts.most_common())
        print(f"fuzz {kind:<18} tried={sum(counts.values())} {parts}")
    print(f"fuzz seconds={time.perf_counter() - started:.1f}")
