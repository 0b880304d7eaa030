import { Box, Button, Card, Container, Flex, Heading, HStack, Link, List, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Breadcrumbs, breadcrumbJsonLd, type Crumb } from '../../components/breadcrumbs';
import { HeroUpdatedLine } from '../../components/editorial-notes';
import { FaqAccordion, faqJsonLd } from '../../components/faq';
import { Seo } from '../../components/seo';
import { paths } from '../../config/paths';
import { useSiteConfig } from '../../config/site-config';
import { GuidePageDocument, type GuidePageQuery, type GuideProduct_CompetitorFragment } from '../../graphql/generated';
import { analytics } from '../../lib/analytics';
import { formatContentDate } from '../../lib/format';
import type { PageModule } from '../../lib/page-module';
import { PageQuery, type PageQueryResult } from '../../lib/page-query';
import { handOver } from '../../lib/prefetch';
import { GuideComparisonTable } from './guide-comparison-table';
import {
  COMPARED_COMPETITORS,
  COMPARISON_SIZE,
  FEATURES_TO_LOOK_FOR,
  GUIDE_SECTIONS,
  guideFaq,
  PRICING_MODELS,
  SMALL_BUSINESS_PICKS,
  SOFTWARE_JOBS,
  type GuideSectionId,
} from './guide-content';
import { RecommendedBanner, SmallBusinessCards } from './guide-product-cards';
import { latestDate } from '../../../../schema/comparison-rules';
import { categoryLabel, comparisonRows, offerSentence, pricingSentence, pricingSummary, smallBusinessPicks } from './guide-rules';
import { EarlyAccessLink } from '../../components/waitlist/early-access-link';

type Product = GuideProduct_CompetitorFragment;

const CRUMBS: readonly Crumb[] = [{ label: 'Home', to: paths.home }, { label: 'RFP Software Guide' }];

const CATEGORY_ORDER = ['discovery-platform', 'government-specialist', 'ai-native', 'enterprise-incumbent', 'enterprise-procurement'] as const;

const CATEGORY_NOTES: Record<(typeof CATEGORY_ORDER)[number], string> = {
  'discovery-platform': 'Bid boards and aggregators collect notices from many public portals into one search with email alerts.',
  'government-specialist': 'Market-intelligence services add forecasts, award histories, agency contacts and competitor research for public-sector capture teams.',
  'ai-native': 'Newer AI-first tools that draft answers or match opportunities with language models.',
  'enterprise-incumbent': 'Response-management platforms help proposal teams answer from a reviewed content library; they do not find new bids.',
  'enterprise-procurement': 'Buyer-side sourcing suites: suppliers use them to answer invited events, not to discover open bids.',
};

const FOOTER_LINKS = [
  { label: 'Home', to: paths.home },
  { label: 'Industries', to: paths.industries },
  { label: 'Blog', to: paths.blog },
  { label: 'Compare', to: paths.competitors },
] as const;

export const loader: PageModule['loader'] = (deps) => handOver(deps, GuidePageDocument, {});

