import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

interface Service {
  image?: string;
  build?: { context: string; target: string };
  ports?: string[];
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  volumes?: string[];
}

const root = new URL('..', import.meta.url);
const compose = parse(readFileSync(new URL('docker-compose.yml', root), 'utf8'), { merge: true }) as {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
};
const dockerfile = readFileSync(new URL('Dockerfile', root), 'utf8');
const targets = new Set([...dockerfile.matchAll(/^FROM \S+ AS (\S+)/gm)].map((match) => match[1]));

describe('docker-compose.yml', () => {
  it('has every service of the design', () => {
    expect(Object.keys(compose.services).sort()).toEqual([
      'indexer',
      'meilisearch',
      'migrate',
      'postgres',
      'redis',
      'search-api',
      'web',
    ]);
  });

  it('gives every service an image or a build target that the Dockerfile defines', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      if (service.build) expect(targets, `${name} target`).toContain(service.build.target);
      else expect(service.image, `${name} image`).toMatch(/^[a-z0-9./-]+:[\w.-]+$/);
    }
  });

  it('has health checks on every long-running service and waits for healthy dependencies', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      if (name === 'migrate') continue;
      expect(service.healthcheck?.test.length, `${name} healthcheck`).toBeGreaterThan(0);
    }
    expect(compose.services['search-api']?.depends_on?.migrate?.condition).toBe(
      'service_completed_successfully',
    );
    expect(compose.services.web?.depends_on?.['search-api']?.condition).toBe('service_healthy');
  });

  it('publishes the expected ports, databases only on loopback', () => {
    expect(compose.services.web?.ports).toEqual(['8080:80']);
    expect(compose.services['search-api']?.ports).toEqual(['127.0.0.1:3000:3000']);
    for (const name of ['postgres', 'redis', 'meilisearch']) {
      for (const port of compose.services[name]?.ports ?? []) expect(port).toMatch(/^127\.0\.0\.1:/);
    }
  });

  it('configures the server mode of every app service from the environment, secrets required', () => {
    for (const name of ['search-api', 'indexer', 'migrate']) {
      const environment = compose.services[name]?.environment ?? {};
      expect(environment.DATABASE_URL, name).toMatch(/^postgres:\/\/.*\$\{POSTGRES_PASSWORD:\?/);
      expect(environment.REDIS_URL, name).toBe('redis://redis:6379');
      expect(environment.MEILI_URL, name).toBe('${MEILI_URL:-}');
      expect(environment.MEILI_KEY, name).toMatch(/^\$\{MEILI_MASTER_KEY:\?/);
    }
    expect(compose.services['search-api']?.environment?.SESSION_SECRET).toMatch(/^\$\{SESSION_SECRET:\?/);
    // the API listens on loopback by default; in its container nginx must reach it
    expect(compose.services['search-api']?.environment?.HOST).toBe('0.0.0.0');
  });

  it('installs every workspace package in the image (a missing package.json fails the frozen install)', () => {
    const workspace = parse(readFileSync(new URL('pnpm-workspace.yaml', root), 'utf8')) as {
      packages: string[];
    };
    for (const folder of workspace.packages)
      expect(dockerfile, folder).toContain(`COPY ${folder}/package.json ${folder}/`);
  });

  it('keeps data in named volumes', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      for (const volume of service.volumes ?? []) {
        const source = volume.split(':')[0]!;
        expect(Object.keys(compose.volumes), `${name} volume ${source}`).toContain(source);
      }
    }
  });
});
