import { Box, chakra, CloseButton, Heading, Link, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { StartFreeTrialButton } from './external-app-link';

/** The menu panel's id: the menu button opens it with `popovertarget`. */
export const SITE_MENU_ID = 'site-menu';

interface MobileMenuProps {
  links: readonly { label: string; to: string }[];
  /** The search form, given `close` to call once it has moved to the results. */
  search: (close: () => void) => ReactNode;
}

/**
 * The navigation on small screens: a panel from the end edge in the browser's top layer (the
 * `popover` attribute). The menu button and the close button open and close it with
 * `popovertarget`, Escape and a tap outside close it, and focus goes back to the button: all in
 * the server's HTML, so it works before the page is live and with scripts off. Once live, a link
 * closes it as it navigates on the client.
 */
export function MobileMenu({ links, search }: MobileMenuProps) {
  const close = () => document.getElementById(SITE_MENU_ID)?.hidePopover();
  return (
    <chakra.div
      id={SITE_MENU_ID}
      popover="auto"
      role="dialog"
      aria-labelledby={`${SITE_MENU_ID}-title`}
      // The browser's popover style centres a small box; the panel fills the height at the end edge instead.
      position="fixed"
      insetBlock="0"
      insetInlineEnd="0"
      insetInlineStart="auto"
      m="0"
      p="0"
      borderWidth="0"
      w="full"
      maxW="xs"
      h="100dvh"
      overflowY="auto"
      overscrollBehaviorY="contain"
      bg="bg.brand"
      color="white"
      boxShadow="lg"
      textStyle="sm"
      _backdrop={{ bg: 'blackAlpha.500' }}
      css={{
        // Only while open: a display of its own would show the closed popover too.
        '&:popover-open': {
          display: 'flex',
          flexDirection: 'column',
          animationName: 'slide-from-right-full, fade-in',
          animationDuration: 'slowest',
          animationTimingFunction: 'ease-in-smooth',
        },
        '@media (prefers-reduced-motion: reduce)': { '&:popover-open': { animation: 'none' } },
      }}
    >
      <Box px="6" pt="6" pb="4">
        <Heading as="h2" id={`${SITE_MENU_ID}-title`} textStyle="lg" fontWeight="semibold" color="white">
          Menu
        </Heading>
      </Box>
      <Stack gap="4" px="6" py="2" flex="1">
        {search(close)}
        {links.map((item, index) => (
          <Link key={item.to} asChild color="white" fontSize="lg" onClick={close}>
            {/* The browser focuses a popover's autofocus element as it opens: the first link, not the search field (a phone's keyboard would pop up). */}
            <RouterLink to={item.to} autoFocus={index === 0}>
              {item.label}
            </RouterLink>
          </Link>
        ))}
        <StartFreeTrialButton />
      </Stack>
      <CloseButton
        popoverTarget={SITE_MENU_ID}
        popoverTargetAction="hide"
        aria-label="Close menu"
        color="white"
        _hover={{ bg: 'whiteAlpha.200' }}
        position="absolute"
        top="3"
        insetEnd="2"
      />
    </chakra.div>
  );
}
