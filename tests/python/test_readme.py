# The Python examples of python/README.md, and of the project's README.md when it has any, run as
# written.
import os
import pathlib
import re

import pytest

SOURCE = pathlib.Path(os.environ["BABYLON_SOURCE"])


def python_blocks(path):
    return re.findall(r"```python\n(.*?)```", path.read_text(encoding="utf-8"), re.S)


def test_python_readme_has_an_example():
    assert python_blocks(SOURCE / "python" / "README.md")


@pytest.mark.parametrize("readme", ["python/README.md", "README.md"])
def test_every_python_block_runs(readme, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)  # any file an example writes goes here
    for block in python_blocks(SOURCE / readme):
        exec(compile(block, readme, "exec"), {})
