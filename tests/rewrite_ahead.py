"""The test modules' assertions rewritten once, on every core, before the test processes start.

Why: pytest rewrites each test module's ``assert`` statements (so a failure shows its values)
as it imports the module, and keeps the result as a compiled file for later runs. In a fresh
clone nothing is kept yet, and each of the ``-n`` test processes rewrites every module
itself as it collects them, at the same moment: about ten seconds of a core each before the
first test, the same work done once per process. Here the run's first process rewrites the
modules not yet kept, spread over a process per core, and keeps them where pytest looks for
them; the test processes then find them all. When every module is kept already (any run but
the first of a checkout) this costs a look at each file.

It uses pytest's own rewriting functions, which are not a public interface: if any of them is
missing or behaves otherwise, nothing is done here and the test processes rewrite as usual.
"""

from __future__ import annotations

import multiprocessing
import os
from pathlib import Path
from typing import Any

REWRITE_SECONDS = 120
"""Time the rewriting ahead may take at most (a few seconds in a fresh clone)."""
_config: Any = None
"""The run's configuration, for the forked rewriting processes (they inherit it)."""


def rewrite_ahead(config: Any, folder: Path, plugins: list[str]) -> int:
    """Rewrite and keep the test modules of ``folder`` (and the plugin modules ``plugins``,
    dotted names under its parent) whose rewritten form is not kept yet; returns how many
    were rewritten here."""
    global _config
    try:
        from _pytest.assertion import rewrite

        if config.stash.get(rewrite.assertstate_key, None) is None:
            return 0  # assertions are not rewritten in this run (``--assert=plain``)
        files = sorted(folder.glob("test_*.py")) + [folder / "conftest.py"]
        files += [folder.parent / (name.replace(".", os.sep) + ".py") for name in plugins]
        missing = [str(fn) for fn in files if fn.is_file() and _kept(rewrite, fn) is None]
    except Exception:  # pytest's internals changed: leave the rewriting to the test processes
        return 0
    if len(missing) < 8 or "fork" not in multiprocessing.get_all_start_methods():
        return 0  # a few: not worth the processes (each test process rewrites them)
    _config = config
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    try:
        with multiprocessing.get_context("fork").Pool(max(1, cores or 1)) as pool:
            # (bounded: were a forked process ever stuck, the run goes on without it)
            return sum(pool.map_async(_rewrite_one, missing, chunksize=1).get(REWRITE_SECONDS))
    except Exception:
        return 0
    finally:
        _config = None


def _kept(rewrite: Any, fn: Path) -> Any:
    """The kept rewritten code of ``fn``, or None when there is none for its source as it is."""
    pyc = rewrite.get_cache_dir(fn) / (fn.name[:-3] + rewrite.PYC_TAIL)
    return rewrite._read_pyc(fn, pyc, lambda *args: None)


def _rewrite_one(name: str) -> int:
    """Rewrite one module and keep it where pytest looks for it (in a forked process)."""
    from _pytest.assertion import rewrite

    fn = Path(name)
    try:
        state = _config.stash[rewrite.assertstate_key]
        cache_dir = rewrite.get_cache_dir(fn)
        if not rewrite.try_makedirs(cache_dir):
            return 0
        source_hash, code = rewrite._rewrite_test(fn, _config)
        rewrite._write_pyc(state, code, source_hash, cache_dir / (fn.name[:-3] + rewrite.PYC_TAIL))
    except Exception:  # the test process will rewrite it itself
        return 0
    return 1
