# The site as one container: Node runs the TypeScript server with tsx and serves the built client.
FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && mkdir -p /app/.data && chown -R node:node /app/.data
EXPOSE 3000
USER node
CMD ["node", "--import", "tsx", "server/src/main.ts"]
