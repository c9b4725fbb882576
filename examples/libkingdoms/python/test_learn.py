"""Tests of the strings, history and pictures, the compact observations and the actions drawn in the library.

python3 -m unittest (the library at $LIBKINGDOMS or next to the package), as test_libkingdoms.py.
"""

import gc
import unittest

import numpy as np

import libkingdoms
from libkingdoms import BatchEnv, Env, KingdomsError

LIB = libkingdoms.load()
CONFIGS = {
    "kingdomino": {"players": 2},
    "kingdombuilder": {"players": 2, "nomads": True},
    "arkadia": {"players": 3},
}


class Case(unittest.TestCase):
    def setUp(self):
        self.handles = LIB.handles()

    def tearDown(self):
        gc.collect()
        self.assertEqual(LIB.handles(), self.handles, "handles left behind")

    def raises(self, kind, text, f, *args, **kwargs):
        with self.assertRaises(KingdomsError) as cm:
            f(*args, **kwargs)
        self.assertEqual(cm.exception.kind, kind, str(cm.exception))
        self.assertIn(text, str(cm.exception))


class StringsTest(Case):
    def test_round_trip(self):
        """Every legal action's text reads back as the action, and plays the move it names; the history is the moves
        played; a move of two actions is read as its first action, then its second."""
        two = 0
        for game, config in CONFIGS.items():
            with self.subTest(game=game), Env(game, config, seed=2) as env:
                rng = np.random.default_rng(2)
                played = []
                for _ in range(120):
                    if env.is_terminal():
                        break
                    for a in env.legal_actions()[:60]:
                        text = env.action_to_string(a)
                        self.assertEqual(env.string_to_action(text), a, text)
                    a = int(rng.choice(env.legal_actions()))
                    text = env.action_to_string(a)
                    under_way = env.prefix()
                    env.step(a)
                    if env.prefix():
                        self.assertTrue(text.endswith(">"), text)
                        continue
                    self.assertEqual(env.last_move(), text)
                    played.append(text)
                    if under_way:
                        two += 1
                self.assertEqual(env.history(), played)
                env.reset(2)
                self.assertEqual(env.history(), [])
        self.assertGreater(two, 0, "no move of two actions met")

    def test_move_of_two(self):
        env = Env("kingdombuilder", {"players": 2, "nomads": True}, seed=1)
        rng = np.random.default_rng(1)
        for k in range(3000):
            if env.is_terminal():
                env.reset(k)
            a = int(rng.choice(env.legal_actions()))
            probe = env.clone()
            probe.step(a)
            if probe.prefix():
                break
            probe.close()
            env.step(a)
        else:
            self.fail("no move of two actions met")
        probe.step(int(probe.legal_actions()[0]))
        move = probe.last_move()
        first = env.string_to_action(move)
        self.assertEqual(first, a)
        self.assertEqual(env.action_to_string(a), move[:move.index(">") + 1])
        env.step(first)
        second = env.string_to_action(move)
        env.step(second)
        self.assertEqual(env.last_move(), move)
        self.assertEqual(env.to_json(), probe.to_json())
        probe.close(), env.close()

    def test_render(self):
        for game, config in CONFIGS.items():
            with self.subTest(game=game), Env(game, config, seed=3) as env:
                text = env.render()
                self.assertIsInstance(text, str)
                self.assertGreater(len(text.splitlines()), 3)
                self.assertEqual(env.render("text"), text)
                svg = env.render("svg")
                self.assertTrue(svg.startswith("<svg") or svg.startswith("<?xml"), svg[:40])
                env.step(env.random_action())
                self.assertNotEqual(env.render("svg"), svg)
        batch = BatchEnv("kingdomino", 2, {"players": 2}, seed=4)
        with Env("kingdomino", {"players": 2}, seed=5) as env:
            self.assertEqual(batch.render(1), env.render())
            batch.step(batch.random_actions())
            self.assertEqual(len(batch.history(0)), 1)
            a = int(np.flatnonzero(batch.masks[1])[0])
            self.assertEqual(batch.string_to_action(1, batch.action_to_string(1, a)), a)
        batch.close()

    def test_errors(self):
        env = Env("kingdomino", {"players": 2}, seed=1)
        illegal = int(np.flatnonzero(env.legal_action_mask() == 0)[0])
        self.raises("illegal", "action %d" % illegal, env.action_to_string, illegal)
        self.raises("illegal", "action 4294967296", env.action_to_string, 2**32)
        self.raises("bad argument", "not an integer", env.action_to_string, 1.5)
        self.raises("bad argument", "not an integer", env.action_to_string, None)
        self.raises("bad argument", "not an integer", env.action_to_string, "3")
        self.raises("bad notation", "kingdomino", env.string_to_action, "fly to the moon")
        self.raises("illegal", "kingdomino", env.string_to_action, "discard 1")
        self.raises("bad argument", "want a str", env.string_to_action, 3)
        self.raises("bad argument", "NUL", env.string_to_action, "pick\0 1")
        self.raises("bad argument", 'format "png"', env.render, "png")
        self.raises("bad argument", "want a str", env.render, None)
        env.close()
        self.raises("bad handle", "kingdomino Env: closed", env.history)


