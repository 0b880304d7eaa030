import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { SiteConfigProvider, type SiteConfig } from '../config/site-config';
import { system } from './theme';

export function AppProviders({
  apollo,
  site,
  children,
}: {
  apollo: ApolloClient;
  site: SiteConfig;
  children: ReactNode;
}) {
  return (
    <SiteConfigProvider value={site}>
      <ApolloProvider client={apollo}>
        <ChakraProvider value={system}>{children}</ChakraProvider>
      </ApolloProvider>
    </SiteConfigProvider>
  );
}
