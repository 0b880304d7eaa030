import type { ApolloServerPlugin } from '@apollo/server';
import {
  Kind,
  visit,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import { invalidTextMessage, isValidText } from '../../../schema/inputs';
import { AppError } from '../http/app-error';
import type { GraphQLContext } from './context';
import { CostGate } from './execution-gate';
import { fromAppError, requestError } from './http-status';
import { createCostCounter } from './query-cost';

/** The path of the first text that breaks schema/inputs.ts's rule in a JSON value (a variable), or undefined. */
function invalidTextInValue(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return isValidText(value) ? undefined : path;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = invalidTextInValue(item, `${path}.${index}`);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = isValidText(key) ? invalidTextInValue(item, `${path}.${key}`) : `${path}.${key}`;
      if (found) return found;
    }
  }
  return undefined;
}

/** The same for a value written in the query itself (an argument's literal). */
function invalidTextInLiteral(node: ValueNode, path: string): string | undefined {
  if (node.kind === Kind.STRING) return isValidText(node.value) ? undefined : path;
  if (node.kind === Kind.LIST) {
    for (const [index, item] of node.values.entries()) {
      const found = invalidTextInLiteral(item, `${path}.${index}`);
      if (found) return found;
    }
  }
  if (node.kind === Kind.OBJECT) {
    for (const field of node.fields) {
      const found = invalidTextInLiteral(field.value, `${path}.${field.name.value}`);
      if (found) return found;
    }
  }
  return undefined;
}

/** The first input of a request (a variable or an argument written in the query) that is not valid text. */
export function invalidTextIn(document: DocumentNode, variables: Readonly<Record<string, unknown>> | undefined): string | undefined {
  for (const [name, value] of Object.entries(variables ?? {})) {
    const found = invalidTextInValue(value, name);
    if (found) return found;
  }
  let found: string | undefined;
  visit(document, {
    Argument(node) {
      found ??= invalidTextInLiteral(node.value, node.name.value);
    },
  });
  return found;
}

/** The fields at the top of an operation (through its fragments), each a write in a mutation. */
function rootFields(selectionSet: SelectionSetNode, fragments: ReadonlyMap<string, FragmentDefinitionNode>, seen = new Set<string>()): number {
  let count = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value !== '__typename') count += 1;
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      count += rootFields(selection.selectionSet, fragments, seen);
    } else if (!seen.has(selection.name.value)) {
      const fragment = fragments.get(selection.name.value);
      seen.add(selection.name.value);
      if (fragment) count += rootFields(fragment.selectionSet, fragments, seen);
    }
  }
  return count;
}

export interface RequestGuardOptions {
  schema: GraphQLSchema;
  /** The most an operation may cost (see query-cost.ts). */
  maxCost: number;
  /** Operations that may wait for their turn to run (execution-gate.ts); more are answered 503. */
  maxWaiting: number;
}

/**
 * What every GraphQL operation is checked for once it is resolved (parsed, validated, its
 * variables known), whatever carried it: an operation type this API runs; inputs that are valid
 * text; a cost within the limit and no cycle; and, for a mutation, one write counted against the
 * writes' rate limit per field it runs. Then it waits for its turn to run (CostGate), which it
 * gives back once its answer has been sent.
 */
export function requestGuards({ schema, maxCost, maxWaiting }: RequestGuardOptions): ApolloServerPlugin<GraphQLContext> {
  const operationCost = createCostCounter(schema);
  const gate = new CostGate(maxCost, maxWaiting);
  const check = async (operation: OperationDefinitionNode, document: DocumentNode, variables: Record<string, unknown> | undefined, context: GraphQLContext) => {
    if (!schema.getRootType(operation.operation)) {
      throw requestError('BAD_REQUEST', `This API runs queries and mutations; it has no ${operation.operation} operations.`);
    }
    const invalid = invalidTextIn(document, variables);
    if (invalid) throw requestError('BAD_USER_INPUT', invalidTextMessage(invalid), invalid);

    const fragments = new Map(
      document.definitions.filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION).map((fragment) => [fragment.name.value, fragment]),
    );
    const { cost, cycle, exceeded } = operationCost(operation, fragments, variables ?? {}, maxCost);
    if (cycle) {
      throw requestError('GRAPHQL_VALIDATION_FAILED', `The query asks for ${cycle} inside ${cycle}: each list may appear once on a path.`);
    }
    if (exceeded) throw requestError('GRAPHQL_VALIDATION_FAILED', 'The query asks for too much at once: ask for fewer fields or fewer items.');

    if (operation.operation === 'mutation') {
      for (let writes = rootFields(operation.selectionSet, fragments); writes > 0; writes -= 1) await context.countWrite?.();
    }
    return gate.enter(cost);
  };
  return {
    async requestDidStart() {
      let release: (() => void) | undefined;
      return {
        async didResolveOperation({ operation, document, request, contextValue }) {
          if (!operation) return;
          try {
            release = await check(operation, document, request.variables, contextValue);
          } catch (error) {
            throw error instanceof AppError ? fromAppError(error) : error;
          }
        },
        async willSendResponse({ contextValue }) {
          // The turn ends once the answer is out (serialising and sending it is work too).
          if (release && contextValue.whenAnswered) contextValue.whenAnswered(release);
          else release?.();
        },
      };
    },
  };
}
