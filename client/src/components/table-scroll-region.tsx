import { Box, Table, Text, type TableScrollAreaProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A table's scroll area that a keyboard can reach: where the table is wider than the screen, the
 * area scrolls, and a visitor without a pointer scrolls it with the arrow keys once it has focus.
 * It is a region named by the table's caption (the element `labelledBy` names), so what gets focus
 * is announced by name. Set in the server's HTML, not on measuring: the page works before its
 * scripts run.
 */
export function TableScrollRegion({ labelledBy, ...props }: TableScrollAreaProps & { labelledBy: string }) {
  // The focus ring is drawn inside the area: the frame around a captioned table clips what is outside.
  return <Table.ScrollArea role="region" tabIndex={0} aria-labelledby={labelledBy} _focusVisible={{ outlineOffset: '-2px' }} {...props} />;
}

/**
 * A bordered table under its caption. The caption stands above the scroll area, not in the table:
 * a <caption> is as wide as its table, and on a phone its end was scrolled out of view with the
 * table's last columns. The table is named by it (`aria-labelledby={captionId}` on Table.Root).
 */
export function CaptionedTable({ captionId, caption, children }: { captionId: string; caption: string; children: ReactNode }) {
  return (
    <Box borderWidth="1px" borderColor="slate.200" borderRadius="lg" bg="white" overflow="hidden">
      <Text id={captionId} px="4" pt="3" pb="1" textStyle="xs" fontWeight="medium" color="fg.subtle">
        {caption}
      </Text>
      <TableScrollRegion labelledBy={captionId}>{children}</TableScrollRegion>
    </Box>
  );
}
