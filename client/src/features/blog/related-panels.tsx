import { Box, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useSiteConfig } from '../../config/site-config';
import type { BlogCard_PostFragment } from '../../graphql/generated';
import { BlogCard } from './blog-card';

/** The API's related posts (scored by category, shared tags and keyword groups); hidden when there are none. */
export function RelatedPosts({ posts }: { posts: readonly BlogCard_PostFragment[] }) {
  if (posts.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="related-posts-heading">
      <Heading as="h2" id="related-posts-heading" size="2xl" color="fg.heading" mb="5">
        Related Articles
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="5">
        {posts.map((post) => (
          <BlogCard key={post.slug} post={post} headingLevel="h3" />
        ))}
      </SimpleGrid>
    </Box>
  );
}

interface NamedLink {
  slug: string;
  label: string;
}

function LinkColumn({ title, links, to }: { title: string; links: readonly NamedLink[]; to: (slug: string) => string }) {
  return (
    <Box>
      <Heading as="h3" size="md" color="fg.heading" mb="3">
        {title}
      </Heading>
      <Stack as="ul" gap="2" listStyleType="none">
        {links.map((link) => (
          <li key={link.slug}>
            <Link asChild color="accent.text" fontWeight="medium">
              <RouterLink to={to(link.slug)}>{link.label}</RouterLink>
            </Link>
          </li>
        ))}
      </Stack>
    </Box>
  );
}

/** Industries that fit the post and the two featured competitor comparisons. */
export function RelatedResourcesPanel({
  industries,
  competitors,
}: {
  industries: readonly { slug: string; title: string }[];
  competitors: readonly { slug: string; name: string }[];
}) {
  const { productName } = useSiteConfig();
  if (industries.length === 0 && competitors.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="related-resources-heading" bg="bg.brandSubtle" borderRadius="lg" p={{ base: '5', md: '8' }}>
      <Heading as="h2" id="related-resources-heading" size="xl" color="fg.heading" mb="2">
        Find RFPs in Your Market
      </Heading>
      <Text color="fg.subtle" mb="6">
        Industry RFP guides and tool comparisons that go with this article.
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        {industries.length > 0 ? (
          <LinkColumn
            title="Related Industries"
            links={industries.map((industry) => ({ slug: industry.slug, label: `${industry.title} RFPs` }))}
            to={paths.industry}
          />
        ) : null}
        {competitors.length > 0 ? (
          <LinkColumn
            title="Compare RFP Tools"
            links={competitors.map((competitor) => ({ slug: competitor.slug, label: `${productName} vs ${competitor.name}` }))}
            to={paths.competitor}
          />
        ) : null}
      </SimpleGrid>
    </Box>
  );
}
