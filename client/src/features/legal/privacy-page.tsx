import { Seo } from '../../components/seo';
import { useSiteConfig } from '../../config/site-config';
import { LEGAL_CONTACT, LEGAL_LAST_UPDATED, LegalDocument } from './legal-document';
import { privacyHero, privacySections } from './privacy-content';

export function Component() {
  const { productName, gaMeasurementId, vitalsSampleRate, vitalsRetentionDays } = useSiteConfig();
  const sections = privacySections({
    productName,
    analyticsEnabled: Boolean(gaMeasurementId),
    fieldVitals: { sampleRate: vitalsSampleRate, retentionDays: vitalsRetentionDays },
  });
  const hero = privacyHero(productName);
  return (
    <>
      <Seo
        title={`Privacy Policy | ${productName}`}
        description={`How ${productName} handles waitlist signups, survey answers, contact messages and page speed measurements, which providers process them, and your privacy rights.`}
        keywords={['privacy policy', `${productName} privacy`, 'waitlist data', 'GDPR', 'cookies']}
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'WebPage',
          name: `${productName} Privacy Policy`,
          dateModified: LEGAL_LAST_UPDATED.iso,
        }}
      />
      <LegalDocument
        title={hero.title}
        lead={hero.lead}
        sections={sections}
        contactEmail={LEGAL_CONTACT.privacy}
      />
    </>
  );
}
