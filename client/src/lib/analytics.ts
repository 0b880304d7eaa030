/**
 * The site's analytics events (hero click, signup lead, Ads and waitlist conversions, survey
 * skipped or completed, the guide's page view). Everything is a no-op unless the Google tag is
 * configured (the server then loads it and defines window.gtag).
 */
type Gtag = (command: 'event', name: string, params?: Record<string, unknown>) => void;

const track = (name: string, params?: Record<string, unknown>) => {
  if (typeof window !== 'undefined') (window as unknown as { gtag?: Gtag }).gtag?.('event', name, params);
};

const sendPageView = (title: string) => track('page_view', { page_title: title, page_location: window.location.href });

/** The guide's `page_title` (its route asks for the page view: routes.tsx). */
export const GUIDE_PAGE_TITLE = 'RFP Software Guide';

/** The title of the page view sent for the page the server rendered, until that page's first render has seen it. */
let documentPageView: string | undefined;

export const analytics = {
  heroCtaClick: (location: string) => track('hero_cta_click', { location }),
  /** A signup: the lead, the Ads conversion (when one is configured) and the waitlist conversion. */
  signup: (adsSendTo: string | null) => {
    track('generate_lead', { signup_method: 'waitlist_form', value: 1, currency: 'USD' });
    if (adsSendTo) track('conversion', { send_to: adsSendTo, value: 1, currency: 'USD' });
    track('waitlist_conversion');
  },
  surveySkipped: () => track('survey_skipped'),
  surveyCompleted: () => track('survey_completed'),
  /** A page's view as it renders (the guide's): not again for the page the server rendered, whose view the first script sent. */
  pageView: (title: string) => {
    if (documentPageView === title) documentPageView = undefined;
    else sendPageView(title);
  },
};

/**
 * For the first script (entry-client.tsx): the page view of the page the server rendered, and the
 * conversion its answer completed (RequestState's `conversion`: a form posted without the app), so
 * they count whether or not the app is ever loaded. Sent once the document is parsed: the first
 * script, a module, runs before that, and the Google tag's start-up script (deferred, after ours
 * in the page) has defined window.gtag by then.
 */
export function sendDocumentEvents(pageView: string | undefined, conversion: 'signup' | 'survey' | undefined, adsSendTo: string | null): void {
  documentPageView = pageView;
  document.addEventListener(
    'DOMContentLoaded',
    () => {
      if (pageView) sendPageView(pageView);
      if (conversion === 'signup') analytics.signup(adsSendTo);
      if (conversion === 'survey') analytics.surveyCompleted();
    },
    { once: true },
  );
}
