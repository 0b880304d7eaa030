import { MapperKind, mapSchema } from '@graphql-tools/utils';
import { defaultFieldResolver, getNamedType, getNullableType, isCompositeType, isListType, type GraphQLSchema } from 'graphql';

/** Items of a list completed in one go before the rest waits for the event loop's next turn. */
const CHUNK = 25;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The first `CHUNK` items as they are, each later chunk behind one more turn of the event loop:
 * graphql-js completes a promised item when it resolves, so a long list's answer is built a
 * chunk per turn, with other requests (a cached page) served in between.
 */
function inChunks(items: unknown): unknown {
  if (!Array.isArray(items) || items.length <= CHUNK) return items;
  const chunked: unknown[] = items.slice(0, CHUNK);
  let turn = Promise.resolve();
  for (let start = CHUNK; start < items.length; start += CHUNK) {
    turn = turn.then(nextTurn);
    const ready = turn;
    for (const item of items.slice(start, start + CHUNK)) chunked.push(ready.then(() => item));
  }
  return chunked;
}

/** The schema /graphql executes: every list of objects is completed a chunk per turn of the event loop. */
export function yieldingLists(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field) => {
      const type = getNullableType(field.type);
      if (!isListType(type) || !isCompositeType(getNamedType(type))) return field;
      const resolve = field.resolve ?? defaultFieldResolver;
      return {
        ...field,
        resolve: (source, args, context, info) => {
          const result: unknown = resolve(source, args, context, info);
          return result instanceof Promise ? result.then(inChunks) : inChunks(result);
        },
      };
    },
  });
}
