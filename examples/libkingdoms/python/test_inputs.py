"""Tests that every bad input is a KingdomsError with a message that names the problem, and changes nothing: wrong
counts, dtypes, shapes, floats, strings, None, bools, values out of range, closed and stale handles. python3 -m
unittest test_inputs."""

import ctypes
import unittest

import numpy as np

import libkingdoms
from libkingdoms import BatchEnv, Env, KingdomsError

LIB = libkingdoms.load()
CONFIG = {"players": 2}


class InputTest(unittest.TestCase):
    def raises(self, kind, text, f, *args, **kwargs):
        """Checks that f(*args, **kwargs) raises KingdomsError of kind with text in its message."""
        with self.assertRaises(KingdomsError) as cm:
            f(*args, **kwargs)
        self.assertEqual(cm.exception.kind, kind, str(cm.exception))
        self.assertIn(text, str(cm.exception))
        return cm.exception

    def test_env_actions(self):
        with Env("kingdomino", CONFIG, seed=1) as env:
            doc = env.to_json()
            legal = int(env.legal_actions()[0])
            for bad, kind, text in ((1.0, "bad argument", "1.0 (float) is not an integer"),
                                    (float(legal), "bad argument", "is not an integer"),
                                    ("3", "bad argument", "'3' (str) is not an integer"),
                                    (None, "bad argument", "None (NoneType) is not an integer"),
                                    (True, "bad argument", "a bool"), (np.bool_(True), "bad argument", "a bool"),
                                    (np.float32(legal), "bad argument", "not an integer"),
                                    (np.array([legal]), "bad argument", "not an integer"),
                                    ([legal], "bad argument", "not an integer"),
                                    (-1, "illegal", "action -1"), (env.num_actions, "illegal", "action 329"),
                                    (2**40, "illegal", "action 1099511627776 is out of range (0 to 328)"),
                                    (np.int64(-2**40), "illegal", "out of range")):
                with self.subTest(action=bad):
                    self.raises(kind, text, env.step, bad)
                    self.raises(kind, text, env.step, bad, mask=np.zeros(env.num_actions, np.uint8))
            self.assertEqual(env.to_json(), doc, "a refused action changed the game")
            # numpy integers are actions.
            env.step(np.int64(legal))
            env.step(np.int32(env.legal_actions()[0]))
            env.step(np.array(env.legal_actions()[0]))  # a 0-d integer array

    def test_env_arguments(self):
        with Env("kingdomino", CONFIG, seed=1) as env:
            self.raises("bad argument", "player: 0.0 (float) is not an integer", env.observation, 0.0)
            self.raises("bad argument", "player: '0'", env.observation, "0")
            self.raises("bad argument", "a bool", env.observation, True)
            self.raises("bad argument", "player 2 is not in the game", env.observation, 2)
            self.raises("bad argument", "player: None", env.view, None)
            self.raises("bad argument", "seed: 1.5", env.determinize, 0, 1.5)
            self.raises("bad argument", "player: '1'", env.determinize, "1", 2)
            # Output arrays: dtype, shape, size, kind, flags.
            n, size = env.num_actions, env.observation_size
            self.raises("bad argument", "float32, not an array of float64", env.observation, 0, np.zeros(size))
            self.raises("bad argument", "shape (2, 855), want (1710,)", env.observation, 0,
                        np.zeros((2, size // 2), np.float32))
            self.raises("buffer too small", "1710 are needed", env.observation, 0, np.zeros(size + 1, np.float32))
            self.raises("bad argument", "not list", env.observation, 0, [0.0] * size)
            ro = np.zeros(size, np.float32)
            ro.flags.writeable = False
            self.raises("bad argument", "read-only", env.observation, 0, ro)
            self.raises("bad argument", "not C-contiguous", env.observation, 0, np.zeros(2 * size, np.float32)[::2])
            self.raises("bad argument", "uint8 or bool", env.legal_action_mask, np.zeros(n, np.int8))
            self.raises("bad argument", "shape (1, 329)", env.legal_action_mask, np.zeros((1, n), np.uint8))
            self.raises("bad argument", "uint8 or bool", env.step, 0, np.zeros(n, np.float32))
            # Notation and documents.
            self.raises("bad notation", "move: want a str, not NoneType", env.apply_notation, None)
            self.raises("bad notation", "move: want a str, not int", env.apply_notation, 3)
            self.raises("bad notation", "NUL", env.apply_notation, "pick 1\x00junk")
            self.raises("bad state", "state document: want a str, not NoneType", Env.from_json, "kingdomino", None)
            self.raises("bad state", "state document: want a str, not int", Env.from_json, "kingdomino", 5)
            self.raises("bad state", "not JSON serializable", Env.from_json, "kingdomino", {"x": object()})

    def test_constructors(self):
        self.raises("bad argument", "game: want a str, not NoneType", Env, None)
        self.raises("bad argument", "game: want a str, not int", BatchEnv, 3, 2)
        self.raises("bad argument", 'unknown game "chess"', Env, "chess")
        self.raises("bad config", "want a dict", Env, "kingdomino", "players=2")
        self.raises("bad config", "want a dict", Env, "kingdomino", [("players", 2)])
        self.raises("bad config", "want a dict", Env, "kingdomino", {2: "players"})
        self.raises("bad config", "not JSON serializable", Env, "kingdomino", {"players": object()})
        self.raises("bad config", "Out of range float", Env, "kingdomino", {"players": float("nan")})
        self.raises("bad config", "9 players", Env, "kingdomino", {"players": 9})
        self.raises("bad argument", "number of games: 2.0 (float) is not an integer", BatchEnv, "kingdomino", 2.0)
        self.raises("bad argument", "number of games: None", BatchEnv, "kingdomino", None)
        self.raises("bad argument", "a batch of 0 games", BatchEnv, "kingdomino", 0)
        self.raises("bad argument", "number of workers: '2'", BatchEnv, "kingdomino", 2, workers="2")
        self.raises("bad argument", "seed: 'x'", BatchEnv, "kingdomino", 2, seed="x")
        self.raises("bad argument", "lib: want a Library or the path of one, not int", Env, "kingdomino", lib=5)
        self.raises("bad argument", "no library at /nonexistent", Env, "kingdomino", lib="/nonexistent")

    def test_batch_actions(self):
        with BatchEnv("kingdomino", 3, CONFIG, seed=4) as batch:
            docs = [batch.game_env(i).to_json() for i in range(3)]
            good = np.array([np.flatnonzero(m)[0] for m in batch.masks], np.int32)
            for bad, kind, text in (
                    (good[:2], "buffer too small", "the array holds 2 values and 3 are needed"),
                    (np.append(good, good[0]), "bad argument", "4 values for a batch of 3 games"),
                    (list(good) + [0], "bad argument", "4 values for a batch of 3 games"),
                    ([], "bad argument", "float64 values"),
                    (good.astype(np.float64), "bad argument", "float64 values"),
                    (good.astype(np.float32), "bad argument", "float32 values"),
                    ([int(good[0]), 1.5, 2], "bad argument", "float64 values"),
                    ([int(good[0]), None, 2], "bad argument", "object values"),
                    (["1", "2", "3"], "bad argument", "<U1 values"),
                    (good.astype(bool), "bad argument", "bool values"),
                    (None, "bad argument", "not NoneType"),
                    ("123", "bad argument", "not str"),
                    (int(good[0]), "bad argument", "shape (), want (3,)"),
                    (good.reshape(3, 1), "bad argument", "shape (3, 1), want (3,)"),
                    ([[1, 2], [3]], "bad argument", "inhomogeneous"),
                    (good.astype(np.int64) + np.array([0, 0, 2**32]), "illegal", "do not fit int32"),
                    (np.array([good[0], -1, good[2]], np.int32), "illegal", "game 1: action -1 is not legal"),
                    (np.array([good[0], good[1], 329]), "illegal", "game 2: action 329 is not legal")):
                with self.subTest(actions=bad):
                    self.raises(kind, text, batch.step, bad)
            self.assertEqual([batch.game_env(i).to_json() for i in range(3)], docs, "a refused step changed a game")
            # Sequences and arrays of any integer type are actions.
            batch.step([int(a) for a in good])
            batch.step(np.array([np.flatnonzero(m)[0] for m in batch.masks], np.uint16))

    def test_batch_arrays(self):
        with BatchEnv("kingdomino", 3, CONFIG, seed=4) as batch:
            a = np.array([np.flatnonzero(m)[0] for m in batch.masks], np.int32)
            n, size = batch.n, batch.observation_size
            for kw, kind, text in (
                    ({"obs": np.zeros((n, size), np.float64)}, "bad argument", "obs: want a writable C-contiguous"),
                    ({"obs": np.zeros(n * size, np.float32)}, "bad argument", "obs: an array of shape (5130,), want (3, 1710)"),
                    ({"masks": np.zeros((n, 5), np.uint8)}, "buffer too small", "987 are needed"),
                    ({"rewards": np.zeros((2, n), np.float32)}, "bad argument", "shape (2, 3), want (3, 2)"),
                    ({"dones": np.zeros(n, np.int64)}, "bad argument", "dones"),
                    ({"to_move": [0, 0, 0]}, "bad argument", "to_move: want")):
                with self.subTest(kw=list(kw)):
                    self.raises(kind, text, batch.step, a, **kw)
            self.raises("bad argument", "game: 1.0", batch.game_env, 1.0)
            self.raises("bad argument", "game 3 is not in the batch", batch.game_env, 3)
            batch.step(a)

    def test_closed(self):
        """A closed env or batch stays closed: every call raises KingdomsError saying so, reset() included."""
        env = Env("kingdomino", CONFIG, seed=1)
        env.close()
        env.close()  # closing again is nothing
        self.assertEqual(env.handle, 0)
        for name, f in (("step", lambda: env.step(0)), ("step with a mask", lambda: env.step(0, np.zeros(329, np.uint8))),
                        ("reset", env.reset), ("reset(seed)", lambda: env.reset(3)),
                        ("legal_action_mask", env.legal_action_mask), ("legal_actions", env.legal_actions),
                        ("observation", env.observation), ("observation(0)", lambda: env.observation(0)),
                        ("rewards", env.rewards), ("scores", env.scores), ("current_player", env.current_player),
                        ("is_terminal", env.is_terminal), ("last_move", env.last_move), ("prefix", env.prefix),
                        ("action_ranges", env.action_ranges), ("clone", env.clone), ("view", lambda: env.view(0)),
                        ("determinize", lambda: env.determinize(0, 1)), ("to_json", env.to_json),
                        ("apply_notation", lambda: env.apply_notation("pick 1")),
                        ("action_to_string", lambda: env.action_to_string(0)),
                        ("string_to_action", lambda: env.string_to_action("pick 1")), ("history", env.history),
                        ("render", env.render), ("observe_compact", env.observe_compact),
                        ("plane_divisors", lambda: env.plane_divisors), ("seed_actions", lambda: env.seed_actions(1)),
                        ("random_action", env.random_action),
                        ("sample_action", lambda: env.sample_action(np.zeros(329, np.float32)))):
            with self.subTest(call=name):
                e = self.raises("bad handle", "kingdomino Env: closed", f)
                self.assertIn("make a new one", str(e))
        self.assertEqual(env.handle, 0, "a call revived a closed env")
        with Env("kingdomino", CONFIG, seed=1) as env2:
            pass
        self.raises("bad handle", "closed", env2.reset)
        batch = BatchEnv("kingdomino", 2, CONFIG, seed=1)
        a = batch.masks.argmax(axis=1).astype(np.int32)
        planes_vector = batch.compact_buffers()
        batch.close()
        for name, f in (("step", lambda: batch.step(a)), ("reset", batch.reset), ("observe", batch.observe),
                        ("game_env", lambda: batch.game_env(0)), ("final_env", lambda: batch.final_env(0)),
                        ("final_info", batch.final_info), ("action_ranges", batch.action_ranges),
                        ("history", lambda: batch.history(0)), ("render", lambda: batch.render(0)),
                        ("random_actions", batch.random_actions), ("seed_actions", lambda: batch.seed_actions(1)),
                        ("sample_actions", lambda: batch.sample_actions(np.zeros((2, 329), np.float32))),
                        ("observe_compact", lambda: batch.observe_compact(*planes_vector)),
                        ("step_compact", lambda: batch.step_compact(a, *planes_vector))):
            with self.subTest(call=name):
                self.raises("bad handle", "kingdomino BatchEnv: closed", f)

    def test_stale_handles(self):
        """A handle freed behind the object's back (or one of another kind) is refused with the library's message."""
        env = Env("kingdomino", CONFIG, seed=1)
        h = env.handle
        LIB.check(LIB.kd_free(h))
        self.raises("bad handle", "handle %d was freed" % h, env.step, 0)
        self.raises("bad handle", "was freed", env.legal_actions)
        self.raises("bad handle", "was freed", env.observation, 0)
        self.raises("bad handle", "was freed", env.reset, 2)
        self.raises("bad handle", "was freed", env.close)
        batch = BatchEnv("kingdomino", 2, CONFIG, seed=1)
        b = batch.handle
        LIB.check(LIB.kd_free(b))
        self.raises("bad handle", "handle %d was freed" % b, batch.step, batch.masks.argmax(axis=1).astype(np.int32))
        self.raises("bad handle", "was freed", batch.reset)
        self.raises("bad handle", "was freed", batch.final_info)
        self.raises("bad handle", "was freed", batch.close)
        self.raises("bad handle", "was never created", lambda: LIB.check(LIB.kd_batch_reset(12345, 0)))
        with Env("kingdomino", CONFIG) as game:
            self.raises("bad handle", "is a game, not a batch",
                        lambda: LIB.check(LIB.kd_batch_final(game.handle, *([None, 0] * 5), None)))

    def test_library_misuse(self):
        """The C functions of this work refuse bad buffers and handles too."""
        with BatchEnv("kingdomino", 2, CONFIG, seed=1) as batch:
            small = np.zeros(3, np.float64)
            self.raises("buffer too small", "final scores: the buffer holds 3 values and 4 are needed",
                        lambda: LIB.check(LIB.kd_batch_final(batch.handle, None, 0, small.ctypes.data, 3,
                                                             *([None, 0] * 3), None)))
            self.raises("bad argument", "final players: a buffer of -1 values",
                        lambda: LIB.check(LIB.kd_batch_final(batch.handle, *([None, 0] * 3), small.ctypes.data, -1,
                                                             None, 0, None)))
            self.raises("bad argument", "out is NULL", lambda: LIB.check(LIB.kd_batch_final_clone(batch.handle, 0, None)))
            self.raises("bad argument", "game -1 is not in the batch",
                        lambda: LIB.check(LIB.kd_batch_final_clone(batch.handle, -1, ctypes.byref(ctypes.c_uint64()))))
        n = ctypes.c_int64()
        buf = ctypes.create_string_buffer(4)
        self.raises("buffer too small", "build information", lambda: LIB.check(LIB.kd_build_info(buf, 4, ctypes.byref(n))))
        self.assertGreater(n.value, 20)


if __name__ == "__main__":
    unittest.main()
