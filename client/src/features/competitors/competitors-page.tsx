import { Box, Button, Card, Container, Field, Heading, HStack, Input, Link, NativeSelect, SimpleGrid, Skeleton, Stack, Text, type SystemStyleObject } from '@chakra-ui/react';
import { startTransition, Suspense, useRef, useState } from 'react';
import { Await, Link as RouterLink, NavigationType, useLoaderData, useLocation, useNavigationType, useSearchParams, type ShouldRevalidateFunction } from 'react-router-dom';
import { deferredParts, runQuery, usePageError, type RouteDeps } from '../../lib/route-data';
import { Breadcrumbs, breadcrumbJsonLd, type Crumb } from '../../components/breadcrumbs';
import { HeroUpdatedLine } from '../../components/editorial-notes';
import { FaqAccordion, type FaqItem } from '../../components/faq';
import { Seo } from '../../components/seo';
import { Section, StatusScreen } from '../../components/status-screens';
import { formatContentDate } from '../../lib/content-date';
import { useTypedEarly } from '../../lib/typed-early';
import { paths } from '../../config/paths';
import { useSiteConfig } from '../../config/site-config';
import {
  CompetitorsHubFeaturedDocument,
  CompetitorsHubListDocument,
  type CompetitorCard_CompetitorFragment,
  type CompetitorsHubFeaturedQuery,
  type CompetitorsHubListQuery,
} from '../../graphql/generated';
import { CompetitorCard } from './competitor-card';
import { HeroStats, WaitlistCallToAction } from './competitor-parts';
import {
  CATEGORY_LABELS,
  COMPETITOR_CATEGORIES,
  clearedHubFilters,
  DEFAULT_HUB_FILTERS,
  HUB_PARAMS,
  HUB_SORT_LABELS,
  COMPARED_FEATURES,
  MAX_SEARCH_LENGTH,
  hubFiltersQuery,
  hubStats,
  parseHubFilters,
  priceFindingCounts,
  priceFindingsSentence,
  priceRangeText,
  sameHubFilters,
  standardPlanOffer,
  titleWithReviewYear,
  visibleCompetitors,
  type HubFilters,
  type HubSort,
} from './competitor-rules';

const TITLE = 'Best RFP Software Tools';

/**
 * The hub's headline stats, computed from the data rather than written as claims: the tools
 * listed, the published entry prices for a year, and the rows each comparison compares.
 */
function headlineStats(facts: CompetitorsHubFeaturedQuery['hubFacts']) {
  const stats = hubStats(facts);
  return [
    { value: `${stats.tools}`, label: 'Tools compared' },
    { value: priceRangeText(stats), label: `Price range (prices read on the vendor's own page for ${stats.published} of ${stats.tools})` },
    { value: `${COMPARED_FEATURES.length}`, label: 'Features compared on each comparison page' },
  ];
}

function hubFaq(productName: string, facts: CompetitorsHubFeaturedQuery['hubFacts']): FaqItem[] {
  return [
    {
      question: 'What is RFP software?',
      answer:
        'RFP software covers two different jobs. Discovery tools find requests for proposals on government portals and other sources and alert you to the ones that fit your business. Response tools help a team answer the RFPs it already has, with answer libraries, reviewer workflows and AI-assisted drafting. Procurement suites sit on the buyer side, and suppliers register on them to receive invitations to bid.',
    },
    {
      question: 'How much does RFP software cost?',
      answer: `${priceFindingsSentence(priceFindingCounts(facts), (date) => formatContentDate(date, 'MMMM d, yyyy'))} Where a vendor's page asks for a quote, the price reads "Contact for pricing"; where we could not check it, "Not published here" with a link to the vendor's own site, never a guess.`,
    },
    {
      question: 'What is the difference between RFP discovery and RFP response software?',
      answer:
        'Discovery software answers "which bids should we look at?" by searching and matching new solicitations. Response software answers "how do we write this proposal well and fast?" by reusing approved content. Many teams need both, and few tools do both well.',
    },
    {
      question: 'How do you compare these tools?',
      answer: `Each comparison uses the vendor's public website, pricing page and documentation, and shows the date those facts were last checked. A review score appears only when it comes from a named public source with a date; otherwise the tool reads "Not rated". These pages are published by the ${productName} team, so confirm the details that matter to you with each vendor.`,
    },
    {
      question: 'Which RFP software is best for a small business?',
      answer: `Small teams usually need to find the right bids before they need response tooling. Official sources and bid boards cover the basics; ${productName}, our own product, is built for small teams that want matched opportunities and is in early access; the ${standardPlanOffer()} comes later. Response platforms pay off once a team answers RFPs every week.`,
    },
    {
      question: `Is ${productName} available today?`,
      answer: `${productName} is in early access. Joining the waitlist on the home page is how a company becomes a member; members are let in in batches and start the Early Adopter plan's free trial in the app. General availability comes later.`,
    },
  ];
}

