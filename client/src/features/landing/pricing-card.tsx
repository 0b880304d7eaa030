import { Badge, Box, Card, Flex, Heading, List, Separator, Stack, Text } from '@chakra-ui/react';
import { StartFreeTrialButton } from '../../components/layout/external-app-link';
import { EarlyAccessButton } from './early-access-button';
import { PRICING } from './landing-copy';
import { LandingIcon } from './landing-icons';

/**
 * The Early Adopter plan's card: its name, price and trial from schema/plans.ts, its other words
 * from content/pages/landing.json, with who it is for (early-access members) and how it relates to
 * the Standard plan planned for general availability.
 */
export function PricingCard() {
  return (
    <Card.Root maxW="md" mx="auto" width="full" borderWidth="2px" borderColor="amber.400" shadow="lg">
      <Card.Header gap="3" textAlign="center" alignItems="center">
        <Badge bg="accent.solid" color="accent.fg" px="3" py="1" borderRadius="full">
          {PRICING.locked}
        </Badge>
        <Heading as="h3" size="2xl" color="fg.heading">
          {PRICING.plan}
        </Heading>
        <Flex align="baseline" gap="2" justify="center">
          <Text as="span" fontSize="6xl" fontWeight="bold" color="fg.heading" lineHeight="1">
            {PRICING.price}
          </Text>
          <Text as="span" fontSize="lg" color="fg.subtle">
            {PRICING.period}
          </Text>
        </Flex>
      </Card.Header>
      <Card.Body gap="6">
        <List.Root listStyleType="none" gap="3">
          {PRICING.included.map((item) => (
            <List.Item key={item} display="flex" gap="3" alignItems="center" color="fg.body">
              <LandingIcon name="check" color="green.600" />
              {item}
            </List.Item>
          ))}
        </List.Root>
        <Separator />
        <Box>
          <Heading as="h4" size="sm" color="fg.heading" mb="3">
            {PRICING.limitsTitle}
          </Heading>
          <Stack as="dl" gap="2" fontSize="sm">
            {PRICING.limits.map((limit) => (
              <Flex key={limit.label} justify="space-between" gap="4">
                <Text as="dt" color="fg.subtle">
                  {limit.label}
                </Text>
                <Text as="dd" fontWeight="semibold" color="fg.heading">
                  {limit.value}
                </Text>
              </Flex>
            ))}
          </Stack>
        </Box>
      </Card.Body>
      <Card.Footer flexDirection="column" gap="3">
        <Text fontSize="sm" color="fg.body" textAlign="center">
          {PRICING.membership}
        </Text>
        <EarlyAccessButton width="full" size="lg" />
        <StartFreeTrialButton width="full" size="lg" variant="outline" bg="white" color="fg.heading" borderColor="slate.300" _hover={{ bg: 'slate.50' }} />
        <Text fontSize="xs" color="fg.subtle" textAlign="center">
          {PRICING.standardNote}
        </Text>
      </Card.Footer>
    </Card.Root>
  );
}
