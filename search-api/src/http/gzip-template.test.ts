import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsGzip } from './accepts-gzip';
import { fillGzipTemplate, gzipTemplate } from './gzip-template';

describe('gzip with a value spliced in per answer', () => {
  it('decompresses to the text with the value in every hole, also at the ends and in UTF-8', () => {
    const text = 'NONCE<script nonce="NONCE">ä</script>'.repeat(200) + 'Würfel – Spiel NONCE';
    const template = gzipTemplate(text, 'NONCE');
    for (const value of ['abc', 'Zm9vYmFy+/==', '']) {
      const zipped = fillGzipTemplate(template, value);
      expect(gunzipSync(zipped).toString('utf8')).toBe(text.split('NONCE').join(value));
    }
  });

  it('compresses a text without holes, and an empty one', () => {
    expect(gunzipSync(fillGzipTemplate(gzipTemplate('<p>kein Loch</p>', 'X'), 'y')).toString()).toBe(
      '<p>kein Loch</p>',
    );
    expect(gunzipSync(fillGzipTemplate(gzipTemplate('', 'X'), 'y')).toString()).toBe('');
  });
});

describe('whether a client takes gzip', () => {
  it('reads Accept-Encoding as browsers and tools send it', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8, *;q=0.1')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('deflate, x-gzip')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
