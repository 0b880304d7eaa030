import { Avatar, Badge, Box, Button, Container, Heading, HStack, Link, Separator, Skeleton, SkeletonText, Stack, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Await, Link as RouterLink, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { deferred, runQuery, usePageError, type RouteDeps } from '../../lib/route-data';
import { formatContentDate } from '../../lib/content-date';
import { Breadcrumbs, breadcrumbJsonLd, type Crumb } from '../../components/breadcrumbs';
import { WithSidebar } from '../../components/layout/with-sidebar';
import { PageHero } from '../../components/page-hero';
import { CitedSources, EditorialPolicyNote, UpdatedDate } from '../../components/editorial-notes';
import { Seo } from '../../components/seo';
import { paths } from '../../config/paths';
import { useSiteConfig } from '../../config/site-config';
import { BlogPostPageDocument, type BlogPostPageQuery } from '../../graphql/generated';
import { COVER_HEIGHT, COVER_WIDTH, CoverImage } from './blog-card';
import { authorInitial, authorType, groupBlocks, readTimeLabel, suggestedPosts } from './blog-rules';
import { postCoverAlt } from '../../../../schema/cover-rules';
import { PostContent } from './post-content';
import { RelatedPosts, RelatedResourcesPanel } from './related-panels';
import { ShareButton } from './share-button';

type Post = NonNullable<BlogPostPageQuery['post']>;

export const loader = (deps: RouteDeps, { params }: LoaderFunctionArgs) =>
  deferred(deps, runQuery(deps, BlogPostPageDocument, { slug: params.slug ?? '' }, { missing: (data) => !data.post }));

function BackToBlog({ tone }: { tone: 'onBrand' | 'onLight' }) {
  return (
    <Link asChild color={tone === 'onBrand' ? 'fg.onBrandMuted' : 'accent.text'} fontWeight="semibold" fontSize="sm" _hover={{ color: tone === 'onBrand' ? 'white' : undefined }}>
      <RouterLink to={paths.blog}>
        <span aria-hidden="true">←</span>
        Back to Blog
      </RouterLink>
    </Link>
  );
}

function PostNotFound() {
  const { productName } = useSiteConfig();
  return (
    <>
      <Seo title={`Post Not Found | ${productName} Blog`} description="The blog post you're looking for doesn't exist or has been moved." noindex />
      <PageHero title="Post Not Found" lead="The blog post you're looking for doesn't exist or has been moved.">
        <Breadcrumbs items={[{ label: 'Home', to: paths.home }, { label: 'Blog', to: paths.blog }, { label: 'Post Not Found' }]} />
      </PageHero>
      <Container maxW="page" py="12" textAlign="center">
        <Button asChild type={undefined} bg="accent.solid" color="accent.fg" _hover={{ bg: 'accent.hover' }}>
          <RouterLink to={paths.blog}>
            <span aria-hidden="true">←</span>
            Back to Blog
          </RouterLink>
        </Button>
      </Container>
    </>
  );
}

function PostLoading() {
  const { productName } = useSiteConfig();
  return (
    <>
      <Seo title={`Blog | ${productName}`} description="Guides on finding RFPs, qualifying bids and writing winning proposals." />
      <Box bg="bg.brand" pt={{ base: '28', md: '32' }} pb={{ base: '12', md: '16' }} aria-busy="true" aria-label="Loading the post">
        <Container maxW="page">
          <Stack gap="4" maxW="3xl">
            <Skeleton height="4" width="40%" />
            <Skeleton height="12" />
            <Skeleton height="5" width="70%" />
          </Stack>
        </Container>
      </Box>
      <Container maxW="page" py="12">
        <Stack gap="6" maxW="prose">
          <Skeleton aspectRatio={COVER_WIDTH / COVER_HEIGHT} borderRadius="lg" />
          <SkeletonText noOfLines={8} />
        </Stack>
      </Container>
    </>
  );
}

function PostHero({ post, crumbs, shareUrl }: { post: Post; crumbs: readonly Crumb[]; shareUrl: string }) {
  return (
    <Box bg="bg.brand" color="white" pt={{ base: '28', md: '32' }} pb={{ base: '10', md: '14' }}>
      <Container maxW="page">
        {/* Keeps "Home" and "Blog" whole on phones; only the long post title wraps. */}
        <Box css={{ '& li:not(:last-of-type)': { flexShrink: 0 } }}>
          <Breadcrumbs items={crumbs} />
        </Box>
        <BackToBlog tone="onBrand" />
        <Stack gap="4" maxW="4xl" mt="5">
          <Box>
            <Badge bg="accent.solid" color="accent.fg">
              {post.category}
            </Badge>
          </Box>
          <Heading as="h1" size={{ base: '3xl', md: '5xl' }} color="white" lineHeight="1.15">
            {post.title}
          </Heading>
          <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.onBrandMuted" maxW="prose">
            {post.excerpt}
          </Text>
          <HStack gap={{ base: '3', md: '5' }} wrap="wrap" fontSize="sm" color="fg.onBrandMuted">
            <Text>{post.author}</Text>
            <Text as="span">
              {'Published '}
              <time dateTime={post.created}>{formatContentDate(post.created, 'MMMM d, yyyy')}</time>
            </Text>
            <UpdatedDate date={post.updated} />
            <Text>{readTimeLabel(post.readTime)}</Text>
            <ShareButton title={post.title} text={post.excerpt} url={shareUrl} />
          </HStack>
        </Stack>
      </Container>
    </Box>
  );
}

function PostTags({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null;
  return (
    <HStack as="ul" gap="2" wrap="wrap" listStyleType="none" aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag}>
          <Badge variant="outline" colorPalette="gray" size="md">
            {tag}
          </Badge>
        </li>
      ))}
    </HStack>
  );
}

