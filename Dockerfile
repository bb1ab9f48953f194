# The production image of Quran Centres: the server (run from its TypeScript sources by tsx, a
# production dependency of apps/server) and the built web app, on one port. docs/deployment.md.
#
#   docker build -t quran-centres .
#   docker run -p 3000:3000 -e DATABASE_URL=... -e JWT_SECRET=... -e COOKIE_SECRET=... quran-centres

# --- 1. build: every dependency, then the web app (Vite writes apps/web/dist with its
#        brotli and gzip copies, which the server sends as they are).
FROM node:20-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/domain/package.json packages/domain/
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY packages/domain packages/domain
COPY apps/web apps/web
RUN npm run build -w apps/web

# --- 2. production dependencies only: the server's and the domain package's (not the web
#        app's React and MUI, which live in the built files, nor any devDependency).
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/domain/package.json packages/domain/
RUN npm ci --omit=dev --no-audit --no-fund \
      --workspace apps/server --workspace packages/domain --include-workspace-root=false \
  && npm cache clean --force \
  && mkdir -p apps/server/node_modules

# --- 3. the image: sources, production modules and the web build, run as a user that owns
#        nothing but its data folder.
FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    WEB_DIST=/app/apps/web/dist \
    LOG_PRETTY=0
WORKDIR /app
COPY --from=deps /app/node_modules node_modules
COPY --from=deps /app/apps/server/node_modules apps/server/node_modules
COPY package.json tsconfig.base.json ./
COPY packages/domain packages/domain
COPY apps/server/package.json apps/server/tsconfig.json apps/server/
COPY apps/server/src apps/server/src
COPY apps/server/drizzle apps/server/drizzle
COPY --from=build /src/apps/web/dist apps/web/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# The load balancer's check too: 200 while the database answers, 503 when it does not.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM reaches node directly (no shell): it closes sockets and the database, then exits.
CMD ["node", "--import", "tsx", "apps/server/src/main.ts"]
