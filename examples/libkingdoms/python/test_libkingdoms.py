"""Tests of the libkingdoms package: python3 -m unittest (the library at $LIBKINGDOMS or next to the package).

The Go test of examples/libkingdoms builds the library and runs these tests; it also replays the games of parity.py
with the Go packages.
"""

import bisect
import ctypes
import json
import os
import threading
import unittest

import numpy as np

import libkingdoms
from libkingdoms import BatchEnv, Env, KingdomsError

LIB = libkingdoms.load()

# The games the tests play, with a config each; a game the library cannot serve yet (its package does not number
# its moves) is left out, and said so.
CONFIGS = {
    "kingdomino": {"players": 2},
    "kingdombuilder": {"players": 2, "nomads": True},
    "arkadia": {"players": 3},
}


def served(game):
    """Whether the library serves game (its Go package numbers its moves)."""
    try:
        Env(game, CONFIGS[game]).close()
        return True
    except KingdomsError as e:
        if "does not implement" in str(e):
            return False
        raise


GAMES = [g for g in CONFIGS if served(g)]
print("games served:", ", ".join(GAMES), "; not yet:", ", ".join(g for g in CONFIGS if g not in GAMES) or "none")


def random_game(env, rng, limit=10000):
    """Plays random legal actions to the end (at most limit); returns the number of actions taken."""
    n = 0
    while not env.is_terminal() and n < limit:
        env.step(int(rng.choice(np.flatnonzero(env.legal_action_mask()))))
        n += 1
    return n


