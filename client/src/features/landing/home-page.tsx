import { Badge, Box, Card, Circle, Container, Flex, Heading, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { deferred, runQuery, type RouteDeps } from '../../lib/route-data';
import { Seo } from '../../components/seo';
import { StartFreeTrialButton } from '../../components/layout/external-app-link';
import { useSiteConfig } from '../../config/site-config';
import { LandingIndustriesDocument } from '../../graphql/generated';
import { EarlyAccessButton } from './early-access-button';
import { IndustryTiles } from './industry-tiles-view';
import { pickLandingIndustries } from './pick-landing-industries';
import { CHALLENGE, FEATURES, RESULTS, RESULTS_NOTE, RESULT_SCENARIO, STEPS, landingFaq, landingSections, stepLabel } from './landing-copy';
import { LandingFaq } from './landing-faq';
import { DashboardMockup } from './dashboard-mockup-view';
import { LandingHero } from './landing-hero';
import { LandingIcon } from './landing-icons';
import { LandingSection } from './landing-section';
import { homeJsonLd } from './landing-structured-data';
import { PricingCard } from './pricing-card';
import { StickyBanner } from './sticky-banner';

/** The industry tiles' data: the 12 industries they show (and the count), not the whole list (the server sends the loader data with the page). */
export const loader = (deps: RouteDeps) =>
  deferred(
    deps,
    runQuery(deps, LandingIndustriesDocument, {}).then((result) => ({ ...result, industries: pickLandingIndustries(result.industries) })),
  );

function ChallengeColumn({ title, items, tone }: { title: string; items: readonly string[]; tone: 'manual' | 'automated' }) {
  const automated = tone === 'automated';
  return (
    <Card.Root variant="outline" bg={automated ? 'bg.brand' : 'white'} color={automated ? 'white' : 'fg.body'} borderColor={automated ? 'bg.brand' : 'slate.200'}>
      <Card.Body gap="5">
        <Heading as="h3" size="xl" color={automated ? 'white' : 'fg.heading'}>
          {title}
        </Heading>
        <List.Root listStyleType="none" gap="4">
          {items.map((item) => (
            <List.Item key={item} display="flex" gap="3" alignItems="flex-start">
              <Circle size="6" bg={automated ? 'accent.solid' : 'red.100'} color={automated ? 'accent.fg' : 'red.700'} flexShrink={0}>
                <LandingIcon name={automated ? 'check' : 'cross'} boxSize="3.5" />
              </Circle>
              <Text color={automated ? 'fg.onBrandMuted' : 'fg.body'}>{item}</Text>
            </List.Item>
          ))}
        </List.Root>
      </Card.Body>
    </Card.Root>
  );
}

export function Component() {
  const { productName, publicSiteUrl } = useSiteConfig();
  const faq = landingFaq(productName);
  const sections = landingSections(productName);
  return (
    <>
      <Seo
        title={`${productName}: Automate RFP Discovery & Tracking with AI`}
        description="AI-powered RFP discovery at scale, for every industry. Instantly find, track, and start winning more RFPs today."
        keywords={['RFP discovery', 'RFP tracking', 'government RFPs', 'bid opportunities', 'AI RFP software', 'RFP deadline alerts']}
        canonicalPath="/"
        jsonLd={homeJsonLd({ productName, publicSiteUrl })}
      />
      {/* The hero's other half shows the product (a labelled sample dashboard) where there is room for it. */}
      <LandingHero
        trackAs="hero"
        aside={
          <Box display={{ base: 'none', lg: 'block' }}>
            <DashboardMockup />
          </Box>
        }
      />

      <LandingSection id="challenge" title={sections.challenge.title} lead={sections.challenge.lead}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
          <ChallengeColumn title={sections.challenge.manualTitle} items={CHALLENGE.manual} tone="manual" />
          <ChallengeColumn title={sections.challenge.automatedTitle} items={CHALLENGE.automated} tone="automated" />
        </SimpleGrid>
      </LandingSection>

      <LandingSection id="features" title={sections.features.title} lead={sections.features.lead} bg="bg.brandSubtle">
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="6">
          {FEATURES.map((feature) => (
            <Card.Root as="li" key={feature.title} variant="outline" bg="white">
              <Card.Body gap="3">
                <Circle size="12" bg="bg.brand" color="amber.400">
                  <LandingIcon name={feature.icon} boxSize="6" />
                </Circle>
                <Heading as="h3" size="lg" color="fg.heading">
                  {feature.title}
                </Heading>
                <Text color="fg.body">{feature.text}</Text>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </LandingSection>

      <LandingSection id="pricing" title={sections.pricing.title} lead={sections.pricing.lead}>
        <PricingCard />
      </LandingSection>

      <LandingSection id="industries" title={sections.industries.title} lead={sections.industries.lead} bg="bg.brandSubtle">
        <IndustryTiles />
      </LandingSection>

      <LandingSection id="how-it-works" title={sections.howItWorks.title} lead={sections.howItWorks.lead}>
        <SimpleGrid as="ol" listStyleType="none" columns={{ base: 1, md: 3 }} gap="8">
          {STEPS.map((step, index) => (
            <Stack as="li" key={step.title} gap="3" align="center" textAlign="center">
              <Circle size="16" bg="accent.solid" color="accent.fg" position="relative">
                <LandingIcon name={step.icon} boxSize="7" />
              </Circle>
              <Text fontSize="sm" fontWeight="bold" color="accent.text" textTransform="uppercase" letterSpacing="wide">
                {stepLabel(index + 1)}
              </Text>
              <Heading as="h3" size="lg" color="fg.heading">
                {step.title}
              </Heading>
              <Text color="fg.body" maxW="sm">
                {step.text}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </LandingSection>

      <Box as="section" id="benefits" aria-labelledby="benefits-heading" bg="bg.brand" color="white" py={{ base: '14', md: '20' }}>
        <Container maxW="page">
          <Box textAlign="center" maxW="3xl" mx="auto" mb={{ base: '8', md: '12' }}>
            <Heading as="h2" id="benefits-heading" size={{ base: '2xl', md: '4xl' }} color="white">
              {sections.results.title}
            </Heading>
            <Text mt="4" fontSize={{ base: 'md', md: 'lg' }} color="fg.onBrandMuted">
              {sections.results.lead}
            </Text>
          </Box>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
            {RESULTS.map((result) => (
              <Box key={result.value} textAlign="center" p="6" borderRadius="xl" bg="whiteAlpha.100" borderWidth="1px" borderColor="whiteAlpha.200">
                <Text fontSize={{ base: '4xl', md: '5xl' }} fontWeight="bold" color="amber.400" lineHeight="1.1">
                  {result.value}
                </Text>
                <Text mt="2" color="fg.onBrandMuted">
                  {result.label}
                </Text>
                <Text mt="3" fontSize="sm" color="fg.onBrandMuted">
                  {result.basis}
                </Text>
              </Box>
            ))}
          </SimpleGrid>
          <Card.Root mt="8" maxW="3xl" mx="auto" bg="whiteAlpha.100" borderColor="whiteAlpha.300" color="white">
            <Card.Body gap="3">
              <Badge alignSelf="flex-start" bg="whiteAlpha.200" color="amber.300">
                {RESULT_SCENARIO.label}
              </Badge>
              <Text fontSize="lg">{RESULT_SCENARIO.text}</Text>
              <Text fontSize="sm" color="fg.onBrandMuted">
                {RESULTS_NOTE}
              </Text>
            </Card.Body>
          </Card.Root>
        </Container>
      </Box>

      <Box as="section" id="demo" aria-labelledby="demo-heading" py={{ base: '14', md: '20' }}>
        <Container maxW="page">
          <Stack align="center" textAlign="center" gap="5" maxW="2xl" mx="auto">
            <Heading as="h2" id="demo-heading" size={{ base: '2xl', md: '4xl' }} color="fg.heading">
              {sections.demo.title}
            </Heading>
            <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.subtle">
              {sections.demo.lead}
            </Text>
            <Flex gap="3" wrap="wrap" justify="center">
              <EarlyAccessButton size="lg" />
              <StartFreeTrialButton size="lg" variant="outline" bg="white" color="fg.heading" borderColor="slate.300" _hover={{ bg: 'slate.50' }} />
            </Flex>
          </Stack>
        </Container>
      </Box>

      <LandingFaq items={faq} idPrefix="home-faq" />
      <StickyBanner />
    </>
  );
}
