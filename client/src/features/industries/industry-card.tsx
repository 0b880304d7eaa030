import { Box, Card, HStack, Image, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { CompetitionBadge, FrequencyBadge } from '../../components/level-badges';
import { MarketSizeBasis } from '../../components/market-size-basis';
import { paths } from '../../config/paths';
import type { IndustryCard_IndustryFragment } from '../../graphql/generated';
import { industryCoverAlt } from '../../../../schema/cover-rules';

export function IndustryCard({ industry, eagerImage = false }: { industry: IndustryCard_IndustryFragment; eagerImage?: boolean }) {
  return (
    <Card.Root as="article" overflow="hidden" variant="outline" h="full">
      <Image asChild aspectRatio={1200 / 630} objectFit="cover" w="full" h="auto">
        <img src={industry.featuredImage} alt={industryCoverAlt(industry)} width={1200} height={630} loading={eagerImage ? 'eager' : 'lazy'} />
      </Image>
      <Card.Body gap="3">
        <Card.Title as="h2" fontSize="xl" color="fg.heading">
          {industry.title}
        </Card.Title>
        <Card.Description color="fg.body">{industry.description}</Card.Description>
        {/* Each label on its own line above its figure: beside a long figure it wrapped in a narrow card. */}
        <Stack as="dl" gap="3" fontSize="sm">
          <Stack as="div" gap="0.5">
            <Text as="dt" fontWeight="semibold" color="fg.heading">
              Market size:
            </Text>
            <Text as="dd">{industry.marketSize}</Text>
            <MarketSizeBasis as="dd" basis={industry.marketSizeBasis} />
          </Stack>
          <Stack as="div" gap="0.5">
            <Text as="dt" fontWeight="semibold" color="fg.heading">
              Average contract:
            </Text>
            <Text as="dd">{industry.averageContractValue}</Text>
          </Stack>
        </Stack>
        <HStack wrap="wrap" gap="2">
          <CompetitionBadge level={industry.competitionLevel} />
          <FrequencyBadge frequency={industry.opportunityFrequency} />
        </HStack>
        {industry.successStories ? (
          <Box bg="bg.brandSubtle" borderRadius="md" p="3" fontSize="sm">
            {industry.successStories}
          </Box>
        ) : null}
      </Card.Body>
      <Card.Footer>
        <Link asChild color="accent.text" fontWeight="semibold">
          <RouterLink to={paths.industry(industry.slug)}>{`Explore ${industry.title} RFPs`}</RouterLink>
        </Link>
      </Card.Footer>
    </Card.Root>
  );
}
