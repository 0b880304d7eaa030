import { Badge, Box, Button, Card, Circle, Container, Flex, Heading, HStack, SimpleGrid, Stat, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { Seo } from '../../components/seo';
import { paths } from '../../config/paths';
import { useSiteConfig } from '../../config/site-config';
import { DashboardMockup, PipelineValuePanel } from './dashboard-mockup-view';
import {
  ILLUSTRATIVE_LABEL,
  INTEGRATIONS,
  INTEGRATION_REQUEST_SUBJECT,
  SCENARIOS,
  V2_FEATURES,
  V2_STATS,
  V2_WHY,
  illustrativeRating,
  landingFaq,
  landingV2Sections,
  type IconText,
} from './landing-copy';
import { LandingFaq } from './landing-faq';
import { LandingHero } from './landing-hero';
import { LandingIcon, StarIcon } from './landing-icons';
import { LandingSection } from './landing-section';
import { softwareApplicationJsonLd } from './landing-structured-data';
import { StickyBanner } from './sticky-banner';

const INTEGRATION_REQUEST_PATH = `${paths.contact}?subject=${encodeURIComponent(INTEGRATION_REQUEST_SUBJECT)}`;

function IconCards({ items, columns }: { items: readonly IconText[]; columns: { base: number; md: number; lg: number } }) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={columns} gap="6">
      {items.map((item) => (
        <Card.Root as="li" key={item.title} variant="outline" bg="white">
          <Card.Body gap="3">
            <Circle size="12" bg="bg.brand" color="amber.400">
              <LandingIcon name={item.icon} boxSize="6" />
            </Circle>
            <Heading as="h3" size="lg" color="fg.heading">
              {item.title}
            </Heading>
            <Text color="fg.body">{item.text}</Text>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}

const STARS = 5;

function IllustrativeRating() {
  const rating = illustrativeRating(STARS);
  return (
    <HStack gap="0.5" color="amber.500" role="img" aria-label={rating.spoken}>
      {Array.from({ length: STARS }, (_, index) => (
        <StarIcon key={index} />
      ))}
      <Text as="span" ms="2" fontSize="xs" color="fg.subtle" aria-hidden="true">
        {rating.label}
      </Text>
    </HStack>
  );
}

/** The second landing page: the home page's hero and FAQ, with key figures, the sample dashboard, integrations and illustrative scenarios. */
export function Component() {
  const { productName, publicSiteUrl } = useSiteConfig();
  const faq = landingFaq(productName);
  const sections = landingV2Sections(productName);
  return (
    <>
      <Seo
        title={`${productName} Early Access: AI RFP Discovery, Smart Matching & Deadline Tracking`}
        description={`See how ${productName} finds RFPs 24/7, matches them to your capabilities and tracks every deadline. Join early access for grandfathered pricing.`}
        keywords={['RFP software', 'RFP dashboard', 'RFP pipeline', 'bid tracking', 'RFP integrations', 'AI RFP discovery']}
        canonicalPath="/"
        // The same product as the home page (this variant's canonical page).
        jsonLd={[softwareApplicationJsonLd({ productName, publicSiteUrl })]}
      />
      <LandingHero trackAs="landing_v2_hero" aside={<DashboardMockup />} />

      <Box as="section" aria-label="Key figures" bg="bg.brandSubtle" py={{ base: '8', md: '10' }}>
        <Container maxW="page">
          <SimpleGrid columns={{ base: 2, md: 4 }} gap={{ base: '4', md: '8' }}>
            {V2_STATS.map((stat) => (
              // The term (dt) comes before its value (dd) in a dl; the figure is still shown above it.
              <Stat.Root key={stat.label} textAlign="center" alignItems="center" flexDirection="column-reverse" justifyContent="flex-end">
                <Stat.Label color="fg.subtle">{stat.label}</Stat.Label>
                <Stat.ValueText fontSize={{ base: '3xl', md: '4xl' }} color="fg.heading" justifyContent="center">
                  {stat.value}
                </Stat.ValueText>
              </Stat.Root>
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <LandingSection id="dashboard" title={sections.dashboard.title} lead={sections.dashboard.lead}>
        {/* Centred under the section's centred heading, as wide as its lead. */}
        <Box maxW="3xl" mx="auto">
          <PipelineValuePanel />
        </Box>
      </LandingSection>

      <LandingSection id="features" title={sections.features.title} lead={sections.features.lead} bg="bg.brandSubtle">
        <IconCards items={V2_FEATURES} columns={{ base: 1, md: 2, lg: 4 }} />
      </LandingSection>

      <LandingSection id="why-choose" title={sections.whyChoose.title} lead={sections.whyChoose.lead}>
        <IconCards items={V2_WHY} columns={{ base: 1, md: 2, lg: 4 }} />
      </LandingSection>

      <LandingSection id="integrations" title={sections.integrations.title} lead={sections.integrations.lead} bg="bg.brandSubtle">
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 4 }} gap="4">
          {INTEGRATIONS.map((integration) => (
            <Box as="li" key={integration.name} bg="white" borderWidth="1px" borderColor="slate.200" borderRadius="lg" p="5" textAlign="center">
              <Text fontWeight="semibold" color="fg.heading">
                {integration.name}
              </Text>
              <Text fontSize="sm" color="fg.subtle" mt="1">
                {integration.kind}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
        <Flex justify="center" mt="8">
          <Button asChild type={undefined} variant="outline" bg="white" color="fg.heading" borderColor="slate.300" _hover={{ bg: 'slate.50' }}>
            <RouterLink to={INTEGRATION_REQUEST_PATH}>{sections.integrations.requestButton}</RouterLink>
          </Button>
        </Flex>
      </LandingSection>

      <LandingSection id="scenarios" title={sections.scenarios.title} lead={sections.scenarios.lead}>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="6">
          {SCENARIOS.map((scenario) => (
            <Card.Root as="li" key={scenario.who} variant="outline">
              <Card.Body gap="4">
                <IllustrativeRating />
                <Text color="fg.body" fontSize="lg">
                  {scenario.text}
                </Text>
              </Card.Body>
              <Card.Footer>
                <Badge variant="subtle" colorPalette="gray" whiteSpace="normal" textAlign="start" py="1" px="2">
                  {`${ILLUSTRATIVE_LABEL} — ${scenario.who}`}
                </Badge>
              </Card.Footer>
            </Card.Root>
          ))}
        </SimpleGrid>
      </LandingSection>

      <LandingFaq items={faq} idPrefix="v2-faq" />
      <StickyBanner />
    </>
  );
}