class CompactTest(Case):
    def test_equals_observation(self):
        for game, config in CONFIGS.items():
            with self.subTest(game=game), Env(game, config, seed=6) as env:
                rng = np.random.default_rng(6)
                div = env.plane_divisors
                self.assertEqual(div.shape, (env.observation_shape[0],))
                planes_out = np.zeros(env.observation_shape[:3], np.uint8)
                vector_out = np.zeros(env.observation_shape[3], np.float32)
                for step in range(200):
                    if env.is_terminal():
                        break
                    for p in range(env.num_players):
                        planes, vector = env.observe_compact(player=p)
                        self.assertEqual(planes.dtype, np.uint8)
                        fplanes, fvector = libkingdoms.split_observation(env.observation(p), env.observation_shape)
                        np.testing.assert_array_equal(planes / div[:, None, None].astype(np.float32), fplanes)
                        self.assertTrue(((planes / div[:, None, None]).astype(np.float32) == fplanes).all())
                        np.testing.assert_array_equal(vector, fvector)
                    out = env.observe_compact(planes_out, vector_out)
                    self.assertIs(out[0], planes_out)
                    np.testing.assert_array_equal(planes_out, env.observe_compact()[0])
                    env.step(int(rng.choice(env.legal_actions())))
                self.raises("buffer too small", "are needed", env.observe_compact, np.zeros(3, np.uint8), vector_out)
                self.raises("bad argument", "uint8", env.observe_compact, planes_out.astype(np.float32), vector_out)
                self.raises("bad argument", "player 7", env.observe_compact, player=7)

    def test_batch(self):
        """A batch's compact observations are its float ones, made compact, across resets."""
        for game in CONFIGS:
            with self.subTest(game=game):
                config = CONFIGS[game]
                a = BatchEnv(game, 3, config, seed=9, workers=2)
                b = BatchEnv(game, 3, config, seed=9, workers=2, observations=False)
                planes, vector = b.compact_buffers()
                masks = np.zeros_like(b.masks)
                b.observe_compact(planes, vector, masks=masks)
                div = a.plane_divisors[:, None, None]
                ended = 0
                steps = 150 if game == "kingdomino" else 40
                for _ in range(steps):
                    fplanes, fvector = libkingdoms.split_observation(a.obs, a.observation_shape)
                    self.assertTrue(((planes / div).astype(np.float32) == fplanes).all())
                    np.testing.assert_array_equal(vector, fvector)
                    np.testing.assert_array_equal(masks, a.masks)
                    actions = a.random_actions()
                    a.step(actions)
                    out = b.step_compact(actions, planes, vector, masks=masks)
                    self.assertIs(out[0], planes)
                    np.testing.assert_array_equal(out[3], a.rewards)
                    np.testing.assert_array_equal(out[4], a.dones)
                    ended += int(a.dones.sum())
                if game == "kingdomino":
                    self.assertGreater(ended, 0)
                self.raises("buffer too small", "are needed", b.step_compact, actions, planes[:2], vector)
                self.raises("bad argument", "float32", b.step_compact, actions, planes, vector.astype(np.float64))
                self.raises("bad argument", "want integers", b.step_compact, actions.astype(np.float32), planes, vector)
                self.raises("bad argument", "both or neither", lambda: LIB.check(LIB.kd_batch_step_compact(
                    b.handle, actions.ctypes.data, 3, None, 0, vector.ctypes.data, vector.size,
                    None, 0, None, 0, None, 0, None, 0)))
                self.raises("bad argument", "NULL", lambda: LIB.check(LIB.kd_batch_random_actions(b.handle, None, 3)))
                a.close(), b.close()


