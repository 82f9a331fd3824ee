# syntax=docker/dockerfile:1
# The site as one container (docs/operations.md 'Docker'): the standalone server of a production build,
# run as the unprivileged `node` user, with a health check. Build it with the WordPress it will
# show (pages are prerendered from it):
#   docker build --build-arg WP_API_URL=https://admin.example.ru/wp-json/studio/v1 \
#     --build-arg SITE_URL=https://example.ru -t orbita-site .
#   docker run -p 3000:3000 --env-file .env.production.local -v orbita-data:/app/.data orbita-site

# The Node release line of .nvmrc and package.json `engines` (the image tag follows its latest release).
ARG NODE_VERSION=24

FROM node:${NODE_VERSION}-bookworm-slim AS deps
WORKDIR /src
COPY package.json package-lock.json .npmrc ./
# Exactly the lock file's versions, as .ci/run (fails when package.json and the lock disagree).
# No install scripts: Next's compiler and sharp ship prebuilt for linux-x64.
RUN npm ci --no-audit --no-fund --ignore-scripts

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /src
ARG WP_API_URL
ARG SITE_URL
# Build-time settings (docs/configuration.md 'Search engines and analytics'): unset, all off.
ARG YANDEX_VERIFICATION=
ARG GOOGLE_SITE_VERIFICATION=
ARG YANDEX_METRIKA_ID=
ARG METRIKA_SCRIPT_URL=
ENV WP_API_URL=${WP_API_URL} SITE_URL=${SITE_URL} NEXT_TELEMETRY_DISABLED=1 \
    YANDEX_VERIFICATION=${YANDEX_VERIFICATION} GOOGLE_SITE_VERIFICATION=${GOOGLE_SITE_VERIFICATION} \
    YANDEX_METRIKA_ID=${YANDEX_METRIKA_ID} METRIKA_SCRIPT_URL=${METRIKA_SCRIPT_URL}
COPY --from=deps /src/node_modules ./node_modules
COPY . .
# next build, then public/ and .next/static copied into .next/standalone. Without WP_API_URL it
# builds the bundled demo (and refuses to when SITE_URL is public).
RUN npm run build

FROM node:${NODE_VERSION}-bookworm-slim AS run
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    HOSTNAME=0.0.0.0 \
    LEAD_OUTBOX_DIR=/app/.data/lead-outbox
COPY --from=build --chown=node:node /src/.next/standalone ./
RUN mkdir -p /app/.data/lead-outbox /app/.next/cache && chown -R node:node /app/.data /app/.next/cache
USER node
# Leads waiting for WordPress: keep them across restarts and new images.
VOLUME ["/app/.data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health/').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "server.js"]
