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
      testIgnore: /\.mobile\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    { name: 'mobile', testMatch: /\.mobile\.spec\.ts$/, use: { ...devices['Pixel 7'], channel: undefined } },
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
          command: 'pnpm start',
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
      ],
});
