import { Alert, Badge, Box, Button, Card, Field, Heading, HStack, Input, Link, Skeleton, Stack, Text, type SystemStyleObject } from '@chakra-ui/react';
import { startTransition, Suspense, useEffect, useRef, useState } from 'react';
import { Await, Link as RouterLink, NavigationType, useLoaderData, useLocation, useNavigationType, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { deferred, runQuery, usePageError, type RouteDeps } from '../../lib/route-data';
import { PageHero } from '../../components/page-hero';
import { Seo } from '../../components/seo';
import { StatusScreen } from '../../components/status-screens';
import { WithSidebar } from '../../components/layout/with-sidebar';
import { isPlainClick } from '../../lib/plain-click';
import { useTypedEarly } from '../../lib/typed-early';
import { EarlyAccessLink } from '../../components/waitlist/early-access-link';
import { HubPages, pageInUrl, pageOfPages, pageTitle } from '../../components/hub-pages';
import { paths } from '../../config/paths';
import { useSiteConfig } from '../../config/site-config';
import { GlossaryPageDocument, type GlossaryPageQuery, type GlossaryPageQueryVariables, type GlossaryTermCard_TermFragment } from '../../graphql/generated';
import { GlossaryTermCard, glossaryCardStyles, LONG_LIST } from './glossary-term-card';
import { GLOSSARY_NAME, groupByLetter, JUMP_LETTERS, MAX_SEARCH_LENGTH, OTHER_GROUP, SEARCH_PARAM, searchInUrl, type LetterGroup } from './glossary-rules';

const SKELETON_ROWS = 8;

// The selector styles the page's root, so it does not end with `&` as Chakra's types expect of a nested one.
const WHILE_LONG_LIST_ON_PAGE: string = 'html:has(&[data-long-list])';

/**
 * The cards' look, and what makes a letter link followed before the page is live (or without
 * scripts) land on its group. While the list is long, cards are laid out only near the viewport
 * (content-visibility), so the page's height is an estimate: the page's smooth scroll to an anchor
 * moved its target while it glided past hundreds of cards, and a jump landed thousands of pixels
 * off. So anchors are jumped to at once, and with a group targeted every card is laid out, which
 * puts the group where the jump lands (it still landed a few hundred pixels off without).
 */
const glossaryStyles: SystemStyleObject = {
  ...glossaryCardStyles,
  [WHILE_LONG_LIST_ON_PAGE]: { scrollBehavior: 'auto' },
  '&[data-long-list]:has(section:target) [data-part="term-card"]': { contentVisibility: 'visible' },
};

const groupId = (letter: string) => (letter === OTHER_GROUP ? 'glossary-letter-0-9' : `glossary-letter-${letter}`);
const groupLabel = (letter: string) => (letter === OTHER_GROUP ? 'terms starting with a number' : `terms starting with ${letter}`);
const countLabel = (count: number) => `${count} ${count === 1 ? 'term' : 'terms'}`;

/** Brings a letter's group into view and moves keyboard focus to its heading. */
function jumpTo(letter: string) {
  const id = groupId(letter);
  const group = document.getElementById(id);
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
    // Where a scroll to it puts it: below the page's scroll padding (the fixed bar) and its own margin.
    const offset = group.getBoundingClientRect().top - parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) - parseFloat(getComputedStyle(group).scrollMarginTop);
    if (Math.abs(offset) > 2) group.scrollIntoView({ behavior: 'instant', block: 'start' });
    // Cards that come into view render over the next frames; keep the group in place meanwhile.
    frames += 1;
    if (frames < 10) requestAnimationFrame(lineUp);
  };
  if (glide) window.addEventListener('scrollend', lineUp, { once: true });
  else requestAnimationFrame(lineUp);
}

type GlossaryLetters = GlossaryPageQuery['glossaryPage']['letters'];

