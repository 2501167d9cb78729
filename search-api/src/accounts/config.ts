/**
 * What the account calls need from the environment: the secret that signs anti-forgery tokens
 * and the public origin used in mail links and to decide the cookies' Secure flag.
 */
export interface AccountsConfig {
  sessionSecret: string;
  publicUrl: string;
  /** Secure cookies everywhere except on localhost (plain http during development). */
  secureCookies: boolean;
  /** Reverse proxies of ours in front; the client IP is what the outermost one appended to X-Forwarded-For. */
  trustedProxies: number;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export function accountsConfig({
  sessionSecret,
  publicUrl,
  trustProxy = 0,
}: {
  sessionSecret: string;
  publicUrl: string;
  /** `true` is one proxy (our nginx), a number that many. */
  trustProxy?: boolean | number;
}): AccountsConfig {
  const { hostname } = new URL(publicUrl);
  return {
    sessionSecret,
    publicUrl: publicUrl.replace(/\/+$/, ''),
    secureCookies: !LOCAL_HOSTS.has(hostname) && !hostname.endsWith('.localhost'),
    trustedProxies: trustProxy === true ? 1 : trustProxy === false ? 0 : trustProxy,
  };
}
