# One image build for every Spielraum service; the compose file picks the target.
FROM node:20-bookworm-slim AS base
ENV PNPM_HOME=/pnpm PATH=/pnpm:$PATH COREPACK_INTEGRITY_KEYS=0
# python3, make and g++ build the native roaring bitmap addon when no prebuilt binary can be fetched
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/* && corepack enable
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
RUN pnpm --filter @spielraum/web build

# the services run from the build stage: search-api renders pages with web/dist/server
FROM build AS runtime
ENV NODE_ENV=production
USER node

FROM runtime AS search-api
EXPOSE 3000
CMD ["pnpm", "--filter", "@spielraum/search-api", "start"]

FROM runtime AS indexer
CMD ["pnpm", "--filter", "@spielraum/indexer", "worker"]

FROM nginx:1.27-alpine AS web
COPY deploy/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/web/dist /usr/share/nginx/html
EXPOSE 80
