import {
  getNamedType,
  getNullableType,
  isCompositeType,
  isListType,
  Kind,
  SchemaMetaFieldDef,
  TypeMetaFieldDef,
  valueFromAST,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { INDUSTRY_FAQ_COUNT, NICHE_FAQ_COUNT } from '../modules/content/content.schemas';
import { MAX_PAGE_SIZE } from '../shared/paging';

/**
 * How many items a list field answers at most. `max` is known from the content (checked against
 * the loaded content by tests/unit/query-cost.test.ts, so it cannot fall behind) or, for lists that
 * grow with use (admin reports), the most the service returns; `slicingArgument` names the argument
 * that cuts the list shorter (`posts(limit: 6)`).
 */
export interface ListSize {
  max: number;
  slicingArgument?: string;
}

/** Every list of objects in the schema, by field coordinate (a test fails when one is missing). */
export const LIST_SIZES: Readonly<Record<string, ListSize>> = {
  'Query.industries': { max: 60 },
  'IndustriesPage.industries': { max: MAX_PAGE_SIZE.industries },
  'Query.niches': { max: 10 },
  'Industry.niches': { max: 10 },
  // Exactly these many on every page (content.schemas.ts).
  'Industry.faqs': { max: INDUSTRY_FAQ_COUNT },
  'Niche.faqs': { max: NICHE_FAQ_COUNT },
  'Query.posts': { max: 30, slicingArgument: 'limit' },
  'BlogPost.content': { max: 100 },
  // The service answers at most 10 related posts and 6 related industries, whatever the limit.
  'BlogPost.relatedPosts': { max: 10, slicingArgument: 'limit' },
  'BlogPost.relatedIndustries': { max: 6, slicingArgument: 'limit' },
  // Content files cite at most 12 sources (content.schemas.ts).
  'BlogPost.sources': { max: 12 },
  'ContentBlock.richText': { max: 4 },
  // At most one link per block: the text before it, the link, the text after it.
  'ContentBlock.linkedText': { max: 3 },
  'Query.glossaryTerms': { max: 300 },
  'GlossaryTermsPage.terms': { max: MAX_PAGE_SIZE.glossary },
  // "#" and A to Z.
  'GlossaryTermsPage.letters': { max: 27 },
  'GlossaryTerm.related': { max: 10, slicingArgument: 'limit' },
  'GlossaryTerm.sources': { max: 12 },
  'Query.competitors': { max: 30 },
  'Query.alternatives': { max: 30 },
  'Competitor.alternatives': { max: 30, slicingArgument: 'limit' },
  'Competitor.useCases': { max: 8 },
  'Competitor.peopleAlsoAsk': { max: 8 },
  'SiteSettings.popularIndustries': { max: 10 },
  'SiteSettings.autoLinkPosts': { max: 30 },
  'SiteSettings.relatedPostKeywordGroups': { max: 10 },
  // The search answers at most 6 hits of each kind.
  'SearchResults.industries': { max: 6 },
  'SearchResults.niches': { max: 6 },
  'SearchResults.posts': { max: 6 },
  'SearchResults.glossaryTerms': { max: 6 },
  'SearchResults.competitors': { max: 6 },
  'EmailLists.lists': { max: 100 },
  'WaitlistOverview.signupsPerDay': { max: 30 },
  'SurveyAnswerCounts.role': { max: 10 },
  'SurveyAnswerCounts.companySize': { max: 10 },
  'SurveyAnswerCounts.biggestChallenge': { max: 10 },
  'SurveyAnswerCounts.industry': { max: 10 },
  'SurveyAnswerCounts.budget': { max: 10 },
  'Query.contactMessages': { max: 200 },
  // A page type per route of the site (about 30) and the total; the five vitals; ten slow targets.
  'FieldVitalsReport.pageTypes': { max: 40 },
  'VitalsWindow.vitals': { max: 5 },
  'FieldVitalsReport.slowestInteractions': { max: 10 },
  // Five named sources and "other"; four landing buckets; at most 90 days.
  'WaitlistFunnel.sources': { max: 6 },
  'WaitlistFunnel.landingPaths': { max: 4 },
  'WaitlistFunnel.perDay': { max: 90 },
  'FunnelDay.bySource': { max: 6 },
};

/**
 * Fields whose resolver does more than read a value already in memory, added once per time they
 * run: the full-text search (answered from a short cache, or by PostgreSQL through the stored
 * documents' GIN indexes, two searches at a time whoever asks: search.service.ts), admin reports
 * (SQL counts), scoring the other posts (related posts and industries). The search weighed 2,500
 * while PostgreSQL built every document's text vector for each search (100–300 ms of its CPU): the
 * execution gate then ran searches one at a time, cached answers included.
 */
export const FIELD_WEIGHTS: Readonly<Record<string, number>> = {
  'Query.search': 100,
  'BlogPost.relatedPosts': 10,
  'BlogPost.relatedIndustries': 5,
  'Query.emailLists': 20,
  'Query.waitlistOverview': 50,
  'Query.contactMessages': 20,
  'Query.fieldVitals': 50,
  'Query.waitlistFunnel': 50,
};

export interface OperationCost {
  /** Fields the answer holds at most (each leaf value and each object counts one), plus the weights of costly resolvers. */
  cost: number;
  /** The first list field met again inside itself, e.g. `Industry.niches`: a cycle the query may not take. */
  cycle?: string;
  /** True when counting stopped because the cost passed `stopAbove`. */
  exceeded: boolean;
}

type Fragments = ReadonlyMap<string, FragmentDefinitionNode>;

/**
 * Introspection answers describe this schema, the same for everyone and bounded by it: each
 * `__schema` counts as much as a full introspection query costs to answer (about what the
 * glossary's list costs: 20–60 ms here for 77 kB), each `__type` as one type. Inside them only the
 * fields written count, and the cycle rule holds (`fields { type { fields` is refused).
 */
export const INTROSPECTION_COST: Readonly<Record<string, number>> = { __schema: 2000, __type: 100 };

/**
 * Counts what an operation costs to answer: one per field of the answer, the fields inside a list
 * counted once per item the list can hold (known or declared sizes, cut by a `limit` argument),
 * plus the weight of costly resolvers. A list field met again inside itself (`industries { niches
 * { industry { niches …` ) is a cycle: its answer grows with every turn, so it is refused instead of
 * counted. Counting stops as soon as the cost passes `stopAbove` (a fragment spread many times over
 * costs its expansion, never more work than that).
 */
export function createCostCounter(schema: GraphQLSchema) {
  return function operationCost(
    operation: OperationDefinitionNode,
    fragments: Fragments,
    variables: Readonly<Record<string, unknown>>,
    stopAbove: number,
  ): OperationCost {
    let total = 0;
    let cycle: string | undefined;
    const root = schema.getRootType(operation.operation);
    if (!root) return { cost: 0, exceeded: false };

    const listSize = (coordinate: string, field: GraphQLField<unknown, unknown>, args: ReadonlyMap<string, unknown>): number => {
      const size = LIST_SIZES[coordinate];
      // Every list has its size declared (tests/unit/query-cost.test.ts); one added without would count as 100.
      if (!size) return 100;
      if (!size.slicingArgument) return size.max;
      const argument = field.args.find((item) => item.name === size.slicingArgument);
      const given = args.has(size.slicingArgument) ? args.get(size.slicingArgument) : argument?.defaultValue;
      return typeof given === 'number' ? Math.min(size.max, Math.max(0, given)) : size.max;
    };

    /** The cost of one selection set answered `times` times; false when counting must stop. */
    const visit = (selectionSet: SelectionSetNode, parent: GraphQLCompositeType, times: number, lists: readonly string[]): boolean => {
      for (const selection of selectionSet.selections) {
        if (selection.kind === Kind.INLINE_FRAGMENT || selection.kind === Kind.FRAGMENT_SPREAD) {
          const fragment = selection.kind === Kind.FRAGMENT_SPREAD ? fragments.get(selection.name.value) : selection;
          if (!fragment) continue;
          const condition = fragment.typeCondition ? schema.getType(fragment.typeCondition.name.value) : parent;
          if (!condition || !isCompositeType(condition)) continue;
          if (!visit(fragment.selectionSet, condition, times, lists)) return false;
          continue;
        }
        const name = selection.name.value;
        if (name === '__typename') {
          total += Math.max(1, times);
        } else {
          const field =
            name === '__schema' && parent === root ? SchemaMetaFieldDef : name === '__type' && parent === root ? TypeMetaFieldDef : 'getFields' in parent ? parent.getFields()[name] : undefined;
          if (!field) continue;
          const coordinate = `${parent.name}.${name}`;
          const introspection = parent === root ? INTROSPECTION_COST[name] : undefined;
          // At least one per field written, even inside an empty list or introspection: the expansion itself is work.
          total += Math.max(1, times * (introspection ?? (1 + (FIELD_WEIGHTS[coordinate] ?? 0))));
          const type = getNamedType(field.type);
          if (selection.selectionSet && isCompositeType(type)) {
            let inner = introspection === undefined ? times : 0;
            let path = lists;
            if (isListType(getNullableType(field.type))) {
              if (lists.includes(coordinate)) {
                cycle = coordinate;
                return false;
              }
              const args = new Map(
                (selection.arguments ?? []).map((argument) => {
                  const definition = field.args.find((item) => item.name === argument.name.value);
                  return [argument.name.value, definition ? valueFromAST(argument.value, definition.type, variables as Record<string, unknown>) : undefined] as const;
                }),
              );
              inner *= listSize(coordinate, field, args);
              path = [...lists, coordinate];
            }
            if (!visit(selection.selectionSet, type, inner, path)) return false;
          }
        }
        if (total > stopAbove) return false;
      }
      return true;
    };

    visit(operation.selectionSet, root, 1, []);
    return { cost: total, ...(cycle ? { cycle } : {}), exceeded: total > stopAbove };
  };
}
