import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { validate } from 'dockerfile-utils';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

interface Service {
  image?: string;
  build?: { context: string; target: string };
  command?: string[];
  ports?: string[];
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  volumes?: string[];
  profiles?: string[];
  deploy?: { replicas?: number | string };
}

const root = new URL('..', import.meta.url);
const composeText = readFileSync(new URL('docker-compose.yml', root), 'utf8');
const compose = parse(composeText, { merge: true }) as {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
};
const dockerfile = readFileSync(new URL('Dockerfile', root), 'utf8');
const nginx = readFileSync(new URL('deploy/nginx.conf', root), 'utf8');
const envExample = readFileSync(new URL('.env.example', root), 'utf8');

/** The Dockerfile's stages: base image and instructions, in order. */
function stages(text: string): Map<string, { from: string; lines: string[] }> {
  const result = new Map<string, { from: string; lines: string[] }>();
  let current: { from: string; lines: string[] } | undefined;
  for (const line of text.replace(/\\\n/g, ' ').split('\n')) {
    const from = /^FROM (\S+) AS (\S+)/.exec(line);
    if (from) result.set(from[2]!, (current = { from: from[1]!, lines: [] }));
    else if (current && /^[A-Z]+ /.test(line)) current.lines.push(line);
  }
  return result;
}
const stage = stages(dockerfile);

/** An instruction of a target, looked up through the stages it is built FROM. */
function inherited(target: string, instruction: string): string | undefined {
  for (let name: string | undefined = target; name && stage.has(name); name = stage.get(name)!.from) {
    const found = stage
      .get(name)!
      .lines.filter((line) => line.startsWith(`${instruction} `))
      .at(-1);
    if (found) return found.slice(instruction.length + 1);
  }
  return undefined;
}

describe('Dockerfile', () => {
  it('passes dockerfile-utils validation without a diagnostic', () => {
    const problems = validate(dockerfile).map((d) => `line ${d.range.start.line + 1}: ${d.message}`);
    expect(problems).toEqual([]);
  });

  it('runs the services as the unprivileged node user from the production-only runtime tree', () => {
    for (const target of ['search-api', 'indexer']) {
      expect(inherited(target, 'USER'), target).toBe('node');
      const command = JSON.parse(inherited(target, 'CMD') ?? 'null') as string[];
      // node itself: pnpm would be fetched by corepack at start, and is not in the runtime image
      expect(command[0], target).toBe('node');
      expect(inherited(target, 'WORKDIR'), target).toBe(`/app/${target}`);
    }
    expect(stage.get('runtime')?.from).toMatch(/^node:\d+-bookworm-slim$/);
    expect(stage.get('runtime')?.lines).toContain('COPY --from=build /runtime /app');
    expect(stage.get('build')?.lines.join('\n')).toContain('sh deploy/runtime-tree.sh /runtime');
    // the data volume takes the owner of the image's /data: the services write uploads there
    expect(stage.get('runtime')?.lines.join('\n')).toContain('chown node:node /data');
  });

  it('installs every workspace package in the build (a missing package.json fails the frozen install)', () => {
    const workspace = parse(readFileSync(new URL('pnpm-workspace.yaml', root), 'utf8')) as {
      packages: string[];
    };
    const tree = readFileSync(new URL('deploy/runtime-tree.sh', root), 'utf8');
    for (const folder of workspace.packages) {
      expect(dockerfile, folder).toContain(`COPY ${folder}/package.json ${folder}/`);
      expect(tree, folder).toMatch(
        new RegExp(`for package in [a-z0-9 -]*\\b${folder}\\b[a-z0-9 -]*; do\\n  mkdir`),
      );
    }
  });
});

