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

Then (--learner alone: only this) the ways a learner drives a batch of --batch games, measured in one run: --rounds
rounds, each running every loop for --round-seconds in turn (old and new alternated), and the median of the rounds;
the ratios are of those medians. The loops, whole-loop environment steps per second:

- today: actions drawn in numpy from the masks (as above), then step writing float32 observations and masks;
- compact + numpy: the same draw, step_compact writing compact observations (uint8 planes, float32 vector) and masks;
- compact + library random: random_actions (drawn in the library, no mask), step_compact without masks;
- compact + library sample: sample_actions from fixed logits (float32[n, num_actions], standing for a network's
  output), step_compact without masks;
- random policy without observations: today's numpy draw and step (masks written), against random_actions and step
  writing only rewards and done flags.

With --baseline-rev REV (a git revision of this repository) or --baseline-lib LIB --baseline-pkg DIR, today's loop also
runs with that library and its Python package (built from REV into a temporary directory), in a child process each
round, alternated with the others: the speed of today's library against the new loops of this one, in one run.
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

if "--pkg" in sys.argv:  # a worker of --baseline-*: that library's own package
    sys.path.insert(0, sys.argv[sys.argv.index("--pkg") + 1])
import libkingdoms  # noqa: E402

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


# --- The ways a learner drives a batch (--learner) -------------------------------------------------------------------

def today_loop(game, config, n, observations=True):
    """Today's loop: actions drawn in numpy from the masks, step writing observations (or not) and masks."""
    batch = libkingdoms.BatchEnv(game, n, config, seed=0, observations=observations)
    rng = np.random.default_rng(1)

    def step():
        batch.step(draw_actions(batch.masks, rng, n))
    return batch, step


def compact_loop(game, config, n, draw):
    """step_compact, the actions drawn by draw: "numpy" (from the masks, which are written), "random" (random_actions)
    or "sample" (sample_actions from fixed logits)."""
    batch = libkingdoms.BatchEnv(game, n, config, seed=0, observations=False)
    planes, vector = batch.compact_buffers()
    masks = batch.masks if draw == "numpy" else None
    batch.observe_compact(planes, vector, masks=batch.masks)
    rng = np.random.default_rng(1)
    acts = np.zeros(n, np.int32)
    logits = rng.standard_normal((n, batch.num_actions), dtype=np.float32)

    def step():
        if draw == "numpy":
            a = draw_actions(masks, rng, n)
        elif draw == "random":
            a = batch.random_actions(out=acts)
        else:
            a = batch.sample_actions(logits, out=acts)
        batch.step_compact(a, planes, vector, masks=masks)
    return batch, step


def library_random_loop(game, config, n):
    """A random policy in the library: random_actions, then step writing only the rewards and done flags."""
    batch = libkingdoms.BatchEnv(game, n, config, seed=0, observations=False)
    acts = np.zeros(n, np.int32)

    def step():
        batch.step(batch.random_actions(out=acts), rewards=batch.rewards, dones=batch.dones)
    return batch, step


def rate(step, n, seconds, max_steps):
    """Whole-loop environment steps of step (n env steps a call) per second and per CPU second of the process (all its
    threads: Python's and the library's), over seconds (at most max_steps). The second moves less with the load of
    the machine."""
    steps = 0
    start, cpu = time.perf_counter(), time.process_time()
    while steps < max_steps and time.perf_counter() - start < seconds:
        step()
        steps += n
    return steps / (time.perf_counter() - start), steps / max(time.process_time() - cpu, 1e-9)


# The loops of --learner: key, column title, and the function making (batch, step) from (game, config, n).
LOOPS = [
    ("today", "today: numpy draw, float obs", lambda g, c, n: today_loop(g, c, n)),
    ("compact", "numpy draw, compact obs", lambda g, c, n: compact_loop(g, c, n, "numpy")),
    ("random", "library random, compact obs", lambda g, c, n: compact_loop(g, c, n, "random")),
    ("sample", "library sample (logits), compact obs", lambda g, c, n: compact_loop(g, c, n, "sample")),
    ("today-noobs", "random policy, no obs, today: numpy draw", lambda g, c, n: today_loop(g, c, n, False)),
    ("random-noobs", "random policy, no obs: library random", lambda g, c, n: library_random_loop(g, c, n)),
]


def worker(args):
    """--worker LOOP: one measure of a loop, its rate printed (a child process of --baseline-*)."""
    make = dict((k, m) for k, _, m in LOOPS)[args.worker]
    batch, step = make(args.games, {"players": args.players}, args.batch)
    step()  # warm
    print("%r %r" % rate(step, args.batch, args.round_seconds, 1 << 62))
    batch.close()


