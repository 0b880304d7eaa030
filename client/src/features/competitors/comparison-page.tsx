import { Badge, Box, Card, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Await, Link as RouterLink, type LoaderFunctionArgs, redirect, useLoaderData } from 'react-router-dom';
import { Suspense } from 'react';
import { deferred, runQuery, usePageError, type RouteDeps } from '../../lib/route-data';
import { formatContentDate } from '../../lib/content-date';
import { breadcrumbJsonLd, type Crumb } from '../../components/breadcrumbs';
import { FaqAccordion } from '../../components/faq';
import { Seo } from '../../components/seo';
import { WithSidebar } from '../../components/layout/with-sidebar';
import { paths } from '../../config/paths';
import { useSiteConfig } from '../../config/site-config';
import { ComparisonPageDocument, type ComparisonPageQuery, type CompetitorDetails_CompetitorFragment } from '../../graphql/generated';
import { CompetitorCard } from './competitor-card';
import { CompetitorNotFound, ContentBlock, DetailSkeleton, RatingText, SourcesList, TextList, VendorPrice, WaitlistCallToAction } from './competitor-parts';
import {
  PRODUCT_SLUG,
  factCheckSources,
  featureStatus,
  fitDescription,
  freeTrialText,
  integrationsText,
  languagesText,
  otherVendors,
  productPriceText,
  productTrialText,
  relatedPostsForCompetitor,
  setupFeeText,
  setupTimeText,
  teamJudgementLabel,
} from './competitor-rules';
import { ComparisonTable, DetailHero, ExampleScenarios, MigrationGuide, PricingAnalysis, ProsAndCons, SetupComparison, UseCases } from './competitor-sections';
import { plansNote } from '../../../../schema/plans';

const variablesFor = (slug: string) => ({ slug, productSlug: PRODUCT_SLUG });

/** The product's own entry has no comparison with itself: its URL answers with the hub (301). */
export const loader = (deps: RouteDeps, { params }: LoaderFunctionArgs) => {
  const slug = params.slug ?? '';
  if (slug === PRODUCT_SLUG) return redirect(paths.competitors, 301);
  // A partial answer still makes the page (its related posts may have failed).
  return deferred(deps, runQuery(deps, ComparisonPageDocument, variablesFor(slug), { partial: true, missing: (result) => !result.competitor || !result.product }));
};

/** The feature table: a feature Bidlight has not launched reads "Planned", never "Yes". */
function featureRows(competitor: CompetitorDetails_CompetitorFragment, product: CompetitorDetails_CompetitorFragment, productName: string) {
  const both = (value: (item: CompetitorDetails_CompetitorFragment) => string) => [value(product), value(competitor)];
  return [
    { label: 'AI-powered', values: both((item) => featureStatus(item, 'aiPowered')) },
    { label: 'Multi-language', values: both(languagesText) },
    { label: 'Government compliance', values: both((item) => featureStatus(item, 'governmentCompliance')) },
    { label: 'SAM.gov integration', values: both((item) => featureStatus(item, 'samGovIntegration')) },
    { label: 'Integrations', values: both(integrationsText) },
    { label: 'Free trial', values: [productTrialText(), freeTrialText(competitor)] },
    { label: 'Setup fee', values: both(setupFeeText) },
    { label: 'Setup time', values: both((item) => setupTimeText(item, productName)) },
    { label: 'Starting price', values: [productPriceText(), <VendorPrice key="competitor" competitor={competitor} />] },
    // A row of "Not rated" on both sides says nothing: shown only when one side has a sourced score.
    ...(product.userReviews.g2Score !== null || competitor.userReviews.g2Score !== null
      ? [{ label: 'Rating', values: [<RatingText key="product" reviews={product.userReviews} />, <RatingText key="competitor" reviews={competitor.userReviews} />] }]
      : []),
  ];
}

