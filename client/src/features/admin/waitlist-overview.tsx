import { Badge, Box, Button, Card, Heading, HStack, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { SURVEY_OPTIONS } from '../../../../schema/inputs';
import type { ContactMessageRow, WaitlistOverview } from './admin-api';
import { ClippedText } from './clipped-text';
import { FigureCard } from './figure-card';

const QUESTION_LABELS: Record<keyof WaitlistOverview['surveyAnswers'], string> = {
  role: 'Role',
  companySize: 'Company size',
  biggestChallenge: 'Biggest challenge',
  industry: 'Industry',
  budget: 'Budget',
};

const labelOf = (question: keyof typeof SURVEY_OPTIONS, value: string) =>
  SURVEY_OPTIONS[question].find((option) => option.value === value)?.label ?? value;

/** Signups, survey answers, outbox health and contact messages, with CSV exports. */
export function WaitlistOverviewPanel({
  overview,
  messages,
  onDownload,
}: {
  overview: WaitlistOverview;
  messages: readonly ContactMessageRow[];
  onDownload(path: '/api/admin/signups.csv' | '/api/admin/contact-messages.csv'): void;
}) {
  return (
    <Stack gap="8">
      <SimpleGrid columns={{ base: 1, md: 4 }} gap="4">
        <FigureCard label="Total signups" value={overview.totalSignups} />
        <FigureCard label="Survey answers" value={overview.surveyResponses} />
        <FigureCard label="Sync pending" value={overview.outbox.pending} />
        <FigureCard label="Sync failed" value={overview.outbox.failed} />
      </SimpleGrid>
      {overview.outbox.lastError ? (
        <Text fontSize="sm" color="red.700">{`Last sync error: ${overview.outbox.lastError}`}</Text>
      ) : null}
      <Box>
        <Heading as="h3" size="md" color="fg.heading" mb="3">
          Survey answers
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
          {(Object.keys(QUESTION_LABELS) as (keyof typeof QUESTION_LABELS)[]).map((question) => (
            <Card.Root key={question} variant="outline" size="sm">
              <Card.Header>
                <Card.Title as="h4">{QUESTION_LABELS[question]}</Card.Title>
              </Card.Header>
              <Card.Body>
                {overview.surveyAnswers[question].length === 0 ? (
                  <Text fontSize="sm" color="fg.subtle">
                    No answers yet.
                  </Text>
                ) : (
                  <Stack as="ul" listStyleType="none" gap="1" fontSize="sm">
                    {overview.surveyAnswers[question].map((answer) => (
                      <HStack as="li" key={answer.value} justify="space-between">
                        <Text>{labelOf(question, answer.value)}</Text>
                        <Badge>{answer.count}</Badge>
                      </HStack>
                    ))}
                  </Stack>
                )}
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Box>
      <HStack wrap="wrap" gap="3">
        <Button variant="outline" onClick={() => onDownload('/api/admin/signups.csv')}>
          Download signups (CSV)
        </Button>
        <Button variant="outline" onClick={() => onDownload('/api/admin/contact-messages.csv')}>
          Download contact messages (CSV)
        </Button>
      </HStack>
      <Box>
        <Heading as="h3" size="md" color="fg.heading" mb="3">
          Contact messages
        </Heading>
        {messages.length === 0 ? (
          <Text color="fg.subtle">No messages yet.</Text>
        ) : (
          <Table.ScrollArea borderWidth="1px" borderRadius="md">
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Received</Table.ColumnHeader>
                  <Table.ColumnHeader>From</Table.ColumnHeader>
                  <Table.ColumnHeader>Subject</Table.ColumnHeader>
                  <Table.ColumnHeader>Message</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {messages.map((message) => (
                  <Table.Row key={message.id}>
                    <Table.Cell whiteSpace="nowrap">{message.createdAt.slice(0, 16).replace('T', ' ')}</Table.Cell>
                    <Table.Cell>{`${message.firstName} ${message.lastName} <${message.email}>${message.company ? `, ${message.company}` : ''}`}</Table.Cell>
                    <Table.Cell maxW="xs">
                      <ClippedText text={message.subject} />
                    </Table.Cell>
                    <Table.Cell maxW="md">
                      <ClippedText text={message.message} />
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Box>
    </Stack>
  );
}
