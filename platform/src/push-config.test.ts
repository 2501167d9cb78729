import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '@spielraum/schema/env';
import { platformEnvSchema } from './env';
import { generateVapidKeyPair, loadPushConfig, VAPID_KEYS_FILE } from './push-config';

const MAIL_FROM = 'Spielraum <noreply@spielraum.example>';

describe('the push channel’s configuration', () => {
  const folders: string[] = [];
  const folder = () => {
    const dir = mkdtempSync(join(tmpdir(), 'spielraum-vapid-'));
    folders.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('generates a key pair once in the embedded data folder and keeps it across starts', () => {
    const dataDir = folder();
    const first = loadPushConfig({ env: { MAIL_FROM }, dataDir, generate: true });
    expect(first?.vapid.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(first?.vapid.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first?.vapid.subject).toBe('mailto:noreply@spielraum.example');
    expect(first?.allowInternalEndpoints).toBe(true);
    const file = join(dataDir, VAPID_KEYS_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const again = loadPushConfig({ env: { MAIL_FROM }, dataDir, generate: true });
    expect(again?.vapid).toEqual(first?.vapid);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      publicKey: first?.vapid.publicKey,
      privateKey: first?.vapid.privateKey,
    });
  });

  it('takes the pair and subject from the environment, and writes nothing then', () => {
    const dataDir = folder();
    const pair = generateVapidKeyPair();
    const env = parseEnv(platformEnvSchema, {
      MAIL_FROM,
      DATA_DIR: dataDir,
      VAPID_PUBLIC_KEY: pair.publicKey,
      VAPID_PRIVATE_KEY: pair.privateKey,
      VAPID_SUBJECT: 'https://spielraum.example/kontakt',
      PUSH_ENDPOINTS_FROM_INTERNAL_HOSTS: 'false',
    });
    const config = loadPushConfig({ env, dataDir, generate: true });
    expect(config).toEqual({
      vapid: { ...pair, subject: 'https://spielraum.example/kontakt' },
      allowInternalEndpoints: false,
    });
    expect(existsSync(join(dataDir, VAPID_KEYS_FILE))).toBe(false);
  });

  it('has no push in a deployment without keys, and only public endpoints with them', () => {
    expect(loadPushConfig({ env: { MAIL_FROM }, dataDir: folder(), generate: false })).toBeNull();
    const pair = generateVapidKeyPair();
    const config = loadPushConfig({
      env: { MAIL_FROM, VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey },
      dataDir: folder(),
      generate: false,
    });
    expect(config?.allowInternalEndpoints).toBe(false);
  });

  it('refuses half a pair, malformed keys and subjects', () => {
    const pair = generateVapidKeyPair();
    expect(() =>
      loadPushConfig({
        env: { MAIL_FROM, VAPID_PUBLIC_KEY: pair.publicKey },
        dataDir: folder(),
        generate: true,
      }),
    ).toThrow(EnvError);
    for (const [name, value] of [
      ['VAPID_PUBLIC_KEY', pair.privateKey],
      ['VAPID_PRIVATE_KEY', `${pair.privateKey}=`],
      ['VAPID_SUBJECT', 'http://spielraum.example'],
      ['VAPID_SUBJECT', 'noreply@spielraum.example'],
    ] as const)
      expect(() => parseEnv(platformEnvSchema, { [name]: value }), `${name}=${value}`).toThrow(EnvError);
  });

  it('refuses a damaged key file instead of making a new pair behind the subscriptions’ back', () => {
    const dataDir = folder();
    writeFileSync(join(dataDir, VAPID_KEYS_FILE), '{"publicKey":"kaputt"}');
    expect(() => loadPushConfig({ env: { MAIL_FROM }, dataDir, generate: true })).toThrow(/delete it/);
  });
});
