import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLocalFileStore } from './files';

describe('local file store', () => {
  it('stores, reads and deletes files with their content type', async () => {
    const store = createLocalFileStore(await mkdtemp(join(tmpdir(), 'spielraum-files-')));
    await store.put('covers/catan.svg', '<svg/>', 'image/svg+xml');
    const file = await store.get('covers/catan.svg');
    expect(file?.contentType).toBe('image/svg+xml');
    expect(file?.data.toString()).toBe('<svg/>');
    await store.delete('covers/catan.svg');
    expect(await store.get('covers/catan.svg')).toBeNull();
  });

  it('refuses keys that could leave the store', async () => {
    const store = createLocalFileStore(await mkdtemp(join(tmpdir(), 'spielraum-files-')));
    for (const key of ['../etc/passwd', '/abs', 'a/../../b', 'Upper/case', '']) {
      await expect(store.put(key, 'x', 'text/plain')).rejects.toThrow(/invalid file key/);
    }
  });
});
