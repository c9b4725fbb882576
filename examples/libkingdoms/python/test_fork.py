"""Tests of fork safety: a process forked after the library was loaded gets KingdomsError (kind "forked") at its first
call, within a second, instead of hanging; and the forkserver example (examples/collect.py) collects games on several
processes. python3 -m unittest test_fork (the library as for test_libkingdoms)."""

import gc
import importlib.util
import json
import multiprocessing
import os
import select
import signal
import subprocess
import sys
import time
import unittest
import warnings

import libkingdoms
from libkingdoms import Env, KingdomsError

LIB = libkingdoms.load()
HERE = os.path.dirname(os.path.abspath(__file__))
COLLECT = os.path.join(HERE, "examples", "collect.py")


def package_env():
    """The environment of a child Python that imports the same copy of the package as this process."""
    env = dict(os.environ)
    root = os.path.dirname(os.path.dirname(os.path.abspath(libkingdoms.__file__)))
    env["PYTHONPATH"] = root + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    return env


def outcome(f):
    """What calling f gives, as text: "forked: <message>", "ok: <value>" or "<exception type>: <message>"."""
    try:
        return "ok: %r" % (f(),)
    except KingdomsError as e:
        return "%s: %s" % (e.kind, e)
    except Exception as e:
        return "%s: %s" % (type(e).__name__, e)


def in_forked_child(f, timeout=1.0):
    """Forks; the child runs f() and sends back the JSON of what it returns. Returns (that value, seconds taken). A
    child that has not answered within timeout seconds is killed, and the test fails."""
    r, w = os.pipe()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)  # Python 3.12+ warns of fork() in a threaded process
        start = time.monotonic()
        pid = os.fork()
    if pid == 0:  # the child: never returns to the test runner
        code = 0
        try:
            os.close(r)
            data = json.dumps(f()).encode()
            os.write(w, data)
        except BaseException:
            code = 1
        finally:
            os._exit(code)
    os.close(w)
    try:
        ready, _, _ = select.select([r], [], [], timeout)
        if not ready:
            os.kill(pid, signal.SIGKILL)
            raise AssertionError("the forked child did not answer within %.1f s: it hangs" % timeout)
        chunks = []
        while True:
            b = os.read(r, 1 << 16)
            if not b:
                break
            chunks.append(b)
        elapsed = time.monotonic() - start
    finally:
        os.close(r)
        _, status = os.waitpid(pid, 0)
    if not chunks:
        raise AssertionError("the forked child failed (status %d)" % status)
    return json.loads(b"".join(chunks)), elapsed


def step_first(env):
    """Takes the first legal action in env."""
    env.step(int(env.legal_actions()[0]))


def new_game():
    """A new game, in a process."""
    with Env("kingdomino", {"players": 2}, seed=1) as env:
        return len(env.legal_actions())


