// The quiz and persona-test calls of docs/QUIZ.md. An attempt's right answers come only
// with its result; a persona result is public by its id (the share link).
import type { components } from './schema';
import type { Request } from './request';
import { typedRequest } from './typedRequest';

type Schemas = components['schemas'];

export type QuizRules = Schemas['QuizRulesView'];
export type QuizAttempt = Schemas['AttemptView'];
export type QuizResult = Schemas['QuizResult'];
export type PersonaTest = Schemas['PersonaTestView'];
export type PersonaResult = Schemas['PersonaResultView'];

const quiet = { loading: false } as const;
/** An unknown attempt or result is "not there", not an error to retry. */
const lookup = { loading: false, absent: [40400] } as const;

export function createQuizApi(request: Request) {
  const api = typedRequest(request);
  return {
    rules: () => api.get('/ver3/api/v3/quiz/rules', {}, quiet),
    /** Starts an attempt: questions and deadline, never the answers. */
    start: () => api.post('/ver3/api/v3/quiz/attempts', undefined),
    attempt: (id: string) => api.find('/ver3/api/v3/quiz/attempts/{id}', {}, { ...lookup, path: { id } }),
    /** One entry per question (the shown option's index, or null); a second call answers the first result. */
    submit: (id: string, answers: (number | null)[]) =>
      api.post('/ver3/api/v3/quiz/attempts/{id}/answers', { answers }, { path: { id } }),
    personaTest: () => api.get('/ver3/api/v3/persona/test', {}, quiet),
    takePersonaTest: (answers: number[]) => api.post('/ver3/api/v3/persona/results', { answers }),
    personaResult: (id: string) => api.find('/ver3/api/v3/persona/results/{id}', {}, { ...lookup, path: { id } }),
  };
}

export type QuizApi = ReturnType<typeof createQuizApi>;
