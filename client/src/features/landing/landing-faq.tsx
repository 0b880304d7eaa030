import { Box } from '@chakra-ui/react';
import { FaqAccordion, type FaqItem } from '../../components/faq';
import { FAQ_SECTION } from './landing-copy';
import { LandingSection } from './landing-section';

/** The six-question FAQ: one answer open at a time, clicking the open one closes it. */
export function LandingFaq({ items, idPrefix }: { items: readonly FaqItem[]; idPrefix: string }) {
  return (
    <LandingSection id="faq" title={FAQ_SECTION.title} lead={FAQ_SECTION.lead} bg="bg.brandSubtle">
      <Box maxW="3xl" mx="auto">
        <FaqAccordion items={items} idPrefix={idPrefix} />
      </Box>
    </LandingSection>
  );
}
