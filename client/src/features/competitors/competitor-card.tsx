import { Badge, Box, Button, Card, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Fragment, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useSiteConfig } from '../../config/site-config';
import type { CompetitorCard_CompetitorFragment } from '../../graphql/generated';
import { RatingText, TextList } from './competitor-parts';
import { CONTACT_FOR_PRICING, PRICE_NOT_VERIFIED, categoryLabel, freeTrialText, priceDisplay, productPriceText, productTrialText, unpublishedNote } from './competitor-rules';

/** A card's secondary links: body text, underlined, so the one amber action stands out. */
const QUIET_LINK = { color: 'fg.body', fontSize: 'sm', textDecoration: 'underline', _hover: { color: 'fg.heading' } } as const;

/** The website link of a competitor card: a new tab, without handing over the opener. */
function WebsiteLink({ competitor }: { competitor: Pick<CompetitorCard_CompetitorFragment, 'name' | 'website'> }) {
  return (
    <Link href={competitor.website} target="_blank" rel="noopener noreferrer" display="inline" {...QUIET_LINK}>
      {`${competitor.name} website`}
      <Box as="span" aria-hidden="true">
        {' ↗'}
      </Box>
    </Link>
  );
}

/** A card's one main action: an amber button across the card. */
export function CardPrimaryLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button asChild type={undefined} size="sm" width="full" bg="accent.solid" color="accent.fg" _hover={{ bg: 'accent.hover' }} whiteSpace="normal" height="auto" minH="9" py="2">
      <RouterLink to={to}>{children}</RouterLink>
    </Button>
  );
}

/** A card's other actions, side by side under the main one. */
export function CardQuietLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link asChild {...QUIET_LINK}>
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

/**
 * The card's four parts (heading, description, facts, actions) are rows of the grid it sits in
 * (subgrid), so across a row of cards the facts and the actions start at the same height
 * whatever the length of each description. In a parent that is not a grid they simply stack.
 */
export const CARD_ROWS = { display: 'grid', gridTemplateRows: 'subgrid', gridRow: 'span 4', rowGap: '0' } as const;

/**
 * A competitor on the hub and in the ranked alternatives: name, category, description, price,
 * free trial and rating, with its comparison as the main action and its alternatives and website
 * as quieter links.
 */
export function CompetitorCard({
  competitor,
  headingLevel = 'h3',
  badge,
  rank,
  strengths,
  note,
  primaryLink,
  quietLinks,
  compact = false,
}: {
  competitor: CompetitorCard_CompetitorFragment;
  headingLevel?: 'h2' | 'h3';
  badge?: string;
  rank?: number;
  strengths?: readonly string[];
  /** A caveat shown under the description (an alternative that does another job). */
  note?: string;
  /** Replaces the main action (the comparison with the product). */
  primaryLink?: ReactNode;
  /** Replace the quieter links (alternatives, website). */
  quietLinks?: ReactNode;
  /** For narrow columns: the facts on one line instead of a labelled list. */
  compact?: boolean;
}) {
  const { productName } = useSiteConfig();
  return (
    <Card.Root variant="outline" bg="white" height="full" {...CARD_ROWS} data-testid="competitor-card" data-slug={competitor.slug} data-category={competitor.category}>
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
      <Card.Body gap="4" fontSize="sm" color="fg.body">
        <Text>{competitor.shortDescription}</Text>
        {note ? (
          <Text fontWeight="semibold" color="fg.heading">
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
      </Card.Body>
      <Card.Body borderTopWidth="1px" borderColor="slate.100" pt="4">
        <CardFacts competitor={competitor} compact={compact} />
      </Card.Body>
      <Card.Footer alignItems="stretch">
        <Stack gap="3" width="full">
          {primaryLink ?? <CardPrimaryLink to={paths.competitor(competitor.slug)}>{`${productName} vs ${competitor.name}`}</CardPrimaryLink>}
          <HStack gap="4" wrap="wrap" justify="center" textAlign="center">
            {quietLinks ?? (
              <>
                <CardQuietLink to={paths.alternatives(competitor.slug)}>{`${competitor.name} alternatives`}</CardQuietLink>
                <WebsiteLink competitor={competitor} />
              </>
            )}
          </HStack>
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
              {`${fact.label}: `}
              {fact.value}
            </span>
          ))}
        </Text>
      ) : (
        // A plain grid, not Chakra's DataList: that one wrote orientation="horizontal" on the <dl>,
        // which HTML does not allow (24 Nu errors on /competitors).
        <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="2" fontSize="sm">
          {facts.map((fact) => (
            <Fragment key={fact.label}>
              <Box as="dt" color="fg.subtle">
                {fact.label}
              </Box>
              <Box as="dd" color="fg.heading" fontWeight={fact.label === 'Price' ? 'medium' : undefined}>
                {fact.value}
              </Box>
            </Fragment>
          ))}
        </Box>
      )}
      {note ? (
        <Text fontSize="sm" color="fg.body">
          {note}
        </Text>
      ) : null}
    </Stack>
  );
}
