import { Box, Button, Container, Heading, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Suspense, type ReactNode } from 'react';
import { Await, data, Link as RouterLink, useLoaderData, useLocation, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { isPlainClick } from '../../lib/plain-click';
import { deferred, runQuery, usePageError, type RouteDeps } from '../../lib/route-data';
import { splitCommas } from '../../lib/format';
import { Breadcrumbs, breadcrumbJsonLd, type Crumb } from '../../components/breadcrumbs';
import { FaqAccordion } from '../../components/faq';
import { CitedSources, EditorialPolicyNote, UpdatedDate } from '../../components/editorial-notes';
import { PageHero } from '../../components/page-hero';
import { Seo } from '../../components/seo';
import { WithSidebar } from '../../components/layout/with-sidebar';
import { paths } from '../../config/paths';
import { useSiteConfig } from '../../config/site-config';
import { GlossaryTermPageDocument, type GlossaryTermPageQuery } from '../../graphql/generated';
import { IndustryExample, RelatedTermLinks, SynonymBadges } from './glossary-term-card';
import { GLOSSARY_NAME, learnMoreItems, RELATED_TERMS } from './glossary-rules';

/** Longer than the API accepts (it answers bad input), so certainly no term: not found, without asking. */
const MAX_SLUG_LENGTH = 200;
const impossibleSlug = (slug: string) => slug.trim() === '' || slug.length > MAX_SLUG_LENGTH;

export const loader = (deps: RouteDeps, { params, request }: LoaderFunctionArgs) => {
  const slug = params.slug ?? '';
  if (impossibleSlug(slug)) throw data(null, { status: 404 });
  const pathname = new URL(request.url).pathname;
  return deferred(
    deps,
    runQuery(deps, GlossaryTermPageDocument, { slug }, { missing: (result) => !result.glossaryTerm }).then((result) => shownNamesOnly(result, pathname)),
  );
};

const toMap = <T,>(rows: readonly T[], key: (row: T) => string, value: (row: T) => string) => new Map(rows.map((row) => [key(row), value(row)]));

const lookupsOf = (result: GlossaryTermPageQuery) => ({
  glossary: toMap(result.glossaryTerms, (row) => row.slug, (row) => row.term),
  industries: toMap(result.industries, (row) => row.slug, (row) => row.title),
  posts: toMap(result.posts, (row) => row.slug, (row) => row.title),
});

/**
 * The query names every term, industry and post (its "Learn More" links may point at any of
 * them); the page shows a few, and its first related terms. The loader keeps only those, so the
 * loader data the server sends with the HTML stays the same size however large the catalogue grows.
 */
function shownNamesOnly(result: GlossaryTermPageQuery, pathname: string): GlossaryTermPageQuery {
  const term = result.glossaryTerm;
  const shown = new Set(term ? learnMoreItems(term.internalLinks, lookupsOf(result), pathname).map((item) => item.to) : []);
  return {
    ...result,
    glossaryTerm: term && { ...term, related: term.related.slice(0, RELATED_TERMS) },
    glossaryTerms: result.glossaryTerms.filter((row) => shown.has(paths.glossaryTerm(row.slug))),
    industries: result.industries.filter((row) => shown.has(paths.industry(row.slug))),
    posts: result.posts.filter((row) => shown.has(paths.post(row.slug))),
  };
}

/**
 * Goes back in the browser history, or to the glossary when this page is the first one visited.
 * It is a link to the glossary, which is where it leads before the app is live (or without scripts).
 * Pulled back by its own padding, so its arrow starts on the breadcrumb's edge below it.
 */
function BackButton() {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <Button asChild type={undefined} variant="ghost" size="sm" color="fg.onBrandMuted" _hover={{ color: 'white', bg: 'whiteAlpha.200' }} px="2" ms="-2" mb="2">
      <a
        href={paths.glossary}
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          if (location.key === 'default') navigate(paths.glossary);
          else navigate(-1);
        }}
      >
        <span aria-hidden="true">←</span> Back
      </a>
    </Button>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section">
      <Heading as="h2" size="xl" color="fg.heading" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

function TermNotFound({ slug }: { slug: string }) {
  const { productName } = useSiteConfig();
  return (
    <>
      <Seo title={`Term Not Found | ${productName}`} description="This glossary term could not be found. Browse the RFP and procurement glossary for every term we define." noindex />
      <PageHero title="Term Not Found">
        <Breadcrumbs items={[{ label: 'Home', to: paths.home }, { label: 'Glossary', to: paths.glossary }]} />
      </PageHero>
      <Container maxW="page" py="16">
        <Box textAlign="center" maxW="xl" mx="auto" role="status">
          <Text fontSize="lg" color="fg.body">{`The glossary term "${slug}" could not be found.`}</Text>
          <Button asChild type={undefined} mt="6" bg="accent.solid" color="accent.fg" _hover={{ bg: 'accent.hover' }}>
            <RouterLink to={paths.glossary}>Back to the Glossary</RouterLink>
          </Button>
        </Box>
      </Container>
    </>
  );
}

function TermError() {
  const { productName } = useSiteConfig();
  return (
    <>
      <Seo title={`Glossary Unavailable | ${productName}`} description="The glossary could not be loaded right now. Please try again in a moment or browse the other guides." noindex />
      <PageHero title="Error Loading Term" lead="We're having trouble loading this glossary term. Please try again later.">
        <Breadcrumbs items={[{ label: 'Home', to: paths.home }, { label: 'Glossary', to: paths.glossary }]} />
      </PageHero>
    </>
  );
}