/** A page of the glossary, with the search it lists the matches of (none: every term). */
const glossaryHref = (page: number, search = '') => {
  const params = new URLSearchParams();
  if (search.trim()) params.set(SEARCH_PARAM, search);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${paths.glossary}?${query}` : paths.glossary;
};

/**
 * Links to the letter groups' anchors, so they work before the page hydrates and without scripts;
 * once live, a click glides to a group on this page and focuses its heading instead (jumpTo). A
 * letter whose terms are on another page of the glossary links to that page's anchor. A letter no
 * term starts with is a disabled button: there is nothing to link to.
 */
function LetterJump({ letters, page }: { letters: GlossaryLetters; page: number }) {
  const byLetter = new Map(letters.map((item) => [item.letter, item]));
  return (
    <Box as="nav" aria-label="Jump to letter">
      <HStack as="ul" wrap="wrap" gap="1.5" listStyleType="none">
        {JUMP_LETTERS.map((letter) => {
          const target = byLetter.get(letter);
          return (
            <li key={letter}>
              {!target ? (
                <Button size="sm" variant="outline" minW="9" px="0" fontWeight="semibold" disabled aria-label={`Jump to ${groupLabel(letter)}`}>
                  {letter}
                </Button>
              ) : target.page === page ? (
                <Button asChild type={undefined} size="sm" variant="outline" minW="9" px="0" fontWeight="semibold">
                  <a
                    href={`#${groupId(letter)}`}
                    aria-label={`Jump to ${groupLabel(letter)}`}
                    onClick={(event) => {
                      if (!isPlainClick(event)) return;
                      event.preventDefault();
                      jumpTo(letter);
                    }}
                  >
                    {letter}
                  </a>
                </Button>
              ) : (
                <Button asChild type={undefined} size="sm" variant="outline" minW="9" px="0" fontWeight="semibold">
                  <RouterLink to={`${glossaryHref(target.page)}#${groupId(letter)}`} aria-label={`Jump to ${groupLabel(letter)} (page ${target.page})`}>
                    {letter}
                  </RouterLink>
                </Button>
              )}
            </li>
          );
        })}
      </HStack>
    </Box>
  );
}

