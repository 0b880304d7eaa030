import { Badge, Card, HStack, Image, type ImageProps, Link, Skeleton, SkeletonText, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import type { BlogCard_PostFragment } from '../../graphql/generated';
import { formatContentDate } from '../../lib/content-date';
import { postCoverAlt } from '../../../../schema/cover-rules';
import { cardTags, readTimeLabel } from './blog-rules';

/** Featured images are generated at the social-card size. */
export const COVER_WIDTH = 1200;
export const COVER_HEIGHT = 630;

/**
 * A post's cover. The width and height attributes go on the <img> itself (Chakra reads
 * `width`/`height` props as styles), so the browser reserves the space before the image loads.
 */
export function CoverImage({ src, alt, eager, ...style }: { src: string; alt: string; eager: boolean } & Omit<ImageProps, 'src' | 'alt'>) {
  return (
    <Image asChild aspectRatio={COVER_WIDTH / COVER_HEIGHT} w="full" h="auto" objectFit="cover" {...style}>
      <img src={src} alt={alt} width={COVER_WIDTH} height={COVER_HEIGHT} loading={eager ? 'eager' : 'lazy'} />
    </Image>
  );
}

export function BlogCard({
  post,
  eagerImage = false,
  headingLevel = 'h2',
}: {
  post: BlogCard_PostFragment;
  eagerImage?: boolean;
  headingLevel?: 'h2' | 'h3';
}) {
  const { shown, moreLabel } = cardTags(post.tags);
  return (
    <Card.Root as="article" overflow="hidden" variant="outline" h="full">
      {post.featuredImage ? <CoverImage src={post.featuredImage} alt={postCoverAlt(post)} eager={eagerImage} /> : null}
      <Card.Body gap="3">
        <HStack justify="space-between" gap="2" wrap="wrap" fontSize="sm">
          <Badge bg="bg.brandSubtle" color="navy.700">
            {post.category}
          </Badge>
          <Text color="fg.subtle">{readTimeLabel(post.readTime)}</Text>
        </HStack>
        <Card.Title as={headingLevel} fontSize="xl" color="fg.heading" lineHeight="short">
          <Link asChild color="inherit" _hover={{ color: 'accent.text' }}>
            <RouterLink to={paths.post(post.slug)}>{post.title}</RouterLink>
          </Link>
        </Card.Title>
        <Card.Description color="fg.body">{post.excerpt}</Card.Description>
        <HStack as="ul" gap="2" wrap="wrap" listStyleType="none" aria-label="Tags">
          {shown.map((tag, index) => (
            // "+N more" goes in the last tag's item: an item of its own often wrapped alone onto a line under the tags.
            <HStack as="li" key={tag} gap="2" wrap="wrap">
              <Badge variant="outline" colorPalette="gray">
                {tag}
              </Badge>
              {moreLabel && index === shown.length - 1 ? (
                <Text as="span" fontSize="xs" color="fg.subtle">
                  {moreLabel}
                </Text>
              ) : null}
            </HStack>
          ))}
        </HStack>
      </Card.Body>
      <Card.Footer>
        <HStack justify="space-between" w="full" fontSize="sm" color="fg.subtle" gap="2" wrap="wrap">
          <Text>{post.author}</Text>
          <Text asChild>
            <time dateTime={post.created}>{formatContentDate(post.created, 'MMM d, yyyy')}</time>
          </Text>
        </HStack>
      </Card.Footer>
    </Card.Root>
  );
}

/** A card-shaped placeholder while the posts load. */
export function BlogCardSkeleton() {
  return (
    <Card.Root variant="outline" overflow="hidden" h="full">
      <Skeleton aspectRatio={COVER_WIDTH / COVER_HEIGHT} />
      <Card.Body>
        <Stack gap="3">
          <Skeleton height="5" width="40%" />
          <Skeleton height="6" />
          <SkeletonText noOfLines={3} />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
