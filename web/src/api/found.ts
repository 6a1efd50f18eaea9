// The spot-the-difference calls of docs/FOUND.md. A round's differences come with a place
// only once found, hinted, or the round has ended; taps are judged on the server.
import { runtimeConfig } from '../config/runtime';
import { resolveUrl } from './paths';
import type { components } from './schema';
import type { Request } from './request';
import { typedRequest } from './typedRequest';

type Schemas = components['schemas'];

export type FoundRound = Schemas['RoundView'];
export type FoundRegion = Schemas['Region'];
export type FoundTap = Schemas['TapAnswer'];
export type FoundCard = Schemas['RoundCard'];
export type FoundBest = Schemas['FoundBest'];

const quiet = { loading: false } as const;
/** An unknown round (or another visitor's) is "not there", not an error to retry. */
const lookup = { loading: false, absent: [40400] } as const;

/** A picture's address (an image tag reads it without a token), honouring the API base. */
export function foundPictureUrl(path: string): string {
  const c = runtimeConfig();
  return resolveUrl(path, c.apiBase, c.brandBase);
}

export function createFoundApi(request: Request) {
  const api = typedRequest(request);
  return {
    best: () => api.get('/ver3/api/v3/found/best', {}, quiet),
    /** My records, newest first (one page of up to 50). */
    rounds: () => api.get('/ver3/api/v3/found/rounds', { page: 1, size: 50 }, quiet),
    /** Starts a round on a scene drawn at random: the pictures and the deadline, no positions. */
    start: () => api.post('/ver3/api/v3/found/rounds', undefined),
    round: (id: string) => api.find('/ver3/api/v3/found/rounds/{id}', {}, { ...lookup, path: { id } }),
    /** A tap in picture units; the same key again answers the first tap. */
    tap: (id: string, x: number, y: number, key: string) =>
      api.post('/ver3/api/v3/found/rounds/{id}/taps', { x, y, key }, { path: { id }, loading: false }),
    hint: (id: string, key: string) => api.post('/ver3/api/v3/found/rounds/{id}/hints', { key }, { path: { id }, loading: false }),
    finish: (id: string) => api.post('/ver3/api/v3/found/rounds/{id}/finish', undefined, { path: { id } }),
  };
}

export type FoundApi = ReturnType<typeof createFoundApi>;
