import path from 'node:path';
import { addTypenameToDocument } from '@apollo/client/utilities';
import {
  getNamedType,
  getNullableType,
  isCompositeType,
  isListType,
  isObjectType,
  Kind,
  parse,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
} from 'graphql';
import * as generated from '../../client/src/graphql/generated';
import { GRAPHQL_LIMITS } from '../../server/src/app';
import { readContentSet, type ContentSet } from '../../server/src/modules/content/content-files';
import { createCostCounter, LIST_SIZES } from '../../server/src/graphql/query-cost';
import { buildSchema } from '../../server/src/graphql/schema';

const schema = buildSchema();
const operationCost = createCostCounter(schema);

function costOf(source: string | DocumentNode, variables: Record<string, unknown> = {}, stopAbove = 1e9) {
  const document = typeof source === 'string' ? parse(source) : source;
  const fragments = new Map(
    document.definitions.filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION).map((fragment) => [fragment.name.value, fragment]),
  );
  const operation = document.definitions.find((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION)!;
  return operationCost(operation, fragments, variables, stopAbove);
}

let content: ContentSet;
beforeAll(async () => {
  content = await readContentSet(path.resolve('content'));
});

test('every list of objects in the schema has a declared size', () => {
  const lists = Object.values(schema.getTypeMap()).flatMap((type) =>
    isObjectType(type) && !type.name.startsWith('__')
      ? Object.values(type.getFields())
          .filter((field) => isListType(getNullableType(field.type)) && isCompositeType(getNamedType(field.type)))
          .map((field) => `${type.name}.${field.name}`)
      : [],
  );
  expect(lists.filter((coordinate) => !LIST_SIZES[coordinate])).toEqual([]);
  expect(Object.keys(LIST_SIZES).filter((coordinate) => !lists.includes(coordinate))).toEqual([]);
});

test('the declared sizes hold for the content as it is (they grow with it, or the cost would be understated)', () => {
  const max = (values: number[]) => Math.max(...values);
  const most: Record<string, number> = {
    'Query.industries': content.industries.length,
    'Industry.niches': max(content.industries.map((industry) => industry.niches.length)),
    'Industry.faqs': max(content.industries.map((industry) => industry.faqs.length)),
    'Niche.faqs': max(content.industries.flatMap((industry) => industry.niches.map((niche) => niche.faqs.length))),
    'Query.posts': content.posts.length,
    'BlogPost.content': max(content.posts.map((post) => post.content.length)),
    'BlogPost.sources': max(content.posts.map((post) => post.sources.length)),
    'ContentBlock.richText': max(content.posts.flatMap((post) => post.content.map((block) => block.richText.length))),
    'Query.glossaryTerms': content.glossary.length,
    'GlossaryTerm.related': max(content.glossary.map((term) => term.relatedTerms.split(',').filter(Boolean).length)),
    'GlossaryTerm.sources': max(content.glossary.map((term) => term.sources.length)),
    'Query.competitors': content.competitors.length,
    'Competitor.useCases': max(content.competitors.map((competitor) => competitor.useCases.length)),
    'Competitor.peopleAlsoAsk': max(content.competitors.map((competitor) => competitor.peopleAlsoAsk.length)),
    'SiteSettings.popularIndustries': content.site.popularIndustries.length,
    'SiteSettings.autoLinkPosts': content.site.autoLinkPosts.length,
    'SiteSettings.relatedPostKeywordGroups': Object.keys(content.site.relatedPostKeywordGroups).length,
  };
  for (const [coordinate, count] of Object.entries(most)) expect({ coordinate, fits: count <= LIST_SIZES[coordinate]!.max }).toEqual({ coordinate, fits: true });
});

test('every operation the site sends costs less than the limit, with the __typename Apollo Client adds to each object', () => {
  const costs = Object.entries(generated)
    .filter(([name]) => name.endsWith('Document'))
    .map(([name, document]) => ({ name, cost: costOf(addTypenameToDocument(document as DocumentNode)).cost }));
  expect(costs.length).toBeGreaterThan(10);
  expect(costs.filter(({ cost }) => cost > GRAPHQL_LIMITS.maxCost)).toEqual([]);
});

test.each([
  ['a field', '{ contentVersion }', 1],
  ['a list of objects: each field counted once per item', '{ industries { slug title } }', 1 + 60 * 2],
  ['a list inside a list multiplies', '{ industries { niches { slug } } }', 1 + 60 * (1 + 10 * 1)],
  ['a limit argument cuts the list', '{ posts(limit: 2) { slug } }', 1 + 2 * 1],
  ['a limit past the declared size counts the declared size', '{ posts(limit: 1000) { slug } }', 1 + 30 * 1],
  ['a field default limit counts when none is given', '{ post(slug: "x") { relatedPosts { slug } } }', 1 + 1 + 10 + 3 * 1],
  ['a fragment counts where it is spread', 'query { industries { ...F } } fragment F on Industry { slug title }', 1 + 60 * 2],
  ['the search weighs more than a field read from memory', '{ search(q: "rfp") { query } }', 1 + 100 + 1],
  ['introspection counts as a whole', '{ __schema { types { name } } }', 2000 + 2],
])('%s', (_case, query, expected) => {
  expect(costOf(query).cost).toBe(expected);
});

test('a limit given as a variable is read from the variables', () => {
  expect(costOf('query ($n: Int) { posts(limit: $n) { slug } }', { n: 3 }).cost).toBe(1 + 3);
  expect(costOf('query ($n: Int) { posts(limit: $n) { slug } }', {}).cost).toBe(1 + 30);
});

test.each([
  ['industries → niches → industry → niches', '{ industries { niches { industry { niches { slug } } } } }', 'Industry.niches'],
  ['related posts of related posts', '{ posts { relatedPosts { relatedPosts { slug } } } }', 'BlogPost.relatedPosts'],
  ['related glossary terms of related terms', '{ glossaryTerm(slug: "rfp") { related { related { slug } } } }', 'GlossaryTerm.related'],
  ['an introspection sweep that turns back', '{ __schema { types { fields { type { fields { name } } } } } }', '__Type.fields'],
])('a cycle is refused: %s', (_case, query, coordinate) => {
  expect(costOf(query).cycle).toBe(coordinate);
});

test('a singular field leading back is no cycle: a niche and its industry', () => {
  expect(costOf('{ industries { slug niches { slug industry { slug } } } }').cycle).toBeUndefined();
});

test('counting stops once past the limit, however many times a fragment is spread', () => {
  // 2^14 fields once expanded.
  const fragments = Array.from({ length: 14 }, (_, index) => `fragment F${index} on Query { ...F${index + 1} ...F${index + 1} }`).join(' ');
  const result = costOf(`{ ...F0 } ${fragments} fragment F14 on Query { contentVersion }`, {}, 5000);
  expect(result.exceeded).toBe(true);
  expect(result.cost).toBeLessThanOrEqual(5001);
});
