import { describe, expect, it } from 'vitest';

describe('zod in the browser', () => {
  it('parses without compiling code (no eval under the pages’ Content-Security-Policy)', async () => {
    await import('./zod-without-eval');
    // loaded after the setting, as in the browser, where zod arrives with a lazy chunk
    const { config, z } = await import('zod');
    expect(config().jitless).toBe(true);
    const evaluated: string[] = [];
    const original = globalThis.Function;
    globalThis.Function = new Proxy(original, {
      construct(target, args) {
        evaluated.push(String(args.at(-1)).slice(0, 40));
        return Reflect.construct(target, args);
      },
    });
    try {
      const game = z.object({ title: z.string(), players: z.number().int() });
      expect(game.parse({ title: 'Azul', players: 4 })).toEqual({ title: 'Azul', players: 4 });
    } finally {
      globalThis.Function = original;
    }
    expect(evaluated).toEqual([]);
  });
});
