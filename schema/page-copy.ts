/**
 * The words of the fixed pages (home, /landing-v2, the sample dashboard, the buyer's guide,
 * careers, contact, privacy, terms), one file each under content/pages/. The browser bundles
 * those files at build time and imports from here only the types, so no zod reaches a visitor;
 * the server validates every file with these schemas when it starts
 * (server/src/modules/content/content-files.ts), and so does tests/content/page-copy.test.ts.
 *
 * A text may hold a placeholder such as `{product}` only where the page fills it from code: the
 * product's name, the plans of schema/plans.ts, the targets of schema/product-targets.ts, or what
 * the page computes for one item of a list (a step's number, a compared product's name, a date).
 * A figure that code computes is never written into a file.
 */
import { z } from 'zod';
import { paths } from './paths';

/** Words that mark unfinished text. */
const UNFINISHED = /lorem ipsum|\b(?:TODO|TBD|FIXME|XXX)\b/i;
const PLACEHOLDER = /\{([^{}]*)\}/g;

/**
 * Finished text: not empty, no white space around it, no "TODO" or "lorem ipsum", and no
 * placeholder other than `allowed` (each filled by the page).
 */
function textWith(...allowed: readonly string[]) {
  const placeholders = allowed.map((name) => `{${name}}`).join(', ');
  return z
    .string()
    .refine((value) => value.trim() !== '', { message: 'must not be empty', abort: true })
    .refine((value) => value === value.trim(), { message: 'must not start or end with white space' })
    .refine((value) => !UNFINISHED.test(value), { message: 'must be finished text, not a placeholder (TODO, TBD, lorem ipsum…)' })
    .refine((value) => [...value.matchAll(PLACEHOLDER)].every(([, name]) => allowed.includes(name!)), {
      message: allowed.length > 0 ? `may hold no placeholder but ${placeholders}` : 'must not hold a placeholder in braces',
    });
}

const text = textWith();
const texts = z.array(text).min(1);
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens');
const titleText = z.strictObject({ title: text, text });
const faqWith = (...allowed: readonly string[]) =>
  z.array(z.strictObject({ question: textWith(...allowed), answer: textWith(...allowed) })).min(1);

/** The icons the landing pages draw (client/src/features/landing/landing-icons.tsx). */
export const LANDING_ICONS = [
  'search',
  'bell',
  'trend',
  'clock',
  'dollar',
  'pointer',
  'target',
  'chart',
  'zap',
  'activity',
  'award',
  'sliders',
  'calendar',
  'check',
  'cross',
] as const;

const iconText = (...allowed: readonly string[]) =>
  z.strictObject({ icon: z.enum(LANDING_ICONS), title: text, text: textWith(...allowed) });

/** The fields of a band of a page: its heading and the sentence under it. */
const headed = (...allowed: readonly string[]) => ({ title: textWith(...allowed), lead: textWith(...allowed) });

/**
 * The home page, and what /landing-v2 shares with it (hero, banner, FAQ). `{setupTarget}` and
 * `{sourceCheckTarget}` are the target phrases of schema/product-targets.ts, `{setupMinutes}`
 * its figure, `{planName}` and `{trial}` the Early Adopter plan's name and trial,
 * `{standardPlan}`, `{standardPrice}` and `{standardTrial}` the Standard plan's, `{product}` the
 * product's name, `{number}` a step's place in the list, `{industryCount}` how many industries
 * there are ("50+", from the loaded list).
 */
