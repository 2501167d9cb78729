import {
  bggImportPreviewResponseSchema,
  bggImportResultResponseSchema,
  type BggImportConfirmRequest,
} from '@spielraum/schema';
import { apiRequest } from '../api/client';

/** `POST /api/bggimport/` (multipart `file`): the preview of a BoardGameGeek collection file; nothing is written yet. */
export function uploadBggCollection(file: File) {
  const form = new FormData();
  form.set('file', file);
  return apiRequest('POST', 'bggimport/', bggImportPreviewResponseSchema, { form });
}

/** `POST /api/bggimport/{id}/confirm/`: applies the preview with the user's decisions. */
export function confirmBggImport(id: string, request: BggImportConfirmRequest) {
  return apiRequest('POST', `bggimport/${id}/confirm/`, bggImportResultResponseSchema, { json: request });
}

/** The addresses of the data export's downloads (plain links: the browser saves the attachment). */
export const MY_DATA_EXPORT = {
  csv: '/api/mydata/export/?format=csv',
  json: '/api/mydata/export/?format=json',
} as const;
