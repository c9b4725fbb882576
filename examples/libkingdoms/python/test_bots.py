"""Tests of the bots' moves: Env.bot_actions and Env.bot_step (kd_bot_move).

python3 -m unittest (the library at $LIBKINGDOMS or next to the package), as test_libkingdoms.py.
"""

import gc
import os
import unittest

import libkingdoms
from libkingdoms import BOTS, Env, KingdomsError

LIB = libkingdoms.load()
CONFIGS = {
    "kingdomino": {"players": 2},
    "kingdombuilder": {"players": 2},
    "arkadia": {"players": 2},
}


class BotTest(unittest.TestCase):
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

    def test_games(self):
        """Every bot plays whole games of each game: its actions are legal and make one move, they leave the game as it
        was until taken, and the same seed gives them again, in the game, its clone, a game drawn from the mover's view
        (hidden parts changed) and that view."""
        for game, config in CONFIGS.items():
            with self.subTest(game=game), Env(game, config, seed=3) as env:
                ply = 0
                while not env.is_terminal():
                    bot = BOTS[ply % len(BOTS)]
                    doc = env.to_json()
                    acts = env.bot_actions(bot, iterations=10, seed=ply)
                    self.assertEqual(env.to_json(), doc)
                    self.assertTrue(1 <= len(acts) <= 3, acts)
                    if ply % 5 == 0:
                        me = env.current_player()
                        others = [env, env.clone()]
                        if bot != "random":
                            others += [env.determinize(me, 1000 + ply), env.view(me)]
                        for other in others:
                            self.assertEqual(other.bot_actions(bot, iterations=10, seed=ply), acts)
                        for other in others[1:]:
                            other.close()
                    history = env.history()
                    for i, a in enumerate(acts):
                        self.assertIn(a, env.legal_actions())
                        env.step(a)
                        self.assertEqual(len(env.history()), len(history) + (i == len(acts) - 1))
                    ply += 1
                self.assertGreater(ply, 10)
                self.raises("illegal", "the game is over", env.bot_actions)
                self.raises("illegal", "the game is over", env.bot_step, "greedy")

    def test_default(self):
        """The default bot at the game's default budget: bot_step plays the move bot_actions gives; iterations=0 and
        the default arguments are the same bot."""
        with Env("kingdomino", {"players": 2}, seed=5) as env, env.clone() as ref:
            acts = env.bot_actions()
            self.assertEqual(env.bot_actions("ismcts", 0, 0), acts)
            env.bot_step()
            for a in acts:
                ref.step(a)
            self.assertEqual(env.to_json(), ref.to_json())
            self.assertEqual(env.history(), ref.history())

    def test_errors(self):
        """Bad bots, budgets and seeds, a move under way and a closed env are refused, naming the problem; the game is
        unchanged."""
        env = Env("kingdombuilder", {"players": 2}, seed=4)
        doc = env.to_json()
        for args, kind, text in [
            (("alphazero",), "bad argument", 'unknown bot "alphazero"'),
            (("ismcts", -1), "bad argument", "iterations -1"),
            (("ismcts", 10**7), "bad argument", "iterations 10000000"),
            (("ismcts", 2**70), "bad argument", "out of range"),
            (("ismcts", 1.5), "bad argument", "not an integer"),
            (("ismcts", 0, -1), "bad argument", "seed -1 is out of range"),
            (("ismcts", 0, 2**64), "bad argument", "out of range"),
            ((None,), "bad argument", "bot: want a str"),
            (("ism\0cts",), "bad argument", "NUL"),
        ]:
            with self.subTest(args=args):
                self.raises(kind, text, env.bot_actions, *args)
        self.assertEqual(env.to_json(), doc)
        # A move under way: the first action of a settlement moved.
        while True:
            first = [a for a in env.legal_actions() if self._starts_move(env, a)]
            if first:
                break
            env.bot_step("random", seed=1)
        env.step(first[0])
        prefix, doc = env.prefix(), env.to_json()
        self.raises("illegal", "under way", env.bot_actions)
        self.assertEqual((env.prefix(), env.to_json()), (prefix, doc))
        env.close()
        self.raises("bad handle", "closed", env.bot_actions)

    def test_readme(self):
        """The example of README.md's section on the bots runs: the default bot plays one side of a game to its end."""
        path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "README.md")
        if not os.path.exists(path):
            self.skipTest("no README.md at %s (the tests were copied elsewhere)" % path)
        with open(path, encoding="utf-8") as f:
            text = f.read()
        section = text[text.index("### Bots: an opponent or a baseline"):]
        code = section[section.index("```python\n") + 10:section.index("\n```\n")]
        scope = {"libkingdoms": libkingdoms, "print": lambda *args: None}
        exec(compile(code, "README.md", "exec"), scope)
        env = scope["env"]
        self.assertTrue(env.is_terminal())
        self.assertEqual(sorted(env.rewards()), [-1.0, 1.0])
        env.close()

    @staticmethod
    def _starts_move(env, a):
        """Whether action a only starts a move (of two actions) in env."""
        with env.clone() as c:
            c.step(int(a))
            return c.prefix() != []


if __name__ == "__main__":
    unittest.main()
