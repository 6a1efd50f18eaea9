// The Qixi matchmaking calls of docs/QIXI.md. An invitation is public by its code (the share
// link) and never carries anyone's answers; the pair's result is for its two people only.
import type { components } from './schema';
import type { Request } from './request';
import { typedRequest } from './typedRequest';

type Schemas = components['schemas'];

export type QixiQuestions = Schemas['QixiQuestions'];
export type QixiQuestion = Schemas['QixiQuestion'];
export type QixiInvitation = Schemas['QixiInvitation'];
export type QixiPair = Schemas['QixiPair'];
export type QixiResult = Schemas['QixiResult'];
export type QixiMine = Schemas['QixiMine'];

const quiet = { loading: false } as const;
/** An unknown code (or a pair that is not the visitor's) is "not there", not an error to retry. */
const lookup = { loading: false, absent: [40400] } as const;
/** The code as the server stores it (the path parameter is encoded by the typed client). */
const code = (c: string) => c.trim().toUpperCase();

export function createQixiApi(request: Request) {
  const api = typedRequest(request);
  return {
    questions: () => api.get('/ver3/api/v3/qixi/questions', {}, quiet),
    /** Answers the questions and opens an invitation: its code and share link. */
    invite: (answers: number[]) => api.post('/ver3/api/v3/qixi/invitations', { answers }),
    invitation: (c: string) => api.find('/ver3/api/v3/qixi/invitations/{code}', {}, { ...lookup, path: { code: code(c) } }),
    /** Accepts by answering; a refusal (own invitation, taken, expired) is told as the server says it. */
    accept: (c: string, answers: number[], refused?: (message: string) => void) =>
      api.post('/ver3/api/v3/qixi/invitations/{code}/pair', { answers }, { path: { code: code(c) }, refused }),
    pair: (c: string) => api.find('/ver3/api/v3/qixi/pairs/{code}', {}, { ...lookup, path: { code: code(c) } }),
    mine: (page = 1) => api.get('/ver3/api/v3/qixi/mine', { page, size: 20 }, quiet),
  };
}

export type QixiApi = ReturnType<typeof createQixiApi>;
