import { Box, Card, Heading, Link, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Await, Link as RouterLink, useLoaderData } from 'react-router-dom';
import { FrequencyBadge } from '../../components/level-badges';
import { MarketSizeBasis } from '../../components/market-size-basis';
import { paths } from '../../config/paths';
import type { loader } from './home-page';
import { LANDING_INDUSTRY_SLUGS } from './landing-constants';
import { INDUSTRIES_SECTION, viewAllIndustriesLabel } from './landing-copy';

const GRID = { base: 1, sm: 2, lg: 4 } as const;

/** "Popular Industry Solutions": 12 skeleton tiles while loading, then the 12 fixed industries. */
export function IndustryTiles() {
  const { page } = useLoaderData<typeof loader>();
  return (
    <Stack gap="8">
      <Suspense
        fallback={
          <>
            <SimpleGrid columns={GRID} gap="4" aria-busy="true" aria-label="Loading industries">
              {LANDING_INDUSTRY_SLUGS.map((slug) => (
                <Skeleton key={slug} height="36" borderRadius="lg" />
              ))}
            </SimpleGrid>
            <AllIndustriesLink />
          </>
        }
      >
        <Await
          resolve={page}
          errorElement={
            <>
              <Text role="status" textAlign="center" color="fg.subtle">
                {INDUSTRIES_SECTION.loadError}
              </Text>
              <AllIndustriesLink />
            </>
          }
        >
          {({ industries, industriesPage }) => (
            <>
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
              <AllIndustriesLink total={industriesPage.total} />
            </>
          )}
        </Await>
      </Suspense>
    </Stack>
  );
}

/** "View All …": counted once the industries have arrived. */
function AllIndustriesLink({ total }: { total?: number }) {
  return (
    <Link asChild alignSelf="center" color="accent.text" fontWeight="semibold" fontSize="lg">
      <RouterLink to={paths.industries}>{viewAllIndustriesLabel(total)}</RouterLink>
    </Link>
  );
}
