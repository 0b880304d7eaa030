import { Box, Heading, Link, List, Text, VisuallyHidden } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../config/paths';
import { formatContentDate } from '../lib/content-date';

export interface CitedSourceLink {
  title: string;
  url: string;
}

/** "acquisition.gov" for https://www.acquisition.gov/far/2.101: where the link leads, shown beside its title. */
export const sourceHost = (url: string) => new URL(url).hostname.replace(/^www\./, '');

/**
 * The primary sources a post or glossary term cites, as external links that open in a new tab
 * (`rel="noopener"`: the opened page cannot reach back into this one). Nothing when there are none.
 */
export function CitedSources({ sources, id = 'sources' }: { sources: readonly CitedSourceLink[]; id?: string }) {
  if (sources.length === 0) return null;
  return (
    <Box as="section" aria-labelledby={`${id}-heading`}>
      <Heading as="h2" id={`${id}-heading`} size="lg" color="fg.heading" mb="3">
        Sources
      </Heading>
      <List.Root as="ol" gap="2" ps="5" listStyleType="decimal">
        {sources.map((source) => (
          <List.Item key={source.url}>
            <Link href={source.url} target="_blank" rel="noopener" color="accent.text" fontWeight="medium">
              {source.title}
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </Link>
            <Text as="span" fontSize="sm" color="fg.subtle">{` — ${sourceHost(source.url)}`}</Text>
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}

/** "Updated November 25, 2026" as a `<time>`: the day the content was last revised. */
export function UpdatedDate({ date }: { date: string }) {
  return (
    <Text as="span">
      {'Updated '}
      <time dateTime={date}>{formatContentDate(date, 'MMMM d, yyyy')}</time>
    </Text>
  );
}

/** "Updated November 25, 2026 · Editorial policy" under a navy hero's title: when, and by which rules. */
export function HeroUpdatedLine({ date, mt = '3' }: { date: string; mt?: string }) {
  return (
    <Text mt={mt} fontSize="sm" color="fg.onBrandMuted" maxW="prose">
      <UpdatedDate date={date} />
      {' · '}
      <Link asChild color="white" textDecoration="underline" display="inline">
        <RouterLink to={paths.editorialPolicy}>Editorial policy</RouterLink>
      </Link>
    </Text>
  );
}

/** The line under an article that says who stands behind it and links the editorial policy. */
export function EditorialPolicyNote({ productName }: { productName: string }) {
  return (
    <Text fontSize="sm" color="fg.subtle">
      {`Written and reviewed by the ${productName} team. How we research, date and correct our content: `}
      <Link asChild color="accent.text" fontWeight="semibold" display="inline">
        <RouterLink to={paths.editorialPolicy}>editorial policy</RouterLink>
      </Link>
      .
    </Text>
  );
}
