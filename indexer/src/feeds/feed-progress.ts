/**
 * The steps of a feed run after its rows are read, in the order they run; some run only for
 * some feeds (`dedupe` when a SKU came twice, `missing` and `gone` for full feeds, `products`
 * for product feeds). `follow-up` is the caller's: the search documents and alert evaluation
 * queued after the commit; `search-documents` is `indexer reindex`'s.
 */
export type FeedStep =
  | 'dedupe'
  | 'match'
  | 'missing'
  | 'offers'
  | 'gone'
  | 'price-stats'
  | 'events'
  | 'fingerprint'
  | 'products'
  | 'commit'
  | 'follow-up'
  | 'search-documents';

/**
 * How far a run has read its feed: rows (lines passed over as known included) and, when the
 * source is a file, its bytes read so far of its size. A feed's row count is not known before
 * the end, so its size is the only honest total.
 */
export interface FeedReadProgress {
  rows: number;
  bytesRead: number | null;
  bytesTotal: number | null;
}

export type FeedStepEvent = { step: FeedStep; state: 'start' } | { step: FeedStep; state: 'end'; ms: number };

export type FeedStepListener = (event: FeedStepEvent) => void;

/**
 * Reports steps that run one after another: starting a step ends the one before with its
 * duration; `end()` ends the last. A step that throws is never ended (the run failed in it).
 */
export function stepTimer(listener: FeedStepListener | undefined) {
  let current: { step: FeedStep; started: number } | null = null;
  const end = () => {
    if (!current || !listener) return;
    listener({ step: current.step, state: 'end', ms: performance.now() - current.started });
    current = null;
  };
  return {
    start(step: FeedStep) {
      if (!listener) return;
      end();
      current = { step, started: performance.now() };
      listener({ step, state: 'start' });
    },
    end,
  };
}
