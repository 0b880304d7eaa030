import { Card, Heading, Link, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import { FrequencyBadge } from '../../components/level-badges';
import { paths } from '../../config/paths';
import { LandingIndustriesDocument } from '../../graphql/generated';
import { LANDING_INDUSTRY_SLUGS } from './landing-constants';

export function IndustryTiles() {
  const { data, loading } = useQuery(LandingIndustriesDocument);
  const wanted = new Set<string>(LANDING_INDUSTRY_SLUGS);
  const industries = (data?.industries ?? []).filter((industry) => wanted.has(industry.slug));
  return (
    <Stack gap="8">
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        {loading && !data
          ? Array.from({ length: 12 }, (_, index) => <Skeleton key={index} height="160px" borderRadius="lg" />)
          : industries.map((industry) => (
              <Card.Root key={industry.slug} variant="outline" asChild _hover={{ borderColor: 'amber.500', shadow: 'md' }}>
                <RouterLink to={paths.industry(industry.slug)}>
                  <Card.Body gap="2">
                    <Heading as="h3" size="md" color="fg.heading">
                      {industry.title}
                    </Heading>
                    <Text fontSize="sm" color="fg.subtle">
                      {industry.marketSize}
                    </Text>
                    <FrequencyBadge frequency={industry.opportunityFrequency} />
                  </Card.Body>
                </RouterLink>
              </Card.Root>
            ))}
      </SimpleGrid>
      <Link asChild alignSelf="center" color="accent.text" fontWeight="semibold">
        <RouterLink to={paths.industries}>View All 50+ Industries</RouterLink>
      </Link>
    </Stack>
  );
}
