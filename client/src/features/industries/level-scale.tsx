import { Box, Text, VisuallyHidden } from '@chakra-ui/react';
import { LEVELS, normalizeLevel, type Level } from './industry-rules';
import { MUTED_TEXT } from './page-parts';

/** Green to red for competition (the badge colours); navy shades for regulation. */
const FILL: Record<'competition' | 'regulation', Record<Level, string>> = {
  competition: { Low: 'green.500', Medium: 'yellow.400', High: 'orange.500', 'Very High': 'red.600' },
  regulation: { Low: 'navy.200', Medium: 'navy.400', High: 'navy.600', 'Very High': 'navy.800' },
};

/**
 * A four-step scale Low → Very High with the given level marked; steps up to it are filled.
 * Unknown levels are shown as Medium.
 */
export function LevelScale({ label, level, tone }: { label: string; level: string; tone: 'competition' | 'regulation' }) {
  const current = normalizeLevel(level);
  const reached = LEVELS.indexOf(current);
  return (
    <Box>
      <Text fontWeight="semibold" color="fg.heading" mb="3">
        {`${label}: ${current}`}
      </Text>
      <Box as="ol" display="grid" gridTemplateColumns="repeat(4, minmax(0, 1fr))" gap="2" listStyleType="none" aria-label={`${label} scale`}>
        {LEVELS.map((step, index) => {
          const isCurrent = step === current;
          return (
            <Box as="li" key={step} aria-current={isCurrent ? 'true' : undefined}>
              <Text aria-hidden="true" textAlign="center" fontSize="sm" lineHeight="1" h="4" color="fg.heading">
                {isCurrent ? '▼' : ''}
              </Text>
              <Box h="3" mt="1" borderRadius="full" bg={index <= reached ? FILL[tone][step] : 'slate.200'} aria-hidden="true" />
              <Text
                mt="2"
                fontSize="sm"
                textAlign="center"
                fontWeight={isCurrent ? 'bold' : 'normal'}
                color={isCurrent ? 'fg.heading' : MUTED_TEXT}
              >
                {step}
                {isCurrent ? <VisuallyHidden> (current level)</VisuallyHidden> : null}
              </Text>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
