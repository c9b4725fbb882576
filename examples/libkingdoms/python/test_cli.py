"""Tests of python -m libkingdoms (the version, the library's build, the self-check) and of build_info().
python3 -m unittest test_cli."""

import contextlib
import io
import os
import re
import subprocess
import sys
import unittest

import libkingdoms
import libkingdoms.__main__ as cli


def package_env():
    """The environment of a child Python that imports the same copy of the package as this process."""
    env = dict(os.environ)
    root = os.path.dirname(os.path.dirname(os.path.abspath(libkingdoms.__file__)))
    env["PYTHONPATH"] = root + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    return env


class CLITest(unittest.TestCase):
    def test_build_info(self):
        info = libkingdoms.build_info()
        self.assertRegex(info["go"], r"^go1\.\d+")
        self.assertRegex(info["platform"], r"^\w+/\w+$")
        self.assertIn("github.com/boardrules/kingdoms/examples", info["module"])
        self.assertIsInstance(info["modified"], bool)
        self.assertRegex(info["commit"], r"^([0-9a-f]{40})?$")
        self.assertRegex(libkingdoms.__version__, r"^\d+\.\d+\.\d+")

    def test_python_m(self):
        out = subprocess.run([sys.executable, "-m", "libkingdoms"], env=package_env(), capture_output=True, text=True,
                             timeout=120)
        self.assertEqual(out.returncode, 0, out.stdout + out.stderr)
        lines = out.stdout.splitlines()
        self.assertEqual(lines[0], "libkingdoms %s (Python package at %s)"
                         % (libkingdoms.__version__, os.path.dirname(libkingdoms.__file__)))
        self.assertRegex(lines[1], r"^library .*libkingdoms\.so: built with go1\.\d+\S* for \w+/\w+, commit ")
        for game in libkingdoms.GAMES:
            self.assertTrue(any(re.match(r"%s: OK: \d players, \d+ actions, scores [\d-]+, winners player \d" % game, l)
                                for l in lines), out.stdout)
        self.assertEqual(lines[-1], "self-check: OK")
        out = subprocess.run([sys.executable, "-m", "libkingdoms", "--no-check"], env=package_env(),
                             capture_output=True, text=True, timeout=60)
        self.assertEqual(out.returncode, 0, out.stderr)
        self.assertEqual(len(out.stdout.splitlines()), 2, out.stdout)

    def test_failure_is_an_exit_status(self):
        """A failed check says FAIL with the reason and makes the status 1."""
        real = cli.check_game

        def broken(game, seed):
            if game == "arkadia":
                raise AssertionError("rewards [0. 0.]")
            return real(game, seed)

        cli.check_game = broken
        try:
            buf = io.StringIO()
            with contextlib.redirect_stdout(buf):
                status = cli.main(["--seed", "3"])
        finally:
            cli.check_game = real
        self.assertEqual(status, 1)
        self.assertIn("arkadia: FAIL: rewards [0. 0.]", buf.getvalue())
        self.assertIn("kingdomino: OK", buf.getvalue())
        self.assertTrue(buf.getvalue().endswith("self-check: FAIL (1 of 3 games)\n"), buf.getvalue())


if __name__ == "__main__":
    unittest.main()
