// The quiz and persona calls of custom/answer/* and spring/*.
import { createQuizApi } from '../../api/quiz';
import { request } from '../../services';

export const quiz = createQuizApi(request);