class DrawTest(Case):
    def test_random_action(self):
        for game, config in CONFIGS.items():
            with self.subTest(game=game), Env(game, config, seed=1) as env:
                env.seed_actions(5)
                first = [env.random_action() for _ in range(10)]
                self.assertTrue(set(first) <= set(env.legal_actions().tolist()))
                env.seed_actions(5)
                self.assertEqual([env.random_action() for _ in range(10)], first)
                while not env.is_terminal():
                    env.step(env.random_action())
                self.raises("illegal", "game is over", env.random_action)
                self.raises("bad argument", "seed -1", env.seed_actions, -1)

    def test_clone_draws_the_same(self):
        with Env("arkadia", {"players": 2}, seed=1) as env:
            env.seed_actions(3)
            with env.clone() as c:
                self.assertEqual([env.random_action() for _ in range(20)], [c.random_action() for _ in range(20)])

    def test_sample_action(self):
        with Env("arkadia", {"players": 2}, seed=1) as env:
            legal = env.legal_actions()
            logits = np.full(env.num_actions, 30.0, np.float32)  # the actions that are not legal weigh most
            logits[legal] = -np.inf
            logits[legal[0]], logits[legal[1]] = 0, np.log(3)
            draws = [env.sample_action(logits) for _ in range(4000)]
            self.assertEqual(set(draws), {int(legal[0]), int(legal[1])})
            self.assertAlmostEqual(draws.count(int(legal[1])) / 4000, 0.75, delta=0.04)
            self.assertEqual(env.sample_action(logits, temperature=0), legal[1])
            probs = np.zeros(env.num_actions)
            probs[legal[2]] = 1
            self.assertEqual(env.sample_action(probs, probabilities=True), legal[2])
            bad = logits.copy()
            bad[legal[0]] = np.nan
            self.raises("bad argument", "NaN", env.sample_action, bad)
            self.raises("bad argument", "sum to 0", env.sample_action, np.zeros(env.num_actions), probabilities=True)
            self.raises("buffer too small", "shape", env.sample_action, logits[:5])
            self.raises("bad argument", "numpy array", env.sample_action, list(logits))
            self.raises("bad argument", "temperature", env.sample_action, logits, temperature=-1)
            self.raises("bad argument", "temperature", env.sample_action, logits, temperature="hot")

    def test_batch(self):
        game, config = "arkadia", {"players": 2}
        a = BatchEnv(game, 6, config, seed=3, workers=1)
        b = BatchEnv(game, 6, config, seed=3, workers=2)
        out = np.zeros(6, np.int32)
        for _ in range(60):
            acts = a.random_actions()
            self.assertIs(b.random_actions(out=out), out)
            np.testing.assert_array_equal(acts, out)
            for i, x in enumerate(acts):
                self.assertEqual(a.masks[i, x], 1)
            a.step(acts)
            b.step(out)
        b.seed_actions(3)
        a.seed_actions(3)
        np.testing.assert_array_equal(a.random_actions(), b.random_actions())
        logits = np.random.default_rng(1).normal(size=(6, a.num_actions)).astype(np.float32)
        acts = a.sample_actions(logits)
        best = a.sample_actions(logits, temperature=0)
        for i in range(6):
            legal = np.flatnonzero(a.masks[i])
            self.assertIn(acts[i], legal)
            self.assertEqual(best[i], legal[np.argmax(logits[i, legal])])
        self.raises("buffer too small", "shape", a.sample_actions, logits[:5])
        self.raises("bad argument", "int32", a.random_actions, out=np.zeros(6, np.int64))
        a.close(), b.close()


if __name__ == "__main__":
    unittest.main()
