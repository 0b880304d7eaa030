import { readdirSync, readFileSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  alternativesLinkLabel,
  COMPARISON_TABLE,
  freeTrialLabel,
  guideFaq,
  guideText,
  jobLabel,
  recommendedText,
  REPLACING,
  smallBusinessCardText,
  SOURCES,
  sourceCheckedLabel,
} from '../../client/src/features/guide/guide-content';
import { BENEFITS, careersSections, JOB_OPENINGS, jobCardText, stepLabel as careersStepLabel } from '../../client/src/features/careers/careers-data';
import { CONTACT_FORM, contactFaq, contactSections } from '../../client/src/features/contact/contact-content';
import { quarterChangeLabel, SAMPLE_LABELS } from '../../client/src/features/landing/dashboard-sample';
import {
  FEATURES,
  HERO_TRIAL_NOTE,
  illustrativeRating,
  landingFaq,
  landingSections,
  landingV2Sections,
  PRICING,
  SELLING_POINTS,
  STEPS,
  stepLabel,
  V2_STATS,
  V2_WHY,
  viewAllIndustriesLabel,
} from '../../client/src/features/landing/landing-copy';
import { privacyHero, privacySections } from '../../client/src/features/legal/privacy-content';
import { termsHero, termsSections } from '../../client/src/features/legal/terms-content';
import { PAGE_COPY_FILES } from '../../schema/page-copy';
import { BUNDLED_PAGES_DIR, ContentValidationError, readContentSet } from '../../server/src/modules/content/content-files';

/**
 * The fixed pages' copy (content/pages/*.json) is bundled into the client at build time without
 * zod; these tests and the server's start-up are where it is validated.
 */

const PAGES_DIR = path.resolve('content/pages');

test('content/pages holds exactly the files the pages read', () => {
  expect(readdirSync(PAGES_DIR).sort()).toEqual(Object.keys(PAGE_COPY_FILES).sort());
});

test.each(Object.entries(PAGE_COPY_FILES))('content/pages/%s passes its schema', (name, schema) => {
  const result = schema.safeParse(JSON.parse(readFileSync(path.join(PAGES_DIR, name), 'utf8')));
  expect(result.error?.issues ?? []).toEqual([]);
});

test('every placeholder a page copy file holds is filled by its page', () => {
  const filled = JSON.stringify([
    SELLING_POINTS,
    HERO_TRIAL_NOTE,
    landingSections('Bidlight'),
    viewAllIndustriesLabel(52),
    FEATURES,
    PRICING,
    stepLabel(1),
    STEPS,
    SAMPLE_LABELS,
    quarterChangeLabel(68),
    landingV2Sections('Bidlight'),
    V2_STATS,
    V2_WHY,
    illustrativeRating(5),
    landingFaq('Bidlight'),
    guideText('Bidlight'),
    recommendedText('Bidlight'),
    jobLabel(1),
    SOURCES,
    sourceCheckedLabel('May 4, 2026'),
    COMPARISON_TABLE,
    freeTrialLabel(14),
    smallBusinessCardText('Bidlight', 1),
    REPLACING,
    alternativesLinkLabel('Loopio'),
    guideFaq('Bidlight'),
    careersSections('Bidlight'),
    BENEFITS,
    JOB_OPENINGS.map(jobCardText),
    careersStepLabel(1),
    contactSections('Bidlight'),
    CONTACT_FORM,
    contactFaq('Bidlight'),
    privacyHero('Bidlight'),
    privacySections({ productName: 'Bidlight', analyticsEnabled: true, fieldVitals: { sampleRate: 1, retentionDays: 90 } }),
    privacySections({ productName: 'Bidlight', analyticsEnabled: false, fieldVitals: { sampleRate: 0, retentionDays: 90 } }),
    privacySections({ productName: 'Bidlight', analyticsEnabled: false, fieldVitals: { sampleRate: 0.25, retentionDays: 30 } }),
    termsHero('Bidlight'),
    termsSections({ productName: 'Bidlight' }),
  ]);
  expect(filled.match(/\{\w+\}/g) ?? []).toEqual([]);
});

