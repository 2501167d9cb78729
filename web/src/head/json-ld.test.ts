import { describe, expect, it } from 'vitest';
import { serializeJsonLd } from './json-ld';

describe('serializeJsonLd', () => {
  it('leaves no character that could end the script element, and parses back to the same data', () => {
    const data = { name: '</script><script>alert(1)</script> & <!-- \u2028\u2029', n: 1 };
    const json = serializeJsonLd(data);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(data);
  });
});
