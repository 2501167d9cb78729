import { MAGAZINE_LIMITS, magazineImageResponseSchema } from '@spielraum/schema';
import { apiRequest } from '../api/client';

/** What the image endpoints take (the API checks the content itself; this spares sending anything else). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

/**
 * Why a chosen file would be refused, or null when it may be sent: checked before the upload
 * so a 40 MB photo is not sent at all. The caller words the problem in its own texts.
 */
export function imageFileProblem(file: File): 'wrongType' | 'tooLarge' | null {
  if (!IMAGE_TYPES.includes(file.type)) return 'wrongType';
  if (file.size > MAGAZINE_LIMITS.imageMaxMegabytes * 1024 * 1024) return 'tooLarge';
  return null;
}

/**
 * `POST /api/{path}` (multipart `file`, optional `alt`): the one upload shape of the magazine's
 * and the curators' image endpoints; the image is stored now and resized later.
 */
export function uploadImage(path: string, file: File, alt: string) {
  const form = new FormData();
  form.set('file', file);
  if (alt.trim()) form.set('alt', alt.trim());
  return apiRequest('POST', path, magazineImageResponseSchema, { form });
}
