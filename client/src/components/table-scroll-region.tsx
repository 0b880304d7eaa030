import { Table, type TableScrollAreaProps } from '@chakra-ui/react';

/**
 * A table's scroll area that a keyboard can reach: where the table is wider than the screen, the
 * area scrolls, and a visitor without a pointer scrolls it with the arrow keys once it has focus.
 * It is a region named by the table's caption, so what gets focus is announced by name. Set in
 * the server's HTML, not on measuring: the page works before its scripts run.
 */
export function TableScrollRegion({ captionId, ...props }: TableScrollAreaProps & { captionId: string }) {
  return <Table.ScrollArea role="region" tabIndex={0} aria-labelledby={captionId} {...props} />;
}
