import DataLoader from 'dataloader';
import type { Industry } from '../modules/industries/industry.entity';
import type { Niche } from '../modules/industries/niche.entity';
import type { Services } from '../services';

export interface GraphQLContext {
  services: Services;
  /** True when the request carried the admin token. */
  isAdmin: boolean;
  loaders: ReturnType<typeof createLoaders>;
  /** Counts one write against the writes' rate limit (rejects past it); absent where nothing can write (server rendering). */
  countWrite?: () => Promise<void>;
  /** Calls back once the answer has been sent (or the client has gone): over HTTP, when the response closes. */
  whenAnswered?: (callback: () => void) => void;
}

/** Per-request batching for nested fields: one lookup per level, never one per parent row. */
export function createLoaders(services: Services) {
  return {
    nichesByIndustryId: new DataLoader<string, Niche[]>((ids) => services.industries.nichesForIndustryIds(ids)),
    industryById: new DataLoader<string, Industry | undefined>((ids) => services.industries.industriesByIds(ids)),
  };
}

/** The context of one request; over HTTP with its write counter and the response's end. */
export function createContext(services: Services, isAdmin: boolean, http?: Pick<GraphQLContext, 'countWrite' | 'whenAnswered'>): GraphQLContext {
  return { services, isAdmin, loaders: createLoaders(services), ...http };
}