describe('When a page copy file is broken, then the content loader refuses it, naming the file and the field', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'bidlight-pages-'));
    await cp(path.resolve('content'), dir, { recursive: true });
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  async function problemsWith(edit: (pages: string) => Promise<void>): Promise<string> {
    await edit(path.join(dir, 'pages'));
    const error = await readContentSet(dir, { pagesDir: path.join(dir, 'pages') }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ContentValidationError);
    return (error as ContentValidationError).problems.join('\n');
  }

  async function editJson<Copy>(file: string, change: (copy: Copy) => void) {
    const copy = JSON.parse(await readFile(file, 'utf8')) as Copy;
    change(copy);
    await writeFile(file, JSON.stringify(copy));
  }

  test('an empty text', async () => {
    const problems = await problemsWith((pages) =>
      editJson(path.join(pages, 'landing.json'), (copy: { hero: { headline: string } }) => {
        copy.hero.headline = '';
      }),
    );
    expect(problems).toMatch(/pages\/landing\.json: hero\.headline must not be empty/);
  });

  test('a missing heading and an empty one', async () => {
    const problems = await problemsWith(async (pages) => {
      await editJson(path.join(pages, 'landing.json'), (copy: { sections: { challenge: { title?: string } } }) => {
        delete copy.sections.challenge.title;
      });
      await editJson(path.join(pages, 'guide.json'), (copy: { comparison: { title: string } }) => {
        copy.comparison.title = ' ';
      });
      await editJson(path.join(pages, 'careers.json'), (copy: { sections: { benefits: { title: string } } }) => {
        copy.sections.benefits.title = '';
      });
    });
    expect(problems).toMatch(/pages\/landing\.json: sections\.challenge\.title /);
    expect(problems).toMatch(/pages\/guide\.json: comparison\.title must not be empty/);
    expect(problems).toMatch(/pages\/careers\.json: sections\.benefits\.title must not be empty/);
  });

  test('a placeholder the page does not fill, unfinished text and an icon the page cannot draw', async () => {
    const problems = await problemsWith(async (pages) => {
      await editJson(path.join(pages, 'contact.json'), (copy: { faq: { answer: string }[] }) => {
        copy.faq[0]!.answer = 'We answer within {hours}.';
      });
      await editJson(path.join(pages, 'terms.json'), (copy: { sections: { blocks: unknown[] }[] }) => {
        copy.sections[2]!.blocks = ['TODO'];
      });
      await editJson(path.join(pages, 'landing-v2.json'), (copy: { features: { icon: string }[] }) => {
        copy.features[0]!.icon = 'rocket';
      });
    });
    expect(problems).toMatch(/pages\/contact\.json: faq\.0\.answer may hold no placeholder but \{product\}, \{replyPromise\}/);
    expect(problems).toMatch(/pages\/terms\.json: sections\.2\.blocks\.0 /);
    expect(problems).toMatch(/pages\/landing-v2\.json: features\.0\.icon /);
  });

  test('a missing file and a file no page reads', async () => {
    const problems = await problemsWith(async (pages) => {
      await rm(path.join(pages, 'careers.json'));
      await writeFile(path.join(pages, 'pricing.json'), '{}');
    });
    expect(problems).toMatch(/pages\/careers\.json: missing/);
    expect(problems).toMatch(/pages\/pricing\.json: no page reads this file/);
  });
});

test('Given another content folder, then the copy checked is the one the client bundles, not that folder\'s pages/', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'bidlight-other-content-'));
  try {
    await cp(path.resolve('content'), dir, { recursive: true });
    await rm(path.join(dir, 'pages'), { recursive: true });
    await expect(readContentSet(dir)).resolves.toMatchObject({ site: expect.anything() });
    expect(BUNDLED_PAGES_DIR).toBe(PAGES_DIR);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
