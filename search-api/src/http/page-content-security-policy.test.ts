import { describe, expect, it } from 'vitest';
import { pageContentSecurityPolicy } from './web';

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((directive) => {
      const [name, ...values] = directive.trim().split(/\s+/);
      return [name!, values];
    }),
  );
}

describe('the pages’ Content-Security-Policy', () => {
  it('frames exactly the two video players and nothing else', () => {
    const policy = directives(pageContentSecurityPolicy('abc123'));
    expect(policy.get('frame-src')).toEqual(['https://www.youtube-nocookie.com', 'https://player.vimeo.com']);
    // nothing else of the providers: no scripts, images or connections
    for (const [name, values] of policy) {
      if (name === 'frame-src') continue;
      expect(values.join(' '), name).not.toMatch(/youtube|vimeo|ytimg|googlevideo/);
    }
    expect(policy.get('child-src')).toBeUndefined();
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('script-src')).toEqual(["'self'", "'nonce-abc123'"]);
    // the push service worker, from our origin only
    expect(policy.get('worker-src')).toEqual(["'self'"]);
  });
});
