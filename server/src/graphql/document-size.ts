import type { RequestHandler } from 'express';
import { Lexer, Source, TokenKind, type Token } from 'graphql';

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
 * is not said), or undefined. Counted on the document's tokens as graphql-js's lexer reads them,
 * before anything is parsed or validated: graphql-js's rule that fields of one selection can be
 * merged compares fields and fragments pairwise, and a 20 kB document of 330 fragments each spread
 * once held the event loop for 0.1–1.5 s in it before the cost limit could refuse anything; parsing
 * that document only to count it still took 1–4 ms a request, so four clients sending it back to
 * back kept the event loop busy. Stops at the first part past its limit (that document: at its 51st
 * spread, a few hundred bytes in). Counts as parsing would: a `...` is a spread, or an inline
 * fragment when `on`, a directive or a selection follows; a name in a selection (not inside
 * arguments or values) is a field unless it is an alias, a spread's fragment or an inline
 * fragment's type; `fragment` opening a definition is a fragment; each `@` is a directive.
 * Throws the lexer's GraphQLError for text that is not GraphQL, and a RangeError past `maxTokens`.
 */
export function partPastLimit(query: string, limits: DocumentLimits, maxTokens = Number.POSITIVE_INFINITY): string | undefined {
  const counts: DocumentLimits = { fragments: 0, spreads: 0, inlineFragments: 0, fields: 0, directives: 0 };
  const past = (part: keyof DocumentLimits) => {
    counts[part] += 1;
    return counts[part] > limits[part];
  };
  const lexer = new Lexer(new Source(query));
  // Brackets open at this point: a selection is inside braces only, never inside ( ) or [ ].
  const open: TokenKind[] = [];
  let insideValues = 0;
  let previous: Token | undefined;
  // Names after a `...` that are not fields: the spread's fragment, or an inline fragment's `on` and type.
  let namesToSkip = 0;
  let tokens = 0;
  for (let token = lexer.advance(); token.kind !== TokenKind.EOF; previous = token, token = lexer.advance()) {
    tokens += 1;
    if (tokens > maxTokens) throw new RangeError('The document has too many tokens.');
    switch (token.kind) {
      case TokenKind.BRACE_L:
      case TokenKind.PAREN_L:
      case TokenKind.BRACKET_L:
        open.push(token.kind);
        if (token.kind !== TokenKind.BRACE_L) insideValues += 1;
        break;
      case TokenKind.BRACE_R:
      case TokenKind.PAREN_R:
      case TokenKind.BRACKET_R:
        if (open.pop() !== TokenKind.BRACE_L && insideValues > 0) insideValues -= 1;
        break;
      case TokenKind.SPREAD: {
        const next = lexer.lookahead();
        const spread = next.kind === TokenKind.NAME && next.value !== 'on';
        if (past(spread ? 'spreads' : 'inlineFragments')) return PARTS[spread ? 'spreads' : 'inlineFragments'];
        namesToSkip = spread ? 1 : next.kind === TokenKind.NAME ? 2 : 0;
        break;
      }
      case TokenKind.AT:
        if (past('directives')) return PARTS.directives;
        break;
      case TokenKind.NAME:
        if (open.length === 0) {
          if (token.value === 'fragment' && (previous === undefined || previous.kind === TokenKind.BRACE_R) && past('fragments')) return PARTS.fragments;
        } else if (namesToSkip > 0) {
          namesToSkip -= 1;
        } else if (insideValues === 0 && previous?.kind !== TokenKind.AT && lexer.lookahead().kind !== TokenKind.COLON && past('fields')) {
          return PARTS.fields;
        }
        break;
    }
  }
  return undefined;
}

/** Documents accepted lately, by their text: the site's own queries are not parsed twice on every request. */
const REMEMBERED_DOCUMENTS = 256;

/**
 * Refuses a GraphQL request whose document is past a limit (partPastLimit) with a 400
 * GRAPHQL_VALIDATION_FAILED, ahead of Apollo Server, whose plugin hooks run only after parsing
 * and cannot refuse before validation without answering 500. A document whose text cannot be read
 * as GraphQL tokens, or has more than Apollo's token limit, is left to Apollo to answer.
 */
export function documentSizeLimit({ limits, maxTokens }: { limits: DocumentLimits; maxTokens: number }): RequestHandler {
  const accepted = new Set<string>();
  return (req, res, next) => {
    const query = req.method === 'GET' ? req.query.query : (req.body as { query?: unknown } | undefined)?.query;
    if (typeof query !== 'string' || accepted.has(query)) {
      next();
      return;
    }
    let past: string | undefined;
    try {
      past = partPastLimit(query, limits, maxTokens);
    } catch {
      // Not GraphQL, or past the token limit: Apollo's parser answers it (400), with the same limit.
      next();
      return;
    }
    if (!past) {
      accepted.add(query);
      if (accepted.size > REMEMBERED_DOCUMENTS) accepted.delete(accepted.values().next().value!);
      next();
      return;
    }
    res.status(400).json({ errors: [{ message: `The query is too large: it has too many ${past}.`, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }] });
  };
}
