# One image for every role: ROLE=api, ROLE=worker or ROLE=all.
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY backend/package.json backend/
COPY frontend/package.json frontend/
RUN npm install --no-audit --no-fund --omit=optional
COPY . .
RUN node node_modules/@typescript/native/bin/tsc -p backend/tsconfig.build.json && (cd frontend && npx vite build)

FROM node:22-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
# The whole tree: at run time dist reads data kept beside it (backend/data/recipes, backend/src/catalog/data).
COPY --from=build /app /app
EXPOSE 3000
# AsyncLocalStorage without async_hooks on Node 22 (the default from Node 24) and a 32 MB young generation: scripts/common.mjs serverNodeFlags
CMD ["sh", "-c", "node backend/dist/cli/setup.js && exec node --experimental-async-context-frame --max-semi-space-size=32 backend/dist/main.js"]
