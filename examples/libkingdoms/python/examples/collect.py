"""Collects random games of libkingdoms on several processes, started with multiprocessing's "forkserver" method.

    python3 examples/collect.py [--game kingdomino] [--players 2] [--games 12] [--processes 3] [--seed 1] [--json]

Game k (k = 0, 1, ...) has the seed seed + k. Each worker process plays its share of the games to the end with random
legal actions, drawn by a generator seeded with the game's seed, and sends each game's record back: its seed, its
moves in the game's notation, its final scores and winners, and the worker's process id. The main process prints a
summary, or one JSON line per game by increasing seed (--json). The records do not depend on the number of processes.

Why "forkserver": the library holds a Go runtime, which does not survive fork(). multiprocessing's default method on
Linux, "fork", copies the parent; if the parent had loaded the library, the child's first call raises
libkingdoms.KingdomsError (kind "forked") rather than run. "forkserver" (or "spawn") starts workers from a fresh
process, which loads the library itself. So: pick the method with multiprocessing.get_context, create the games in
the workers, and keep the module's top level free of games (the forkserver imports this file to find worker).
"""

import argparse
import json
import multiprocessing
import os
import queue
import random
import sys

import libkingdoms


def play(game, config, seed):
    """Plays the game of seed to its end with random legal actions drawn from random.Random(seed); returns its
    record."""
    rng = random.Random(seed)
    with libkingdoms.Env(game, config, seed=seed) as env:
        moves = []
        while not env.is_terminal():
            legal = env.legal_actions()
            env.step(int(legal[rng.randrange(len(legal))]))
            if not env.prefix():  # a move was played (Kingdom Builder's may take two actions)
                moves.append(env.last_move())
        rewards = env.rewards()
        return {"seed": seed, "moves": moves, "scores": env.scores().tolist(),
                "winners": [p for p in range(env.num_players) if rewards[p] > 0], "pid": os.getpid()}


def worker(game, config, seeds, results):
    """Plays the games of seeds and puts their records on results, then None; an error is put as {"error": ...}."""
    try:
        for seed in seeds:
            results.put(play(game, config, seed))
    except Exception as e:  # reported to the main process, which raises it
        results.put({"error": "%s: %s" % (type(e).__name__, e)})
    results.put(None)


def collect(game, config, seeds, processes, method="forkserver", timeout=300):
    """The records of the games of seeds, played on processes worker processes started with method, by seed.

    Raises RuntimeError when a worker fails (with its error) or dies, or when no record comes for timeout seconds.
    """
    ctx = multiprocessing.get_context(method)
    results = ctx.Queue()
    shards = [seeds[w::processes] for w in range(processes)]
    workers = [ctx.Process(target=worker, args=(game, config, shard, results)) for shard in shards if shard]
    for w in workers:
        w.start()
    records, done, waited = [], 0, 0.0
    try:
        while done < len(workers):
            try:
                r = results.get(timeout=0.5)
            except queue.Empty:
                waited += 0.5
                dead = [w for w in workers if w.exitcode not in (None, 0)]
                if dead:
                    raise RuntimeError("worker %d died with status %d" % (dead[0].pid, dead[0].exitcode)) from None
                if waited >= timeout:
                    raise RuntimeError("no record for %d seconds" % timeout) from None
                continue
            waited = 0.0
            if r is None:
                done += 1
            elif "error" in r:
                raise RuntimeError("a worker failed: %s" % r["error"])
            else:
                records.append(r)
    finally:
        for w in workers:
            w.join(timeout=5)
            if w.is_alive():
                w.kill()
                w.join()
    return sorted(records, key=lambda r: r["seed"])


def main(argv=None):
    parser = argparse.ArgumentParser(description="Collects random games on several processes (forkserver).")
    parser.add_argument("--game", default="kingdomino", choices=libkingdoms.GAMES)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=12)
    parser.add_argument("--processes", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--method", default="forkserver", choices=("forkserver", "spawn", "fork"),
                        help='the start method ("fork" fails once the main process has loaded the library)')
    parser.add_argument("--json", action="store_true", help="one JSON line per game")
    args = parser.parse_args(argv)
    seeds = list(range(args.seed, args.seed + args.games))
    records = collect(args.game, {"players": args.players}, seeds, args.processes, method=args.method)
    if args.json:
        for r in records:
            print(json.dumps(r, separators=(",", ":")))
        return 0
    wins = [0] * args.players
    for r in records:
        for p in r["winners"]:
            wins[p] += 1
    print("%d games of %s on %d processes (%s): %d moves; wins by player %s" % (
        len(records), args.game, len({r["pid"] for r in records}), args.method,
        sum(len(r["moves"]) for r in records), wins))
    return 0


if __name__ == "__main__":
    sys.exit(main())
