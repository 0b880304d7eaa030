import { chakra, Grid, Text } from '@chakra-ui/react';
import { useEffect, useRef, type SyntheticEvent } from 'react';
import { BANNER_TEXT, BANNER_TITLE } from './landing-copy';
import { EarlyAccessButton } from './early-access-button';
import { LandingIcon } from './landing-icons';
import { DisclosureSummary } from '../../components/disclosure-summary';
import { BANNER_HEIGHT_PROPERTY } from '../../components/toaster';

/**
 * Closed by the visitor in this page's life: the banner stays closed on every landing page reached
 * in the app (a client-side trip away and back) until the page is loaded again (specification).
 */
let closedUntilReload = false;

/**
 * The sticky bottom banner. It is the last element of the page's main area and sticks to the
 * bottom of the window, so it never covers the footer. It is a named region of the main area, not
 * a dialog: it asks nothing of the visitor and is not announced as a dialog on every page.
 *
 * Its close control is the summary of an open `<details>`: pressing it closes the details and the
 * banner hides with them (`:has`), before the scripts run or without them. The app only remembers
 * the closing, from the toggle or, when the banner was closed while the page was the server's
 * HTML, from the details found closed as it hydrates.
 */
export function StickyBanner() {
  const region = useRef<HTMLElement>(null);
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (details.current && !details.current.open) closedUntilReload = true;
  }, []);
  // Its height, for the toasts to appear above it rather than over its button (0 once closed).
  useEffect(() => {
    const banner = region.current;
    if (!banner) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty(BANNER_HEIGHT_PROPERTY, `${banner.offsetHeight}px`));
    observer.observe(banner);
    return () => {
      observer.disconnect();
      root.style.removeProperty(BANNER_HEIGHT_PROPERTY);
    };
  }, []);
  const remember = (event: SyntheticEvent<HTMLDetailsElement>) => {
    if (!event.currentTarget.open) closedUntilReload = true;
  };

  return (
    <chakra.section
      ref={region}
      aria-label="Early access"
      position="sticky"
      bottom="0"
      zIndex="banner"
      css={{ '&:has(details:not([open]))': { display: 'none' } }}
      bg="bg.brand"
      color="white"
      borderTopWidth="1px"
      borderColor="whiteAlpha.300"
      shadow="lg"
    >
      {/* Phones: the title beside the close control, the text beside the button (two short rows, not five squeezed lines). */}
      <Grid
        maxW="page"
        mx="auto"
        px={{ base: '4', md: '6' }}
        py={{ base: '2', md: '4' }}
        columnGap={{ base: '3', md: '6' }}
        rowGap="1"
        alignItems="center"
        templateColumns="1fr auto auto"
        templateAreas={{ base: '"title title close" "text action action"', md: '"title action close" "text action close"' }}
      >
        <Text gridArea="title" fontWeight="bold" fontSize={{ base: 'sm', md: 'lg' }} lineHeight="short">
          {BANNER_TITLE}
        </Text>
        <Text gridArea="text" fontSize={{ base: 'xs', md: 'sm' }} color="fg.onBrandMuted" lineHeight="short">
          {BANNER_TEXT}
        </Text>
        <EarlyAccessButton gridArea="action" size={{ base: 'sm', md: 'md' }} justifySelf="end" />
        {/* On a phone its 32 px reach into the padding rather than make the title's row taller. */}
        <chakra.details ref={details} open={!closedUntilReload} onToggle={remember} gridArea="close" justifySelf="end" my={{ base: '-1.5', md: '0' }}>
          <DisclosureSummary
            aria-label="Close banner"
            justifyContent="center"
            boxSize="8"
            borderRadius="l2"
            _hover={{ bg: 'whiteAlpha.200' }}
            _focusVisible={{ outline: '2px solid', outlineColor: 'accent.solid', outlineOffset: '2px' }}
          >
            <LandingIcon name="cross" boxSize="4" />
          </DisclosureSummary>
        </chakra.details>
      </Grid>
    </chakra.section>
  );
}
