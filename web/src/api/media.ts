// Visitors' photos (docs/MEDIA.md): one upload call for 1–9 images. The server checks each
// by its bytes, re-encodes it without EXIF and answers every photo's addresses, or refuses
// the whole batch naming the file (nothing is kept then).
import type { components } from './schema';
import type { Request } from './request';
import { typedRequest } from './typedRequest';

/** A stored photo as the server describes it. */
export type MediaRef = components['schemas']['MediaRef'];

export const MEDIA_UPLOAD_PATH = '/ver3/api/v3/media' as const;
/** At most this many photos in one upload (WeChat's chooser gives at most 9, SPEC §9). */
export const MEDIA_MAX_FILES = 9;

/** A file to upload: its bytes and the name the visitor knows it by (the server names it when refusing). */
export interface NamedBlob {
  blob: Blob;
  name: string;
}

/** Refused by the server: `message` names the file and why. */
export class UploadRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UploadRefused';
  }
}

const isNamed = (f: Blob | NamedBlob): f is NamedBlob => 'blob' in f;

export function createMediaApi(request: Request) {
  const api = typedRequest(request);
  return {
    /**
     * Uploads the photos in one request (no mask: the picker shows its own pending tiles).
     * Resolves to their refs in the order given; rejects with [`UploadRefused`] carrying the
     * server's message, or a plain error when the request did not get through.
     */
    async uploadPhotos(files: (Blob | NamedBlob)[]): Promise<MediaRef[]> {
      const form = new FormData();
      files.forEach((f, i) => {
        if (isNamed(f)) form.append('file', f.blob, f.name);
        else form.append('file', f, f instanceof File ? f.name : `photo-${i + 1}`);
      });
      let refusal: string | undefined;
      const answer = await api.post(MEDIA_UPLOAD_PATH, form, {
        loading: false,
        timeoutMs: 120_000,
        refused: (message) => {
          refusal = message;
        },
      });
      if (answer) return answer;
      throw refusal ? new UploadRefused(refusal) : new Error('upload failed');
    },
  };
}

export type MediaApi = ReturnType<typeof createMediaApi>;
