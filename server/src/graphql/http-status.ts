import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { statusOfAppCode, type AppError } from '../http/app-error';

/**
 * Codes of GraphQL requests the client got wrong (Apollo Server's and ours) and their status; the
 * AppError codes (BAD_USER_INPUT 400, UNAUTHENTICATED 401, RATE_LIMITED 429, …) keep theirs.
 */
const GRAPHQL_CODES: Readonly<Record<string, number>> = {
  GRAPHQL_PARSE_FAILED: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  OPERATION_RESOLUTION_FAILURE: 400,
  PERSISTED_QUERY_NOT_SUPPORTED: 400,
  PERSISTED_QUERY_NOT_FOUND: 400,
  RESPONSE_TOO_LARGE: 400,
};

/** The status of one error code: a client's mistake is a 4xx, anything unknown a 500. */
export const statusOfCode = (code: unknown): number =>
  (typeof code === 'string' && (GRAPHQL_CODES[code] ?? statusOfAppCode(code))) || 500;

/**
 * The status of a GraphQL answer, decided here only: 200 when it carries data (a partial answer
 * included), otherwise the status of its errors' codes, a server fault (5xx) first. Apollo's own
 * transport answers (405 for a mutation sent by GET, 406, 415) keep their status.
 */
export function statusOfAnswer(errors: readonly GraphQLFormattedError[] | undefined, hasData: boolean, transportStatus: number | undefined): number | undefined {
  if (!errors?.length || hasData) return undefined;
  if (transportStatus && transportStatus >= 400 && transportStatus < 500 && transportStatus !== 400) return transportStatus;
  const statuses = errors.map((error) => statusOfCode(error.extensions?.code));
  return statuses.find((status) => status >= 500) ?? statuses[0];
}

/** A GraphQL error with its code (and field) for a refusal raised outside a resolver, with the status Apollo answers when it stops there. */
export function requestError(code: string, message: string, field?: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...(field ? { field } : {}), http: { status: statusOfCode(code) } } });
}

export const fromAppError = (error: AppError) => requestError(error.code, error.message, error.field);

/** Sets every GraphQL answer's status from its errors (see statusOfAnswer). */
export function httpStatusFromErrors<T extends object>(): ApolloServerPlugin<T> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single') return;
          const { errors, data } = response.body.singleResult;
          const status = statusOfAnswer(errors, data !== undefined && data !== null, response.http.status);
          if (status) response.http.status = status;
          // A busy server (the execution gate's queue, search's) says when to come back.
          if (response.http.status === 503) response.http.headers.set('retry-after', '5');
        },
      };
    },
  };
}