function NoContentYet({ suggestions }: { suggestions: readonly { slug: string; title: string }[] }) {
  return (
    <Box borderWidth="1px" borderColor="slate.200" borderRadius="lg" p="6" role="status">
      <Text fontSize="lg" color="fg.heading">
        This post doesn't have content yet. Check back soon!
      </Text>
      {suggestions.length > 0 ? (
        <>
          <Text mt="4" color="fg.subtle">
            Meanwhile, try one of these:
          </Text>
          <Stack as="ul" mt="2" gap="2" listStyleType="none">
            {suggestions.map((suggestion) => (
              <li key={suggestion.slug}>
                <Link asChild color="accent.text" fontWeight="medium">
                  <RouterLink to={paths.post(suggestion.slug)}>{suggestion.title}</RouterLink>
                </Link>
              </li>
            ))}
          </Stack>
        </>
      ) : null}
    </Box>
  );
}

function PostFooter({ author }: { author: string }) {
  const { productName } = useSiteConfig();
  return (
    <HStack
      as="footer"
      justify="space-between"
      gap="4"
      wrap="wrap"
      borderTopWidth="1px"
      borderColor="slate.200"
      pt="6"
    >
      <HStack gap="3">
        <Avatar.Root size="lg" bg="bg.brand" color="white">
          <Avatar.Fallback>{authorInitial(author)}</Avatar.Fallback>
        </Avatar.Root>
        <Box>
          <Text fontWeight="semibold" color="fg.heading">
            {author}
          </Text>
          <Text fontSize="sm" color="fg.subtle">
            {`The ${productName} editorial team`}
          </Text>
        </Box>
      </HStack>
      <Button asChild type={undefined} bg="accent.solid" color="accent.fg" _hover={{ bg: 'accent.hover' }}>
        <RouterLink to={paths.blog}>More Posts</RouterLink>
      </Button>
    </HStack>
  );
}

function PostView({ data }: { data: BlogPostPageQuery & { post: Post } }) {
  const { productName, publicSiteUrl } = useSiteConfig();
  const { post, site } = data;
  const path = paths.post(post.slug);
  const url = `${publicSiteUrl}${path}`;
  const crumbs: Crumb[] = [{ label: 'Home', to: paths.home }, { label: 'Blog', to: paths.blog }, { label: post.title }];
  const hasContent = groupBlocks(post.content).length > 0;
  const competitors = [site.featuredCompetitors.enterpriseIncumbent, site.featuredCompetitors.governmentSpecialist].filter(
    (competitor): competitor is NonNullable<typeof competitor> => Boolean(competitor),
  );
  const imageUrl = post.featuredImage ? `${publicSiteUrl}${post.featuredImage}` : undefined;

  return (
    <>
      <Seo
        title={`${post.title} | ${productName} Blog`}
        description={post.metaDescription}
        keywords={post.tags}
        image={post.featuredImage ?? undefined}
        type="article"
        article={{ publishedTime: post.created, modifiedTime: post.updated, author: post.author }}
        jsonLd={[
          breadcrumbJsonLd(crumbs, publicSiteUrl, path),
          {
            '@context': 'https://schema.org',
            '@type': 'Article',
            headline: post.title,
            description: post.excerpt,
            datePublished: post.created,
            dateModified: post.updated,
            author: { '@type': authorType(post.author), name: post.author },
            citation: post.sources.map((source) => source.url),
            publisher: { '@type': 'Organization', name: productName, url: publicSiteUrl },
            ...(imageUrl ? { image: imageUrl } : {}),
            wordCount: post.wordCount,
            articleSection: post.category,
            keywords: post.tags.join(', '),
            mainEntityOfPage: { '@type': 'WebPage', '@id': url },
            url,
          },
        ]}
      />
      <PostHero post={post} crumbs={crumbs} shareUrl={url} />
      <WithSidebar context="blog" currentPage={post.title}>
        <Stack gap={{ base: '8', md: '10' }}>
          <Stack as="article" gap="6" aria-label={post.title}>
            {post.featuredImage ? <CoverImage src={post.featuredImage} alt={postCoverAlt(post)} eager borderRadius="lg" maxW="prose" /> : null}
            <PostTags tags={post.tags} />
            {hasContent ? (
              <PostContent blocks={post.content} />
            ) : (
              <NoContentYet suggestions={suggestedPosts(data.posts, post.slug)} />
            )}
            <CitedSources sources={post.sources} />
            <EditorialPolicyNote productName={productName} />
            <PostFooter author={post.author} />
          </Stack>
          <Separator />
          <RelatedPosts key={post.slug} posts={post.relatedPosts} />
          <RelatedResourcesPanel industries={post.relatedIndustries} competitors={competitors} />
        </Stack>
      </WithSidebar>
    </>
  );
}

export function Component() {
  const { page } = useLoaderData<typeof loader>();
  return (
    <Suspense fallback={<PostLoading />}>
      <Await resolve={page}>{(data) => data.post && <PostView data={{ ...data, post: data.post }} />}</Await>
    </Suspense>
  );
}

export function ErrorBoundary() {
  usePageError();
  return <PostNotFound />;
}
