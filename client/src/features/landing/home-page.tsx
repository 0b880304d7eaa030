import { Box, Container, Heading, List, Stack, Text } from '@chakra-ui/react';
import type { PageModule } from '../../lib/page-module';
import { prefetch } from '../../lib/prefetch';
import { Seo } from '../../components/seo';
import { LandingIndustriesDocument } from '../../graphql/generated';
import { Section } from '../../components/status-screens';
import { StartFreeTrialButton } from '../../components/layout/external-app-link';
import { useSiteConfig } from '../../config/site-config';
import { IndustryTiles } from './industry-tiles';

const SELLING_POINTS = [
  '24/7 automated RFP discovery',
  'Never miss a deadline',
  'Smart matching to your capabilities',
  'Setup in 15 minutes',
] as const;

export const loader: PageModule['loader'] = (deps) => prefetch(deps, LandingIndustriesDocument, {});

export function Component() {
  const { productName, publicSiteUrl } = useSiteConfig();
  return (
    <>
      <Seo
        title={`${productName}: Automate RFP Discovery & Tracking with AI`}
        description="AI-powered RFP discovery at scale, for every industry. Instantly find, track, and start winning more RFPs today."
        keywords={['RFP discovery', 'RFP tracking', 'government RFPs', 'bid opportunities', 'AI RFP software']}
        canonicalPath="/"
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'SoftwareApplication',
          name: productName,
          applicationCategory: 'BusinessApplication',
          operatingSystem: 'Web',
          url: publicSiteUrl,
          offers: { '@type': 'Offer', price: '35', priceCurrency: 'USD', category: 'Early Adopter', description: 'Per month, price locked forever' },
          potentialAction: {
            '@type': 'SearchAction',
            target: `${publicSiteUrl}/search?q={search_term_string}`,
            'query-input': 'required name=search_term_string',
          },
        }}
      />
      <Box bg="bg.brand" color="white" pt={{ base: '28', md: '36' }} pb={{ base: '16', md: '24' }}>
        <Container maxW="page">
          <Stack gap="6" maxW="3xl">
            <Heading as="h1" size={{ base: '4xl', md: '6xl' }} color="white" lineHeight="1.1">
              Automate RFP Discovery &amp; Tracking
            </Heading>
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.onBrandMuted">
              AI-powered RFP discovery at scale, for every industry. Instantly find, track, and start winning more RFPs today.
            </Text>
            <Box>
              <StartFreeTrialButton size="lg" />
            </Box>
            <List.Root listStyleType="none" gap="2">
              {SELLING_POINTS.map((point) => (
                <List.Item key={point} display="flex" gap="2" alignItems="center">
                  <Box as="span" color="amber.400" aria-hidden="true">
                    ✓
                  </Box>
                  {point}
                </List.Item>
              ))}
            </List.Root>
          </Stack>
        </Container>
      </Box>
      <Section>
        <Heading as="h2" size="3xl" color="fg.heading" mb="2">
          Popular Industry Solutions
        </Heading>
        <Text mb="8" color="fg.subtle">
          RFP discovery tuned to the markets our early users bid in most.
        </Text>
        <IndustryTiles />
      </Section>
    </>
  );
}
