/** One problem with a search query: where it is (`filters.price`) and a German message. */
export interface SearchQueryIssue {
  path: string;
  message: string;
}

/**
 * Thrown by every engine for a query it refuses (too many filters, unknown facet, min above
 * max, negative page, overlong text). Its message is the first issue's German text; the HTTP
 * layer answers it with 400 and the issues as field messages.
 */
export class SearchQueryError extends Error {
  readonly code = 'invalid_search_query';
  constructor(readonly issues: SearchQueryIssue[]) {
    super(issues[0]?.message ?? 'Die Suchanfrage ist ungültig.');
    this.name = 'SearchQueryError';
  }
}
