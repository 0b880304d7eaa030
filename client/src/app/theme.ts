import { createSystem, defineConfig, type SystemContext } from '@chakra-ui/react';
// Chakra's default preset, from its parts: importing `defaultConfig` from the package root also
// keeps the root's `defaultSystem` (a second, unused createSystem run of ~60 ms on a phone at start-up).
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  blockquoteSlotRecipe,
  breadcrumbSlotRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  codeRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  statSlotRecipe,
  statusSlotRecipe,
  tableSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';
import { nextTask } from '../lib/next-task';

/**
 * Palettes the design never uses. Every token costs start-up time in the browser (Chakra turns
 * each into CSS variables when the system is created), so these four are left out.
 */
const UNUSED_PALETTES: ReadonlySet<string> = new Set(['teal', 'cyan', 'purple', 'pink']);
const withoutUnusedPalettes = <T extends object>(colors: T | undefined): T =>
  Object.fromEntries(Object.entries(colors ?? {}).filter(([name]) => !UNUSED_PALETTES.has(name))) as T;

/**
 * Chakra's default theme with only the recipes of the components this site uses: the full set
 * (date pickers, color pickers, carousels, …) is over half of Chakra's share of every page's
 * JavaScript. A component added to the site needs its recipe here, or it renders unstyled
 * (tests/unit/theme-recipes.test.ts names any component used without one).
 */
export const usedRecipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  code: codeRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};
export const usedSlotRecipes = {
  alert: alertSlotRecipe,
  avatar: avatarSlotRecipe,
  blockquote: blockquoteSlotRecipe,
  breadcrumb: breadcrumbSlotRecipe,
  card: cardSlotRecipe,
  dataList: dataListSlotRecipe,
  dialog: dialogSlotRecipe,
  field: fieldSlotRecipe,
  list: listSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  stat: statSlotRecipe,
  status: statusSlotRecipe,
  table: tableSlotRecipe,
  toast: toastSlotRecipe,
};

type TokenTree = { [key: string]: unknown };

/**
 * The site has one colour mode, light. Chakra's semantic tokens carry a light and a dark value
 * each; keeping only the light one halves the work of creating the system in the browser (on
 * every page, as it hydrates) and drops the dark-mode variables from every page's CSS.
 */
function lightModeOnly<T extends object>(tree: T | undefined): T {
  const visit = (node: unknown): unknown => {
    if (!node || typeof node !== 'object') return node;
    const entry = node as TokenTree;
    if ('value' in entry) {
      const value = entry.value;
      return value && typeof value === 'object' && '_light' in value ? { ...entry, value: (value as TokenTree)._light } : entry;
    }
    return Object.fromEntries(Object.entries(entry).map(([key, child]) => [key, visit(child)]));
  };
  return visit(tree ?? {}) as T;
}

/**
 * Chakra's global styles, lighter for the browser to style and lay out. Chakra puts Inter's
 * "cv11" alternate and two dozen custom properties on every element (defaults for its `ring`,
 * `filter="auto"` and `backdropFilter="auto"` utilities, which this site does not use), and its
 * reset asks for optimizeLegibility text (see `config` below); without them Chromium's style and
 * layout passes over a long page took about a third less time. The three variables the reset
 * reads are set once on the root, where every element inherits them.
 */
const { '*': everyElement = {}, html: rootStyles = {}, ...otherGlobalCss } = globalCss as unknown as Record<string, Record<string, string>>;
const lighterGlobalCss = {
  ...otherGlobalCss,
  html: {
    ...rootStyles,
    '--global-font-mono': everyElement['--global-font-mono']!,
    '--global-font-body': everyElement['--global-font-body']!,
    '--global-color-border': everyElement['--global-color-border']!,
  },
};

