import { Seo } from '../../components/seo';
import { useSiteConfig } from '../../config/site-config';
import { EDITORIAL_POLICY_UPDATED, editorialSections } from './editorial-content';
import { LegalDocument } from './legal-document';

export function Component() {
  const { productName } = useSiteConfig();
  return (
    <>
      <Seo
        title={`Editorial Policy | ${productName}`}
        description={`Who writes and reviews the ${productName} guides, glossary and comparisons, how facts are checked against primary sources and dated, and how to report an error.`}
        keywords={['editorial policy', `${productName} editorial policy`, 'corrections', 'sources']}
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'WebPage',
          name: `${productName} Editorial Policy`,
          dateModified: EDITORIAL_POLICY_UPDATED.iso,
        }}
      />
      <LegalDocument
        title="Editorial Policy"
        lead={`How the ${productName} team researches, reviews, dates and corrects what it publishes.`}
        sections={editorialSections({ productName })}
        lastUpdated={EDITORIAL_POLICY_UPDATED}
      />
    </>
  );
}
