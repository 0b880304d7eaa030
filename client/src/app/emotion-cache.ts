import emotionCacheModule, { type EmotionCache, type StylisPlugin } from '@emotion/cache';
import { defaultExport } from '../lib/interop';

/**
 * Properties browsers the build targets (Chrome and Edge 111+, Safari 16.4+, Firefox 114+) still
 * read only with the `-webkit-` prefix: `user-select` (Safari: buttons, badges, fields),
 * `backdrop-filter` (Safari before 18: the navbar's blur), `mask-*` (Chromium before 120: the
 * glossary FAQ's chevron), `text-size-adjust`, `hyphens`, `box-decoration-break`. Not
 * `mask-composite`, `mask-mode` or `mask-type`, whose prefixed forms take other values.
 */
const WEBKIT_ONLY: ReadonlySet<string> = new Set([
  'user-select',
  'backdrop-filter',
  'mask',
  'mask-image',
  'mask-size',
  'mask-repeat',
  'mask-position',
  'mask-clip',
  'mask-origin',
  'text-size-adjust',
  'hyphens',
  'box-decoration-break',
]);

/**
 * Emotion's default stylis plugin prefixes for browsers of ten years ago: every `display: flex`
 * also as `-webkit-box`, `-webkit-flex` and `-ms-flexbox`, every `align-items` three more times,
 * placeholder rules three times, every keyframes block twice. That was about a fifth of each
 * page's inline CSS (19 kB of the landing page's 95 kB) and half of the global stylesheet's
 * keyframes, all parsed by the browser and dropped. This plugin adds only the prefixes the
 * browsers above still need; everything else is written once, unprefixed.
 */
export const currentPrefixes: StylisPlugin = (element) => {
  if (element.type !== 'decl' || element.return) return;
  // A declaration: `props` is the property, `children` its value, `value` the whole `prop:value;`.
  const property = String(element.props);
  const needsPrefix = WEBKIT_ONLY.has(property) || (property === 'background-clip' && /^text\b/.test(String(element.children).trim()));
  if (needsPrefix) element.return = `-webkit-${element.value}${element.value}`;
};

/**
 * One array for every cache: on the server Emotion keeps what stylis made of each style across
 * renders in a cache keyed by this array, so a new array per render would start it empty.
 */
const STYLIS_PLUGINS = [currentPrefixes];

/**
 * The Emotion cache every render uses: the server's pages, the global stylesheet and the browser.
 * Class names do not depend on the plugins (Emotion hashes the styles before stylis runs).
 */
export function createEmotionCache(): EmotionCache {
  return defaultExport(emotionCacheModule)({ key: 'css', stylisPlugins: STYLIS_PLUGINS });
}
