import { Box, Card, Heading, Link, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { FrequencyBadge } from '../../components/level-badges';
import { MarketSizeBasis } from '../../components/market-size-basis';
import { paths } from '../../config/paths';
import { LandingIndustriesDocument } from '../../graphql/generated';
import { usePageData } from '../../lib/page-query';
import { LANDING_INDUSTRY_SLUGS } from './landing-constants';
import { INDUSTRIES_SECTION } from './landing-copy';
import { pickLandingIndustries } from './pick-landing-industries';

const GRID = { base: 1, sm: 2, lg: 4 } as const;

/** "Popular Industry Solutions": 12 skeleton tiles while loading, then the 12 fixed industries. */
export function IndustryTiles() {
  const { data, loading, error } = usePageData(LandingIndustriesDocument, {});
  const industries = pickLandingIndustries(data?.industries ?? []);
  return (
    <Stack gap="8">
      {loading && !data ? (
        <SimpleGrid columns={GRID} gap="4" aria-busy="true" aria-label="Loading industries">
          {LANDING_INDUSTRY_SLUGS.map((slug) => (
            <Skeleton key={slug} height="36" borderRadius="lg" />
          ))}
        </SimpleGrid>
      ) : error && !data ? (
        <Text role="status" textAlign="center" color="fg.subtle">
          {INDUSTRIES_SECTION.loadError}
        </Text>
      ) : (
        <SimpleGrid as="ul" columns={GRID} gap="4" listStyleType="none">
          {industries.map((industry) => (
            <li key={industry.slug}>
              <Card.Root
                variant="outline"
                height="full"
                asChild
                transition="border-color 0.2s, box-shadow 0.2s"
                _hover={{ borderColor: 'amber.500', shadow: 'md' }}
                _focusVisible={{ outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' }}
              >
                <RouterLink to={paths.industry(industry.slug)}>
                  <Card.Body gap="2">
                    <Heading as="h3" size="md" color="fg.heading">
                      {industry.title}
                    </Heading>
                    <Stack gap="1" flex="1">
                      <Text fontSize="sm" color="fg.subtle">
                        {industry.marketSize}
                      </Text>
                      <MarketSizeBasis basis={industry.marketSizeBasis} />
                    </Stack>
                    <Box>
                      <FrequencyBadge frequency={industry.opportunityFrequency} />
                    </Box>
                  </Card.Body>
                </RouterLink>
              </Card.Root>
            </li>
          ))}
        </SimpleGrid>
      )}
      <Link asChild alignSelf="center" color="accent.text" fontWeight="semibold" fontSize="lg">
        <RouterLink to={paths.industries}>{INDUSTRIES_SECTION.viewAll}</RouterLink>
      </Link>
    </Stack>
  );
}