function scrollToSection(id: GuideSectionId) {
  document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

function GuideSection({ id, title, lead, children }: { id: GuideSectionId; title: string; lead?: string; children: ReactNode }) {
  return (
    <Box as="section" id={id} aria-labelledby={`${id}-heading`} scrollMarginTop="24">
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

function TableOfContents() {
  return (
    <Box as="nav" aria-labelledby="toc-heading" borderWidth="1px" borderColor="slate.200" borderRadius="lg" p="5" bg="bg.brandSubtle">
      <Heading as="h2" id="toc-heading" size="md" color="fg.heading" mb="3">
        In this guide
      </Heading>
      <Flex as="ol" listStyleType="none" gap="2" wrap="wrap">
        {GUIDE_SECTIONS.map((section, index) => (
          <li key={section.id}>
            <Button size="sm" variant="outline" bg="white" borderColor="slate.300" color="fg.heading" onClick={() => scrollToSection(section.id)}>
              {`${index + 1}. ${section.label}`}
            </Button>
          </li>
        ))}
      </Flex>
    </Box>
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
      <Text>Competitor facts come from each vendor's public website, pricing page and documentation:</Text>
      <List.Root gap="1" ps="5" mt="1">
        {others.map((product) => (
          <List.Item key={product.slug}>
            <Link href={product.sourceUrl} target="_blank" rel="noopener noreferrer" color="accent.text" textDecoration="underline">
              {product.name}
            </Link>
            {`, checked ${formatContentDate(product.lastChecked)}`}
          </List.Item>
        ))}
      </List.Root>
      <Text mt="2">
        {'How we research, check and correct these pages: our '}
        <Link asChild color="accent.text" textDecoration="underline">
          <RouterLink to={paths.editorialPolicy}>editorial policy</RouterLink>
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
    analytics.guidePageView();
  }, []);

  return (
    <PageQuery query={GuidePageDocument} variables={{}}>
      {(result) => <Guide {...result} />}
    </PageQuery>
  );
}

function Guide({ data, loading, error }: PageQueryResult<GuidePageQuery>) {
  const { productName, publicSiteUrl } = useSiteConfig();
  const own = data?.competitor ?? null;
  const competitors = data?.competitors ?? [];
  const rows = comparisonRows(own, competitors, COMPARED_COMPETITORS, COMPARISON_SIZE);
  const picks = smallBusinessPicks(own, competitors, SMALL_BUSINESS_PICKS);
  const summary = pricingSummary(competitors);
  const faq = guideFaq(productName);
  const pending = loading && !data;
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
          faqJsonLd(faq),
          {
            '@context': 'https://schema.org',
            '@type': 'ItemList',
            name: 'RFP software compared',
            itemListElement: rows.map((product, index) => ({
              '@type': 'ListItem',
              position: index + 1,
              name: product.name,
              url: `${publicSiteUrl}${product.isOwnProduct ? paths.home : paths.competitor(product.slug)}`,
            })),
          },
        ]}
      />

      <Box bg="bg.brand" color="white" pt={{ base: '28', md: '32' }} pb={{ base: '12', md: '16' }}>
        <Container maxW="page">
          <Breadcrumbs items={CRUMBS} />
          <Heading as="h1" size={{ base: '3xl', md: '5xl' }} color="white" maxW="3xl">
            The RFP Software Guide
          </Heading>
          <Text mt="4" fontSize={{ base: 'md', md: 'lg' }} color="fg.onBrandMuted" maxW="prose">
            How to choose software that finds, tracks and helps you win requests for proposals: what each kind of tool does, what it costs, and which fits a small business, a nonprofit or your industry.
          </Text>
          <HStack mt="8" gap="4" flexWrap="wrap">
            <Button asChild type={undefined} bg="accent.solid" color="accent.fg" _hover={{ bg: 'accent.hover' }} size="lg">
              <RouterLink to={paths.home}>Try free</RouterLink>
            </Button>
            <Button asChild type={undefined} variant="outline" color="white" borderColor="whiteAlpha.700" _hover={{ bg: 'whiteAlpha.200' }} size="lg">
              <RouterLink to={paths.competitors}>Compare all tools</RouterLink>
            </Button>
          </HStack>
          <Text mt="6" fontSize="sm" color="fg.onBrandMuted" maxW="prose">
            {`Published by the ${productName} team. We recommend our own product for discovery and say so; facts about other products come from public sources, with the date each was checked.`}
          </Text>
          {updated ? <HeroUpdatedLine date={updated} mt="2" /> : null}
        </Container>
      </Box>

      <Container maxW="page" pt={{ base: '10', md: '14' }}>
        {pending ? <Skeleton height="48" borderRadius="xl" /> : own ? <RecommendedBanner product={own} /> : null}
      </Container>

      <Container maxW="page" py={{ base: '10', md: '14' }}>
        <Stack gap={{ base: '14', md: '20' }}>
          <TableOfContents />

          <GuideSection
            id="overview"
            title="Overview: what RFP software does"
            lead="“RFP software” covers three different jobs. Most products are strong at one of them, so start by deciding which job is costing your team the most time."
          >
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" mb="6">
              {SOFTWARE_JOBS.map((job, index) => (
                <Card.Root key={job.title} variant="outline" bg="white">
                  <Card.Body gap="2">
                    <Text fontSize="sm" fontWeight="bold" color="accent.text">{`Job ${index + 1}`}</Text>
                    <Card.Title as="h3" color="fg.heading">
                      {job.title}
                    </Card.Title>
                    <Text>{job.text}</Text>
                  </Card.Body>
                </Card.Root>
              ))}
            </SimpleGrid>
            <Prose>
              <Text>
                Teams that rarely see relevant bids have a discovery problem: the opportunities exist, but they are spread across SAM.gov, state portals and thousands of agency websites. Teams that see plenty of bids but miss due dates have a tracking problem. Teams that qualify well but spend nights assembling answers have a response problem.
              </Text>
              <Text>
                Buying a response platform will not fix a discovery problem, and a bid feed will not write a proposal. The comparison below mixes the three kinds on purpose so you can see the difference in price, setup and features before you talk to any vendor.
              </Text>
            </Prose>
          </GuideSection>

          <GuideSection
            id="comparison"
            title="RFP software comparison"
            lead="Five products side by side: our own discovery tool, two response-management platforms, a government market-intelligence service and a bid aggregator."
          >
            {error ? (
              <DataMessage>We're having trouble loading the comparison data. Please try again later.</DataMessage>
            ) : pending ? (
              <Skeleton height="96" borderRadius="lg" />
            ) : rows.length === 0 ? (
              <DataMessage>No products to compare yet. Check back soon.</DataMessage>
            ) : (
              <Stack gap="4">
                <Text fontSize="sm" color="fg.subtle" display={{ base: 'block', lg: 'none' }}>
                  Swipe sideways to see every column.
                </Text>
                <GuideComparisonTable products={rows} />
                <Box as="dl" fontSize="sm" color="fg.subtle" maxW="prose">
                  <Text as="dt" fontWeight="semibold" color="fg.heading">
                    How the integration score works
                  </Text>
                  <Text as="dd" mb="3">
                    Out of 10: one point per publicly documented integration, up to 8 points, plus 2 points for a direct SAM.gov integration. Integrations that are only planned, ours included, score nothing until they launch. It measures how many connections a vendor documents, not how good they are.
                  </Text>
                  <Text as="dt" fontWeight="semibold" color="fg.heading">
                    How user ratings are shown
                  </Text>
                  <Text as="dd" mb="3">
                    A rating appears only when we have recorded a public review-site score with its source and the date we checked it. Otherwise the product reads “Not rated”: we never publish ratings of our own.
                  </Text>
                  <Text as="dt" fontWeight="semibold" color="fg.heading">
                    Sources
                  </Text>
                  <Box as="dd">
                    <Sources products={rows} />
                  </Box>
                </Box>
              </Stack>
            )}
          </GuideSection>

          <GuideSection
            id="small-business"
            title="Best RFP software for small businesses"
            lead="A small team needs to see the right opportunities early and spend its limited proposal hours on bids it can win. These three list small businesses among their customers; our own product comes first, the others follow our editorial ranking."
          >
            {error ? (
              <DataMessage>We're having trouble loading these picks. Please try again later.</DataMessage>
            ) : pending ? (
              <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
                {Array.from({ length: SMALL_BUSINESS_PICKS }, (_, index) => (
                  <Skeleton key={index} height="72" borderRadius="lg" />
                ))}
              </SimpleGrid>
            ) : picks.length === 0 ? (
              <DataMessage>No small-business picks yet. Check back soon.</DataMessage>
            ) : (
              <SmallBusinessCards products={picks} />
            )}
            <Prose>
              <Text mt="6">
                Before paying for any tool, make sure the basics are in place: an active SAM.gov registration for federal work, vendor registrations with the state and local agencies you sell to, and a short statement of the services, NAICS codes and regions you want to bid on. Those three things make any discovery tool more accurate.
              </Text>
              <Text>
                <InternalLink to={paths.post('government-contracting-for-small-businesses')}>Read our government contracting guide for small businesses</InternalLink>
              </Text>
            </Prose>
          </GuideSection>

          <GuideSection
            id="nonprofits"
            title="RFP software for nonprofits"
            lead="Nonprofits compete for public money in two ways: grants, which fund a program you design, and contracts, which pay you to deliver a service an agency has specified in an RFP. Many human service providers pursue both."
          >
            <Prose>
              <Text>
                The two are published in different places. Federal grants are posted on Grants.gov, while service contracts for areas such as workforce development, homeless services or child welfare are usually released by state and county agencies on their own procurement portals. A useful setup watches both without doubling the work of a small development team.
              </Text>
              <List.Root gap="2" ps="5">
                <List.Item>Start with the free sources: Grants.gov subscriptions, SAM.gov saved searches and the portals of the agencies that already fund you.</List.Item>
                <List.Item>Choose tools with a published price, a free trial and no setup fee, so you can test them without a budget request.</List.Item>
                <List.Item>Read the payment terms before you bid: cost-reimbursement contracts, caps on indirect costs and reporting requirements shape whether an award is sustainable.</List.Item>
                <List.Item>Keep a library of the program descriptions, outcomes data and audited financials that almost every application asks for.</List.Item>
              </List.Root>
              <HStack gap="6" flexWrap="wrap">
                <InternalLink to={paths.industry('nonprofit-social-services')}>Nonprofit and social services RFPs</InternalLink>
                <InternalLink to={paths.alternatives('free-rfp-tools')}>Free RFP sources compared</InternalLink>
              </HStack>
            </Prose>
          </GuideSection>

          <GuideSection
            id="industries"
            title="RFP software by industry"
            lead="Where you bid matters as much as which tool you use. Each market publishes opportunities differently and brings its own rules."
          >
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
              <Card.Root variant="outline" bg="white">
                <Card.Body gap="3">
                  <Card.Title as="h3" color="fg.heading">
                    Government and defense
                  </Card.Title>
                  <Text>
                    Federal, state and local agencies publish the largest volume of RFPs, spread across thousands of portals with rules that differ at each level. Look for SAM.gov coverage, state and local portal coverage, and help spotting FAR clauses and set-asides.
                  </Text>
                  <Stack gap="1">
                    <InternalLink to={paths.industry('government-defense')}>Government and defense RFPs</InternalLink>
                    <InternalLink to={paths.alternatives('free-rfp-tools')}>Free government RFP sources</InternalLink>
                  </Stack>
                </Card.Body>
              </Card.Root>
              <Card.Root variant="outline" bg="white">
                <Card.Body gap="3">
                  <Card.Title as="h3" color="fg.heading">
                    Healthcare
                  </Card.Title>
                  <Text>
                    Hospitals, health systems and public health agencies buy clinical services, health IT and outsourced operations. Proposals turn on HIPAA and privacy obligations, licensing and pricing models, so discovery should be paired with a careful compliance review.
                  </Text>
                  <Stack gap="1">
                    <InternalLink to={paths.industry('healthcare')}>Healthcare RFPs</InternalLink>
                  </Stack>
                </Card.Body>
              </Card.Root>
              <Card.Root variant="outline" bg="white">
                <Card.Body gap="3">
                  <Card.Title as="h3" color="fg.heading">
                    Technology
                  </Card.Title>
                  <Text>
                    IT services, software and cybersecurity RFPs arrive daily and attract many bidders. Matching on capabilities and contract vehicles matters more than volume, and response tools pay off sooner because security questionnaires repeat.
                  </Text>
                  <Stack gap="1">
                    <InternalLink to={paths.industry('information-technology-services')}>IT services RFPs</InternalLink>
                    <InternalLink to={paths.competitors}>Compare RFP tools for technology teams</InternalLink>
                  </Stack>
                </Card.Body>
              </Card.Root>
            </SimpleGrid>
            <Text mt="6">
              <InternalLink to={paths.industries}>Browse all 50+ industries</InternalLink>
            </Text>
          </GuideSection>

          <GuideSection
            id="features"
            title="Features to look for"
            lead="Use this list in demos and trials. The question under each feature is the one that separates a good answer from a sales pitch."
          >
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
                        Ask:{' '}
                      </Text>
                      {feature.ask}
                    </Text>
                  </Card.Body>
                </Card.Root>
              ))}
            </SimpleGrid>
          </GuideSection>

          <GuideSection
            id="pricing"
            title="RFP software pricing"
            lead="Prices in this market are hard to compare because many vendors do not publish them. Know the four ways tools are sold before you ask for a quote."
          >
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
                <Text>{pricingSentence(summary)}</Text>
              ) : null}
              {own ? (
                <Text>{`${offerSentence(own)} It is a discovery product, so budget separately for a response tool if you need one.`}</Text>
              ) : null}
              <Text fontWeight="semibold" color="fg.heading">
                To compare quotes fairly, estimate year one:
              </Text>
              <List.Root gap="2" ps="5">
                <List.Item>Multiply the per-seat price by everyone who needs to log in, not only the bid manager.</List.Item>
                <List.Item>Add setup, onboarding and training fees, which enterprise platforms often charge separately.</List.Item>
                <List.Item>Check whether the contract is annual, paid up front, and how much notice a cancellation needs.</List.Item>
                <List.Item>Count the staff hours the tool should save each week; that is the number the price has to beat.</List.Item>
              </List.Root>
            </Prose>
          </GuideSection>

          <GuideSection
            id="alternatives"
            title="Alternatives to dedicated RFP software"
            lead="Not every team needs a subscription yet. Free official sources, bid boards and market-intelligence services each solve part of the problem."
          >
            {error ? (
              <DataMessage>We're having trouble loading the tool list. Please try again later.</DataMessage>
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
                      {CATEGORY_NOTES[group.category]}
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
                      Replacing a tool you already use?
                    </Heading>
                    <Flex as="ul" listStyleType="none" gap="4" wrap="wrap">
                      {compared.map((product) => (
                        <li key={product.slug}>
                          <InternalLink to={paths.alternatives(product.slug)}>{`${product.name} alternatives`}</InternalLink>
                        </li>
                      ))}
                      <li>
                        <InternalLink to={paths.alternatives('free-rfp-tools')}>Free RFP tools and sources</InternalLink>
                      </li>
                    </Flex>
                  </Box>
                ) : null}
              </Stack>
            )}
          </GuideSection>

          <GuideSection id="faq" title="RFP software FAQ">
            <FaqAccordion items={faq} idPrefix="guide-faq" />
          </GuideSection>
        </Stack>
      </Container>

      <Box as="section" aria-labelledby="guide-cta-heading" bg="bg.brand" color="white" py={{ base: '12', md: '16' }}>
        <Container maxW="page" textAlign="center">
          <Heading as="h2" id="guide-cta-heading" size={{ base: '2xl', md: '3xl' }} color="white">
            Find the RFPs worth bidding on
          </Heading>
          <Text mt="3" color="fg.onBrandMuted" maxW="prose" mx="auto">
            {`Join the ${productName} early-access waitlist for AI-matched opportunities and deadline tracking, or compare every tool we track first.`}
          </Text>
          <HStack mt="8" gap="4" justify="center" flexWrap="wrap">
            <EarlyAccessLink size="lg">Join the Waitlist</EarlyAccessLink>
            <Button asChild type={undefined} variant="outline" color="white" borderColor="whiteAlpha.700" _hover={{ bg: 'whiteAlpha.200' }} size="lg">
              <RouterLink to={paths.competitors}>Compare RFP Tools</RouterLink>
            </Button>
          </HStack>
        </Container>
      </Box>

      <Container maxW="page" py="6">
        <Flex as="nav" aria-label="Guide links" gap="6" wrap="wrap" justify="center" fontSize="sm">
          {FOOTER_LINKS.map((link) => (
            <Link key={link.to} asChild color="accent.text" fontWeight="semibold">
              <RouterLink to={link.to}>{link.label}</RouterLink>
            </Link>
          ))}
        </Flex>
      </Container>
    </>
  );
}
