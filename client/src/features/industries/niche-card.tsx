import { Card, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { CompetitionBadge, FrequencyBadge } from '../../components/level-badges';
import { paths } from '../../config/paths';
import type { NicheCard_NicheFragment } from '../../graphql/generated';
import { MUTED_TEXT } from './page-parts';

/** One niche of an industry, linking to its page. */
export function NicheCard({ industrySlug, niche }: { industrySlug: string; niche: NicheCard_NicheFragment }) {
  return (
    <Card.Root as="article" variant="outline" h="full">
      <Card.Body gap="3">
        <Stack gap="1">
          <Text fontSize="sm" color={MUTED_TEXT}>
            {niche.subcategory}
          </Text>
          <Card.Title as="h3" fontSize="lg" color="fg.heading">
            {niche.title}
          </Card.Title>
        </Stack>
        <HStack as="dl" gap="2" fontSize="sm" wrap="wrap">
          <Text as="dt" fontWeight="semibold" color="fg.heading">
            Average contract:
          </Text>
          <Text as="dd">{niche.averageContractValue}</Text>
        </HStack>
        <HStack wrap="wrap" gap="2">
          <FrequencyBadge frequency={niche.opportunityFrequency} />
          <CompetitionBadge level={niche.competitionLevel} />
        </HStack>
      </Card.Body>
      <Card.Footer>
        <Link asChild color="accent.text" fontWeight="semibold">
          <RouterLink to={paths.niche(industrySlug, niche.slug)}>{`Explore ${niche.title} RFPs`}</RouterLink>
        </Link>
      </Card.Footer>
    </Card.Root>
  );
}
