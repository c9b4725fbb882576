"""Measures libkingdoms from Python, and the JSON-lines engine in the same run for comparison.

    python3 bench.py [--seconds 3] [--batch 256] [--players 2] [--games kingdomino,kingdombuilder,arkadia]

For each game (2 players, base rules):

- one game: steps per second of a loop that takes a random legal action drawn from the mask
  (legal_action_mask into an array reused, the indexes of its nonzero entries, one draw) and resets the game when it ends;
- the batched stepper, --batch games, with observations and without: environment steps per second of a loop that
  draws one random legal action per game from the masks (vectorized numpy) and calls step; and the same counting
  only the time spent in step (the library's share);
- the JSON engine (examples/engine, through its Python client examples/engine/python): requests per second of a loop
  that plays random games, one apply request per move.

The engine is $KINGDOMS_ENGINE, else built with go build into a temporary directory. --quick runs everything for a
few steps only (the Go test does, so that the script does not rot).
"""

import argparse
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time

import numpy as np

import libkingdoms

_HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(_HERE, "..", "..", "engine", "python"))
from kingdoms_engine import Engine  # noqa: E402


def single(game, config, seconds, max_steps, combined):
    """Steps per second of one game with random legal actions from the mask.

    combined: the mask comes with the step (step(action, mask=mask), one call of the library per step); otherwise
    from legal_action_mask(out=mask) before each step (two calls).
    """
    env = libkingdoms.Env(game, config, seed=0)
    mask = np.zeros(env.num_actions, np.uint8)
    legal_of = mask.view(np.bool_).nonzero  # numpy finds the nonzero entries of booleans fastest
    draw = random.Random(1).random
    steps, games = 0, 0
    start = time.perf_counter()
    deadline = start + seconds
    if combined:
        env.legal_action_mask(out=mask)
    while steps < max_steps and time.perf_counter() < deadline:
        for _ in range(100):
            if combined:
                legal = legal_of()[0]
                over = env.step(int(legal[int(draw() * len(legal))]), mask=mask)
            else:
                env.legal_action_mask(out=mask)
                legal = legal_of()[0]
                over = env.step(int(legal[int(draw() * len(legal))]))
            steps += 1
            if over:
                games += 1
                env.reset(games)
                if combined:
                    env.legal_action_mask(out=mask)
    elapsed = time.perf_counter() - start
    env.close()
    return steps / elapsed, steps, games


def draw_actions(masks, rng, n):
    """One random legal action per row of masks, vectorized."""
    rows, cols = masks.view(np.bool_).nonzero()
    counts = np.bincount(rows, minlength=n)
    picks = (rng.random(n) * counts).astype(np.int64)
    return cols[np.cumsum(counts) - counts + picks].astype(np.int32)


def batched(game, config, n, observations, seconds, max_steps):
    """Environment steps per second of a batch: (whole loop, inside step), and the games that ended."""
    batch = libkingdoms.BatchEnv(game, n, config, seed=0, observations=observations)
    rng = np.random.default_rng(1)
    steps, ended, in_step = 0, 0, 0.0
    start = time.perf_counter()
    deadline = start + seconds
    while steps < max_steps and time.perf_counter() < deadline:
        actions = draw_actions(batch.masks, rng, n)
        t = time.perf_counter()
        _, _, _, dones = batch.step(actions)
        in_step += time.perf_counter() - t
        ended += int(dones.sum())
        steps += n
    elapsed = time.perf_counter() - start
    batch.close()
    return steps / elapsed, steps / in_step, steps, ended


def engine_command():
    """The engine to run, and a directory to remove afterwards (or None)."""
    path = os.environ.get("KINGDOMS_ENGINE")
    if path:
        return [path], None
    tmp = tempfile.mkdtemp(prefix="kingdoms-engine")
    exe = os.path.join(tmp, "engine")
    subprocess.run(["go", "build", "-o", exe, "./engine"], check=True,
                   cwd=os.path.normpath(os.path.join(_HERE, "..", "..")))  # the examples' module
    return [exe], tmp


def json_engine(engine, game, config, seconds, max_steps):
    """Requests per second of random games played through the JSON engine, one apply request per move."""
    rng = random.Random(1)
    requests, seed = 0, 0
    start = time.perf_counter()
    deadline = start + seconds
    r = engine.new(game, dict(config, seed=seed))
    while requests < max_steps and time.perf_counter() < deadline:
        if r["terminal"]:
            seed += 1
            r = engine.new(game, dict(config, seed=seed))
        else:
            r = engine.apply(game, r["state"], rng.choice(r["legal"]))
        requests += 1
    return requests / (time.perf_counter() - start), requests


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seconds", type=float, default=3.0, help="time per measure")
    ap.add_argument("--batch", type=int, default=256, help="games of the batched stepper")
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--games", default=",".join(libkingdoms.GAMES))
    ap.add_argument("--quick", action="store_true", help="a few steps of everything (a test that the script runs)")
    args = ap.parse_args()
    max_steps = 300 if args.quick else 1 << 62
    n = 4 if args.quick else args.batch
    command, tmp = engine_command()
    rows = []
    try:
        with Engine(command) as engine:
            for game in args.games.split(","):
                config = {"players": args.players}
                one, steps, games = single(game, config, args.seconds, max_steps, False)
                one_call, _, _ = single(game, config, args.seconds, max_steps, True)
                with_obs, with_obs_step, _, ended = batched(game, config, n, True, args.seconds, max_steps)
                no_obs, no_obs_step, _, _ = batched(game, config, n, False, args.seconds, max_steps)
                engine_rate, _ = json_engine(engine, game, config, args.seconds, max_steps)
                rows.append((game, one, one_call, with_obs, with_obs_step, no_obs, no_obs_step, engine_rate))
                print("%s: one game %.0f steps/s (%d steps, %d games), %.0f with the mask from the step; batch of %d with observations %.0f env steps/s "
                      "(%.0f in step; %d games ended), without %.0f (%.0f in step); JSON engine %.0f requests/s: "
                      "one game is %.1fx the engine" % (game, one, steps, games, one_call, n, with_obs, with_obs_step, ended,
                                                        no_obs, no_obs_step, engine_rate, one_call / engine_rate),
                      flush=True)
    finally:
        if tmp:
            shutil.rmtree(tmp, ignore_errors=True)
    print()
    print("| game | one game, steps/s: mask, then step (one call) | batch of %d with observations, env steps/s "
          "(in step) | without observations (in step) | JSON engine, requests/s | one game / engine |" % n)
    print("| --- | ---: | ---: | ---: | ---: | ---: |")
    for game, one, one_call, wo, wos, no, nos, eng in rows:
        print("| %s | %s (%s) | %s (%s) | %s (%s) | %s | %.0fx (%.0fx) |" % (
            game, f(one), f(one_call), f(wo), f(wos), f(no), f(nos), f(eng), one / eng, one_call / eng))


def f(x):
    """x rounded, with thousands separators."""
    return "{:,.0f}".format(x)


if __name__ == "__main__":
    main()
