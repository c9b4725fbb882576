"""Tests of libkingdoms.pettingzoo and libkingdoms.gymnasium: PettingZoo's api_test and seed_test, Gymnasium's
check_env, and the environments against libkingdoms.Env.

They run where pettingzoo and gymnasium import, and are skipped, saying so, elsewhere. Neither is installable on the
project's machines: the Go test puts $KINGDOMS_PYTHONPATH on the PYTHONPATH, so that a checkout of their sources
(Gymnasium, PettingZoo, Farama-Notifications) can be used without installing them (see README.md).
"""

import os
import subprocess
import sys
import unittest
import warnings

import numpy as np

import libkingdoms
from libkingdoms import Env, KingdomsError

try:
    import pettingzoo
    from pettingzoo.test import api_test, seed_test
    from pettingzoo.test.state_test import test_state_space as state_space_test
    from libkingdoms import pettingzoo as kpz
except ImportError as e:
    pettingzoo = None
    NO_PETTINGZOO = "pettingzoo is not installed (%s): skipping its api_test and seed_test" % e

try:
    import gymnasium
    from gymnasium.utils.env_checker import check_env
    from libkingdoms import gymnasium as kgym
except ImportError as e:
    gymnasium = None
    NO_GYMNASIUM = "gymnasium is not installed (%s): skipping its check_env" % e

# A config per game, and one more for the games of more players.
CONFIGS = [
    ("kingdomino", {"players": 2}),
    ("kingdomino", {"players": 4}),
    ("kingdombuilder", {"players": 2, "nomads": True}),
    ("kingdombuilder", {"players": 3}),
    ("arkadia", {"players": 2}),
    ("arkadia", {"players": 3}),
]

# The warnings the checks give for what the environments are on purpose: an observation that is a dict of the
# observation and the action mask (PettingZoo's classic games have the same, and are listed by name in api_test so as
# not to be warned), and an observation space without an upper bound (the scores are part of the observation).
EXPECTED_WARNINGS = (
    "Observation is not a NumPy array",
    "Observation space for each agent probably should be gymnasium.spaces.box or gymnasium.spaces.discrete",
    "A Box observation space maximum value is infinity",
    "Agent's maximum observation space value is infinity",
    "Environment's maximum state space value is infinity",
    # check_env on an env made without gymnasium.make, which has no spec to make the other render modes with.
    "Not able to test alternative render modes due to the environment not having a spec",
)


def unexpected(caught):
    """The messages of the warnings caught that are not among EXPECTED_WARNINGS."""
    return sorted({str(w.message) for w in caught if not any(x in str(w.message) for x in EXPECTED_WARNINGS)})


def random_legal(rng, mask):
    return int(rng.choice(np.flatnonzero(mask)))


def expected_text(game):
    """The text picture of game (an Env): its render, else (a library without it) the summary the adapters write."""
    if callable(getattr(game, "render", None)):
        return game.render(mode="text")
    return None


def check_render(t, make, modes):
    """Checks the render modes of the environments make(game, render_mode=..., players=2) makes."""
    has_svg = callable(getattr(Env, "render", None))
    t.assertEqual(modes, ["ansi", "human", "svg"] if has_svg else ["ansi", "human"])
    for game in libkingdoms.GAMES:
        env = make(game, render_mode="ansi", players=2)
        env.reset(seed=1)
        picture = env.render()
        t.assertIsInstance(picture, str)
        want = expected_text(env.env)
        if want is None:
            t.assertIn("player_", picture)
        else:
            t.assertEqual(picture, want)
        env.close()
        if has_svg:
            env = make(game, render_mode="svg", players=2)
            env.reset(seed=1)
            t.assertIn("<svg", env.render())
            env.close()
    with t.assertRaises(KingdomsError):
        make("kingdomino", render_mode="rgb_array")
    with t.assertRaises(KingdomsError):
        make("kingdomino", render_mode="svg" if not has_svg else "png")


