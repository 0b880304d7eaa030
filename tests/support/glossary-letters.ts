import type { SiteClient } from './site-client';

/**
 * Two letters of the glossary's jump links, read from the site: `near`, the last letter on the
 * first page (below the fold, reached by scrolling on the page itself), and `far`, the first
 * letter whose terms start on the second page.
 */
export async function jumpLetters(site: SiteClient): Promise<{ near: string; far: string }> {
  const { body } = await site.graphql<{ glossaryPage: { letters: { letter: string; page: number }[] } }>('{ glossaryPage { letters { letter page } } }');
  const letters = body.data!.glossaryPage.letters;
  const near = letters.filter((item) => item.page === 1).at(-1)?.letter;
  const far = letters.find((item) => item.page === 2)?.letter;
  if (!near || !far) throw new Error('the glossary needs two pages for these tests');
  return { near, far };
}
