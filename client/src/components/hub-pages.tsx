import { Button, HStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/**
 * The page links of a hub that comes in pages (the glossary, the industries): plain links, so every
 * page, and every item on it, is reached without scripts and by crawlers. Nothing when the hub
 * fits on one page.
 */
export function HubPages({ label, page, pageCount, hrefOf }: { label: string; page: number; pageCount: number; hrefOf: (page: number) => string }) {
  if (pageCount <= 1) return null;
  const numbers = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <HStack as="nav" aria-label={label} wrap="wrap" gap="2" justify="center" data-testid="hub-pages">
      {page > 1 ? (
        <Button asChild type={undefined} size="sm" variant="outline">
          <RouterLink to={hrefOf(page - 1)} rel="prev">
            Previous page
          </RouterLink>
        </Button>
      ) : null}
      {numbers.map((number) => (
        <Button
          key={number}
          asChild
          type={undefined}
          size="sm"
          minW="9"
          px="0"
          variant={number === page ? 'solid' : 'outline'}
          {...(number === page ? { bg: 'accent.solid', color: 'accent.fg' } : {})}
        >
          <RouterLink to={hrefOf(number)} aria-label={`Page ${number}`} aria-current={number === page ? 'page' : undefined}>
            {number}
          </RouterLink>
        </Button>
      ))}
      {page < pageCount ? (
        <Button asChild type={undefined} size="sm" variant="outline">
          <RouterLink to={hrefOf(page + 1)} rel="next">
            Next page
          </RouterLink>
        </Button>
      ) : null}
    </HStack>
  );
}

/** The page number in a hub's URL query (`?page=2`): 1 when absent or not a whole number from 1. */
export function pageInUrl(params: URLSearchParams): number {
  const raw = params.get('page') ?? '';
  const page = /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  return page >= 1 ? page : 1;
}

type HubPage = { page: number; pageCount: number } | undefined;

/** What a later page of a hub adds to its title (", Page 2"), so that each page's title is its own. */
export const pageTitle = (hub: HubPage) => (hub && hub.page > 1 && hub.page <= hub.pageCount ? `, Page ${hub.page}` : '');

/** What a later page of a hub adds to its description (" Page 2 of 3."). */
export const pageOfPages = (hub: HubPage) => (hub && hub.page > 1 && hub.page <= hub.pageCount ? ` Page ${hub.page} of ${hub.pageCount}.` : '');
