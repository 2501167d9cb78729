/**
 * An error an operator causes and can act on (an unknown dealer, run or offer, an unreadable
 * feed, a feed server that does not answer): the CLI prints its message alone, without a stack
 * trace, and exits with 1. Anything else is a bug and keeps its stack.
 */
export class OperatorError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OperatorError';
  }
}
