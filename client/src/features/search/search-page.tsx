import { Box, Button, Card, Heading, HStack, Input, Link, SimpleGrid, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Await, Form, Link as RouterLink, useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { PageHero } from '../../components/page-hero';
import { Seo } from '../../components/seo';
import { Section, StatusScreen } from '../../components/status-screens';
import { paths } from '../../config/paths';
import { useSiteConfig } from '../../config/site-config';
import { SearchPageDocument, type SearchHit_HitFragment, type SearchPageQuery } from '../../graphql/generated';
import { deferred, runQuery, usePageError, type RouteDeps } from '../../lib/route-data';
import { resultCount, shorten } from './search-rules';

const queryOf = (url: string) => (new URL(url).searchParams.get('q') ?? '').trim().slice(0, 200);

export const loader = (deps: RouteDeps, { request }: LoaderFunctionArgs) => deferred(deps, runQuery(deps, SearchPageDocument, { q: queryOf(request.url) }));

const GROUPS = [
  ['industries', 'Industries'],
  ['niches', 'Industry niches'],
  ['posts', 'Blog posts'],
  ['glossaryTerms', 'Glossary terms'],
  ['competitors', 'RFP tools'],
] as const;

function HitList({ id, title, hits }: { id: string; title: string; hits: readonly SearchHit_HitFragment[] }) {
  return (
    <Box as="section" aria-labelledby={`results-${id}`}>
      <Heading as="h2" id={`results-${id}`} size="lg" color="fg.heading" mb="3">
        {`${title} (${hits.length})`}
      </Heading>
      <Stack gap="3">
        {hits.map((hit) => (
          <Card.Root key={hit.path} variant="outline" size="sm">
            <Card.Body gap="1">
              <Link asChild color="accent.text" fontWeight="semibold" fontSize="lg">
                <RouterLink to={hit.path}>{hit.title}</RouterLink>
              </Link>
              <Text fontSize="sm" color="fg.body">
                {shorten(hit.snippet)}
              </Text>
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
    </Box>
  );
}

/** Site search: full-text results across every kind of content, grouped by kind (not indexed by crawlers). */
export function Component() {
  const { page } = useLoaderData<typeof loader>();
  return (
    <Suspense fallback={<SearchView />}>
      <Await resolve={page}>{(data) => <SearchView data={data} />}</Await>
    </Suspense>
  );
}

export function ErrorBoundary() {
  usePageError();
  return <SearchView failed />;
}

/** The search box and its results: loading while it has neither results nor a failure. */
function SearchView({ data, failed = false }: { data?: SearchPageQuery; failed?: boolean }) {
  const { productName } = useSiteConfig();
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim().slice(0, 200);
  const results = data?.search;
  const total = results ? GROUPS.reduce((sum, [key]) => sum + results[key].length, 0) : 0;
  const popular = data?.site.popularIndustries ?? [];

  return (
    <>
      <Seo title={q ? `Search results for “${q}” | ${productName}` : `Search | ${productName}`} description={`Search ${productName}'s industries, niches, blog posts, glossary terms and RFP tool comparisons.`} noindex canonicalPath="/search" />
      <PageHero
        title={q ? `Search results for “${q}”` : 'Search the site'}
        below={
          <Form method="get" action="/search" role="search" aria-label="Search the site">
            <HStack maxW="xl">
              <label htmlFor="search-page-q">
                <VisuallyHidden>Search terms</VisuallyHidden>
              </label>
              <Input id="search-page-q" name="q" type="search" defaultValue={q} key={q} placeholder="Try “cybersecurity”, “IDIQ” or “Loopio”" bg="white" color="fg.heading" />
              <Button type="submit" bg="accent.solid" color="accent.fg" _hover={{ bg: 'accent.hover' }}>
                Search
              </Button>
            </HStack>
          </Form>
        }
      />
      {!q ? (
        <Section>
          <Heading as="h2" size="lg" color="fg.heading" mb="4">
            Popular places to start
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
            {[
              ...popular.map((industry) => ({ label: `${industry.title} RFPs`, to: paths.industry(industry.slug) })),
              { label: 'All industries', to: paths.industries },
              { label: 'RFP glossary', to: paths.glossary },
              { label: 'Compare RFP tools', to: paths.competitors },
            ].map((link) => (
              <Link key={link.to} asChild color="accent.text" fontWeight="semibold">
                <RouterLink to={link.to}>{link.label}</RouterLink>
              </Link>
            ))}
          </SimpleGrid>
        </Section>
      ) : failed ? (
        <StatusScreen title="Search is unavailable" text="We couldn't run your search right now. Please try again in a moment." />
      ) : !data ? (
        <Section>
          <Stack gap="3" aria-busy="true">
            {Array.from({ length: 5 }, (_, index) => (
              <Skeleton key={index} height="20" borderRadius="md" />
            ))}
          </Stack>
        </Section>
      ) : total === 0 ? (
        <StatusScreen
          title="No results"
          text={`Nothing matched “${q}”. Try a shorter or different word, or browse the industries and the glossary.`}
          action={{ label: 'Browse all industries', to: paths.industries }}
        />
      ) : (
        <Section>
          <Text mb="6" color="fg.subtle">{resultCount(total)}</Text>
          <Stack gap="10">
            {GROUPS.filter(([key]) => results![key].length > 0).map(([key, title]) => (
              <HitList key={key} id={key} title={title} hits={results![key]} />
            ))}
          </Stack>
        </Section>
      )}
    </>
  );
}
