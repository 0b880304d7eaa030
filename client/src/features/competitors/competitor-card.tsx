import { Badge, Box, Card, DataList, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useSiteConfig } from '../../config/site-config';
import type { CompetitorCard_CompetitorFragment } from '../../graphql/generated';
import { RatingText, TextList } from './competitor-parts';
import { CONTACT_FOR_PRICING, PRICE_NOT_VERIFIED, categoryLabel, freeTrialText, priceDisplay, productPriceText, productTrialText, unpublishedNote } from './competitor-rules';

/** The website link of a competitor card: a new tab, without handing over the opener. */
export function WebsiteLink({ competitor }: { competitor: Pick<CompetitorCard_CompetitorFragment, 'name' | 'website'> }) {
  return (
    <Link href={competitor.website} target="_blank" rel="noopener noreferrer" color="accent.text" fontWeight="semibold" display="inline">
      {`${competitor.name} website`}
      <Box as="span" aria-hidden="true">
        {' ↗'}
      </Box>
    </Link>
  );
}

/**
 * A competitor on the hub and in the ranked alternatives: name, category, description, price,
 * free trial and rating, with links to its comparison, its alternatives and its website.
 */
export function CompetitorCard({
  competitor,
  headingLevel = 'h3',
  badge,
  rank,
  strengths,
  note,
  links,
  compact = false,
}: {
  competitor: CompetitorCard_CompetitorFragment;
  headingLevel?: 'h2' | 'h3';
  badge?: string;
  rank?: number;
  strengths?: readonly string[];
  /** A caveat shown under the description (an alternative that does another job). */
  note?: string;
  /** Replaces the default links (comparison, alternatives, website). */
  links?: ReactNode;
  /** For narrow columns: the facts on one line instead of a labelled list. */
  compact?: boolean;
}) {
  const { productName } = useSiteConfig();
  return (
    <Card.Root variant="outline" bg="white" height="full" data-testid="competitor-card" data-slug={competitor.slug}>
      <Card.Header gap="2">
        <HStack gap="2" wrap="wrap">
          {rank !== undefined ? (
            <Badge variant="solid" bg="bg.brand" color="white">{`#${rank}`}</Badge>
          ) : null}
          <Badge variant="subtle" colorPalette="gray">
            {categoryLabel(competitor.category)}
          </Badge>
          {badge ? (
            <Badge variant="solid" bg="accent.solid" color="accent.fg">
              {badge}
            </Badge>
          ) : null}
        </HStack>
        <Card.Title as={headingLevel} color="fg.heading" fontSize="xl">
          {competitor.name}
        </Card.Title>
      </Card.Header>
      <Card.Body gap="4">
        <Text>{competitor.shortDescription}</Text>
        {note ? (
          <Text fontSize="sm" fontWeight="semibold" color="fg.heading">
            {note}
          </Text>
        ) : null}
        {strengths && strengths.length > 0 ? (
          <Box>
            <Text fontWeight="semibold" color="fg.heading" mb="2">
              Strengths
            </Text>
            <TextList items={strengths} marker="✓" />
          </Box>
        ) : null}
        <CardFacts competitor={competitor} compact={compact} />
      </Card.Body>
      <Card.Footer>
        <Stack gap="2" width="full">
          {links ?? (
            <>
              <Link asChild color="accent.text" fontWeight="semibold">
                <RouterLink to={paths.competitor(competitor.slug)}>{`${productName} vs ${competitor.name}`}</RouterLink>
              </Link>
              <Link asChild color="accent.text" fontWeight="semibold">
                <RouterLink to={paths.alternatives(competitor.slug)}>{`${competitor.name} alternatives`}</RouterLink>
              </Link>
              <WebsiteLink competitor={competitor} />
            </>
          )}
        </Stack>
      </Card.Footer>
    </Card.Root>
  );
}

/** Price, free trial and rating as far as they are public, then one plain sentence on what is not. */
function CardFacts({ competitor, compact }: { competitor: CompetitorCard_CompetitorFragment; compact?: boolean }) {
  const price = competitor.isOwnProduct ? productPriceText() : priceDisplay(competitor);
  const rated = competitor.userReviews.g2Score !== null;
  const note = unpublishedNote(competitor.name, competitor);
  const facts: { label: string; value: ReactNode }[] = [
    // The note below says why there is no price, once.
    ...(price === CONTACT_FOR_PRICING || price === PRICE_NOT_VERIFIED ? [] : [{ label: 'Price', value: price }]),
    { label: 'Free trial', value: competitor.isOwnProduct ? productTrialText() : freeTrialText(competitor) },
    ...(rated ? [{ label: 'Rating', value: <RatingText reviews={competitor.userReviews} /> }] : []),
  ];
  return (
    <Stack gap="1">
      {compact ? (
        <Text fontSize="sm" color="fg.heading">
          {facts.map((fact, index) => (
            <span key={fact.label}>
              {index > 0 ? ' · ' : ''}
              {fact.value}
            </span>
          ))}
        </Text>
      ) : (
        <DataList.Root orientation="horizontal" size="sm" gap="2">
          {facts.map((fact) => (
            <DataList.Item key={fact.label}>
              <DataList.ItemLabel color="fg.subtle">{fact.label}</DataList.ItemLabel>
              <DataList.ItemValue color="fg.heading" fontWeight={fact.label === 'Price' ? 'medium' : undefined}>
                {fact.value}
              </DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      )}
      {note ? (
        <Text fontSize="sm" color="fg.body">
          {note}
        </Text>
      ) : null}
    </Stack>
  );
}
