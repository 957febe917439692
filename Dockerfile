# One image for the api and the worker (docker-compose.yml picks the command).
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY libs/domain/package.json libs/domain/
COPY libs/catalogue/package.json libs/catalogue/
COPY libs/contracts/package.json libs/contracts/
RUN npm ci --no-audit --no-fund
COPY . .
# Landing-page hero video sources, read by Vite at build time (unset: the still image only).
ARG VITE_HERO_VIDEO
# The site's address: the built public pages' canonical addresses, sitemap.xml and robots.txt name it.
ARG PUBLIC_URL
RUN npm run build

# What runs: production dependencies only. The web app is bundled into apps/web/dist, so none of its
# packages (vite, rolldown, recharts, fonts) are here, nor @types, TypeScript, SWC or test tools;
# react is, for the api's email templates.
FROM node:24-bookworm-slim AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY libs/domain/package.json libs/domain/
COPY libs/catalogue/package.json libs/catalogue/
COPY libs/contracts/package.json libs/contracts/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=3000
WORKDIR /app
COPY --from=runtime-deps /app/package.json ./
COPY --from=runtime-deps /app/node_modules ./node_modules
COPY --from=build /app/libs ./libs
COPY --from=build /app/apps/api/package.json ./apps/api/
COPY --from=build /app/apps/api/dist ./apps/api/dist
COPY --from=build /app/apps/web/package.json ./apps/web/
COPY --from=build /app/apps/web/dist ./apps/web/dist
# The pages' renderer for Node, self-contained: the api renders the search page with it on request.
COPY --from=build /app/apps/web/build-ssr ./apps/web/build-ssr
USER node
EXPOSE 3000
CMD ["node", "apps/api/dist/main.js"]
