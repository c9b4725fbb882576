"""What the PettingZoo and Gymnasium environments share: their arguments, seeds, actions and text picture."""

import operator

import numpy as np

from . import Env, KingdomsError


def new_env(game, config, lib):
    """The Env of game with config (a dict of the game's Config keys, the seed taken out by the caller)."""
    if not isinstance(game, str):
        raise KingdomsError(2, "game: want a name (one of kingdomino, kingdombuilder, arkadia), not %r" % (game,))
    return Env(game, config, lib=lib)


def split_seed(config):
    """config without its seed key (any case), and the seed (None when it names none)."""
    config = dict(config)
    seed = None
    for k in [k for k in config if k.lower() == "seed"]:
        seed = config.pop(k)
    if seed is not None:
        seed = check_seed(seed)
    return config, seed


def check_seed(seed):
    """seed as an int from 0 to 2**64-1, or a KingdomsError."""
    try:
        s = operator.index(seed)
    except TypeError:
        raise KingdomsError(2, "seed: want an integer, not %r" % (seed,)) from None
    if not 0 <= s < 1 << 64:
        raise KingdomsError(2, "seed %d is out of range (0 to 2**64-1)" % s)
    return s


def check_action(action, num_actions):
    """action as an int from 0 to num_actions-1 (numpy integers and 0-d arrays included), or a KingdomsError."""
    try:
        a = operator.index(action)
    except TypeError:
        if isinstance(action, np.ndarray) and action.shape in ((), (1,)) and np.issubdtype(action.dtype, np.integer):
            a = int(action.reshape(()))
        else:
            raise KingdomsError(2, "action: want an integer from 0 to %d, not %r" % (num_actions - 1, action)) from None
    if not 0 <= a < num_actions:
        raise KingdomsError(5, "action %d is out of range (0 to %d)" % (a, num_actions - 1))
    return a


# The render modes: the game's text picture returned ("ansi") or printed ("human"), and its SVG picture where the
# library draws one (Env.render(mode="svg")).
RENDER_MODES = ["ansi", "human"] + (["svg"] if callable(getattr(Env, "render", None)) else [])


def check_render_mode(mode):
    """mode, which must be None or one of RENDER_MODES, or a KingdomsError."""
    if mode is not None and mode not in RENDER_MODES:
        raise KingdomsError(2, "render_mode %r: want one of %s" % (mode, ", ".join(RENDER_MODES)))
    return mode


def render(env, mode, names):
    """The picture of env's game for render_mode mode (printed, and None, for "human"; None for None)."""
    if mode is None:
        return None
    if mode == "svg":
        return env.render(mode="svg")
    picture = text(env, names)
    if mode == "human":
        print(picture)
        return None
    return picture


def text(env, names):
    """The game's text picture: the library's render when it has one, else a summary of the position."""
    if callable(getattr(env, "render", None)):
        return env.render(mode="text")
    lines = [env.game]
    p = env.current_player()
    lines.append("game over" if p < 0 else "%s to move" % names[p])
    lines.append("scores: " + ", ".join("%s %g" % (names[i], s) for i, s in enumerate(env.scores())))
    last = env.last_move()
    if last:
        lines.append("last move: " + last)
    return "\n".join(lines) + "\n"
