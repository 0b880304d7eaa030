import type { FaqItem } from '../../components/faq';
import { STANDARD_PLAN, planPriceText, planTrialText } from '../../../../schema/plans';

/** The guide's table of contents: every entry is a built section with this id. */
export const GUIDE_SECTIONS = [
  { id: 'overview', label: 'Overview' },
  { id: 'comparison', label: 'Comparison table' },
  { id: 'small-business', label: 'Small business' },
  { id: 'nonprofits', label: 'Nonprofits' },
  { id: 'industries', label: 'By industry' },
  { id: 'features', label: 'Features to look for' },
  { id: 'pricing', label: 'Pricing' },
  { id: 'alternatives', label: 'Alternatives' },
  { id: 'faq', label: 'FAQ' },
] as const;

export type GuideSectionId = (typeof GUIDE_SECTIONS)[number]['id'];

/** The four competitors compared with the product, in table order (an enterprise incumbent pair, a government specialist, a bid board). */
export const COMPARED_COMPETITORS = ['responsive', 'loopio', 'govwin-iq', 'bidprime'] as const;

export const COMPARISON_SIZE = 5;

export const SMALL_BUSINESS_PICKS = 3;

/** The three jobs RFP software does; most tools are strong at one of them. */
export const SOFTWARE_JOBS = [
  {
    title: 'Discovery',
    text: 'Finding the solicitations that fit your business across federal, state, local and private sources, and alerting you while there is still time to respond.',
  },
  {
    title: 'Qualification and tracking',
    text: 'Deciding which opportunities deserve a bid, then keeping question deadlines, pre-bid meetings, amendments and due dates in one pipeline.',
  },
  {
    title: 'Response',
    text: 'Writing and assembling the proposal itself: answer libraries, reviewer workflows, compliance matrices and formatted documents.',
  },
] as const;

export interface GuideFeature {
  title: string;
  why: string;
  ask: string;
}

export const FEATURES_TO_LOOK_FOR: readonly GuideFeature[] = [
  {
    title: 'Coverage of the sources you actually bid on',
    why: 'A tool is only as good as the portals it reads. Federal work starts on SAM.gov, but state, county, city and school-district bids are spread across thousands of separate sites.',
    ask: 'Which of the portals we use today do you cover, and how quickly do new notices and amendments appear?',
  },
  {
    title: 'Matching on capabilities, not just keywords',
    why: 'Keyword alerts return long lists of near misses. Matching that understands your services, NAICS codes, contract sizes and regions gives you a short list worth reading.',
    ask: 'Can we set a capability profile and see why each opportunity was ranked the way it was?',
  },
  {
    title: 'Deadline tracking',
    why: 'Proposals are lost to missed question deadlines and late amendments as often as to weak writing. Every date in the solicitation should be tracked, not only the due date.',
    ask: 'Does the tool track question deadlines, pre-bid meetings and amendments, and remind the right person?',
  },
  {
    title: 'Alerts where your team already works',
    why: 'An opportunity that sits in an unread dashboard is a missed opportunity. Email, Slack or Microsoft Teams alerts put it in front of the person who decides.',
    ask: 'Which channels can alerts go to, and can we route different opportunity types to different people?',
  },
  {
    title: 'Qualification support',
    why: 'Most teams win more by bidding on fewer, better-fitting RFPs. A fit score or a simple go/no-go checklist keeps the pipeline honest.',
    ask: 'How does the tool help us decide whether to bid, and can we record why we passed?',
  },
  {
    title: 'A pipeline the whole team can see',
    why: 'Business development, proposal writers and executives need the same view of what is being tracked, prepared and submitted.',
    ask: 'Can several people work the same pipeline without each of them needing an expensive seat?',
  },
  {
    title: 'Integrations with your CRM and documents',
    why: 'Pursuits that win become customer records. A CRM link avoids copying the same data twice and keeps revenue reporting accurate.',
    ask: 'Which integrations are documented today, and which are only on the roadmap?',
  },
  {
    title: 'Compliance and security fit',
    why: 'Government and healthcare work brings rules such as FAR clauses, NIST controls and HIPAA. The software should help you spot them and handle your data responsibly.',
    ask: 'Where is our data stored, who can see it, and how does the tool flag compliance requirements in a solicitation?',
  },
  {
    title: 'Transparent pricing and a real trial',
    why: 'Quote-only pricing and long annual contracts make it hard to test a tool against your own pipeline before committing.',
    ask: 'What does year one cost for our team size, including setup fees, and can we trial it on live opportunities?',
  },
] as const;