class READMETest(unittest.TestCase):
    @unittest.skipIf(pettingzoo is None or gymnasium is None, "pettingzoo or gymnasium is not installed: skipping the "
                     "README's example of them")
    def test_readme(self):
        """The example of README.md's section PettingZoo and Gymnasium runs (where README.md is beside the tests)."""
        path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "README.md")
        if not os.path.exists(path):
            self.skipTest("no README.md at %s (the tests were copied elsewhere)" % path)
        with open(path, encoding="utf-8") as f:
            text = f.read()
        section = text[text.index("## PettingZoo and Gymnasium"):]
        code = section[section.index("```python\n") + 10:section.index("\n```\n")]
        scope = {}
        exec(compile(code, "README.md", "exec"), scope)
        self.assertEqual(scope["env"].env.current_player(), 0 if not scope["terminated"] else -1)
        self.assertEqual(scope["env"].seat, 0)


class ImportTest(unittest.TestCase):
    def test_optional(self):
        # import libkingdoms imports neither pettingzoo nor gymnasium.
        code = "import sys, libkingdoms; print(sorted(m for m in ('pettingzoo', 'gymnasium') if m in sys.modules))"
        out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
        self.assertEqual(out.strip(), "[]")


@unittest.skipIf(pettingzoo is None, "" if pettingzoo else NO_PETTINGZOO)
class PettingZooTest(unittest.TestCase):
    def test_api(self):
        for game, config in CONFIGS:
            with self.subTest(game=game, config=config), warnings.catch_warnings(record=True) as caught:
                warnings.simplefilter("always")
                env = kpz.env(game, **config)
                api_test(env, num_cycles=1000)
                state_space_test(env)
                env.close()
                self.assertEqual(unexpected(caught), [])

    def test_seed(self):
        for game, config in CONFIGS:
            with self.subTest(game=game, config=config):
                seed_test(lambda: kpz.env(game, **config), num_cycles=500)

    def play(self, env, rng):
        """Plays a game with random legal actions, beside an Env of the same seed; returns the final rewards."""
        game = env.env
        mirror = game.clone()
        acted = set()
        rewards = {}
        for agent in env.agent_iter():
            obs, reward, terminated, truncated, info = env.last()
            self.assertFalse(truncated)
            if terminated:
                rewards[agent] = reward
                self.assertEqual(info, {"score": mirror.scores()[int(agent[7:])],
                                        "winner": bool(mirror.rewards()[int(agent[7:])] > 0)})
                env.step(None)
                continue
            p = mirror.current_player()
            self.assertEqual(agent, "player_%d" % p)
            self.assertEqual(reward, 0)
            np.testing.assert_array_equal(obs["observation"], mirror.observation(p))
            np.testing.assert_array_equal(obs["action_mask"], mirror.legal_action_mask())
            self.assertEqual(obs["action_mask"].dtype, np.int8)
            for other in env.agents:  # the others see their own observation and no legal action
                if other != agent:
                    o = env.observe(other)
                    np.testing.assert_array_equal(o["observation"], mirror.observation(int(other[7:])))
                    self.assertFalse(o["action_mask"].any())
            np.testing.assert_array_equal(env.state(), np.stack([mirror.observation(i)
                                                                 for i in range(mirror.num_players)]))
            a = random_legal(rng, obs["action_mask"])
            acted.add(agent)
            env.step(a)
            mirror.step(a)
        self.assertTrue(mirror.is_terminal())
        self.assertEqual(env.agents, [])
        self.assertEqual(acted, set(env.possible_agents))
        self.assertEqual(rewards, {"player_%d" % i: float(r) for i, r in enumerate(mirror.rewards())})
        mirror.close()
        return rewards

    def test_game(self):
        rng = np.random.default_rng(3)
        for game, config in CONFIGS:
            with self.subTest(game=game, config=config):
                env = kpz.env(game, **config)
                env.reset(seed=11)
                with Env(game, config, seed=11) as ref:  # reset(seed=s) plays the game of seed s
                    self.assertEqual(env.env.to_json(), ref.to_json())
                rewards = self.play(env, rng)
                self.assertIn(1.0, rewards.values())
                self.assertEqual(set(rewards.values()) - {1.0, -1.0}, set())
                env.close()

    def test_seeds(self):
        game, config = "kingdomino", {"players": 2}

        def games(env, seeds):
            out = []
            for s in seeds:
                env.reset(seed=s)
                out.append(env.env.to_json())
            return out

        a, b = kpz.env(game, **config), kpz.env(game, **config)
        seeds = [5, None, None, 6, None]
        first, second = games(a, seeds), games(b, seeds)
        self.assertEqual(first, second, "the same seed sequence gave other games")
        self.assertEqual(len(set(first)), len(first), "reset() without a seed replayed a game")
        # A seed at construction seeds the first reset without one.
        c = kpz.env(game, seed=5, **config)
        self.assertEqual(games(c, [None, None]), first[:2])
        for e in (a, b, c):
            e.close()

    def test_render(self):
        check_render(self, kpz.env, kpz.AECEnv.metadata["render_modes"])

    def test_misuse(self):
        env = kpz.env("kingdomino", players=2)
        with self.assertRaises(KingdomsError):
            env.step(0)  # before reset
        env.reset(seed=2)
        doc = env.env.to_json()
        mask = env.observe(env.agent_selection)["action_mask"]
        illegal = int(np.flatnonzero(mask == 0)[0])
        for bad, kind in ((illegal, "illegal"), (-1, "illegal"), (10**6, "illegal"), (2**70, "illegal"),
                          (1.5, "bad argument"), ("3", "bad argument"), (np.float32(2), "bad argument")):
            with self.subTest(action=bad), self.assertRaises(KingdomsError) as cm:
                env.step(bad)
            self.assertEqual(cm.exception.kind, kind)
        self.assertEqual(env.env.to_json(), doc, "a refused action changed the game")
        env.step(np.int64(np.flatnonzero(mask)[0]))  # numpy integers are actions
        for f in (env.observe, env.observation_space, env.action_space):
            with self.assertRaises(KingdomsError) as cm:
                f("player_7")
            self.assertIn("player_7", str(cm.exception))
        for bad in ({"players": 9}, {"nosuchkey": 1}, {"seed": -1}, {"seed": "x"}):
            with self.subTest(config=bad), self.assertRaises(KingdomsError):
                kpz.env("kingdomino", **bad).reset()
        with self.assertRaises(KingdomsError):
            kpz.env("chess")
        # After the end: a terminated agent's only action is None, and once every agent is gone, no action is.
        while not env.terminations[env.agent_selection]:
            env.step(random_legal(np.random.default_rng(1), env.observe(env.agent_selection)["action_mask"]))
        with self.assertRaises(KingdomsError) as cm:
            env.step(0)
        self.assertIn("the only action is None", str(cm.exception))
        while env.agents:
            env.step(None)
        with self.assertRaises(KingdomsError) as cm:
            env.step(None)
        self.assertIn("call reset()", str(cm.exception))
        env.close()
        env.close()
        with self.assertRaises(KingdomsError):
            env.reset()


