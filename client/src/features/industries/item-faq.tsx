import { FaqAccordion, type FaqItem } from '../../components/faq';
import { ContentSection } from './page-parts';

/**
 * An industry's or niche's FAQ (ten entries on an industry page, five on a niche page), written
 * from the item's fields: the site's single-open disclosures, which work with scripts off. No
 * FAQPage data goes with it (decision record 0013).
 */
export function ItemFaq({ id, title, items }: { id: 'industry-faq' | 'niche-faq'; title: string; items: readonly FaqItem[] }) {
  return (
    <ContentSection id={id} title={title}>
      <FaqAccordion items={items} idPrefix={id} />
    </ContentSection>
  );
}
