import { Badge, Box, Button, Card, Heading, HStack, Link, SimpleGrid, Stack, Stat, Text, Wrap } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Await, Link as RouterLink, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { deferred, runQuery, usePageError, type RouteDeps } from '../../lib/route-data';
import { splitPeriods } from '../../lib/format';
import { breadcrumbJsonLd, type Crumb } from '../../components/breadcrumbs';
import { WithSidebar } from '../../components/layout/with-sidebar';
import { CompetitionBadge, FrequencyBadge } from '../../components/level-badges';
import { MarketSizeBasis } from '../../components/market-size-basis';
import { PageHero } from '../../components/page-hero';
import { Seo } from '../../components/seo';
import { Section } from '../../components/status-screens';
import { paths } from '../../config/paths';
import { useSiteConfig } from '../../config/site-config';
import { NichePageDocument, type NichePageQuery } from '../../graphql/generated';
import { competitionMeaning, continueSentence, normalizeLevel, selectsOnQualifications, withArticle } from './industry-rules';
import { ItemFaq } from './item-faq';
import { buyerProfiles, complianceView, nicheMetaKeywords, relatedNiches, standardComplianceText } from './niche-rules';
import { ContentSection, DetailPageSkeleton, HeroBreadcrumbs, MarkedList, MUTED_TEXT } from './page-parts';

type NicheData = NonNullable<NichePageQuery['niche']>;
type Sibling = NonNullable<NichePageQuery['niches']>[number];

/** Missing niche, missing parent industry or a failed read: 404 (or 503) with the not-found screen. */
export const loader = (deps: RouteDeps, { params }: LoaderFunctionArgs) =>
  deferred(deps, runQuery(deps, NichePageDocument, { industrySlug: params.slug ?? '', slug: params.niche ?? '' }, { missing: (data) => !data.niche || !data.niches }));

function NotFound() {
  const { productName } = useSiteConfig();
  return (
    <>
      <Seo
        title={`Niche Not Found | ${productName}`}
        description="The requested niche could not be found or may have been moved. Browse every industry and its niches instead."
        noindex
      />
      <PageHero title="Niche Not Found" lead="The requested niche could not be found or may have been moved.">
        <HeroBreadcrumbs items={[{ label: 'Home', to: paths.home }, { label: 'Industries', to: paths.industries }, { label: 'Not found' }]} />
      </PageHero>
      <Section>
        <Stack align="center">
          <Button asChild type={undefined} bg="accent.solid" color="accent.fg" _hover={{ bg: 'accent.hover' }}>
            <RouterLink to={paths.industries}>← Browse All Industries</RouterLink>
          </Button>
        </Stack>
      </Section>
    </>
  );
}

function StatCard({ label, value, long = false }: { label: string; value: string; long?: boolean }) {
  return (
    <Card.Root variant="outline" h="full">
      <Card.Body>
        <Stat.Root gap="2">
          <Stat.Label color={MUTED_TEXT} fontWeight="semibold" textTransform="uppercase" fontSize="xs" letterSpacing="wide">
            {label}
          </Stat.Label>
          <Stat.ValueText fontSize={long ? 'md' : '2xl'} fontWeight={long ? 'medium' : 'bold'} color="fg.heading" lineHeight="short">
            {value}
          </Stat.ValueText>
        </Stat.Root>
      </Card.Body>
    </Card.Root>
  );
}

