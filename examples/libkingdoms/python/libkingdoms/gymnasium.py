"""The games as Gymnasium environments for one seat against opponents (needs gymnasium; `import libkingdoms` alone
does not import it).

    import numpy as np
    from libkingdoms import gymnasium as kgym
    env = kgym.env("kingdomino", seat=0, players=2)          # random opponents
    env = kgym.env("kingdomino", seat=0, opponents="ismcts", players=2)   # the default bot of the examples
    obs, info = env.reset(seed=7)
    terminated = False
    while not terminated:
        action = env.np_random.choice(np.flatnonzero(env.action_masks()))
        obs, reward, terminated, truncated, info = env.step(action)

The agent plays the player `seat`; the others are played by `opponents`, between the agent's actions, so that every
observation the agent gets is one where it is to act (or the end):

- None or "random": a random legal action, drawn from the env's np_random (so seeded by reset(seed=));
- "ismcts": the default bot of the examples (libkingdoms.Env.bot_actions: ISMCTS with its default options, at the
  game's default budget, seeing only what its player sees), "ismcts:N" the same at N iterations a move, "ismcts0"
  (or "ismcts0:N") the first version of its search, "greedy" the greedy bot; the seed of each of their moves is drawn
  from np_random, so reset(seed=) replays their games too;
- a callable policy(observation, action_mask) -> action, called for every other player with what that player sees
  (float32[observation_size]) and its legal actions (int8[num_actions]); for example one that draws among
  np.flatnonzero(action_mask), or a trained sb3-contrib model: lambda obs, mask: int(model.predict(obs,
  action_masks=mask.astype(bool), deterministic=True)[0]);
- a list (or dict) of those by player number, one per other player (the agent's own entry is ignored).

The observation is what the seat sees (the game's Observe, float32[observation_size]; Box(0, inf)); the action space
is Discrete(num_actions), numbered as the game's Go package documents. action_masks() gives the legal actions as a
bool array, as sb3-contrib's MaskablePPO (and its ActionMasker wrapper) expects. The reward is 0 until the end, then
the seat's reward as the library defines it: +1 when it is among the winners, -1 otherwise; the episode then
terminates (it is never truncated), with info {"scores": float64[players], "rewards": float32[players]}.

An action that is not legal, which a masked policy never takes, ends the episode as a loss (reward -1, terminated,
info {"illegal_action": action}) and leaves the game as it was; illegal="raise" raises KingdomsError instead.
Gymnasium's check_env samples actions without a mask, so the default lets it run.

Seeds, as Gymnasium has them: reset(seed=s) plays the game of seed s (the one libkingdoms.Env(game, config, seed=s)
starts) and seeds np_random, from which the random opponents draw their actions; reset() plays the next game of the
stream that the last seed started, as libkingdoms.Env.reset does (OS entropy starts it when no seed was ever given),
so the same seeds in the same order give the same games. A seed= keyword at construction is the seed of the first
reset() without one.

Importing this module registers "libkingdoms/Kingdomino-v0", "libkingdoms/KingdomBuilder-v0" and
"libkingdoms/Arkadia-v0" for gymnasium.make (keywords as for env()).
"""

try:
    import gymnasium
except ImportError as e:  # pragma: no cover - depends on the machine
    raise ImportError("libkingdoms.gymnasium needs the gymnasium package (pip install gymnasium): %s" % e) from e

import numpy as np

from . import KingdomsError
from . import _adapt

__all__ = ["env", "SeatEnv", "IDS"]

# The ids registered with gymnasium.make, by game.
IDS = {"kingdomino": "libkingdoms/Kingdomino-v0", "kingdombuilder": "libkingdoms/KingdomBuilder-v0",
       "arkadia": "libkingdoms/Arkadia-v0"}


