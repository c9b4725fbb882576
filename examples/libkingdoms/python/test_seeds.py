"""Tests of seeding, as Gymnasium's: reset(seed=s) starts the game of seed s; reset() the next game of the stream the
last seed started (or OS entropy, when none was given); the same seeds always give the same games. For Env and
BatchEnv. python3 -m unittest test_seeds."""

import unittest

from libkingdoms import BatchEnv, Env, KingdomsError

CONFIG = {"players": 2}
M64 = (1 << 64) - 1


def splitmix64(seed, k):
    """The k-th output (k >= 1) of SplitMix64 started at seed, as the package documents it."""
    z = (seed + k * 0x9E3779B97F4A7C15) & M64
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & M64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & M64
    return z ^ (z >> 31)


def games(env, resets):
    """The documents of env's game and of the games of the next resets unseeded resets."""
    docs = [env.to_json()]
    for _ in range(resets):
        env.reset()
        docs.append(env.to_json())
    return docs


def doc_of(seed, game="kingdomino", config=CONFIG):
    with Env(game, config, seed=seed) as e:
        return e.to_json()


class EnvSeedTest(unittest.TestCase):
    def test_reset_without_seed_starts_the_next_game(self):
        with Env("kingdomino", CONFIG, seed=5) as env:
            docs = games(env, 12)
            self.assertEqual(len(set(docs)), 13, "reset() replayed a game")
            self.assertEqual(docs[0], doc_of(5))
            # The documented stream: the k-th unseeded reset after seed 5 plays the game of splitmix64(5, k).
            self.assertEqual(env.game_seed, splitmix64(5, 12))
            for k in (1, 2, 12):
                self.assertEqual(docs[k], doc_of(splitmix64(5, k)), "reset %d" % k)

    def test_same_seeds_same_games(self):
        a, b = Env("kingdomino", CONFIG, seed=5), Env("kingdomino", CONFIG, seed=99)
        first = games(a, 4)
        b.reset(seed=5)
        self.assertEqual(games(b, 4), first)
        # A seed given again starts the stream again, from wherever the env was.
        a.step(int(a.legal_actions()[0]))
        a.reset(seed=5)
        self.assertEqual(games(a, 4), first)
        # reset(s) and reset(seed=s) are the same; numpy integers are seeds too.
        import numpy as np
        a.reset(np.uint64(5))
        self.assertEqual(a.to_json(), first[0])
        a.reset(7)
        self.assertEqual(a.game_seed, 7)
        self.assertEqual(a.to_json(), doc_of(7))
        a.close(), b.close()

    def test_config_seed(self):
        """A seed in the config is the first game's seed and starts the stream, as seed= does; seed= wins."""
        with Env("kingdomino", dict(CONFIG, Seed=8)) as a, Env("kingdomino", CONFIG, seed=8) as b:
            self.assertEqual(games(a, 3), games(b, 3))
        with Env("kingdomino", dict(CONFIG, seed=8), seed=9) as c:
            self.assertEqual((c.game_seed, c.to_json()), (9, doc_of(9)))

    def test_unseeded(self):
        """With no seed anywhere, OS entropy starts the stream: two envs play different games, each reproducible
        from its game_seed."""
        a, b = Env("kingdomino", CONFIG), Env("kingdomino", CONFIG)
        self.assertNotEqual(a.game_seed, b.game_seed)
        self.assertNotEqual(a.to_json(), b.to_json())
        self.assertEqual(a.to_json(), doc_of(a.game_seed))
        seed = a.game_seed
        a.reset()
        self.assertEqual(a.game_seed, splitmix64(seed, 1))
        a.close(), b.close()

    def test_clone_keeps_the_stream(self):
        with Env("kingdomino", CONFIG, seed=3) as a:
            a.reset()
            with a.clone() as c:
                self.assertEqual(c.game_seed, a.game_seed)
                self.assertEqual(games(c, 3), games(a, 3))
            # A game read from a document, a view: their seed is unknown; reset() draws from entropy.
            with Env.from_json("kingdomino", a.to_json()) as d, a.view(0) as v:
                self.assertIsNone(d.game_seed)
                self.assertIsNone(v.game_seed)
                d.reset()
                self.assertIsNotNone(d.game_seed)
                self.assertEqual(d.to_json(), doc_of(d.game_seed, config={}))  # its config is the game's default

    def test_every_game(self):
        for game, config in (("kingdombuilder", {"players": 3}), ("arkadia", {"players": 2})):
            with self.subTest(game=game), Env(game, config, seed=11) as env:
                docs = games(env, 3)
                self.assertEqual(len(set(docs)), 4)
                self.assertEqual(docs[2], doc_of(splitmix64(11, 2), game, config))

    def test_bad_seeds(self):
        with Env("kingdomino", CONFIG, seed=1) as env:
            doc = env.to_json()
            for bad, text in ((-1, "seed -1 is out of range"), (1 << 64, "out of range"), (1.5, "not an integer"),
                              ("7", "not an integer"), (True, "a bool"), ([1], "not an integer")):
                with self.subTest(seed=bad), self.assertRaises(KingdomsError) as cm:
                    env.reset(seed=bad)
                self.assertIn(text, str(cm.exception))
                self.assertEqual(cm.exception.kind, "bad argument")
            self.assertEqual(env.to_json(), doc, "a refused seed changed the game")
            self.assertEqual(env.game_seed, 1)
        with self.assertRaises(KingdomsError):
            Env("kingdomino", CONFIG, seed=2.0)
        with self.assertRaises(KingdomsError):
            Env("kingdomino", dict(CONFIG, seed="x"))