class EnvTest(unittest.TestCase):
    def setUp(self):
        self.handles = LIB.handles()

    def tearDown(self):
        import gc
        gc.collect()
        self.assertEqual(LIB.handles(), self.handles, "handles left behind")

    def test_games(self):
        for game in GAMES:
            with self.subTest(game=game), Env(game, CONFIGS[game], seed=5) as env:
                rng = np.random.default_rng(5)
                self.assertGreater(env.num_actions, 0)
                self.assertEqual(len(env.observation_shape), 4)
                self.assertEqual(env.num_players, CONFIGS[game]["players"])
                steps = 0
                while not env.is_terminal():
                    mask = env.legal_action_mask()
                    legal = env.legal_actions()
                    self.assertEqual(mask.shape, (env.num_actions,))
                    self.assertEqual(mask.dtype, np.uint8)
                    np.testing.assert_array_equal(np.flatnonzero(mask), legal)
                    self.assertGreater(len(legal), 0)
                    p = env.current_player()
                    self.assertTrue(0 <= p < env.num_players)
                    obs = env.observation()
                    self.assertEqual(obs.shape, (env.observation_size,))
                    np.testing.assert_array_equal(obs, env.observation(p))
                    planes, vector = libkingdoms.split_observation(obs, env.observation_shape)
                    self.assertEqual(planes.shape, env.observation_shape[:3])
                    self.assertEqual(vector.shape, (env.observation_shape[3],))
                    self.assertEqual(planes[-1, -1, -1], obs[planes.size - 1])
                    np.testing.assert_array_equal(env.rewards(), np.zeros(env.num_players))
                    env.step(int(rng.choice(legal)))
                    steps += 1
                self.assertGreater(steps, 10)
                self.assertEqual(env.current_player(), -1)
                self.assertEqual(len(env.legal_actions()), 0)
                self.assertEqual(env.legal_action_mask().sum(), 0)
                rewards = env.rewards()
                self.assertTrue(set(rewards.tolist()) <= {1.0, -1.0} and 1.0 in rewards, rewards)
                scores = env.scores()
                self.assertEqual(scores.dtype, np.float64)
                # Winners have the top score (tie-breakers only part equal scores).
                self.assertTrue((scores[rewards == 1] == scores.max()).all(), (scores, rewards))
                with self.assertRaises(KingdomsError) as cm:
                    env.step(0)
                self.assertEqual(cm.exception.kind, "illegal")

    def test_step_with_mask(self):
        for game in GAMES:
            with self.subTest(game=game):
                a, b = Env(game, CONFIGS[game], seed=21), Env(game, CONFIGS[game], seed=21)
                rng = np.random.default_rng(21)
                mask = a.legal_action_mask()
                while True:
                    action = int(rng.choice(np.flatnonzero(mask)))
                    over = a.step(action, mask=mask)
                    self.assertEqual(over, b.step(action))
                    np.testing.assert_array_equal(mask, b.legal_action_mask())
                    if over:
                        break
                self.assertEqual(mask.sum(), 0)
                # Boolean masks work the same.
                c, d = Env(game, CONFIGS[game], seed=22), Env(game, CONFIGS[game], seed=22)
                bmask = np.zeros(c.num_actions, np.bool_)
                c.legal_action_mask(out=bmask)
                for _ in range(10):
                    action = int(bmask.nonzero()[0][0])
                    c.step(action, mask=bmask)
                    d.step(action)
                    np.testing.assert_array_equal(bmask, d.legal_action_mask().astype(bool))
                c.close(), d.close()
                # A refused action writes nothing.
                mask[:] = 7
                with self.assertRaises(KingdomsError):
                    a.step(0, mask=mask)
                self.assertTrue((mask == 7).all())
                with self.assertRaises(KingdomsError) as cm:
                    a.step(0, mask=np.zeros(2, np.uint8))
                self.assertEqual(cm.exception.kind, "buffer too small")
                a.close(), b.close()

    def test_prefix(self):
        """A move of two actions (a Kingdom Builder settlement moved: its hex, then where it goes)."""
        if "kingdombuilder" not in GAMES:
            self.skipTest("kingdombuilder does not number its moves yet")
        rng = np.random.default_rng(4)
        found = 0
        for seed in range(40):
            env = Env("kingdombuilder", {"players": 2, "nomads": True}, seed=seed)
            while not env.is_terminal() and found < 5:
                before = env.clone()
                env.step(int(rng.choice(env.legal_actions())))
                if env.prefix() == []:
                    before.close()
                    continue
                found += 1
                first = env.prefix()
                self.assertEqual(len(first), 1)
                self.assertEqual(env.to_json(), before.to_json(), "a first action changed the state")
                self.assertEqual(env.current_player(), before.current_player())
                with self.assertRaises(KingdomsError) as cm:
                    env.apply_notation("end")
                self.assertIn("under way", str(cm.exception))
                # A clone keeps the move under way; a view starts a new move.
                c = env.clone()
                self.assertEqual(c.prefix(), first)
                v = env.view(0)
                self.assertEqual(v.prefix(), [])
                targets = env.legal_actions()
                self.assertGreater(len(targets), 0)
                np.testing.assert_array_equal(np.flatnonzero(env.legal_action_mask()), targets)
                env.step(int(rng.choice(targets)))
                self.assertEqual(env.prefix(), [])
                # The move's notation plays the same move.
                before.apply_notation(env.last_move())
                self.assertEqual(before.to_json(), env.to_json())
                for x in (before, c, v):
                    x.close()
            env.close()
            if found >= 5:
                break
        self.assertEqual(found, 5, "too few moves of two actions were met")

    def test_action_ranges(self):
        """The ranges tile the actions, planes have the observation's cells, and every action taken is in the
        range named for its move: the first word of its notation, a source of two actions in "... from", its target
        in "to"."""
        configs = [(game, CONFIGS[game]) for game in GAMES]
        if "kingdombuilder" in GAMES:
            configs += [("kingdombuilder", {"players": 2}),
                        ("kingdombuilder", {"players": 3, "crossroads": True, "marshlands": True}),
                        ("kingdombuilder", {"players": 2, "harvest": True, "queenies": {"caves": True}})]
        if "kingdomino" in GAMES:
            configs += [("kingdomino", {"players": 3}), ("kingdomino", {"players": 2, "mightyDuel": True})]
        rng = np.random.default_rng(26)
        moves, two = 0, 0  # moves played, of two actions
        for game, config in configs:
            with self.subTest(game=game, config=config), Env(game, config, seed=3) as env:
                ranges = env.action_ranges()
                self.assertIsInstance(ranges[0], libkingdoms.ActionRange)
                _, rows, cols, _ = env.observation_shape
                start = 0
                for r in ranges:
                    self.assertEqual(r.start, start, ranges)
                    self.assertGreater(r.count, 0)
                    self.assertEqual(r.name, r.name.lower())
                    if r.plane:
                        self.assertEqual(r.count, rows * cols, r)
                    start += r.count
                self.assertEqual(start, env.num_actions)
                self.assertEqual(len({r.name for r in ranges}), len(ranges), "two ranges with one name")
                starts = [r.start for r in ranges]

                def range_of(a):
                    return ranges[bisect.bisect_right(starts, a) - 1]

                first = None
                for _ in range(300):
                    if env.is_terminal():
                        break
                    a = int(rng.choice(env.legal_actions()))
                    r = range_of(a)
                    self.assertTrue(r.start <= a < r.start + r.count)
                    under_way = env.prefix() != []
                    env.step(a)
                    if env.prefix() != []:
                        self.assertTrue(r.name.endswith(" from"), "a first action of two in %r" % (r,))
                        first = r
                        continue
                    move = env.last_move().lower()
                    moves += 1
                    if under_way:
                        two += 1
                        self.assertEqual(r.name, "to", move)
                        r = first
                    self.assertEqual(r.name.split()[0], move.split()[0], move)
                    self.assertEqual(r.name.endswith(" from"), under_way, move)
                with env.clone() as c:
                    self.assertEqual(c.action_ranges(), ranges)
        self.assertGreater(moves, 500)
        if "kingdombuilder" in GAMES:
            self.assertGreater(two, 0, "no move of two actions met")
        if "kingdombuilder" in GAMES:
            with Env("kingdombuilder", {"players": 2}) as env:
                self.assertEqual(env.action_ranges()[:3], [("place", 0, 400, True), ("tile oracle", 400, 400, True),
                                                           ("tile farm", 800, 400, True)])
                self.assertEqual(env.action_ranges()[-2:], [("end", 3600, 1, False), ("to", 3601, 400, True)])
            with Env("kingdombuilder", {"players": 3, "crossroads": True, "marshlands": True}) as env:
                self.assertEqual(env.num_actions, 24 * 400 + 23)
                self.assertEqual(env.action_ranges()[-1], ("to", env.num_actions - 400, 400, True))
        game = GAMES[0]
        batch = BatchEnv(game, 2, CONFIGS[game], seed=1)
        with Env(game, CONFIGS[game]) as env:
            self.assertEqual(batch.action_ranges(), env.action_ranges())
        batch.close()
        env = Env(game, CONFIGS[game])
        env.close()
        with self.assertRaises(KingdomsError) as cm:
            env.action_ranges()
        self.assertEqual(cm.exception.kind, "bad handle")

    def test_reset_changes_dimensions(self):
        """A game read from a document resets to its env's config, whose dimensions may differ."""
        duel = Env("kingdomino", {"players": 2, "mightyDuel": True}, seed=1)
        env = Env.from_json("kingdomino", duel.to_json())
        self.assertEqual(env.num_actions, 681)
        env.config = {"players": 3}
        env.reset(5)
        self.assertEqual((env.num_actions, env.num_players), (328, 3))
        self.assertEqual(len(env.legal_action_mask()), 328)
        self.assertEqual(len(env.observation(2)), env.observation_size)
        duel.close(), env.close()

    def test_reset_is_the_seed(self):
        for game in GAMES:
            with self.subTest(game=game):
                a, b = Env(game, CONFIGS[game], seed=11), Env(game, dict(CONFIGS[game], Seed=99), seed=11)
                self.assertEqual(a.to_json(), b.to_json())
                random_game(a, np.random.default_rng(1))
                a.reset(11)
                self.assertEqual(a.to_json(), b.to_json())
                a.reset(12)
                self.assertNotEqual(a.to_json(), b.to_json())
                a.close(), b.close()

    def test_clone_json_notation(self):
        for game in GAMES:
            with self.subTest(game=game):
                env = Env(game, CONFIGS[game], seed=3)
                rng = np.random.default_rng(3)
                for _ in range(15):
                    before = env.clone()
                    doc = env.to_json()
                    while True:
                        env.step(int(rng.choice(env.legal_actions())))
                        if env.prefix() == []:
                            break
                        self.assertFalse(env.is_terminal())
                    # The clone did not move; the move's notation plays the same move on it.
                    self.assertEqual(before.to_json(), doc)
                    before.apply_notation(env.last_move())
                    self.assertEqual(before.to_json(), env.to_json())
                    self.assertEqual(before.last_move(), env.last_move())
                    # The document reads back.
                    back = Env.from_json(game, env.to_json())
                    self.assertEqual(back.to_json(), env.to_json())
                    np.testing.assert_array_equal(back.legal_action_mask(), env.legal_action_mask())
                    np.testing.assert_array_equal(back.observation(0), env.observation(0))
                    back2 = Env.from_json(game, json.loads(env.to_json()))
                    self.assertEqual(back2.to_json(), env.to_json())
                    before.close(), back.close(), back2.close()
                env.close()

    def test_view_determinize(self):
        for game in GAMES:
            with self.subTest(game=game):
                env = Env(game, CONFIGS[game], seed=8)
                random_game(env, np.random.default_rng(8), limit=12)
                for p in range(env.num_players):
                    v = env.view(p)
                    # A view sees what p sees: the same observation by p.
                    np.testing.assert_array_equal(v.observation(p), env.observation(p))
                    self.assertEqual(v.current_player(), env.current_player())
                    d1, d2, d3 = v.determinize(p, 42), v.determinize(p, 42), env.determinize(p, 42)
                    self.assertEqual(d1.to_json(), d2.to_json())  # the same seed, the same draw
                    np.testing.assert_array_equal(d3.observation(p), env.observation(p))
                    np.testing.assert_array_equal(d1.observation(p), env.observation(p))
                    np.testing.assert_array_equal(d1.legal_action_mask(), env.legal_action_mask())
                    for x in (v, d1, d2, d3):
                        x.close()
                env.close()

    def test_misuse(self):
        env = Env("kingdomino", {"players": 2}, seed=1)

        def raises(kind, text, f, *args):
            with self.assertRaises(KingdomsError) as cm:
                f(*args)
            self.assertEqual(cm.exception.kind, kind, str(cm.exception))
            self.assertIn(text, str(cm.exception))
            return cm.exception

        # Actions that are not legal, out of range included; the game does not change.
        doc = env.to_json()
        illegal = next(a for a in range(env.num_actions) if not env.legal_action_mask()[a])
        for a in (-1, env.num_actions, illegal, 2**31 - 1, 2**32 + int(env.legal_actions()[0]), -2**63):
            raises("illegal", "action %d" % a, env.step, a)
        self.assertEqual(env.to_json(), doc)
        # Buffers of the wrong size or type.
        raises("buffer too small", "1710 are needed", env.observation, 0, np.zeros(5, np.float32))
        raises("bad argument", "float32", env.observation, 0, np.zeros(1710, np.float64))
        raises("buffer too small", "329 are needed", env.legal_action_mask, np.zeros(3, np.uint8))
        buf = np.zeros(10, np.uint8)
        raises("buffer too small", "holds 3 values and 329 are needed",
               lambda: LIB.check(LIB.kd_legal_mask(env.handle, buf.ctypes.data, 3)))
        raises("buffer too small", "1710 are needed",
               lambda: LIB.check(LIB.kd_observe(env.handle, 0, buf.ctypes.data, 2)))
        raises("bad argument", "NULL", lambda: LIB.check(LIB.kd_observe(env.handle, 0, None, 1710)))
        raises("buffer too small", "2 are needed",
               lambda: LIB.check(LIB.kd_scores(env.handle, buf.ctypes.data, 1)))
        n = ctypes.c_int64()
        raises("buffer too small", "are needed",
               lambda: LIB.check(LIB.kd_to_json(env.handle, buf.ctypes.data, 10, ctypes.byref(n))))
        self.assertGreater(n.value, 100)  # the size needed
        # Players not in the game.
        raises("bad argument", "player 2 is not in the game", env.observation, 2)
        raises("bad argument", "player 4294967296 is not in the game", env.observation, 2**32)
        raises("bad argument", "player 4294967296", env.view, 2**32)
        raises("bad argument", "seed -1", env.determinize, 0, -1)
        raises("bad argument", "player -3", env.view, -3)
        raises("bad argument", "player 9", env.determinize, 9, 1)
        # Bad configs, games, documents and notation.
        raises("bad config", "9 players", Env, "kingdomino", {"players": 9})
        raises("bad config", "colour", Env, "kingdomino", {"players": 2, "colour": "red"})
        raises("bad config", "not valid JSON",
               lambda: LIB.new_handle(LIB.kd_new, b"kingdomino", b'{"players": 2'))
        raises("bad argument", 'unknown game "chess"', Env, "chess")
        raises("bad argument", "NULL", lambda: LIB.new_handle(LIB.kd_new, None, b"{}"))
        raises("bad state", "kingdomino", Env.from_json, "kingdomino", '{"schema": "kingdomino/1"}')
        raises("bad state", "kingdomino", Env.from_json, "kingdomino", "not JSON")
        raises("bad notation", "kingdomino", env.apply_notation, "fly to the moon")
        raises("illegal", "kingdomino", env.apply_notation, "discard 1")  # a pick is due
        # Handles that were freed or never existed.
        h = env.handle
        clone = env.clone()
        clone_handle = clone.handle
        clone.close()
        raises("bad handle", "handle %d was freed" % clone_handle, lambda: LIB.check(LIB.kd_step(clone_handle, 0, None, None)))
        raises("bad handle", "was freed", lambda: LIB.check(LIB.kd_free(clone_handle)))
        raises("bad handle", "was never created", lambda: LIB.check(LIB.kd_step(123456789, 0, None, None)))
        raises("bad handle", "was never created", lambda: LIB.check(LIB.kd_terminal(0, None)))
        raises("bad handle", "closed", clone.step, 0)  # a closed env says so
        batch = BatchEnv("kingdomino", 2, {"players": 2}, seed=1)
        raises("bad handle", "is a batch, not a game", lambda: LIB.check(LIB.kd_step(batch.handle, 0, None, None)))
        raises("bad handle", "is a game, not a batch",
               lambda: LIB.check(LIB.kd_batch_dims(h, (ctypes.c_int64 * 7)())))
        batch.close()
        # The messages are each thread's: another thread's failure does not replace this one's.
        try:
            LIB.check(LIB.kd_step(h, -5, None, None))
        except KingdomsError:
            pass
        t = threading.Thread(target=lambda: raises("bad handle", "never created", lambda: LIB.check(LIB.kd_free(77))))
        t.start()
        t.join()
        self.assertIn("action -5", LIB.error(5).args[0])
        env.close()

    def test_threads(self):
        """Games stepped from several Python threads at once (ctypes lets go of the GIL) play as alone."""
        game = GAMES[0]

        def play(seed, out):
            env = Env(game, CONFIGS[game], seed=seed)
            random_game(env, np.random.default_rng(seed))
            out[seed] = env.to_json()
            env.close()

        together, alone = {}, {}
        threads = [threading.Thread(target=play, args=(s, together)) for s in range(6)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        for s in range(6):
            play(s, alone)
        self.assertEqual(together, alone)

        # One game shared by threads: calls are serialized, none crashes.
        env = Env(game, CONFIGS[game], seed=1)

        def poke():
            for _ in range(200):
                try:
                    legal = env.legal_actions()
                    if len(legal):
                        env.step(int(legal[0]))
                    env.observation(0)
                except KingdomsError as e:
                    self.assertEqual(e.kind, "illegal")  # another thread moved first
        threads = [threading.Thread(target=poke) for _ in range(4)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        env.close()


class BuildTest(unittest.TestCase):
    def test_build_library(self):
        import shutil
        import tempfile
        if shutil.which("go") is None:
            self.skipTest("no go command")
        if libkingdoms._build.go_source() is None:
            self.skipTest("the package is installed without the Go source next to it (%s)" % libkingdoms.__file__)
        with tempfile.TemporaryDirectory() as tmp:
            path = libkingdoms.build_library(os.path.join(tmp, "libkingdoms.so"))
            lib = libkingdoms.load(path)
            self.assertIsNot(lib, LIB)
            env = Env("kingdomino", {"players": 3}, seed=2, lib=lib)
            self.assertEqual(env.num_actions, 328)
            env.close()
        with self.assertRaises(KingdomsError) as cm:
            libkingdoms.load("/nonexistent/libkingdoms.so")
        self.assertIn("go build -buildmode=c-shared", str(cm.exception))


class BatchTest(unittest.TestCase):
    def check_against_single(self, game, config, n, steps, workers, observations):
        seed = 500
        batch = BatchEnv(game, n, config, seed=seed, workers=workers, observations=observations)
        singles = [Env(game, config, seed=seed + i) for i in range(n)]
        starts = [1] * n
        rng = np.random.default_rng(9)
        resets = 0
        for step in range(steps):
            for i, env in enumerate(singles):
                np.testing.assert_array_equal(batch.masks[i], env.legal_action_mask(), "step %d, game %d" % (step, i))
                self.assertEqual(batch.to_move[i], env.current_player())
                if observations:
                    np.testing.assert_array_equal(batch.obs[i], env.observation(), "step %d, game %d" % (step, i))
            actions = np.array([rng.choice(np.flatnonzero(m)) for m in batch.masks], np.int32)
            obs, masks, rewards, dones = batch.step(actions)
            self.assertIs(masks, batch.masks)
            for i, env in enumerate(singles):
                done = env.step(int(actions[i]))
                self.assertEqual(bool(dones[i]), done)
                np.testing.assert_array_equal(rewards[i], env.rewards())
                if done:
                    env.reset(seed + starts[i] * n + i)
                    starts[i] += 1
                    resets += 1
        if steps >= 100:
            self.assertGreater(resets, 0, "no game ended: the resets were not tested")
        # A copy of a game of the batch is that game.
        for i, env in enumerate(singles):
            copy = batch.game_env(i)
            self.assertEqual(copy.to_json(), env.to_json())
            copy.close()
            env.close()
        batch.close()

    def test_equals_single(self):
        for game in GAMES:
            for workers, observations in ((2, True), (3, False), (1, True)):
                with self.subTest(game=game, workers=workers, observations=observations):
                    # Enough steps for games to end and be reset (Kingdom Builder's and Arkadia's are longer).
                    n, steps = (5, 130) if game == "kingdomino" else (2, 220)
                    self.check_against_single(game, CONFIGS[game], n, steps, workers, observations)

    def test_callers_arrays(self):
        game = GAMES[0]
        batch = BatchEnv(game, 3, CONFIGS[game], seed=4)
        other = BatchEnv(game, 3, CONFIGS[game], seed=4, observations=False)
        obs = np.zeros((3, batch.observation_size), np.float32)
        masks = np.zeros((3, batch.num_actions), np.uint8)
        rewards = np.zeros((3, batch.num_players), np.float32)
        dones = np.zeros(3, np.uint8)
        rng = np.random.default_rng(2)
        for _ in range(60):
            actions = [rng.choice(np.flatnonzero(m)) for m in batch.masks]
            o, m, r, d = batch.step(actions)
            o2, m2, r2, d2 = other.step(actions, obs=obs, masks=masks, rewards=rewards, dones=dones)
            self.assertIs(o2, obs)
            self.assertIsNone(other.obs)
            for x, y in ((o, obs), (m, masks), (r, rewards), (d, dones)):
                np.testing.assert_array_equal(x, y)
        batch.close()
        other.close()

    def test_misuse(self):
        game = GAMES[0]
        batch = BatchEnv(game, 3, CONFIGS[game], seed=4)
        before = [batch.game_env(i) for i in range(3)]
        docs = [e.to_json() for e in before]
        actions = np.array([np.flatnonzero(m)[0] for m in batch.masks], np.int32)
        bad = actions.copy()
        bad[1] = np.flatnonzero(batch.masks[1] == 0)[0]
        with self.assertRaises(KingdomsError) as cm:
            batch.step(bad)
        self.assertEqual(cm.exception.kind, "illegal")
        self.assertIn("game 1: action %d is not legal" % bad[1], str(cm.exception))
        for i in range(3):
            e = batch.game_env(i)
            self.assertEqual(e.to_json(), docs[i], "a refused step changed game %d" % i)
            e.close()
            before[i].close()
        with self.assertRaises(KingdomsError) as cm:
            batch.step(actions.astype(np.int64) + np.array([0, 0, 2**32]))
        self.assertIn("do not fit int32", str(cm.exception))
        with self.assertRaises(KingdomsError) as cm:
            batch.step(actions[:2])
        self.assertEqual(cm.exception.kind, "buffer too small")
        self.assertIn("2 values and 3 are needed", str(cm.exception))
        with self.assertRaises(KingdomsError) as cm:
            batch.step(actions, masks=np.zeros((2, batch.num_actions), np.uint8))
        self.assertEqual(cm.exception.kind, "buffer too small")
        with self.assertRaises(KingdomsError) as cm:
            batch.step(actions, dones=np.zeros(3, np.int64))
        self.assertEqual(cm.exception.kind, "bad argument")
        with self.assertRaises(KingdomsError) as cm:
            BatchEnv(game, 2, dict(CONFIGS[game], seed=3))
        self.assertIn("seed sequence", str(cm.exception))
        with self.assertRaises(KingdomsError) as cm:
            BatchEnv(game, 0, CONFIGS[game])
        self.assertIn("a batch of 0 games", str(cm.exception))
        with self.assertRaises(KingdomsError) as cm:
            batch.game_env(3)
        self.assertIn("game 3 is not in the batch", str(cm.exception))
        batch.step(actions)
        batch.close()
        with self.assertRaises(KingdomsError) as cm:
            batch.step(actions)
        self.assertEqual(cm.exception.kind, "bad handle")


if __name__ == "__main__":
    unittest.main()
