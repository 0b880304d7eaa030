import { LEGAL_CONTACT, type LegalSection } from './legal-document';

/** The terms of service: exactly twelve numbered sections (section 2 of the specification). */
export function termsSections({ productName }: { productName: string }): LegalSection[] {
  return [
    {
      id: 'acceptance',
      title: 'Acceptance of these terms',
      blocks: [
        `These terms govern your use of the ${productName} website, its content and its early-access waitlist. By using the website, joining the waitlist or sending us a message, you agree to them. If you use the website on behalf of a company, you confirm that you may accept these terms for it. If you do not agree, please do not use the website.`,
      ],
    },
    {
      id: 'the-service',
      title: 'The website and the pre-launch product',
      blocks: [
        `${productName} is an AI-assisted service for discovering requests for proposals (RFPs), tracking their deadlines and matching them to a company's capabilities. It is in a pre-launch stage. This website describes the product and publishes guides, industry pages, a glossary and tool comparisons. Features described on the website may change before or after launch.`,
        `When you create an account in the ${productName} application, any plan, order or account terms shown at sign-up also apply. Where they conflict with these terms, the terms shown at sign-up prevail for the application.`,
      ],
    },
    {
      id: 'eligibility',
      title: 'Eligibility',
      blocks: [
        'The website and the waitlist are intended for businesses, public bodies, nonprofits and the people who work for them. You must be at least 18 years old, and the information you give us, including your email address, must be accurate and yours to give.',
      ],
    },
    {
      id: 'waitlist',
      title: 'The waitlist, early access and surveys',
      blocks: [
        'Joining the waitlist is free and does not create a contract to provide the product. We invite people from the waitlist in the order and at the pace that suits the launch, and we may decide not to offer early access to everyone on it. Pricing offered to early adopters applies as described in the offer you accept when you are invited.',
        'The survey after signup is optional. We use your answers to tailor early access and plan the product, as described in our privacy policy. You can leave the waitlist at any time through the unsubscribe link in our emails or by contacting us.',
      ],
    },
    {
      id: 'pricing',
      title: 'Pricing, trials and price changes',
      blocks: [
        'Prices on the website are in US dollars and exclude applicable taxes. Different pages describe different offers, such as the Early Adopter plan on the home page and the standard subscription on comparison pages; the price and trial length that apply to you are the ones stated in the offer you accept. Free trials last for the number of days stated with the offer and can be cancelled before they end.',
        'Price changes are announced with 30 days notice: we email affected customers and update the website at least 30 days before a new price applies, and a change never applies to a billing period that has already started. A price that an offer describes as locked stays locked while that subscription remains active.',
      ],
    },
    {
      id: 'acceptable-use',
      title: 'Acceptable use',
      blocks: [
        'When you use the website, you agree not to:',
        {
          list: [
            'submit forms with false information, someone else\'s email address, or by automated means;',
            'copy, scrape or harvest the website\'s content or data at scale, or republish it as your own;',
            'probe, overload or interfere with the website, its security or its rate limits;',
            'use the website to send spam, malware or unlawful content, or to infringe anyone\'s rights.',
          ],
        },
        'We may block access or remove submissions that break these rules.',
      ],
    },
    {
      id: 'intellectual-property',
      title: 'Our content and intellectual property',
      blocks: [
        `The website's text, guides, industry pages, glossary, comparisons, design and the ${productName} name and logo belong to us or our licensors. You may read, share links to and quote short passages from our content with attribution, and use it for your own internal business purposes. Any other reproduction requires our written permission.`,
        'If you send us feedback or suggestions, we may use them to improve the product without any obligation to you.',
      ],
    },
    {
      id: 'comparisons',
      title: 'Comparisons and third-party information',
      blocks: [
        `Comparison pages and the RFP Software Guide are published by the ${productName} team. Facts about other products come from public sources, such as their websites, pricing pages and documentation, and each comparison shows the date its facts were last checked. Those products can change at any time, so confirm details with the vendor before you buy.`,
        'Product names and trademarks belong to their owners and are used only to identify their products; their use does not imply any affiliation or endorsement. If you believe something we publish about a product is inaccurate, tell us through the contact page and we will review it.',
      ],
    },
    {
      id: 'no-professional-advice',
      title: 'Information, not professional advice',
      blocks: [
        'Our guides, glossary and industry pages explain procurement in general terms. They are not legal, financial or procurement advice, and solicitation rules such as registration requirements, set-asides and deadlines are set by each buying organisation. Always check the official solicitation and its amendments, and take professional advice where it matters. You remain responsible for the bids you decide to submit.',
      ],
    },
    {
      id: 'disclaimers',
      title: 'Disclaimers',
      blocks: [
        'The website is provided "as is" and "as available". To the extent the law allows, we make no warranties about its availability, accuracy or fitness for a particular purpose, and we do not guarantee that using the website or the product will lead to winning any contract. Figures on the website such as time saved or win-rate improvements describe what the product is designed to achieve; your results will depend on your market, your team and your proposals.',
        'Links to other websites are provided for convenience; we are not responsible for their content or practices.',
      ],
    },
    {
      id: 'liability',
      title: 'Limitation of liability',
      blocks: [
        'To the extent the law allows, we are not liable for indirect, incidental, special or consequential losses, or for lost profits, revenue, contracts or data, arising from your use of the website. Because the website and the waitlist are free, our total liability for any claim relating to them is limited to one hundred US dollars. Nothing in these terms limits liability that cannot be limited by law.',
      ],
    },
    {
      id: 'changes-and-contact',
      title: 'Changes to these terms and contact',
      blocks: [
        'We may update these terms as the product develops. When we do, we change the date at the top of this page, and if a change materially affects people on our mailing list we tell them by email before it takes effect. Continuing to use the website after a change means you accept the updated terms.',
        `Questions about these terms can be sent to ${LEGAL_CONTACT.legal} or through our contact page.`,
      ],
    },
  ];
}
