import type { FaqItem } from '../../components/faq';
import { EARLY_ADOPTER_PLAN, planTrialText } from '../../../../schema/plans';
import { PRODUCT_TARGETS, SETUP_TARGET_TEXT, SOURCE_CHECK_TARGET_PHRASE } from '../../../../schema/product-targets';
import type { LandingIconName } from './landing-icons';

/**
 * The words of the two landing pages. The figures are the company's own marketing claims
 * (specification section 1, DECISIONS "Honest copy"), each shown with what it is (DECISIONS
 * "Prices and claims"): the product is pre-launch, so a figure is a target, our estimate, or the
 * best case of an illustrative scenario, never a measured result. The best cases (90% time
 * savings, 40% higher win rates) sit beside the typical estimates (50-70%, 15-25%) wherever
 * they appear. Nothing here names a customer.
 */

export const HERO_HEADLINE = 'Automate RFP Discovery & Tracking';
export const HERO_SUBLINE =
  'AI-powered RFP discovery at scale, for every industry. Instantly find, track, and start winning more RFPs today.';

export const SELLING_POINTS = [
  '24/7 automated RFP discovery',
  'Never miss a deadline',
  'Smart matching to your capabilities',
  SETUP_TARGET_TEXT,
] as const;

export const BANNER_TITLE = 'Ready to transform your RFP process?';
export const BANNER_TEXT = 'Join our early access program and get grandfathered pricing';

export interface IconText {
  icon: LandingIconName;
  title: string;
  text: string;
}

export const CHALLENGE = {
  manual: [
    'Searching dozens of portals by hand takes 15+ hours per week (our estimate)',
    'Deadlines slip by while RFPs sit in inboxes and spreadsheets',
    'Good-fit opportunities are found too late to respond well',
    'Time goes into bids that never matched your capabilities',
  ],
  automated: [
    '10x more opportunities found across every source you care about (our target)',
    '90% time savings on searching and qualifying in the best case; 50-70% is our estimate for a typical team',
    'Never miss a deadline with alerts before every due date',
    'Every RFP matched to your capabilities, budget range and location',
  ],
} as const;

export const FEATURES: readonly IconText[] = [
  {
    icon: 'search',
    title: '24/7 Automated Discovery',
    text: `AI scans federal, state and local sources around the clock and brings every relevant RFP into one feed; it is ${SOURCE_CHECK_TARGET_PHRASE}.`,
  },
  {
    icon: 'bell',
    title: 'Real-Time Bid Alerts',
    text: 'Get notified the moment a new opportunity matches your preferences, so you start responding days earlier.',
  },
  {
    icon: 'trend',
    title: 'Win Rate Prediction',
    text: 'See which RFPs you are most likely to win before you invest hours in a response.',
  },
  {
    icon: 'clock',
    title: 'Deadline Alerts',
    text: 'Questions, site visits and submission dates are tracked for you, with reminders before each one.',
  },
  {
    icon: 'dollar',
    title: 'Revenue & Pipeline Tracking',
    text: 'Follow every bid from discovery to submission and know the value of your pipeline at a glance.',
  },
  {
    icon: 'pointer',
    title: 'One-Click Actions',
    text: 'Watch, download, export or move an opportunity through your pipeline with a single click.',
  },
];

/** The Early Adopter plan's card (schema/plans.ts holds its figures). */
export const PRICING = {
  plan: EARLY_ADOPTER_PLAN.name,
  price: `$${EARLY_ADOPTER_PLAN.monthlyPrice}`,
  period: 'per month',
  locked: 'Price locked forever',
  included: [planTrialText(EARLY_ADOPTER_PLAN), 'Cancel anytime', 'Unlimited knowledge bases', 'Unlimited RFP downloads per month', 'Smart matching included'],
  limits: [
    { label: 'Knowledge bases', value: 'Unlimited' },
    { label: 'Knowledge base matching', value: 'Included' },
    { label: 'RFP downloads per month', value: 'Unlimited' },
  ],
} as const;

export const STEPS = [
  {
    icon: 'sliders',
    title: 'Set Your Preferences',
    text: `Tell us your industries, capabilities, budget range and the locations you serve. Setup is designed to take about ${PRODUCT_TARGETS.setupMinutes} minutes.`,
  },
  {
    icon: 'search',
    title: 'AI Finds Opportunities',
    text: 'Discovery runs 24/7 and scores every new RFP against your profile, so only relevant bids reach you.',
  },
  {
    icon: 'award',
    title: 'Win More Contracts',
    text: 'Track deadlines, move bids through your pipeline and spend your time on proposals you can win.',
  },
] as const satisfies readonly IconText[];

/** The headline figures, each with what it is. */
export const RESULTS = [
  {
    value: '15-20',
    label: 'hours saved weekly on finding and qualifying RFPs',
    basis: 'Estimate: the hours a team spends searching portals by hand, which discovery is designed to take over.',
  },
  { value: '95%', label: 'discovery accuracy', basis: 'Target for matching, set before launch; not yet measured on customer data.' },
  { value: '40%', label: 'higher win rates', basis: 'Best case of an illustrative scenario; our typical estimate is 15-25%.' },
] as const;

/** How the best cases and the typical estimates relate, under the figures. */
export const RESULTS_NOTE =
  'How these figures relate: 40% higher win rates and 90% time savings are best cases; for a typical team that automates discovery we estimate a 15-25% win-rate improvement and a 50-70% time reduction. The product is pre-launch, so these are our targets and estimates, not results reported by customers.';