export const landingCopySchema = z.strictObject({
  /** The label of every button that opens the waitlist on the landing pages. */
  earlyAccessButton: text,
  hero: z.strictObject({
    badge: text,
    headline: text,
    subline: text,
    sellingPoints: z.array(textWith('setupTarget')).min(1),
    /** Under the hero's buttons: who Start Free Trial is for and how to become one of them. */
    trialNote: textWith('planName', 'trial'),
  }),
  banner: titleText,
  /** The heading and lead of each section of the home page (the FAQ's on /landing-v2 too), in page order. */
  sections: z.strictObject({
    challenge: z.strictObject({ ...headed(), manualTitle: text, automatedTitle: textWith('product') }),
    features: z.strictObject(headed()),
    pricing: z.strictObject(headed()),
    industries: z.strictObject({ ...headed(), loadError: text }),
    howItWorks: z.strictObject(headed('setupMinutes')),
    results: z.strictObject(headed('product')),
    demo: z.strictObject(headed('planName', 'trial')),
    faq: z.strictObject(headed()),
  }),
  /** The link under the industry tiles: `{industryCount}` is the number of industries loaded, as "50+"; `uncounted` stands in until they load. */
  allIndustriesLink: z.strictObject({ counted: textWith('industryCount'), uncounted: text }),
  challenge: z.strictObject({ manual: texts, automated: texts }),
  features: z.array(iconText('sourceCheckTarget')).min(1),
  pricing: z.strictObject({
    period: text,
    locked: text,
    included: z.array(textWith('trial')).min(1),
    limitsTitle: text,
    limits: z.array(z.strictObject({ label: text, value: text })).min(1),
    /** Who the plan is for: early-access members, who come through the waitlist. */
    membership: textWith('trial'),
    /** The Standard plan at general availability, and why the Early Adopter plan costs more. */
    standardNote: textWith('planName', 'standardPlan', 'standardPrice', 'standardTrial'),
  }),
  /** The label over each step, `{number}` its place in the list. */
  stepLabel: textWith('number'),
  steps: z.array(iconText('setupMinutes')).min(1),
  results: z.array(z.strictObject({ value: text, label: text, basis: text })).min(1),
  resultsNote: text,
  resultScenario: z.strictObject({ label: text, text }),
  faq: faqWith('product', 'sourceCheckTarget', 'planName', 'trial'),
});

/**
 * The rest of /landing-v2. `{sourceCheckMinutes}` and `{sourceCheckTarget}` come from
 * schema/product-targets.ts, `{product}` is the product's name, `{stars}` the number of stars the
 * scenario cards draw.
 */
export const landingV2CopySchema = z.strictObject({
  /** The heading and lead of each section after the key figures, in page order. */
  sections: z.strictObject({
    dashboard: z.strictObject(headed()),
    features: z.strictObject(headed()),
    whyChoose: z.strictObject(headed('product')),
    integrations: z.strictObject({ ...headed('product'), requestButton: text }),
    scenarios: z.strictObject(headed('product')),
  }),
  stats: z.array(z.strictObject({ value: textWith('sourceCheckMinutes'), label: text })).min(1),
  features: z.array(iconText()).min(1),
  why: z.array(iconText('sourceCheckTarget')).min(1),
  integrations: z.array(z.strictObject({ name: text, kind: text })).min(1),
  integrationRequestSubject: text,
  illustrativeLabel: text,
  /** The scenario cards' stars: the words beside them, and what a screen reader says for them. */
  illustrativeRating: z.strictObject({ label: text, spoken: textWith('stars') }),
  scenarios: z.array(z.strictObject({ who: text, text })).min(1),
});

export const PIPELINE_STAGES = ['Tracking', 'Preparing', 'Submitted'] as const;

/**
 * The figures of the sample dashboard on the landing pages, labelled "Sample data" there, and the
 * words of its two panels. The totals and the change against last quarter are computed from
 * these rows; `{change}` is where that change, in percent, is shown.
 */
export const dashboardSampleSchema = z
  .strictObject({
    labels: z.strictObject({
      sampleData: text,
      dashboardTitle: text,
      newRfps: text,
      totalValue: text,
      perfectMatches: text,
      match: text,
      quarterTitle: text,
      quarterTotal: text,
      quarterChange: textWith('change'),
    }),
    newRfps: z.number().int().positive(),
    perfectMatches: z.number().int().nonnegative(),
    pipeline: z
      .array(
        z.strictObject({
          stage: z.enum(PIPELINE_STAGES),
          opportunities: z
            .array(
              z.strictObject({
                title: text,
                buyer: text,
                /** US dollars. */
                value: z.number().int().positive(),
                /** Match with the sample company's profile, in percent. */
                match: z.number().int().min(0).max(100),
              }),
            )
            .min(1),
        }),
      )
      .min(1),
    /** Oldest first; the panel compares the last quarter with the one before it. */
    quarters: z.array(z.strictObject({ label: text, value: z.number().int().nonnegative() })).min(2),
  })
  .refine((sample) => sample.perfectMatches <= sample.newRfps, {
    message: 'must not be more than newRfps',
    path: ['perfectMatches'],
  });