export const PRICING_MODELS = [
  {
    title: 'Free official sources',
    text: 'SAM.gov, Grants.gov and state procurement portals cost nothing to search. You pay in time: every portal has its own login, categories and alerts.',
  },
  {
    title: 'Per-user subscriptions',
    text: 'A published monthly or annual price for each seat. Easy to compare and to start small, but check what a seat includes and whether viewers need one.',
  },
  {
    title: 'Per-project or usage plans',
    text: 'Priced by the number of projects, questionnaires or documents handled. Good for occasional bidders, less predictable for busy teams.',
  },
  {
    title: 'Custom and enterprise quotes',
    text: 'Pricing is shared only through a sales conversation, usually on an annual contract, sometimes with an implementation or onboarding fee on top.',
  },
] as const;

export function guideFaq(productName: string): FaqItem[] {
  return [
    {
      question: 'What is RFP software?',
      answer:
        'RFP software is any tool that helps a business find, qualify, track or answer requests for proposals. Discovery tools find solicitations and send alerts; tracking tools manage deadlines and the bid pipeline; response tools help write and assemble proposals from reusable content. Many teams use more than one.',
    },
    {
      question: 'What is the difference between RFP discovery software and RFP response software?',
      answer:
        'Discovery software answers "which opportunities should we see?" by searching public and private sources and matching notices to your business. Response software answers "how do we write this proposal faster?" with answer libraries, collaboration and document assembly. Response platforms such as Loopio or Responsive do not find new public-sector bids, and most discovery tools do not write proposals.',
    },
    {
      question: 'How much does RFP software cost?',
      answer: `Prices range from free official portals to enterprise contracts that are only quoted through sales. Many established platforms do not publish prices. ${productName}'s ${STANDARD_PLAN.name} is planned ${planPriceText(STANDARD_PLAN)} per team (not per user), with a ${planTrialText(STANDARD_PLAN)} and no setup fee. When comparing quotes, add up year-one cost for your real team size, including onboarding fees and annual commitments.`,
    },
    {
      question: 'Is there free RFP software?',
      answer:
        'Yes, in the sense that the official sources are free: SAM.gov for federal contract opportunities, Grants.gov for federal grants, and each state procurement portal. Some response tools also offer a limited free plan. Free sources are authoritative, but searching them is manual and none of them ranks opportunities against what your company does.',
    },
    {
      question: 'What should a small business look for first?',
      answer:
        'Start with discovery, because you cannot win bids you never see. Look for coverage of the portals your buyers use, matching on your capabilities rather than raw keywords, deadline reminders and a published price with a trial. A full proposal-management platform usually pays off later, once you respond to several RFPs a month.',
    },
    {
      question: 'Do I need to register in SAM.gov to bid on federal contracts?',
      answer:
        'Yes. Registering your entity in SAM.gov is free and is required before your company can receive a federal award. You can search contract opportunities on SAM.gov without registering, but start registration early: an active registration often takes one to two weeks and can take a month or longer if anything needs manual review.',
    },
    {
      question: 'How is the integration score in this guide calculated?',
      answer:
        'Each product earns one point for every integration that its vendor publicly documents, up to 8 points, plus 2 points if it integrates directly with SAM.gov. Integrations that are only planned, ours included, score nothing until they launch. The score is out of 10 and measures breadth of documented connections, not their quality.',
    },
    {
      question: 'Why do some products show "Not rated"?',
      answer:
        'We only show a user rating when we have recorded a public review-site score together with its source and the date we checked it. We do not publish ratings of our own, so a product without a recorded score reads "Not rated" rather than an estimate.',
    },
    {
      question: 'How long does it take to set up RFP software?',
      answer:
        'Discovery tools can usually be running the same day: you describe your services and regions and start receiving matches. Response-management platforms take longer, often several weeks, because the answer library has to be built, reviewed and assigned to owners before it saves time.',
    },
    {
      question: 'Can AI find and qualify RFPs for my team?',
      answer:
        'AI can read solicitations at a scale no person can, extract requirements and deadlines, and rank notices against your capability profile. It should shorten the list, not make the decision: a person who knows your capacity, relationships and margins still makes the go/no-go call.',
    },
    {
      question: 'Who publishes this guide?',
      answer: `This guide is published by the ${productName} team, so we recommend our own product for RFP discovery. Facts about other products come from their public websites, pricing pages and documentation, and the comparison shows the date each product's facts were last checked.`,
    },
  ];
}
