import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, ShouldRevalidateFunction } from 'react-router-dom';
import type { RouteDeps } from './prefetch';

/**
 * What every page module under client/src/features exports: the page component and,
 * optionally, a loader that prefetches its data (see prefetch.ts).
 */
export interface PageModule {
  Component: ComponentType;
  loader?: (deps: RouteDeps, args: LoaderFunctionArgs) => unknown;
  /** When the loader must run again; by default on every navigation, a query change included. */
  shouldRevalidate?: ShouldRevalidateFunction;
}
