import type { EmotionCache } from '@emotion/cache';

/**
 * The server sends Emotion's styles in <style data-emotion="css id id…"> tags. Emotion's browser
 * cache looks for those tags when it is created and moves every one of them to the end of the
 * head, which makes the browser drop and re-parse the stylesheets and restyle and re-lay-out the
 * whole page (twice: once for Emotion's default cache, once for ours), right as the page hydrates.
 * The tags are fine where they are, so they are renamed before Emotion loads, and the ids they
 * hold are registered in the cache by hand, which is all Emotion's own hydration does besides
 * moving them.
 */
const SERVER_ATTRIBUTE = 'data-ssr-emotion';

/** Runs before Emotion is loaded (entry-client.tsx). */
export function hideServerStyles(): void {
  for (const style of document.querySelectorAll('style[data-emotion]')) {
    style.setAttribute(SERVER_ATTRIBUTE, style.getAttribute('data-emotion')!);
    style.removeAttribute('data-emotion');
  }
}

/** Marks the rules the server already sent as inserted, so Emotion does not insert them twice. */
export function registerServerStyles(cache: EmotionCache): void {
  for (const style of document.querySelectorAll(`style[${SERVER_ATTRIBUTE}^="${cache.key} "]`)) {
    for (const id of style.getAttribute(SERVER_ATTRIBUTE)!.split(' ').slice(1)) cache.inserted[id] = true;
  }
}