@unittest.skipIf(gymnasium is None, "" if gymnasium else NO_GYMNASIUM)
class GymnasiumTest(unittest.TestCase):
    def test_check_env(self):
        for game, config in CONFIGS:
            for seat in (0, config["players"] - 1):
                with self.subTest(game=game, config=config, seat=seat), \
                        warnings.catch_warnings(record=True) as caught:
                    warnings.simplefilter("always")
                    made = gymnasium.make(kgym.IDS[game], seat=seat, **config)
                    check_env(made.unwrapped)  # with a spec: every render mode is tried too
                    made.close()
                    env = kgym.env(game, seat=seat, render_mode="ansi", **config)
                    check_env(env)
                    env.close()
                    self.assertEqual(unexpected(caught), [])

    def test_game(self):
        """Games against random opponents, beside an Env that replays the same actions."""
        for game, config in CONFIGS:
            for seat in range(config["players"]):
                with self.subTest(game=game, config=config, seat=seat):
                    env = kgym.env(game, seat=seat, **config)
                    obs, info = env.reset(seed=21 + seat)
                    rng = np.random.default_rng(seat)
                    steps = 0
                    while True:
                        self.assertEqual(env.env.current_player(), seat)
                        np.testing.assert_array_equal(obs, env.env.observation(seat))
                        mask = env.action_masks()
                        self.assertEqual(mask.dtype, bool)
                        np.testing.assert_array_equal(mask, env.env.legal_action_mask().astype(bool))
                        obs, reward, terminated, truncated, info = env.step(random_legal(rng, mask))
                        steps += 1
                        self.assertFalse(truncated)
                        if terminated:
                            break
                        self.assertEqual(reward, 0.0)
                    self.assertTrue(env.env.is_terminal())
                    self.assertEqual(reward, float(env.env.rewards()[seat]))
                    self.assertIn(reward, (1.0, -1.0))
                    np.testing.assert_array_equal(info["scores"], env.env.scores())
                    np.testing.assert_array_equal(info["rewards"], env.env.rewards())
                    self.assertFalse(env.action_masks().any())
                    with self.assertRaises(KingdomsError):
                        env.step(0)
                    self.assertGreater(steps, 3)
                    env.close()

    def test_opponents(self):
        calls = []

        def first_legal(observation, action_mask):
            calls.append((observation.shape, action_mask.dtype))
            return int(np.flatnonzero(action_mask)[0])

        seed = next(s for s in range(100) if Env("kingdomino", {"players": 3}, seed=s).current_player() != 1)
        env = kgym.env("kingdomino", seat=1, opponents=first_legal, players=3)
        obs, _ = env.reset(seed=seed)
        self.assertEqual(env.env.current_player(), 1)
        self.assertGreater(len(calls), 0, "player 1 was not first, yet no opponent played")
        self.assertEqual(set(calls), {((env.env.observation_size,), np.dtype(np.int8))})
        # Replayed by hand: the opponents took their first legal action until player 1's turn.
        with Env("kingdomino", {"players": 3}, seed=seed) as ref:
            while ref.current_player() != 1:
                ref.step(int(ref.legal_actions()[0]))
            self.assertEqual(ref.to_json(), env.env.to_json())
        env.close()
        # One policy per player, the seat's own ignored; a policy that plays an illegal action is named.
        bad = kgym.env("kingdomino", seat=0, opponents=[None, lambda o, m: int(np.flatnonzero(m == 0)[0])], players=2)
        with self.assertRaises(KingdomsError) as cm:
            bad.reset(seed=4)
            while True:
                bad.step(int(np.flatnonzero(bad.action_masks())[0]))
        self.assertIn("the policy of player 1", str(cm.exception))
        bad.close()
        for opponents in (3, [None], [None, 5]):
            with self.subTest(opponents=opponents), self.assertRaises(KingdomsError):
                kgym.env("kingdomino", opponents=opponents, players=2)
        for seat in (-1, 2, 1.0, True, "0"):
            with self.subTest(seat=seat), self.assertRaises(KingdomsError):
                kgym.env("kingdomino", seat=seat, players=2)

    def test_bot_opponents(self):
        """Opponents played by the library's bots: each move is the bot's for a seed drawn from np_random, so that
        reset(seed=) replays them; a list mixes them with other policies; bad names are refused."""
        for game, config in CONFIGS[::2]:
            with self.subTest(game=game):
                env = kgym.env(game, seat=1, opponents="ismcts:20", **config)
                obs, _ = env.reset(seed=5)
                rng = np.random.default_rng(0)
                done = False
                while not done:
                    obs, reward, done, _, info = env.step(random_legal(rng, env.action_masks()))
                self.assertIn(reward, (1.0, -1.0))
                # Replayed by hand: the agent's actions from the history, the bots' moves with np_random's seeds.
                moves = env.env.history()
                rng = gymnasium.utils.seeding.np_random(5)[0]
                with Env(game, config, seed=5) as ref:
                    while not ref.is_terminal():
                        if ref.current_player() == 1:
                            ref.apply_notation(moves[len(ref.history())])
                        else:
                            ref.bot_step("ismcts", 20, int(rng.integers(1 << 63)))
                    self.assertEqual(ref.history(), moves)
                    self.assertEqual(ref.to_json(), env.env.to_json())
                env.close()
        # The default bot for player 0, greedy for player 2, the seat's own entry ignored.
        env = kgym.env("kingdomino", seat=1, opponents=["ismcts", "ismcts0:5", "greedy"], players=3)
        env.reset(seed=2)
        self.assertEqual(env.env.current_player(), 1)
        env.close()
        for opponents in ("ismcts:0", "ismcts:x", "ismcts:", "greedy:5", "alphazero", ["ismcts", "minimax"]):
            with self.subTest(opponents=opponents), self.assertRaises(KingdomsError) as cm:
                kgym.env("kingdomino", opponents=opponents, players=2)
            self.assertIn("opponents", str(cm.exception))

    def test_illegal(self):
        env = kgym.env("kingdomino", players=2)
        env.reset(seed=3)
        doc = env.env.to_json()
        illegal = int(np.flatnonzero(~env.action_masks())[0])
        obs, reward, terminated, truncated, info = env.step(illegal)
        self.assertEqual((reward, terminated, truncated, info), (-1.0, True, False, {"illegal_action": illegal}))
        self.assertEqual(env.env.to_json(), doc)
        env.close()
        env = kgym.env("kingdomino", players=2, illegal="raise")
        env.reset(seed=3)
        with self.assertRaises(KingdomsError) as cm:
            env.step(illegal)
        self.assertEqual(cm.exception.kind, "illegal")
        for bad in (1.5, None, "2", 10**30):
            with self.subTest(action=bad), self.assertRaises(KingdomsError):
                env.step(bad)
        self.assertEqual(env.env.to_json(), doc)
        env.close()

    def test_seeds(self):
        def run(env, seeds):
            out = []
            for s in seeds:
                obs, _ = env.reset(seed=s)
                done = False
                while not done:
                    obs, r, done, _, _ = env.step(int(env.np_random.choice(np.flatnonzero(env.action_masks()))))
                out.append((env.env.to_json(), r))
            return out

        seeds = [8, None, None, 9, None]
        a = run(kgym.env("kingdomino", players=2), seeds)
        b = run(kgym.env("kingdomino", players=2), seeds)
        self.assertEqual(a, b, "the same seeds gave other games")
        self.assertEqual(len({doc for doc, _ in a}), len(a), "reset() without a seed replayed a game")
        c = run(kgym.env("kingdomino", players=2, seed=8), [None, None])
        self.assertEqual(c, a[:2])
        with kgym.env("kingdomino", players=2) as env, Env("kingdomino", {"players": 2}, seed=8) as ref:
            env.reset(seed=8)
            self.assertEqual(env.env.to_json(), ref.to_json())

    def test_render(self):
        check_render(self, kgym.env, kgym.SeatEnv.metadata["render_modes"])
        env = gymnasium.make(kgym.IDS["arkadia"], render_mode="ansi", players=2)
        env.reset(seed=1)
        want = expected_text(env.unwrapped.env)
        if want is None:
            self.assertIn("player_", env.render())
        else:
            self.assertEqual(env.render(), want)
        env.close()


if __name__ == "__main__":
    unittest.main()
