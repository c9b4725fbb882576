"""Learns to play two-player Kingdomino against the random policy, with numpy only.

A linear softmax policy over the observation (logits = obs @ W + b, the illegal actions masked out) is trained by
REINFORCE with a baseline: each iteration, worker processes (multiprocessing with "forkserver") play games of the
current policy against uniformly random opponents in libkingdoms.BatchEnv batches, the policy on one seat and random
on the other, and send back the gradient of their games' log-probabilities weighted by the outcome (+1 a win, -1 a
loss) minus the baseline (the running mean of the outcomes); the main process takes an Adam step. The policy is then
evaluated, greedily (its most probable legal action), on games that training never saw, half of them on each seat.

    python3 learn_kingdomino.py                   # the full run (about 8 CPU-minutes): prints the figures of README.md
    python3 learn_kingdomino.py --iterations 3 --eval-games 20     # a smoke test

The CPU time reported is the main process's and the workers' (their time inside the tasks), not the wall time.
"""

import argparse
import math
import multiprocessing
import os
import time

import numpy as np

import libkingdoms

GAME, CONFIG = "kingdomino", {"players": 2}


def masked_softmax(logits, masks):
    """Row-wise softmax of logits over the actions masks allows."""
    logits = np.where(masks, logits, -np.inf)
    logits -= logits.max(axis=1, keepdims=True)
    p = np.exp(logits)
    p /= p.sum(axis=1, keepdims=True)
    return p


def random_actions(rng, masks):
    """A uniformly random legal action per row of masks."""
    return np.argmax(rng.random(masks.shape, np.float32) * masks, axis=1).astype(np.int32)


def play(W, b, n, seed, greedy, baseline=None, rng_seed=0):
    """Plays n games (the policy on seat i % 2 of game i, random on the other) from the seeds seed..seed+n-1.

    Returns (wins, games, gradient of W, of b, sum of outcomes, CPU seconds); the gradients are None when baseline is
    None (evaluation). Each slot of the batch plays its first game only: the batch resets a game that ends, and the
    games after it are not counted.
    """
    start = time.process_time()
    rng = np.random.default_rng(rng_seed)
    batch = libkingdoms.BatchEnv(GAME, n, CONFIG, seed=seed, workers=1)
    seat = np.arange(n) % 2
    finished = np.zeros(n, bool)
    outcome = np.zeros(n, np.float32)
    learn = baseline is not None
    xs, ps, acts, games = [], [], [], []  # the policy's steps: observation, probabilities, action, game
    masks = batch.masks.view(bool)
    while not finished.all():
        mine = (batch.to_move == seat) & ~finished
        actions = random_actions(rng, batch.masks)
        rows = np.flatnonzero(mine)
        if len(rows):
            x = batch.obs[rows]
            p = masked_softmax(x @ W + b, masks[rows])
            if greedy:
                a = p.argmax(axis=1)
            else:
                a = (p.cumsum(axis=1) > rng.random((len(rows), 1))).argmax(axis=1)
            actions[rows] = a
            if learn:
                xs.append(x)
                ps.append(p)
                acts.append(a)
                games.append(rows)
        _, _, rewards, dones = batch.step(actions)
        ended = (dones != 0) & ~finished
        outcome[ended] = rewards[ended, seat[ended]]
        finished |= ended
    batch.close()
    wins = int((outcome > 0).sum())
    if not learn:
        return wins, n, None, None, float(outcome.sum()), time.process_time() - start
    x, p, a, g = (np.concatenate(v) for v in (xs, ps, acts, games))
    adv = (outcome[g] - baseline).astype(np.float32)
    # d log p(a) / d logits = onehot(a) - p, weighted by the advantage.
    d = -p * adv[:, None]
    d[np.arange(len(a)), a] += adv
    return wins, n, x.T @ d, d.sum(axis=0), float(outcome.sum()), time.process_time() - start


def _task(args):
    return play(*args)


def evaluate(pool, W, b, games, seed, tasks):
    """The policy's wins over games greedy games from seed, split in tasks, and the CPU time they took."""
    per = games // tasks
    results = pool.map(_task, [(W, b, per, seed + i * per, True, None, seed + i) for i in range(tasks)])
    return sum(r[0] for r in results), sum(r[1] for r in results), sum(r[5] for r in results)


