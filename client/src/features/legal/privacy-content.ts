import { LEGAL_CONTACT, type LegalSection } from './legal-document';

/** The privacy policy of the pre-launch site. `analyticsEnabled` reflects this deployment's configuration. */
export function privacySections({ productName, analyticsEnabled }: { productName: string; analyticsEnabled: boolean }): LegalSection[] {
  return [
    {
      id: 'who-we-are',
      title: 'Who we are and what this policy covers',
      blocks: [
        `${productName} is building an AI-assisted service that finds requests for proposals (RFPs), tracks their deadlines and matches them to a company's capabilities. The product is in a pre-launch, early-access stage. This website describes it, lets you join an early-access waitlist, answer a short survey and send us a message.`,
        `This policy explains what personal information we collect through this website, why we collect it, who helps us process it, how long we keep it and what choices you have. In this policy, "${productName}", "we" and "us" mean the team that operates this website. Accounts in the ${productName} application are covered by the terms and notices shown when you create one.`,
      ],
    },
    {
      id: 'information-we-collect',
      title: 'Information we collect',
      blocks: [
        'We collect only what you give us and the minimum technical information needed to run the site:',
        {
          list: [
            'Waitlist signups: your email address, and a company name and company size if you provide them. We also record the date and time you joined, the page that referred you to the site, the first page you opened on it, and any campaign (utm) parameters in the link you followed.',
            'Survey answers: after you join the waitlist you may answer five optional questions about your role, company size, biggest RFP challenge, industry and typical contract budget. Your answers are stored with your waitlist signup.',
            'Contact messages: your first and last name, email address, company (optional), subject and message when you use the contact form.',
            'Technical information: like any website, our servers receive your IP address, browser type and the pages you request. We use IP addresses to limit repeated form submissions and to protect the site from abuse.',
            'Analytics events, only when analytics is enabled (see "Cookies and analytics" below).',
          ],
        },
        'We do not ask for payment details on this website, and we ask you not to send sensitive information such as health or financial data through the contact form.',
      ],
    },
    {
      id: 'how-we-use-information',
      title: 'How we use your information',
      blocks: [
        {
          list: [
            'To run the waitlist: confirm your signup, tell you when early access opens and send the launch updates you signed up for.',
            'To shape the product: survey answers tell us which industries, roles and problems to prioritise. We look at them individually to tailor your early access and in aggregate to plan the product.',
            'To answer you: contact messages are read by our team and used to reply and follow up on your request.',
            'To keep the site secure and working: rate limits, spam prevention (including a hidden form field that only automated bots fill in) and troubleshooting.',
            'To understand how the site is used, when analytics is enabled.',
          ],
        },
        'We do not sell your personal information, and we do not give it to other companies for their own marketing.',
      ],
    },
    {
      id: 'legal-bases',
      title: 'Legal bases for processing',
      blocks: [
        'If you are in the European Economic Area, the United Kingdom or Switzerland, we rely on your consent to add you to the waitlist and send you launch emails; you can withdraw it at any time. We rely on our legitimate interests to answer messages you send us, to improve the product from survey answers and to keep the site secure. Where analytics cookies need consent under local law, we rely on that consent.',
      ],
    },
    {
      id: 'email-provider',
      title: 'Our email provider, Brevo',
      blocks: [
        'We use Brevo, an email marketing provider based in France, to store our waitlist mailing list and to send confirmation and launch emails. Brevo acts as our processor: it handles your email address and list membership on our behalf, under its data processing terms, and may not use them for its own purposes.',
        `When double opt-in is enabled, Brevo sends you an email with a confirmation link after you join. You are added to the mailing list only once you click it, and the link brings you back to a ${productName} confirmation page. Every email we send includes an unsubscribe link.`,
        'Your signup is always stored in our own database first and copied to Brevo afterwards, so an unsubscribe or deletion request covers both.',
      ],
    },
    {
      id: 'cookies-and-analytics',
      title: 'Cookies and analytics',
      blocks: [
        'This website does not set its own cookies for visitors. While you browse, your browser\'s session storage keeps the referring page, the first page you opened and any campaign parameters, so they can be attached to a waitlist signup. Session storage stays on your device and is cleared when you close the tab.',
        'We use analytics only when it is configured for this site. When it is, the site loads Google Analytics and Google Ads conversion measurement, which set cookies to count visits and to measure whether our campaigns lead to signups. We send a small set of events: clicks on the early-access button, waitlist signups, survey completions or skips, and visits to the RFP Software Guide. These events never include your email address, your survey answers or the text of your messages.',
        analyticsEnabled ? 'Analytics is currently enabled on this site.' : 'Analytics is currently not enabled on this site, so no analytics cookies are set.',
        'You can block or delete cookies in your browser settings, and Google offers a browser add-on to opt out of Google Analytics. The site keeps working without cookies.',
      ],
    },
    {
      id: 'sharing',
      title: 'Who we share information with',
      blocks: [
        {
          list: [
            'Service providers that process data on our behalf: Brevo for email, and the hosting and database providers that run this website. They may use your information only to provide their service to us.',
            'Authorities or other parties when the law requires it, or when it is necessary to protect the rights, safety or property of our users, the public or us.',
            'A buyer or successor if the business is reorganised, merged or sold, in which case this policy continues to apply to your information.',
          ],
        },
      ],
    },
    {
      id: 'international-transfers',
      title: 'International transfers',
      blocks: [
        'Brevo processes data in the European Union. Our hosting providers and, when enabled, Google may process data in the United States and other countries. Where the law requires it, these transfers rely on appropriate safeguards such as the European Commission\'s standard contractual clauses.',
      ],
    },
    {
      id: 'retention',
      title: 'How long we keep information',
      blocks: [
        {
          list: [
            'Waitlist signups and survey answers: until you unsubscribe or ask us to delete them, or until the early-access program ends and we no longer need them to contact you about the launch.',
            'Contact messages: as long as we need them to answer you and handle any follow-up, and no longer than two years after our last exchange.',
            'Technical information used for rate limiting: counters reset every minute; security and error logs are kept only as long as needed to investigate problems.',
          ],
        },
      ],
    },
    {
      id: 'your-rights',
      title: 'Your rights and choices',
      blocks: [
        'Depending on where you live, you may have the right to:',
        {
          list: [
            'ask for a copy of the personal information we hold about you;',
            'ask us to correct information that is wrong or incomplete;',
            'ask us to delete your information, including your waitlist signup and survey answers;',
            'object to or ask us to restrict certain processing;',
            'receive your information in a portable format;',
            'withdraw your consent at any time, for example by unsubscribing from our emails;',
            'complain to your local data protection authority.',
          ],
        },
        `To use any of these rights, email ${LEGAL_CONTACT.privacy} from the address you used with us, or send a message through our contact form. We answer within 30 days, and we do not treat you differently for exercising your rights. California residents have the rights to know, delete and correct their personal information, and we do not sell personal information.`,
      ],
    },
    {
      id: 'security',
      title: 'How we protect information',
      blocks: [
        'The site is served over encrypted connections, access to stored signups and messages is limited to the people who need it, and our administrative tools require a secret access token. No method of transmission or storage is completely secure, so we cannot guarantee absolute security, but we will tell affected people and the authorities about a breach when the law requires it.',
      ],
    },
    {
      id: 'children',
      title: 'Children',
      blocks: [
        `This website and ${productName} are intended for businesses and are not directed to children under 16. We do not knowingly collect information from children; if you believe a child has given us personal information, contact us and we will delete it.`,
      ],
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      blocks: [
        'When we change this policy we update the date at the top of this page. If a change materially affects how we use information we already hold, we will tell people on our mailing list by email before it takes effect.',
      ],
    },
    {
      id: 'contact',
      title: 'How to contact us',
      blocks: [`For any question about privacy or this policy, email ${LEGAL_CONTACT.privacy}. We read every message and reply from a person on our team.`],
    },
  ];
}
