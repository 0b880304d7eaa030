import { Badge, Box, Button, Card, Flex, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Await, Link as RouterLink, type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { Suspense } from 'react';
import { deferred, runQuery, usePageError, type RouteDeps } from '../../lib/route-data';
import { formatContentDate } from '../../lib/content-date';
import { breadcrumbJsonLd, type Crumb } from '../../components/breadcrumbs';
import { FaqAccordion } from '../../components/faq';
import { Seo } from '../../components/seo';
import { WithSidebar } from '../../components/layout/with-sidebar';
import { paths } from '../../config/paths';
import { useSiteConfig } from '../../config/site-config';
import { AlternativesPageDocument, type AlternativeEntry_CompetitorFragment, type CompetitorDetails_CompetitorFragment } from '../../graphql/generated';
import { CARD_ROWS, CardPrimaryLink, CardQuietLink, CompetitorCard } from './competitor-card';
import { CompetitorNotFound, ContentBlock, DetailSkeleton, HeroStats, RatingText, SourcesList, TextList, WaitlistCallToAction } from './competitor-parts';
import {
  PRODUCT_SLUG,
  alternativesStats,
  averageAlternative,
  categoryLabel,
  factCheckSources,
  featureStatus,
  fitDescription,
  fitNote,
  freeTrialText,
  integrationsText,
  isTopAlternative,
  languagesText,
  lowestPriceText,
  priceAverageText,
  priceDisplay,
  productLimitForJob,
  productPriceText,
  productTrialText,
  sameJob,
  setupTimeText,
  shortlist,
  teamJudgementLabel,
  titleWithReviewYear,
  topStrengths,
  type AverageAlternative,
} from './competitor-rules';
import { ComparisonTable, DetailHero, ExampleScenarios, MigrationGuide, PricingAnalysis, ProsAndCons, SetupComparison, UseCases } from './competitor-sections';
import { plansNote } from '../../../../schema/plans';

type Details = CompetitorDetails_CompetitorFragment;
type Entry = AlternativeEntry_CompetitorFragment;

const TOP_ALTERNATIVE = 'Top Alternative';
/** The product's own entry heads every list of alternatives under this label, never a rank (no self-ranking). */
const OUR_PRODUCT = 'Our product';
/**
 * How many alternatives get a full card: the product's own entry and the three closest vendors
 * (the shortlist's). More cards repeated the same vendors' text on every page of a job (issue 35:
 * alternatives pages 0.57 alike), so the rest are listed by name.
 */
const CARDS = 4;
/** How many alternatives the setup table and the example scenarios show besides the competitor. */
const SETUP_ROWS = 3;
const SCENARIOS = 1;

const variablesFor = (slug: string) => ({ slug, productSlug: PRODUCT_SLUG });

// An empty list of alternatives shows the not-found screen.
export const loader = (deps: RouteDeps, { params }: LoaderFunctionArgs) =>
  deferred(
    deps,
    runQuery(deps, AlternativesPageDocument, variablesFor(params.slug ?? ''), {
      partial: true,
      missing: (result) => !result.competitor || !result.product || !result.alternatives?.length,
    }),
  );

const share = (value: number) => `${value}%`;

function comparisonRows(competitor: Details, product: Details | null, average: AverageAlternative, productName: string) {
  const columns = (value: (item: Details) => string, averaged: string) => [value(competitor), ...(product ? [value(product)] : []), averaged];
  const price = (item: Details) => (item.isOwnProduct ? productPriceText() : priceDisplay(item));
  const trial = (item: Details) => (item.isOwnProduct ? productTrialText() : freeTrialText(item));
  return [
    { label: 'Starting price', values: columns(price, priceAverageText(average.price)) },
    { label: 'Free trial', values: columns(trial, `${share(average.freeTrialShare)} offer one`) },
    { label: 'AI-powered', values: columns((item) => featureStatus(item, 'aiPowered'), `${share(average.aiPoweredShare)} of them`) },
    { label: 'Multi-language', values: columns(languagesText, `${share(average.multiLanguageShare)} of them`) },
    { label: 'Government compliance', values: columns((item) => featureStatus(item, 'governmentCompliance'), `${share(average.governmentComplianceShare)} of them`) },
    { label: 'SAM.gov integration', values: columns((item) => featureStatus(item, 'samGovIntegration'), `${share(average.samGovShare)} of them`) },
    { label: 'Integrations', values: columns(integrationsText, `${average.averageIntegrations} on average`) },
    { label: 'Setup time', values: columns((item) => setupTimeText(item, productName), 'Varies by vendor') },
  ];
}

function TopRecommendation({ competitor, first }: { competitor: Details; first: Entry }) {
  const { productName } = useSiteConfig();
  // The product's own entry: what it does not do for this tool's job, not a sales pitch.
  const pitch = first.isOwnProduct ? null : first.quickVerdict;
  const note = first.isOwnProduct ? productLimitForJob(competitor.job, productName) : fitNote(competitor, first);
  const badge = first.isOwnProduct ? OUR_PRODUCT : isTopAlternative(first, 0) ? TOP_ALTERNATIVE : null;
  return (
    <Card.Root variant="elevated" bg="white" borderTopWidth="4px" borderTopColor="accent.solid">
      <Card.Header gap="2">
        {badge ? (
          <Badge alignSelf="flex-start" variant="solid" bg="accent.solid" color="accent.fg">
            {badge}
          </Badge>
        ) : null}
        <Card.Title as="h3" fontSize="2xl" color="fg.heading">
          {first.name}
        </Card.Title>
      </Card.Header>
      <Card.Body gap="3">
        {pitch ? <Text>{pitch}</Text> : null}
        {note ? <Text fontWeight="semibold" color="fg.heading">{note}</Text> : null}
        <Text color="fg.subtle">{first.isOwnProduct ? productPriceText() : `${priceDisplay(first)} · ${freeTrialText(first)}`}</Text>
      </Card.Body>
      <Card.Footer>
        <Stack direction={{ base: 'column', sm: 'row' }} wrap="wrap" gap="3">
          {first.isOwnProduct ? (
            <>
              <Button asChild type={undefined} bg="accent.solid" color="accent.fg" _hover={{ bg: 'accent.hover' }} whiteSpace="normal" height="auto" minH="10" py="2">
                <RouterLink to={paths.home}>Join the Early Access Waitlist</RouterLink>
              </Button>
              <Button asChild type={undefined} variant="outline" borderColor="slate.300" color="fg.heading" whiteSpace="normal" height="auto" minH="10" py="2">
                <RouterLink to={paths.competitor(competitor.slug)}>{`${productName} vs ${competitor.name}`}</RouterLink>
              </Button>
            </>
          ) : (
            <>
              <Button asChild type={undefined} bg="accent.solid" color="accent.fg" _hover={{ bg: 'accent.hover' }} whiteSpace="normal" height="auto" minH="10" py="2">
                <RouterLink to={paths.competitor(first.slug)}>{`${productName} vs ${first.name}`}</RouterLink>
              </Button>
              <Button asChild type={undefined} variant="outline" borderColor="slate.300" color="fg.heading" whiteSpace="normal" height="auto" minH="10" py="2">
                <a href={first.website} target="_blank" rel="noopener noreferrer">{`${first.name} website`}</a>
              </Button>
            </>
          )}
        </Stack>
      </Card.Footer>
    </Card.Root>
  );
}

/** The shortlist: the closest tools doing the same job, one line each. */
function Shortlist({ competitor, picks }: { competitor: Details; picks: readonly Entry[] }) {
  const { productName } = useSiteConfig();
  if (picks.length === 0) return <Text>{`No other tool we track does the same job as ${competitor.name}.`}</Text>;
  return (
    <Stack as="ol" gap="3" ps="6" listStyleType="decimal">
      {picks.map((pick) => (
        <li key={pick.slug}>
          <Text>
            <Text as="span" fontWeight="semibold" color="fg.heading">
              {pick.name}
            </Text>
            {` (${categoryLabel(pick.category)}; ${priceDisplay(pick)}): ${pick.idealFor[0] ?? pick.shortDescription}. `}
            <Link asChild color="accent.text" fontWeight="semibold">
              <RouterLink to={paths.competitor(pick.slug)}>{`${productName} vs ${pick.name}`}</RouterLink>
            </Link>
          </Text>
        </li>
      ))}
    </Stack>
  );
}

function RankedAlternatives({ competitor, cards, rest }: { competitor: Details; cards: readonly Entry[]; rest: readonly Entry[] }) {
  const { productName } = useSiteConfig();
  return (
    <Stack gap="6">
      <SimpleGrid as="ol" columns={{ base: 1, md: 2 }} gap="5" listStyleType="none">
        {cards.map((alternative, index) => {
          const note = alternative.isOwnProduct ? productLimitForJob(competitor.job, productName) : fitNote(competitor, alternative);
          // The product's own entry is labelled, not ranked: the vendors are numbered from 1.
          const rank = cards[0]?.isOwnProduct ? index : index + 1;
          return (
            <Box as="li" key={alternative.slug} {...CARD_ROWS}>
              <CompetitorCard
                competitor={alternative}
                rank={alternative.isOwnProduct ? undefined : rank}
                badge={alternative.isOwnProduct ? OUR_PRODUCT : isTopAlternative(alternative, index) ? TOP_ALTERNATIVE : undefined}
                // The product's own strengths are its entry above the list; each vendor lists 3.
                strengths={alternative.isOwnProduct ? undefined : topStrengths(alternative.strengths)}
                note={note ?? undefined}
                {...(alternative.isOwnProduct
                  ? {
                      primaryLink: <CardPrimaryLink to={paths.home}>Join the early-access waitlist</CardPrimaryLink>,
                      quietLinks: <CardQuietLink to={paths.competitor(competitor.slug)}>{`${productName} vs ${competitor.name}`}</CardQuietLink>,
                    }
                  : {})}
              />
            </Box>
          );
        })}
      </SimpleGrid>
      {rest.length > 0 ? (
        <Box>
          <Heading as="h3" size="md" color="fg.heading" mb="2">
            {`Further down the ranking: tools for other jobs than ${competitor.name}'s`}
          </Heading>
          <Flex as="ol" listStyleType="none" gap="2" wrap="wrap" data-testid="ranked-rest">
            {rest.map((item, index) => (
              <li key={item.slug}>
                <Link asChild color="accent.text" fontSize="sm" borderWidth="1px" borderColor="slate.200" borderRadius="full" px="3" py="1" display="inline-block">
                  <RouterLink to={paths.competitor(item.slug)}>{`${cards.filter((card) => !card.isOwnProduct).length + index + 1}. ${item.name}`}</RouterLink>
                </Link>
              </li>
            ))}
          </Flex>
        </Box>
      ) : null}
    </Stack>
  );
}

function PricesTable({ alternatives }: { alternatives: readonly Entry[] }) {
  return (
    <ComparisonTable
      caption="Starting prices of the closest alternatives, as each vendor publishes them"
      rowHeader="Tool"
      columns={['Starting price', 'Free trial', 'Rating']}
      rows={alternatives.map((item) => ({ label: item.name, values: [priceDisplay(item), freeTrialText(item), <RatingText key="rating" reviews={item.userReviews} />] }))}
    />
  );
}

function Alternatives({ competitor, product, alternatives }: { competitor: Details; product: Details; alternatives: readonly Entry[] }) {
  const { productName, publicSiteUrl } = useSiteConfig();
  const title = titleWithReviewYear(`Best ${competitor.name} Alternatives`, competitor.lastChecked);
  const path = paths.alternatives(competitor.slug);
  const crumbs: Crumb[] = [{ label: 'Home', to: paths.home }, { label: 'Compare Tools', to: paths.competitors }, { label: `${competitor.name} Alternatives` }];
  const stats = alternativesStats(alternatives);
  const isProductPage = competitor.isOwnProduct;
  // Full cards for the closest alternatives (the product's own entry and the tools doing the same job); names for the rest.
  const cards = alternatives.filter((item) => item.isOwnProduct || sameJob(competitor, item)).slice(0, CARDS);
  const rest = alternatives.filter((item) => !cards.includes(item));
  const picks = shortlist(competitor, alternatives);
  const closestVendors = cards.filter((item) => !item.isOwnProduct);
  const average = averageAlternative(closestVendors);
  const first = alternatives[0]!;
  const checked = formatContentDate(competitor.lastChecked);
  const scenarios = [competitor, ...picks.slice(0, SCENARIOS)];
  return (
    <>
      <Seo
        title={`${title}: ${stats.count} Tools Compared | ${productName}`}
        description={fitDescription([
          `${stats.count} alternatives to ${competitor.name} ranked by how closely they do the same job, with prices, free trials, setup time and migration steps.`,
          `Facts checked ${checked}.`,
        ])}
        keywords={[`${competitor.name} alternatives`, `${competitor.name} competitors`, `best ${competitor.name} alternative`, `tools like ${competitor.name}`, 'RFP software']}
        canonicalPath={path}
        jsonLd={[
          breadcrumbJsonLd(crumbs, publicSiteUrl, path),
          {
            '@context': 'https://schema.org',
            '@type': 'ItemList',
            name: title,
            // Only the vendors are ranked; the product's own entry is labelled on the page, not given a position.
            numberOfItems: alternatives.filter((item) => !item.isOwnProduct).length,
            itemListElement: alternatives.filter((item) => !item.isOwnProduct).map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name })),
          },
        ]}
      />
      <DetailHero
        crumbs={crumbs}
        title={title}
        lead={`${competitor.name}: ${competitor.shortDescription}`}
        sourceUrl={competitor.sourceUrl}
        lastChecked={competitor.lastChecked}
      >
        <HeroStats
          stats={[
            { label: 'Alternatives compared', value: `${stats.count}` },
            { label: 'Lowest starting price', value: lowestPriceText(stats.lowest) },
            { label: 'With a free trial', value: `${stats.withFreeTrial}` },
          ]}
        />
      </DetailHero>
      <WithSidebar context="competitors" currentPage={`${competitor.name} Alternatives`}>
        <Stack gap={{ base: '12', md: '14' }}>
          <ContentBlock id="why-switch" title={isProductPage ? `Why look beyond ${competitor.name}` : `Why teams switch from ${competitor.name}`}>
            <Stack gap="4" maxW="prose">
              <Text fontSize="lg">{competitor.whyLookForAlternatives}</Text>
              <TextList items={competitor.weaknesses.slice(0, 3)} />
            </Stack>
          </ContentBlock>

          <ContentBlock id="who-it-suits" title={`Who ${competitor.name} suits`}>
            <Text maxW="prose">{competitor.whoItSuits}</Text>
          </ContentBlock>

          {isProductPage ? null : (
            <ContentBlock id="at-a-glance" title={`${competitor.name} at a glance`}>
              <Stack gap="6">
                <Text maxW="prose">{competitor.quickVerdict}</Text>
                <ProsAndCons pros={competitor.prosAndCons.pros} cons={competitor.prosAndCons.cons} />
                <Box maxW="prose">
                  <Heading as="h3" size="md" color="fg.heading" mb="2">
                    {`Why users switch from ${competitor.name}`}
                  </Heading>
                  <TextList items={competitor.whyUsersSwitch} />
                  <Text fontSize="sm" color="fg.subtle" mt="2">
                    {competitor.whyUsersSwitchBasis.teamJudgement ? teamJudgementLabel(productName) : `Source: ${competitor.whyUsersSwitchBasis.title}`}
                  </Text>
                </Box>
                <UseCases useCases={competitor.useCases} />
              </Stack>
            </ContentBlock>
          )}

          <ContentBlock id="shortlist" title={`Shortlist: tools that do the same job as ${competitor.name}`}>
            <Shortlist competitor={competitor} picks={picks} />
          </ContentBlock>

          <ContentBlock id="top-recommendation" title={first.isOwnProduct ? OUR_PRODUCT : 'Top recommendation'}>
            <TopRecommendation competitor={competitor} first={first} />
          </ContentBlock>

          <ContentBlock id="ranked-alternatives" title={`${competitor.name} alternatives, ranked`}>
            <RankedAlternatives competitor={competitor} cards={cards} rest={rest} />
          </ContentBlock>

          <ContentBlock id="comparison-table" title="Comparison table">
            <ComparisonTable
              caption={`${competitor.name}${isProductPage ? '' : `, ${productName}`} and the average of the ${average.count} closest alternatives`}
              columns={[competitor.name, ...(isProductPage ? [] : [productName]), 'Average alternative']}
              rows={comparisonRows(competitor, isProductPage ? null : product, average, productName)}
            />
          </ContentBlock>

          <ContentBlock id="pricing-analysis" title="Pricing analysis">
            <Stack gap="6">
              {/* The recommendation is the top recommendation above. */}
              {isProductPage ? (
                <Text maxW="prose">{`${plansNote(productName)} Here is what the closest alternatives publish, as far as we could check.`}</Text>
              ) : (
                <PricingAnalysis competitor={competitor} withRecommendation={false} />
              )}
              <PricesTable alternatives={closestVendors} />
            </Stack>
          </ContentBlock>

          <ContentBlock id="setup-comparison" title="Setup comparison">
            <SetupComparison competitors={[competitor, ...closestVendors.slice(0, SETUP_ROWS)]} />
          </ContentBlock>

          <ContentBlock id="stories" title="Stories">
            <ExampleScenarios scenarios={scenarios.map((item) => ({ heading: `With ${item.name}`, text: item.exampleScenario }))} />
          </ContentBlock>

          <ContentBlock id="migration-guide" title={isProductPage ? `Getting started with ${productName}` : `How to switch from ${competitor.name}`}>
            <MigrationGuide steps={competitor.migrationSteps} />
          </ContentBlock>

          <ContentBlock id="people-also-ask" title="People also ask">
            <FaqAccordion items={competitor.peopleAlsoAsk} idPrefix={`alternatives-paa-${competitor.slug}`} />
          </ContentBlock>

          <ContentBlock id="sources" title="Sources">
            <SourcesList
              sources={[
                ...factCheckSources(competitor, formatContentDate),
                { label: `${competitor.name} product facts`, href: competitor.sourceUrl, note: `checked ${checked}` },
                ...(competitor.website !== competitor.sourceUrl ? [{ label: `${competitor.name} website`, href: competitor.website }] : []),
                ...closestVendors.map((item) => ({ label: item.name, href: item.sourceUrl, note: `checked ${formatContentDate(item.lastChecked)}` })),
              ]}
            />
          </ContentBlock>

          <Box>
            <WaitlistCallToAction
              heading="Find the RFPs worth bidding on"
              text={`${productName} matches new RFPs to your business and is in early access: join the waitlist to become a member; members are let in in batches.`}
            />
          </Box>
        </Stack>
      </WithSidebar>
    </>
  );
}

export function Component() {
  const { page } = useLoaderData<typeof loader>();
  return (
    <Suspense fallback={<DetailSkeleton text="Loading alternatives..." />}>
      <Await resolve={page}>
        {(data) => data.competitor && data.product && data.alternatives && <Alternatives competitor={data.competitor} product={data.product} alternatives={data.alternatives} />}
      </Await>
    </Suspense>
  );
}

export function ErrorBoundary() {
  usePageError();
  return <CompetitorNotFound />;
}
