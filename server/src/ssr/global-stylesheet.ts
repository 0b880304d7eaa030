import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import { EncodedOnce } from '../http/encoded-once';

/** Chakra's global CSS as the render module gives it, and the emotion ids of its style rules. */
export interface GlobalStyles {
  css: string;
  ids: string[];
}

/** What a page links instead of inlining: the stylesheet's address and the global rules it holds. */
export interface GlobalStylesheet {
  href: string;
  ids: string[];
}

/** Sheets kept: one per build in production; a few while the theme is edited in development. */
const KEPT = 4;

/**
 * Chakra's global CSS (reset, design tokens, keyframes: 26 kB, 5.1 kB brotli; no cascade layers,
 * decision record 0018) is the same on every page, so it is one stylesheet named by its content's hash, served from
 * memory and cached by browsers like the build's assets, instead of inline in every page. Each
 * page keeps its own rules inline (the critical CSS of what it renders).
 */
export class GlobalStylesheets {
  private readonly sheets = new Map<string, EncodedOnce>();

  /** Keeps the sheet for `styles` and says how pages link it. */
  register(styles: GlobalStyles): GlobalStylesheet {
    const name = `global-${createHash('sha256').update(styles.css).digest('hex').slice(0, 12)}.css`;
    if (!this.sheets.has(name)) {
      this.sheets.set(name, new EncodedOnce(Buffer.from(styles.css)));
      for (const old of [...this.sheets.keys()].slice(0, Math.max(0, this.sheets.size - KEPT))) this.sheets.delete(old);
    }
    return { href: `/assets/${name}`, ids: styles.ids };
  }

  /** Answers `/assets/global-<hash>.css`; anything else goes on to the build's assets. */
  async serve(req: Request, res: Response, next: () => void): Promise<void> {
    const sheet = (req.method === 'GET' || req.method === 'HEAD') && this.sheets.get(req.path.slice(1));
    if (!sheet) {
      next();
      return;
    }
    res.status(200).type('css').setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    await sheet.send(req, res);
  }
}
