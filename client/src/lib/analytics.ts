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

/** The guide's `page_title` (its route asks for the page view: routes.tsx). */
export const GUIDE_PAGE_TITLE = 'RFP Software Guide';

/** The title of the page view sent for the page the server rendered, until that page's first render has seen it. */
let documentPageView: string | undefined;

function sendPageView(title: string) {
  track('page_view', { page_title: title, page_location: window.location.href });
}

/**
 * For the first script (entry-client.tsx): runs `send` once the document is parsed, when the
 * Google tag's start-up script (deferred, after ours in the page) has defined window.gtag.
 */
function whenTagReady(send: () => void): void {
  let sent = false;
  const once = () => {
    if (sent) return;
    sent = true;
    send();
  };
  if (document.readyState === 'complete') once();
  else {
    document.addEventListener('DOMContentLoaded', once, { once: true });
    window.addEventListener('load', once, { once: true });
  }
}

/** Sends the page view of the page the server rendered, from the first script, so it counts whether or not the app is ever loaded. */
export function sendDocumentPageView(title: string): void {
  documentPageView = title;
  whenTagReady(() => sendPageView(title));
}

/**
 * Sends the conversion the server's answer completed (RequestState's `conversion`): the waitlist
 * and survey forms posted without the app send what their dialogs send once live.
 */
export function sendDocumentConversion(conversion: 'signup' | 'survey', adsSendTo: string | null): void {
  whenTagReady(() => {
    if (conversion === 'survey') {
      analytics.surveyCompleted();
      return;
    }
    analytics.lead();
    analytics.adsConversion(adsSendTo);
    analytics.waitlistConversion();
  });
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
  /** A page's view as it renders (the guide's): not again for the page the server rendered, whose view the first script sent. */
  pageView: (title: string) => {
    if (documentPageView === title) {
      documentPageView = undefined;
      return;
    }
    sendPageView(title);
  },
};
