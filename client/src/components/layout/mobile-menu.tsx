import { CloseButton, Drawer, Link, Portal, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { StartFreeTrialButton } from './external-app-link';

interface MobileMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the menu, focused again when it closes. */
  returnFocusTo: () => HTMLElement | null;
  links: readonly { label: string; to: string }[];
  search: ReactNode;
}

/** The navigation on small screens: a drawer from the end edge that traps focus and closes on Escape. */
export default function MobileMenu({ open, onOpenChange, returnFocusTo, links, search }: MobileMenuProps) {
  const close = () => onOpenChange(false);
  return (
    <Drawer.Root open={open} onOpenChange={(event) => onOpenChange(event.open)} placement="end" finalFocusEl={returnFocusTo}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content bg="bg.brand" color="white">
            <Drawer.Header>
              <Drawer.Title>Menu</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="4">
                {search}
                {links.map((item) => (
                  <Link key={item.to} asChild color="white" fontSize="lg" onClick={close}>
                    <RouterLink to={item.to}>{item.label}</RouterLink>
                  </Link>
                ))}
                <StartFreeTrialButton />
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton color="white" aria-label="Close menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
