import { Seo } from '../../components/seo';
import { useSiteConfig } from '../../config/site-config';
import { LEGAL_CONTACT, LEGAL_LAST_UPDATED, LegalDocument } from './legal-document';
import { privacySections } from './privacy-content';

export function Component() {
  const { productName, gaMeasurementId } = useSiteConfig();
  const sections = privacySections({ productName, analyticsEnabled: Boolean(gaMeasurementId) });
  return (
    <>
      <Seo
        title={`Privacy Policy | ${productName}`}
        description={`How ${productName} handles waitlist signups, survey answers and contact messages, which providers process them, and your privacy rights.`}
        keywords={['privacy policy', `${productName} privacy`, 'waitlist data', 'GDPR', 'cookies']}
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'WebPage',
          name: `${productName} Privacy Policy`,
          dateModified: LEGAL_LAST_UPDATED.iso,
        }}
      />
      <LegalDocument
        title="Privacy Policy"
        lead={`What personal information ${productName} collects on this website while the product is in early access, why, and the choices you have.`}
        sections={sections}
        contactEmail={LEGAL_CONTACT.privacy}
      />
    </>
  );
}
