"""A smoke test of examples/learn_kingdomino.py: a few iterations, on two forkserver workers, must beat the policy
before training (the full run is in examples/README.md)."""

import os
import re
import subprocess
import sys
import unittest

import libkingdoms

HERE = os.path.dirname(os.path.abspath(__file__))


class LearnTest(unittest.TestCase):
    def test_smoke(self):
        env = dict(os.environ)
        # The script (and its workers) import the copy of libkingdoms these tests import: the installed one, or the
        # one in this directory.
        where = os.path.dirname(os.path.dirname(os.path.abspath(libkingdoms.__file__)))
        env["PYTHONPATH"] = os.pathsep.join(p for p in (where, env.get("PYTHONPATH")) if p)
        out = subprocess.run([sys.executable, os.path.join(HERE, "examples", "learn_kingdomino.py"), "--iterations",
                              "4", "--games", "64", "--eval-games", "100", "--workers", "2"],
                             capture_output=True, text=True, timeout=300, env=env)
        self.assertEqual(out.returncode, 0, out.stdout + out.stderr)
        before = re.search(r"before training: (\d+) wins in (\d+) games", out.stdout)
        after = re.search(r"evaluation: (\d+) wins in (\d+) games", out.stdout)
        self.assertTrue(before and after, out.stdout)
        self.assertEqual((before[2], after[2]), ("100", "100"), out.stdout)
        # Deterministic (the seeds are fixed): 4 iterations take the policy from about 20% to about 80%.
        self.assertGreater(int(after[1]), int(before[1]) + 20, out.stdout)
        self.assertIn("CPU", out.stdout)


if __name__ == "__main__":
    unittest.main()
