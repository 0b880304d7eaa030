import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { getDirective, MapperKind, mapSchema } from '@graphql-tools/utils';
import { defaultFieldResolver, type GraphQLSchema } from 'graphql';
import { AppError } from '../http/app-error';
import { adminResolvers } from '../modules/admin/admin.resolvers';
import { blogResolvers } from '../modules/blog/blog.resolvers';
import { competitorsResolvers } from '../modules/competitors/competitors.resolvers';
import { contactResolvers } from '../modules/contact/contact.resolvers';
import { siteResolvers } from '../modules/content/site.resolvers';
import { glossaryResolvers } from '../modules/glossary/glossary.resolvers';
import { industriesResolvers } from '../modules/industries/industries.resolvers';
import { waitlistResolvers } from '../modules/waitlist/waitlist.resolvers';
import { vitalsResolvers } from '../modules/vitals/vitals.resolvers';
import type { GraphQLContext } from './context';

export const SCHEMA_DIR = path.resolve(process.cwd(), 'schema');

export function readTypeDefs(dir = SCHEMA_DIR): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.graphql'))
    .sort()
    .map((name) => readFileSync(path.join(dir, name), 'utf8'));
}

/** The names of every field guarded by @admin, as "Type.field" (the security test enumerates them). */
export function adminFields(schema: GraphQLSchema): string[] {
  const guarded: string[] = [];
  mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field, fieldName, typeName) => {
      if (getDirective(schema, field, 'admin')?.[0]) guarded.push(`${typeName}.${fieldName}`);
      return field;
    },
  });
  return guarded;
}

/** The refusal of an @admin field: UNAUTHENTICATED, answered 401 as the REST admin API does (graphql/http-status.ts). */
const adminTokenRequired = () => new AppError('UNAUTHENTICATED', 'A valid admin token is required.');

/** Every @admin field refuses to run unless the request carried the admin token. */
function guardAdminFields(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field) => {
      if (!getDirective(schema, field, 'admin')?.[0]) return field;
      const resolve = field.resolve ?? defaultFieldResolver;
      return {
        ...field,
        resolve: (source, args, context: GraphQLContext, info) => {
          if (!context.isAdmin) throw adminTokenRequired();
          return resolve(source, args, context, info);
        },
      };
    },
  });
}

/** The one executable schema, served at /graphql and used in-process by server rendering. */
export function buildSchema(): GraphQLSchema {
  const schema = makeExecutableSchema<GraphQLContext>({
    typeDefs: readTypeDefs(),
    resolvers: [
      siteResolvers,
      industriesResolvers,
      blogResolvers,
      glossaryResolvers,
      competitorsResolvers,
      waitlistResolvers,
      contactResolvers,
      adminResolvers,
      vitalsResolvers,
    ] as never,
  });
  return guardAdminFields(schema);
}
