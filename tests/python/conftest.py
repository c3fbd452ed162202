# Shared fixtures of the module's tests: the babylon command beside the module, to compare with.
import json
import os
import subprocess

import pytest


@pytest.fixture(scope="session")
def cli():
    exe = os.environ["BABYLON_EXE"]

    def run(*args, status=0):
        r = subprocess.run([exe, *args], capture_output=True, text=True)
        assert r.returncode == status, f"babylon {' '.join(args)}: exit {r.returncode}: {r.stderr}"
        return r

    run.json = lambda *args: json.loads(run(*args, "--json").stdout)
    run.error = lambda *args: run(*args, status=2).stderr.strip().removeprefix("babylon: error: ")
    return run
