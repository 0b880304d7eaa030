import { execute, parse, type DocumentNode, type FormattedExecutionResult, type GraphQLSchema } from 'graphql';
import type { GraphQLContext } from '../graphql/context';

/** A page's GraphQL operation as the render sends it (entry-server.tsx's PageOperation). */
export interface PageOperation {
  query: string;
  variables: Record<string, unknown>;
  operationName?: string;
}

/**
 * The site's own page queries are a few dozen texts; the parsed documents are kept so that a
 * render costs the server only the operation's execution. Past this many (a build with more
 * queries than expected), the oldest is dropped rather than the map growing.
 */
const PARSED_KEPT = 256;

/**
 * Runs the operations of server renders on the schema `/graphql` serves, in this thread, and
 * answers in plain data (errors as `/graphql` formats them) that can cross to a render worker.
 * The texts come from the site's own bundle, not from a client, so they are not validated again
 * (as Apollo's SchemaLink did not).
 */
export function pageOperationRunner(schema: GraphQLSchema) {
  const parsed = new Map<string, DocumentNode>();
  const documentOf = (query: string) => {
    let document = parsed.get(query);
    if (!document) {
      document = parse(query);
      if (parsed.size >= PARSED_KEPT) parsed.delete(parsed.keys().next().value!);
      parsed.set(query, document);
    }
    return document;
  };
  return async (operation: PageOperation, contextValue: GraphQLContext): Promise<FormattedExecutionResult> => {
    const result = await execute({
      schema,
      document: documentOf(operation.query),
      contextValue,
      variableValues: operation.variables,
      operationName: operation.operationName,
    });
    return {
      ...(result.data !== undefined ? { data: result.data } : {}),
      ...(result.errors ? { errors: result.errors.map((error) => error.toJSON()) } : {}),
    };
  };
}
