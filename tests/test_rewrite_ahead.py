"""The test modules' assertions rewritten ahead are the ones pytest then finds kept."""

from __future__ import annotations

from pathlib import Path

from _pytest.assertion import rewrite

from tests.rewrite_ahead import rewrite_ahead


def test_modules_rewritten_ahead_are_found_kept_and_not_rewritten_again(tmp_path, request):
    for number in range(9):
        (tmp_path / f"test_made_{number}.py").write_text(
            f"def test_{number}():\n    value = {number}\n    assert value == {number}\n")
    (tmp_path / "conftest.py").write_text("")
    assert rewrite_ahead(request.config, tmp_path, []) == 10
    for fn in sorted(tmp_path.glob("*.py")):
        pyc = rewrite.get_cache_dir(fn) / (fn.name[:-3] + rewrite.PYC_TAIL)
        code = rewrite._read_pyc(fn, pyc)
        assert code is not None, fn.name
        # pytest's own rewriting of the module gives the very same code
        assert code == rewrite._rewrite_test(Path(fn), request.config)[1]
    assert rewrite_ahead(request.config, tmp_path, []) == 0  # all kept: nothing to do