function NicheDetail({ niche, siblings }: { niche: NicheData; siblings: readonly Sibling[] }) {
  const { productName, publicSiteUrl } = useSiteConfig();
  const { industry } = niche;
  const path = paths.niche(industry.slug, niche.slug);
  const crumbs: Crumb[] = [
    { label: 'Home', to: paths.home },
    { label: 'Industries', to: paths.industries },
    { label: industry.title, to: paths.industry(industry.slug) },
    { label: niche.title },
  ];
  const profiles = buyerProfiles(niche.buyerProfiles);
  const compliance = complianceView(niche.complianceRequirements);
  const tips = splitPeriods(niche.proposalTips);
  const painPoints = splitPeriods(niche.keyPainPoints);
  const related = relatedNiches(siblings, niche.slug);
  const competition = normalizeLevel(niche.competitionLevel);
  const description = niche.metaDescription;
  const onQualifications = selectsOnQualifications([
    niche.description,
    niche.keyPainPoints,
    niche.complianceRequirements,
    niche.proposalTips,
    industry.description,
  ]);

  return (
    <>
      <Seo
        title={`${niche.title} RFPs in ${industry.title} | ${productName}`}
        description={description}
        keywords={nicheMetaKeywords(niche.longTailKeywords)}
        jsonLd={[
          breadcrumbJsonLd(crumbs, publicSiteUrl, path),
          {
            '@context': 'https://schema.org',
            '@type': 'WebPage',
            name: `${niche.title} RFPs`,
            description,
            url: `${publicSiteUrl}${path}`,
            about: { '@type': 'Thing', name: niche.title, description: niche.subcategory },
            isPartOf: { '@type': 'WebPage', name: `${industry.title} RFPs`, url: `${publicSiteUrl}${paths.industry(industry.slug)}` },
            keywords: niche.longTailKeywords.join(', '),
            publisher: { '@type': 'Organization', name: productName, url: publicSiteUrl },
          },
        ]}
      />
      <PageHero title={niche.title} lead={niche.description}>
        <HeroBreadcrumbs items={crumbs} />
        <Badge bg="accent.solid" color="accent.fg" size="md" mb="3">
          {niche.subcategory}
        </Badge>
      </PageHero>
      <WithSidebar context="industries" currentPage={`${niche.title} (${industry.title})`}>
        <Stack gap={{ base: '12', md: '14' }}>
          <Box as="section" aria-label="Key figures">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <StatCard label="Average Contract Value" value={niche.averageContractValue} />
              <StatCard label="Opportunity Frequency" value={niche.opportunityFrequency} />
              <StatCard label="Success Metrics" value={niche.successMetrics} long />
              <StatCard label="Long-Tail Keywords" value={`${niche.longTailKeywords.length}`} />
            </SimpleGrid>
          </Box>

          <ContentSection id="market-overview" title="Market Overview">
            <Stack gap="4" maxW="prose">
              <Text>
                {`${niche.title} is ${withArticle(niche.subcategory)} niche of the ${industry.title} market, which represents ${continueSentence(industry.marketSize)}.`}
              </Text>
              <MarketSizeBasis fontSize="sm" basis={industry.marketSizeBasis} />
              <HStack wrap="wrap" gap="2">
                <FrequencyBadge frequency={niche.opportunityFrequency} />
                <CompetitionBadge level={niche.competitionLevel} />
              </HStack>
              <Text>{competitionMeaning(competition, onQualifications)}</Text>
              <Link asChild color="accent.text" fontWeight="semibold">
                <RouterLink to={paths.industry(industry.slug)}>{`All ${industry.title} RFP opportunities`}</RouterLink>
              </Link>
            </Stack>
          </ContentSection>

          <ContentSection id="buyer-profiles" title="Buyer Profiles">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              {profiles.map((profile, index) => (
                <Card.Root key={`${index}-${profile.type ?? ''}`} variant="subtle" bg="bg.brandSubtle">
                  <Card.Body gap="2">
                    {profile.type ? (
                      <Card.Title as="h3" fontSize="md" color="fg.heading">
                        {profile.type}
                      </Card.Title>
                    ) : null}
                    <Text _firstLetter={{ textTransform: 'uppercase' }}>{profile.description}</Text>
                  </Card.Body>
                </Card.Root>
              ))}
            </SimpleGrid>
          </ContentSection>

          <ContentSection id="long-tail-keywords" title="Long-Tail Keywords">
            <Text mb="4" color={MUTED_TEXT}>
              {`Search phrases buyers and bidders use for ${niche.title} opportunities.`}
            </Text>
            <Wrap as="ul" listStyleType="none" gap="2">
              {niche.longTailKeywords.map((keyword) => (
                <li key={keyword}>
                  <Badge variant="outline" colorPalette="gray" size="lg" px="3" py="1" borderRadius="full" whiteSpace="normal" textAlign="start">
                    {keyword}
                  </Badge>
                </li>
              ))}
            </Wrap>
          </ContentSection>

          <ContentSection id="compliance-requirements" title="Compliance Requirements">
            {compliance.kind === 'standard' ? (
              <Box borderWidth="1px" borderColor="slate.200" borderRadius="lg" p="5">
                <Heading as="h3" size="md" color="fg.heading" mb="2">
                  Standard Compliance
                </Heading>
                <Text>{standardComplianceText(niche.title)}</Text>
              </Box>
            ) : (
              <MarkedList items={compliance.items} />
            )}
          </ContentSection>

          <ContentSection id="proposal-tips" title="Proposal Tips">
            <MarkedList items={tips} ordered />
          </ContentSection>

          <ContentSection id="pain-points" title="Key Pain Points">
            <MarkedList items={painPoints} />
          </ContentSection>

          {related.length > 0 ? (
            <ContentSection id="related-niches" title={`More ${industry.title} Niches`}>
              <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
                {related.map((sibling) => (
                  <Card.Root key={sibling.slug} variant="outline">
                    <Card.Body gap="1">
                      <Text fontSize="sm" color={MUTED_TEXT}>
                        {sibling.subcategory}
                      </Text>
                      <Card.Title as="h3" fontSize="md">
                        <Link asChild color="accent.text">
                          <RouterLink to={paths.niche(industry.slug, sibling.slug)}>{sibling.title}</RouterLink>
                        </Link>
                      </Card.Title>
                    </Card.Body>
                  </Card.Root>
                ))}
              </SimpleGrid>
            </ContentSection>
          ) : null}

          <ItemFaq id="niche-faq" title={`${niche.title} RFP FAQ`} items={niche.faqs} />

          <Box as="section" aria-labelledby="niche-cta" bg="bg.brand" color="white" borderRadius="xl" p={{ base: '6', md: '10' }}>
            <Heading as="h2" id="niche-cta" size="2xl" color="white">
              {`Find ${niche.title} RFPs automatically`}
            </Heading>
            <Text mt="3" color="fg.onBrandMuted" maxW="prose">
              {`Join early access to get new ${niche.title} RFPs from ${productName} as they are posted.`}
            </Text>
            <Button asChild type={undefined} mt="6" bg="accent.solid" color="accent.fg" _hover={{ bg: 'accent.hover' }} size="lg">
              <RouterLink to={paths.home}>Join Early Access</RouterLink>
            </Button>
          </Box>
        </Stack>
      </WithSidebar>
    </>
  );
}

export function Component() {
  const { page } = useLoaderData<typeof loader>();
  return (
    <Suspense fallback={<DetailPageSkeleton label="Loading niche" />}>
      <Await resolve={page}>{(data) => data.niche && data.niches && <NicheDetail niche={data.niche} siblings={data.niches} />}</Await>
    </Suspense>
  );
}

export function ErrorBoundary() {
  usePageError();
  return <NotFound />;
}
