import { Box, Button, Card, Heading, HStack, Link, SimpleGrid, Stack, Stat, Text } from '@chakra-ui/react';
import { Suspense, type ReactNode } from 'react';
import { Await, Link as RouterLink, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { deferred, runQuery, usePageError, type RouteDeps } from '../../lib/route-data';
import { splitCommas } from '../../lib/format';
import { breadcrumbJsonLd, type Crumb } from '../../components/breadcrumbs';
import { WithSidebar } from '../../components/layout/with-sidebar';
import { PageHero } from '../../components/page-hero';
import { Seo } from '../../components/seo';
import { Section } from '../../components/status-screens';
import { MarketSizeBasis } from '../../components/market-size-basis';
import { EarlyAccessLink } from '../../components/waitlist/early-access-link';
import { paths } from '../../config/paths';
import { useSiteConfig } from '../../config/site-config';
import { IndustryPageDocument, type IndustryPageQuery } from '../../graphql/generated';
import { REGULATION_MEANING, competitionMeaning, frequencyPhrase, normalizeLevel, selectsOnQualifications, withArticle } from './industry-rules';
import { ItemFaq } from './item-faq';
import { LevelScale } from './level-scale';
import { NicheCard } from './niche-card';
import { ContentSection, DetailPageSkeleton, HeroBreadcrumbs, MarkedList, MUTED_TEXT } from './page-parts';

type IndustryData = NonNullable<IndustryPageQuery['industry']>;
type PopularIndustry = IndustryPageQuery['site']['popularIndustries'][number];

/** Cross-links to the site's other resources, as plain links: the same descriptions on 52 pages were template, not content. */
const RESOURCE_LINKS = [
  { title: 'RFP Glossary', to: paths.glossary },
  { title: 'RFP Strategy Blog', to: paths.blog },
  { title: 'Compare RFP Tools', to: paths.competitors },
  { title: 'RFP Software Guide', to: paths.guide },
] as const;

const absoluteUrl = (siteUrl: string, url: string) => (url.startsWith('http') ? url : `${siteUrl}${url}`);

/** How many other popular industries the cross-links show. */
const OTHER_INDUSTRIES = 5;

export const loader = (deps: RouteDeps, { params }: LoaderFunctionArgs) =>
  deferred(deps, runQuery(deps, IndustryPageDocument, { slug: params.slug ?? '' }, { missing: (data) => !data.industry, keepWhenMissing: ({ site }) => ({ site }) }));

function NotFound({ popular }: { popular: readonly PopularIndustry[] }) {
  const { productName } = useSiteConfig();
  return (
    <>
      <Seo
        title={`Industry Not Found | ${productName}`}
        description="The industry page you're looking for doesn't exist or has been moved. Browse every industry we track instead."
        noindex
      />
      <PageHero title="Industry Not Found" lead="The industry page you're looking for doesn't exist or has been moved.">
        <HeroBreadcrumbs items={[{ label: 'Home', to: paths.home }, { label: 'Industries', to: paths.industries }, { label: 'Not found' }]} />
      </PageHero>
      <Section>
        <Stack gap="8" align="center" textAlign="center">
          <Button asChild type={undefined} bg="accent.solid" color="accent.fg" _hover={{ bg: 'accent.hover' }}>
            <RouterLink to={paths.industries}>← Back to Industries</RouterLink>
          </Button>
          {popular.length > 0 ? (
            <Box>
              <Heading as="h2" size="md" color="fg.heading" mb="3">
                Popular industries
              </Heading>
              <HStack as="ul" listStyleType="none" wrap="wrap" gap="4" justify="center">
                {popular.map((item) => (
                  <li key={item.slug}>
                    <Link asChild color="accent.text">
                      <RouterLink to={paths.industry(item.slug)}>{item.title}</RouterLink>
                    </Link>
                  </li>
                ))}
              </HStack>
            </Box>
          ) : null}
        </Stack>
      </Section>
    </>
  );
}

function OverviewCard({ label, value, children }: { label: string; value: string; children?: ReactNode }) {
  return (
    <Card.Root variant="outline">
      <Card.Body>
        <Stat.Root gap="2">
          <Stat.Label color={MUTED_TEXT} fontWeight="semibold" textTransform="uppercase" fontSize="xs" letterSpacing="wide">
            {label}
          </Stat.Label>
          <Stat.ValueText fontSize="lg" fontWeight="semibold" color="fg.heading" lineHeight="short">
            {value}
          </Stat.ValueText>
          {children}
        </Stat.Root>
      </Card.Body>
    </Card.Root>
  );
}

function WaitlistCta({ title }: { title: string }) {
  const { productName } = useSiteConfig();
  return (
    <Box as="section" aria-labelledby="industry-cta" bg="bg.brand" color="white" borderRadius="xl" p={{ base: '6', md: '10' }}>
      <Heading as="h2" id="industry-cta" size="2xl" color="white">
        {`Never miss ${withArticle(title)} RFP`}
      </Heading>
      <Text mt="3" color="fg.onBrandMuted" maxW="prose">
        {`Join early access and ${productName} will send you ${title} RFPs that match your capabilities, before their deadlines.`}
      </Text>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4" mt="6" align={{ base: 'stretch', sm: 'center' }}>
        <EarlyAccessLink size="lg">Join Early Access</EarlyAccessLink>
        <Link asChild color="white" fontWeight="semibold" textDecoration="underline">
          <RouterLink to={paths.home}>{`See how ${productName} works`}</RouterLink>
        </Link>
      </Stack>
    </Box>
  );
}

function IndustryDetail({ industry, popular }: { industry: IndustryData; popular: readonly PopularIndustry[] }) {
  const { productName, publicSiteUrl } = useSiteConfig();
  const path = paths.industry(industry.slug);
  const crumbs: Crumb[] = [{ label: 'Home', to: paths.home }, { label: 'Industries', to: paths.industries }, { label: industry.title }];
  const challenges = splitCommas(industry.keyPainPoints);
  const rfpTypes = splitCommas(industry.commonRFPTypes);
  const competition = normalizeLevel(industry.competitionLevel);
  const regulation = normalizeLevel(industry.regulationComplexity);
  const otherIndustries = popular.filter((item) => item.slug !== industry.slug).slice(0, OTHER_INDUSTRIES);
  const onQualifications = selectsOnQualifications([industry.description, industry.keyPainPoints, industry.commonRFPTypes, ...industry.seoKeywords]);

  return (
    <>
      <Seo
        title={`${industry.title} RFPs & Government Contracts | ${productName}`}
        description={industry.metaDescription}
        keywords={industry.seoKeywords}
        image={industry.featuredImage}
        jsonLd={[
          breadcrumbJsonLd(crumbs, publicSiteUrl, path),
          {
            '@context': 'https://schema.org',
            '@type': 'Service',
            name: `${industry.title} RFP Discovery`,
            serviceType: 'RFP discovery and tracking',
            description: industry.metaDescription,
            url: `${publicSiteUrl}${path}`,
            image: absoluteUrl(publicSiteUrl, industry.featuredImage),
            provider: { '@type': 'Organization', name: productName, url: publicSiteUrl },
            category: industry.title,
            keywords: industry.seoKeywords.join(', '),
          },
        ]}
      />
      <PageHero title={industry.title} lead={industry.description}>
        <HeroBreadcrumbs items={crumbs} />
      </PageHero>
      <WithSidebar context="industries" currentPage={`${industry.title} RFPs`}>
        <Stack gap={{ base: '12', md: '14' }}>
          <ContentSection id="market-overview" title="Market Overview">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <OverviewCard label="Market Size" value={industry.marketSize}>
                <MarketSizeBasis as="dd" fontSize="sm" basis={industry.marketSizeBasis} />
              </OverviewCard>
              <OverviewCard label="Average Contract Value" value={industry.averageContractValue}>
                <Text as="dd" fontSize="sm" color="fg.body">{`Range across its ${industry.niches.length} niches below`}</Text>
              </OverviewCard>
              <OverviewCard label="Opportunity Frequency" value={industry.opportunityFrequency}>
                <Text as="dd" fontSize="sm" color="fg.body">{`New RFPs ${frequencyPhrase(industry.opportunityFrequency)}`}</Text>
              </OverviewCard>
              <OverviewCard label="Regulation Complexity" value={regulation} />
            </SimpleGrid>
          </ContentSection>

          <ContentSection id="competition-level" title="Competition Level">
            <Stack gap="4">
              <LevelScale label="Competition level" level={industry.competitionLevel} tone="competition" />
              <Text maxW="prose">{competitionMeaning(competition, onQualifications)}</Text>
            </Stack>
          </ContentSection>

          <ContentSection id="success-stories" title="Success Stories">
            <Box bg="bg.brandSubtle" borderRadius="lg" p={{ base: '5', md: '6' }} borderStartWidth="4px" borderColor="accent.solid">
              <Text maxW="prose">{industry.successStories}</Text>
            </Box>
          </ContentSection>

          <ContentSection id="industry-challenges" title={`${industry.title} Industry Challenges`}>
            <MarkedList items={challenges} />
          </ContentSection>

          <ContentSection id="common-rfp-types" title="Common RFP Types">
            <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2 }} gap="3">
              {rfpTypes.map((type) => (
                <Box as="li" key={type} borderWidth="1px" borderColor="slate.200" borderRadius="md" px="4" py="3" fontWeight="medium" color="fg.heading">
                  {type}
                </Box>
              ))}
            </SimpleGrid>
          </ContentSection>

          <ContentSection id="regulation-complexity" title="Regulation Complexity">
            <Stack gap="4">
              <LevelScale label="Regulation complexity" level={industry.regulationComplexity} tone="regulation" />
              <Text maxW="prose">{REGULATION_MEANING[regulation]}</Text>
            </Stack>
          </ContentSection>

          <ItemFaq id="industry-faq" title={`${industry.title} RFP FAQ`} items={industry.faqs} />

          {industry.niches.length > 0 ? (
            <ContentSection id="industry-niches" title={`${industry.title} Niches`}>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                {industry.niches.map((niche) => (
                  <NicheCard key={niche.slug} industrySlug={industry.slug} niche={niche} />
                ))}
              </SimpleGrid>
            </ContentSection>
          ) : null}

          <ContentSection id="related-resources" title="Related Resources">
            <HStack as="ul" listStyleType="none" wrap="wrap" gap="3">
              {RESOURCE_LINKS.map((resource) => (
                <Box as="li" key={resource.to} borderWidth="1px" borderColor="slate.200" borderRadius="md" px="4" py="3">
                  <Link asChild color="accent.text" fontWeight="semibold">
                    <RouterLink to={resource.to}>{resource.title}</RouterLink>
                  </Link>
                </Box>
              ))}
            </HStack>
            {otherIndustries.length > 0 ? (
              <Box mt="8">
                <Heading as="h3" size="md" color="fg.heading" mb="3">
                  Other popular industries
                </Heading>
                <HStack as="ul" listStyleType="none" wrap="wrap" gap="3">
                  {otherIndustries.map((item) => (
                    <li key={item.slug}>
                      <Link asChild color="accent.text" fontWeight="medium">
                        <RouterLink to={paths.industry(item.slug)}>{`${item.title} RFPs`}</RouterLink>
                      </Link>
                    </li>
                  ))}
                </HStack>
              </Box>
            ) : null}
          </ContentSection>

          <WaitlistCta title={industry.title} />
        </Stack>
      </WithSidebar>
    </>
  );
}

export function Component() {
  const { page } = useLoaderData<typeof loader>();
  return (
    <Suspense fallback={<DetailPageSkeleton label="Loading industry" />}>
      <Await resolve={page}>{(data) => data.industry && <IndustryDetail industry={data.industry} popular={data.site.popularIndustries} />}</Await>
    </Suspense>
  );
}

/** A missing industry (404) or one that could not be read (503): the same "not found" view, with popular industries when the answer had them. */
export function ErrorBoundary() {
  const { data } = usePageError<Pick<IndustryPageQuery, 'site'>>();
  return <NotFound popular={data?.site.popularIndustries ?? []} />;
}
