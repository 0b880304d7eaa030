import { Badge, Box, Button, Card, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { PageModule } from '../../lib/page-module';
import { PageQuery } from '../../lib/page-query';
import { handOverJudged } from '../../lib/prefetch';
import { formatContentDate } from '../../lib/format';
import { breadcrumbJsonLd, type Crumb } from '../../components/breadcrumbs';
import { FaqAccordion, faqJsonLd } from '../../components/faq';
import { Seo } from '../../components/seo';
import { WithSidebar } from '../../components/layout/with-sidebar';
import { paths } from '../../config/paths';
import { useSiteConfig } from '../../config/site-config';
import { AlternativesPageDocument, type CompetitorDetails_CompetitorFragment } from '../../graphql/generated';
import { CompetitorCard, WebsiteLink } from './competitor-card';
import { CompetitorNotFound, ContentBlock, DetailSkeleton, RatingText, TextList, WaitlistCallToAction } from './competitor-parts';
import {
  PRODUCT_MONTHLY_PRICE,
  PRODUCT_SETUP_TIME,
  PRODUCT_SLUG,
  PRODUCT_TRIAL_DAYS,
  alternativesStats,
  averageAlternative,
  fitDescription,
  formatUsd,
  freeTrialText,
  isTopAlternative,
  monthlyPriceText,
  priceDisplay,
  recommendationText,
  topStrengths,
  yesNo,
  type AverageAlternative,
} from './competitor-rules';
import { ComparisonTable, DetailHero, ExampleScenarios, HeroStats, MigrationGuide, PricingAnalysis, SetupComparison } from './competitor-sections';

type Details = CompetitorDetails_CompetitorFragment;

const TOP_ALTERNATIVE = 'Top Alternative';
/** How many alternatives the setup table and the example scenarios show besides the competitor. */
const SETUP_ROWS = 5;
const SCENARIOS = 2;

const variablesFor = (slug: string) => ({ slug, productSlug: PRODUCT_SLUG });

export const loader: PageModule['loader'] = (deps, { params }) =>
  handOverJudged(deps, AlternativesPageDocument, variablesFor(params.slug ?? ''), (result, failed) => {
    if (result?.competitor && result.product && result.alternatives?.length) return 'found';
    // A failed or empty list shows the not-found screen; only a failure of the whole page is a 503.
    return failed && !result?.competitor ? 'unavailable' : 'missing';
  });

const share = (value: number) => `${value}%`;

function comparisonRows(competitor: Details, product: Details | null, average: AverageAlternative) {
  const columns = (value: (item: Details) => string, averaged: string) => [value(competitor), ...(product ? [value(product)] : []), averaged];
  return [
    {
      label: 'Starting price',
      values: columns(priceDisplay, average.averagePricingMin === null ? 'Not published' : `${formatUsd(average.averagePricingMin)}/month (average of ${average.pricedCount} published)`),
    },
    { label: 'Free trial', values: columns(freeTrialText, `${share(average.freeTrialShare)} offer one`) },
    { label: 'AI-powered', values: columns((item) => yesNo(item.features.aiPowered), `${share(average.aiPoweredShare)} of alternatives`) },
    { label: 'Government compliance', values: columns((item) => yesNo(item.features.governmentCompliance), `${share(average.governmentComplianceShare)} of alternatives`) },
    { label: 'SAM.gov integration', values: columns((item) => yesNo(item.features.samGovIntegration), `${share(average.samGovShare)} of alternatives`) },
    { label: 'Integrations', values: columns((item) => `${item.integrations.length}`, `${average.averageIntegrations} on average`) },
    { label: 'Setup time', values: columns((item) => (item.isOwnProduct ? PRODUCT_SETUP_TIME : item.setupTime), 'Varies by vendor') },
  ];
}

function TopRecommendation({ competitor, first }: { competitor: Details; first: Details }) {
  const { productName } = useSiteConfig();
  const pitch = first.isOwnProduct ? recommendationText(competitor, productName) : first.quickVerdict;
  return (
    <Card.Root variant="elevated" bg="white" borderTopWidth="4px" borderTopColor="accent.solid">
      <Card.Header gap="2">
        {isTopAlternative(first, 0) ? (
          <Badge alignSelf="flex-start" variant="solid" bg="accent.solid" color="accent.fg">
            {TOP_ALTERNATIVE}
          </Badge>
        ) : null}
        <Card.Title as="h3" fontSize="2xl" color="fg.heading">
          {first.name}
        </Card.Title>
      </Card.Header>
      <Card.Body gap="3">
        <Text>{first.shortDescription}</Text>
        <Text>{pitch}</Text>
        <Text color="fg.subtle">{`${priceDisplay(first)} · ${freeTrialText(first)}`}</Text>
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

function RankedAlternatives({ competitor, alternatives }: { competitor: Details; alternatives: readonly Details[] }) {
  const { productName } = useSiteConfig();
  return (
    <SimpleGrid as="ol" columns={{ base: 1, md: 2 }} gap="5" listStyleType="none">
      {alternatives.map((alternative, index) => (
        <li key={alternative.slug}>
          <CompetitorCard
            competitor={alternative}
            rank={index + 1}
            badge={isTopAlternative(alternative, index) ? TOP_ALTERNATIVE : undefined}
            strengths={topStrengths(alternative.strengths)}
            links={
              alternative.isOwnProduct ? (
                <>
                  <Link asChild color="accent.text" fontWeight="semibold">
                    <RouterLink to={paths.home}>Join the early-access waitlist</RouterLink>
                  </Link>
                  <Link asChild color="accent.text" fontWeight="semibold">
                    <RouterLink to={paths.competitor(competitor.slug)}>{`${productName} vs ${competitor.name}`}</RouterLink>
                  </Link>
                </>
              ) : (
                <>
                  <Link asChild color="accent.text" fontWeight="semibold">
                    <RouterLink to={paths.competitor(alternative.slug)}>{`${productName} vs ${alternative.name}`}</RouterLink>
                  </Link>
                  <Link asChild color="accent.text" fontWeight="semibold">
                    <RouterLink to={paths.alternatives(alternative.slug)}>{`${alternative.name} alternatives`}</RouterLink>
                  </Link>
                  <WebsiteLink competitor={alternative} />
                </>
              )
            }
          />
        </li>
      ))}
    </SimpleGrid>
  );
}

function PricesTable({ alternatives }: { alternatives: readonly Details[] }) {
  return (
    <ComparisonTable
      caption="Published starting prices of the alternatives"
      rowHeader="Tool"
      columns={['Starting price', 'Free trial', 'Rating']}
      rows={alternatives.map((item) => ({ label: item.name, values: [priceDisplay(item), freeTrialText(item), <RatingText key="rating" reviews={item.userReviews} />] }))}
    />
  );
}

function Alternatives({ competitor, product, alternatives }: { competitor: Details; product: Details; alternatives: readonly Details[] }) {
  const { productName, publicSiteUrl } = useSiteConfig();
  const title = `Best ${competitor.name} Alternatives 2025`;
  const path = paths.alternatives(competitor.slug);
  const crumbs: Crumb[] = [{ label: 'Home', to: paths.home }, { label: 'Compare Tools', to: paths.competitors }, { label: `${competitor.name} Alternatives` }];
  const stats = alternativesStats(alternatives);
  const average = averageAlternative(alternatives);
  const isProductPage = competitor.isOwnProduct;
  const first = alternatives[0]!;
  const checked = formatContentDate(competitor.lastChecked);
  const scenarios = [competitor, ...alternatives.filter((item) => !item.isOwnProduct).slice(0, SCENARIOS)];
  return (
    <>
      <Seo
        title={`${title}: ${stats.count} Tools Compared | ${productName}`}
        description={fitDescription([
          `${stats.count} alternatives to ${competitor.name} compared on price, free trials, features and setup time, with migration steps.`,
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
            numberOfItems: alternatives.length,
            itemListElement: alternatives.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name })),
          },
          faqJsonLd(competitor.peopleAlsoAsk),
        ]}
      />
      <DetailHero
        crumbs={crumbs}
        title={title}
        lead={`${competitor.name}: ${competitor.shortDescription} Here are the tools teams compare it with, ranked.`}
        sourceUrl={competitor.sourceUrl}
        lastChecked={competitor.lastChecked}
      >
        <HeroStats
          stats={[
            { label: 'Alternatives compared', value: `${stats.count}` },
            { label: 'Lowest starting price', value: monthlyPriceText(stats.lowestPricingMin) },
            { label: 'With a free trial', value: `${stats.withFreeTrial}` },
          ]}
        />
      </DetailHero>
      <WithSidebar context="competitors" currentPage={`${competitor.name} Alternatives`}>
        <Stack gap={{ base: '12', md: '14' }}>
          <ContentBlock id="top-recommendation" title="Top recommendation">
            <TopRecommendation competitor={competitor} first={first} />
          </ContentBlock>

          <ContentBlock id="why-switch" title={`Why teams switch from ${competitor.name}`}>
            <TextList items={competitor.weaknesses.slice(0, 3)} />
          </ContentBlock>

          <ContentBlock id="ranked-alternatives" title={`${competitor.name} alternatives, ranked`}>
            <RankedAlternatives competitor={competitor} alternatives={alternatives} />
          </ContentBlock>

          <ContentBlock id="comparison-table" title="Comparison table">
            <ComparisonTable
              caption={isProductPage ? `${competitor.name} against the average alternative` : `${competitor.name}, ${productName} and the average alternative`}
              columns={[competitor.name, ...(isProductPage ? [] : [productName]), 'Average alternative']}
              rows={comparisonRows(competitor, isProductPage ? null : product, average)}
            />
          </ContentBlock>

          <ContentBlock id="pricing-analysis" title="Pricing analysis">
            <Stack gap="6">
              {isProductPage ? (
                <Text maxW="prose">{`${productName} is planned at $${PRODUCT_MONTHLY_PRICE}/month with a ${PRODUCT_TRIAL_DAYS}-day free trial and no setup fee. Here is what the alternatives publish.`}</Text>
              ) : (
                <PricingAnalysis competitor={competitor} />
              )}
              <PricesTable alternatives={alternatives} />
            </Stack>
          </ContentBlock>

          <ContentBlock id="setup-comparison" title="Setup comparison">
            <SetupComparison competitors={[competitor, ...alternatives.filter((item) => !item.isOwnProduct).slice(0, SETUP_ROWS)]} />
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

          <Box>
            <WaitlistCallToAction
              heading="Find the RFPs worth bidding on"
              text={`${productName} matches new RFPs to your business. Join the early-access waitlist for grandfathered pricing.`}
            />
          </Box>
        </Stack>
      </WithSidebar>
    </>
  );
}

export function Component() {
  const { slug = '' } = useParams();
  return (
    <PageQuery query={AlternativesPageDocument} variables={variablesFor(slug)} errorPolicy="all">
      {({ data, loading }) => {
        if (loading && !data) return <DetailSkeleton text="Loading alternatives..." />;
        if (!data?.competitor || !data.product || !data.alternatives?.length) return <CompetitorNotFound />;
        return <Alternatives competitor={data.competitor} product={data.product} alternatives={data.alternatives} />;
      }}
    </PageQuery>
  );
}
