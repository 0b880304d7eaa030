import { Seo } from '../../components/seo';
import { useSiteConfig } from '../../config/site-config';
import { LEGAL_CONTACT, LEGAL_LAST_UPDATED, LegalDocument } from './legal-document';
import { termsHero, termsSections } from './terms-content';

export function Component() {
  const { productName } = useSiteConfig();
  const hero = termsHero(productName);
  return (
    <>
      <Seo
        title={`Terms of Service | ${productName}`}
        description={`The terms for using the ${productName} website and early-access waitlist: pricing and price-change notice, acceptable use, comparisons and liability.`}
        keywords={['terms of service', `${productName} terms`, 'waitlist terms', 'price changes']}
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'WebPage',
          name: `${productName} Terms of Service`,
          dateModified: LEGAL_LAST_UPDATED.iso,
        }}
      />
      <LegalDocument
        title={hero.title}
        lead={hero.lead}
        sections={termsSections({ productName })}
        numbered
        contactEmail={LEGAL_CONTACT.legal}
      />
    </>
  );
}
