# One image for both processes: the API (default command) and the worker (docker compose overrides it).
FROM node:26-bookworm-slim AS build
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN NX_DAEMON=false npx nx run-many -t build -p api web worker --output-style=static

# nginx in front of the API replicas (docker-compose.yml's `nginx`, built with `target: web`):
# the hashed web assets of this very build, and deploy/nginx.conf, whose files all go under its prefix.
FROM nginx:1.27-bookworm AS web
COPY deploy/nginx.conf /etc/nginx/nginx.conf
COPY --from=build /app/dist/apps/web/client /srv/web/client
RUN mkdir -p /var/cache/nginx-deals

# The default target, last: the API and the worker.
FROM node:26-bookworm-slim
WORKDIR /app
# The share cards of deals without a picture are drawn from SVG text: librsvg needs a font.
RUN apt-get update && apt-get install -y --no-install-recommends fonts-liberation && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production DATA_DIR=/data
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
VOLUME /data
EXPOSE 3000
CMD ["node", "--enable-source-maps", "dist/apps/api/src/main.js"]
