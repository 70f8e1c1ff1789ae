# syntax=docker/dockerfile:1
# The member portal server with the three branded sites (issue 13 item 5).
# Build: pnpm on Node 24; runtime: Node 24 slim, non-root, the server's
# production dependencies only, its bundle and the sites' built files.
#   docker build -t member-portal .
#   docker compose up            (compose.yaml: PostgreSQL, MinIO, mail, three copies behind nginx)

# Both stages start from Node 24 slim. `pnpm image:check` passes a local
# stand-in where node:24-slim cannot be pulled; every other build uses this default.
ARG NODE_IMAGE=node:24-slim

FROM ${NODE_IMAGE} AS build
# Behind a TLS-inspecting proxy, corepack and pnpm reach the npm registry only
# when Node trusts the proxy's CA: name its bundle here and mount it for the
# RUN steps (`podman build -v`, as `pnpm image:check` does). Unset elsewhere,
# and not in the built image's settings.
ARG NODE_EXTRA_CA_CERTS
ENV CI=true PNPM_HOME=/pnpm PATH=/pnpm:$PATH TURBO_TELEMETRY_DISABLED=1
RUN corepack enable
WORKDIR /repo
# Dependencies first (a layer that survives source changes). package.json comes
# with the lockfile: its packageManager field is what makes corepack run the
# pinned pnpm (without it corepack fetched the newest pnpm for `pnpm fetch`).
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
RUN pnpm fetch
COPY . .
RUN pnpm install --offline --frozen-lockfile
# turbo straight from node_modules: under `pnpm exec` it finds pnpm by a relative
# PATH entry (./node_modules/.bin) and cannot spawn it from each package's folder.
RUN node_modules/.bin/turbo run build --filter=@portal/server --filter=@portal/alic --filter=@portal/rsl --filter=@portal/standard
# The server's production dependencies alone (workspace packages are bundled into dist/main.js).
RUN pnpm --filter @portal/server deploy --prod --legacy /prod/server

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    SITES_DIR=/app/sites \
    DATA_DIR=/app/data
WORKDIR /app/server
COPY --from=build /prod/server/package.json ./package.json
COPY --from=build /prod/server/node_modules ./node_modules
COPY --from=build /repo/apps/server/dist ./dist
COPY --from=build /repo/apps/alic/dist /app/sites/alic/dist
COPY --from=build /repo/apps/rsl/dist /app/sites/rsl/dist
COPY --from=build /repo/apps/standard/dist /app/sites/standard/dist
# Only the data folder (local uploads, staging) is writable, by the unprivileged user.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 8080
# On the port the server listens on (PORT, 8080 unless set).
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM drains requests in flight (up to 10 s) before the database closes.
STOPSIGNAL SIGTERM
CMD ["node", "dist/main.js"]
