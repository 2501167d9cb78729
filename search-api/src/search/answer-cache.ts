/**
 * Serialized search answers of anonymous visitors by query string, valid while the replica has
 * not applied a newer change. The same category page, start page tiles and first result page
 * are asked for again and again; counting every facet over the catalogue and writing ~30 KB of
 * JSON each time is most of what `filter/data/` costs. Least recently used go first.
 */
export interface KeptAnswer {
  seq: number;
  body: string;
  /** The body gzip-compressed, made at the first client that takes gzip. */
  gzip?: Buffer;
}

export class AnswerCache {
  private readonly answers = new Map<string, KeptAnswer>();

  constructor(private readonly maxEntries = 500) {}

  get(key: string, seq: number): KeptAnswer | undefined {
    const answer = this.answers.get(key);
    if (!answer) return undefined;
    this.answers.delete(key);
    if (answer.seq !== seq) return undefined;
    this.answers.set(key, answer);
    return answer;
  }

  set(key: string, seq: number, body: string): void {
    this.answers.delete(key);
    this.answers.set(key, { seq, body });
    if (this.answers.size > this.maxEntries) {
      const oldest = this.answers.keys().next().value;
      if (oldest !== undefined) this.answers.delete(oldest);
    }
  }
}
