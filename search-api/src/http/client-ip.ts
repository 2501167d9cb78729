import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The caller's address for abuse limits and loopback checks. Behind `trustedProxies` reverse
 * proxies (TRUST_PROXY; our nginx is one) the address the nearest untrusted hop was seen from:
 * each proxy appends the address it saw to X-Forwarded-For (`$proxy_add_x_forwarded_for`), so
 * the right-most `trustedProxies` entries are written by our proxies and everything left of
 * them is whatever the client sent. Without proxies, the socket's address. In-process test
 * requests have neither and count as 'unknown'.
 */
export function clientIp(c: Context, trustedProxies: number): string {
  if (trustedProxies > 0) {
    const hops = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean);
    const seenByOurProxy = hops[hops.length - trustedProxies];
    if (seenByOurProxy) return seenByOurProxy.slice(0, 64);
  }
  return socketAddress(c);
}

/** The peer address of the TCP connection ('unknown' for in-process requests). */
export function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
