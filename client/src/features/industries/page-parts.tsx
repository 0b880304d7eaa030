import { Box, Container, Heading, List, Skeleton, SkeletonText, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from '../../components/breadcrumbs';

/** One titled block of a detail page's body (h2 under the hero's h1). */
export function ContentSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id}>
      <Heading as="h2" id={id} size="2xl" color="fg.heading" mb="5">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** A plain list of sentences with a small amber marker. */
export function MarkedList({ items, ordered = false }: { items: readonly string[]; ordered?: boolean }) {
  return (
    <List.Root as={ordered ? 'ol' : 'ul'} gap="3" ps={ordered ? '5' : '0'} listStyleType={ordered ? 'decimal' : 'none'}>
      {items.map((item, index) => (
        <List.Item
          key={`${index}-${item}`}
          display={ordered ? 'list-item' : 'flex'}
          gap="3"
          alignItems="baseline"
          _marker={{ color: 'fg.heading', fontWeight: 'semibold' }}
        >
          {ordered ? null : (
            <Box as="span" color="accent.text" aria-hidden="true" flexShrink="0">
              ●
            </Box>
          )}
          {item}
        </List.Item>
      ))}
    </List.Root>
  );
}

/** Loading state of a detail page: a navy hero band and placeholder blocks. */
export function DetailPageSkeleton({ label }: { label: string }) {
  return (
    <Box aria-busy="true" aria-label={label}>
      <Box bg="bg.brand" pt={{ base: '28', md: '32' }} pb={{ base: '12', md: '16' }}>
        <Container maxW="page">
          <Stack gap="4" maxW="3xl">
            <Skeleton height="4" width="48" />
            <Skeleton height="12" width="80%" />
            <SkeletonText noOfLines={3} />
          </Stack>
        </Container>
      </Box>
      <Container maxW="page" py={{ base: '10', md: '14' }}>
        <Stack gap="6">
          <Skeleton height="8" width="60" />
          <Box display="grid" gridTemplateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap="4">
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} height="28" borderRadius="lg" />
            ))}
          </Box>
          <SkeletonText noOfLines={6} />
        </Stack>
      </Container>
    </Box>
  );
}

/**
 * De-emphasised text. The theme's `fg.subtle` currently resolves to Chakra's default grey
 * (2.5:1 on white, below WCAG AA), so this folder uses the slate step the theme intends.
 */
export const MUTED_TEXT = 'slate.600';

/**
 * The shared trail inside the hero. Four crumbs do not fit one line at 390 px, and the shared
 * list squeezes every crumb until words break mid-word; here the crumbs wrap whole instead.
 */
export function HeroBreadcrumbs({ items }: { items: readonly Crumb[] }) {
  return (
    <Box css={{ '& ol': { flexWrap: 'wrap', rowGap: '1' }, '& li': { flexShrink: 0 }, '& li:last-of-type': { flexShrink: 1, minWidth: 0 } }}>
      <Breadcrumbs items={items} />
    </Box>
  );
}
