import { Box, chakra, Container, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useSiteConfig } from '../../config/site-config';
import { DisclosureSummary } from '../disclosure-summary';
import { FooterLinks, type FooterList } from './footer-view';

const SECTIONS: readonly { list: FooterList; title: string }[] = [
  { list: 'industries', title: 'Industries' },
  { list: 'compare', title: 'Compare Tools' },
  { list: 'blog', title: 'Blog' },
  { list: 'resources', title: 'Resources' },
];

/** Where the browser lets a page style a disclosure's content: there wide screens show every list open. */
const WIDE_SCREEN_LISTS = '@supports selector(::details-content)';

/**
 * On phones each section is a collapsed disclosure, the browser's own `<details>`, so it opens in
 * the server's HTML and with scripts off (its "+" turns into a "×"). From md up the list is always
 * shown under a heading and the toggle is hidden: the content the browser hides while closed
 * (`::details-content`) is made visible. A browser without it keeps the toggles at every width.
 */
function FooterSection({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  const titleId = `footer-${id}-title`;
  return (
    <Box as="section" aria-labelledby={titleId}>
      <Heading as="h2" id={titleId} size="sm" color="white" mb="3" display="none" css={{ [WIDE_SCREEN_LISTS]: { display: { md: 'block' } } }}>
        {title}
      </Heading>
      <chakra.details css={{ [WIDE_SCREEN_LISTS]: { '&::details-content': { contentVisibility: { md: 'visible' } } } }}>
        <DisclosureSummary
          justifyContent="space-between"
          minH="10"
          color="white"
          fontWeight="semibold"
          borderRadius="l1"
          css={{ [WIDE_SCREEN_LISTS]: { display: { md: 'none' } } }}
        >
          {title}
          <Box as="span" aria-hidden="true" css={{ 'details[open] > summary > &': { rotate: '45deg' } }} transition="rotate 0.2s">
            +
          </Box>
        </DisclosureSummary>
        {children}
      </chakra.details>
    </Box>
  );
}

export function Footer() {
  const { productName } = useSiteConfig();
  return (
    <Box as="footer" bg="bg.brand" color="fg.onBrandMuted" pt="12" pb="8">
      <Container maxW="page">
        <SimpleGrid columns={{ base: 1, md: 4 }} gap={{ base: '2', md: '8' }}>
          {SECTIONS.map(({ list, title }) => (
            <FooterSection key={list} id={list} title={title}>
              <FooterLinks list={list} />
            </FooterSection>
          ))}
        </SimpleGrid>
        <Text mt="10" fontSize="sm" color="fg.onBrandMuted" suppressHydrationWarning>
          © {new Date().getFullYear()} {productName}. AI-powered RFP discovery and tracking.
        </Text>
      </Container>
    </Box>
  );
}
