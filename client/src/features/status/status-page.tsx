import { Box, Button, Card, Container, DataList, Heading, Link, Stack, Status, Text } from '@chakra-ui/react';
import { format } from 'date-fns';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useLoaderData } from 'react-router-dom';
import { PageHero } from '../../components/page-hero';
import { Seo } from '../../components/seo';
import { paths } from '../../config/paths';
import { useSiteConfig } from '../../config/site-config';
import { StatusPageDocument, type StatusPageQuery } from '../../graphql/generated';
import { runQuery, usePageError, type RouteDeps } from '../../lib/route-data';
import { healthSchema, overallStatus, statusRows, type Health, type StatusRow } from './health';

/** The server renders its own view (the content version) into the first HTML; the rest is checked live. */
export const loader = (deps: RouteDeps) => runQuery(deps, StatusPageDocument, {});

const PALETTE: Record<StatusRow['tone'], string> = { ok: 'green', down: 'red', neutral: 'gray' };

interface Check {
  health: Health | null;
  failed: boolean;
  checkedAt: Date | null;
}

async function readHealth(signal: AbortSignal): Promise<Health> {
  // /healthz answers the same JSON with 200 or 503, so the body is read whatever the status.
  const response = await fetch('/healthz', { cache: 'no-store', headers: { accept: 'application/json' }, signal });
  return healthSchema.parse(await response.json());
}

export function Component() {
  return <StatusView contentVersion={useLoaderData<typeof loader>().contentVersion} />;
}

/** The database could not be read (the page answers 503): the live check below says what is down. */
export function ErrorBoundary() {
  usePageError();
  return <StatusView contentVersion={null} />;
}

function StatusView({ contentVersion }: { contentVersion: StatusPageQuery['contentVersion'] | null }) {
  const { productName } = useSiteConfig();
  const [check, setCheck] = useState<Check>({ health: null, failed: false, checkedAt: null });
  // Each "Check again" is a new attempt; the check of the attempt before is cancelled.
  const [attempt, setAttempt] = useState(0);
  const [checking, setChecking] = useState(true);

  useEffect(() => {
    const controller = new AbortController();
    readHealth(controller.signal).then(
      (health) => setCheck({ health, failed: false, checkedAt: new Date() }),
      () => controller.signal.aborted || setCheck({ health: null, failed: true, checkedAt: new Date() }),
    ).finally(() => controller.signal.aborted || setChecking(false));
    return () => controller.abort();
  }, [attempt]);

  const checkAgain = () => {
    setChecking(true);
    setAttempt((count) => count + 1);
  };

  const overall = overallStatus(check.health, check.failed);
  const rows = statusRows(check.health, contentVersion, check.checkedAt ?? new Date(0));

  return (
    <>
      <Seo
        title={`System Status | ${productName}`}
        description={`Live status of the ${productName} website: whether the site and its database are up, how fast the database answers and when content last changed.`}
        keywords={[`${productName} status`, 'system status', 'uptime']}
        noindex
      />
      <PageHero title="System Status" lead={`Whether the ${productName} website and its database are working right now.`} />
      <Container maxW="page" py={{ base: '10', md: '14' }}>
        <Stack gap="6" maxW="2xl">
          <Card.Root variant="outline" bg="white">
            <Card.Header>
              <Status.Root colorPalette={PALETTE[overall.tone]} size="lg" gap="3" aria-live="polite">
                <Status.Indicator />
                <Heading as="h2" size="lg" color="fg.heading">
                  {overall.title}
                </Heading>
              </Status.Root>
            </Card.Header>
            <Card.Body>
              <DataList.Root orientation="horizontal" gap="4" size="lg">
                {rows.map((row) => (
                  <DataList.Item key={row.label}>
                    <DataList.ItemLabel minW={{ base: '32', md: '48' }} color="fg.body">
                      {row.label}
                    </DataList.ItemLabel>
                    <DataList.ItemValue>
                      <Status.Root colorPalette={PALETTE[row.tone]} color="fg.heading" fontWeight="semibold">
                        {row.tone === 'neutral' ? null : <Status.Indicator />}
                        {row.value}
                      </Status.Root>
                    </DataList.ItemValue>
                  </DataList.Item>
                ))}
              </DataList.Root>
            </Card.Body>
            <Card.Footer justifyContent="space-between" flexWrap="wrap" gap="3">
              <Text fontSize="sm" color="fg.subtle">
                {check.checkedAt ? `Checked at ${format(check.checkedAt, 'h:mm:ss a')}` : 'Running the first check…'}
              </Text>
              <Button variant="outline" size="sm" onClick={checkAgain} loading={checking} loadingText="Checking…">
                Check again
              </Button>
            </Card.Footer>
          </Card.Root>
          <Box>
            <Text>
              {'Something not working for you? '}
              <Link asChild color="accent.text" fontWeight="semibold">
                <RouterLink to={paths.contact}>Tell our support team</RouterLink>
              </Link>
              {' and we will look into it.'}
            </Text>
          </Box>
        </Stack>
      </Container>
    </>
  );
}
