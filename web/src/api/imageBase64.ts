import { t } from '../i18n';
import { PATHS } from './paths';
import type { Request } from './request';
import { typedRequest } from './typedRequest';

/**
 * A network image through the server as a base64 data URL (for canvas posters), mask
 * suppressed (SPEC §5, §7).
 */
export async function imageBase64(request: Request, url: string): Promise<string> {
  if (!url) throw new Error(t('error.imageUrlMissing'));
  const data = await typedRequest(request).get(PATHS.imageBase64, { url }, { loading: false });
  const base64 = typeof data === 'object' && data ? data.base64 : undefined;
  if (!base64) throw new Error(t('error.imageParse'));
  return base64;
}