const chakraPreset = defineConfig({
  // No cascade layers (decision record 0018). Chromium takes a rule wrapped in `@layer` added to a
  // page's stylesheet, as Emotion adds the rule of a class first used once the page is live (the
  // glossary's "Clear search" link, the dialogs' parts), as a change of every font, and lays out
  // the whole page again: 145 ms on a phone's /glossary at the first search. A plain rule only
  // restyles what it matches. The reset and the global styles come first, in their own stylesheet.
  disableLayers: true,
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: lighterGlobalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors) },
    semanticTokens: lightModeOnly({ ...semanticTokens, colors: withoutUnusedPalettes(semanticTokens.colors) }),
    recipes: usedRecipes,
    slotRecipes: usedSlotRecipes,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

/**
 * The one theme: deep navy for the bar, hero and footer; amber for calls to action; slate for
 * text; green, amber and red only for competition and frequency badges. Text colours are picked
 * to meet WCAG AA (4.5:1) on their backgrounds.
 */
const config = defineConfig({
  theme: {
    tokens: {
      colors: {
        navy: {
          50: { value: '#eef3fa' },
          100: { value: '#d5e1f2' },
          200: { value: '#a9c0e3' },
          300: { value: '#7a9bcf' },
          400: { value: '#4f76b6' },
          500: { value: '#305892' },
          600: { value: '#223f6c' },
          700: { value: '#182e52' },
          800: { value: '#10233f' },
          900: { value: '#0b1f3a' },
          950: { value: '#07142a' },
        },
        slate: {
          50: { value: '#f8fafc' },
          100: { value: '#f1f5f9' },
          200: { value: '#e2e8f0' },
          300: { value: '#cbd5e1' },
          400: { value: '#94a3b8' },
          500: { value: '#64748b' },
          600: { value: '#475569' },
          700: { value: '#334155' },
          800: { value: '#1e293b' },
          900: { value: '#0f172a' },
        },
        amber: {
          300: { value: '#fcd34d' },
          400: { value: '#fbbf24' },
          500: { value: '#f59e0b' },
          600: { value: '#d97706' },
          700: { value: '#b45309' },
          800: { value: '#92400e' },
        },
      },
      fonts: {
        heading: { value: '"Inter Variable", "Inter Fallback", "Inter Fallback Roboto", "Segoe UI", system-ui, -apple-system, sans-serif' },
        body: { value: '"Inter Variable", "Inter Fallback", "Inter Fallback Roboto", "Segoe UI", system-ui, -apple-system, sans-serif' },
      },
      sizes: {
        prose: { value: '70ch' },
        page: { value: '1200px' },
      },
    },
    semanticTokens: {
      colors: {
        'bg.brand': { value: '{colors.navy.900}' },
        'bg.brandSubtle': { value: '{colors.navy.50}' },
        'fg.onBrand': { value: '#ffffff' },
        'fg.onBrandMuted': { value: '{colors.navy.100}' },
        'fg.heading': { value: '{colors.slate.900}' },
        'fg.body': { value: '{colors.slate.700}' },
        // Chakra defines fg.subtle itself (a pale grey); the AA-contrast slate replaces it.
        'fg.subtle': { value: '{colors.slate.600}' },
        'accent.solid': { value: '{colors.amber.400}' },
        'accent.hover': { value: '{colors.amber.300}' },
        'accent.fg': { value: '{colors.navy.950}' },
        'accent.text': { value: '{colors.amber.800}' },
        // The focus ring must stand out 3:1 from every background it is drawn on: white, navy.50
        // (bg.brandSubtle), gray.50 (an open FAQ item) and the navy bar, hero, menu and footer.
        // blue.500 does on all of them (3.3:1 on navy.50 to 5.0:1 on navy.950); Chakra's own
        // gray.400 had 2.6:1 on white, navy.400 only 2.9:1 on the scrolled bar over a white page.
        focusRing: { value: '{colors.blue.500}' },
        // Chakra's recipes draw their ring in the palette's focusRing, and the page's palette is
        // gray. Nested, not 'gray.focusRing': a dotted key makes a token of its own.
        gray: { focusRing: { value: '{colors.focusRing}' } },
      },
    },
    slotRecipes: {
      // Chakra writes `font-feature-settings: pnum` unquoted, which is invalid CSS (the Nu checker flags it).
      stat: { slots: statSlotRecipe.slots ?? [], base: { valueText: { fontFeatureSettings: '"pnum"' } } },
    },
  },
  globalCss: {
    // No smooth scrolling on <html>: React Router's scroll restoration moves to the top of a new
    // page with window.scrollTo, which would glide down the whole of the page left behind.
    html: {
      // The reset's optimizeLegibility made every line of text slower to lay out (see lighterGlobalCss).
      textRendering: 'auto',
      // The navigation bar is fixed over the top of the page (its height, 16): whatever is scrolled
      // to or focused (an anchor, the first invalid field of a form) comes out below it, not under it.
      scrollPaddingTop: '16',
    },
    // Asked for less motion, the site moves nothing by itself: dialogs, menus and toasts appear and
    // go at once, skeletons stand still, and no scroll glides (CSS scroll-behavior; the scripts'
    // own scrolls read the same preference). Near zero rather than none, so that the components
    // that wait for an animation's end before they unmount still get one.
    '*, *::before, *::after': {
      _motionReduce: {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        animationDelay: '0s !important',
        transitionDuration: '0.01ms !important',
        transitionDelay: '0s !important',
        scrollBehavior: 'auto !important',
      },
    },
    body: { color: 'fg.body', bg: 'white' },
    // Whatever has no ring of its own (a summary, a plain link) gets the theme's instead of the
    // browser's, whose dark ring is lost on the navy parts; any component's own ring wins (:where).
    ':where(:focus-visible)': { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
  },
});

let created: SystemContext | undefined;

/** The Chakra system the server renders with, created on first use. */
export function getSystem(): SystemContext {
  created ??= createSystem(defaultBaseConfig, chakraPreset, config);
  return created;
}

/**
 * Chakra's ESM createSystem, as patched (patches/README.md), also hands out its phases one at a
 * time (merging the configs, registering the tokens, transforming them, the utilities, …). The
 * CommonJS build the server renders with has no `inSteps`.
 */
interface StepwiseCreateSystem {
  inSteps?: (...configs: Parameters<typeof createSystem>) => Generator<void, SystemContext, void>;
}

/**
 * Creates the system with each phase in a task of its own. Created in one go it was the longest
 * task of every page's start-up on a phone (every token becomes a CSS variable and a value of
 * each style property), while the visitor may already be scrolling or tapping.
 */
async function createSystemInTasks(...configs: Parameters<typeof createSystem>): Promise<SystemContext> {
  const inSteps = (createSystem as StepwiseCreateSystem).inSteps;
  if (!inSteps) return createSystem(...configs);
  const steps = inSteps(...configs);
  let step = steps.next();
  while (!step.done) {
    await nextTask();
    step = steps.next();
  }
  return step.value;
}

/**
 * The system the browser hydrates with. Chakra's global styles (reset, base styles and the token
 * variables, about 50 kB of CSS) are already in the server-rendered head and never change, so the
 * browser does not render them again: re-serialising, hashing and re-inserting them cost a phone
 * a few hundred milliseconds of blocked main thread and restyled the whole page.
 */
export async function createBrowserSystem(): Promise<SystemContext> {
  const system = await createSystemInTasks(defaultBaseConfig, chakraPreset, config);
  // Copied by descriptors, not spread: the patched createSystem computes `_global` on first read
  // (patches/README.md), and a spread would read it.
  const browserSystem = Object.defineProperties({}, Object.getOwnPropertyDescriptors(system)) as SystemContext;
  return Object.defineProperties(browserSystem, {
    _global: { value: [], enumerable: true },
    _config: { value: { ...system._config, disableLayers: true }, enumerable: true },
  });
}
