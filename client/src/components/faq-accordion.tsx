import { Box, chakra, Text } from '@chakra-ui/react';
import { DisclosureSummary } from './disclosure-summary';
import type { FaqItem } from './faq';

function ChevronDown() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="m6 9 6 6 6-6" />
    </svg>
  );
}

/**
 * An FAQ where one item is open at a time and clicking the open one closes it, in
 * the browser's own disclosures: the items share a `<details name>` group, which makes them
 * exclusive, and each `<summary>` is focusable and opens with Enter or Space. So it works in the
 * server's HTML, before hydration and with scripts off, and needs no script of its own.
 */
export function FaqAccordion({ items, idPrefix }: { items: readonly FaqItem[]; idPrefix: string }) {
  return (
    <Box bg="white" borderWidth="1px" borderRadius="l2" overflow="hidden" divideY="1px">
      {items.map((item, index) => (
        <chakra.details key={`${idPrefix}-${index}`} name={idPrefix} overflowAnchor="none" _open={{ bg: 'bg.subtle' }}>
          <DisclosureSummary
            gap="3"
            px="4"
            py="4"
            textAlign="start"
            borderRadius="l2"
            // Inside the frame (which clips what overflows its rounded corners), like Chakra's accordion trigger.
            _focusVisible={{ outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '-2px' }}
          >
            <Text as="span" flex="1" fontWeight="semibold" color="fg.heading">
              {item.question}
            </Text>
            <Box
              as="span"
              display="inline-flex"
              color="fg.subtle"
              transition="rotate 0.2s"
              _icon={{ width: '1.2em', height: '1.2em' }}
              css={{ 'details[open] > summary > &': { rotate: '180deg' } }}
            >
              <ChevronDown />
            </Box>
          </DisclosureSummary>
          <Box px="4" pt="2" pb="4" color="fg.body" animationName="fade-in" animationDuration="moderate" _motionReduce={{ animation: 'none' }}>
            {item.answer}
          </Box>
        </chakra.details>
      ))}
    </Box>
  );
}
