// A C program that plays a game of Kingdomino through libkingdoms, with the
// header the build generates: the ranges of the actions, then the first
// legal action every time, a mask, an observation, the rewards; then the
// errors of a freed handle and of a buffer too small; then a game between
// the default bot (at a small budget) and the greedy bot, and the bot's
// error once it is over. TestC compiles and runs it.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "libkingdoms.h"

static int fail(const char *what, int32_t status) {
	char msg[512];
	kd_last_error(msg, sizeof msg);
	fprintf(stderr, "%s: status %d: %s\n", what, status, msg);
	return 1;
}

int main(void) {
	uint64_t h;
	int32_t st = kd_new("kingdomino", "{\"players\": 2, \"seed\": 7}", &h);
	if (st != KD_OK) return fail("kd_new", st);
	int64_t n, shape[KD_SHAPE_DIMS];
	if ((st = kd_num_actions(h, &n)) != KD_OK) return fail("kd_num_actions", st);
	if ((st = kd_observation_shape(h, shape)) != KD_OK) return fail("kd_observation_shape", st);
	// The ranges' JSON: its length first (a NULL buffer), then the text.
	int64_t len;
	if (kd_action_ranges(h, NULL, 0, &len) != KD_ERR_BUFFER) { fprintf(stderr, "kd_action_ranges wrote into no buffer\n"); return 1; }
	char *ranges = malloc(len + 1);
	if ((st = kd_action_ranges(h, ranges, len + 1, &len)) != KD_OK) return fail("kd_action_ranges", st);
	printf("ranges %s\n", ranges);
	free(ranges);
	int64_t size = shape[0] * shape[1] * shape[2] + shape[3];
	uint8_t *mask = malloc(n);
	int32_t *acts = malloc(n * sizeof *acts);
	float *obs = malloc(size * sizeof *obs);
	int32_t terminal = 0, steps = 0;
	while (!terminal) {
		int64_t k;
		if ((st = kd_legal_mask(h, mask, n)) != KD_OK) return fail("kd_legal_mask", st);
		if ((st = kd_legal_actions(h, acts, n, &k)) != KD_OK) return fail("kd_legal_actions", st);
		if (k == 0 || !mask[acts[0]]) { fprintf(stderr, "the mask and the list differ\n"); return 1; }
		if ((st = kd_observe(h, 0, obs, size)) != KD_OK) return fail("kd_observe", st);
		if ((st = kd_step(h, acts[0], NULL, &terminal)) != KD_OK) return fail("kd_step", st);
		steps++;
	}
	float rewards[2];
	double scores[2];
	if ((st = kd_rewards(h, rewards, 2)) != KD_OK) return fail("kd_rewards", st);
	if ((st = kd_scores(h, scores, 2)) != KD_OK) return fail("kd_scores", st);
	printf("%d actions, %d steps, scores %g %g, rewards %g %g\n", (int)n, steps, scores[0], scores[1], rewards[0], rewards[1]);

	char msg[512];
	if (kd_observe(h, 0, obs, 3) != KD_ERR_BUFFER) { fprintf(stderr, "a buffer too small was taken\n"); return 1; }
	kd_last_error(msg, sizeof msg);
	printf("%s\n", msg);
	if ((st = kd_free(h)) != KD_OK) return fail("kd_free", st);
	if (kd_step(h, 0, NULL, NULL) != KD_ERR_HANDLE) { fprintf(stderr, "a freed handle was taken\n"); return 1; }
	kd_last_error(msg, sizeof msg);
	printf("%s\n", msg);
	free(mask);
	free(acts);
	free(obs);

	// Player 0 the default bot at 50 iterations a move, player 1 greedy.
	if ((st = kd_new("kingdomino", "{\"players\": 2, \"seed\": 7}", &h)) != KD_OK) return fail("kd_new", st);
	int32_t player, moves = 0;
	terminal = 0;
	while (!terminal) {
		int32_t move[KD_MAX_MOVE_ACTIONS];
		int64_t k;
		if ((st = kd_to_move(h, &player)) != KD_OK) return fail("kd_to_move", st);
		if ((st = kd_bot_move(h, player == 0 ? NULL : "greedy", player == 0 ? 50 : 0, moves, move, KD_MAX_MOVE_ACTIONS, &k)) != KD_OK) return fail("kd_bot_move", st);
		for (int64_t i = 0; i < k; i++)
			if ((st = kd_step(h, move[i], NULL, &terminal)) != KD_OK) return fail("kd_step", st);
		moves++;
	}
	if ((st = kd_scores(h, scores, 2)) != KD_OK) return fail("kd_scores", st);
	printf("bots: %d moves, scores %g %g\n", moves, scores[0], scores[1]);
	int32_t move[KD_MAX_MOVE_ACTIONS];
	if (kd_bot_move(h, "ismcts", 0, 1, move, KD_MAX_MOVE_ACTIONS, &n) != KD_ERR_ILLEGAL) { fprintf(stderr, "a bot moved in a game over\n"); return 1; }
	kd_last_error(msg, sizeof msg);
	printf("%s\n", msg);
	if ((st = kd_free(h)) != KD_OK) return fail("kd_free", st);
	return 0;
}
