# The Python examples of python/README.md run as written.
import os
import pathlib
import re


def test_every_python_block_of_the_readme_runs(tmp_path, monkeypatch):
    text = (pathlib.Path(os.environ["BABYLON_SOURCE"]) / "python" / "README.md").read_text()
    blocks = re.findall(r"```python\n(.*?)```", text, re.S)
    assert blocks, "python/README.md has no python block"
    monkeypatch.chdir(tmp_path)  # any file an example writes goes here
    for block in blocks:
        exec(compile(block, "python/README.md", "exec"), {})
