import { Badge, Box, Link, List, Stack, Table, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { TableScrollRegion } from '../../components/table-scroll-region';
import { paths } from '../../config/paths';
import type { GuideProduct_CompetitorFragment } from '../../graphql/generated';
import { formatContentDate } from '../../lib/content-date';
import { COMPARISON_TABLE, freeTrialLabel } from './guide-content';
import { categoryLabel, discoveryFeatures, integrationScoreText, priceDisplay, productPriceText, productTrialText, ratingDisplay } from './guide-rules';

/** The columns, by their heading's name in content/pages/guide.json. */
const COLUMNS = [
  { name: 'product', minW: '36' },
  { name: 'bestFor', minW: '52' },
  { name: 'startingPrice', minW: '32' },
  { name: 'discoveryFeatures', minW: '52' },
  { name: 'integrationScore', minW: '24' },
  { name: 'userRating', minW: '28' },
] as const;

function ProductCell({ product }: { product: GuideProduct_CompetitorFragment }) {
  return (
    <Stack gap="1" align="start">
      {product.isOwnProduct ? (
        <Text fontWeight="bold" color="fg.heading">
          {product.name}
        </Text>
      ) : (
        <Link asChild fontWeight="bold" color="accent.text">
          <RouterLink to={paths.competitor(product.slug)}>{product.name}</RouterLink>
        </Link>
      )}
      {product.isOwnProduct ? (
        <Badge colorPalette="yellow" variant="solid" color="accent.fg">
          {COMPARISON_TABLE.ourPick}
        </Badge>
      ) : null}
    </Stack>
  );
}

/**
 * The five products side by side; the table scrolls inside its own area on narrow screens. Its
 * cells wrap (the scroll area sets nowrap, which at 1440 px pushed the last column out of view).
 */
export function GuideComparisonTable({ products }: { products: readonly GuideProduct_CompetitorFragment[] }) {
  const captionId = useId();
  return (
    <TableScrollRegion labelledBy={captionId} borderWidth="1px" borderColor="slate.200" borderRadius="lg" bg="white">
      <Table.Root size="sm" minW="4xl" variant="line" interactive whiteSpace="normal">
        <Table.Caption id={captionId} srOnly>
          {`${COMPARISON_TABLE.caption} `}
          {products.map((product) => product.name).join(', ')}
        </Table.Caption>
        <Table.Header>
          <Table.Row bg="bg.brandSubtle">
            {COLUMNS.map((column) => (
              <Table.ColumnHeader key={column.name} scope="col" minW={column.minW} color="fg.heading" fontWeight="semibold" py="3">
                {COMPARISON_TABLE.columns[column.name]}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {products.map((product) => {
            const rating = ratingDisplay(product, (date) => formatContentDate(date));
            const features = discoveryFeatures(product);
            return (
              <Table.Row key={product.slug} verticalAlign="top">
                <Table.Cell py="4">
                  <ProductCell product={product} />
                </Table.Cell>
                <Table.Cell py="4">
                  <List.Root gap="1" ps="4" fontSize="sm">
                    {product.idealFor.slice(0, 2).map((item) => (
                      <List.Item key={item}>{item}</List.Item>
                    ))}
                  </List.Root>
                </Table.Cell>
                <Table.Cell py="4">
                  <Text fontWeight="semibold" color="fg.heading">
                    {product.isOwnProduct ? productPriceText() : priceDisplay(product)}
                  </Text>
                  {product.isOwnProduct ? (
                    <Text fontSize="xs" color="fg.subtle">
                      {productTrialText()}
                    </Text>
                  ) : product.hasFreeTrial && product.freeTrialDays && product.factChecks?.trial.finding !== 'not-verified' ? (
                    <Text fontSize="xs" color="fg.subtle">
                      {freeTrialLabel(product.freeTrialDays)}
                    </Text>
                  ) : null}
                </Table.Cell>
                <Table.Cell py="4">
                  <Text fontSize="sm" color="fg.heading" mb="2">
                    {categoryLabel(product.category)}
                  </Text>
                  {features.length > 0 ? (
                    <Box display="flex" flexWrap="wrap" gap="1">
                      {features.map((feature) => (
                        <Badge key={feature} variant="outline" colorPalette="gray">
                          {feature}
                        </Badge>
                      ))}
                    </Box>
                  ) : null}
                </Table.Cell>
                <Table.Cell py="4">
                  <Text fontWeight="semibold" color="fg.heading">
                    {integrationScoreText(product)}
                  </Text>
                </Table.Cell>
                <Table.Cell py="4">
                  <Text fontWeight="semibold" color="fg.heading">
                    {rating.score}
                  </Text>
                  {rating.detail ? (
                    <Text fontSize="xs" color="fg.subtle">
                      {rating.detail}
                    </Text>
                  ) : null}
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </TableScrollRegion>
  );
}