class ForkTest(unittest.TestCase):
    def test_os_fork(self):
        """Every way into the library in a child forked after it was loaded raises the same error, at once."""
        env = Env("kingdomino", {"players": 2}, seed=3)
        batch = libkingdoms.BatchEnv("kingdomino", 2, {"players": 2}, seed=3)
        env.observation()

        def child():
            results = {
                "step": outcome(lambda: step_first(env)),  # the first call
                "observation": outcome(env.observation),
                "mask": outcome(lambda: env.legal_action_mask(out=env._mask)),
                "to_json": outcome(env.to_json),
                "batch.step": outcome(lambda: batch.step(batch.masks.argmax(axis=1).astype("int32"))),
                "new Env": outcome(new_game),
                "load": outcome(libkingdoms.load),
                "Library": outcome(lambda: libkingdoms.Library(LIB.path)),
                "LIB.handles": outcome(LIB.handles),
                "LIB.dll": outcome(lambda: LIB.dll.kd_handles),
                "close": outcome(env.close),
            }
            del results["close"]  # close may raise; what matters is that it returns and that exit does not hang
            batch.__del__()
            gc.collect()
            return results

        results, elapsed = in_forked_child(child)
        self.assertLess(elapsed, 1.0)
        for what, text in results.items():
            with self.subTest(call=what):
                self.assertTrue(text.startswith("forked: libkingdoms cannot run in a forked child"), text)
                self.assertIn("'forkserver'", text)
                self.assertIn("'spawn'", text)
                self.assertIn("process %d" % os.getpid(), text)
        # The parent goes on.
        step_first(env)
        batch.step(batch.masks.argmax(axis=1).astype("int32"))
        env.close()
        batch.close()

    def test_multiprocessing_fork(self):
        """A worker started with multiprocessing's "fork" method gets the error as a KingdomsError in the parent,
        through a Pool (the error survives pickling), within a second; a Process can report it as it likes."""
        LIB.handles()  # loaded here
        ctx = multiprocessing.get_context("fork")
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            pool = ctx.Pool(1)
        try:
            start = time.monotonic()
            with self.assertRaises(KingdomsError) as cm:
                pool.apply_async(new_game).get(timeout=10)
            elapsed = time.monotonic() - start
        finally:
            pool.terminate()
            pool.join()
        self.assertEqual(cm.exception.kind, "forked")
        self.assertEqual(cm.exception.code, libkingdoms.FORKED)
        self.assertIn("multiprocessing", str(cm.exception))
        self.assertLess(elapsed, 1.0)

    def test_fork_before_loading(self):
        """A process that never loaded the library may fork: the child loads its own and runs."""
        code = ("import os, libkingdoms\n"
                "pid = os.fork()\n"
                "if pid == 0:\n"
                "    env = libkingdoms.Env('kingdomino', {'players': 2}, seed=1)\n"
                "    env.step(int(env.legal_actions()[0]))\n"
                "    os._exit(0 if env.prefix() == [] else 3)\n"
                "_, status = os.waitpid(pid, 0)\n"
                "env = libkingdoms.Env('kingdomino', {'players': 2}, seed=1)\n"
                "print('child status', os.waitstatus_to_exitcode(status))\n")
        out = subprocess.run([sys.executable, "-c", code], env=package_env(), capture_output=True, text=True,
                             timeout=60)
        self.assertEqual(out.returncode, 0, out.stderr)
        self.assertIn("child status 0", out.stdout)

    def test_error_pickles(self):
        import pickle
        e = pickle.loads(pickle.dumps(KingdomsError(5, "kd_step: action 3: illegal move")))
        self.assertEqual((e.code, e.kind, str(e)), (5, "illegal", "kd_step: action 3: illegal move"))


def load_collect():
    spec = importlib.util.spec_from_file_location("collect_example", COLLECT)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


class CollectTest(unittest.TestCase):
    def test_forkserver_example(self):
        """examples/collect.py collects games on 3 processes with forkserver, the same games as played here."""
        out = subprocess.run([sys.executable, COLLECT, "--games", "7", "--processes", "3", "--seed", "40", "--json"],
                             env=package_env(), capture_output=True, text=True, timeout=300)
        self.assertEqual(out.returncode, 0, out.stderr)
        records = [json.loads(line) for line in out.stdout.splitlines()]
        self.assertEqual([r["seed"] for r in records], list(range(40, 47)))
        self.assertEqual(len({r["pid"] for r in records}), 3, "the games were not played on 3 processes")
        collect = load_collect()
        for r in records:
            alone = collect.play("kingdomino", {"players": 2}, r["seed"])
            self.assertGreater(len(r["moves"]), 20)
            for k in ("moves", "scores", "winners"):
                self.assertEqual(r[k], alone[k], "seed %d: %s" % (r["seed"], k))
        # The summary.
        out = subprocess.run([sys.executable, COLLECT, "--game", "arkadia", "--games", "2", "--processes", "2"],
                             env=package_env(), capture_output=True, text=True, timeout=300)
        self.assertEqual(out.returncode, 0, out.stderr)
        self.assertIn("2 games of arkadia on 2 processes (forkserver)", out.stdout)

    def test_collect_with_fork_fails_clearly(self):
        """The same collection with the "fork" method, from a process that loaded the library, fails with the
        library's advice instead of hanging."""
        LIB.handles()
        collect = load_collect()
        start = time.monotonic()
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            with self.assertRaises(RuntimeError) as cm:
                collect.collect("kingdomino", {"players": 2}, [1, 2], 2, method="fork", timeout=10)
        self.assertIn("KingdomsError: libkingdoms cannot run in a forked child", str(cm.exception))
        self.assertLess(time.monotonic() - start, 5)


if __name__ == "__main__":
    unittest.main()
