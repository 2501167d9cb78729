import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A subscription as a browser makes one: its endpoint at the push service and its keys. */
export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** A push message the test push service received, decrypted and its VAPID signature checked. */
export interface ReceivedPush {
  endpoint: string;
  headers: Record<string, string | undefined>;
  /** The decrypted payload, parsed as JSON. */
  payload: { title: string; body: string; url: string; tag: string };
  /** The VAPID token's claims; the signature was valid for `vapidPublicKey`. */
  claims: { aud: string; exp: number; sub: string };
  vapidPublicKey: string;
}

interface Browser {
  curve: ReturnType<typeof createECDH>;
  auth: Buffer;
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/**
 * Decrypts one `aes128gcm` push message body (RFC 8188 with the keys of RFC 8291) as the browser
 * does, with its private key and auth secret.
 */
export function decryptPushBody(body: Buffer, browser: Browser): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body[20]!;
  const serverPublic = body.subarray(21, 21 + keyIdLength);
  const ciphertext = body.subarray(21 + keyIdLength);
  if (ciphertext.length > recordSize) throw new Error('more than one record');
  const browserPublic = browser.curve.getPublicKey();
  const ecdhSecret = browser.curve.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browserPublic, serverPublic]);
  const ikm = hmac(hmac(browser.auth, ecdhSecret), Buffer.concat([keyInfo, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // the last record ends with the delimiter 2 and zero padding
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}

/**
 * Checks a `vapid t=…, k=…` Authorization header (RFC 8292): the JWT's ES256 signature with the
 * key `k`, and answers its claims and the key.
 */
export function verifyVapidHeader(header: string | undefined): {
  claims: ReceivedPush['claims'];
  publicKey: string;
} {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`no VAPID authorization: ${header}`);
  const [, token, publicKey] = match as unknown as [string, string, string];
  const [head, body, signature] = token.split('.') as [string, string, string];
  const { alg, typ } = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg: string; typ: string };
  if (alg !== 'ES256' || typ !== 'JWT') throw new Error(`unexpected JWT header ${alg} ${typ}`);
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const valid = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('VAPID signature does not verify');
  return {
    claims: JSON.parse(Buffer.from(body, 'base64url').toString()) as ReceivedPush['claims'],
    publicKey,
  };
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A push service on loopback for tests: hands out subscriptions made the way a browser makes
 * them (a P-256 key pair from node:crypto and a random 16-byte auth secret), receives the Web
 * Push POSTs, decrypts them with the subscription's private key and checks their VAPID header.
 * `answer` sets the status the next messages to a subscription get (201 by default): 410 says the
 * subscription is gone, 500 a failure to retry.
 */
export class TestPushService {
  readonly received: ReceivedPush[] = [];
  /** Messages that could not be decrypted or verified, with the reason. */
  readonly refused: string[] = [];
  private readonly browsers = new Map<string, Browser>();
  private readonly answers = new Map<string, number[]>();
  private server!: Server;
  origin = '';

  static async start(): Promise<TestPushService> {
    const service = new TestPushService();
    service.server = createServer((request, response) => {
      void service.handle(request).then(
        (status) => response.writeHead(status).end(),
        (error: unknown) => {
          service.refused.push(error instanceof Error ? error.message : String(error));
          response.writeHead(400).end();
        },
      );
    });
    await new Promise<void>((resolve) => service.server.listen(0, '127.0.0.1', resolve));
    service.origin = `http://127.0.0.1:${(service.server.address() as AddressInfo).port}`;
    return service;
  }

  /** A new subscription, as `PushManager.subscribe()` answers it (`toJSON()`). */
  subscribe(): TestSubscription {
    const curve = createECDH('prime256v1');
    curve.generateKeys();
    const auth = randomBytes(16);
    const endpoint = `${this.origin}/push/${randomBytes(12).toString('base64url')}`;
    this.browsers.set(new URL(endpoint).pathname, { curve, auth });
    return {
      endpoint,
      keys: { p256dh: curve.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    };
  }

  /** The statuses the next messages to `endpoint` are answered with, in order. */
  answer(endpoint: string, ...statuses: number[]): void {
    this.answers.set(new URL(endpoint).pathname, statuses);
  }

  /** What reached one subscription. */
  to(endpoint: string): ReceivedPush[] {
    return this.received.filter((push) => push.endpoint === endpoint);
  }

  private async handle(request: IncomingMessage): Promise<number> {
    const path = new URL(request.url ?? '/', this.origin).pathname;
    const browser = this.browsers.get(path);
    const body = await readBody(request);
    if (request.method !== 'POST' || !browser) return 404;
    const planned = this.answers.get(path)?.shift();
    if (planned !== undefined && planned !== 201) return planned;
    if (request.headers['content-encoding'] !== 'aes128gcm')
      throw new Error(`content-encoding ${request.headers['content-encoding']}`);
    const { claims, publicKey } = verifyVapidHeader(request.headers.authorization);
    const payload = JSON.parse(decryptPushBody(body, browser).toString('utf8')) as ReceivedPush['payload'];
    this.received.push({
      endpoint: `${this.origin}${path}`,
      headers: Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [
          name,
          Array.isArray(value) ? value.join(',') : value,
        ]),
      ),
      payload,
      claims,
      vapidPublicKey: publicKey,
    });
    return 201;
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