def wilson(wins, n, z=1.96):
    """The 95% Wilson score interval of a proportion."""
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


class Adam:
    def __init__(self, shapes, lr, beta1=0.9, beta2=0.999, eps=1e-8):
        self.lr, self.beta1, self.beta2, self.eps, self.t = lr, beta1, beta2, eps, 0
        self.m = [np.zeros(s, np.float32) for s in shapes]
        self.v = [np.zeros(s, np.float32) for s in shapes]

    def ascend(self, params, grads):
        self.t += 1
        for i, (w, g) in enumerate(zip(params, grads)):
            self.m[i] = self.beta1 * self.m[i] + (1 - self.beta1) * g
            self.v[i] = self.beta2 * self.v[i] + (1 - self.beta2) * g * g
            mh = self.m[i] / (1 - self.beta1 ** self.t)
            vh = self.v[i] / (1 - self.beta2 ** self.t)
            w += self.lr * mh / (np.sqrt(vh) + self.eps)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--iterations", type=int, default=150, help="training iterations")
    ap.add_argument("--games", type=int, default=128, help="training games per iteration")
    ap.add_argument("--workers", type=int, default=2, help="worker processes (forkserver)")
    ap.add_argument("--lr", type=float, default=0.01, help="Adam's step size")
    ap.add_argument("--eval-games", type=int, default=400, help="evaluation games against random")
    ap.add_argument("--cpu-minutes", type=float, default=10, help="stop training when this much CPU time is spent")
    ap.add_argument("--seed", type=int, default=1, help="seed of the training games")
    ap.add_argument("--save", help="write the weights to this .npz file")
    args = ap.parse_args()

    with libkingdoms.Env(GAME, CONFIG) as env:
        size, actions = env.observation_size, env.num_actions
    W = np.zeros((size, actions), np.float32)
    b = np.zeros(actions, np.float32)
    opt = Adam([W.shape, b.shape], args.lr)
    baseline = 0.0
    ctx = multiprocessing.get_context("forkserver")
    main_start = time.process_time()
    worker_cpu = 0.0
    wall = time.time()
    with ctx.Pool(args.workers) as pool:
        before, n, cpu = evaluate(pool, W, b, min(args.eval_games, 100), 10**9, args.workers)
        worker_cpu += cpu
        print("before training: %d wins in %d games against random" % (before, n), flush=True)
        tasks = args.workers
        per = args.games // tasks
        seed = args.seed * 10**8
        for it in range(args.iterations):
            jobs = [(W, b, per, seed + i * per, False, baseline, seed + i) for i in range(tasks)]
            seed += tasks * per
            results = pool.map(_task, jobs)
            gW = sum(r[2] for r in results) / args.games
            gb = sum(r[3] for r in results) / args.games
            opt.ascend([W, b], [gW, gb])
            wins = sum(r[0] for r in results)
            mean = sum(r[4] for r in results) / args.games
            baseline = mean if it == 0 else 0.9 * baseline + 0.1 * mean
            worker_cpu += sum(r[5] for r in results)
            cpu = worker_cpu + time.process_time() - main_start
            if it % 10 == 0 or it == args.iterations - 1:
                print("iteration %d: %d/%d training games won, CPU %.0f s" % (it, wins, args.games, cpu), flush=True)
            if cpu > args.cpu_minutes * 60:
                print("stopping: the CPU budget of %g minutes is spent" % args.cpu_minutes)
                break
        train_cpu = worker_cpu + time.process_time() - main_start
        wins, n, cpu = evaluate(pool, W, b, args.eval_games, 10**9 + 10**7, args.workers)
        worker_cpu += cpu
    lo, hi = wilson(wins, n)
    print("training: %d iterations, %d games, CPU %.1f s (%.1f min), wall %.0f s"
          % (it + 1, (it + 1) * args.games, train_cpu, train_cpu / 60, time.time() - wall))
    print("evaluation: %d wins in %d games against random (%.1f%%, 95%% Wilson interval %.1f%% to %.1f%%)"
          % (wins, n, 100 * wins / n, 100 * lo, 100 * hi))
    if args.save:
        np.savez(args.save, W=W, b=b)
    return wins, n


if __name__ == "__main__":
    main()