describe('docker-compose.yml', () => {
  // pnpm and dclint start in a few seconds, more on a loaded CI machine
  it('passes dclint (compose schema and conventions) without a warning', () => {
    const lint = spawnSync('pnpm', ['-s', 'check:deploy'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(lint.stdout + lint.stderr).not.toMatch(/error|warning/);
    expect(lint.status).toBe(0);
  }, 60_000);

  it('has every service of the design; Meilisearch and the demo data are optional profiles', () => {
    expect(Object.keys(compose.services).sort()).toEqual([
      'demo-data',
      'indexer',
      'mail',
      'meilisearch',
      'migrate',
      'postgres',
      'redis',
      'search-api',
      'web',
    ]);
    expect(compose.services.meilisearch?.profiles).toEqual(['meilisearch']);
    expect(compose.services['demo-data']?.profiles).toEqual(['demo']);
    for (const [name, service] of Object.entries(compose.services))
      expect(Object.keys(service.depends_on ?? {}), name).not.toContain('meilisearch');
  });

  it('gives every service an image or a build target that the Dockerfile defines', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      if (service.build) expect(stage.has(service.build.target), `${name} target`).toBe(true);
      else expect(service.image, `${name} image`).toMatch(/^[a-z0-9./-]+:[\w.-]+$/);
    }
  });

  it('runs one-off commands with node in the indexer image, never pnpm', () => {
    for (const name of ['migrate', 'demo-data']) {
      expect(compose.services[name]?.build?.target, name).toBe('indexer');
      expect(compose.services[name]?.command?.slice(0, 4), name).toEqual([
        'node',
        '--import',
        'tsx',
        'src/cli.ts',
      ]);
    }
    expect(composeText).not.toMatch(/'pnpm'/);
  });

  it('has health checks on every long-running service and waits for healthy dependencies', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      if (name === 'migrate' || name === 'demo-data') continue;
      expect(service.healthcheck?.test.length, `${name} healthcheck`).toBeGreaterThan(0);
    }
    expect(compose.services['search-api']?.healthcheck?.test.join(' ')).toContain('/api/ready');
    expect(compose.services['search-api']?.depends_on?.migrate?.condition).toBe(
      'service_completed_successfully',
    );
    expect(compose.services.indexer?.depends_on?.migrate?.condition).toBe('service_completed_successfully');
    expect(compose.services.web?.depends_on?.['search-api']?.condition).toBe('service_healthy');
  });

  it('scales search-api and the workers out; only nginx and the mail view publish ports, on loopback', () => {
    expect(compose.services['search-api']?.deploy?.replicas).toBe('${API_REPLICAS:-2}');
    expect(compose.services.indexer?.deploy?.replicas).toBe('${WORKER_REPLICAS:-1}');
    // replicas cannot share a host port
    expect(compose.services['search-api']?.ports).toBeUndefined();
    for (const [name, service] of Object.entries(compose.services))
      for (const port of service.ports ?? []) expect(port, name).toMatch(/^127\.0\.0\.1:/);
  });

  it('configures the server mode of every app service from the environment, secrets required', () => {
    for (const name of ['search-api', 'indexer', 'migrate', 'demo-data']) {
      const environment = compose.services[name]?.environment ?? {};
      expect(environment.DATABASE_URL, name).toMatch(/^postgres:\/\/.*\$\{POSTGRES_PASSWORD:\?/);
      expect(environment.REDIS_URL, name).toBe('redis://redis:6379');
      expect(environment.MEILI_URL, name).toBe('${MEILI_URL:-}');
      // the mail catcher is a service of this file
      expect(environment.SMTP_URL, name).toBe('${SMTP_URL:-smtp://mail:1025}');
      expect(environment.DATA_DIR, name).toBe('/data');
    }
    expect(compose.services['search-api']?.environment?.SESSION_SECRET).toMatch(/^\$\{SESSION_SECRET:\?/);
    // the API listens on loopback by default; in its container nginx must reach it
    expect(compose.services['search-api']?.environment?.HOST).toBe('0.0.0.0');
    expect(compose.services['search-api']?.environment?.TRUST_PROXY).toBe('true');
  });

  it('names every variable it reads in .env.example', () => {
    const used = new Set([...composeText.matchAll(/\$\{([A-Z_]+)[:}]/g)].map((match) => match[1]!));
    const documented = new Set([...envExample.matchAll(/^([A-Z_]+)=/gm)].map((match) => match[1]!));
    expect([...used].filter((name) => !documented.has(name))).toEqual([]);
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

describe('deploy/nginx.conf', () => {
  it('lets feed uploads through at the API limit and everything else at the image limit', () => {
    expect(nginx).toMatch(/server \{[\s\S]*client_max_body_size 16m;/);
    expect(nginx).toMatch(/admin\/feeds[\s\S]*feed-upload[\s\S]*client_max_body_size 201m;/);
  });

  it('passes one request id to the replicas and logs no client address', () => {
    expect(nginx).toContain('proxy_set_header X-Request-Id $request_id;');
    const format = /log_format spielraum_no_ip '([^']+)'/.exec(nginx)?.[1] ?? '';
    expect(format).not.toMatch(/remote_addr|http_x_forwarded_for|args|request_uri/);
  });
});
