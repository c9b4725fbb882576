"""The games as PettingZoo AEC environments (needs pettingzoo; `import libkingdoms` alone does not import it).

    from libkingdoms import pettingzoo as kpz
    env = kpz.env("kingdomino", players=2, seed=7)
    env.reset()
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, info = env.last()
        action = None if terminated else env.action_space(agent).sample(obs["action_mask"])
        env.step(action)

Agents are "player_0" to "player_{n-1}", the game's players in order. The agent to act is the game's player to move
(Kingdomino's turn order follows the picks; a Kingdom Builder move with a source hex takes two actions by the same
agent). observe(agent) gives {"observation": float32[observation_size], "action_mask": int8[num_actions]}: what that
player sees (the game's Observe), and its legal actions (zeros for every agent but the one to act, and for all at the
end). The action space is Discrete(num_actions), numbered as the game's Go package documents. An action that is not
legal raises KingdomsError and changes nothing.

Rewards come at the end only, as the library defines them: +1 for each winner, -1 for every other player; then every
agent is terminated (there is no truncation). infos[agent] is {} before the end and {"score": points, "winner": bool}
at the end.

Seeds are those of libkingdoms.Env.reset: reset(seed=s) plays the game of seed s (the one libkingdoms.Env(game,
config, seed=s) starts), and reset() the next game of the stream that the last seed started (OS entropy starts it when
no seed was ever given); so the same seeds in the same order give the same games. A seed= keyword at construction is
the seed of the first reset() without one.

Every agent is the learner's. To have one of the library's bots play an agent (the default bot of the examples, for
an opponent or a baseline), step that agent with the bot's actions when it is to act:
`for a in env.env.bot_actions(seed=s): env.step(a)` (libkingdoms.Env.bot_actions: the bot sees only what that player
sees; a move of two actions is two steps of the same agent). libkingdoms.gymnasium plays the other seats with the bots
itself (opponents="ismcts").

state() is every player's observation, player 0 first (float32[players, observation_size]): what all the players see
together, for a centralized critic. render() returns the game's text picture (render_mode "ansi"), prints it
("human"), or returns its SVG picture ("svg", where the library draws one).
"""

try:
    import gymnasium
    import pettingzoo
except ImportError as e:  # pragma: no cover - depends on the machine
    raise ImportError("libkingdoms.pettingzoo needs the pettingzoo package (pip install pettingzoo): %s" % e) from e

import numpy as np

from . import KingdomsError
from . import _adapt

__all__ = ["env", "AECEnv"]


def env(game, render_mode=None, lib=None, **config):
    """The AEC environment of game ("kingdomino", "kingdombuilder" or "arkadia"); config: the game's Config keys.

    For example env("kingdombuilder", players=3, nomads=True, seed=1). lib: the library's path (or a Library).
    """
    return AECEnv(game, render_mode=render_mode, lib=lib, **config)


