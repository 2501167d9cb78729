import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * Journeys in Debian's Chromium against the whole product started as a newcomer starts it
 * (`pnpm start`, embedded mode, demo data) in a fresh data folder. Set E2E_BASE_URL to test a
 * portal that is already running instead.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = process.env.E2E_BASE_URL ?? `http://localhost:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'spielraum-e2e-'));
/** The local OAuth2 server that stands in for Google (see oauth-server.mjs). */
const oauthPort = Number(process.env.E2E_OAUTH_PORT ?? port + 3000);
const oauthBase = `http://127.0.0.1:${oauthPort}`;
/**
 * The same portal in server mode (PostgreSQL, Redis, SMTP; see server-portal.mjs) for the
 * journeys in `*.server.spec.ts`. Its SMTP port has no server behind it: mail fails as when the
 * team's mail server is stopped. E2E_SERVER_BASE_URL points them at one already running.
 */
const serverPort = Number(process.env.E2E_SERVER_PORT ?? port + 1);
const serverBaseURL = process.env.E2E_SERVER_BASE_URL ?? `http://localhost:${serverPort}`;
const stoppedSmtpPort = Number(process.env.E2E_STOPPED_SMTP_PORT ?? port + 3001);

/**
 * Every journey starts with the cookie-consent choice made (all declined), as a returning
 * visitor's browser has it; the consent journeys start without it and see the dialog.
 */
export const DECLINED_CONSENT_STATE = {
  cookies: [
    {
      name: 'spielraum_consent',
      value: '1.000.00000000-0000-4000-8000-00000000e2e0',
      domain: new URL(baseURL).hostname,
      path: '/',
      expires: -1,
      httpOnly: false,
      secure: false,
      sameSite: 'Lax' as const,
    },
  ],
  origins: [],
};

export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // one journey at a time: journeys share the portal's data (feeds move prices, curators publish),
  // and two spec files at a time failed twice in a row (account deletion, a curator's follower)
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [
    ['list'],
    ['json', { outputFile: 'reports/report.json' }],
    ['html', { open: 'never', outputFolder: 'reports/html' }],
  ],
  outputDir: 'test-results',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    storageState: DECLINED_CONSENT_STATE,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /\.(mobile|server)\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    { name: 'mobile', testMatch: /\.mobile\.spec\.ts$/, use: { ...devices['Pixel 7'], channel: undefined } },
    {
      name: 'server',
      testMatch: /\.server\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: serverBaseURL },
    },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : [
        {
          command: 'node oauth-server.mjs',
          url: `${oauthBase}/.well-known/openid-configuration`,
          timeout: 30_000,
          reuseExistingServer: false,
          env: { OAUTH_PORT: String(oauthPort) },
        },
        {
          // CI built the web client in its build step already (E2E_WEB_BUILT=1): start the portal
          // only, as `pnpm start` does after its build
          command: process.env.E2E_WEB_BUILT === '1' ? 'pnpm --filter @spielraum/portal start' : 'pnpm start',
          cwd: '..',
          url: `${baseURL}/api/ready`,
          timeout: 180_000,
          reuseExistingServer: false,
          env: {
            PORT: String(port),
            DATA_DIR: dataDir,
            LOG_LEVEL: 'warn',
            // as behind the deployment's nginx: the client address comes from X-Forwarded-For, so
            // a journey can sign up as a visitor of its own instead of the suite's sixth sign-up
            // from 127.0.0.1 within the hour (the per-IP limit is 5)
            TRUST_PROXY: 'true',
            GOOGLE_CLIENT_ID: 'spielraum-e2e',
            GOOGLE_CLIENT_SECRET: 'e2e-only-secret',
            GOOGLE_AUTHORIZATION_URL: `${oauthBase}/authorize`,
            GOOGLE_TOKEN_URL: `${oauthBase}/token`,
            GOOGLE_USERINFO_URL: `${oauthBase}/userinfo`,
          },
          stdout: 'pipe',
          stderr: 'pipe',
        },
        ...(process.env.E2E_SERVER_BASE_URL
          ? []
          : [
              {
                // started after the first, so the web client is built already
                command: 'node server-portal.mjs',
                url: `${serverBaseURL}/api/ready`,
                timeout: 180_000,
                reuseExistingServer: false,
                env: {
                  PORT: String(serverPort),
                  DATA_DIR: mkdtempSync(join(tmpdir(), 'spielraum-e2e-server-')),
                  LOG_LEVEL: 'warn',
                  TRUST_PROXY: 'true',
                  REDIS_URL: process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379',
                  QUEUE_PREFIX: `e2e-server-${process.pid}`,
                  SMTP_URL: `smtp://127.0.0.1:${stoppedSmtpPort}`,
                  SESSION_SECRET: 'e2e-server-mode-only-secret-0123456789abcdef',
                },
                stdout: 'pipe' as const,
                stderr: 'pipe' as const,
              },
            ]),
      ],
});
