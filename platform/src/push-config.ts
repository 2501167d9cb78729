import { createECDH } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EnvError } from '@spielraum/schema/env';

/** The VAPID key pair (RFC 8292) push messages are signed with, base64url as browsers take it. */
export interface VapidKeys {
  /** The uncompressed P-256 point (65 bytes); browsers subscribe with it. */
  publicKey: string;
  /** The private scalar (32 bytes). */
  privateKey: string;
  /** Who push services may contact about our messages: `mailto:` or `https:`. */
  subject: string;
}

/** What the push channel of a process needs: the keys, and which endpoints it may send to. */
export interface PushConfig {
  vapid: VapidKeys;
  /**
   * Endpoints on loopback and private networks are accepted (the embedded portal on one machine,
   * tests with a local push endpoint); a deployment sends only to public https push services,
   * so a made-up subscription cannot make the worker post into the internal network.
   */
  allowInternalEndpoints: boolean;
}

/** Where the embedded portal keeps the key pair it generated, in its data folder. */
export const VAPID_KEYS_FILE = 'vapid-keys.json';

const PUBLIC_KEY = /^[A-Za-z0-9_-]{87}$/;
const PRIVATE_KEY = /^[A-Za-z0-9_-]{43}$/;

/** A new P-256 key pair in the form `web-push generate-vapid-keys` prints. */
export function generateVapidKeyPair(): { publicKey: string; privateKey: string } {
  const curve = createECDH('prime256v1');
  curve.generateKeys();
  const scalar = curve.getPrivateKey();
  return {
    publicKey: curve.getPublicKey().toString('base64url'),
    // a scalar with leading zero bytes comes out shorter; the key format wants all 32
    privateKey: Buffer.concat([Buffer.alloc(32 - scalar.length), scalar]).toString('base64url'),
  };
}

/**
 * The key pair kept in the data folder, generated at the first start. Written to a file of its
 * own and linked into place, so two processes starting on one folder end up with the one pair
 * that was linked first.
 */
function dataFolderKeyPair(dataDir: string): { publicKey: string; privateKey: string } {
  const file = join(dataDir, VAPID_KEYS_FILE);
  try {
    return readKeyFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const draft = `${file}.${process.pid}.tmp`;
  writeFileSync(draft, JSON.stringify(generateVapidKeyPair()), { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  return readKeyFile(file);
}

function readKeyFile(file: string): { publicKey: string; privateKey: string } {
  const keys = JSON.parse(readFileSync(file, 'utf8')) as { publicKey?: unknown; privateKey?: unknown };
  if (
    typeof keys.publicKey !== 'string' ||
    !PUBLIC_KEY.test(keys.publicKey) ||
    typeof keys.privateKey !== 'string' ||
    !PRIVATE_KEY.test(keys.privateKey)
  )
    throw new Error(`${file} holds no VAPID key pair; delete it to have a new one generated`);
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}

/** `mailto:` with the address of MAIL_FROM (`Spielraum <noreply@…>` or a bare address). */
function subjectOfMailFrom(mailFrom: string): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}

/**
 * The push channel of a process from the environment: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY
 * (both or neither), VAPID_SUBJECT (default: `mailto:` and MAIL_FROM's address). Without keys the
 * embedded portal (`generate`) makes a pair once and keeps it in the data folder, so push works
 * out of the box; a server deployment without keys has no push channel (null), since replicas
 * and workers on different hosts would each make their own.
 */
export function loadPushConfig({
  env,
  dataDir,
  generate,
}: {
  env: {
    VAPID_PUBLIC_KEY?: string;
    VAPID_PRIVATE_KEY?: string;
    VAPID_SUBJECT?: string;
    MAIL_FROM: string;
    PUSH_ENDPOINTS_FROM_INTERNAL_HOSTS?: boolean;
  };
  dataDir: string;
  /** The embedded portal: generate a pair in the data folder when none is configured. */
  generate: boolean;
}): PushConfig | null {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = env;
  if (Boolean(publicKey) !== Boolean(privateKey))
    throw new EnvError(['VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither']);
  const pair =
    publicKey && privateKey ? { publicKey, privateKey } : generate ? dataFolderKeyPair(dataDir) : null;
  if (!pair) return null;
  return {
    vapid: { ...pair, subject: env.VAPID_SUBJECT ?? subjectOfMailFrom(env.MAIL_FROM) },
    allowInternalEndpoints: env.PUSH_ENDPOINTS_FROM_INTERNAL_HOSTS ?? generate,
  };
}
