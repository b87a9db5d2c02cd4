# Bürgerportal: build the web bundles, the compiled server and commands and the native modules, then run them
# (plain node, no TypeScript loader, no development packages) in production mode as the unprivileged user `node`.
# Run: docker run -p 3000:3000 -v buergerportal:/data -e JWT_SECRET=... -e SMTP_URL=smtp://... buergerportal
# First super admin: docker run --rm -it -v buergerportal:/data buergerportal \
#   npm run create-admin -- --email ... --firstname ... --lastname ...

FROM node:20-slim AS build
# better-sqlite3 compiles from source against the image's own Node headers
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
ENV npm_config_nodedir=/usr/local PACT_DO_NOT_TRACK=true
WORKDIR /app
COPY package.json package-lock.json ./
# openapi-typescript's own TypeScript 5 (a dev tool of the tests, linked from the lock file)
COPY tools/openapi-typegen/package.json tools/openapi-typegen/
RUN npm ci
COPY . .
# web bundles with their .br/.gz copies (fails over the size budgets), dist/server and dist/commands; then the
# npm packages the compiled code loads at run time, without sources or object files
RUN npm run build \
 && npx tsx scripts/copy-runtime-packages.ts /app/runtime

FROM node:20-slim AS runtime
# pg_dump for `npm run backup` on PostgreSQL: Debian bookworm's client is PostgreSQL 15, the major version of the
# database in docker-compose.yml (pg_dump refuses a newer server; the backup says which client it needs then)
RUN apt-get update \
 && apt-get install -y --no-install-recommends postgresql-client \
 && rm -rf /var/lib/apt/lists/*
# the operator's `npm run` commands do not ask the registry for a newer npm
ENV NODE_ENV=production DATA_DIR=/data PORT=3000 NPM_CONFIG_UPDATE_NOTIFIER=false
WORKDIR /app
# package.json names the commands for `npm run`; scripts/start.js and scripts/command.js run dist's JavaScript
COPY --from=build /app/package.json ./
COPY --from=build /app/runtime/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/scripts/start.js /app/scripts/command.js ./scripts/
COPY --from=build /app/scripts/lib/launch.js ./scripts/lib/
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s \
  CMD node -e "fetch('http://127.0.0.1:3000/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# node itself as PID 1 (not npm), so SIGTERM reaches the server and it shuts down cleanly
CMD ["node", "scripts/start.js"]
