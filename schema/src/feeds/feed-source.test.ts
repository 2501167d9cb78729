import { describe, expect, it } from 'vitest';
import { uploadedFeedKey } from './feed-source';

describe('uploadedFeedKey', () => {
  it('keeps a feed per dealer by content hash with the file’s last extension, letters only', () => {
    expect(uploadedFeedKey(7, 'abc123', 'Export.CSV')).toBe('feeds/dealer-7/abc123.csv');
    expect(uploadedFeedKey(7, 'abc123', 'feed.jsonl.csv')).toBe('feeds/dealer-7/abc123.csv');
    expect(uploadedFeedKey(7, 'abc123', 'feed.x"ml')).toBe('feeds/dealer-7/abc123.xml');
    expect(uploadedFeedKey(7, 'abc123', 'feed')).toBe('feeds/dealer-7/abc123');
    expect(uploadedFeedKey(7, 'abc123', '.hidden')).toBe('feeds/dealer-7/abc123');
  });
});
