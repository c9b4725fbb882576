"""Plays random games through libkingdoms and writes what it saw, for the Go test that replays them.

    python3 parity.py SPEC.json TRACE.jsonl

SPEC is a JSON list of games: {"game": ..., "config": {...}, "seed": N, "rng": N}. For each, the game is started with
the config and the seed, and played to the end with actions drawn by numpy's default_rng(rng) among those the legal
action mask allows. TRACE gets one JSON line per game: its steps, each with the legal actions (from the mask, checked
against legal_actions), the player to move, the scores, the SHA-256 of the observation of the player to move
(float32, little-endian), the action taken and the notation of the move it completed ("" when it only started one);
then the rewards, the scores and every player's observation hash at the end. The Go test (python_test.go) replays the
same actions with the game's Go package and compares everything.
"""

import hashlib
import json
import sys

import numpy as np

import libkingdoms


def digest(obs):
    """The SHA-256 of an observation, as float32 little-endian bytes."""
    return hashlib.sha256(np.ascontiguousarray(obs, dtype="<f4").tobytes()).hexdigest()


def play(spec):
    env = libkingdoms.Env(spec["game"], spec["config"], seed=spec["seed"])
    rng = np.random.default_rng(spec["rng"])
    mask = np.zeros(env.num_actions, np.uint8)
    obs = np.zeros(env.observation_size, np.float32)
    steps = []
    while True:
        env.legal_action_mask(out=mask)
        legal = np.flatnonzero(mask)
        if not np.array_equal(legal, env.legal_actions()):
            raise AssertionError("the mask and the list of legal actions differ")
        player = env.current_player()
        step = {
            "legal": legal.tolist(),
            "to_move": player,
            "scores": env.scores().tolist(),
            "obs": digest(env.observation(max(player, 0), out=obs)),
        }
        steps.append(step)
        if len(legal) == 0:
            if not env.is_terminal():
                raise AssertionError("no legal action before the end")
            break
        action = int(rng.choice(legal))
        terminal = env.step(action)
        step["action"] = action
        step["move"] = env.last_move() if env.prefix() == [] else ""
        if terminal != env.is_terminal():
            raise AssertionError("step returned %s, is_terminal %s" % (terminal, env.is_terminal()))
    return {
        "game": spec["game"],
        "config": spec["config"],
        "seed": spec["seed"],
        "steps": steps,
        "rewards": env.rewards().tolist(),
        "scores": env.scores().tolist(),
        "final_obs": [digest(env.observation(p)) for p in range(env.num_players)],
    }


def main():
    with open(sys.argv[1]) as f:
        specs = json.load(f)
    with open(sys.argv[2], "w") as out:
        for spec in specs:
            out.write(json.dumps(play(spec), separators=(",", ":")) + "\n")


if __name__ == "__main__":
    main()