const RESOURCES = [
  {
    title: 'RFP Software Guide',
    text: 'How to choose RFP software for your team size, budget and the kind of bids you chase.',
    to: paths.guide,
    label: 'Read the guide',
    more: [],
  },
  {
    title: 'RFP Glossary',
    text: 'Plain definitions of 250+ procurement and proposal terms.',
    to: paths.glossary,
    label: 'Browse the glossary',
    more: [
      { label: 'RFP Software', to: paths.glossaryTerm('rfp-software') },
      { label: 'Request for Proposal (RFP)', to: paths.glossaryTerm('request-for-proposal') },
      { label: 'Bid Board', to: paths.glossaryTerm('bid-board') },
    ],
  },
  {
    title: 'RFP Strategy Blog',
    text: 'Guides on finding, qualifying and winning RFPs.',
    to: paths.blog,
    label: 'Read the blog',
    more: [
      { label: 'How to Find RFPs', to: paths.post('how-to-find-rfps') },
      { label: 'RFP Automation Guide', to: paths.post('rfp-automation-guide') },
      { label: 'AI RFP Discovery', to: paths.post('ai-in-rfp-discovery') },
    ],
  },
  {
    title: 'RFPs by Industry',
    text: 'Market sizes, contract values and competition in 50+ industries.',
    to: paths.industries,
    label: 'Explore industries',
    more: [
      { label: 'Government & Defense', to: paths.industry('government-defense') },
      { label: 'Healthcare', to: paths.industry('healthcare') },
      { label: 'Construction & Infrastructure', to: paths.industry('construction-infrastructure') },
    ],
  },
] as const;

/** The hub's facts and featured tools come with the page; the list of tools shows its loading state until it arrives. */
export const loader = async (deps: RouteDeps) => {
  const [hub, parts] = await Promise.all([runQuery(deps, CompetitorsHubFeaturedDocument, {}), deferredParts(deps, { list: runQuery(deps, CompetitorsHubListDocument, {}) })]);
  return { hub, ...parts };
};

/** The filters apply to the list the page has (`visibleCompetitors`): a change of the URL's query asks nothing. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  defaultShouldRevalidate && currentUrl.pathname !== nextUrl.pathname;

/** The filters a form shows, read from its fields as the browser would submit them. */
function filtersInForm(form: HTMLFormElement): HubFilters {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') params.set(name, value);
  return parseHubFilters(params);
}

/**
 * The hub's filters live in the URL query: the server renders `/competitors?q=…&category=…&sort=…`
 * filtered, and the filter form, whose fields are left to the browser (uncontrolled), submits
 * there with a plain GET before the page has hydrated or without scripts. Once live, the list
 * follows the form at once (typing, a select changed) and the URL is replaced to match; what the
 * visitor typed or chose before hydration is applied as the page hydrates. A move through the
 * history or a link (Clear Filters) puts the URL's filters back into the form.
 */
function useHubFilters() {
  const [params, setParams] = useSearchParams();
  const { key } = useLocation();
  const navigationType = useNavigationType();
  const inUrl = parseHubFilters(params);
  const [filters, setFilters] = useState(inUrl);

  // A transition: the keystroke or the choice paints at once, and the list's render yields to the next one.
  const apply = (next: HubFilters) =>
    startTransition(() => {
      setFilters(next);
      setParams(hubFiltersQuery(next), { replace: true, preventScrollReset: true });
    });

  // As the form hydrates, it may hold what the visitor typed or chose while the page was still the
  // server's HTML: applied once, here where the router takes moves from the first layout effect
  // on (a child's layout effects run before it); from then on the form's change events apply it.
  const form = useRef<HTMLFormElement>(null);
  useTypedEarly(form, inUrl, apply, filtersInForm, sameHubFilters);

  // The hub's own writes replace the URL; Back, Forward or a link push or pop it, and put the URL's
  // filters back into the form (a new form, whose fields default to the URL's filters).
  const [followed, setFollowed] = useState({ key, form: key });
  if (followed.key !== key) {
    const moved = navigationType !== NavigationType.Replace;
    setFollowed({ key, form: moved ? key : followed.form });
    if (moved) setFilters(inUrl);
  }

  return { filters, inUrl, apply, form, formKey: followed.form };
}

