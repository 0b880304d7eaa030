import emotionCacheModule, { type EmotionCache, type StylisPlugin } from '@emotion/cache';
import { defaultExport } from '../lib/interop';

/**
 * Properties Safari still reads only with its `-webkit-` prefix (or did until Safari 18), which
 * the site's styles use or Chakra's recipes may: `user-select` (buttons, checkmarks),
 * `backdrop-filter` (dialogs), `text-size-adjust`, `hyphens`, `box-decoration-break`.
 */
const WEBKIT_ONLY: ReadonlySet<string> = new Set(['user-select', 'backdrop-filter', 'text-size-adjust', 'hyphens', 'box-decoration-break']);

/**
 * Emotion's default stylis plugin prefixes for browsers of ten years ago: every `display: flex`
 * also as `-webkit-box`, `-webkit-flex` and `-ms-flexbox`, every `align-items` three more times,
 * placeholder rules three times, every keyframes block twice. That was about a fifth of each
 * page's inline CSS (19 kB of the landing page's 95 kB) and half of the global stylesheet's
 * keyframes, all parsed by the browser and dropped. This plugin adds only the prefixes a current
 * browser still needs; everything else is written once, unprefixed.
 */
export const currentPrefixes: StylisPlugin = (element) => {
  if (element.type !== 'decl' || element.return) return;
  const property = String(element.props);
  const needsPrefix = WEBKIT_ONLY.has(property) || (property === 'background-clip' && String(element.children).trim() === 'text');
  if (needsPrefix) element.return = `-webkit-${element.value}${element.value}`;
};

/**
 * The Emotion cache every render uses: the server's pages, the global stylesheet and the browser.
 * Class names do not depend on the plugins (Emotion hashes the styles before stylis runs).
 */
export function createEmotionCache(): EmotionCache {
  return defaultExport(emotionCacheModule)({ key: 'css', stylisPlugins: [currentPrefixes] });
}
