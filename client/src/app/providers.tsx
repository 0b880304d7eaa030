import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { SiteConfigProvider, type SiteConfig } from '../config/site-config';
import type { RequestState } from '../../../schema/forms';
import { RequestStateContext } from '../lib/request-state';
import { getSystem } from './theme';

export function AppProviders({
  site,
  chakraSystem = getSystem(),
  requestState,
  children,
}: {
  site: SiteConfig;
  /** The browser passes the system from `createBrowserSystem()` (see theme.ts). */
  chakraSystem?: SystemContext;
  /** What the server rendered from the request itself (see request-state.ts). */
  requestState?: RequestState;
  children: ReactNode;
}) {
  return (
    <SiteConfigProvider value={site}>
      <RequestStateContext value={requestState ?? {}}>
        <ChakraProvider value={chakraSystem}>{children}</ChakraProvider>
      </RequestStateContext>
    </SiteConfigProvider>
  );
}