function LetterGroupSection({ group, count }: { group: LetterGroup<GlossaryTermCard_TermFragment>; count: number }) {
  const id = groupId(group.letter);
  return (
    <Box as="section" id={id} aria-labelledby={`${id}-heading`} scrollMarginTop="8">
      <HStack gap="3" mb="4" pb="2" borderBottomWidth="2px" borderColor="accent.solid">
        <Heading as="h2" id={`${id}-heading`} size="3xl" color="fg.heading" tabIndex={-1} outline="none">
          {group.letter}
        </Heading>
        <Badge variant="subtle" colorPalette="gray" size="md" data-testid="glossary-letter-count">
          {countLabel(count)}
        </Badge>
      </HStack>
      <Stack gap="5">
        {/* Each card hydrates on its own: a card opened before the page is live makes React hydrate that card first, not the whole list. */}
        {group.terms.map((item) => (
          <Suspense key={item.slug} fallback={null}>
            <GlossaryTermCard term={item} />
          </Suspense>
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
        <EarlyAccessLink>Join the Waitlist</EarlyAccessLink>
        <Link asChild color="white" fontWeight="semibold" textDecoration="underline">
          <RouterLink to={paths.guide}>Read the RFP Software Guide</RouterLink>
        </Link>
      </Card.Footer>
    </Card.Root>
  );
}

/** The page's query from its URL: the search (`?q=`) and the page (`?page=`). */
function glossaryVariables(params: URLSearchParams): GlossaryPageQueryVariables {
  const search = searchInUrl(params).trim();
  const page = pageInUrl(params);
  return { ...(search ? { search } : {}), ...(page > 1 ? { page } : {}) };
}

// One page of the glossary (or of a search's matches); a page past the last is a 404.
export const loader = (deps: RouteDeps, { request }: LoaderFunctionArgs) =>
  deferred(
    deps,
    runQuery(deps, GlossaryPageDocument, glossaryVariables(new URL(request.url).searchParams), {
      missing: (result) => result.glossaryPage.page > result.glossaryPage.pageCount,
      keepWhenMissing: (result) => result,
    }),
  );

// While a new search's answer is on its way, the previous one stays on screen (the router's moves are transitions).
export function Component() {
  const { page } = useLoaderData<typeof loader>();
  return (
    <Suspense fallback={<Glossary />}>
      <Await resolve={page}>{(data) => <Glossary data={data} />}</Await>
    </Suspense>
  );
}

export function ErrorBoundary() {
  const { status, data } = usePageError<GlossaryPageQuery>();
  return status === 404 && data ? <Glossary data={data} /> : <Glossary failed />;
}

/**
 * The glossary's search lives in the URL (`/glossary?q=bid`): the server renders it filtered, and
 * the search form, whose box is left to the browser (uncontrolled), submits there with a plain GET
 * before the page has hydrated or without scripts. Once live, the list follows the typing at once
 * and the URL is replaced to match; what the visitor typed before hydration is applied as the page
 * hydrates. A move through the history or a link (clear) puts the URL's search back in the box.
 */
function useGlossarySearch() {
  const [params, setParams] = useSearchParams();
  const { key } = useLocation();
  const navigationType = useNavigationType();
  const inUrl = searchInUrl(params);
  const [search, setSearch] = useState(inUrl);
  const input = useRef<HTMLInputElement>(null);

  // A transition: the keystroke paints at once, and the list's render yields to the next one.
  const apply = (text: string) =>
    startTransition(() => {
      setSearch(text);
      setParams(text.trim() ? { [SEARCH_PARAM]: text } : {}, { replace: true, preventScrollReset: true });
    });

  // The box may hold what the visitor typed while the page was still the server's HTML: it is
  // searched for as the page hydrates; from then on the box's change events apply it.
  useTypedEarly(input, search, apply);

  // The search's own writes replace the URL; Back, Forward or a link push or pop it, and put the
  // URL's search back in the box (a new box, whose default is the URL's search).
  const [followed, setFollowed] = useState({ key, box: key });
  if (followed.key !== key) {
    const moved = navigationType !== NavigationType.Replace;
    setFollowed({ key, box: moved ? key : followed.box });
    if (moved) setSearch(inUrl);
  }

  return { search, inUrl, input, apply, box: followed.box };
}

/**
 * A letter on another page of the glossary links to that page's group: once that page's terms are
 * on screen (its answer may arrive after the move), the group is brought into view.
 */
function useArrivalOnPage(page: number | undefined) {
  const { hash } = useLocation();
  const shownPage = useRef(page);
  useEffect(() => {
    if (page === undefined || page === shownPage.current) return;
    shownPage.current = page;
    const letter = JUMP_LETTERS.find((item) => `#${groupId(item)}` === hash);
    if (letter) jumpTo(letter);
  }, [page, hash]);
}

/** The glossary: loading while it has neither terms nor a failure. */
function Glossary({ data: pageData, failed = false }: { data?: GlossaryPageQuery; failed?: boolean }) {
  const { productName, publicSiteUrl } = useSiteConfig();
  const { search, inUrl, input, apply, box } = useGlossarySearch();
  const searching = search.trim() !== '';
  const data = pageData?.glossaryPage;
  // The search the shown terms match: the one of the answer on screen, which may be a keystroke behind the box.
  const shownSearch = inUrl.trim();

  const terms = data?.terms ?? [];
  const groups = groupByLetter(terms);
  const countOf = new Map((data?.letters ?? []).map((item) => [item.letter, item.count]));
  useArrivalOnPage(data?.page);
  const termCount = data?.termCount ?? 0;
  const matchCount = data?.matchCount ?? 0;
  const missingPage = data !== undefined && data.page > data.pageCount;

  return (
    <>
      <Seo
        title={`RFP Glossary: Procurement & Bidding Terms Defined${pageTitle(data)} | ${productName}`}
        description={`Plain-English definitions of RFP, procurement and government contracting terms, with industry examples and answers to common questions.${pageOfPages(data)}`}
        keywords={['RFP glossary', 'procurement glossary', 'government contracting terms', 'RFP terms', 'bid terminology']}
        // Each page of the glossary is its own page for crawlers; a search's results are not.
        canonicalPath={shownSearch || !data ? paths.glossary : glossaryHref(Math.min(data.page, data.pageCount))}
        noindex={shownSearch !== '' || missingPage}
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
          termCount > 0
            ? `${termCount} RFP, bidding and procurement terms explained in plain English, each with an industry example and answers to common questions.`
            : 'RFP, bidding and procurement terms explained in plain English, each with an industry example and answers to common questions.'
        }
      />
      <WithSidebar context="glossary" currentPage={GLOSSARY_NAME}>
        {failed ? (
          <StatusScreen title="Error Loading Glossary" text="We're having trouble loading the glossary terms. Please try again later." />
        ) : !data ? (
          <GlossarySkeleton />
        ) : termCount === 0 ? (
          <StatusScreen title="No Terms Available" text="Glossary terms will appear here as soon as they are published." />
        ) : missingPage ? (
          <StatusScreen
            title="Glossary Page Not Found"
            text={`The glossary has ${data.pageCount} ${data.pageCount === 1 ? 'page' : 'pages'} of terms.`}
            action={{ label: 'Back to the Glossary', to: paths.glossary }}
          />
        ) : (
          <Stack gap="8" css={glossaryStyles} data-long-list={terms.length > LONG_LIST ? '' : undefined}>
            <Stack gap="5">
              <form
                method="get"
                action={paths.glossary}
                role="search"
                aria-label="Search the glossary"
                onSubmit={(event) => {
                  event.preventDefault();
                  const typed = new FormData(event.currentTarget).get(SEARCH_PARAM);
                  apply(typeof typed === 'string' ? typed : '');
                }}
              >
                <Field.Root>
                  <Field.Label fontWeight="semibold" color="fg.heading">
                    Search the glossary
                  </Field.Label>
                  {/* On a phone the button goes under the box, which keeps the width its placeholder needs (it was cut at "definitions or"). */}
                  <Stack direction={{ base: 'column', sm: 'row' }} gap="3" width="full">
                    <Input
                      key={box}
                      ref={input}
                      type="search"
                      name={SEARCH_PARAM}
                      size="lg"
                      maxLength={MAX_SEARCH_LENGTH}
                      flex={{ base: 'none', sm: '1' }}
                      defaultValue={inUrl}
                      onChange={(event) => apply(event.target.value)}
                      placeholder="Search terms, definitions or synonyms"
                      autoComplete="off"
                    />
                    <Button type="submit" size="lg" bg="accent.solid" color="accent.fg" _hover={{ bg: 'accent.hover' }}>
                      Search
                    </Button>
                  </Stack>
                  <HStack gap="3" wrap="wrap">
                    <Field.HelperText color="fg.subtle" aria-live="polite">
                      {shownSearch ? `${countLabel(matchCount)} found` : `${countLabel(termCount)} in total`}
                    </Field.HelperText>
                    {searching ? (
                      <Link asChild fontSize="sm" color="accent.text" fontWeight="semibold" mt="1.5">
                        <RouterLink to={paths.glossary}>Clear search</RouterLink>
                      </Link>
                    ) : null}
                  </HStack>
                </Field.Root>
              </form>
              {searching || !data ? null : <LetterJump letters={data.letters} page={data.page} />}
            </Stack>

            {shownSearch && matchCount === 0 ? (
              <Alert.Root status="info" borderRadius="lg">
                <Alert.Indicator />
                <Alert.Content gap="3">
                  <Alert.Title>{`No terms found matching "${shownSearch}". Try different keywords or browse all terms.`}</Alert.Title>
                  <Box>
                    <Button asChild type={undefined} size="sm" variant="outline">
                      <RouterLink to={paths.glossary}>Browse all terms</RouterLink>
                    </Button>
                  </Box>
                </Alert.Content>
              </Alert.Root>
            ) : null}

            {groups.map((group) => (
              <LetterGroupSection key={group.letter} group={group} count={countOf.get(group.letter) ?? group.terms.length} />
            ))}

            {data ? <HubPages label="Glossary pages" page={data.page} pageCount={data.pageCount} hrefOf={(page) => glossaryHref(page, shownSearch)} /> : null}

            <GetStartedCard />
          </Stack>
        )}
      </WithSidebar>
    </>
  );
}
