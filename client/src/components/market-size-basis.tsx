import { Box, Text, type TextProps } from '@chakra-ui/react';

/**
 * "Bidlight estimate: order of magnitude of …, rounded" → its label and its method. A basis
 * without a label (the content schema refuses one) is all method.
 */
export function splitMarketSizeBasis(basis: string): { label: string | null; method: string } {
  const colon = basis.indexOf(': ');
  return colon < 0 ? { label: null, method: basis } : { label: basis.slice(0, colon), method: basis.slice(colon + 2) };
}

/**
 * What a market-size figure counts and how it was reached, shown right under the figure wherever
 * it appears (issue 35: a figure without its basis reads as a cited statistic): the label in small
 * capitals, then the method as plain text.
 */
export function MarketSizeBasis({ basis, ...props }: { basis: string } & Omit<TextProps, 'children'>) {
  const { label, method } = splitMarketSizeBasis(basis);
  return (
    <Text fontSize="xs" lineHeight="short" color="slate.600" {...props}>
      {label ? (
        <Box as="span" fontWeight="semibold" textTransform="uppercase" letterSpacing="wide" color="fg.heading">
          {`${label}:`}
        </Box>
      ) : null}
      {label ? ' ' : null}
      {method}
    </Text>
  );
}