/** The sections of the buyer's guide, in the order the page builds them. */
export const GUIDE_SECTION_IDS = [
  'overview',
  'comparison',
  'small-business',
  'nonprofits',
  'industries',
  'features',
  'pricing',
  'alternatives',
  'faq',
] as const;

/**
 * The buyer's guide, in page order. In the FAQ, `{planName}`, `{planPrice}` and `{planTrial}` are
 * the Standard plan's; `{product}` is the product's name. The texts about one product of the
 * comparison (the recommended banner, the small-business cards, the table, the sources, the
 * alternatives links) are filled with its `{name}`, its `{rank}` among the small-business picks,
 * its free trial's `{days}` or the `{date}` its facts were checked; `{number}` is a job's place
 * in the overview.
 */
export const guideCopySchema = z.strictObject({
  /** The guide's own entry in the breadcrumbs. */
  crumb: text,
  hero: z.strictObject({ ...headed(), tryFree: text, compareAll: text, publishedBy: textWith('product') }),
  recommended: z.strictObject({
    badge: text,
    title: textWith('name'),
    disclosure: textWith('name'),
    button: text,
    compare: textWith('name'),
  }),
  tocTitle: text,
  /** The table of contents: one label per built section, in page order. */
  sections: z
    .array(z.strictObject({ id: z.enum(GUIDE_SECTION_IDS), label: text }))
    .refine((sections) => sections.map((section) => section.id).join() === GUIDE_SECTION_IDS.join(), {
      message: `must list the guide's sections once each, in page order: ${GUIDE_SECTION_IDS.join(', ')}`,
    }),
  overview: z.strictObject({ ...headed(), paragraphs: texts }),
  jobLabel: textWith('number'),
  softwareJobs: z.array(titleText).min(1),
  comparison: z.strictObject({
    ...headed(),
    loadError: text,
    empty: text,
    swipeHint: text,
    /** How the table's scores are worked out, each a term and its explanation. */
    notes: z.array(z.strictObject({ term: text, text })).min(1),
    sourcesTerm: text,
  }),
  /** Where the comparison's facts come from; `policy` is a sentence that ends with a link to the editorial policy. */
  sources: z.strictObject({ intro: text, checked: textWith('date'), policy: z.strictObject({ text, link: text }) }),
  comparisonTable: z.strictObject({
    /** Read by screen readers, followed by the names of the products compared. */
    caption: text,
    columns: z.strictObject({
      product: text,
      bestFor: text,
      startingPrice: text,
      discoveryFeatures: text,
      integrationScore: text,
      userRating: text,
    }),
    ourPick: text,
    freeTrial: textWith('days'),
  }),
  smallBusiness: z.strictObject({ ...headed(), loadError: text, empty: text, paragraph: text, guideLink: text }),
  smallBusinessCard: z.strictObject({
    rank: textWith('rank'),
    price: text,
    bestFor: text,
    joinWaitlist: textWith('name'),
    readComparison: textWith('name'),
  }),
  nonprofits: z.strictObject({ ...headed(), paragraph: text, tips: texts, industryLink: text, freeSourcesLink: text }),
  industries: z.strictObject({
    ...headed(),
    markets: z.strictObject({
      government: z.strictObject({ title: text, text, industryLink: text, freeSourcesLink: text }),
      healthcare: z.strictObject({ title: text, text, industryLink: text }),
      technology: z.strictObject({ title: text, text, industryLink: text, compareLink: text }),
    }),
    allIndustriesLink: text,
  }),
  features: z.strictObject({ ...headed(), ask: text }),
  featuresToLookFor: z.array(z.strictObject({ title: text, why: text, ask: text })).min(1),
  pricing: z.strictObject({ ...headed(), offerNote: text, yearOneTitle: text, yearOne: texts }),
  pricingModels: z.array(titleText).min(1),
  alternatives: z.strictObject({
    ...headed(),
    loadError: text,
    /** What each kind of tool does, by competitor category, for the categories the section lists. */
    categoryNotes: z.strictObject({
      'discovery-platform': text,
      'government-specialist': text,
      'ai-native': text,
      'enterprise-incumbent': text,
      'enterprise-procurement': text,
    }),
  }),
  replacing: z.strictObject({ title: text, productLink: textWith('name'), freeToolsLink: text }),
  faqTitle: text,
  faq: faqWith('product', 'planName', 'planPrice', 'planTrial'),
  cta: z.strictObject({ ...headed('product'), waitlist: text, compare: text }),
  /** The links under the guide, to the home page, the industries, the blog and the comparisons. */
  footerLinks: z.strictObject({ home: text, industries: text, blog: text, compare: text }),
});

