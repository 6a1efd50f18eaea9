// The Monkey King calls of custom/wukong/*.
import { createGamesApi } from '../../../api/games';
import { request } from '../../../services';

export const games = createGamesApi(request);
