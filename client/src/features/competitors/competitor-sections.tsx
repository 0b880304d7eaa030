import { Badge, Box, Card, Container, Heading, List, SimpleGrid, Stack, Stat, Table, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from '../../components/breadcrumbs';
import { CaptionedTable } from '../../components/table-scroll-region';
import { useSiteConfig } from '../../config/site-config';
import type { CompetitorDetails_CompetitorFragment } from '../../graphql/generated';
import { Disclosure, TextList } from './competitor-parts';
import {
  PRODUCT_SETUP_TIME,
  costMethod,
  costSavingsMessage,
  firstYearBasis,
  firstYearCostText,
  firstYearSavings,
  freeTrialText,
  hasCostSavingsMessage,
  priceDisplay,
  productFirstYear,
  productTrialText,
  recommendationText,
  savingsBasis,
  savingsSentence,
  savingsText,
  setupFeeText,
  setupTimeText,
} from './competitor-rules';

/** The navy band of a detail page: breadcrumbs, the h1, a lead, the disclosure line and optional stats. */
export function DetailHero({
  crumbs,
  title,
  lead,
  sourceUrl,
  lastChecked,
  children,
}: {
  crumbs: readonly Crumb[];
  title: string;
  lead: string;
  sourceUrl: string;
  lastChecked: string;
  children?: ReactNode;
}) {
  return (
    <Box bg="bg.brand" color="white" pt={{ base: '28', md: '32' }} pb={{ base: '12', md: '16' }}>
      <Container maxW="page">
        <Breadcrumbs items={crumbs} />
        <Heading as="h1" size={{ base: '3xl', md: '5xl' }} color="white" maxW="4xl">
          {title}
        </Heading>
        <Text mt="4" fontSize={{ base: 'md', md: 'lg' }} color="fg.onBrandMuted" maxW="prose">
          {lead}
        </Text>
        <Disclosure sourceUrl={sourceUrl} lastChecked={lastChecked} />
        {children}
      </Container>
    </Box>
  );
}

export interface TableRowData {
  label: string;
  values: readonly ReactNode[];
}

/** The first cell of a table row, naming the row: a row header, set like the column headers. */
function RowHeaderCell({ children }: { children: ReactNode }) {
  return (
    <Table.Cell as="th" scope="row" fontWeight="semibold" color="fg.heading" textAlign="start" minW="32" whiteSpace="normal">
      {children}
    </Table.Cell>
  );
}

/** A comparison table with row headers; it scrolls inside its own area on narrow screens. */
export function ComparisonTable({
  caption,
  columns,
  rows,
  rowHeader = 'Feature',
}: {
  caption: string;
  columns: readonly string[];
  rows: readonly TableRowData[];
  rowHeader?: string;
}) {
  const captionId = useId();
  return (
    <CaptionedTable captionId={captionId} caption={caption}>
      <Table.Root size="md" variant="line" bg="white" aria-labelledby={captionId}>
        <Table.Header>
          <Table.Row bg="bg.brandSubtle">
            <Table.ColumnHeader color="fg.heading">{rowHeader}</Table.ColumnHeader>
            {columns.map((column) => (
              <Table.ColumnHeader key={column} color="fg.heading" minW="28" whiteSpace="normal">
                {column}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.label}>
              <RowHeaderCell>{row.label}</RowHeaderCell>
              {row.values.map((value, index) => (
                <Table.Cell key={`${row.label}-${index}`} color="fg.body" whiteSpace="normal">
                  {value}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </CaptionedTable>
  );
}

type CostCompetitor = Pick<
  CompetitorDetails_CompetitorFragment,
  'name' | 'pricingMin' | 'pricingMax' | 'hasSetupFee' | 'weaknesses' | 'pricingModel' | 'startingPrice' | 'billingFrequency' | 'job' | 'factChecks'
>;

/**
 * First-year cost and savings for one competitor against the product's first year, honouring
 * how the competitor is sold: a figure only where both prices are published, else why there is
 * none.
 */
export function PricingAnalysis({ competitor, withRecommendation = true }: { competitor: CostCompetitor; withRecommendation?: boolean }) {
  const { productName } = useSiteConfig();
  const savings = firstYearSavings(competitor);
  const basis = firstYearBasis(competitor);
  const product = productFirstYear();
  const tiles = [
    { label: `${competitor.name}, first year${basis ? ` (${basis})` : ''}`, value: firstYearCostText(competitor), help: priceDisplay(competitor) },
    { label: `${productName}, first year (per team, any size)`, value: product.value, help: product.help },
    { label: `First-year savings with ${productName}`, value: savingsText(savings), help: savingsBasis(savings) },
  ];
  return (
    <Stack gap="5">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {tiles.map((tile) => (
          // The label, figure and note rows are the grid's own, so the three figures line up when one label wraps.
          <Stat.Root key={tile.label} display="grid" gridRow="span 3" gridTemplateRows="subgrid" rowGap="1" alignItems="start" borderWidth="1px" borderColor="slate.200" borderRadius="lg" p="4" bg="white">
            <Stat.Label color="fg.subtle">{tile.label}</Stat.Label>
            <Stat.ValueText color="fg.heading" fontSize="2xl">
              {tile.value}
            </Stat.ValueText>
            {/* A dd: in the dl of Stat.Root only dt and dd may stand (Stat.HelpText is a span). */}
            <Stat.HelpText as="dd" color="fg.subtle">
              {tile.help}
            </Stat.HelpText>
          </Stat.Root>
        ))}
      </SimpleGrid>
      <Text>{savingsSentence(savings, competitor.name, productName, competitor.job)}</Text>
      {hasCostSavingsMessage(competitor) ? <Text>{costSavingsMessage(competitor, productName)}</Text> : null}
      {withRecommendation ? (
        <Box borderLeftWidth="4px" borderColor="accent.solid" bg="bg.brandSubtle" p="4" borderRadius="md">
          <Text fontWeight="semibold" color="fg.heading" mb="1">
            How to choose
          </Text>
          <Text>{recommendationText(competitor, productName)}</Text>
        </Box>
      ) : null}
      <Text fontSize="sm" color="fg.subtle">
        {costMethod(productName)}
      </Text>
    </Stack>
  );
}

type SetupFacts = Pick<
  CompetitorDetails_CompetitorFragment,
  'slug' | 'name' | 'setupTime' | 'setupTimeBasis' | 'hasSetupFee' | 'setupFeeAmount' | 'hasFreeTrial' | 'freeTrialDays' | 'isOwnProduct' | 'factChecks'
>;

/** Setup time and fee: the product's same-day goal and no fee against each competitor's facts, each setup time with its basis. */
export function SetupComparison({ competitors }: { competitors: readonly SetupFacts[] }) {
  const { productName } = useSiteConfig();
  const rows = [
    { name: productName, setupTime: PRODUCT_SETUP_TIME, fee: 'No setup fee', trial: productTrialText() },
    ...competitors
      .filter((item) => !item.isOwnProduct)
      // A judgement is said once under the table; a sourced setup time names its source in its row.
      .map((item) => ({ name: item.name, setupTime: item.setupTimeBasis.teamJudgement ? item.setupTime : setupTimeText(item, productName), fee: setupFeeText(item), trial: freeTrialText(item) })),
  ];
  const judged = competitors.some((item) => !item.isOwnProduct && item.setupTimeBasis.teamJudgement);
  const captionId = useId();
  return (
    <Stack gap="2">
      <CaptionedTable captionId={captionId} caption={`Setup time, setup fee and free trial of ${rows.map((row) => row.name).join(', ')}`}>
        <Table.Root size="md" bg="white" aria-labelledby={captionId}>
          <Table.Header>
            <Table.Row bg="bg.brandSubtle">
              <Table.ColumnHeader color="fg.heading">Tool</Table.ColumnHeader>
              <Table.ColumnHeader color="fg.heading">Setup time</Table.ColumnHeader>
              <Table.ColumnHeader color="fg.heading">Setup fee</Table.ColumnHeader>
              <Table.ColumnHeader color="fg.heading">Free trial</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={row.name}>
                <RowHeaderCell>{row.name}</RowHeaderCell>
                <Table.Cell minW="32" whiteSpace="normal">{row.setupTime}</Table.Cell>
                <Table.Cell minW="28" whiteSpace="normal">{row.fee}</Table.Cell>
                {/* Wide enough that a trial with its terms takes three lines on a phone, not five. */}
                <Table.Cell minW="44" whiteSpace="normal">
                  {row.trial}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </CaptionedTable>
      {judged ? (
        <Text fontSize="sm" color="fg.subtle">
          {`Setup times of the other tools are the ${productName} team's judgement, not figures from the vendors or a cited source.`}
        </Text>
      ) : null}
    </Stack>
  );
}

/** Content scenarios are illustrative examples, never presented as real customers. */
export function ExampleScenarios({ scenarios }: { scenarios: readonly { heading: string; text: string }[] }) {
  return (
    <Stack gap="4">
      <Text fontSize="sm" color="fg.subtle">
        Illustrative example scenarios, not customer testimonials.
      </Text>
      <SimpleGrid columns={{ base: 1, md: scenarios.length > 1 ? 2 : 1 }} gap="4">
        {scenarios.map((scenario) => (
          <Card.Root key={scenario.heading} variant="outline" bg="white">
            <Card.Body gap="3">
              <Badge alignSelf="flex-start" variant="subtle" colorPalette="gray">
                Example scenario
              </Badge>
              <Card.Title as="h3" fontSize="lg" color="fg.heading">
                {scenario.heading}
              </Card.Title>
              <Text>{scenario.text}</Text>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

export function MigrationGuide({ steps }: { steps: readonly string[] }) {
  return (
    <List.Root as="ol" gap="3" ps="6" listStyleType="decimal">
      {steps.map((step) => (
        <List.Item key={step}>{step}</List.Item>
      ))}
    </List.Root>
  );
}

export function UseCases({ useCases: examples }: { useCases: readonly { title: string; description: string }[] }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
      {examples.map((example) => (
        <Card.Root key={example.title} variant="outline" bg="white">
          <Card.Body gap="2">
            <Card.Title as="h3" fontSize="lg" color="fg.heading">
              {example.title}
            </Card.Title>
            <Text>{example.description}</Text>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}

export function ProsAndCons({ pros, cons }: { pros: readonly string[]; cons: readonly string[] }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <Box borderWidth="1px" borderColor="slate.200" borderRadius="lg" p="5" bg="white">
        <Heading as="h3" size="md" color="fg.heading" mb="3">
          Pros
        </Heading>
        <TextList items={pros} marker="+" />
      </Box>
      <Box borderWidth="1px" borderColor="slate.200" borderRadius="lg" p="5" bg="white">
        <Heading as="h3" size="md" color="fg.heading" mb="3">
          Cons
        </Heading>
        <TextList items={cons} marker="−" />
      </Box>
    </SimpleGrid>
  );
}
