// The Monkey King game's calls (docs/GAMES.md): a signed play session, the score submitted
// once with its key (the server may refuse it: the page shows its word), the leaderboards
// and the visitor's best.
import type { components } from './schema';
import type { Request } from './request';
import { typedRequest } from './typedRequest';

type Schemas = components['schemas'];

export type WukongRules = Schemas['WukongRules'];
export type PlaySession = Schemas['PlaySession'];
export type ScoreResult = Schemas['ScoreResult'];
/** What the server replays of a round (the game's Play). */
export type RoundPlay = Schemas['PlayBody'];
export type Leaderboard = Schemas['Leaderboard'];
export type MyBest = Schemas['MyBest'];
export type BoardPeriod = 'today' | 'all';

const quiet = { loading: false } as const;

export function createGamesApi(request: Request) {
  const api = typedRequest(request);
  return {
    rules: () => api.get('/ver3/api/v3/games/wukong/rules', {}, quiet),
    open: () => api.post('/ver3/api/v3/games/wukong/sessions', undefined, quiet),
    /** The server's verdict on the round it replays: the result, or `false` after `refused` got its message. */
    submit: (session: string, score: number, play: RoundPlay, key: string, refused: (message: string) => void) =>
      api.post('/ver3/api/v3/games/wukong/scores', { session, score, key, play }, { loading: false, refused }),
    leaderboard: (period: BoardPeriod) => api.get('/ver3/api/v3/games/wukong/leaderboard', { period }, quiet),
    mine: () => api.get('/ver3/api/v3/games/wukong/me', {}, quiet),
  };
}

export type GamesApi = ReturnType<typeof createGamesApi>;
