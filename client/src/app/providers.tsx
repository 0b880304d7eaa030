import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { SiteConfigProvider, type SiteConfig } from '../config/site-config';
import { getSystem } from './theme';

export function AppProviders({
  apollo,
  site,
  chakraSystem = getSystem(),
  children,
}: {
  apollo: ApolloClient;
  site: SiteConfig;
  /** The browser passes `getBrowserSystem()` (see theme.ts). */
  chakraSystem?: SystemContext;
  children: ReactNode;
}) {
  return (
    <SiteConfigProvider value={site}>
      <ApolloProvider client={apollo}>
        <ChakraProvider value={chakraSystem}>{children}</ChakraProvider>
      </ApolloProvider>
    </SiteConfigProvider>
  );
}