class BatchSeedTest(unittest.TestCase):
    def docs(self, batch):
        out = []
        for i in range(batch.n):
            with batch.game_env(i) as e:
                out.append(e.to_json())
        return out

    def test_batch_seeds(self):
        n = 3
        with BatchEnv("kingdomino", n, CONFIG, seed=20) as b:
            self.assertEqual(b.seed, 20)
            self.assertEqual(self.docs(b), [doc_of(20 + i) for i in range(n)])
            # reset(seed) starts every game again under that seed.
            obs, masks = b.reset(seed=50)
            self.assertIs(masks, b.masks)
            self.assertEqual(self.docs(b), [doc_of(50 + i) for i in range(n)])
            # reset() without a seed: the next seed of the stream 50 started.
            b.reset()
            self.assertEqual(b.seed, splitmix64(50, 1))
            self.assertEqual(self.docs(b), [doc_of(b.seed + i) for i in range(n)])
            b.reset()
            self.assertEqual(b.seed, splitmix64(50, 2))
            # The batch's own arrays are those of the new games.
            with b.game_env(1) as e:
                import numpy as np
                np.testing.assert_array_equal(b.masks[1], e.legal_action_mask())
                np.testing.assert_array_equal(b.obs[1], e.observation())
                self.assertEqual(b.to_move[1], e.current_player())
            self.assertEqual(b.dones.sum(), 0)

    def test_same_seed_sequence(self):
        a, b = BatchEnv("kingdomino", 2, CONFIG, seed=7), BatchEnv("kingdomino", 2, CONFIG, seed=1)
        b.reset(seed=7)
        for _ in range(3):
            self.assertEqual(self.docs(a), self.docs(b))
            a.reset(), b.reset()
        a.close(), b.close()

    def test_unseeded_batches_differ(self):
        a, b = BatchEnv("kingdomino", 2, CONFIG), BatchEnv("kingdomino", 2, CONFIG)
        self.assertNotEqual(a.seed, b.seed)
        self.assertEqual(self.docs(a), [doc_of(a.seed + i) for i in range(2)])
        self.assertNotEqual(self.docs(a), self.docs(b))
        a.close(), b.close()

    def test_bad_seeds(self):
        with BatchEnv("kingdomino", 2, CONFIG, seed=1) as b:
            for bad in (-1, 1 << 64, 2.5, "3", None.__class__):
                with self.subTest(seed=bad), self.assertRaises(KingdomsError):
                    b.reset(seed=bad)
            self.assertEqual(b.seed, 1)
        with self.assertRaises(KingdomsError):
            BatchEnv("kingdomino", 2, CONFIG, seed=-3)


if __name__ == "__main__":
    unittest.main()
