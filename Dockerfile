# The release of decision 025, in an image. Its steps are the ones CI runs (.ci/run: `npm ci`,
# `npm run build`; `npm run test:release`: `npm ci --omit=dev` in a copy of dist/ and `npm start` there).
# No container runtime works on the project's machines, so this file itself is not built in CI
# (docs/deploy.md). Build: docker build -t vehicle-donation . — run: see compose.yaml.

# 1. Build: the whole project's dependencies, then the release folder dist/.
FROM node:24-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. The release alone, with its production dependencies (its lockfile; Node 24 comes as the `node` package).
FROM node:24-bookworm-slim AS release
WORKDIR /app
COPY --from=build /src/dist/ ./
RUN npm ci --omit=dev --no-audit --no-fund

# 3. Run: no npm, no compiler; the release's own Node (node_modules/.bin/node, decision 024), not root.
FROM debian:bookworm-slim
RUN useradd --system --uid 10001 --user-group --home-dir /app --no-create-home app \
  && mkdir /data && chown app:app /data
WORKDIR /app
COPY --from=release /app ./
USER app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=5000 DATA_DIR=/data PATH=/app/node_modules/.bin:$PATH
EXPOSE 5000
VOLUME ["/data"]
# Ready, not just alive: the database answers, migrations are applied, no SIGTERM (docs/deploy.md).
HEALTHCHECK --interval=30s --timeout=5s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||5000)+'/api/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM (docker stop) drains requests in flight; give it more than its 10 s: docker stop -t 15.
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "server/main.js"]
