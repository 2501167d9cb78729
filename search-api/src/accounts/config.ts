/**
 * What the account calls need from the environment: the secret that signs anti-forgery tokens
 * and the public origin used in mail links and to decide the cookies' Secure flag.
 */
export interface AccountsConfig {
  sessionSecret: string;
  publicUrl: string;
  /** Secure cookies everywhere except on localhost (plain http during development). */
  secureCookies: boolean;
  /** Take the client IP from X-Forwarded-For (only behind our own reverse proxy). */
  trustProxy: boolean;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export function accountsConfig({
  sessionSecret,
  publicUrl,
  trustProxy = false,
}: {
  sessionSecret: string;
  publicUrl: string;
  trustProxy?: boolean;
}): AccountsConfig {
  const { hostname } = new URL(publicUrl);
  return {
    sessionSecret,
    publicUrl: publicUrl.replace(/\/+$/, ''),
    secureCookies: !LOCAL_HOSTS.has(hostname) && !hostname.endsWith('.localhost'),
    trustProxy,
  };
}
