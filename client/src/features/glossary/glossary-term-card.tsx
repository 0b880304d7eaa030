import { Badge, Box, Card, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { FaqAccordion } from '../../components/faq-accordion';
import { paths } from '../../config/paths';
import type { GlossaryTermCard_TermFragment } from '../../graphql/generated';
import { splitCommas } from '../../lib/format';
import { CARD_SYNONYMS, firstWithMore, relatedTermLinks } from './glossary-rules';

/** Synonyms as badges: the first few, then "+N more". */
export function SynonymBadges({ synonyms, max }: { synonyms: string; max?: number }) {
  const all = splitCommas(synonyms);
  const { shown, more } = max === undefined ? { shown: all, more: 0 } : firstWithMore(all, max);
  if (shown.length === 0) return null;
  return (
    <HStack as="ul" wrap="wrap" gap="2" listStyleType="none" aria-label="Synonyms">
      {shown.map((synonym) => (
        <Box as="li" key={synonym} maxW="full">
          <Badge variant="subtle" colorPalette="gray" size="md" whiteSpace="normal" h="auto" py="0.5">
            {synonym}
          </Badge>
        </Box>
      ))}
      {more > 0 ? (
        <li>
          <Badge variant="outline" colorPalette="gray" size="md">{`+${more} more`}</Badge>
        </li>
      ) : null}
    </HStack>
  );
}

/** "Example ({industry}): …" in a tinted box. */
export function IndustryExample({ industry, usage }: { industry: string; usage: string }) {
  return (
    <Box bg="bg.brandSubtle" borderRadius="md" p="4" color="fg.body">
      <Text>
        <Text as="span" fontWeight="semibold" color="fg.heading">{`Example (${industry}):`}</Text>
        {` ${usage}`}
      </Text>
    </Box>
  );
}

/** Links to related glossary terms, by name. */
export function RelatedTermLinks({ terms, headingId }: { terms: readonly { slug: string; term: string }[]; headingId?: string }) {
  return (
    <HStack as="ul" wrap="wrap" gap="2" listStyleType="none" aria-labelledby={headingId}>
      {terms.map((related) => (
        <li key={related.slug}>
          <Link asChild color="accent.text" fontSize="sm" fontWeight="medium" borderWidth="1px" borderColor="slate.200" borderRadius="md" px="3" py="1">
            <RouterLink to={paths.glossaryTerm(related.slug)}>{related.term}</RouterLink>
          </Link>
        </li>
      ))}
    </HStack>
  );
}

/**
 * One term of the list (section 2): name linking to its page, up to 3 synonyms, definition,
 * industry example, the two FAQs and up to 5 related terms named from the full list.
 */
export const GlossaryTermCard = memo(function GlossaryTermCard({
  term,
  namesBySlug,
}: {
  term: GlossaryTermCard_TermFragment;
  namesBySlug: ReadonlyMap<string, string>;
}) {
  const related = relatedTermLinks(term.relatedTerms, namesBySlug);
  const relatedHeadingId = `related-${term.slug}`;
  return (
    <Card.Root as="article" variant="outline" data-testid="glossary-term-card">
      <Card.Body gap="4">
        <Stack gap="2">
          <Heading as="h3" size="lg" color="fg.heading">
            <Link asChild color="fg.heading" _hover={{ color: 'accent.text' }}>
              <RouterLink to={paths.glossaryTerm(term.slug)}>{term.term}</RouterLink>
            </Link>
          </Heading>
          <SynonymBadges synonyms={term.synonyms} max={CARD_SYNONYMS} />
        </Stack>
        <Text color="fg.body">{term.definition}</Text>
        <IndustryExample industry={term.exampleIndustry} usage={term.exampleUsage} />
        <Box>
          <Text fontSize="sm" fontWeight="semibold" color="fg.subtle" mb="2">
            Frequently asked questions
          </Text>
          <FaqAccordion
            idPrefix={`faq-${term.slug}`}
            items={[
              { question: term.faqQ1, answer: term.faqA1 },
              { question: term.faqQ2, answer: term.faqA2 },
            ]}
          />
        </Box>
        {related.length > 0 ? (
          <Box>
            <Text id={relatedHeadingId} fontSize="sm" fontWeight="semibold" color="fg.subtle" mb="2">
              Related terms
            </Text>
            <RelatedTermLinks terms={related} headingId={relatedHeadingId} />
          </Box>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
});