def build_baseline(rev):
    """The library and Python package of git revision rev, built into a temporary directory: (lib, pkg, tmp)."""
    tmp = tempfile.mkdtemp(prefix="libkingdoms-baseline")
    root = subprocess.run(["git", "rev-parse", "--show-toplevel"], cwd=_HERE, check=True, capture_output=True,
                          text=True).stdout.strip()
    archive = subprocess.run(["git", "archive", "--format=tar", rev], cwd=root, check=True, capture_output=True).stdout
    subprocess.run(["tar", "-x", "-C", tmp], input=archive, check=True)
    lib = os.path.join(tmp, "libkingdoms.so")
    subprocess.run(["go", "build", "-buildmode=c-shared", "-o", lib, "./examples/libkingdoms"], cwd=tmp, check=True)
    return lib, os.path.join(tmp, "examples", "libkingdoms", "python"), tmp


def learner(args, games, n, max_steps):
    """The loops of LOOPS for each game, alternated round by round, with the baseline's today loop when given."""
    base_lib, base_pkg, tmp = args.baseline_lib, args.baseline_pkg, None
    if args.baseline_rev:
        base_lib, base_pkg, tmp = build_baseline(args.baseline_rev)
    rounds = 1 if args.quick else args.rounds
    seconds = 0.05 if args.quick else args.round_seconds
    table = []
    try:
        for game in games:
            config = {"players": args.players}
            loops = [(k, t) + make(game, config, n) for k, t, make in LOOPS]
            rates = {k: [] for k, _, _ in LOOPS}
            if base_lib:
                rates["baseline"] = []
            for _ in range(rounds):
                for k, _, _, step in loops:
                    step()  # warm
                    rates[k].append(rate(step, n, seconds, max_steps))
                if base_lib:
                    out = subprocess.run([sys.executable, os.path.abspath(__file__), "--worker", "today", "--games", game,
                                          "--batch", str(n), "--players", str(args.players), "--round-seconds",
                                          str(seconds), "--pkg", base_pkg], check=True, capture_output=True, text=True,
                                         env=dict(os.environ, LIBKINGDOMS=base_lib), cwd=base_pkg)
                    rates["baseline"].append(tuple(float(x) for x in out.stdout.split()[-2:]))
            for _, _, batch, _ in loops:
                batch.close()
            wall = {k: float(np.median([r[0] for r in v])) for k, v in rates.items()}
            cpu = {k: float(np.median([r[1] for r in v])) for k, v in rates.items()}
            table.append((game, wall, cpu))
            print("%s, batch of %d, medians of %d rounds of %.1f s, env steps/s (per CPU second): %s" % (
                game, n, rounds, seconds, ", ".join("%s %s (%s)" % (k, f(wall[k]), f(cpu[k])) for k in wall)),
                flush=True)
    finally:
        if tmp:
            shutil.rmtree(tmp, ignore_errors=True)
    print()
    print("Env steps per second of the whole loop, batch of %d (per CPU second of the process in parentheses); "
          "ratios of the medians of %d alternated rounds:" % (n, rounds))
    print()
    print("| game | %s |%s library random / today | library sample / today | numpy draw, compact / today |%s"
          " random policy, library / today (no obs) |" % (
              " | ".join(t for _, t, _ in LOOPS), " today's loop, baseline library |" if base_lib else "",
              " library random / baseline |" if base_lib else ""))
    print("| --- |%s" % (" ---: |" * (len(LOOPS) + 4 + (2 if base_lib else 0))))
    for game, w, c in table:
        def ratio(a, b):
            return "%.1fx (%.1fx)" % (w[a] / w[b], c[a] / c[b])
        keys = [k for k, _, _ in LOOPS] + (["baseline"] if base_lib else [])
        print("| %s | %s | %s | %s | %s |%s %s |" % (
            game, " | ".join("%s (%s)" % (f(w[k]), f(c[k])) for k in keys), ratio("random", "today"),
            ratio("sample", "today"), ratio("compact", "today"),
            " %s |" % ratio("random", "baseline") if base_lib else "", ratio("random-noobs", "today-noobs")))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seconds", type=float, default=3.0, help="time per measure")
    ap.add_argument("--batch", type=int, default=256, help="games of the batched stepper")
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--games", default=",".join(libkingdoms.GAMES))
    ap.add_argument("--quick", action="store_true", help="a few steps of everything (a test that the script runs)")
    ap.add_argument("--learner", action="store_true", help="only the loops of a learner, old and new alternated")
    ap.add_argument("--rounds", type=int, default=5, help="rounds of the learner's loops")
    ap.add_argument("--round-seconds", type=float, default=1.0, help="time of each loop in a round")
    ap.add_argument("--baseline-rev", help="a git revision whose library runs today's loop too (built here)")
    ap.add_argument("--baseline-lib", help="a library that runs today's loop too (with --baseline-pkg)")
    ap.add_argument("--baseline-pkg", help="the directory of that library's Python package")
    ap.add_argument("--worker", help=argparse.SUPPRESS)
    ap.add_argument("--pkg", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.worker:
        return worker(args)
    max_steps = 300 if args.quick else 1 << 62
    n = 4 if args.quick else args.batch
    if args.learner:
        return learner(args, args.games.split(","), n, max_steps)
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
    print()
    learner(args, args.games.split(","), n, max_steps)


def f(x):
    """x rounded, with thousands separators."""
    return "{:,.0f}".format(x)


if __name__ == "__main__":
    main()
