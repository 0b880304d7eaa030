/** The parts of a mouse event (React's or the DOM's) that tell a plain click from one the browser turns into something else. */
interface ClickKeys {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** A primary click with no modifier key: one that follows a link in this tab (not a new tab or window, not a download). */
export const isPlainClick = (event: ClickKeys): boolean => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
