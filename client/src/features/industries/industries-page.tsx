import { Box, Card, Heading, Link, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Await, Link as RouterLink, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { deferred, runQuery, usePageError, type RouteDeps } from '../../lib/route-data';
import { PageHero } from '../../components/page-hero';
import { Seo } from '../../components/seo';
import { Section, StatusScreen } from '../../components/status-screens';
import { paths } from '../../config/paths';
import { useSiteConfig } from '../../config/site-config';
import { IndustriesPageDocument, type IndustriesPageQuery, type IndustriesPageQueryVariables } from '../../graphql/generated';
import { HubPages, pageInUrl, pageOfPages, pageTitle } from '../../components/hub-pages';
import { IndustryCard } from './industry-card';
import { EarlyAccessLink } from '../../components/waitlist/early-access-link';

const RESOURCES = [
  { title: 'RFP Strategy Blog', text: 'Guides on finding, qualifying and winning RFPs.', to: paths.blog, label: 'Read the blog' },
  { title: 'Tool Comparisons', text: 'Honest comparisons of RFP and bid-discovery software.', to: paths.competitors, label: 'Compare tools' },
  { title: 'RFP Software Guide', text: 'How to choose RFP software for your team and budget.', to: paths.guide, label: 'Read the guide' },
  { title: 'RFP Glossary', text: 'Plain definitions of 250+ procurement terms.', to: paths.glossary, label: 'Browse the glossary' },
] as const;

function IndustryGridSkeleton() {
  return (
    <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6" aria-busy="true" aria-label="Loading industries">
      {Array.from({ length: 12 }, (_, index) => (
        <Skeleton key={index} height="420px" borderRadius="lg" />
      ))}
    </SimpleGrid>
  );
}

/** The page's query from its URL: the page (`?page=`). */
function industriesVariables(params: URLSearchParams): IndustriesPageQueryVariables {
  const page = pageInUrl(params);
  return page > 1 ? { page } : {};
}

// One page of the hub; a page past the last is a 404.
export const loader = (deps: RouteDeps, { request }: LoaderFunctionArgs) =>
  deferred(
    deps,
    runQuery(deps, IndustriesPageDocument, industriesVariables(new URL(request.url).searchParams), {
      missing: (result) => result.industriesPage.page > result.industriesPage.pageCount,
      keepWhenMissing: (result) => result,
    }),
  );

export function Component() {
  const { page } = useLoaderData<typeof loader>();
  return (
    <Suspense fallback={<Industries />}>
      <Await resolve={page}>{(data) => <Industries data={data} />}</Await>
    </Suspense>
  );
}

export function ErrorBoundary() {
  const { status, data } = usePageError<IndustriesPageQuery>();
  return status === 404 && data ? <Industries data={data} /> : <Industries failed />;
}

/** The hub: loading while it has neither data nor a failure. */
function Industries({ data: pageData, failed = false }: { data?: IndustriesPageQuery; failed?: boolean }) {
  const { productName, publicSiteUrl } = useSiteConfig();
  const data = pageData?.industriesPage;
  const industries = data?.industries ?? [];
  const missingPage = data !== undefined && data.page > data.pageCount;
  return (
    <>
      <Seo
        title={`RFP Opportunities by Industry: 50+ Industries${pageTitle(data)} | ${productName}`}
        description={`Find RFPs in 50+ industries: market sizes, average contract values, competition levels and how often new opportunities appear.${pageOfPages(data)}`}
        keywords={['RFP by industry', 'government RFPs', 'industry RFP opportunities', 'bid opportunities']}
        // Each page of the hub is its own page for crawlers.
        canonicalPath={data && !missingPage ? paths.hubPage(paths.industries, data.page) : paths.industries}
        noindex={missingPage}
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'CollectionPage',
          name: 'RFP Opportunities by Industry',
          mainEntity: {
            '@type': 'ItemList',
            numberOfItems: industries.length,
            itemListElement: industries.map((industry, index) => ({
              '@type': 'ListItem',
              position: index + 1,
              name: industry.title,
              url: `${publicSiteUrl}${paths.industry(industry.slug)}`,
            })),
          },
        }}
      />
      <PageHero
        title="RFP Opportunities by Industry"
        lead="Market size, contract values, competition and how often new RFPs appear, for every industry we track. Pick yours to see its niches, buyers and proposal tips."
      />
      {failed ? (
        <StatusScreen title="Error Loading Industries" text="We're having trouble loading the industry data. Please try again later." />
      ) : !data ? (
        <Section>
          <IndustryGridSkeleton />
        </Section>
      ) : missingPage ? (
        <StatusScreen
          title="Industries Page Not Found"
          text={`The industries fill ${data.pageCount} ${data.pageCount === 1 ? 'page' : 'pages'}.`}
          action={{ label: 'Back to All Industries', to: paths.industries }}
        />
      ) : industries.length === 0 ? (
        <StatusScreen title="No Industries Available" text="Industries will appear here as soon as they are published." />
      ) : (
        <Section>
          <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
            {industries.map((industry, index) => (
              <IndustryCard key={industry.slug} industry={industry} eagerImage={index < 3} />
            ))}
          </SimpleGrid>
          {data ? (
            <Box mt="10">
              <HubPages label="Industry pages" page={data.page} pageCount={data.pageCount} hrefOf={(page) => paths.hubPage(paths.industries, page)} />
            </Box>
          ) : null}
        </Section>
      )}
      <Section bg="bg.brandSubtle">
        <Heading as="h2" size="2xl" color="fg.heading" mb="6">
          More resources for winning RFPs
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="4">
          {RESOURCES.map((resource) => (
            <Card.Root key={resource.to} variant="outline" bg="white">
              <Card.Body gap="2">
                <Card.Title as="h3" color="fg.heading">
                  {resource.title}
                </Card.Title>
                <Text>{resource.text}</Text>
              </Card.Body>
              <Card.Footer>
                <Link asChild color="accent.text" fontWeight="semibold">
                  <RouterLink to={resource.to}>{resource.label}</RouterLink>
                </Link>
              </Card.Footer>
            </Card.Root>
          ))}
        </SimpleGrid>
        <Stack align="center" mt="10">
          <Box textAlign="center">
            <Text mb="4">Don't see your industry? Tell us what you bid on and we'll add it.</Text>
            <EarlyAccessLink size="lg">Join Waitlist for Custom Industry Support</EarlyAccessLink>
          </Box>
        </Stack>
      </Section>
    </>
  );
}
