import { Box, Flex, HStack, IconButton, Input, Link, Text, VisuallyHidden } from '@chakra-ui/react';
import { useSyncExternalStore, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { PAGE_SCROLLED_ATTRIBUTE } from '../../lib/page-scrolled';
import { useSiteConfig } from '../../config/site-config';
import { StartFreeTrialButton } from './external-app-link';
import { MobileMenu, SITE_MENU_ID } from './mobile-menu';

const NAV_LINKS = [
  { label: 'Features', to: paths.features },
  { label: 'Industries', to: paths.industries },
  { label: 'Blog', to: paths.blog },
  { label: 'Glossary', to: paths.glossary },
  { label: 'Compare Tools', to: paths.competitors },
] as const;

/** A GET form to /search; once live it moves there on the client. The box is the browser's (uncontrolled), so what was typed before hydration stays. */
function SiteSearch({ onDone, id }: { onDone?: () => void; id: string }) {
  const navigate = useNavigate();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = new FormData(event.currentTarget).get('q');
    navigate(paths.search(typeof query === 'string' ? query.trim() : ''));
    onDone?.();
  };
  return (
    <form role="search" aria-label="Site search" onSubmit={submit} action="/search" method="get">
      <label htmlFor={id}>
        <VisuallyHidden>Search the site</VisuallyHidden>
      </label>
      <Input
        id={id}
        name="q"
        type="search"
        size="sm"
        placeholder="Search…"
        bg="whiteAlpha.200"
        color="white"
        borderColor="whiteAlpha.400"
        _placeholder={{ color: 'navy.100' }}
        width={{ base: 'full', lg: '40' }}
        // The input's own ring is a 1 px line in its border, lost on the navy bar: a 2 px ring outside it instead.
        focusVisibleRing="outside"
      />
    </form>
  );
}

const subscribeToMenu = (onChange: () => void) => {
  const menu = document.getElementById(SITE_MENU_ID);
  menu?.addEventListener('toggle', onChange);
  return () => menu?.removeEventListener('toggle', onChange);
};

/**
 * Whether the phone menu is open, once the page is live; undefined in the server's HTML, which
 * cannot know (the menu may be opened before the page hydrates), and the browser then tells
 * assistive technology itself that a popover's button is expanded.
 */
const useMenuOpen = () =>
  useSyncExternalStore(
    subscribeToMenu,
    () => document.getElementById(SITE_MENU_ID)?.matches(':popover-open') ?? false,
    () => undefined,
  );

/** The first thing a keyboard reaches on every page: hidden until focused, it jumps past the navigation. */
function SkipLink() {
  return (
    <Link
      href="#main"
      srOnly
      bg="white"
      color="fg.heading"
      fontWeight="semibold"
      borderRadius="l2"
      boxShadow="lg"
      _focus={{ position: 'fixed', top: '2', insetStart: '2', zIndex: 'skipNav', width: 'auto', height: 'auto', m: '0', px: '4', py: '3', clip: 'auto', overflow: 'visible' }}
    >
      Skip to main content
    </Link>
  );
}

/**
 * The bar over a scrolled page: dark, blurred, with a hairline under it. The first script marks a
 * scrolled page on <html> (page-scrolled.ts), before the app is live and after.
 */
const SCROLLED_BAR_CSS = {
  [`html[${PAGE_SCROLLED_ATTRIBUTE}] &`]: { bg: 'rgba(11, 31, 58, 0.92)', backdropFilter: 'blur(12px)', borderColor: 'whiteAlpha.300' },
} as const;

export function Navbar() {
  const menuOpen = useMenuOpen();
  const { productName } = useSiteConfig();
  return (
    <>
      <SkipLink />
      <Box
        as="header"
        position="fixed"
        top="0"
        insetX="0"
        zIndex="sticky"
        bg="transparent"
        borderBottomWidth="1px"
        borderColor="transparent"
        css={SCROLLED_BAR_CSS}
        transition="background-color 0.2s, border-color 0.2s"
      >
        {/* The page's Container padding, so the logo starts on the content's edge. */}
        <Flex as="nav" aria-label="Main" maxW="page" mx="auto" px={{ base: '4', md: '6', lg: '8' }} h="16" align="center" justify="space-between" gap="4">
          <Link asChild color="white" fontWeight="bold" fontSize="xl" _hover={{ textDecoration: 'none' }}>
            <RouterLink to={paths.home}>
              <Box as="span" color="amber.400" aria-hidden="true">
                ◆
              </Box>{' '}
              {productName}
            </RouterLink>
          </Link>
          <HStack gap="6" display={{ base: 'none', lg: 'flex' }}>
            {NAV_LINKS.map((item) => (
              <Link key={item.to} asChild color="white" fontWeight="medium" _hover={{ color: 'amber.300' }}>
                <RouterLink to={item.to}>{item.label}</RouterLink>
              </Link>
            ))}
          </HStack>
          <HStack gap="3" display={{ base: 'none', lg: 'flex' }}>
            <SiteSearch id="site-search-desktop" />
            <StartFreeTrialButton size="sm" />
          </HStack>
          {/* Opens only ("show"): a press made before hydration is pressed again once the page is live (early-presses.ts), and must not close it. */}
          <IconButton
            display={{ base: 'inline-flex', lg: 'none' }}
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            popoverTarget={SITE_MENU_ID}
            popoverTargetAction="show"
            variant="outline"
            color="white"
            borderColor="whiteAlpha.500"
            _hover={{ bg: 'whiteAlpha.200' }}
          >
            <Text as="span" fontSize="xl" aria-hidden="true">
              ☰
            </Text>
          </IconButton>
          <MobileMenu links={NAV_LINKS} search={(close) => <SiteSearch id="site-search-mobile" onDone={close} />} />
        </Flex>
      </Box>
    </>
  );
}
