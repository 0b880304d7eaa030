import { Badge, Box, Card, chakra, Flex, Heading, HStack, SimpleGrid, Stack, Stat, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import {
  SAMPLE_LABELS,
  SAMPLE_NEW_RFPS,
  SAMPLE_PERFECT_MATCHES,
  SAMPLE_PIPELINE,
  SAMPLE_QUARTERS,
  barHeights,
  changeVsPrevious,
  formatUsdShort,
  pipelineTotal,
  quarterChangeLabel,
  type SampleOpportunity,
} from './dashboard-sample';

function SampleDataBadge() {
  return (
    <Badge bg="amber.300" color="accent.fg" px="2" py="0.5" borderRadius="full" fontWeight="bold">
      {SAMPLE_LABELS.sampleData}
    </Badge>
  );
}

function MockupFrame({ title, titleId, children }: { title: string; titleId: string; children: ReactNode }) {
  return (
    <Card.Root as="figure" aria-labelledby={titleId} bg="white" borderColor="slate.200" shadow="xl" overflow="hidden" m="0">
      <Flex as="figcaption" bg="slate.100" px="4" py="3" align="center" justify="space-between" gap="3" borderBottomWidth="1px" borderColor="slate.200">
        <HStack gap="1.5" aria-hidden="true">
          <Box boxSize="2.5" borderRadius="full" bg="red.400" />
          <Box boxSize="2.5" borderRadius="full" bg="amber.400" />
          <Box boxSize="2.5" borderRadius="full" bg="green.400" />
        </HStack>
        {/* A heading of the page's second level, so its columns' own headings follow in order in the hero too. */}
        <Text as="h2" id={titleId} fontSize="sm" fontWeight="semibold" color="fg.heading" flex="1" truncate>
          {title}
        </Text>
        <SampleDataBadge />
      </Flex>
      <Card.Body p={{ base: '4', md: '5' }} gap="5">
        {children}
      </Card.Body>
    </Card.Root>
  );
}

function OpportunityCard({ opportunity }: { opportunity: SampleOpportunity }) {
  return (
    <Box as="li" bg="white" borderWidth="1px" borderColor="slate.200" borderRadius="md" p="3">
      <Text fontSize="sm" fontWeight="semibold" color="fg.heading">
        {opportunity.title}
      </Text>
      <Text fontSize="xs" color="fg.subtle">
        {`${opportunity.buyer} · ${formatUsdShort(opportunity.value)}`}
      </Text>
      <Box mt="2">
        <Flex as="p" justify="space-between" mb="1" fontSize="xs">
          <chakra.span color="fg.subtle">{SAMPLE_LABELS.match}</chakra.span>{' '}
          <chakra.span lineHeight="1" color="green.700" fontWeight="semibold">{`${opportunity.match}%`}</chakra.span>
        </Flex>
        {/* The figure above says the match; the bar only draws it, and needs no script (Chakra's Progress
            is a state machine whose number formatter took 138-154 ms of a phone's hydration on /). */}
        <Box aria-hidden="true" height="1.5" bg="bg.muted" shadow="inset" borderRadius="l1" overflow="hidden">
          <Box height="full" width={`${opportunity.match}%`} bg="green.solid" />
        </Box>
      </Box>
    </Box>
  );
}

/** The static dashboard mockup: today's figures and the three pipeline columns. */
export function DashboardMockup() {
  const figures = [
    { label: SAMPLE_LABELS.newRfps, value: String(SAMPLE_NEW_RFPS) },
    { label: SAMPLE_LABELS.totalValue, value: formatUsdShort(pipelineTotal(SAMPLE_PIPELINE)) },
    { label: SAMPLE_LABELS.perfectMatches, value: String(SAMPLE_PERFECT_MATCHES) },
  ];
  return (
    <MockupFrame title={SAMPLE_LABELS.dashboardTitle} titleId="mockup-dashboard-title">
      <SimpleGrid columns={3} gap={{ base: '2', md: '4' }}>
        {figures.map((figure) => (
          <Stat.Root key={figure.label} bg="bg.brandSubtle" borderRadius="md" p={{ base: '2', md: '3' }}>
            <Stat.Label fontSize="xs" color="fg.subtle">
              {figure.label}
            </Stat.Label>
            <Stat.ValueText fontSize={{ base: 'xl', md: '2xl' }} color="fg.heading">
              {figure.value}
            </Stat.ValueText>
          </Stat.Root>
        ))}
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        {SAMPLE_PIPELINE.map((column) => (
          <Box key={column.stage} bg="slate.50" borderRadius="md" p="3">
            <Flex justify="space-between" align="center" mb="2">
              <Heading as="h3" size="xs" color="fg.heading" textTransform="uppercase" letterSpacing="wide">
                {column.stage}
              </Heading>
              <Badge variant="subtle" colorPalette="gray">
                {column.opportunities.length}
              </Badge>
            </Flex>
            <Stack as="ul" listStyleType="none" gap="2">
              {column.opportunities.map((opportunity) => (
                <OpportunityCard key={opportunity.title} opportunity={opportunity} />
              ))}
            </Stack>
          </Box>
        ))}
      </SimpleGrid>
    </MockupFrame>
  );
}

/** The second mockup panel: this quarter's bid value against the previous quarters. */
export function PipelineValuePanel() {
  const current = SAMPLE_QUARTERS[SAMPLE_QUARTERS.length - 1]!;
  const previous = SAMPLE_QUARTERS[SAMPLE_QUARTERS.length - 2]!;
  const heights = barHeights(SAMPLE_QUARTERS.map((quarter) => quarter.value));
  return (
    <MockupFrame title={SAMPLE_LABELS.quarterTitle} titleId="mockup-quarter-title">
      <Stat.Root>
        <Stat.Label color="fg.subtle">{SAMPLE_LABELS.quarterTotal}</Stat.Label>
        <Stat.ValueText fontSize="3xl" color="fg.heading">
          {formatUsdShort(current.value)}
        </Stat.ValueText>
        {/* A dd: in the dl of Stat.Root only dt and dd may stand (Stat.HelpText is a span). */}
        <Stat.HelpText as="dd" color="green.700" fontWeight="semibold">
          <Stat.UpIndicator color="green.700" />
          {quarterChangeLabel(changeVsPrevious(previous.value, current.value))}
        </Stat.HelpText>
      </Stat.Root>
      <Flex as="ul" listStyleType="none" align="flex-end" gap="3" height="32" aria-label="Bid value by quarter">
        {SAMPLE_QUARTERS.map((quarter, index) => (
          <Flex as="li" key={quarter.label} direction="column" justify="flex-end" align="center" flex="1" height="full" gap="1">
            <Text fontSize="xs" color="fg.subtle">
              {formatUsdShort(quarter.value)}
            </Text>
            <Flex flex="1" width="full" align="flex-end">
              <Box width="full" height={`${heights[index]}%`} bg={index === SAMPLE_QUARTERS.length - 1 ? 'accent.solid' : 'navy.200'} borderTopRadius="sm" />
            </Flex>
            <Text fontSize="xs" fontWeight="semibold" color="fg.body">
              {quarter.label}
            </Text>
          </Flex>
        ))}
      </Flex>
    </MockupFrame>
  );
}
