import { Badge, Box, Card, Heading, HStack, Link, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { EarlyAccessLink } from '../../components/waitlist/early-access-link';
import { paths } from '../../config/paths';
import type { GuideProduct_CompetitorFragment } from '../../graphql/generated';
import { COMPARISON_TABLE, recommendedText, smallBusinessCardText } from './guide-content';
import { categoryLabel, offerFacts, priceDisplay, productPriceText } from './guide-rules';

type Product = GuideProduct_CompetitorFragment;

/** The recommended-product banner near the top of the guide. */
export function RecommendedBanner({ product }: { product: Product }) {
  const text = recommendedText(product.name);
  return (
    <Box as="aside" aria-labelledby="recommended-heading" borderWidth="2px" borderColor="accent.solid" borderRadius="xl" bg="white" p={{ base: '5', md: '8' }} shadow="md">
      <Stack direction={{ base: 'column', md: 'row' }} gap="6" justify="space-between" align={{ base: 'start', md: 'center' }}>
        <Stack gap="3" maxW="prose">
          <Badge alignSelf="start" bg="accent.solid" color="accent.fg" px="2">
            {text.badge}
          </Badge>
          <Heading as="h2" id="recommended-heading" size="xl" color="fg.heading">
            {text.title}
          </Heading>
          <Text>{product.shortDescription}</Text>
          <HStack as="ul" listStyleType="none" gap="2" flexWrap="wrap">
            {offerFacts(product).map((fact) => (
              <Box as="li" key={fact} bg="bg.brandSubtle" color="fg.heading" fontWeight="semibold" fontSize="sm" px="3" py="1" borderRadius="full">
                {fact}
              </Box>
            ))}
          </HStack>
          <Text fontSize="sm" color="fg.subtle">
            {text.disclosure}
          </Text>
        </Stack>
        <Stack gap="3" flexShrink={0} w={{ base: 'full', md: 'auto' }}>
          <EarlyAccessLink size="lg">{text.button}</EarlyAccessLink>
          <Link asChild color="accent.text" fontWeight="semibold" justifyContent="center">
            <RouterLink to={paths.alternatives(product.slug)}>{text.compare}</RouterLink>
          </Link>
        </Stack>
      </Stack>
    </Box>
  );
}

/** The small-business top picks, numbered. */
export function SmallBusinessCards({ products }: { products: readonly Product[] }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
      {products.map((product, index) => (
        // The product's own entry is labelled, not ranked: the other picks are numbered from 1.
        <SmallBusinessCard key={product.slug} product={product} rank={products[0]?.isOwnProduct ? index : index + 1} />
      ))}
    </SimpleGrid>
  );
}

/** One pick: its rank, price, best use and two strengths, with a link onward. */
function SmallBusinessCard({ product, rank }: { product: Product; rank: number }) {
  const text = smallBusinessCardText(product.name, rank);
  return (
    <Card.Root variant="outline" bg="white" borderColor={product.isOwnProduct ? 'accent.solid' : undefined}>
      <Card.Header gap="2">
        <Text fontSize="sm" fontWeight="bold" color="accent.text">
          {product.isOwnProduct ? COMPARISON_TABLE.ourPick : text.rank}
        </Text>
        <Heading as="h3" size="lg" color="fg.heading">
          {product.name}
        </Heading>
        <Text fontSize="sm" color="fg.subtle">
          {categoryLabel(product.category)}
        </Text>
      </Card.Header>
      <Card.Body gap="3">
        <Text>
          <Text as="span" fontWeight="semibold" color="fg.heading">
            {text.price}{' '}
          </Text>
          {product.isOwnProduct ? productPriceText() : priceDisplay(product)}
        </Text>
        {product.idealFor[0] ? (
          <Text>
            <Text as="span" fontWeight="semibold" color="fg.heading">
              {text.bestFor}{' '}
            </Text>
            {product.idealFor[0]}
          </Text>
        ) : null}
        <List.Root gap="1" ps="4" fontSize="sm">
          {product.strengths.slice(0, 2).map((strength) => (
            <List.Item key={strength}>{strength}</List.Item>
          ))}
        </List.Root>
      </Card.Body>
      <Card.Footer>
        {product.isOwnProduct ? (
          <Link asChild color="accent.text" fontWeight="semibold">
            <RouterLink to={paths.home}>{text.joinWaitlist}</RouterLink>
          </Link>
        ) : (
          <Link asChild color="accent.text" fontWeight="semibold">
            <RouterLink to={paths.competitor(product.slug)}>{text.readComparison}</RouterLink>
          </Link>
        )}
      </Card.Footer>
    </Card.Root>
  );
}
