import { Box } from '@chakra-ui/react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useSiteConfig } from '../../config/site-config';
import { PageHero } from '../page-hero';
import { Seo } from '../seo';
import { StatusScreen } from '../status-screens';

/** What the page says for each status a route can end in; anything else is our fault (500). */
const SCREENS = {
  404: {
    title: 'Page Not Found',
    hero: '404 Page Not Found',
    heading: "We couldn't find that page",
    text: 'The link may be old or mistyped. Start again from the home page or browse our industries.',
  },
  503: {
    title: 'Temporarily Unavailable',
    hero: '503 Temporarily Unavailable',
    heading: 'This page is busy right now',
    text: "We couldn't load this page just now. Please try again in a moment.",
  },
  500: {
    title: 'Something Went Wrong',
    hero: '500 Something Went Wrong',
    heading: 'Something went wrong on our side',
    text: 'The problem is ours, not yours, and it has been logged. Please try again, or start again from the home page.',
  },
} as const;

/**
 * The root route's error boundary: the site's own page for whatever a route throws. It shows the
 * status only, never the error's message or stack (they can name the server's files or repeat the
 * address as it was typed, control characters included); the server logs the error instead.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const { productName } = useSiteConfig();
  const status = isRouteErrorResponse(error) && (error.status === 404 || error.status === 503) ? error.status : 500;
  const screen = SCREENS[status];
  return (
    <Box as="main" id="main" minH="60vh">
      <Seo title={`${screen.title} | ${productName}`} description={screen.text} canonicalPath={paths.home} noindex />
      <PageHero title={screen.hero} />
      <StatusScreen title={screen.heading} text={screen.text} action={{ label: 'Go to the home page', to: paths.home }} />
    </Box>
  );
}