/** The other result claims, framed as an example (DECISIONS "Honest copy"). */
export const RESULT_SCENARIO = {
  label: 'Example scenario',
  text: 'A proposal team that stops searching portals by hand and bids only on well-matched RFPs: 20 hours saved per week and a 78% win rate on the bids it chooses to pursue.',
} as const;

/** The six FAQ items of the specification (section 2), in its order. */
export function landingFaq(productName: string): FaqItem[] {
  return [
    {
      question: `How does ${productName} find RFPs?`,
      answer: `${productName} monitors federal, state and local government sources and public bid portals 24/7, including the federal opportunities site SAM.gov. The service is ${SOURCE_CHECK_TARGET_PHRASE}; new postings are read by AI and matched to your profile.`,
    },
    {
      question: 'What industries do you support?',
      answer: 'More than 50 industries, from construction and defense to healthcare, cloud computing and consulting, each with its own niches, buyer profiles and common RFP types.',
    },
    {
      question: 'How accurate is the matching?',
      answer: `${productName} matches each RFP to your capabilities, budget range and location. Our target is 95% discovery accuracy; ${productName} is pre-launch, so this is a design goal, not yet a measured result.`,
    },
    {
      question: 'Can I customize the types of RFPs I see?',
      answer: 'Yes. Choose your industries, keywords, contract value range, locations and agencies, and exclude the RFP types you never bid on. You can change your preferences at any time.',
    },
    {
      question: `How much time will ${productName} save me?`,
      answer: 'By our estimate, automating most of the work of finding and qualifying RFPs saves 15-20 hours a week that teams usually spend searching portals and reading documents that do not fit.',
    },
    {
      question: 'What does early access include?',
      answer: 'Full access to the platform, unlimited RFP discovery, deadline tracking, analytics, email alerts and priority support, with grandfathered pricing that stays the same for as long as you subscribe.',
    },
  ];
}

// /landing-v2

export const V2_STATS = [
  { value: '50+', label: 'Industries covered' },
  { value: '15+ hours', label: 'Saved per week (our estimate)' },
  { value: '10x', label: 'More opportunities (our target)' },
  { value: `${PRODUCT_TARGETS.sourceCheckMinutes} min`, label: 'Between source checks (our target)' },
] as const;

export const V2_FEATURES: readonly IconText[] = [
  {
    icon: 'search',
    title: 'AI-Powered Discovery',
    text: 'AI reads every new RFP from federal, state and local sources and keeps only the ones that fit your business.',
  },
  {
    icon: 'calendar',
    title: 'Deadline Tracking',
    text: 'Every due date, question period and site visit lands on one calendar, with alerts before each one.',
  },
  {
    icon: 'target',
    title: 'Smart Matching',
    text: 'Opportunities are scored against your capabilities, budget range and location, so the best fits come first.',
  },
  {
    icon: 'chart',
    title: 'Performance Analytics',
    text: 'See your pipeline value, submission rate and win rate over time, and learn which bids pay off.',
  },
];

export const V2_WHY: readonly IconText[] = [
  { icon: 'zap', title: 'Fast Alerts', text: `The service is ${SOURCE_CHECK_TARGET_PHRASE}, so you hear about new RFPs while there is still time to respond.` },
  { icon: 'target', title: 'Precision Matching', text: 'Our target of 95% discovery accuracy means fewer irrelevant notices and more time for proposals.' },
  { icon: 'activity', title: '24/7 Monitoring', text: 'Discovery never stops: nights, weekends and holidays included.' },
  {
    icon: 'award',
    title: 'Proven Results',
    text: 'Built for 40% higher win rates in the best case (our typical estimate is 15-25%) and 15-20 hours saved every week; targets, since the product is pre-launch.',
  },
];

export const INTEGRATIONS = [
  { name: 'SAM.gov', kind: 'Government opportunities' },
  { name: 'State & local bid portals', kind: 'Government opportunities' },
  { name: 'Salesforce', kind: 'CRM' },
  { name: 'HubSpot', kind: 'CRM' },
  { name: 'Slack', kind: 'Chat & meetings' },
  { name: 'Microsoft Teams', kind: 'Chat & meetings' },
  { name: 'Gmail', kind: 'Email' },
  { name: 'Outlook', kind: 'Email' },
] as const;

export const INTEGRATION_REQUEST_SUBJECT = 'Integration request';

export const ILLUSTRATIVE_LABEL = 'Illustrative scenario';

/** Four illustrative scenarios: a role and a kind of company, never a named person. */
export const SCENARIOS = [
  {
    who: 'Proposal manager, mid-size IT services firm',
    text: 'Replaces a daily round of portal searches with one morning digest of matched RFPs and spends the saved hours on stronger proposals.',
  },
  {
    who: 'Business development director, regional construction company',
    text: 'Sees every state and municipal bid in one pipeline and gets a reminder before each pre-bid meeting and submission date.',
  },
  {
    who: 'Independent consultant, public-sector advisory practice',
    text: 'Sets preferences once and receives only opportunities within the right contract value range and region.',
  },
  {
    who: 'Grants and contracts lead, nonprofit organization',
    text: 'Follows RFPs from several agencies in one pipeline and exports the monthly shortlist for the board in one click.',
  },
] as const;