class AECEnv(pettingzoo.AECEnv):
    """A game of libkingdoms as a PettingZoo AEC environment; see the module's documentation."""

    metadata = {"render_modes": _adapt.RENDER_MODES, "render_fps": 4, "name": "libkingdoms_v0",
                "is_parallelizable": False}

    def __init__(self, game, render_mode=None, lib=None, **config):
        super().__init__()
        self.render_mode = _adapt.check_render_mode(render_mode)
        self.config, self._first_seed = _adapt.split_seed(config)
        self._env = _adapt.new_env(game, self.config, lib)
        e = self._env
        self.game = game
        self.metadata = dict(self.metadata, name="%s_v0" % game)
        self.possible_agents = ["player_%d" % i for i in range(e.num_players)]
        self.agents = []
        self.agent_selection = None
        obs = gymnasium.spaces.Box(0, np.inf, (e.observation_size,), np.float32)
        mask = gymnasium.spaces.Box(0, 1, (e.num_actions,), np.int8)
        self.observation_spaces = {a: gymnasium.spaces.Dict({"observation": obs, "action_mask": mask})
                                   for a in self.possible_agents}
        self.action_spaces = {a: gymnasium.spaces.Discrete(e.num_actions) for a in self.possible_agents}
        self.state_space = gymnasium.spaces.Box(0, np.inf, (e.num_players, e.observation_size), np.float32)
        self.rewards, self._cumulative_rewards, self.terminations, self.truncations, self.infos = {}, {}, {}, {}, {}

    def observation_space(self, agent):
        """The space of observe(agent): a Dict of "observation" (Box) and "action_mask" (Box of int8 0 and 1)."""
        space = self.observation_spaces.get(agent)
        return space if space is not None else self.observation_spaces[self.possible_agents[self._index(agent)]]

    def action_space(self, agent):
        """Discrete(num_actions)."""
        space = self.action_spaces.get(agent)
        return space if space is not None else self.action_spaces[self.possible_agents[self._index(agent)]]

    def reset(self, seed=None, options=None):
        """Starts a game: the one of seed when given, else the next of the stream (see the module's documentation)."""
        if seed is None and self._first_seed is not None:
            seed, self._first_seed = self._first_seed, None
        self._env.reset(None if seed is None else _adapt.check_seed(seed))  # a closed env raises KingdomsError
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self.agent_selection = self.possible_agents[self._env.current_player()]
        self._skip_agent_selection = None

    def observe(self, agent):
        """{"observation": what agent sees, "action_mask": its legal actions (zeros unless it is to act)}."""
        i = self._index(agent)
        mask = np.zeros(self._env.num_actions, np.int8)
        if i == self._env.current_player():
            self._env.legal_action_mask(out=mask.view(np.uint8))
        return {"observation": self._env.observation(player=i), "action_mask": mask}

    def step(self, action):
        """Takes action for the agent to act (None for an agent that is terminated, as PettingZoo has it)."""
        agent = self.agent_selection
        if agent is None:
            raise KingdomsError(7, "%s: step before reset" % self.metadata["name"])
        if not self.agents:
            raise KingdomsError(7, "%s: step after the end of the game: call reset()" % self.metadata["name"])
        if self.terminations[agent] or self.truncations[agent]:
            if action is not None:
                raise KingdomsError(2, "%s: action %r for %s, whose game is over: the only action is None"
                                    % (self.metadata["name"], action, agent))
            self._was_dead_step(action)
            return
        a = _adapt.check_action(action, self._env.num_actions)
        over = self._env.step(a)  # a KingdomsError when a is not legal, and nothing changes
        self._cumulative_rewards[agent] = 0.0
        if over:
            rewards, scores = self._env.rewards(), self._env.scores()
            for i, name in enumerate(self.possible_agents):
                self.rewards[name] = float(rewards[i])
                self.terminations[name] = True
                self.infos[name] = {"score": float(scores[i]), "winner": bool(rewards[i] > 0)}
        else:
            self._clear_rewards()
            self.agent_selection = self.possible_agents[self._env.current_player()]
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def render(self):
        """The game's text picture with render_mode "ansi" (printed, and None, with "human"); its SVG with "svg"."""
        if self.render_mode is None:
            gymnasium.logger.warn("render() without a render_mode: create the env with render_mode=\"ansi\"")
            return None
        return _adapt.render(self._env, self.render_mode, self.possible_agents)

    def state(self):
        """Every player's observation, player 0 first: float32[players, observation_size]."""
        e = self._env
        out = np.empty((e.num_players, e.observation_size), np.float32)
        for i in range(e.num_players):
            e.observation(player=i, out=out[i])
        return out

    def close(self):
        """Frees the game in the library; the environment cannot be reset afterwards."""
        self._env.close()

    @property
    def env(self):
        """The libkingdoms.Env underneath (to clone, view, read the notation or the document)."""
        return self._env

    def _index(self, agent):
        try:
            return self.possible_agents.index(agent)
        except ValueError:
            raise KingdomsError(2, "agent %r is not in the game (%s)" % (agent, ", ".join(self.possible_agents))) \
                from None
