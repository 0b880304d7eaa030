import { chakra, CloseButton, Flex, Stack, Text } from '@chakra-ui/react';
import { BANNER_TEXT, BANNER_TITLE } from './landing-copy';
import { EarlyAccessButton } from './early-access-button';

/**
 * The sticky bottom banner. It is the last element of the page's main area and sticks to the
 * bottom of the window, so it never covers the footer. It is a non-modal `<dialog open>` whose
 * close button submits a `method="dialog"` form: the browser closes it, before the scripts run
 * or without them, and React never has to (a reload shows it again).
 */
export function StickyBanner() {
  return (
    <chakra.dialog
      open
      aria-label="Early access"
      position="sticky"
      bottom="0"
      zIndex="banner"
      display="block"
      css={{ '&:not([open])': { display: 'none' } }}
      width="full"
      maxW="none"
      m="0"
      p="0"
      border="none"
      bg="bg.brand"
      color="white"
      borderTopWidth="1px"
      borderColor="whiteAlpha.300"
      shadow="lg"
    >
      <Flex maxW="page" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '3', md: '4' }} gap={{ base: '3', md: '6' }} align="center">
        <Stack gap="0" flex="1" minW="0">
          <Text fontWeight="bold" fontSize={{ base: 'sm', md: 'lg' }}>
            {BANNER_TITLE}
          </Text>
          <Text fontSize={{ base: 'xs', md: 'sm' }} color="fg.onBrandMuted">
            {BANNER_TEXT}
          </Text>
        </Stack>
        <EarlyAccessButton size={{ base: 'sm', md: 'md' }} flexShrink={0} />
        <form method="dialog">
          <CloseButton type="submit" aria-label="Close banner" size="sm" color="white" _hover={{ bg: 'whiteAlpha.200' }} />
        </form>
      </Flex>
    </chakra.dialog>
  );
}
