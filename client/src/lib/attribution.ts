import { ATTRIBUTION_FIELDS } from '../../../schema/attribution';

const KEY = 'bidlight:attribution';
const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

export interface Attribution {
  referrer?: string;
  landingPath?: string;
  utm?: Partial<Record<(typeof UTM_KEYS)[number], string>>;
}

/** Remembers, for this tab, where the visitor came from: the first page's referrer, path and utm_* parameters. */
export function captureAttribution(): void {
  try {
    if (sessionStorage.getItem(KEY)) return;
    const params = new URLSearchParams(window.location.search);
    const utm = Object.fromEntries(UTM_KEYS.filter((key) => params.get(key)).map((key) => [key, params.get(key)!.slice(0, 200)]));
    const attribution: Attribution = {
      ...(document.referrer ? { referrer: document.referrer.slice(0, 500) } : {}),
      landingPath: `${window.location.pathname}${window.location.search}`.slice(0, 500),
      ...(Object.keys(utm).length ? { utm } : {}),
    };
    sessionStorage.setItem(KEY, JSON.stringify(attribution));
  } catch {
    // storage may be unavailable (private mode): attribution is best effort
  }
}

/**
 * A form with attribution fields (the waitlist page's, posted without the app) sends what the
 * waitlist dialog sends: they are filled as the form is posted, before anything reads it.
 */
export function fillAttributionFields(): void {
  document.addEventListener(
    'submit',
    (event) => {
      if (!(event.target instanceof HTMLFormElement)) return;
      const attribution = readAttribution();
      for (const name of ATTRIBUTION_FIELDS) {
        const field = event.target.elements.namedItem(name);
        if (field instanceof HTMLInputElement && attribution[name]) field.value = attribution[name];
      }
    },
    true,
  );
}

export function readAttribution(): Attribution {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as Attribution;
  } catch {
    return {};
  }
}