function TermSkeleton() {
  return (
    <>
      <Box bg="bg.brand" pt={{ base: '28', md: '32' }} pb={{ base: '12', md: '16' }}>
        <Container maxW="page">
          <Skeleton height="10" maxW="lg" />
        </Container>
      </Box>
      <Container maxW="page" py={{ base: '10', md: '14' }}>
        <Stack gap="4" maxW="prose" aria-busy="true" aria-label="Loading glossary term">
          <Skeleton height="24" />
          <Skeleton height="20" />
          <Skeleton height="32" />
        </Stack>
      </Container>
    </>
  );
}

type TermResult = GlossaryTermPageQuery & { glossaryTerm: NonNullable<GlossaryTermPageQuery['glossaryTerm']> };

export function Component() {
  const { page } = useLoaderData<typeof loader>();
  return (
    <Suspense fallback={<TermSkeleton />}>
      <Await resolve={page}>{(result) => result.glossaryTerm && <TermView result={{ ...result, glossaryTerm: result.glossaryTerm }} />}</Await>
    </Suspense>
  );
}

export function ErrorBoundary() {
  const { status } = usePageError();
  const { slug = '' } = useParams();
  return status === 404 ? <TermNotFound slug={slug} /> : <TermError />;
}

function TermView({ result }: { result: TermResult }) {
  const { pathname } = useLocation();
  const { productName, publicSiteUrl } = useSiteConfig();
  const term = result.glossaryTerm;
  const heading = term.h1 || term.term;
  const crumbs: Crumb[] = [{ label: 'Home', to: paths.home }, { label: 'Glossary', to: paths.glossary }, { label: term.term }];
  const faqs = [
    { question: term.faqQ1, answer: term.faqA1 },
    { question: term.faqQ2, answer: term.faqA2 },
  ];
  const synonyms = splitCommas(term.synonyms);
  const related = term.related.slice(0, RELATED_TERMS);
  const learnMore = learnMoreItems(term.internalLinks, lookupsOf(result), pathname);
  const url = `${publicSiteUrl}${paths.glossaryTerm(term.slug)}`;

  return (
    <>
      <Seo
        title={term.pageTitle || `${term.term}: Definition`}
        description={term.metaDescription}
        keywords={[term.term, ...synonyms, 'RFP glossary']}
        canonicalPath={paths.glossaryTerm(term.slug)}
        type="article"
        jsonLd={[
          {
            '@context': 'https://schema.org',
            '@type': 'DefinedTerm',
            '@id': url,
            name: term.term,
            description: term.definition,
            url,
            ...(synonyms.length > 0 ? { alternateName: synonyms } : {}),
            inDefinedTermSet: {
              '@type': 'DefinedTermSet',
              '@id': `${publicSiteUrl}${paths.glossary}`,
              name: GLOSSARY_NAME,
              url: `${publicSiteUrl}${paths.glossary}`,
            },
          },
          breadcrumbJsonLd(crumbs, publicSiteUrl, pathname),
        ]}
      />
      <PageHero title={heading}>
        <BackButton />
        <Breadcrumbs items={crumbs} />
      </PageHero>
      <WithSidebar context="glossary" currentPage={term.term}>
        <Stack gap="10" maxW="prose">
          <Stack gap="6">
            {synonyms.length > 0 ? (
              <Stack direction={{ base: 'column', sm: 'row' }} gap="2" align={{ sm: 'center' }}>
                <Text fontSize="sm" fontWeight="semibold" color="fg.subtle" flexShrink="0">
                  Also known as
                </Text>
                <SynonymBadges synonyms={term.synonyms} />
              </Stack>
            ) : null}
            <Block title="Definition">
              <Text fontSize="lg" color="fg.body">
                {term.definition}
              </Text>
              <Text fontSize="sm" color="fg.subtle" mt="3">
                <UpdatedDate date={term.updated} />
              </Text>
            </Block>
          </Stack>
          <Block title="Industry example">
            <IndustryExample industry={term.exampleIndustry} usage={term.exampleUsage} />
          </Block>
          <Block title="Frequently asked questions">
            <FaqAccordion items={faqs} idPrefix={`faq-${term.slug}`} />
          </Block>
          {related.length > 0 ? (
            <Block title="Related terms">
              <RelatedTermLinks terms={related} />
            </Block>
          ) : null}
          {learnMore.length > 0 ? (
            <Block title="Learn More">
              <Stack as="ul" gap="3" listStyleType="none">
                {learnMore.map((item) => (
                  <Box as="li" key={item.to} borderWidth="1px" borderColor="slate.200" borderRadius="md" px="4" py="3">
                    <Text fontSize="xs" fontWeight="semibold" textTransform="uppercase" letterSpacing="wide" color="fg.subtle">
                      {item.kind}
                    </Text>
                    <Link asChild color="accent.text" fontWeight="semibold">
                      <RouterLink to={item.to}>{item.label}</RouterLink>
                    </Link>
                  </Box>
                ))}
              </Stack>
            </Block>
          ) : null}
          <CitedSources sources={term.sources} />
          <EditorialPolicyNote productName={productName} />
          <Box>
            <Link asChild color="accent.text" fontWeight="semibold">
              <RouterLink to={paths.glossary}>Browse all glossary terms</RouterLink>
            </Link>
          </Box>
        </Stack>
      </WithSidebar>
    </>
  );
}
