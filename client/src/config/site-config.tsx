import { createContext, useContext, type ReactNode } from 'react';

/** What the server tells the page about this deployment (never a secret). */
export interface SiteConfig {
  productName: string;
  appUrl: string;
  publicSiteUrl: string;
  gaMeasurementId: string | null;
  adsSendTo: string | null;
}

const SiteConfigContext = createContext<SiteConfig | null>(null);

export function SiteConfigProvider({ value, children }: { value: SiteConfig; children: ReactNode }) {
  return <SiteConfigContext.Provider value={value}>{children}</SiteConfigContext.Provider>;
}

export function useSiteConfig(): SiteConfig {
  const config = useContext(SiteConfigContext);
  if (!config) throw new Error('useSiteConfig needs a SiteConfigProvider');
  return config;
}
