/**
 * The admin page's visitors' numbers: Core Web Vitals from visitors' browsers against Google's
 * "good" thresholds, the slowest interactions, and the waitlist's funnel. Charts with Chakra's
 * chart package (on recharts), each with a table beside it that says the same for a screen reader
 * and for anyone who wants the figures. Loaded only when the figures are (admin-page.tsx): no
 * other page carries recharts.
 */
import { Chart, useChart } from '@chakra-ui/charts';
import { Box, Heading, NativeSelect, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { Bar, BarChart, CartesianGrid, Legend, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import type { DeviceClass, VisitorFiguresQuery, WebVital } from '../../graphql/generated';
import { ClippedText } from './clipped-text';
import { FigureCard } from './figure-card';

type Figures = VisitorFiguresQuery;
type PageTypeRow = Figures['fieldVitals']['pageTypes'][number];
type Window = PageTypeRow['last28Days'];

const VITAL_LABELS: Record<WebVital, string> = {
  LCP: 'Largest Contentful Paint (LCP)',
  INP: 'Interaction to Next Paint (INP)',
  CLS: 'Cumulative Layout Shift (CLS)',
  FCP: 'First Contentful Paint (FCP)',
  TTFB: 'Time to First Byte (TTFB)',
};

/** The Core Web Vitals, charted; FCP and TTFB are in a table. */
const CHARTED: readonly WebVital[] = ['LCP', 'INP', 'CLS'];

const pageLabel = (pageType: string | null) => pageType ?? 'All pages';

/** 2,140 ms as "2.14 s", 184 ms as "184 ms", a CLS of 0.0213 as "0.02". */
export function formatVital(vital: WebVital, value: number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  if (vital === 'CLS') return value.toFixed(2);
  return value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`;
}

const vitalOf = (window: Window, vital: WebVital) => window.vitals.find((item) => item.vital === vital);

function VitalChart({ vital, pageTypes }: { vital: WebVital; pageTypes: readonly PageTypeRow[] }) {
  const goodAtMost = vitalOf(pageTypes[0]!.last28Days, vital)?.goodAtMost ?? 0;
  const chart = useChart({
    data: pageTypes.map((row) => ({
      page: pageLabel(row.pageType),
      last7: vitalOf(row.last7Days, vital)?.p75 ?? null,
      last28: vitalOf(row.last28Days, vital)?.p75 ?? null,
    })),
    series: [
      { name: 'last7', label: 'Last 7 days', color: 'blue.solid' },
      { name: 'last28', label: 'Last 28 days', color: 'navy.700' },
    ],
  });
  const format = (value: number) => formatVital(vital, value);
  return (
    <Chart.Root chart={chart} h={`${Math.max(160, 56 * pageTypes.length + 60)}px`} aria-hidden>
      <BarChart data={chart.data} layout="vertical" margin={{ left: 8, right: 24 }} responsive accessibilityLayer={false}>
        <CartesianGrid stroke={chart.color('border.muted')} horizontal={false} />
        <XAxis type="number" axisLine={false} tickLine={false} tickFormatter={format} domain={[0, (max: number) => Math.max(max, goodAtMost * 1.2)]} />
        <YAxis type="category" dataKey={chart.key('page')} width={130} axisLine={false} tickLine={false} />
        <Tooltip cursor={{ fill: chart.color('bg.muted') }} content={<Chart.Tooltip formatter={(value: number) => format(value)} />} />
        <Legend content={<Chart.Legend />} />
        <ReferenceLine x={goodAtMost} stroke={chart.color('green.600')} strokeDasharray="4 4" label={{ value: `good ≤ ${format(goodAtMost)}`, position: 'top', fill: chart.color('green.700') }} />
        {chart.series.map((item) => (
          <Bar key={item.name} dataKey={chart.key(item.name)} name={String(item.label)} fill={chart.color(item.color)} isAnimationActive={false} />
        ))}
      </BarChart>
    </Chart.Root>
  );
}

function VitalTable({ vital, pageTypes }: { vital: WebVital; pageTypes: readonly PageTypeRow[] }) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm">
        <Table.Caption>{`${VITAL_LABELS[vital]}: 75th percentile per page type`}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Page type</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Last 7 days</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Last 28 days</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Measured (28 days)</Table.ColumnHeader>
            <Table.ColumnHeader>Against good</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {pageTypes.map((row) => {
            const week = vitalOf(row.last7Days, vital);
            const month = vitalOf(row.last28Days, vital);
            const rating = month?.p75 === null || month?.p75 === undefined ? 'no data' : month.p75 <= month.goodAtMost ? 'good' : `above ${formatVital(vital, month.goodAtMost)}`;
            return (
              <Table.Row key={row.pageType ?? ''}>
                <Table.Cell as="th" scope="row" fontWeight={row.pageType ? 'normal' : 'semibold'}>
                  {pageLabel(row.pageType)}
                </Table.Cell>
                <Table.Cell textAlign="end">{formatVital(vital, week?.p75)}</Table.Cell>
                <Table.Cell textAlign="end">{formatVital(vital, month?.p75)}</Table.Cell>
                <Table.Cell textAlign="end">{month?.samples ?? 0}</Table.Cell>
                <Table.Cell>{rating}</Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** Distinct colours for up to six stacked sources, from the palettes the theme keeps (theme.ts). */
const SOURCE_COLORS = ['blue.solid', 'orange.solid', 'green.solid', 'navy.700', 'red.solid', 'gray.solid'] as const;

function SignupsChart({ funnel }: { funnel: Figures['waitlistFunnel'] }) {
  // recharts reads a data key with dots as a path ("www.google.com"): the series get keys of their own.
  const keyOf = new Map(funnel.sources.map((source, index) => [source.name, `s${index}`]));
  const chart = useChart({
    data: funnel.perDay.map((day) => ({
      date: day.date.slice(5),
      ...Object.fromEntries(day.bySource.map((source) => [keyOf.get(source.name) ?? 'other', source.count])),
    })) as Record<string, string | number>[],
    series: funnel.sources.map((source, index) => ({ name: `s${index}`, label: source.name, color: SOURCE_COLORS[index % SOURCE_COLORS.length], stackId: 'signups' })),
  });
  return (
    <Chart.Root chart={chart} h="280px" aria-hidden>
      <BarChart data={chart.data} responsive accessibilityLayer={false}>
        <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
        <XAxis dataKey={chart.key('date')} axisLine={false} tickLine={false} interval="preserveStartEnd" />
        <YAxis axisLine={false} tickLine={false} allowDecimals={false} width={32} />
        <Tooltip cursor={{ fill: chart.color('bg.muted') }} content={<Chart.Tooltip />} />
        <Legend content={<Chart.Legend />} />
        {chart.series.map((item) => (
          <Bar key={item.name} dataKey={chart.key(item.name)} name={String(item.label)} fill={chart.color(item.color)} stackId={item.stackId} isAnimationActive={false} />
        ))}
      </BarChart>
    </Chart.Root>
  );
}

function CountTable({ caption, rows, nameHeader }: { caption: string; nameHeader: string; rows: readonly { name: string; count: number }[] }) {
  return (
    <Table.Root size="sm" variant="outline">
      <Table.Caption>{caption}</Table.Caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{nameHeader}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Signups</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.name}>
            <Table.Cell as="th" scope="row" fontWeight="normal">
              {row.name}
            </Table.Cell>
            <Table.Cell textAlign="end">{row.count}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

const percent = (share: number) => `${Math.round(share * 100)} %`;

const DEVICE_OPTIONS: readonly { value: DeviceClass | ''; label: string }[] = [
  { value: '', label: 'All devices' },
  { value: 'phone', label: 'Phones' },
  { value: 'tablet', label: 'Tablets' },
  { value: 'desktop', label: 'Desktops' },
];

/** The figures as loaded; `device` narrows the vitals (the page loads them again). */
export default function VisitorFigures({ figures, device, onDevice }: { figures: Figures; device: DeviceClass | null; onDevice(device: DeviceClass | null): void }) {
  const { fieldVitals: vitals, waitlistFunnel: funnel } = figures;
  const reported = vitals.pageTypes[0]!.last28Days.pageViews > 0;
  return (
    <Stack gap="10">
      <Box as="section" aria-labelledby="vitals-title">
        <Heading as="h3" id="vitals-title" size="lg" color="fg.heading" mb="2">
          Core Web Vitals from visitors&apos; browsers
        </Heading>
        <Text color="fg.muted" mb="4">
          {`The 75th percentile of each vital, as Google rates a page, per page type. ${percent(vitals.sampleRate)} of page views report (VITALS_SAMPLE_RATE); reports are kept ${vitals.retentionDays} days. `}
          {vitals.lastReportAt ? `Last report: ${new Date(vitals.lastReportAt).toLocaleString()}.` : 'No report yet.'}
        </Text>
        <NativeSelect.Root size="sm" maxW="xs" mb="6">
          <NativeSelect.Field
            aria-label="Device class"
            value={device ?? ''}
            onChange={(event) => onDevice((event.target.value || null) as DeviceClass | null)}
          >
            {DEVICE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {reported ? (
          <Stack gap="10">
            {CHARTED.map((vital) => (
              <Box key={vital}>
                <Heading as="h4" size="md" color="fg.heading" mb="3">
                  {VITAL_LABELS[vital]}
                </Heading>
                <SimpleGrid columns={{ base: 1, xl: 2 }} gap="6" alignItems="start">
                  <VitalChart vital={vital} pageTypes={vitals.pageTypes} />
                  <VitalTable vital={vital} pageTypes={vitals.pageTypes} />
                </SimpleGrid>
              </Box>
            ))}
            <SimpleGrid columns={{ base: 1, xl: 2 }} gap="6" alignItems="start">
              <VitalTable vital="FCP" pageTypes={vitals.pageTypes} />
              <VitalTable vital="TTFB" pageTypes={vitals.pageTypes} />
            </SimpleGrid>
            <Box>
              <Heading as="h4" size="md" color="fg.heading" mb="3">
                Slowest interactions (last 28 days)
              </Heading>
              {vitals.slowestInteractions.length === 0 ? (
                <Text color="fg.subtle">No interaction reported yet.</Text>
              ) : (
                <Table.ScrollArea borderWidth="1px" borderRadius="md">
                  <Table.Root size="sm">
                    <Table.Header>
                      <Table.Row>
                        <Table.ColumnHeader>Element</Table.ColumnHeader>
                        <Table.ColumnHeader>Event</Table.ColumnHeader>
                        <Table.ColumnHeader>Page type</Table.ColumnHeader>
                        <Table.ColumnHeader textAlign="end">INP, 75th percentile</Table.ColumnHeader>
                        <Table.ColumnHeader textAlign="end">Page views</Table.ColumnHeader>
                        <Table.ColumnHeader textAlign="end">Before the app was live</Table.ColumnHeader>
                      </Table.Row>
                    </Table.Header>
                    <Table.Body>
                      {vitals.slowestInteractions.map((row) => (
                        <Table.Row key={`${row.pageType} ${row.target} ${row.eventType}`}>
                          <Table.Cell maxW="sm" fontFamily="mono" fontSize="xs">
                            <ClippedText text={row.target || '(no element)'} />
                          </Table.Cell>
                          <Table.Cell>{row.eventType}</Table.Cell>
                          <Table.Cell>{row.pageType}</Table.Cell>
                          <Table.Cell textAlign="end">{formatVital('INP', row.p75)}</Table.Cell>
                          <Table.Cell textAlign="end">{row.pageViews}</Table.Cell>
                          <Table.Cell textAlign="end">{row.beforeAppLive}</Table.Cell>
                        </Table.Row>
                      ))}
                    </Table.Body>
                  </Table.Root>
                </Table.ScrollArea>
              )}
            </Box>
          </Stack>
        ) : (
          <Text color="fg.subtle">No page view has reported its vitals in the last 28 days{device ? ' from this device class' : ''}.</Text>
        )}
      </Box>

      <Box as="section" aria-labelledby="funnel-title">
        <Heading as="h3" id="funnel-title" size="lg" color="fg.heading" mb="4">
          {`The waitlist's funnel (last ${funnel.days} days)`}
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" mb="6">
          <FigureCard label="Signups" value={funnel.signups} />
          <FigureCard
            label="Survey completed"
            value={funnel.surveyCompletionRate === null ? '—' : percent(funnel.surveyCompletionRate)}
            note={`${funnel.surveysCompleted} of ${funnel.signups} signups`}
          />
          <FigureCard label="Contact messages" value={funnel.contactMessages} />
        </SimpleGrid>
        <Heading as="h4" size="md" color="fg.heading" mb="3">
          Signups per day, by source
        </Heading>
        <SimpleGrid columns={{ base: 1, xl: 2 }} gap="6" alignItems="start">
          {funnel.signups > 0 ? <SignupsChart funnel={funnel} /> : <Text color="fg.subtle">No signup in these days.</Text>}
          <Table.ScrollArea borderWidth="1px" borderRadius="md" maxH="sm">
            <Table.Root size="sm" stickyHeader>
              <Table.Caption>Signups and contact messages per day (UTC)</Table.Caption>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Day</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Signups</Table.ColumnHeader>
                  <Table.ColumnHeader>By source</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Contact messages</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {funnel.perDay.map((day) => (
                  <Table.Row key={day.date}>
                    <Table.Cell as="th" scope="row" fontWeight="normal">
                      {day.date}
                    </Table.Cell>
                    <Table.Cell textAlign="end">{day.signups}</Table.Cell>
                    <Table.Cell>{day.bySource.map((source) => `${source.name} ${source.count}`).join(', ') || '—'}</Table.Cell>
                    <Table.Cell textAlign="end">{day.contactMessages}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        </SimpleGrid>
        {funnel.signups > 0 ? (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" mt="6" alignItems="start">
            <CountTable caption="Signups by source: utm_source, else the referrer's host, else direct" nameHeader="Source" rows={funnel.sources} />
            <CountTable caption="Signups by the first page of their visit" nameHeader="Landing page" rows={funnel.landingPaths} />
          </SimpleGrid>
        ) : null}
      </Box>
    </Stack>
  );
}
