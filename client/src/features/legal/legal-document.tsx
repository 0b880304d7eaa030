import { Box, Container, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { PageHero } from '../../components/page-hero';
import { paths } from '../../config/paths';

/** A paragraph, a bulleted list of short items, or a paragraph that ends with a link to a page of the site. */
export type LegalBlock = string | { list: readonly string[] } | { text: string; link: { label: string; to: string } };

export interface LegalSection {
  id: string;
  title: string;
  blocks: readonly LegalBlock[];
}

export interface PageDate {
  iso: string;
  label: string;
}

/** Both legal pages (privacy and terms) carry this last-updated date. */
export const LEGAL_LAST_UPDATED: PageDate = { iso: '2026-11-27', label: 'November 27, 2026' };

export const LEGAL_CONTACT = {
  privacy: 'privacy@bidlight.io',
  legal: 'legal@bidlight.io',
} as const;

/**
 * A legal page: the hero, the date it was last updated, a list of its sections, then the
 * sections themselves. With `numbered`, each heading starts with its number ("1. …").
 */
export function LegalDocument({
  title,
  lead,
  sections,
  numbered = false,
  contactEmail,
  lastUpdated = LEGAL_LAST_UPDATED,
}: {
  title: string;
  lead: string;
  sections: readonly LegalSection[];
  numbered?: boolean;
  /** Offered beside the contact form at the end; only the form when absent. */
  contactEmail?: string;
  lastUpdated?: PageDate;
}) {
  const heading = (section: LegalSection, index: number) => (numbered ? `${index + 1}. ${section.title}` : section.title);
  return (
    <>
      <PageHero title={title} lead={lead} />
      <Container maxW="page" py={{ base: '10', md: '14' }}>
        <Box maxW="prose" mx={{ base: '0', lg: 'auto' }}>
          <Text fontWeight="semibold" color="fg.heading" mb="8">
            {'Last updated '}
            <time dateTime={lastUpdated.iso}>{lastUpdated.label}</time>
          </Text>
          <Box as="nav" aria-labelledby="legal-contents-heading" bg="bg.brandSubtle" borderRadius="lg" p="5" mb="10">
            <Heading as="h2" id="legal-contents-heading" size="sm" color="fg.heading" mb="3">
              Contents
            </Heading>
            <List.Root as={numbered ? 'ol' : 'ul'} gap="1" ps="5" listStyleType={numbered ? 'decimal' : 'disc'}>
              {sections.map((section) => (
                <List.Item key={section.id}>
                  <Link href={`#${section.id}`} color="accent.text">
                    {section.title}
                  </Link>
                </List.Item>
              ))}
            </List.Root>
          </Box>
          <Stack gap="10">
            {sections.map((section, index) => (
              <Box as="section" key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} scrollMarginTop="8">
                <Heading as="h2" id={`${section.id}-heading`} size="xl" color="fg.heading" mb="4">
                  {heading(section, index)}
                </Heading>
                <Stack gap="4">
                  {section.blocks.map((block, blockIndex) =>
                    typeof block === 'string' ? (
                      <Text key={blockIndex} lineHeight="tall">
                        {block}
                      </Text>
                    ) : 'text' in block ? (
                      <Text key={blockIndex} lineHeight="tall">
                        {`${block.text} `}
                        <Link asChild color="accent.text" fontWeight="semibold" display="inline">
                          <RouterLink to={block.link.to}>{block.link.label}</RouterLink>
                        </Link>
                        .
                      </Text>
                    ) : (
                      <List.Root key={blockIndex} gap="2" ps="5" lineHeight="tall">
                        {block.list.map((item) => (
                          <List.Item key={item}>{item}</List.Item>
                        ))}
                      </List.Root>
                    ),
                  )}
                </Stack>
              </Box>
            ))}
          </Stack>
          <Box mt="12" borderTopWidth="1px" borderColor="slate.200" pt="6">
            <Text>
              {contactEmail ? `Questions about this page? Email ${contactEmail} or ` : 'Questions about this page? '}
              <Link asChild color="accent.text" fontWeight="semibold" display="inline">
                <RouterLink to={paths.contact}>{contactEmail ? 'use our contact form' : 'Use our contact form'}</RouterLink>
              </Link>
              .
            </Text>
          </Box>
        </Box>
      </Container>
    </>
  );
}
