import { Accordion, Box, Text } from '@chakra-ui/react';
import type { FaqItem } from './faq';

function ChevronDown() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="m6 9 6 6 6-6" />
    </svg>
  );
}

/**
 * An FAQ where one item is open at a time and clicking the open one closes it (section 4).
 * Chakra's accordion gives the keyboard handling and the ARIA wiring.
 */
export function FaqAccordion({ items, idPrefix }: { items: readonly FaqItem[]; idPrefix: string }) {
  return (
    <Accordion.Root collapsible multiple={false} variant="enclosed" bg="white">
      {items.map((item, index) => (
        <Accordion.Item key={`${idPrefix}-${index}`} value={`${idPrefix}-${index}`}>
          <Accordion.ItemTrigger cursor="pointer" py="4">
            <Text as="span" flex="1" fontWeight="semibold" color="fg.heading" textAlign="start">
              {item.question}
            </Text>
            {/* A span, not Chakra's default div: a button may only hold phrasing content. */}
            <Accordion.ItemIndicator asChild display="inline-flex">
              <span>
                <ChevronDown />
              </span>
            </Accordion.ItemIndicator>
          </Accordion.ItemTrigger>
          <Accordion.ItemContent>
            <Accordion.ItemBody>
              <Box color="fg.body">{item.answer}</Box>
            </Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
