"""Tests of the engine process through the Python client (python3 -m unittest).

The Go test examples/engine/python_test.go builds the engine and runs these
tests with the binary's path in KINGDOMS_ENGINE.
"""

import json
import random
import unittest

from kingdoms_engine import Engine, EngineError, split_observation

GAMES = {
    "kingdomino": {"players": 2, "seed": 3},
    "kingdombuilder": {"players": 2, "seed": 3},
    "arkadia": {"players": 2, "seed": 3},
}


class EngineTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.engine = Engine()

    @classmethod
    def tearDownClass(cls):
        cls.engine.close()

    def test_full_game_of_every_game(self):
        rng = random.Random(5)
        for game, config in GAMES.items():
            with self.subTest(game=game):
                r = self.engine.new(game, config)
                moves = 0
                while not r["terminal"]:
                    self.assertTrue(r["legal"], "no legal move before the end")
                    self.assertIn(r["to_move"], range(config["players"]))
                    r = self.engine.apply(game, r["state"], rng.choice(r["legal"]))
                    moves += 1
                    self.assertLess(moves, 5000)
                self.assertEqual(r["legal"], [])
                self.assertEqual(r["to_move"], -1)
                self.assertTrue(r["winners"])
                self.assertEqual(len(r["scores"]), config["players"])
                for score in r["scores"]:
                    self.assertEqual(score["total"], sum(p["points"] for p in score["parts"]))
                obs = self.engine.observe(game, r["state"], 1)
                shape = obs["shape"]
                self.assertEqual(len(obs["observation"]),
                                 shape["planes"] * shape["rows"] * shape["cols"] + shape["vector"])

    def test_illegal_move(self):
        r = self.engine.new("kingdomino", GAMES["kingdomino"])
        free = [m for m in ("pick %d" % d for d in range(1, 49)) if m not in r["legal"]]
        with self.assertRaises(EngineError) as caught:
            self.engine.apply("kingdomino", r["state"], free[0])
        self.assertIn("illegal move", str(caught.exception))
        self.assertIn(free[0], str(caught.exception))
        with self.assertRaises(EngineError) as caught:
            self.engine.apply("kingdomino", r["state"], "fly away")
        self.assertIn("bad move", str(caught.exception))
        # The engine keeps serving.
        self.assertFalse(self.engine.legal("kingdomino", r["state"])["terminal"])

    def test_malformed_line(self):
        for line in ('{"id": 1, "op": ', "hello", '{"id":2,"op":"dance","game":"arkadia"}'):
            with self.subTest(line=line):
                r = self.engine.send_line(line)
                self.assertIn("error", r)
        self.assertIn("unknown op", r["error"])
        self.assertEqual(r["id"], 2)
        with self.assertRaises(EngineError) as caught:
            self.engine.new("kingdomino", {"players": 2, "Colour": "red"})
        self.assertIn("Colour", str(caught.exception))
        # A line over the engine's limit (1 MiB by default) is refused.
        r = self.engine.send_line('{"id":3,"pad":"' + "x" * (1 << 20) + '"}')
        self.assertIn("refused", r["error"])
        self.assertEqual(r["id"], 3)
        # The engine keeps serving.
        self.assertTrue(self.engine.new("arkadia", GAMES["arkadia"])["legal"])

    def test_hidden_information(self):
        r = self.engine.new("kingdombuilder", GAMES["kingdombuilder"])
        view = self.engine.view("kingdombuilder", r["state"], 1)
        full = self.engine.determinize("kingdombuilder", view["state"], 1, 42)
        self.assertTrue(full["legal"])
        a = self.engine.observe("kingdombuilder", full["state"], 1)["observation"]
        b = self.engine.observe("kingdombuilder", r["state"], 1)["observation"]
        self.assertEqual(a, b)
        obs = self.engine.observe("kingdomino", self.engine.new("kingdomino", {"players": 2, "seed": 1})["state"], 0)
        planes, vector = split_observation(obs)
        self.assertEqual((len(planes), len(planes[0]), len(planes[0][0])), (16, 9, 9))
        self.assertEqual(planes[6][4][4], 1)  # the observer's castle, in the middle of its plane 6
        self.assertEqual(len(vector), obs["shape"]["vector"])
        svg = self.engine.render("kingdombuilder", r["state"])["svg"]
        self.assertIn("<svg", svg)
        json.dumps(r["state"])  # the state is plain JSON


if __name__ == "__main__":
    unittest.main()
