import path from 'node:path';
import { readContentSet, type ContentSet } from '../../server/src/modules/content/content-files';
import { startTestServer, type TestServer } from './test-server';

/** The product's own competitor entry. */
export const PRODUCT_SLUG = 'bidlight';

export interface CompetitorPages {
  content: ContentSet;
  /** Each rendered page's HTML by its path. */
  pages: Map<string, string>;
  close: () => Promise<void>;
}

export const productEntry = (content: ContentSet) => content.competitors.find((item) => item.slug === PRODUCT_SLUG)!;
export const vendorEntries = (content: ContentSet) => content.competitors.filter((item) => item.slug !== PRODUCT_SLUG);

/**
 * The content tests about competitors read the same things: the content files, then the hub, the
 * guide, every comparison page and every alternatives page as the server renders them (plus any
 * `extraPaths`), each answering 200. About 55 server renders, three at a time: each takes seconds
 * on a busy 2-core machine.
 */
export async function renderCompetitorPages(extraPaths: readonly string[] = []): Promise<CompetitorPages> {
  const content = await readContentSet(path.resolve('content'));
  const server: TestServer = await startTestServer({ pages: true });
  const pages = new Map<string, string>();
  const queue = [
    ...extraPaths,
    '/competitors',
    '/rfp-software-guide',
    ...vendorEntries(content).map((item) => `/competitors/${item.slug}`),
    ...content.competitors.map((item) => `/alternatives/${item.slug}`),
  ];
  const worker = async () => {
    for (let pagePath = queue.shift(); pagePath !== undefined; pagePath = queue.shift()) {
      const response = await server.get(pagePath);
      expect({ pagePath, status: response.status }).toEqual({ pagePath, status: 200 });
      pages.set(pagePath, await response.text());
    }
  };
  try {
    await Promise.all([worker(), worker(), worker()]);
  } catch (error) {
    await server.close();
    throw error;
  }
  return { content, pages, close: () => server.close() };
}
