import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { SiteConfigProvider, type SiteConfig } from '../config/site-config';
import { ApolloSourceProvider, type ApolloSource } from '../lib/apollo-source';
import { getSystem } from './theme';

export function AppProviders({
  apollo,
  site,
  chakraSystem = getSystem(),
  children,
}: {
  /** Apollo for the parts that query (see apollo-source.tsx). */
  apollo: ApolloSource;
  site: SiteConfig;
  /** The browser passes the system from `createBrowserSystem()` (see theme.ts). */
  chakraSystem?: SystemContext;
  children: ReactNode;
}) {
  return (
    <SiteConfigProvider value={site}>
      <ApolloSourceProvider source={apollo}>
        <ChakraProvider value={chakraSystem}>{children}</ChakraProvider>
      </ApolloSourceProvider>
    </SiteConfigProvider>
  );
}
