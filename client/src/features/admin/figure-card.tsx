import { Card, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One headline figure of the admin page: its label, the figure, and what it is out of when that helps. */
export function FigureCard({ label, value, note }: { label: string; value: ReactNode; note?: string }) {
  return (
    <Card.Root variant="outline">
      <Card.Body>
        <Text fontSize="sm" color="fg.subtle">
          {label}
        </Text>
        <Text fontSize="3xl" fontWeight="bold" color="fg.heading">
          {value}
        </Text>
        {note ? (
          <Text fontSize="sm" color="fg.muted">
            {note}
          </Text>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
