/**
 * The site's analytics events (hero click, signup lead, Ads and waitlist conversions, survey
 * skipped or completed, the guide's page view). Everything is a no-op unless the Google tag is
 * configured (the server then loads it and defines window.gtag).
 */
type Gtag = (command: 'event', name: string, params?: Record<string, unknown>) => void;

function gtag(): Gtag | undefined {
  if (typeof window === 'undefined') return undefined;
  return (window as unknown as { gtag?: Gtag }).gtag;
}

export function track(name: string, params?: Record<string, unknown>): void {
  gtag()?.('event', name, params);
}

export const analytics = {
  heroCtaClick: (location: string) => track('hero_cta_click', { location }),
  lead: () => track('generate_lead', { signup_method: 'waitlist_form', value: 1, currency: 'USD' }),
  adsConversion: (sendTo: string | null) => {
    if (sendTo) track('conversion', { send_to: sendTo, value: 1, currency: 'USD' });
  },
  waitlistConversion: () => track('waitlist_conversion'),
  surveySkipped: () => track('survey_skipped'),
  surveyCompleted: () => track('survey_completed'),
  guidePageView: () => track('page_view', { page_title: 'RFP Software Guide', page_location: window.location.href }),
};
