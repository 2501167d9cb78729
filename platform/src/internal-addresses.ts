import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses that addresses from outside must not make us send requests to (server-side request
 * forgery): loopback, the private networks, link-local (cloud metadata at 169.254.169.254),
 * carrier-grade NAT, multicast and reserved ranges, and their IPv6 counterparts. A dealer feed's
 * image addresses and a browser's push endpoint are both such addresses.
 */
const INTERNAL = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['224.0.0.0', 3],
] as const)
  INTERNAL.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  INTERNAL.addSubnet(network, prefix, 'ipv6');

/** Whether an IP address (v4, v6 or v4-mapped v6) lies in one of the internal ranges above. */
export function isInternalAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return INTERNAL.check(mapped, 'ipv4');
  return INTERNAL.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

/**
 * Why a URL's host must not be asked, or null when it may: it does not resolve, or one of its
 * addresses is internal.
 */
export async function internalHostReason(url: URL): Promise<string | null> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((entry) => entry.address);
  } catch {
    return `host ${host} could not be resolved`;
  }
  return addresses.some(isInternalAddress) ? `host ${host} is an internal address` : null;
}