export const JOB_TYPES = ['Full-time', 'Part-time', 'Contract'] as const;

/**
 * The careers page. `{learningBudget}` is the file's own `learningBudget`, also in the page's
 * description; `{openings}` the number of job openings; `{product}` the product's name. In a job
 * card, `{job}` is the job's title and `{salary}` its salary range; `{number}` is an application
 * step's place in the list.
 */
export const careersCopySchema = z.strictObject({
  hero: z.strictObject(headed('product')),
  /** The headings and leads of the page's sections, in page order. */
  sections: z.strictObject({
    benefits: z.strictObject(headed()),
    openings: z.strictObject({ ...headed(), count: textWith('openings') }),
    culture: z.strictObject({ title: text }),
    applicationSteps: z.strictObject({ title: text }),
    otherRoles: z.strictObject({ ...headed('product'), link: text }),
  }),
  /** The words of every job's card, and the subject its "Apply now" link fills in on the contact form. */
  jobCard: z.strictObject({
    salary: textWith('salary'),
    requirementsTitle: text,
    apply: text,
    applyLabel: textWith('job'),
    applicationSubject: textWith('job'),
  }),
  stepLabel: textWith('number'),
  learningBudget: text,
  jobOpenings: z
    .array(
      z
        .strictObject({
          /** The job's anchor on the page (/careers#id). */
          id: slug,
          title: text,
          department: text,
          type: z.enum(JOB_TYPES),
          location: text,
          /** Yearly base salary in US dollars. */
          salaryRange: z.strictObject({ min: z.number().int().positive(), max: z.number().int().positive() }),
          description: text,
          requirements: texts,
        })
        .refine((job) => job.salaryRange.min <= job.salaryRange.max, {
          message: 'min must not be above max',
          path: ['salaryRange'],
        }),
    )
    .min(1),
  benefits: z.array(z.strictObject({ title: textWith('learningBudget'), text })).min(1),
  culture: z.array(titleText).min(1),
  applicationSteps: z.array(titleText).min(1),
});

/** The pages of schema/paths.ts that have a fixed path, by name: what a quick link may point at. */
type FixedPage = { [Name in keyof typeof paths]: (typeof paths)[Name] extends string ? Name : never }[keyof typeof paths];
const FIXED_PAGES = Object.keys(paths).filter((name) => typeof paths[name as keyof typeof paths] === 'string') as [FixedPage, ...FixedPage[]];

