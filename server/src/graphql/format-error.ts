import type { GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { AppError, toAppError } from '../http/app-error';
import { describeError } from '../shared/log-text';

/**
 * GraphQL errors carry the AppError code in extensions (and the field for bad input);
 * unexpected failures are logged and answered without internals. Validation and parse
 * errors of the query itself pass through with Apollo's own codes.
 */
export function formatGraphQLError(log: (message: string) => void) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    const fromResolver = original !== error || original instanceof AppError;
    if (!fromResolver && formatted.extensions?.code !== 'INTERNAL_SERVER_ERROR') {
      const { stacktrace: _stacktrace, ...extensions } = formatted.extensions ?? {};
      return { ...formatted, extensions };
    }
    const appError = toAppError(original);
    if (appError.code === 'INTERNAL_SERVER_ERROR') {
      log(`unexpected GraphQL error: ${describeError(original)}`);
    }
    return {
      message: appError.message,
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code: appError.code, ...(appError.field ? { field: appError.field } : {}) },
    };
  };
}
