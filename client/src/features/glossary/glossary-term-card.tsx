import { Badge, Box, HStack, Link, Text, type SystemStyleObject } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { DISCLOSURE_SUMMARY } from '../../components/disclosure-summary';
import { paths } from '../../config/paths';
import type { GlossaryTermCard_TermFragment } from '../../graphql/generated';
import { splitCommas } from '../../lib/format';
import { CARD_SYNONYMS, firstWithMore, RELATED_TERMS } from './glossary-rules';

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

/** The chevron of a FAQ question, drawn as a mask so it takes the text colour (same path as the FAQ accordion's). */
const CHEVRON = `url("data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="black" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="m6 9 6 6 6-6"/></svg>')}")`;

/** From this many cards on, the list is long enough for off-screen cards to skip rendering. */
export const LONG_LIST = 30;

/**
 * The look of every term card, set once on the element that holds the cards (which carries
 * `data-long-list` when it shows more than LONG_LIST cards). The list has 266
 * cards: drawing them with plain elements styled from here, instead of one Chakra component per
 * element, keeps the page's HTML, DOM and hydration small (the term page keeps the components).
 */
export const glossaryCardStyles: SystemStyleObject = {
  '& [data-part="term-card"]': {
    display: 'flex',
    flexDirection: 'column',
    gap: '4',
    p: '6',
    bg: 'white',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'l3',
    color: 'fg.body',
  },
  // In a long list, off-screen cards skip style, layout and paint until they come near the
  // viewport: laying out all 266 cards at once blocked a phone's main thread for about half a
  // second. The placeholder height is a little above the tallest card at each width, so a skipped
  // card's content never spills onto the next one (tools that measure elements see no overlap).
  '&[data-long-list] [data-part="term-card"]': {
    contentVisibility: 'auto',
    containIntrinsicSize: { base: 'auto 84rem', md: 'auto 50rem' },
  },
  '& [data-part="term-card"] h3': { fontSize: 'lg', lineHeight: '1.75rem', fontWeight: 'semibold', color: 'fg.heading' },
  '& [data-part="term-card"] a': {
    borderRadius: 'l1',
    _focusVisible: { outline: '2px solid', outlineColor: 'navy.500', outlineOffset: '2px' },
  },
  // inline-block: a touch target as high as the line (WCAG 2.5.8), not just the glyphs.
  '& [data-part="term-card"] h3 a': { display: 'inline-block', color: 'fg.heading', _hover: { color: 'accent.text', textDecoration: 'underline' } },
  '& [data-part="synonyms"], & [data-part="related"]': { display: 'flex', flexWrap: 'wrap', gap: '2', listStyleType: 'none' },
  '& [data-part="synonyms"]': { mt: '-2' },
  '& [data-part="synonyms"] li': {
    maxW: 'full',
    px: '2',
    py: '0.5',
    borderRadius: 'l2',
    fontSize: 'xs',
    fontWeight: 'medium',
    lineHeight: '1.25rem',
    bg: 'gray.100',
    color: 'gray.800',
  },
  '& [data-part="synonyms"] li[data-more]': { bg: 'transparent', boxShadow: 'inset 0 0 0 1px {colors.gray.300}' },
  '& [data-part="example"]': { bg: 'bg.brandSubtle', borderRadius: 'md', p: '4' },
  '& [data-part="example"] span': { fontWeight: 'semibold', color: 'fg.heading' },
  '& [data-part="label"]': { fontSize: 'sm', fontWeight: 'semibold', color: 'fg.subtle', mb: '2' },
  '& [data-part="faq"]': { borderWidth: '1px', borderColor: 'border', borderRadius: 'l2', overflow: 'hidden' },
  '& [data-part="faq"] details + details': { borderTopWidth: '1px', borderColor: 'border' },
  '& [data-part="faq"] details[open]': { bg: 'bg.subtle' },
  '& [data-part="faq"] summary': {
    ...DISCLOSURE_SUMMARY,
    gap: '3',
    px: '4',
    py: '4',
    fontWeight: 'semibold',
    color: 'fg.heading',
    _focusVisible: { outline: '2px solid', outlineColor: 'navy.500', outlineOffset: '-2px' },
    '&::after': {
      content: '""',
      flexShrink: 0,
      ms: 'auto',
      w: '1.2em',
      h: '1.2em',
      bg: 'fg.subtle',
      maskImage: CHEVRON,
      maskSize: 'contain',
      maskRepeat: 'no-repeat',
      transition: 'rotate 0.2s',
    },
  },
  '& [data-part="faq"] details[open] > summary::after': { rotate: '180deg' },
  '& [data-part="faq"] details > p': { px: '4', pt: '1', pb: '4' },
  '& [data-part="related"] a': {
    display: 'inline-block',
    color: 'accent.text',
    fontSize: 'sm',
    fontWeight: 'medium',
    borderWidth: '1px',
    borderColor: 'slate.200',
    borderRadius: 'md',
    px: '3',
    py: '1',
    _hover: { textDecoration: 'underline' },
  },
};

/**
 * A card's two questions as native disclosures sharing a name, each with its answer: the browser
 * keeps one open at a time and a click on the open one closes it, with no script per card, before
 * the app is live and without scripts. (The answers were fetched when a question was first opened:
 * 0.6 s on a phone once live, 1.6-2.1 s as the first touch. With 30 cards a page they cost less
 * than the fetch; decision record 0011.)
 */
function TermFaq({ term }: { term: GlossaryTermCard_TermFragment }) {
  const name = `faq-${term.slug}`;
  return (
    <div data-part="faq">
      <details name={name}>
        <summary>{term.faqQ1}</summary>
        <p>{term.faqA1}</p>
      </details>
      <details name={name}>
        <summary>{term.faqQ2}</summary>
        <p>{term.faqA2}</p>
      </details>
    </div>
  );
}

/**
 * One term of the list: name linking to its page, up to 3 synonyms, definition,
 * industry example, the two FAQs and up to 5 related terms.
 */
export function GlossaryTermCard({ term }: { term: GlossaryTermCard_TermFragment }) {
  const related = term.related.slice(0, RELATED_TERMS);
  const { shown: synonyms, more } = firstWithMore(splitCommas(term.synonyms), CARD_SYNONYMS);
  const relatedHeadingId = `related-${term.slug}`;
  return (
    <article data-part="term-card" data-testid="glossary-term-card">
      <h3>
        <RouterLink to={paths.glossaryTerm(term.slug)}>{term.term}</RouterLink>
      </h3>
      {synonyms.length > 0 ? (
        <ul data-part="synonyms" aria-label="Synonyms">
          {synonyms.map((synonym) => (
            <li key={synonym}>{synonym}</li>
          ))}
          {more > 0 ? <li data-more="">{`+${more} more`}</li> : null}
        </ul>
      ) : null}
      <p>{term.definition}</p>
      <p data-part="example">
        <span>{`Example (${term.exampleIndustry}):`}</span>
        {` ${term.exampleUsage}`}
      </p>
      <div>
        <p data-part="label">Frequently asked questions</p>
        <TermFaq term={term} />
      </div>
      {related.length > 0 ? (
        <div>
          <p id={relatedHeadingId} data-part="label">
            Related terms
          </p>
          <ul data-part="related" aria-labelledby={relatedHeadingId}>
            {related.map((item) => (
              <li key={item.slug}>
                <RouterLink to={paths.glossaryTerm(item.slug)}>{item.term}</RouterLink>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </article>
  );
}
