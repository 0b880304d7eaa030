import { paths } from '../../config/paths';
import type { LegalSection, PageDate } from './legal-document';

/** The day this policy was last revised. */
export const EDITORIAL_POLICY_UPDATED: PageDate = { iso: '2026-11-27', label: 'November 27, 2026' };

/** The subject a correction request is sent with (the contact form fills it in). */
export const CORRECTION_SUBJECT = 'Content correction';

/**
 * The editorial policy (docs/decisions/0009-content-a-buyer-can-trust.md): who writes and
 * reviews the content, how facts are checked and dated, and how to report an error. It
 * describes what the site does, in the team's name: no invented people.
 */
export function editorialSections({ productName }: { productName: string }): LegalSection[] {
  return [
    {
      id: 'who-writes',
      title: 'Who writes and reviews the content',
      blocks: [
        `Everything published on this site is written and reviewed by the ${productName} team: the industry and niche pages, the blog, the glossary, the tool comparisons and the RFP software guide. Posts are signed "${productName} Team" because they are team work; we do not attribute an article to a person who did not write it, and we do not invent experts, customers or quotes.`,
        'We do not publish guest posts, sponsored content or paid placements, and no vendor pays to appear in, or to be left out of, a comparison.',
      ],
    },
    {
      id: 'checking-facts',
      title: 'How we check facts',
      blocks: [
        'Rules and figures are checked against the primary source, not against other articles about them:',
        {
          list: [
            'Federal acquisition rules against the Federal Acquisition Regulation at acquisition.gov, and changes to it against the Federal Register.',
            'Federal regulations outside the FAR, such as the grant rules of 2 CFR Part 200 or the SBA size rules of 13 CFR Part 121, against the Code of Federal Regulations at ecfr.gov.',
            'Small business programs (8(a), HUBZone, WOSB, veteran-owned) against the SBA at sba.gov, and registration steps against SAM.gov.',
            "Other tools' prices, trials and features against the vendor's own website and pricing page.",
          ],
        },
        'Posts and glossary entries list the sources they rely on under "Sources", linked to the official text; the links open in a new tab. Dollar thresholds are given with the date they took effect, for example the federal micro-purchase threshold of $15,000 and simplified acquisition threshold of $350,000, as adjusted for inflation effective October 1, 2025 (FAR 2.101).',
        'Every regulatory figure in a post, such as a small-business goal or a threshold, cites its statute or FAR section beside it and is re-checked against the law in force on the post\'s review date.',
      ],
    },
    {
      id: 'figures',
      title: 'How we present figures',
      blocks: [
        'Market sizes and contract-value ranges on industry and niche pages are indicative ranges to help you decide where to look, not quotes or guarantees; a niche\'s range always lies within its industry\'s.',
        `Success stories are example scenarios, never named customers. Product figures, such as win-rate or time-saving targets, are shown with what they are: a target, an estimate or the best case of an illustrative scenario. Prices always name their plan. ${productName} features that have not launched are shown as "Planned", never as available, and score nothing in any comparison.`,
        `${productName} is in early access: the app is open to early-access members, who join through the waitlist, and general availability comes later. What works now is said to be available in early access, the rest reads "Planned", and we never rank our own product above the others.`,
      ],
    },
    {
      id: 'dates',
      title: 'How we date the content',
      blocks: [
        'Every post and glossary entry shows an "Updated" date: the day its content was last revised, not the day the page was last rebuilt. Posts also show the day they were first published. Comparison pages show the day their facts about other tools were last checked against the vendor\'s public pages.',
        'Titles carry no year, or the year of the page\'s last review, so an old page never looks current.',
      ],
    },
    {
      id: 'comparisons',
      title: 'Comparisons with other tools',
      blocks: [
        `Comparison and alternatives pages are published by the ${productName} team about products that compete with ${productName}, and every one of them says so. We describe the other tools' strengths as well as their weaknesses, compute costs only from published prices and each vendor's own pricing model, and say why when a figure cannot be worked out.`,
      ],
    },
    {
      id: 'corrections',
      title: 'Corrections and how to report an error',
      blocks: [
        'When we get something wrong, we correct the page and its "Updated" date changes with the correction. When a rule or a threshold changes, we revise the pages that state it.',
        {
          text: `Found a wrong figure, an outdated rule or a broken source link? Tell us which page and what is wrong, ideally with a link to the primary source, through`,
          link: { label: 'the contact form', to: `${paths.contact}?subject=${encodeURIComponent(CORRECTION_SUBJECT)}` },
        },
      ],
    },
  ];
}
