import { Badge, Box, Container, Flex, Heading, List, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { StartFreeTrialButton } from '../../components/layout/external-app-link';
import { EarlyAccessButton } from './early-access-button';
import { HERO_BADGE, HERO_HEADLINE, HERO_SUBLINE, HERO_TRIAL_NOTE, SELLING_POINTS } from './landing-copy';
import { LandingIcon } from './landing-icons';

/**
 * The landing hero: the navy band under the transparent navigation bar, with the headline,
 * the early-access button (waitlist modal plus the hero click event) and the free trial, with
 * the line that says who the trial is for.
 */
export function LandingHero({ trackAs, aside }: { trackAs: string; aside?: ReactNode }) {
  return (
    <Box as="section" aria-labelledby="hero-heading" bg="bg.brand" color="white" pt={{ base: '28', md: '36' }} pb={{ base: '14', md: '24' }} overflow="hidden">
      <Container maxW="page">
        <Flex direction={{ base: 'column', lg: 'row' }} gap={{ base: '12', lg: '16' }} align={{ lg: 'center' }}>
          <Stack gap="6" flex="1" minW="0" maxW="3xl">
            <Badge alignSelf="flex-start" bg="whiteAlpha.200" color="amber.300" px="3" py="1" borderRadius="full" fontSize="sm">
              {HERO_BADGE}
            </Badge>
            <Heading as="h1" id="hero-heading" size={{ base: '4xl', md: '6xl' }} color="white" lineHeight="1.1">
              {HERO_HEADLINE}
            </Heading>
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.onBrandMuted">
              {HERO_SUBLINE}
            </Text>
            <Flex gap="3" wrap="wrap">
              <EarlyAccessButton size="lg" trackAs={trackAs} />
              <StartFreeTrialButton size="lg" bg="transparent" color="white" borderWidth="1px" borderColor="whiteAlpha.600" _hover={{ bg: 'whiteAlpha.200' }} />
            </Flex>
            <Text fontSize="sm" color="fg.onBrandMuted">
              {HERO_TRIAL_NOTE}
            </Text>
            <List.Root listStyleType="none" display="grid" gridTemplateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }} gap="3">
              {SELLING_POINTS.map((point) => (
                <List.Item key={point} display="flex" gap="2" alignItems="center">
                  <LandingIcon name="check" color="amber.400" />
                  {point}
                </List.Item>
              ))}
            </List.Root>
          </Stack>
          {aside ? (
            <Box flex="1" minW="0">
              {aside}
            </Box>
          ) : null}
        </Flex>
      </Container>
    </Box>
  );
}