def env(game, seat=0, opponents=None, render_mode=None, illegal="lose", lib=None, **config):
    """The environment of player seat of game against opponents; config: the game's Config keys (players=2, ...).

    See the module's documentation for opponents, illegal and the seeds; lib: the library's path (or a Library).
    """
    return SeatEnv(game, seat=seat, opponents=opponents, render_mode=render_mode, illegal=illegal, lib=lib, **config)


class SeatEnv(gymnasium.Env):
    """One seat of a game of libkingdoms as a Gymnasium environment; see the module's documentation."""

    metadata = {"render_modes": _adapt.RENDER_MODES, "render_fps": 4}

    def __init__(self, game, seat=0, opponents=None, render_mode=None, illegal="lose", lib=None, **config):
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise KingdomsError(2, "render_mode %r: want one of %s" % (render_mode, self.metadata["render_modes"]))
        if illegal not in ("lose", "raise"):
            raise KingdomsError(2, "illegal=%r: want \"lose\" or \"raise\"" % (illegal,))
        self.render_mode = render_mode
        self.illegal = illegal
        self.config, self._first_seed = _adapt.split_seed(config)
        self._env = _adapt.new_env(game, self.config, lib)
        e = self._env
        self.game = game
        if isinstance(seat, bool) or not isinstance(seat, (int, np.integer)) or not 0 <= seat < e.num_players:
            raise KingdomsError(2, "seat %r is not a player of the game (0 to %d)" % (seat, e.num_players - 1))
        self.seat = int(seat)
        self._policies = self._opponents(opponents)
        self.observation_space = gymnasium.spaces.Box(0, np.inf, (e.observation_size,), np.float32)
        self.action_space = gymnasium.spaces.Discrete(e.num_actions)
        self._mask = np.zeros(e.num_actions, np.uint8)
        self._omask = np.zeros(e.num_actions, np.int8)
        self._over = True  # no game before reset

    def _opponents(self, opponents):
        """The policy of each player (None for the seat and for random players, a _Bot for the library's bots)."""
        n = self._env.num_players
        if opponents is None or isinstance(opponents, str) or callable(opponents):
            try:
                f = _opponent(opponents)
            except KingdomsError as err:
                raise KingdomsError(2, "opponents: %s, or a list of %d of them by player" % (err, n)) from None
            return [None if p == self.seat else f for p in range(n)]
        if isinstance(opponents, dict):
            opponents = [opponents.get(p) for p in range(n)]
        if not isinstance(opponents, (list, tuple)) or len(opponents) != n:
            raise KingdomsError(2, "opponents: want %s, or a list of %d of them by player, not %r"
                                % (_OPPONENTS, n, opponents))
        out = []
        for p, f in enumerate(opponents):
            try:
                out.append(None if p == self.seat else _opponent(f))
            except KingdomsError as err:
                raise KingdomsError(2, "opponents[%d]: %s" % (p, err)) from None
        return out

    @property
    def env(self):
        """The libkingdoms.Env underneath (to clone, view, read the notation or the document)."""
        return self._env

    def reset(self, seed=None, options=None):
        """Starts a game (see the module's documentation for the seeds); returns (observation, info)."""
        if seed is None and self._first_seed is not None:
            seed, self._first_seed = self._first_seed, None
        if seed is not None:
            seed = _adapt.check_seed(seed)
        self._env.reset(seed)  # a closed env raises KingdomsError
        super().reset(seed=seed)
        self._over = False
        self._play_opponents()
        if self.render_mode == "human":
            self.render()
        return self._env.observation(player=self.seat), self._end_info() if self._over else {}

    def step(self, action):
        """Plays the seat's action, then the opponents' until the seat is to act again or the game is over."""
        if self._over:
            raise KingdomsError(7, "%s: step after the end of the episode: call reset()" % self.game)
        e = self._env
        a = _adapt.check_action(action, e.num_actions)
        try:
            done = e.step(a)
        except KingdomsError as err:
            if self.illegal == "raise" or err.kind != "illegal":
                raise
            self._over = True
            return e.observation(player=self.seat), -1.0, True, False, {"illegal_action": a}
        if not done:
            self._play_opponents()
        if self.render_mode == "human":
            self.render()
        obs = e.observation(player=self.seat)
        if not (done or self._over):
            return obs, 0.0, False, False, {}
        self._over = True
        info = self._end_info()
        return obs, float(info["rewards"][self.seat]), True, False, info

    def _play_opponents(self):
        """Plays the other players' actions until the seat is to act or the game is over."""
        e = self._env
        while True:
            p = e.current_player()
            if p < 0:
                self._over = True
                return
            if p == self.seat:
                return
            policy = self._policies[p]
            if isinstance(policy, _Bot):
                seed = int(self.np_random.integers(1 << 63))
                try:
                    e.bot_step(policy.name, policy.iterations, seed)
                except KingdomsError as err:
                    raise KingdomsError(err.code, "the bot %s of player %d: %s" % (policy, p, err)) from None
                continue
            if policy is None:
                legal = e.legal_actions()
                a = int(legal[self.np_random.integers(len(legal))])
            else:
                e.legal_action_mask(out=self._omask.view(np.uint8))
                a = policy(e.observation(player=p), self._omask.copy())
                try:
                    a = _adapt.check_action(a, e.num_actions)
                except KingdomsError as err:
                    raise KingdomsError(err.code, "the policy of player %d: %s" % (p, err)) from None
            try:
                e.step(a)
            except KingdomsError as err:
                raise KingdomsError(err.code, "the policy of player %d: %s" % (p, err)) from None

    def _end_info(self):
        return {"scores": self._env.scores(), "rewards": self._env.rewards()}

    def action_masks(self):
        """The seat's legal actions as a bool array of num_actions values (all False at the end)."""
        if self._over:
            return np.zeros(self._env.num_actions, bool)
        return self._env.legal_action_mask(out=self._mask).astype(bool)

    def render(self):
        """The game's text picture with render_mode "ansi" (printed, and None, with "human"); its SVG with "svg"."""
        if self.render_mode is None:
            gymnasium.logger.warn("render() without a render_mode: create the env with render_mode=\"ansi\"")
            return None
        return _adapt.render(self._env, self.render_mode, ["player_%d" % i for i in range(self._env.num_players)])

    def close(self):
        """Frees the game in the library (a second close does nothing)."""
        self._env.close()