/** The sources of the page's facts, each a link to the source itself. */
function comparisonSources(competitor: CompetitorDetails_CompetitorFragment, product: CompetitorDetails_CompetitorFragment, productName: string) {
  const checked = formatContentDate(competitor.lastChecked);
  return [
    ...factCheckSources(competitor, formatContentDate),
    { label: `${competitor.name} product facts`, href: competitor.sourceUrl, note: `checked ${checked}` },
    ...(competitor.website !== competitor.sourceUrl ? [{ label: `${competitor.name} website`, href: competitor.website }] : []),
    ...(competitor.userReviews.sourceUrl ? [{ label: `${competitor.name} review score`, href: competitor.userReviews.sourceUrl }] : []),
    { label: `${productName} (in early access; members join through the waitlist)`, href: product.sourceUrl, note: `checked ${formatContentDate(product.lastChecked)}` },
  ];
}

function OtherAlternatives({ competitor, alternatives }: { competitor: CompetitorDetails_CompetitorFragment; alternatives: NonNullable<ComparisonPageQuery['otherAlternatives']> }) {
  const others = otherVendors(alternatives);
  if (others.length === 0) return null;
  return (
    <ContentBlock id="other-alternatives" title={`Other ${competitor.name} alternatives`}>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {others.map((item) => (
          <CompetitorCard key={item.slug} competitor={item} compact />
        ))}
      </SimpleGrid>
      <Link asChild color="accent.text" fontWeight="semibold" mt="5" display="inline-block">
        <RouterLink to={paths.alternatives(competitor.slug)}>{`View all ${competitor.name} alternatives`}</RouterLink>
      </Link>
    </ContentBlock>
  );
}

