import { hashPassword } from '@spielraum/schema/security';
import type { Database } from '@spielraum/schema/client';
import { dealerMembers, users } from '@spielraum/schema/db';
import { ANTI_FORGERY_COOKIE, ANTI_FORGERY_HEADER } from './anti-forgery';

interface RequestApp {
  request(path: string, init?: RequestInit): Response | Promise<Response>;
}

/**
 * A browser-like client for API tests: keeps cookies between calls like a browser does and
 * copies the anti-forgery cookie into the header, as the web client does.
 */
export class TestBrowser {
  readonly cookies = new Map<string, { value: string; persistent: boolean }>();
  constructor(private readonly app: RequestApp) {}

  cookie(name: string): string | undefined {
    return this.cookies.get(name)?.value;
  }

  /** Drops cookies without Max-Age/Expires, as a browser restart does. */
  restart() {
    for (const [name, cookie] of this.cookies) if (!cookie.persistent) this.cookies.delete(name);
  }

  async request(
    path: string,
    init: {
      method?: string;
      json?: unknown;
      body?: string | FormData;
      antiForgery?: boolean;
      headers?: Record<string, string>;
    } = {},
  ): Promise<Response> {
    const headers: Record<string, string> = { ...init.headers };
    if (this.cookies.size && headers.cookie === undefined)
      headers.cookie = [...this.cookies].map(([name, cookie]) => `${name}=${cookie.value}`).join('; ');
    const token = this.cookie(ANTI_FORGERY_COOKIE);
    if (init.antiForgery !== false && token) headers[ANTI_FORGERY_HEADER] = token;
    let body = init.body;
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    }
    const response = await this.app.request(path, {
      method: init.method ?? 'GET',
      headers,
      body: body ?? null,
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';').map((part) => part.trim());
      const [name, ...rest] = (pair ?? '').split('=');
      if (!name) continue;
      const value = rest.join('=');
      const maxAge = attributes.find((a) => a.toLowerCase().startsWith('max-age='));
      if (value === '' || maxAge?.toLowerCase() === 'max-age=0') this.cookies.delete(name);
      else
        this.cookies.set(name, {
          value,
          persistent: attributes.some((a) => /^(max-age|expires)=/i.test(a)),
        });
    }
    return response;
  }

  /** Loads the session like the web client before a navigation (arms the anti-forgery pair). */
  session() {
    return this.request('/api/session/');
  }

  login(email: string, password: string, stayLoggedIn = false) {
    return this.request('/api/login/', {
      method: 'POST',
      json: { email, password, stay_logged_in: stayLoggedIn },
    });
  }
}

/** Inserts a user with an argon2id password; verified unless told otherwise. */
export async function createTestUser(
  db: Database,
  values: {
    email: string;
    password?: string;
    verified?: boolean;
    permissions?: string[];
    displayName?: string;
    /** A shop account managing this dealer (a `dealer_members` row). */
    dealerId?: number;
  },
) {
  const [user] = await db
    .insert(users)
    .values({
      email: values.email,
      passwordHash: values.password ? await hashPassword(values.password) : null,
      displayName: values.displayName ?? values.email.split('@')[0] ?? 'Test',
      verified: values.verified ?? true,
      permissions: values.permissions ?? [],
      ...(values.dealerId === undefined ? {} : { userType: 'dealer' as const }),
    })
    .returning();
  if (!user) throw new Error('user insert returned no row');
  if (values.dealerId !== undefined)
    await db.insert(dealerMembers).values({ dealerId: values.dealerId, userUuid: user.uuid });
  return user;
}
