import { Box, Button, Card, Container, Flex, Heading, HStack, Link, List, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Fragment, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { isPlainClick } from '../../lib/plain-click';
import { Await, Link as RouterLink, useLoaderData } from 'react-router-dom';
import { Breadcrumbs, breadcrumbJsonLd, type Crumb } from '../../components/breadcrumbs';
import { HeroUpdatedLine } from '../../components/editorial-notes';
import { FaqAccordion } from '../../components/faq';
import { Seo } from '../../components/seo';
import { paths } from '../../config/paths';
import { useSiteConfig } from '../../config/site-config';
import { GuidePageDocument, type GuidePageQuery, type GuideProduct_CompetitorFragment } from '../../graphql/generated';
import { analytics, GUIDE_PAGE_TITLE } from '../../lib/analytics';
import { formatContentDate } from '../../lib/content-date';
import { deferred, runQuery, usePageError, type RouteDeps } from '../../lib/route-data';
import { GuideComparisonTable } from './guide-comparison-table';
import {
  alternativesLinkLabel,
  COMPARED_COMPETITORS,
  COMPARISON_SIZE,
  FEATURES_TO_LOOK_FOR,
  GUIDE_CRUMB,
  GUIDE_SECTIONS,
  guideFaq,
  guideText,
  jobLabel,
  PRICING_MODELS,
  REPLACING,
  SMALL_BUSINESS_PICKS,
  SOFTWARE_JOBS,
  SOURCES,
  sourceCheckedLabel,
  type GuideSectionId,
} from './guide-content';
import { RecommendedBanner, SmallBusinessCards } from './guide-product-cards';
import { latestDate } from '../../../../schema/comparison-rules';
import { categoryLabel, comparisonRows, offerSentence, pricingSentence, pricingSummary, smallBusinessPicks } from './guide-rules';
import { EarlyAccessLink } from '../../components/waitlist/early-access-link';

type Product = GuideProduct_CompetitorFragment;

const CRUMBS: readonly Crumb[] = [{ label: 'Home', to: paths.home }, { label: GUIDE_CRUMB }];

const CATEGORY_ORDER = ['discovery-platform', 'government-specialist', 'ai-native', 'enterprise-incumbent', 'enterprise-procurement'] as const;

/** The links under the guide, by their label's name in content/pages/guide.json. */
const FOOTER_LINKS = [
  { name: 'home', to: paths.home },
  { name: 'industries', to: paths.industries },
  { name: 'blog', to: paths.blog },
  { name: 'compare', to: paths.competitors },
] as const;

export const loader = (deps: RouteDeps) => deferred(deps, runQuery(deps, GuidePageDocument, {}));

/** A glide to the section, or a jump when the visitor asked for less motion. */
function scrollToSection(id: GuideSectionId) {
  const glide = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  document.getElementById(id)?.scrollIntoView({ behavior: glide ? 'smooth' : 'instant', block: 'start' });
}

function GuideSection({ id, title, lead, children }: { id: GuideSectionId; title: string; lead?: string; children: ReactNode }) {
  return (
    <Box as="section" id={id} aria-labelledby={`${id}-heading`} scrollMarginTop="8">
      <Heading as="h2" id={`${id}-heading`} size={{ base: '2xl', md: '3xl' }} color="fg.heading" mb="3">
        {title}
      </Heading>
      {lead ? (
        <Text fontSize="lg" color="fg.body" maxW="prose" mb="6">
          {lead}
        </Text>
      ) : null}
      {children}
    </Box>
  );
}

function InternalLink({ to, children }: { to: string; children: string }) {
  return (
    <Link asChild color="accent.text" fontWeight="semibold">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

function Prose({ children }: { children: ReactNode }) {
  return (
    <Stack gap="4" maxW="prose">
      {children}
    </Stack>
  );
}

function TableOfContents({ title }: { title: string }) {
  return (
    <Box as="nav" aria-labelledby="toc-heading" borderWidth="1px" borderColor="slate.200" borderRadius="lg" p="5" bg="bg.brandSubtle">
      <Heading as="h2" id="toc-heading" size="md" color="fg.heading" mb="3">
        {title}
      </Heading>
      <Flex as="ol" listStyleType="none" gap="2" wrap="wrap">
        {GUIDE_SECTIONS.map((section, index) => (
          <li key={section.id}>
            {/* A link to the section's anchor, so it works before the app is live; once live, a glide there. */}
            <Button asChild type={undefined} size="sm" variant="outline" bg="white" borderColor="slate.300" color="fg.heading">
              <a
                href={`#${section.id}`}
                onClick={(event) => {
                  if (!isPlainClick(event)) return;
                  event.preventDefault();
                  scrollToSection(section.id);
                }}
              >
                {`${index + 1}. ${section.label}`}
              </a>
            </Button>
          </li>
        ))}
      </Flex>
    </Box>
  );
}

/** A market of the by-industry section: its name, what to look for there, and `children`, its links. */
function MarketCard({ market, children }: { market: { title: string; text: string }; children: ReactNode }) {
  return (
    <Card.Root variant="outline" bg="white">
      <Card.Body gap="3">
        <Card.Title as="h3" color="fg.heading">
          {market.title}
        </Card.Title>
        <Text>{market.text}</Text>
        <Stack gap="1">{children}</Stack>
      </Card.Body>
    </Card.Root>
  );
}

function DataMessage({ children }: { children: string }) {
  return (
    <Box role="status" borderWidth="1px" borderColor="slate.200" borderRadius="lg" p="6" bg="white" color="fg.subtle">
      {children}
    </Box>
  );
}

/** Where the comparison's facts come from: each vendor's own page as a link, with the date it was checked. */
function Sources({ products }: { products: readonly Product[] }) {
  const others = products.filter((product) => !product.isOwnProduct);
  return (
    <>
      <Text>{SOURCES.intro}</Text>
      <List.Root gap="1" ps="5" mt="1">
        {others.map((product) => (
          <List.Item key={product.slug}>
            <Link href={product.sourceUrl} target="_blank" rel="noopener noreferrer" color="accent.text" textDecoration="underline">
              {product.name}
            </Link>
            {`, ${sourceCheckedLabel(formatContentDate(product.lastChecked))}`}
          </List.Item>
        ))}
      </List.Root>
      <Text mt="2">
        {`${SOURCES.policy.text} `}
        <Link asChild color="accent.text" textDecoration="underline" display="inline">
          <RouterLink to={paths.editorialPolicy}>{SOURCES.policy.link}</RouterLink>
        </Link>
        .
      </Text>
    </>
  );
}

function alternativesByCategory(products: readonly Product[]) {
  return CATEGORY_ORDER.map((category) => ({
    category,
    items: products.filter((product) => product.category === category && !product.isOwnProduct),
  })).filter((group) => group.items.length > 0);
}

export function Component() {
  const sent = useRef(false);

  useEffect(() => {
    // Refs survive StrictMode's dev-only remount, so the page view is sent once per visit.
    if (sent.current) return;
    sent.current = true;
    analytics.pageView(GUIDE_PAGE_TITLE);
  }, []);

  const { page } = useLoaderData<typeof loader>();
  return (
    <Suspense fallback={<Guide />}>
      <Await resolve={page}>{(data) => <Guide data={data} />}</Await>
    </Suspense>
  );
}

export function ErrorBoundary() {
  usePageError();
  return <Guide failed />;
}

/** The guide: its fixed text at once, the products' parts loading while it has neither data nor a failure. */
function Guide({ data, failed = false }: { data?: GuidePageQuery; failed?: boolean }) {
  const { productName, publicSiteUrl } = useSiteConfig();
  const own = data?.competitor ?? null;
  const competitors = data?.competitors ?? [];
  const rows = comparisonRows(own, competitors, COMPARED_COMPETITORS, COMPARISON_SIZE);
  const picks = smallBusinessPicks(own, competitors, SMALL_BUSINESS_PICKS);
  const summary = pricingSummary(competitors);
  const faq = guideFaq(productName);
  const text = guideText(productName);
  const pending = !data && !failed;
  const compared = rows.filter((product) => !product.isOwnProduct);
  const updated = latestDate(competitors.map((product) => product.lastChecked));

  return (
    <>
      <Seo
        title={`RFP Software Guide: How to Choose the Right Tool | ${productName}`}
        description="Compare RFP software for discovery, tracking and response: prices, integrations, ratings, and picks for small businesses, nonprofits and industries."
        keywords={['RFP software', 'best RFP software', 'RFP software comparison', 'RFP discovery tools', 'RFP software for small business', 'RFP software pricing']}
        jsonLd={[
          breadcrumbJsonLd(CRUMBS, publicSiteUrl, paths.guide),
          {
            '@context': 'https://schema.org',
            '@type': 'ItemList',
            name: 'RFP software compared',
            // The product's own entry is marked "Our product" on the page and is not given a position.
            itemListElement: compared.map((product, index) => ({
              '@type': 'ListItem',
              position: index + 1,
              name: product.name,
              url: `${publicSiteUrl}${paths.competitor(product.slug)}`,
            })),
          },
        ]}
      />

      <Box bg="bg.brand" color="white" pt={{ base: '28', md: '32' }} pb={{ base: '12', md: '16' }}>
        <Container maxW="page">
          <Breadcrumbs items={CRUMBS} />
          <Heading as="h1" size={{ base: '3xl', md: '5xl' }} color="white" maxW="3xl">
            {text.hero.title}
          </Heading>
          <Text mt="4" fontSize={{ base: 'md', md: 'lg' }} color="fg.onBrandMuted" maxW="prose">
            {text.hero.lead}
          </Text>
          <HStack mt="8" gap="4" flexWrap="wrap">
            <Button asChild type={undefined} bg="accent.solid" color="accent.fg" _hover={{ bg: 'accent.hover' }} size="lg">
              <RouterLink to={paths.home}>{text.hero.tryFree}</RouterLink>
            </Button>
            <Button asChild type={undefined} variant="outline" color="white" borderColor="whiteAlpha.700" _hover={{ bg: 'whiteAlpha.200' }} size="lg">
              <RouterLink to={paths.competitors}>{text.hero.compareAll}</RouterLink>
            </Button>
          </HStack>
          <Text mt="6" fontSize="sm" color="fg.onBrandMuted" maxW="prose">
            {text.hero.publishedBy}
          </Text>
          {updated ? <HeroUpdatedLine date={updated} mt="2" /> : null}
        </Container>
      </Box>

      <Container maxW="page" pt={{ base: '10', md: '14' }}>
        {pending ? <Skeleton height="48" borderRadius="xl" /> : own ? <RecommendedBanner product={own} /> : null}
      </Container>

      <Container maxW="page" py={{ base: '10', md: '14' }}>
        <Stack gap={{ base: '14', md: '20' }}>
          <TableOfContents title={text.tocTitle} />

          <GuideSection id="overview" title={text.overview.title} lead={text.overview.lead}>
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" mb="6">
              {SOFTWARE_JOBS.map((job, index) => (
                <Card.Root key={job.title} variant="outline" bg="white">
                  <Card.Body gap="2">
                    <Text fontSize="sm" fontWeight="bold" color="accent.text">
                      {jobLabel(index + 1)}
                    </Text>
                    <Card.Title as="h3" color="fg.heading">
                      {job.title}
                    </Card.Title>
                    <Text>{job.text}</Text>
                  </Card.Body>
                </Card.Root>
              ))}
            </SimpleGrid>
            <Prose>
              {text.overview.paragraphs.map((paragraph) => (
                <Text key={paragraph}>{paragraph}</Text>
              ))}
            </Prose>
          </GuideSection>

          <GuideSection id="comparison" title={text.comparison.title} lead={text.comparison.lead}>
            {failed ? (
              <DataMessage>{text.comparison.loadError}</DataMessage>
            ) : pending ? (
              <Skeleton height="96" borderRadius="lg" />
            ) : rows.length === 0 ? (
              <DataMessage>{text.comparison.empty}</DataMessage>
            ) : (
              <Stack gap="4">
                <Text fontSize="sm" color="fg.subtle" display={{ base: 'block', lg: 'none' }}>
                  {text.comparison.swipeHint}
                </Text>
                <GuideComparisonTable products={rows} />
                <Box as="dl" fontSize="sm" color="fg.subtle" maxW="prose">
                  {text.comparison.notes.map((note) => (
                    <Fragment key={note.term}>
                      <Text as="dt" fontWeight="semibold" color="fg.heading">
                        {note.term}
                      </Text>
                      <Text as="dd" mb="3">
                        {note.text}
                      </Text>
                    </Fragment>
                  ))}
                  <Text as="dt" fontWeight="semibold" color="fg.heading">
                    {text.comparison.sourcesTerm}
                  </Text>
                  <Box as="dd">
                    <Sources products={rows} />
                  </Box>
                </Box>
              </Stack>
            )}
          </GuideSection>

          <GuideSection id="small-business" title={text.smallBusiness.title} lead={text.smallBusiness.lead}>
            {failed ? (
              <DataMessage>{text.smallBusiness.loadError}</DataMessage>
            ) : pending ? (
              <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
                {Array.from({ length: SMALL_BUSINESS_PICKS }, (_, index) => (
                  <Skeleton key={index} height="72" borderRadius="lg" />
                ))}
              </SimpleGrid>
            ) : picks.length === 0 ? (
              <DataMessage>{text.smallBusiness.empty}</DataMessage>
            ) : (
              <SmallBusinessCards products={picks} />
            )}
            <Prose>
              <Text mt="6">{text.smallBusiness.paragraph}</Text>
              <Text>
                <InternalLink to={paths.post('government-contracting-for-small-businesses')}>{text.smallBusiness.guideLink}</InternalLink>
              </Text>
            </Prose>
          </GuideSection>

          <GuideSection id="nonprofits" title={text.nonprofits.title} lead={text.nonprofits.lead}>
            <Prose>
              <Text>{text.nonprofits.paragraph}</Text>
              <List.Root gap="2" ps="5">
                {text.nonprofits.tips.map((tip) => (
                  <List.Item key={tip}>{tip}</List.Item>
                ))}
              </List.Root>
              <HStack gap="6" flexWrap="wrap">
                <InternalLink to={paths.industry('nonprofit-social-services')}>{text.nonprofits.industryLink}</InternalLink>
                <InternalLink to={paths.alternatives('free-rfp-tools')}>{text.nonprofits.freeSourcesLink}</InternalLink>
              </HStack>
            </Prose>
          </GuideSection>

          <GuideSection id="industries" title={text.industries.title} lead={text.industries.lead}>
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
              <MarketCard market={text.industries.markets.government}>
                <InternalLink to={paths.industry('government-defense')}>{text.industries.markets.government.industryLink}</InternalLink>
                <InternalLink to={paths.alternatives('free-rfp-tools')}>{text.industries.markets.government.freeSourcesLink}</InternalLink>
              </MarketCard>
              <MarketCard market={text.industries.markets.healthcare}>
                <InternalLink to={paths.industry('healthcare')}>{text.industries.markets.healthcare.industryLink}</InternalLink>
              </MarketCard>
              <MarketCard market={text.industries.markets.technology}>
                <InternalLink to={paths.industry('information-technology-services')}>{text.industries.markets.technology.industryLink}</InternalLink>
                <InternalLink to={paths.competitors}>{text.industries.markets.technology.compareLink}</InternalLink>
              </MarketCard>
            </SimpleGrid>
            <Text mt="6">
              <InternalLink to={paths.industries}>{text.industries.allIndustriesLink}</InternalLink>
            </Text>
          </GuideSection>

          <GuideSection id="features" title={text.features.title} lead={text.features.lead}>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              {FEATURES_TO_LOOK_FOR.map((feature) => (
                <Card.Root key={feature.title} variant="outline" bg="white">
                  <Card.Body gap="2">
                    <Heading as="h3" size="md" color="fg.heading">
                      {feature.title}
                    </Heading>
                    <Text>{feature.why}</Text>
                    <Text fontSize="sm" color="fg.subtle">
                      <Text as="span" fontWeight="semibold" color="fg.heading">
                        {text.features.ask}{' '}
                      </Text>
                      {feature.ask}
                    </Text>
                  </Card.Body>
                </Card.Root>
              ))}
            </SimpleGrid>
          </GuideSection>

          <GuideSection id="pricing" title={text.pricing.title} lead={text.pricing.lead}>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" mb="6">
              {PRICING_MODELS.map((model) => (
                <Card.Root key={model.title} variant="subtle" bg="bg.brandSubtle">
                  <Card.Body gap="2">
                    <Heading as="h3" size="md" color="fg.heading">
                      {model.title}
                    </Heading>
                    <Text>{model.text}</Text>
                  </Card.Body>
                </Card.Root>
              ))}
            </SimpleGrid>
            <Prose>
              {summary.total > 0 ? (
                <Text>{pricingSentence(summary, (date) => formatContentDate(date, 'MMMM d, yyyy'))}</Text>
              ) : null}
              {own ? (
                <Text>{`${offerSentence(own)} ${text.pricing.offerNote}`}</Text>
              ) : null}
              <Text fontWeight="semibold" color="fg.heading">
                {text.pricing.yearOneTitle}
              </Text>
              <List.Root gap="2" ps="5">
                {text.pricing.yearOne.map((step) => (
                  <List.Item key={step}>{step}</List.Item>
                ))}
              </List.Root>
            </Prose>
          </GuideSection>

          <GuideSection id="alternatives" title={text.alternatives.title} lead={text.alternatives.lead}>
            {failed ? (
              <DataMessage>{text.alternatives.loadError}</DataMessage>
            ) : pending ? (
              <Skeleton height="64" borderRadius="lg" />
            ) : (
              <Stack gap="6">
                {alternativesByCategory(competitors).map((group) => (
                  <Box key={group.category}>
                    <Heading as="h3" size="md" color="fg.heading" mb="1">
                      {categoryLabel(group.category)}
                    </Heading>
                    <Text mb="2" maxW="prose">
                      {text.alternatives.categoryNotes[group.category]}
                    </Text>
                    <Flex as="ul" listStyleType="none" gap="2" wrap="wrap">
                      {group.items.map((product) => (
                        <li key={product.slug}>
                          <Link asChild color="accent.text" fontSize="sm" borderWidth="1px" borderColor="slate.200" borderRadius="full" px="3" py="1" display="inline-block">
                            <RouterLink to={paths.competitor(product.slug)}>{product.name}</RouterLink>
                          </Link>
                        </li>
                      ))}
                    </Flex>
                  </Box>
                ))}
                {compared.length > 0 ? (
                  <Box>
                    <Heading as="h3" size="md" color="fg.heading" mb="2">
                      {REPLACING.title}
                    </Heading>
                    <Flex as="ul" listStyleType="none" gap="4" wrap="wrap">
                      {compared.map((product) => (
                        <li key={product.slug}>
                          <InternalLink to={paths.alternatives(product.slug)}>{alternativesLinkLabel(product.name)}</InternalLink>
                        </li>
                      ))}
                      <li>
                        <InternalLink to={paths.alternatives('free-rfp-tools')}>{REPLACING.freeToolsLink}</InternalLink>
                      </li>
                    </Flex>
                  </Box>
                ) : null}
              </Stack>
            )}
          </GuideSection>

          <GuideSection id="faq" title={text.faqTitle}>
            <FaqAccordion items={faq} idPrefix="guide-faq" />
          </GuideSection>
        </Stack>
      </Container>

      <Box as="section" aria-labelledby="guide-cta-heading" bg="bg.brand" color="white" py={{ base: '12', md: '16' }}>
        <Container maxW="page" textAlign="center">
          <Heading as="h2" id="guide-cta-heading" size={{ base: '2xl', md: '3xl' }} color="white">
            {text.cta.title}
          </Heading>
          <Text mt="3" color="fg.onBrandMuted" maxW="prose" mx="auto">
            {text.cta.lead}
          </Text>
          <HStack mt="8" gap="4" justify="center" flexWrap="wrap">
            <EarlyAccessLink size="lg">{text.cta.waitlist}</EarlyAccessLink>
            <Button asChild type={undefined} variant="outline" color="white" borderColor="whiteAlpha.700" _hover={{ bg: 'whiteAlpha.200' }} size="lg">
              <RouterLink to={paths.competitors}>{text.cta.compare}</RouterLink>
            </Button>
          </HStack>
        </Container>
      </Box>

      <Container maxW="page" py="6">
        <Flex as="nav" aria-label="Guide links" gap="6" wrap="wrap" justify="center" fontSize="sm">
          {FOOTER_LINKS.map((link) => (
            <Link key={link.to} asChild color="accent.text" fontWeight="semibold">
              <RouterLink to={link.to}>{text.footerLinks[link.name]}</RouterLink>
            </Link>
          ))}
        </Flex>
      </Container>
    </>
  );
}
