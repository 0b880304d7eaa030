import { createContext, useContext, type ReactNode } from 'react';

/** What the server tells the page about this deployment (never a secret). */
export interface SiteConfig {
  productName: string;
  appUrl: string;
  publicSiteUrl: string;
  gaMeasurementId: string | null;
  adsSendTo: string | null;
  /** The share of page views that report their field vitals (VITALS_SAMPLE_RATE; field-vitals.ts). */
  vitalsSampleRate: number;
  /** The days field vitals are kept (VITALS_RETENTION_DAYS), as the privacy policy says. */
  vitalsRetentionDays: number;
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
