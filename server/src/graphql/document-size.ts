import type { RequestHandler } from 'express';
import { BREAK, parse, visit, type DocumentNode } from 'graphql';

/** How many of each part a GraphQL document may hold (counted over the whole document, fragments included). */
export interface DocumentLimits {
  fragments: number;
  spreads: number;
  inlineFragments: number;
  fields: number;
  directives: number;
}

const PARTS: Record<keyof DocumentLimits, string> = {
  fragments: 'fragments',
  spreads: 'fragment spreads',
  inlineFragments: 'inline fragments',
  fields: 'fields',
  directives: 'directives',
};

/**
 * The first part of the document that is past its limit, named for the client (the limit itself
 * is not said), or undefined. A walk of the parsed document, linear in its size, that runs before
 * validation: graphql-js's rule that fields of one selection can be merged compares fields and
 * fragments pairwise, and a 20 kB document of 330 fragments each spread once held the event loop
 * for 0.1–1.5 s in it before the cost limit could refuse anything. Stops counting at the first
 * part past its limit.
 */
export function partPastLimit(document: DocumentNode, limits: DocumentLimits): string | undefined {
  const counts: DocumentLimits = { fragments: 0, spreads: 0, inlineFragments: 0, fields: 0, directives: 0 };
  let past: keyof DocumentLimits | undefined;
  const count = (part: keyof DocumentLimits) => {
    counts[part] += 1;
    if (counts[part] <= limits[part]) return undefined;
    past = part;
    return BREAK;
  };
  visit(document, {
    FragmentDefinition: () => count('fragments'),
    FragmentSpread: () => count('spreads'),
    InlineFragment: () => count('inlineFragments'),
    Field: () => count('fields'),
    Directive: () => count('directives'),
  });
  return past && PARTS[past];
}

/** Documents accepted lately, by their text: the site's own queries are not parsed twice on every request. */
const REMEMBERED_DOCUMENTS = 256;

/**
 * Refuses a GraphQL request whose document is past a limit (partPastLimit) with a 400
 * GRAPHQL_VALIDATION_FAILED, ahead of Apollo Server, whose plugin hooks run only after parsing
 * and cannot refuse before validation without answering 500. The document is parsed with the
 * same token limit as Apollo's; one that does not parse is left to Apollo to answer.
 */
export function documentSizeLimit({ limits, maxTokens }: { limits: DocumentLimits; maxTokens: number }): RequestHandler {
  const accepted = new Set<string>();
  return (req, res, next) => {
    const query = req.method === 'GET' ? req.query.query : (req.body as { query?: unknown } | undefined)?.query;
    if (typeof query !== 'string' || accepted.has(query)) {
      next();
      return;
    }
    let document: DocumentNode;
    try {
      document = parse(query, { maxTokens, noLocation: true });
    } catch {
      next();
      return;
    }
    const past = partPastLimit(document, limits);
    if (!past) {
      accepted.add(query);
      if (accepted.size > REMEMBERED_DOCUMENTS) accepted.delete(accepted.values().next().value!);
      next();
      return;
    }
    res.status(400).json({ errors: [{ message: `The query is too large: it has too many ${past}.`, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }] });
  };
}
