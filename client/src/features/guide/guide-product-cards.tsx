import { Badge, Box, Card, Heading, HStack, Link, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { EarlyAccessLink } from '../../components/waitlist/early-access-link';
import { paths } from '../../config/paths';
import type { GuideProduct_CompetitorFragment } from '../../graphql/generated';
import { categoryLabel, offerFacts, priceDisplay } from './guide-rules';

type Product = GuideProduct_CompetitorFragment;

/** The recommended-product banner near the top of the guide. */
export function RecommendedBanner({ product }: { product: Product }) {
  return (
    <Box as="aside" aria-labelledby="recommended-heading" borderWidth="2px" borderColor="accent.solid" borderRadius="xl" bg="white" p={{ base: '5', md: '8' }} shadow="md">
      <Stack direction={{ base: 'column', md: 'row' }} gap="6" justify="space-between" align={{ base: 'start', md: 'center' }}>
        <Stack gap="3" maxW="prose">
          <Badge alignSelf="start" bg="accent.solid" color="accent.fg" px="2">
            Recommended for RFP discovery
          </Badge>
          <Heading as="h2" id="recommended-heading" size="xl" color="fg.heading">
            {`Our pick: ${product.name}`}
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
            {`${product.name} is our own product and is pre-launch; weigh this recommendation with that in mind.`}
          </Text>
        </Stack>
        <Stack gap="3" flexShrink={0} w={{ base: 'full', md: 'auto' }}>
          <EarlyAccessLink size="lg">Get Early Access</EarlyAccessLink>
          <Link asChild color="accent.text" fontWeight="semibold" justifyContent="center">
            <RouterLink to={paths.alternatives(product.slug)}>{`Compare ${product.name} with alternatives`}</RouterLink>
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
        <Card.Root key={product.slug} variant="outline" bg="white" borderColor={product.isOwnProduct ? 'accent.solid' : undefined}>
          <Card.Header gap="2">
            <Text fontSize="sm" fontWeight="bold" color="accent.text">{`#${index + 1} for small businesses`}</Text>
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
                Price:{' '}
              </Text>
              {priceDisplay(product)}
            </Text>
            {product.idealFor[0] ? (
              <Text>
                <Text as="span" fontWeight="semibold" color="fg.heading">
                  Best for:{' '}
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
                <RouterLink to={paths.home}>{`Join the ${product.name} waitlist`}</RouterLink>
              </Link>
            ) : (
              <Link asChild color="accent.text" fontWeight="semibold">
                <RouterLink to={paths.competitor(product.slug)}>{`Read the ${product.name} comparison`}</RouterLink>
              </Link>
            )}
          </Card.Footer>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