function FeaturedCard({ label, competitor }: { label: string; competitor: CompetitorCard_CompetitorFragment }) {
  const { productName } = useSiteConfig();
  return (
    <Card.Root variant="elevated" bg="white" height="full">
      <Card.Header gap="1">
        <Text fontSize="sm" fontWeight="semibold" color="accent.text" textTransform="uppercase" letterSpacing="wide">
          {label}
        </Text>
        <Card.Title as="h3" fontSize="2xl" color="fg.heading">
          {competitor.name}
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <Text>{competitor.shortDescription}</Text>
      </Card.Body>
      <Card.Footer>
        <Stack direction={{ base: 'column', sm: 'row' }} wrap="wrap" gap="3" width="full">
          <Button asChild type={undefined} bg="accent.solid" color="accent.fg" _hover={{ bg: 'accent.hover' }} whiteSpace="normal" height="auto" minH="10" py="2">
            <RouterLink to={paths.competitor(competitor.slug)}>{`${productName} vs ${competitor.name}`}</RouterLink>
          </Button>
          <Button asChild type={undefined} variant="outline" borderColor="slate.300" color="fg.heading" whiteSpace="normal" height="auto" minH="10" py="2">
            <RouterLink to={paths.alternatives(competitor.slug)}>{`${competitor.name} alternatives`}</RouterLink>
          </Button>
        </Stack>
      </Card.Footer>
    </Card.Root>
  );
}

function FeaturedSection() {
  const featured = useLoaderData<typeof loader>().hub.site.featuredCompetitors;
  const cards = [
    { label: 'Enterprise incumbent', competitor: featured.enterpriseIncumbent },
    { label: 'Government specialist', competitor: featured.governmentSpecialist },
  ].filter((card): card is { label: string; competitor: CompetitorCard_CompetitorFragment } => Boolean(card.competitor));
  if (cards.length === 0) return null;
  return (
    <Section bg="bg.brandSubtle">
      <Heading as="h2" size="2xl" color="fg.heading" mb="2">
        Featured comparisons
      </Heading>
      <Text color="fg.subtle" mb="6">
        Two reference points: the established enterprise response platform and the government contracting specialist.
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        {cards.map((card) => (
          <FeaturedCard key={card.competitor.slug} label={card.label} competitor={card.competitor} />
        ))}
      </SimpleGrid>
    </Section>
  );
}

/** Clear Filters: the hub with every tool in the same order (a link, so it works before the page is live too). */
function ClearFilters({ filters }: { filters: HubFilters }) {
  const query = hubFiltersQuery(clearedHubFilters(filters)).toString();
  return (
    <Button asChild type={undefined} variant="outline" borderColor="slate.300" color="fg.heading">
      <RouterLink to={query ? `${paths.competitors}?${query}` : paths.competitors}>Clear Filters</RouterLink>
    </Button>
  );
}

