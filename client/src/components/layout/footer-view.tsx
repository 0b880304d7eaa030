import { Box, Link, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink, useRouteLoaderData } from 'react-router-dom';
import { paths } from '../../config/paths';
import type { LayoutLinksQuery } from '../../graphql/generated';
import type { layoutLinksLoader } from '../../app/routes';

/** The footer's lists, one per section. */
export type FooterList = 'industries' | 'compare' | 'blog' | 'resources';

interface FooterLink {
  label: string;
  to: string;
}

function linksOf(list: FooterList, data: LayoutLinksQuery | null | undefined): FooterLink[] {
  switch (list) {
    case 'industries':
      return [...(data?.industries ?? []).slice(0, 8).map((item) => ({ label: item.title, to: paths.industry(item.slug) })), { label: 'All Industries', to: paths.industries }];
    case 'compare':
      return [
        ...(data?.competitors ?? []).slice(0, 8).map((item) => ({ label: `vs ${item.name}`, to: paths.competitor(item.slug) })),
        { label: 'All Comparisons', to: paths.competitors },
        { label: 'RFP Software Guide', to: paths.guide },
      ];
    case 'blog':
      return [...(data?.posts ?? []).slice(0, 6).map((item) => ({ label: item.title, to: paths.post(item.slug) })), { label: 'All Posts', to: paths.blog }];
    case 'resources':
      return [
        { label: 'Glossary', to: paths.glossary },
        { label: 'Pricing', to: paths.pricing },
        { label: 'Support', to: paths.contact },
        { label: 'Status', to: paths.status },
        { label: 'Careers', to: paths.careers },
        { label: 'Contact', to: paths.contact },
        { label: 'Privacy Policy', to: paths.privacy },
        { label: 'Terms of Service', to: paths.terms },
        { label: 'Editorial Policy', to: paths.editorialPolicy },
      ];
  }
}

function FooterAnchor({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link asChild color="fg.onBrandMuted" fontSize="sm" _hover={{ color: 'amber.300' }}>
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

/** The links of one footer section (./footer.tsx), from the layout's LayoutLinks query. */
export function FooterLinks({ list }: { list: FooterList }) {
  const data = useRouteLoaderData<typeof layoutLinksLoader>('root');
  return (
    <Stack as="ul" id={`footer-${list}`} listStyleType="none" gap="2" pb={{ base: '3', md: '0' }}>
      {linksOf(list, data).map((link) => (
        <Box as="li" key={`${link.label}-${link.to}`}>
          <FooterAnchor to={link.to}>{link.label}</FooterAnchor>
        </Box>
      ))}
    </Stack>
  );
}
