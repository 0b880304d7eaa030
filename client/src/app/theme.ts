import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

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
        heading: { value: '"Inter Variable", "Segoe UI", system-ui, -apple-system, sans-serif' },
        body: { value: '"Inter Variable", "Segoe UI", system-ui, -apple-system, sans-serif' },
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
        // Chakra defines fg.subtle itself (a pale grey); both modes are set so the AA-contrast slate wins.
        'fg.subtle': { value: { _light: '{colors.slate.600}', _dark: '{colors.slate.300}' } },
        'accent.solid': { value: '{colors.amber.400}' },
        'accent.hover': { value: '{colors.amber.300}' },
        'accent.fg': { value: '{colors.navy.950}' },
        'accent.text': { value: '{colors.amber.800}' },
      },
    },
  },
  globalCss: {
    html: { scrollBehavior: 'smooth', '@media (prefers-reduced-motion: reduce)': { scrollBehavior: 'auto' } },
    body: { color: 'fg.body', bg: 'white' },
  },
});

export const system = createSystem(defaultConfig, config);
