import { Alert, Badge, Box, Button, Card, Field, Heading, HStack, Input, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useDeferredValue, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { PageModule } from '../../lib/page-module';
import { PageQuery, type PageQueryResult } from '../../lib/page-query';
import { handOver } from '../../lib/prefetch';
import { PageHero } from '../../components/page-hero';
import { Seo } from '../../components/seo';
import { StatusScreen } from '../../components/status-screens';
import { WithSidebar } from '../../components/layout/with-sidebar';
import { LiveNearScreen } from '../../lib/deferred-part';
import { useWaitlist } from '../../components/waitlist/waitlist-context';
import { paths } from '../../config/paths';
import { useSiteConfig } from '../../config/site-config';
import { GlossaryPageDocument, type GlossaryPageQuery, type GlossaryTermCard_TermFragment } from '../../graphql/generated';
import { GlossaryTermCard, glossaryCardStyles, LONG_LIST } from './glossary-term-card';
import { GLOSSARY_NAME, groupByLetter, JUMP_LETTERS, OTHER_GROUP, searchGlossary, type LetterGroup } from './glossary-rules';

const SKELETON_ROWS = 8;

const groupId = (letter: string) => (letter === OTHER_GROUP ? 'glossary-letter-0-9' : `glossary-letter-${letter}`);
const groupLabel = (letter: string) => (letter === OTHER_GROUP ? 'terms starting with a number' : `terms starting with ${letter}`);
const countLabel = (count: number) => `${count} ${count === 1 ? 'term' : 'terms'}`;

/** Brings a letter's group into view and moves keyboard focus to its heading. */
function jumpTo(letter: string) {
  const id = groupId(letter);
  // A group still held as the server's HTML comes alive when its heading takes focus, in fresh
  // elements (LiveNearScreen): the group is looked up again on each frame.
  const findGroup = () => document.getElementById(id);
  const group = findGroup();
  if (!group) return;
  group.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
  // Cards are laid out only near the viewport (content-visibility), so until they have been seen
  // the page's height is an estimate. Gliding past hundreds of cards would lay each out on the way
  // and move the target while the scroll runs, so a far group is reached in one jump and a near
  // one with a glide; either way the group is lined up again once the cards around it have their
  // real heights.
  const near = Math.abs(group.getBoundingClientRect().top) < 2 * window.innerHeight;
  const glide = near && !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  group.scrollIntoView({ behavior: glide ? 'smooth' : 'instant', block: 'start' });
  let frames = 0;
  const lineUp = () => {
    const current = findGroup();
    if (!current) return;
    const offset = current.getBoundingClientRect().top - parseFloat(getComputedStyle(current).scrollMarginTop);
    if (Math.abs(offset) > 2) current.scrollIntoView({ behavior: 'instant', block: 'start' });
    // Cards that come into view render over the next frames; keep the group in place meanwhile.
    frames += 1;
    if (frames < 10) requestAnimationFrame(lineUp);
  };
  if (glide) window.addEventListener('scrollend', lineUp, { once: true });
  else requestAnimationFrame(lineUp);
}

function LetterJump({ available }: { available: ReadonlySet<string> }) {
  return (
    <Box as="nav" aria-label="Jump to letter">
      <HStack as="ul" wrap="wrap" gap="1.5" listStyleType="none">
        {JUMP_LETTERS.map((letter) => (
          <li key={letter}>
            <Button
              size="sm"
              variant="outline"
              minW="9"
              px="0"
              fontWeight="semibold"
              disabled={!available.has(letter)}
              aria-label={`Jump to ${groupLabel(letter)}`}
              onClick={() => jumpTo(letter)}
            >
              {letter}
            </Button>
          </li>
        ))}
      </HStack>
    </Box>
  );
}

function LetterGroupSection({ group, namesBySlug }: { group: LetterGroup<GlossaryTermCard_TermFragment>; namesBySlug: ReadonlyMap<string, string> }) {
  const id = groupId(group.letter);
  return (
    <Box as="section" id={id} aria-labelledby={`${id}-heading`} scrollMarginTop="24">
      <HStack gap="3" mb="4" pb="2" borderBottomWidth="2px" borderColor="accent.solid">
        <Heading as="h2" id={`${id}-heading`} size="3xl" color="fg.heading" tabIndex={-1} outline="none">
          {group.letter}
        </Heading>
        <Badge variant="subtle" colorPalette="gray" size="md" data-testid="glossary-letter-count">
          {countLabel(group.terms.length)}
        </Badge>
      </HStack>
      <Stack gap="5">
        {group.terms.map((item) => (
          <GlossaryTermCard key={item.slug} term={item} namesBySlug={namesBySlug} />
        ))}
      </Stack>
    </Box>
  );
}

function GlossarySkeleton() {
  return (
    <Stack gap="4" aria-busy="true" aria-label="Loading glossary terms">
      {Array.from({ length: SKELETON_ROWS }, (_, index) => (
        <Skeleton key={index} height="56" borderRadius="lg" />
      ))}
    </Stack>
  );
}

function GetStartedCard() {
  const { productName } = useSiteConfig();
  const { openWaitlist } = useWaitlist();
  return (
    <Card.Root bg="bg.brand" color="white" borderWidth="0">
      <Card.Body gap="3">
        <Heading as="h2" size="xl" color="white">
          Put these terms to work
        </Heading>
        <Text color="fg.onBrandMuted">
          {`${productName} discovers RFPs across industries, tracks their deadlines and matches them to your capabilities. Join the waitlist for early access, or read our guide to choosing RFP software.`}
        </Text>
      </Card.Body>
      <Card.Footer gap="4" flexWrap="wrap">
        <Button bg="accent.solid" color="accent.fg" _hover={{ bg: 'accent.hover' }} fontWeight="semibold" onClick={openWaitlist}>
          Join the Waitlist
        </Button>
        <Link asChild color="white" fontWeight="semibold" textDecoration="underline">
          <RouterLink to={paths.guide}>Read the RFP Software Guide</RouterLink>
        </Link>
      </Card.Footer>
    </Card.Root>
  );
}

// The list of every term is the site's largest page data: handed over, not restored into Apollo's cache.
export const loader: PageModule['loader'] = (deps) => handOver(deps, GlossaryPageDocument, {});

export function Component() {
  return (
    <PageQuery query={GlossaryPageDocument} variables={{}}>
      {(result) => <Glossary {...result} />}
    </PageQuery>
  );
}

function Glossary({ data, loading, error }: PageQueryResult<GlossaryPageQuery>) {
  const { productName, publicSiteUrl } = useSiteConfig();
  const [search, setSearch] = useState('');
  // Filtering and re-rendering hundreds of cards follows the typing instead of blocking it.
  const shownSearch = useDeferredValue(search).trim();
  const searching = search.trim() !== '';

  const terms = useMemo(() => data?.glossaryTerms ?? [], [data]);
  const namesBySlug = useMemo(() => new Map(terms.map((item) => [item.slug, item.term])), [terms]);
  const allLetters = useMemo(() => new Set(groupByLetter(terms).map((group) => group.letter)), [terms]);
  const results = useMemo(() => searchGlossary(terms, shownSearch), [terms, shownSearch]);
  const groups = useMemo(() => groupByLetter(results), [results]);

  return (
    <>
      <Seo
        title={`RFP Glossary: Procurement & Bidding Terms Defined | ${productName}`}
        description="Plain-English definitions of RFP, procurement and government contracting terms, with industry examples and answers to common questions."
        keywords={['RFP glossary', 'procurement glossary', 'government contracting terms', 'RFP terms', 'bid terminology']}
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'DefinedTermSet',
          '@id': `${publicSiteUrl}${paths.glossary}`,
          name: GLOSSARY_NAME,
          description: 'Definitions of RFP, procurement and government contracting terms.',
          url: `${publicSiteUrl}${paths.glossary}`,
          hasDefinedTerm: terms.map((item) => ({
            '@type': 'DefinedTerm',
            name: item.term,
            url: `${publicSiteUrl}${paths.glossaryTerm(item.slug)}`,
          })),
        }}
      />
      <PageHero
        title={GLOSSARY_NAME}
        lead={
          terms.length > 0
            ? `${terms.length} RFP, bidding and procurement terms explained in plain English, each with an industry example and answers to common questions.`
            : 'RFP, bidding and procurement terms explained in plain English, each with an industry example and answers to common questions.'
        }
      />
      <WithSidebar context="glossary" currentPage={GLOSSARY_NAME}>
        {error ? (
          <StatusScreen title="Error Loading Glossary" text="We're having trouble loading the glossary terms. Please try again later." />
        ) : loading && !data ? (
          <GlossarySkeleton />
        ) : terms.length === 0 ? (
          <StatusScreen title="No Terms Available" text="Glossary terms will appear here as soon as they are published." />
        ) : (
          <Stack gap="8" css={glossaryCardStyles} data-long-list={results.length > LONG_LIST ? '' : undefined}>
            <Stack gap="5">
              <Field.Root>
                <Field.Label fontWeight="semibold" color="fg.heading">
                  Search the glossary
                </Field.Label>
                <Input
                  type="search"
                  size="lg"
                  value={search}
                  onChange={(event) => setSearch(event.target.value)}
                  placeholder="Search terms, definitions or synonyms"
                  autoComplete="off"
                />
                <Field.HelperText color="fg.subtle" aria-live="polite">
                  {shownSearch ? `${countLabel(results.length)} found` : `${countLabel(terms.length)} in total`}
                </Field.HelperText>
              </Field.Root>
              {searching ? null : <LetterJump available={allLetters} />}
            </Stack>

            {shownSearch && results.length === 0 ? (
              <Alert.Root status="info" borderRadius="lg">
                <Alert.Indicator />
                <Alert.Content gap="3">
                  <Alert.Title>{`No terms found matching "${shownSearch}". Try different keywords or browse all terms.`}</Alert.Title>
                  <Box>
                    <Button size="sm" variant="outline" onClick={() => setSearch('')}>
                      Browse all terms
                    </Button>
                  </Box>
                </Alert.Content>
              </Alert.Root>
            ) : null}

            {groups.map((group) => (
              // A group comes alive near the screen (the page hydrates only the few in view), and
              // every group does once a search changes what they show.
              <LiveNearScreen key={group.letter} name={groupId(group.letter)} release={shownSearch !== ''}>
                <LetterGroupSection group={group} namesBySlug={namesBySlug} />
              </LiveNearScreen>
            ))}

            <GetStartedCard />
          </Stack>
        )}
      </WithSidebar>
    </>
  );
}