function RelatedPosts({ competitor, data }: { competitor: CompetitorDetails_CompetitorFragment; data: ComparisonPageQuery }) {
  const posts = relatedPostsForCompetitor(competitor, data.posts, data.site.relatedPostKeywordGroups);
  if (posts.length === 0) return null;
  return (
    <ContentBlock id="related-articles" title="Related articles">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {posts.map((post) => (
          <Card.Root key={post.slug} variant="outline" bg="white">
            <Card.Body gap="2">
              <Badge alignSelf="flex-start" variant="subtle" colorPalette="gray">
                {post.category}
              </Badge>
              <Card.Title as="h3" fontSize="lg">
                <Link asChild color="fg.heading" _hover={{ color: 'accent.text' }}>
                  <RouterLink to={paths.post(post.slug)}>{post.title}</RouterLink>
                </Link>
              </Card.Title>
              <Text fontSize="sm">{post.excerpt}</Text>
              <Text fontSize="sm" color="fg.subtle">{`${formatContentDate(post.created)} · ${post.readTime} min read`}</Text>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </ContentBlock>
  );
}

function Comparison({ data, competitor, product }: { data: ComparisonPageQuery; competitor: CompetitorDetails_CompetitorFragment; product: CompetitorDetails_CompetitorFragment }) {
  const { productName, publicSiteUrl } = useSiteConfig();
  const title = `${productName} vs ${competitor.name}`;
  const path = paths.competitor(competitor.slug);
  const crumbs: Crumb[] = [{ label: 'Home', to: paths.home }, { label: 'Compare Tools', to: paths.competitors }, { label: title }];
  const checked = formatContentDate(competitor.lastChecked);
  return (
    <>
      <Seo
        title={`${title}: Pricing, Features & Setup Compared | ${productName}`}
        description={fitDescription([
          `${title}: compare pricing, features, setup time, pros and cons, and how to switch.`,
          `Facts from public sources, last checked ${checked}.`,
        ])}
        keywords={[`${competitor.name} alternative`, `${productName} vs ${competitor.name}`, `${competitor.name} pricing`, `${competitor.name} review`, 'RFP software comparison']}
        canonicalPath={path}
        jsonLd={[breadcrumbJsonLd(crumbs, publicSiteUrl, path)]}
      />
      <DetailHero crumbs={crumbs} title={title} lead={competitor.shortDescription} sourceUrl={competitor.sourceUrl} lastChecked={competitor.lastChecked} />
      <WithSidebar context="competitors" currentPage={title}>
        <Stack gap={{ base: '12', md: '14' }}>
          <ContentBlock id="quick-verdict" title="Quick verdict">
            <Text fontSize="lg" maxW="prose">
              {competitor.quickVerdict}
            </Text>
          </ContentBlock>

          <ContentBlock id="feature-comparison" title="Feature comparison">
            <ComparisonTable caption={`${productName} and ${competitor.name}, feature by feature`} columns={[productName, competitor.name]} rows={featureRows(competitor, product, productName)} />
          </ContentBlock>

          <ContentBlock id="pros-and-cons" title={`${competitor.name} pros and cons`}>
            <ProsAndCons pros={competitor.prosAndCons.pros} cons={competitor.prosAndCons.cons} />
          </ContentBlock>

          <ContentBlock id="why-choose" title={`Why choose ${productName}`}>
            <Stack gap="4" maxW="prose">
              <TextList items={product.strengths} marker="✓" />
              <Box>
                <Text fontWeight="semibold" color="fg.heading" mb="2">
                  Keep in mind
                </Text>
                <TextList items={product.prosAndCons.cons} />
              </Box>
            </Stack>
          </ContentBlock>

          <ContentBlock id="why-switch" title={`Why users switch from ${competitor.name}`}>
            <Stack gap="3" maxW="prose">
              <TextList items={competitor.whyUsersSwitch} />
              <Text fontSize="sm" color="fg.subtle">
                {competitor.whyUsersSwitchBasis.teamJudgement ? teamJudgementLabel(productName) : `Source: ${competitor.whyUsersSwitchBasis.title}`}
              </Text>
            </Stack>
          </ContentBlock>

          <ContentBlock id="pricing-analysis" title="Pricing analysis">
            <Stack gap="4">
              <PricingAnalysis competitor={competitor} />
              <Text fontSize="sm" color="fg.subtle">
                {plansNote(productName)}
              </Text>
            </Stack>
          </ContentBlock>

          <ContentBlock id="setup-comparison" title="Setup comparison">
            <SetupComparison competitors={[competitor]} />
          </ContentBlock>

          <ContentBlock id="success-stories" title="Success stories">
            <ExampleScenarios
              scenarios={[
                { heading: `With ${competitor.name}`, text: competitor.exampleScenario },
                { heading: `With ${productName}`, text: product.exampleScenario },
              ]}
            />
          </ContentBlock>

          <ContentBlock id="use-cases" title={`${competitor.name} use cases`}>
            <UseCases useCases={competitor.useCases} />
          </ContentBlock>

          <ContentBlock id="migration-guide" title={`Switching from ${competitor.name} to ${productName}`}>
            <MigrationGuide steps={competitor.migrationSteps} />
          </ContentBlock>

          <ContentBlock id="people-also-ask" title="People also ask">
            <FaqAccordion items={competitor.peopleAlsoAsk} idPrefix={`paa-${competitor.slug}`} />
          </ContentBlock>

          {data.otherAlternatives ? <OtherAlternatives competitor={competitor} alternatives={data.otherAlternatives} /> : null}

          <RelatedPosts competitor={competitor} data={data} />

          <ContentBlock id="sources" title="Sources">
            <SourcesList sources={comparisonSources(competitor, product, productName)} />
          </ContentBlock>

          <Box>
            <WaitlistCallToAction
              heading={`Try ${productName} alongside ${competitor.name}`}
              text={`${productName} is in early access: join the waitlist to become a member; members are let in in batches.`}
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
    <Suspense fallback={<DetailSkeleton text="Loading comparison..." />}>
      <Await resolve={page}>{(data) => data.competitor && data.product && <Comparison data={data} competitor={data.competitor} product={data.product} />}</Await>
    </Suspense>
  );
}

export function ErrorBoundary() {
  usePageError();
  return <CompetitorNotFound />;
}