# What an opponent may be, for messages.
_OPPONENTS = ("None, \"random\", \"ismcts\", \"ismcts:N\", \"ismcts0\", \"ismcts0:N\", \"greedy\" or a callable "
              "policy(observation, action_mask)")


class _Bot:
    """An opponent played by one of the library's bots (libkingdoms.Env.bot_step)."""

    __slots__ = ("name", "iterations")

    def __init__(self, name, iterations):
        self.name, self.iterations = name, iterations

    def __repr__(self):
        return self.name + (":%d" % self.iterations if self.iterations else "")


def _opponent(f):
    """The policy of an opponent given as f: None (random), a callable, or a _Bot; else a KingdomsError."""
    if f is None or (isinstance(f, str) and f == "random"):
        return None
    if isinstance(f, str):
        name, colon, budget = f.partition(":")
        if name in ("ismcts", "ismcts0", "greedy") and not (colon and name == "greedy"):
            if not colon:
                return _Bot(name, 0)
            if budget.isdigit() and budget.isascii() and 0 < int(budget) <= 1000000:
                return _Bot(name, int(budget))
            raise KingdomsError(2, "%r: want %s:N with N from 1 to 1000000 iterations a move" % (f, name))
    elif callable(f):
        return f
    raise KingdomsError(2, "want %s, not %r" % (_OPPONENTS, f))


def _register():
    for game, id_ in IDS.items():
        if id_ not in gymnasium.registry:
            gymnasium.register(id=id_, entry_point=SeatEnv, kwargs={"game": game})


_register()
