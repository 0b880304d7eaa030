import { Box, Button, Card, Container, Field, Heading, HStack, Input, List, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { lazy, Suspense, useRef, useState } from 'react';
import { PageHero } from '../../components/page-hero';
import { Seo } from '../../components/seo';
import { notify, notifyFailure } from '../../components/toaster';
import { useSiteConfig } from '../../config/site-config';
import { formatContentDate } from '../../lib/content-date';
import { useTypedEarly } from '../../lib/typed-early';
import { adminApi, type ContactMessageRow, type EmailListRow, type WaitlistOverview } from './admin-api';
import { useAdminToken } from './admin-token';
import { ClippedText } from './clipped-text';
import { WaitlistOverviewPanel } from './waitlist-overview';
import type { DeviceClass, VisitorFiguresQuery } from '../../graphql/generated';

/** The charts' code (recharts under Chakra's charts) loads with the first figures, on this page only. */
const loadFiguresPanel = () => import('./visitor-figures');
const VisitorFigures = lazy(loadFiguresPanel);

type Busy = 'idle' | 'creating' | 'loading';

/** The toast's fixed message, then why: the server's own answer ("401: A valid admin token is required"). */
const withReason = (error: unknown, message: string) => (error instanceof Error && error.message ? `${message}: ${error.message}` : message);

/** The admin tool: the token for this tab, the email lists at the provider, and the waitlist overview. */
export function Component() {
  const { productName } = useSiteConfig();
  const [token, setToken, tokenField] = useAdminToken();
  const [name, setName] = useState(`${productName} Waitlist`);
  const nameField = useRef<HTMLInputElement>(null);
  useTypedEarly(nameField, name, setName);
  const [busy, setBusy] = useState<Busy>('idle');
  const [lists, setLists] = useState<EmailListRow[] | null>(null);
  const [overview, setOverview] = useState<WaitlistOverview | null>(null);
  const [messages, setMessages] = useState<ContactMessageRow[]>([]);
  const [overviewLoading, setOverviewLoading] = useState(false);
  const [figures, setFigures] = useState<VisitorFiguresQuery | null>(null);
  const [device, setDevice] = useState<DeviceClass | null>(null);
  const [figuresLoading, setFiguresLoading] = useState(false);

  const fetchLists = async () => {
    setBusy('loading');
    const answer = await adminApi.lists(token).catch(notifyFailure('Failed to fetch Brevo lists', withReason));
    setBusy('idle');
    if (!answer) return;
    setLists(answer.lists);
    notify({ type: 'success', title: 'Success', description: `Found ${answer.lists.length} email lists` });
  };

  const createList = async () => {
    setBusy('creating');
    // The toast names the list as stored: the server trims the name.
    const listName = name.trim();
    const created = await adminApi.createWaitlist(token, listName).catch(notifyFailure('Failed to create waitlist', withReason));
    setBusy('idle');
    if (!created) return;
    notify({ type: 'success', title: 'Success', description: `Created waitlist "${listName}" with ID: ${created.listId}` });
    await fetchLists();
  };

  const loadOverview = async () => {
    setOverviewLoading(true);
    const answers = await Promise.all([adminApi.overview(token), adminApi.contactMessages(token)]).catch(notifyFailure('Failed to load the waitlist overview'));
    setOverviewLoading(false);
    if (!answers) return;
    setOverview(answers[0]);
    setMessages(answers[1]);
  };

  const loadFigures = async (forDevice: DeviceClass | null) => {
    setFiguresLoading(true);
    setDevice(forDevice);
    const answers = await Promise.all([adminApi.figures(token, forDevice), loadFiguresPanel()]).catch(notifyFailure("Failed to load the visitors' numbers"));
    setFiguresLoading(false);
    if (answers) setFigures(answers[0]);
  };

  const download = (path: '/api/admin/signups.csv' | '/api/admin/contact-messages.csv') =>
    adminApi.download(token, path).catch(notifyFailure('Failed to download the export'));

  return (
    <>
      <Seo title={`Admin: Email List Setup | ${productName}`} description={`${productName}'s internal tool for setting up the waitlist email list at Brevo.`} noindex />
      <PageHero title="Admin: Email List Setup" lead="Create the waitlist list at Brevo, check the lists you have, and follow the signups." />
      <Container maxW="page" py="10">
        <Stack gap="10">
          <noscript>
            <Text fontWeight="semibold" color="fg.heading">
              This tool needs JavaScript: its calls carry the admin token in a header, which a plain form cannot send. Turn JavaScript on for this page to use it.
            </Text>
          </noscript>
          <Card.Root variant="outline">
            <Card.Body>
              <Field.Root>
                <Field.Label>Admin token</Field.Label>
                <Input ref={tokenField} type="password" autoComplete="off" value={token} onChange={(event) => setToken(event.target.value)} maxW="lg" />
                <Field.HelperText>Kept for this browser tab only. On the server, npm run admin:token prints it.</Field.HelperText>
              </Field.Root>
            </Card.Body>
          </Card.Root>

          <Box as="section" aria-labelledby="lists-title">
            <Heading as="h2" id="lists-title" size="xl" color="fg.heading" mb="4">
              Waitlist email list
            </Heading>
            <Stack gap="4" maxW="2xl">
              <Field.Root>
                <Field.Label>Waitlist name</Field.Label>
                <Input ref={nameField} value={name} onChange={(event) => setName(event.target.value)} />
              </Field.Root>
              <HStack gap="3" wrap="wrap">
                <Button onClick={createList} disabled={busy !== 'idle'} loading={busy === 'creating'} loadingText="Creating..." bg="accent.solid" color="accent.fg" _hover={{ bg: 'accent.hover' }}>
                  Create List
                </Button>
                <Button onClick={fetchLists} disabled={busy !== 'idle'} loading={busy === 'loading'} loadingText="Loading..." variant="outline">
                  Fetch Lists
                </Button>
              </HStack>
            </Stack>
            {lists ? (
              lists.length === 0 ? (
                <Text mt="6" color="fg.subtle">
                  No email lists yet.
                </Text>
              ) : (
                <Table.ScrollArea borderWidth="1px" borderRadius="md" mt="6">
                  <Table.Root size="sm">
                    <Table.Header>
                      <Table.Row>
                        <Table.ColumnHeader>Name</Table.ColumnHeader>
                        <Table.ColumnHeader>ID</Table.ColumnHeader>
                        <Table.ColumnHeader textAlign="end">Contacts</Table.ColumnHeader>
                        <Table.ColumnHeader>Created</Table.ColumnHeader>
                      </Table.Row>
                    </Table.Header>
                    <Table.Body>
                      {lists.map((list) => (
                        <Table.Row key={list.id}>
                          <Table.Cell maxW="sm">
                            <ClippedText text={list.name} />
                          </Table.Cell>
                          <Table.Cell>{list.id}</Table.Cell>
                          <Table.Cell textAlign="end">{list.totalSubscribers}</Table.Cell>
                          <Table.Cell>{list.createdAt ? formatContentDate(list.createdAt.slice(0, 10)) : '—'}</Table.Cell>
                        </Table.Row>
                      ))}
                    </Table.Body>
                  </Table.Root>
                </Table.ScrollArea>
              )
            ) : null}
          </Box>

          <Card.Root as="section" variant="subtle" bg="bg.brandSubtle">
            <Card.Body gap="3">
              <Heading as="h2" size="lg" color="fg.heading">
                Setup instructions
              </Heading>
              <List.Root as="ol" gap="2" ps="5">
                <List.Item>Create the waitlist list here (or pick an existing one) and note its ID.</List.Item>
                <List.Item>Set BREVO_API_KEY and BREVO_WAITLIST_LIST_ID on the server; BREVO_FOLDER_ID chooses the folder new lists go into.</List.Item>
                <List.Item>
                  For double opt-in, create a confirmation email template at Brevo (Campaigns → Templates, with the double opt-in confirmation link) and set
                  BREVO_DOI_TEMPLATE_ID; confirmed signups land on /confirmation.
                </List.Item>
                <List.Item>Design the welcome and launch emails as Brevo email templates and send them to the list when early access opens.</List.Item>
                <List.Item>Signups are stored here first and synced to Brevo in the background; the overview below shows anything still pending or failed.</List.Item>
              </List.Root>
            </Card.Body>
          </Card.Root>

          <Box as="section" aria-labelledby="overview-title">
            <HStack justify="space-between" mb="4" wrap="wrap" gap="3">
              <Heading as="h2" id="overview-title" size="xl" color="fg.heading">
                Waitlist overview
              </Heading>
              <Button onClick={loadOverview} loading={overviewLoading} loadingText="Loading..." variant="outline">
                Load overview
              </Button>
            </HStack>
            {overview ? <WaitlistOverviewPanel overview={overview} messages={messages} onDownload={download} /> : null}
          </Box>

          <Box as="section" aria-labelledby="figures-title" aria-busy={figuresLoading}>
            <HStack justify="space-between" mb="4" wrap="wrap" gap="3">
              <Heading as="h2" id="figures-title" size="xl" color="fg.heading">
                Visitors&apos; numbers
              </Heading>
              <Button onClick={() => loadFigures(device)} loading={figuresLoading} loadingText="Loading..." variant="outline">
                Load figures
              </Button>
            </HStack>
            <Text color="fg.muted" mb="6" maxW="3xl">
              Core Web Vitals measured in visitors&apos; browsers (no cookie, no address kept: see the privacy policy) and the waitlist&apos;s funnel, from this site&apos;s own
              records.
            </Text>
            {figures ? (
              <Suspense fallback={<Skeleton height="xl" />}>
                <VisitorFigures figures={figures} device={device} onDevice={(next) => void loadFigures(next)} />
              </Suspense>
            ) : null}
          </Box>
        </Stack>
      </Container>
    </>
  );
}
