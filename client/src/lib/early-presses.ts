/**
 * The server's HTML is on screen before the app has loaded, so a visitor can press a button that
 * does nothing yet (a link still works: the browser follows it). Presses on plain buttons are
 * remembered from the start and pressed again once React listens; React then hydrates that part
 * of the page first and handles the press.
 */
const pressed: HTMLButtonElement[] = [];

function remember(event: MouseEvent) {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  // Only buttons without a browser behaviour of their own (submit and reset act natively already).
  if (button && button.type === 'button' && !button.disabled) pressed.push(button);
}

/** Runs first thing in the browser (entry-client.tsx). */
export function rememberEarlyClicks(): void {
  document.addEventListener('click', remember, true);
}

/** Runs right after hydrateRoot (hydrate.tsx), when React's own listeners are in place. */
export function replayEarlyClicks(): void {
  document.removeEventListener('click', remember, true);
  for (const button of pressed.splice(0)) if (button.isConnected) button.click();
}
