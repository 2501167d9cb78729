import type { ApiOperation } from './operation';

/** One feature area of the API: a tag in the document and the reference page, and its calls. */
export interface ApiArea {
  tag: string;
  description: string;
  operations: readonly ApiOperation[];
}