/** The contact page. `{replyPromise}` is the file's own `replyPromise`, `{product}` the product's name. */
export const contactCopySchema = z.strictObject({
  hero: z.strictObject(headed('product', 'replyPromise')),
  /** The headings of the form and the side panels, and the FAQ's heading and lead. */
  sections: z.strictObject({
    form: z.strictObject({ title: text }),
    channels: z.strictObject({ title: text }),
    hours: z.strictObject({ title: text }),
    quickLinks: z.strictObject({ title: text }),
    faq: z.strictObject(headed('product')),
  }),
  /** The contact form's words: a label per field, and `sent` both the toast's title and the notice after a message sent without scripts. */
  form: z.strictObject({
    labels: z.strictObject({ firstName: text, lastName: text, email: text, company: text, subject: text, message: text }),
    optional: text,
    requiredNote: text,
    submit: text,
    sending: text,
    sent: text,
  }),
  channels: z
    .array(z.strictObject({ id: z.enum(['general', 'sales', 'support']), title: text, email: z.email(), text }))
    .min(1),
  businessHours: texts,
  replyPromise: text,
  /** Links to pages of the site, by their name in schema/paths.ts. */
  quickLinks: z.array(z.strictObject({ label: text, page: z.enum(FIXED_PAGES) })).min(1),
  faq: faqWith('product', 'replyPromise'),
});

const legalList = (...allowed: readonly string[]) => z.strictObject({ list: z.array(textWith(...allowed)).min(1) });
/** Sections of paragraphs (a text) and bulleted lists of short items (`{ "list": [...] }`). */
const legalSections = <Block extends z.ZodType>(block: Block) =>
  z.array(z.strictObject({ id: slug, title: text, blocks: z.array(block).min(1) })).min(1);

/**
 * The privacy policy. `{product}` is the product's name, `{privacyEmail}` the privacy address of
 * client/src/features/legal/legal-document.tsx, `{vitalsRetentionDays}` the days field vitals are
 * kept (VITALS_RETENTION_DAYS) and `{vitalsSampled}` which page views report them ("every page
 * view", "25 % of page views"). An `analytics` or `fieldVitals` block is the sentence for this
 * deployment: `enabled` when analytics (field vitals) is configured, `disabled` otherwise.
 */
export const privacyCopySchema = z.strictObject({
  hero: z.strictObject(headed('product')),
  sections: legalSections(
    z.union(
      [
        textWith('product', 'privacyEmail', 'vitalsRetentionDays'),
        legalList('product', 'privacyEmail', 'vitalsRetentionDays'),
        z.strictObject({ analytics: z.strictObject({ enabled: text, disabled: text }) }),
        z.strictObject({ fieldVitals: z.strictObject({ enabled: textWith('vitalsRetentionDays', 'vitalsSampled'), disabled: text }) }),
      ],
      { error: 'must be a text, a { "list": [...] }, an { "analytics": { "enabled", "disabled" } } or a { "fieldVitals": { "enabled", "disabled" } }' },
    ),
  ),
});

/** The terms of service: twelve sections, numbered by the page in this order. `{legalEmail}` is the legal address. */
export const termsCopySchema = z.strictObject({
  hero: z.strictObject(headed('product')),
  sections: legalSections(
    z.union([textWith('product', 'legalEmail'), legalList('product', 'legalEmail')], { error: 'must be a text or a { "list": [...] }' }),
  ).length(12, 'must have exactly twelve sections'),
});

/** Every file of content/pages/ with its schema: a file not listed here is refused. */
export const PAGE_COPY_FILES = {
  'landing.json': landingCopySchema,
  'landing-v2.json': landingV2CopySchema,
  'dashboard-sample.json': dashboardSampleSchema,
  'guide.json': guideCopySchema,
  'careers.json': careersCopySchema,
  'contact.json': contactCopySchema,
  'privacy.json': privacyCopySchema,
  'terms.json': termsCopySchema,
} as const;

export type LandingIcon = (typeof LANDING_ICONS)[number];
export type LandingCopy = z.infer<typeof landingCopySchema>;
export type LandingV2Copy = z.infer<typeof landingV2CopySchema>;
export type DashboardSample = z.infer<typeof dashboardSampleSchema>;
export type PipelineStage = (typeof PIPELINE_STAGES)[number];
export type GuideSectionId = (typeof GUIDE_SECTION_IDS)[number];
export type GuideCopy = z.infer<typeof guideCopySchema>;
export type CareersCopy = z.infer<typeof careersCopySchema>;
export type ContactCopy = z.infer<typeof contactCopySchema>;
export type PrivacyCopy = z.infer<typeof privacyCopySchema>;
export type TermsCopy = z.infer<typeof termsCopySchema>;
