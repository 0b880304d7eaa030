import { Box, Button, Container, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { Seo } from '../../components/seo';
import { paths } from '../../config/paths';
import { useSiteConfig } from '../../config/site-config';
import { EARLY_ADOPTER_PLAN, planTrialText } from '../../../../schema/plans';

const NEXT_READS = [
  { label: 'Read the RFP Software Guide', to: paths.guide },
  { label: 'Browse RFPs by industry', to: paths.industries },
  { label: 'Learn RFP terms in the glossary', to: paths.glossary },
] as const;

/** Where the double opt-in confirmation link lands. */
export function Component() {
  const { productName } = useSiteConfig();
  return (
    <>
      <Seo
        title={`Thanks for Your Interest | ${productName}`}
        description={`Thanks for joining the ${productName} early-access waitlist. You're one step closer to winning more RFPs; watch your email for next steps.`}
        keywords={[`${productName} waitlist`, 'early access', 'RFP discovery']}
        jsonLd={{ '@context': 'https://schema.org', '@type': 'WebPage', name: `Thanks for your interest in ${productName}` }}
      />
      <Box bg="bg.brand" color="white" pt={{ base: '28', md: '36' }} pb={{ base: '16', md: '24' }}>
        <Container maxW="page">
          <Stack gap="5" align="center" textAlign="center" maxW="2xl" mx="auto">
            <Box as="span" aria-hidden="true" fontSize="4xl" color="accent.solid" lineHeight="1">
              ✓
            </Box>
            <Heading as="h1" size={{ base: '3xl', md: '5xl' }} color="white">
              Thanks for your interest
            </Heading>
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.onBrandMuted">
              You're one step closer to winning more RFPs.
            </Text>
            <Text fontSize="md" color="white" fontWeight="semibold">
              Keep an eye on your email for next steps.
            </Text>
            <Text fontSize="sm" color="fg.onBrandMuted">
              {`Early-access members are let in in batches. When your invitation arrives, Start Free Trial opens the ${productName} app, where the ${EARLY_ADOPTER_PLAN.name}'s ${planTrialText(EARLY_ADOPTER_PLAN)} begins.`}
            </Text>
            <HStack gap="4" pt="4" flexWrap="wrap" justify="center">
              <Button asChild type={undefined} bg="accent.solid" color="accent.fg" _hover={{ bg: 'accent.hover' }} size="lg">
                <RouterLink to={paths.home}>Back to Home</RouterLink>
              </Button>
            </HStack>
          </Stack>
        </Container>
      </Box>
      <Container maxW="page" py={{ base: '12', md: '16' }}>
        <Stack gap="4" align="center" textAlign="center">
          <Heading as="h2" size="lg" color="fg.heading">
            While you wait
          </Heading>
          <Stack as="ul" listStyleType="none" gap="2" align="center">
            {NEXT_READS.map((link) => (
              <li key={link.to}>
                <Link asChild color="accent.text" fontWeight="semibold">
                  <RouterLink to={link.to}>{link.label}</RouterLink>
                </Link>
              </li>
            ))}
          </Stack>
          <Link asChild color="accent.text">
            <RouterLink to={paths.home}>{`Return to the ${productName} home page`}</RouterLink>
          </Link>
        </Stack>
      </Container>
    </>
  );
}
