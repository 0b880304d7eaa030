import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { printSchemaWithDirectives } from '@graphql-tools/utils';
import express, { type Express, type Request } from 'express';
import type { GraphQLSchema } from 'graphql';
import { sandboxContentSecurityPolicy } from '../http/security';
import { DIST_DIR } from '../ssr/page-renderer';

/** The stable address of the SDL, for people who generate their own clients. */
export const SCHEMA_SDL_PATH = '/graphql/schema.graphql';

const SANDBOX_PAGE = path.join(DIST_DIR, 'client/graphiql.html');

/**
 * A browser asking for /graphql (it prefers HTML to every GraphQL answer type) gets the sandbox;
 * every other client, with no Accept header or one that takes any type, goes on to Apollo.
 */
const prefersHtml = (req: Request) => req.accepts(['application/json', 'application/graphql-response+json', 'text/html']) === 'text/html';

/**
 * The developer sandbox: GraphiQL (built by the site's build from client/graphiql.html, every file
 * from this origin) for browsers at GET /graphql, and the SDL as text at /graphql/schema.graphql.
 * Mounted ahead of Apollo's /graphql middleware, which answers everything else there.
 *
 * In development (`npm run dev`, where Vite serves the pages from the sources) the sandbox is the
 * last build's: its page and, since the page renderer serves no built assets then, its /assets.
 */
export function sandboxRoutes(app: Express, { schema, development }: { schema: GraphQLSchema; development: boolean }) {
  // Printed from the executable schema: one `type Query` with every domain's fields, the @admin
  // marks and the descriptions, as introspection shows them.
  const sdl = `${printSchemaWithDirectives(schema)}\n`;
  app.get(SCHEMA_SDL_PATH, (_req, res) => {
    res.type('text/plain; charset=utf-8').setHeader('Cache-Control', 'no-cache');
    res.setHeader('Content-Disposition', 'inline; filename="schema.graphql"');
    res.send(sdl);
  });

  let page: Promise<string> | undefined;
  const sandboxPage = () => {
    // Read once in production; in development every time, so a new build shows without a restart.
    if (!page || development) {
      page = readFile(SANDBOX_PAGE, 'utf8');
      page.catch(() => (page = undefined));
    }
    return page;
  };
  app.get(
    '/graphql',
    (req, res, next) => {
      res.vary('Accept');
      // Anything but a browser's page request leaves this route for Apollo's middleware.
      next(prefersHtml(req) ? undefined : 'route');
    },
    sandboxContentSecurityPolicy(),
    async (_req, res) => {
      res.setHeader('Cache-Control', 'no-cache');
      let html: string;
      try {
        html = await sandboxPage();
      } catch {
        res.status(503).type('text/plain; charset=utf-8').send('The GraphQL sandbox is built with the client: run npm run build (npm start builds it too).\n');
        return;
      }
      res.type('html').send(html);
    },
  );
  if (development) {
    app.use('/assets', express.static(path.join(DIST_DIR, 'client/assets'), { index: false, fallthrough: false }));
  }
}
