export interface RankedCompetitor {
  slug: string;
  name: string;
  priority: number;
  isOwnProduct: boolean;
}

export const byPriorityThenName = (a: RankedCompetitor, b: RankedCompetitor) =>
  b.priority - a.priority || a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });

/**
 * Section 9's alternatives order: the product's own entry first (unless it is the one being
 * replaced), then the rest by priority descending; never the competitor itself.
 */
export function orderAlternatives<T extends RankedCompetitor>(subject: RankedCompetitor, all: readonly T[]): T[] {
  const others = all.filter((item) => item.slug !== subject.slug);
  const own = others.filter((item) => item.isOwnProduct);
  const rest = others.filter((item) => !item.isOwnProduct).sort(byPriorityThenName);
  return [...own, ...rest];
}

export interface IntegrationFacts {
  integrations: readonly string[];
  features: { samGovIntegration: boolean };
}

/**
 * The integration score shown in the guide's table, out of 10: one point per publicly
 * documented integration, at most 8, plus 2 for a direct SAM.gov integration.
 */
export function integrationScore({ integrations, features }: IntegrationFacts): number {
  return Math.min(integrations.length, 8) + (features.samGovIntegration ? 2 : 0);
}