function FilterBar({ filters, inUrl, apply, form, formKey }: ReturnType<typeof useHubFilters>) {
  return (
    <form
      key={formKey}
      ref={form}
      method="get"
      action={paths.competitors}
      role="search"
      aria-label="Filter competitors"
      onChange={(event) => apply(filtersInForm(event.currentTarget))}
      onSubmit={(event) => {
        event.preventDefault();
        apply(filtersInForm(event.currentTarget));
      }}
    >
      <Stack direction={{ base: 'column', md: 'row' }} gap="4" align={{ base: 'stretch', md: 'flex-end' }}>
        <Field.Root flex="2">
          <Field.Label>Search tools</Field.Label>
          <Input type="search" name={HUB_PARAMS.search} defaultValue={inUrl.search} maxLength={MAX_SEARCH_LENGTH} placeholder="Search by name or description" bg="white" />
        </Field.Root>
        <Field.Root flex="1">
          <Field.Label>Category</Field.Label>
          <NativeSelect.Root bg="white">
            <NativeSelect.Field name={HUB_PARAMS.category} defaultValue={inUrl.category}>
              <option value="all">All categories</option>
              {COMPETITOR_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {CATEGORY_LABELS[category]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root flex="1">
          <Field.Label>Sort by</Field.Label>
          <NativeSelect.Root bg="white">
            <NativeSelect.Field name={HUB_PARAMS.sort} defaultValue={inUrl.sort}>
              {(Object.keys(HUB_SORT_LABELS) as HubSort[]).map((sort) => (
                <option key={sort} value={sort}>
                  {HUB_SORT_LABELS[sort]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <HStack gap="3">
          <Button type="submit" bg="accent.solid" color="accent.fg" _hover={{ bg: 'accent.hover' }}>
            Apply
          </Button>
          {sameHubFilters(filters, clearedHubFilters(filters)) ? null : <ClearFilters filters={filters} />}
        </HStack>
      </Stack>
    </form>
  );
}

/**
 * A category chosen in the form shows its tools in the next frame, before the page is live and
 * without scripts (Apply then puts it in the URL): while the list on screen is another category's,
 * the browser hides the other categories' cards and the list's count, which was for the list as
 * sent. Once live the list follows the form in a transition and these rules stop matching; until
 * that render lands they keep the choice on screen. The search box and the order wait for the app.
 */
const chosenCategoryStyles: SystemStyleObject = Object.fromEntries(
  (['all', ...COMPETITOR_CATEGORIES] as const).flatMap((category) => {
    const chosen = `&:has(select[name="${HUB_PARAMS.category}"] option[value="${category}"]:checked)`;
    return [
      ...(category === 'all' ? [] : [[`${chosen} [data-category]:not([data-category="${category}"])`, { display: 'none' }]]),
      [`${chosen} [data-listed-category]:not([data-listed-category="${category}"])`, { visibility: 'hidden' }],
    ];
  }),
);

const LOAD_ERROR = <StatusScreen title="Error Loading Competitors" text="We're having trouble loading the competitor list. Please try again later." />;

/** The list of tools, once it has arrived. */
function CompetitorGrid({ filters }: { filters: HubFilters }) {
  const { list } = useLoaderData<typeof loader>();
  return (
    <Suspense
      fallback={
        <Stack gap="4" aria-busy="true">
          <Text color="fg.subtle" role="status">
            Loading competitor comparison...
          </Text>
          <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
            {Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} height="80" borderRadius="lg" />
            ))}
          </SimpleGrid>
        </Stack>
      }
    >
      <Await resolve={list} errorElement={LOAD_ERROR}>
        {(data) => <CompetitorList list={data} filters={filters} />}
      </Await>
    </Suspense>
  );
}

function CompetitorList({ list, filters }: { list: CompetitorsHubListQuery; filters: HubFilters }) {
  const visible = visibleCompetitors(list.competitors, filters);
  if (visible.length === 0) {
    return (
      <Box textAlign="center" py="12" borderWidth="1px" borderStyle="dashed" borderColor="slate.300" borderRadius="lg" role="status" data-listed-category={filters.category}>
        <Text fontSize="lg" color="fg.heading" mb="4">
          No competitors found matching your criteria.
        </Text>
        <ClearFilters filters={filters} />
      </Box>
    );
  }
  return (
    <Stack gap="4">
      <Text color="fg.subtle" aria-live="polite" data-listed-category={filters.category}>
        {`Showing ${visible.length} ${visible.length === 1 ? 'tool' : 'tools'}`}
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
        {visible.map((competitor) => (
          <CompetitorCard key={competitor.slug} competitor={competitor} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

export function Component() {
  const { productName, publicSiteUrl } = useSiteConfig();
  const { filters, inUrl, apply, form, formKey } = useHubFilters();
  const crumbs: Crumb[] = [{ label: 'Home', to: paths.home }, { label: 'Compare Tools' }];
  const facts = useLoaderData<typeof loader>().hub.hubFacts;
  const faq = hubFaq(productName, facts);
  const stats = headlineStats(facts);
  const { lastReviewed } = hubStats(facts);
  const title = titleWithReviewYear(TITLE, lastReviewed);
  return (
    <>
      <Seo
        title={`${title}: Compare ${facts.length} RFP Tools | ${productName}`}
        description={`Compare ${facts.length} RFP discovery, response and procurement tools: published prices, free trials, features, setup time and honest pros and cons, from public sources.`}
        keywords={['best RFP software', 'RFP software comparison', 'RFP tools', 'RFP discovery software', 'proposal software alternatives']}
        canonicalPath={paths.competitors}
        // A filtered view is the same page as the hub: crawlers index the hub alone.
        noindex={!sameHubFilters(inUrl, DEFAULT_HUB_FILTERS)}
        jsonLd={[
          {
            '@context': 'https://schema.org',
            '@type': 'CollectionPage',
            name: title,
            url: `${publicSiteUrl}${paths.competitors}`,
          },
          breadcrumbJsonLd(crumbs, publicSiteUrl, paths.competitors),
        ]}
      />
      <Box bg="bg.brand" color="white" pt={{ base: '28', md: '32' }} pb={{ base: '12', md: '16' }}>
        <Container maxW="page">
          <Breadcrumbs items={crumbs} />
          <Heading as="h1" size={{ base: '3xl', md: '5xl' }} color="white" maxW="3xl">
            {title}
          </Heading>
          <Text mt="4" fontSize={{ base: 'md', md: 'lg' }} color="fg.onBrandMuted" maxW="prose">
            {`Honest comparisons of RFP discovery, response and procurement tools, written by the ${productName} team from each vendor's public information.`}
          </Text>
          {lastReviewed ? <HeroUpdatedLine date={lastReviewed} /> : null}
          {facts.length > 0 ? <HeroStats stats={stats} /> : null}
        </Container>
      </Box>

      <FeaturedSection />

      <Section>
        <Box as="section" aria-labelledby="all-tools-title">
          <Heading as="h2" id="all-tools-title" size="2xl" color="fg.heading" mb="6">
            All RFP software tools
          </Heading>
          <Stack gap="8" css={chosenCategoryStyles}>
            <FilterBar filters={filters} inUrl={inUrl} apply={apply} form={form} formKey={formKey} />
            <CompetitorGrid filters={filters} />
          </Stack>
        </Box>
      </Section>

      <Section bg="bg.brandSubtle">
        <Box maxW="3xl" mx="auto">
          <Heading as="h2" size="2xl" color="fg.heading" mb="6">
            RFP software questions
          </Heading>
          <FaqAccordion items={faq} idPrefix="hub-faq" />
        </Box>
      </Section>

      <Section>
        <Heading as="h2" size="2xl" color="fg.heading" mb="6">
          More resources for choosing RFP software
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="4">
          {RESOURCES.map((resource) => (
            <Card.Root key={resource.to} variant="outline" bg="white">
              <Card.Body gap="2">
                <Card.Title as="h3" color="fg.heading">
                  {resource.title}
                </Card.Title>
                <Text>{resource.text}</Text>
                {resource.more.length > 0 ? (
                  <Stack as="ul" gap="1" listStyleType="none" mt="2">
                    {resource.more.map((item) => (
                      <li key={item.to}>
                        <Link asChild color="accent.text" fontSize="sm">
                          <RouterLink to={item.to}>{item.label}</RouterLink>
                        </Link>
                      </li>
                    ))}
                  </Stack>
                ) : null}
              </Card.Body>
              <Card.Footer>
                <HStack>
                  <Link asChild color="accent.text" fontWeight="semibold">
                    <RouterLink to={resource.to}>{resource.label}</RouterLink>
                  </Link>
                </HStack>
              </Card.Footer>
            </Card.Root>
          ))}
        </SimpleGrid>
        <Box mt={{ base: '12', md: '16' }}>
          <WaitlistCallToAction
            heading="Spend less time searching for RFPs"
            text={`${productName} finds and ranks the RFPs that fit your business. Join the early-access waitlist for grandfathered pricing.`}
          />
        </Box>
      </Section>
    </>
  );
}

/** The hub could not be read (503). */
export function ErrorBoundary() {
  usePageError();
  return LOAD_ERROR;
}
