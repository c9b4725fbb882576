"""Tests of the end of a game in a batch: BatchEnv.step resets a game that ends in the same step, and reports what it
ended with (final_obs, final_scores, final_winners, final_player, final_info(), final_env(i)) for that step, as single
envs playing the same games see it. python3 -m unittest test_batch_end."""

import unittest

import numpy as np

import libkingdoms
from libkingdoms import BatchEnv, Env, KingdomsError

LIB = libkingdoms.load()


class BatchEndTest(unittest.TestCase):
    def setUp(self):
        self.handles = LIB.handles()

    def tearDown(self):
        import gc
        gc.collect()
        self.assertEqual(LIB.handles(), self.handles, "handles left behind")

    def play(self, game, config, n, steps, observations=True, callers=False):
        """Steps a batch and single envs with the same random actions; checks the final reports against the singles
        at every end. Returns the number of games that ended."""
        seed = 300
        batch = BatchEnv(game, n, config, seed=seed, workers=2, observations=observations)
        singles = [Env(game, config, seed=seed + i) for i in range(n)]
        starts = [1] * n
        rng = np.random.default_rng(4)
        ended_total = 0
        size, p = batch.observation_size, batch.num_players
        if callers:
            mine = {"final_obs": np.full((n, size), 7, np.float32) if observations else None,
                    "final_scores": np.full((n, p), 7, np.float64), "final_winners": np.zeros((n, p), np.uint8),
                    "final_player": np.full(n, 7, np.int32)}
        for step in range(steps):
            actions = np.array([rng.choice(np.flatnonzero(m)) for m in batch.masks], np.int32)
            before = {k: None if v is None else v.copy() for k, v in
                      (("final_obs", batch.final_obs), ("final_scores", batch.final_scores))}
            if callers:
                _, _, rewards, dones = batch.step(actions, **{k: v for k, v in mine.items() if v is not None})
                fin = mine
            else:
                _, _, rewards, dones = batch.step(actions)
                fin = {"final_obs": batch.final_obs, "final_scores": batch.final_scores,
                       "final_winners": batch.final_winners, "final_player": batch.final_player}
            info = batch.final_info()
            mask = dones.astype(bool)
            np.testing.assert_array_equal(info["_final_obs"], mask)
            np.testing.assert_array_equal(info["_final_info"], mask)
            for i, env in enumerate(singles):
                mover = env.current_player()
                done = env.step(int(actions[i]))
                self.assertEqual(bool(dones[i]), done)
                if not done:
                    if observations:
                        self.assertIsNone(info["final_obs"][i])
                    self.assertEqual(info["final_info"]["player"][i], -1)
                    if not callers:  # rows of games that did not end are left alone
                        self.assertTrue((batch.final_scores[i] == before["final_scores"][i]).all())
                    continue
                ended_total += 1
                scores, rewards_alone = env.scores(), env.rewards()
                np.testing.assert_array_equal(rewards[i], rewards_alone)
                np.testing.assert_array_equal(fin["final_scores"][i], scores)
                np.testing.assert_array_equal(fin["final_winners"][i].astype(bool), rewards_alone > 0)
                self.assertEqual(fin["final_player"][i], mover)
                np.testing.assert_array_equal(info["final_info"]["scores"][i], scores)
                np.testing.assert_array_equal(info["final_info"]["winners"][i], rewards_alone > 0)
                np.testing.assert_array_equal(info["final_info"]["rewards"][i], rewards_alone)
                self.assertEqual(info["final_info"]["player"][i], mover)
                if observations:
                    final_obs = env.observation(mover)
                    np.testing.assert_array_equal(fin["final_obs"][i], final_obs)
                    np.testing.assert_array_equal(info["final_obs"][i], final_obs)
                    # The step's own observation is the next game's, not the final one.
                    self.assertFalse(np.array_equal(batch.obs[i], final_obs) and not callers)
                else:
                    self.assertIsNone(info["final_obs"])
                with batch.final_env(i) as f:
                    self.assertEqual(f.to_json(), env.to_json())
                    self.assertEqual(f.last_move(), env.last_move())
                    self.assertTrue(f.is_terminal())
                    np.testing.assert_array_equal(f.observation(1), env.observation(1))
                env.reset(seed + starts[i] * n + i)
                starts[i] += 1
            if not mask.any():
                with self.assertRaises(KingdomsError) as cm:
                    batch.final_env(0)
                self.assertIn("game 0 did not end in the last step", str(cm.exception))
        batch.close()
        for env in singles:
            env.close()
        return ended_total

    def test_kingdomino(self):
        self.assertGreater(self.play("kingdomino", {"players": 2}, 4, 120), 4)

    def test_kingdomino_callers_arrays(self):
        self.assertGreater(self.play("kingdomino", {"players": 3}, 3, 90, callers=True), 2)

    def test_without_observations(self):
        self.assertGreater(self.play("kingdomino", {"players": 2}, 3, 60, observations=False), 2)

    def test_kingdombuilder_arkadia(self):
        for game in ("kingdombuilder", "arkadia"):
            with self.subTest(game=game):
                self.assertGreater(self.play(game, {"players": 2}, 2, 200), 0)

    def test_gymnasium_shape(self):
        """final_info's keys and types, as Gymnasium's vector envs report a sub-environment reset in the same step."""
        with BatchEnv("kingdomino", 2, {"players": 2}, seed=1) as b:
            info = b.final_info()
            self.assertEqual(set(info), {"final_obs", "_final_obs", "final_info", "_final_info"})
            self.assertEqual(info["final_obs"].dtype, object)
            self.assertEqual(info["_final_obs"].dtype, np.bool_)
            self.assertFalse(info["_final_obs"].any())
            self.assertEqual(set(info["final_info"]), {"scores", "_scores", "winners", "_winners", "rewards",
                                                       "_rewards", "player", "_player"})
            while not b.dones.any():
                b.step(b.masks.argmax(axis=1).astype(np.int32))
            info = b.final_info()
            self.assertTrue(info["_final_obs"].all())
            self.assertEqual(info["final_obs"][0].shape, (b.observation_size,))
            # A reset forgets the ended games.
            b.reset(seed=3)
            self.assertFalse(b.final_info()["_final_obs"].any())

    def test_bad_final_arrays(self):
        with BatchEnv("kingdomino", 2, {"players": 2}, seed=1) as b:
            a = b.masks.argmax(axis=1).astype(np.int32)
            for kw, kind, text in (({"final_scores": np.zeros((2, 2), np.float32)}, "bad argument", "float64"),
                                   ({"final_scores": np.zeros((2, 3))}, "buffer too small", "4 are needed"),
                                   ({"final_obs": np.zeros((b.observation_size, 2), np.float32)}, "bad argument",
                                    "shape"),
                                   ({"final_winners": [[0, 0], [0, 0]]}, "bad argument", "numpy array"),
                                   ({"final_player": np.zeros(2, np.int64)}, "bad argument", "int32")):
                with self.subTest(kw=list(kw)), self.assertRaises(KingdomsError) as cm:
                    b.step(a, **kw)
                self.assertEqual(cm.exception.kind, kind)
                self.assertIn(text, str(cm.exception))
                with b.game_env(0) as e:
                    self.assertEqual(e.prefix(), [])
                    self.assertEqual(e.last_move(), "", "a refused step was taken")
            with self.assertRaises(KingdomsError) as cm:
                b.final_env(2)
            self.assertIn("game 2 is not in the batch", str(cm.exception))


if __name__ == "__main__":
    unittest.main()
