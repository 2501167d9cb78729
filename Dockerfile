# One image build for every Spielraum service; the compose file picks the target. The runtime
# stages hold production dependencies only (deploy/runtime-tree.sh, which CI runs outside a
# container too), run as the unprivileged `node` user and start node directly: no pnpm and no
# package download at start.
FROM node:20-bookworm-slim AS base
ENV PNPM_HOME=/pnpm PATH=/pnpm:$PATH COREPACK_INTEGRITY_KEYS=0
# python3, make and g++ build the native roaring bitmap addon when no prebuilt binary can be fetched
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/* \
  && corepack enable
WORKDIR /app

FROM base AS deps
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
COPY schema/package.json schema/
COPY platform/package.json platform/
COPY indexer/package.json indexer/
COPY search-api/package.json search-api/
COPY portal/package.json portal/
COPY web/package.json web/
COPY e2e/package.json e2e/
RUN pnpm install --frozen-lockfile

FROM deps AS build
COPY . .
RUN pnpm --filter @spielraum/web build \
  && sh deploy/runtime-tree.sh /runtime

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production DATA_DIR=/data
COPY --from=build /runtime /app
# the volume mounted at /data takes this directory's owner on first use: the services write
# uploads, feed downloads and resized images there as `node`
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node

FROM runtime AS search-api
WORKDIR /app/search-api
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --retries=12 \
  CMD ["node", "-e", "fetch('http://localhost:3000/api/ready').then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--import", "tsx", "src/main.ts"]

FROM runtime AS indexer
WORKDIR /app/indexer
# the worker's flags as in its package script (a small young generation keeps feed runs lean)
CMD ["node", "--max-semi-space-size=8", "--import", "tsx", "src/worker.ts"]

FROM nginx:1.27-alpine AS web
COPY deploy/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/web/dist /usr/share/nginx/html
EXPOSE 80
