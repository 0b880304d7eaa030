/**
 * Resolves in a later task, so that the browser can paint and handle input before the caller's
 * next step: work split this way never holds a phone's main thread for long.
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
