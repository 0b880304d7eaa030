import { SimpleGrid } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Await, useLoaderData } from 'react-router-dom';
import { deferred, runQuery, usePageError, type RouteDeps } from '../../lib/route-data';
import { PageHero } from '../../components/page-hero';
import { Seo } from '../../components/seo';
import { Section, StatusScreen } from '../../components/status-screens';
import { paths } from '../../config/paths';
import { useSiteConfig } from '../../config/site-config';
import { BlogListPageDocument, type BlogListPageQuery } from '../../graphql/generated';
import { BlogCard, BlogCardSkeleton } from './blog-card';

/** Cards in the first row load their image at once; the rest wait until scrolled near. */
const EAGER_IMAGES = 3;
const SKELETON_CARDS = 6;

export const loader = (deps: RouteDeps) => deferred(deps, runQuery(deps, BlogListPageDocument, {}));

export function Component() {
  const { page } = useLoaderData<typeof loader>();
  return (
    <Suspense fallback={<BlogList />}>
      <Await resolve={page}>{(data) => <BlogList data={data} />}</Await>
    </Suspense>
  );
}

export function ErrorBoundary() {
  usePageError();
  return <BlogList failed />;
}

/** The list: loading while it has neither posts nor a failure. */
function BlogList({ data, failed = false }: { data?: BlogListPageQuery; failed?: boolean }) {
  const { productName, publicSiteUrl } = useSiteConfig();
  const posts = data?.posts ?? [];
  return (
    <>
      <Seo
        title={`RFP Blog: Guides to Finding, Writing and Winning RFPs | ${productName}`}
        description="Practical guides on finding RFPs, qualifying bids, writing winning proposals and government contracting, from the team building AI RFP discovery."
        keywords={['RFP blog', 'RFP tips', 'proposal writing', 'government contracting', 'RFP discovery']}
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'Blog',
          name: `${productName} Blog`,
          url: `${publicSiteUrl}${paths.blog}`,
          publisher: { '@type': 'Organization', name: productName, url: publicSiteUrl },
          mainEntity: {
            '@type': 'ItemList',
            numberOfItems: posts.length,
            itemListElement: posts.map((post, index) => ({
              '@type': 'ListItem',
              position: index + 1,
              name: post.title,
              url: `${publicSiteUrl}${paths.post(post.slug)}`,
            })),
          },
        }}
      />
      <PageHero
        title="RFP Strategy Blog"
        lead="Guides on finding RFPs, deciding which ones to bid, writing proposals that score well and building a steady government contracting pipeline."
      />
      {failed ? (
        <StatusScreen title="Error Loading Blog" text="We're having trouble loading the blog posts. Please try again later." />
      ) : !data ? (
        <Section>
          <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6" aria-busy="true" aria-label="Loading blog posts">
            {Array.from({ length: SKELETON_CARDS }, (_, index) => (
              <BlogCardSkeleton key={index} />
            ))}
          </SimpleGrid>
        </Section>
      ) : posts.length === 0 ? (
        <StatusScreen title="No Posts Yet" text="New guides are on their way. Check back soon for RFP tips and strategy." />
      ) : (
        <Section>
          <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
            {posts.map((post, index) => (
              <BlogCard key={post.slug} post={post} eagerImage={index < EAGER_IMAGES} />
            ))}
          </SimpleGrid>
        </Section>
      )}
    </>
  );
}
