import DataLoader from 'dataloader';
import type { Industry } from '../modules/industries/industry.entity';
import type { Niche } from '../modules/industries/niche.entity';
import type { Services } from '../services';

export interface GraphQLContext {
  services: Services;
  /** True when the request carried the admin token. */
  isAdmin: boolean;
  loaders: ReturnType<typeof createLoaders>;
}

/** Per-request batching for nested fields: one lookup per level, never one per parent row. */
export function createLoaders(services: Services) {
  return {
    nichesByIndustryId: new DataLoader<string, Niche[]>((ids) => services.industries.nichesForIndustryIds(ids)),
    industryById: new DataLoader<string, Industry | undefined>((ids) => services.industries.industriesByIds(ids)),
  };
}

export function createContext(services: Services, isAdmin: boolean): GraphQLContext {
  return { services, isAdmin, loaders: createLoaders(services) };
}
