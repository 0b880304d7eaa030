import { Box, chakra, Container, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useSiteConfig } from '../../config/site-config';
import { FooterLinksDocument } from '../../graphql/generated';

interface FooterLink {
  label: string;
  to: string;
}

/** Where the browser lets a page style a disclosure's content: there wide screens show every list open. */
const WIDE_SCREEN_LISTS = '@supports selector(::details-content)';

/**
 * On phones each section is a collapsed disclosure, the browser's own `<details>`, so it opens in
 * the server's HTML and with scripts off (its "+" turns into a "×"). From md up the list is always
 * shown under a heading and the toggle is hidden: the content the browser hides while closed
 * (`::details-content`) is made visible. A browser without it keeps the toggles at every width.
 */
function FooterSection({ title, links, id }: { title: string; links: FooterLink[]; id: string }) {
  const listId = `footer-${id}`;
  return (
    <Box as="section" aria-labelledby={`${listId}-title`}>
      <Heading as="h2" id={`${listId}-title`} size="sm" color="white" mb="3" display="none" css={{ [WIDE_SCREEN_LISTS]: { display: { md: 'block' } } }}>
        {title}
      </Heading>
      <chakra.details css={{ [WIDE_SCREEN_LISTS]: { '&::details-content': { contentVisibility: { md: 'visible' } } } }}>
        <chakra.summary
          display="flex"
          alignItems="center"
          justifyContent="space-between"
          minH="10"
          color="white"
          fontWeight="semibold"
          cursor="pointer"
          listStyleType="none"
          borderRadius="l1"
          css={{ '&::-webkit-details-marker': { display: 'none' }, [WIDE_SCREEN_LISTS]: { display: { md: 'none' } } }}
        >
          {title}
          <Box as="span" aria-hidden="true" css={{ 'details[open] > summary > &': { rotate: '45deg' } }} transition="rotate 0.2s">
            +
          </Box>
        </chakra.summary>
        <Stack as="ul" id={listId} listStyleType="none" gap="2" pb={{ base: '3', md: '0' }}>
          {links.map((link) => (
            <Box as="li" key={`${link.label}-${link.to}`}>
              <FooterAnchor to={link.to}>{link.label}</FooterAnchor>
            </Box>
          ))}
        </Stack>
      </chakra.details>
    </Box>
  );
}

function FooterAnchor({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link asChild color="fg.onBrandMuted" fontSize="sm" _hover={{ color: 'amber.300' }}>
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

export function Footer() {
  const { productName } = useSiteConfig();
  const { data } = useQuery(FooterLinksDocument);
  const industries = (data?.industries ?? []).slice(0, 8).map((item) => ({ label: item.title, to: paths.industry(item.slug) }));
  const competitors = (data?.competitors ?? []).slice(0, 8).map((item) => ({ label: `vs ${item.name}`, to: paths.competitor(item.slug) }));
  const posts = (data?.posts ?? []).slice(0, 6).map((item) => ({ label: item.title, to: paths.post(item.slug) }));
  return (
    <Box as="footer" bg="bg.brand" color="fg.onBrandMuted" pt="12" pb="8">
      <Container maxW="page">
        <SimpleGrid columns={{ base: 1, md: 4 }} gap={{ base: '2', md: '8' }}>
          <FooterSection id="industries" title="Industries" links={[...industries, { label: 'All Industries', to: paths.industries }]} />
          <FooterSection
            id="compare"
            title="Compare Tools"
            links={[...competitors, { label: 'All Comparisons', to: paths.competitors }, { label: 'RFP Software Guide', to: paths.guide }]}
          />
          <FooterSection id="blog" title="Blog" links={[...posts, { label: 'All Posts', to: paths.blog }]} />
          <FooterSection
            id="resources"
            title="Resources"
            links={[
              { label: 'Glossary', to: paths.glossary },
              { label: 'Pricing', to: paths.pricing },
              { label: 'Support', to: paths.contact },
              { label: 'Status', to: paths.status },
              { label: 'Careers', to: paths.careers },
              { label: 'Contact', to: paths.contact },
              { label: 'Privacy Policy', to: paths.privacy },
              { label: 'Terms of Service', to: paths.terms },
            ]}
          />
        </SimpleGrid>
        <Text mt="10" fontSize="sm" color="fg.onBrandMuted" suppressHydrationWarning>
          © {new Date().getFullYear()} {productName}. AI-powered RFP discovery and tracking.
        </Text>
      </Container>
    </Box>
  );
}
