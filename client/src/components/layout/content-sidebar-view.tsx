import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink, useRouteLoaderData } from 'react-router-dom';
import { paths } from '../../config/paths';
import type { layoutLinksLoader } from '../../app/routes';

export type SidebarContext = 'blog' | 'competitors' | 'industries' | 'glossary' | 'other';

const ESSENTIAL_GUIDES = [
  { label: 'RFP Software Guide', to: paths.guide },
  { label: 'How to Find RFPs', to: paths.post('how-to-find-rfps') },
  { label: 'RFP Response Best Practices', to: paths.post('rfp-response-best-practices') },
  { label: 'RFP Glossary', to: paths.glossary },
];

const QUICK_ACCESS = [
  { label: 'Pricing', to: paths.pricingPage },
  { label: 'Features', to: paths.featuresPage },
  { label: 'Case Studies', to: paths.caseStudies },
];

function SidebarBox({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" borderWidth="1px" borderColor="slate.200" borderRadius="lg" p="5" bg="white">
      <Heading as="h2" size="sm" color="fg.heading" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

function LinkList({ links }: { links: readonly { label: string; to: string }[] }) {
  return (
    <Stack as="ul" gap="2" listStyleType="none">
      {links.map((link) => (
        <li key={link.to}>
          <Link asChild color="accent.text" fontSize="sm">
            <RouterLink to={link.to}>{link.label}</RouterLink>
          </Link>
        </li>
      ))}
    </Stack>
  );
}

/**
 * The content pages' sidebar, shown on wide screens only: Essential Guides is
 * hidden on blog pages and Compare Tools on competitor and alternatives pages.
 */
export function ContentSidebar({ context, currentPage }: { context: SidebarContext; currentPage: string }) {
  const data = useRouteLoaderData<typeof layoutLinksLoader>('root');
  const industries = (data?.site.popularIndustries ?? []).map((item) => ({ label: item.title, to: paths.industry(item.slug) }));
  const competitors = (data?.competitors ?? []).slice(0, 5).map((item) => ({ label: `${item.name} comparison`, to: paths.competitor(item.slug) }));
  return (
    <Stack as="aside" aria-label="Related links" gap="5" display={{ base: 'none', lg: 'flex' }} position="sticky" top="24">
      <SidebarBox title="Current Page">
        <Text fontSize="sm" color="fg.body">
          {currentPage}
        </Text>
      </SidebarBox>
      <SidebarBox title="Popular Industries">
        <LinkList links={industries} />
      </SidebarBox>
      {context === 'blog' ? null : (
        <SidebarBox title="Essential Guides">
          <LinkList links={ESSENTIAL_GUIDES} />
        </SidebarBox>
      )}
      {context === 'competitors' ? null : (
        <SidebarBox title="Compare Tools">
          <LinkList links={[...competitors, { label: 'All comparisons', to: paths.competitors }]} />
        </SidebarBox>
      )}
      <SidebarBox title="Quick Access">
        <LinkList links={QUICK_ACCESS} />
      </SidebarBox>
    </Stack>
  );
}
