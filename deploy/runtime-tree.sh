#!/usr/bin/env sh
# Writes the file tree the services run from into DEST: the packages' sources and migrations,
# the built web client, and production dependencies only. The Dockerfile's runtime stage is
# this tree; CI builds it the same way outside a container and starts the services from it
# (deploy/smoke), so what runs in CI is what the image holds.
#
#   deploy/runtime-tree.sh DEST [--offline]
#
# Run from the repository root after `pnpm --filter @spielraum/web build`.
set -eu
dest=${1:?usage: deploy/runtime-tree.sh DEST [--offline]}
offline=${2:-}
[ -f web/dist/server/entry-server.js ] || {
  echo "web/dist is missing: run pnpm --filter @spielraum/web build first" >&2
  exit 1
}
rm -rf "$dest"
mkdir -p "$dest"

cp package.json pnpm-lock.yaml pnpm-workspace.yaml tsconfig.base.json "$dest/"
# every workspace package's manifest, so the frozen lockfile matches; e2e has no production
# dependencies and brings nothing else
for package in schema platform indexer search-api portal web e2e; do
  mkdir -p "$dest/$package"
  cp "$package/package.json" "$dest/$package/"
done
# sources run through tsx (a production dependency); tests and benchmarks stay out
for package in schema platform indexer search-api portal; do
  cp "$package/tsconfig.json" "$dest/$package/"
  (cd "$package" && find src -type f ! -name '*.test.ts' ! -name '*.test.tsx' ! -path '*/testing/*' -print) |
    while read -r file; do
      mkdir -p "$dest/$package/$(dirname "$file")"
      cp "$package/$file" "$dest/$package/$file"
    done
done
cp -R schema/drizzle "$dest/schema/"
# search-api renders pages with the server entry and serves the assets nginx does not
cp -R web/dist "$dest/web/"

cd "$dest"
# production dependencies only; lifecycle scripts build the native addons pnpm-workspace allows
if [ "$offline" = "--offline" ]; then
  CI=true pnpm install --prod --frozen-lockfile --offline
else
  CI=true pnpm install --prod --frozen-lockfile
fi
