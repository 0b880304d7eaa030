/**
 * The part of `npm run measure:interactions` that runs inside the measured page: installed before
 * any of the page's own scripts in every document of the tab (`context.addInitScript`), it reports
 * timestamps taken in the page to the measuring process through a binding (`__ixRecord`), so that
 * a busy main thread or a slow connection to the page never shifts a figure.
 *
 * Every time is in milliseconds since the epoch (`performance.timeOrigin` plus the page's clock),
 * so that times taken in two documents of one visit (a link followed to /early-access) compare.
 *
 * Nothing is reported until the measuring process arms the tab (`arm`): the tab's sessionStorage
 * keeps the arming and the awaited result across the documents of the visit.
 */

/** What the measuring process waits for, checked in the page whenever the page changes. */
export type ResultCondition =
  /** The visible headings of these levels inside <main> are exactly these texts (in any order), on this path if given. */
  | { kind: 'headings'; levels: number[]; texts: string[]; path?: string }
  /** A visible text node holds this text (compared with whitespace collapsed). */
  | { kind: 'text'; text: string }
  /** A visible email field inside a dialog, or on a page other than the one the visit was armed on. */
  | { kind: 'emailField' }
  /** A visible link inside the dialog with this accessible name. */
  | { kind: 'dialogLinks'; name: string };

export type PageRecord =
  /** A touch, press or key of the visitor's (the event's own time stamp). */
  | { kind: 'input'; type: string; at: number }
  /** The first task after a frame that showed a change: a DOM change in the body, a typed value, a focused field, a toggled disclosure or popover. */
  | { kind: 'change'; at: number; what: string }
  /** The first task after the frame in which the awaited result was first met. */
  | { kind: 'result'; at: number }
  /** The result was already met when the tab was armed: the measurement would mean nothing. */
  | { kind: 'result-before-arming'; at: number }
  /** A document's first contentful paint (the page after a followed link is the visitor's feedback). */
  | { kind: 'first-paint'; at: number; path: string }
  /** RootLayout marked the document hydrated: the app is live. */
  | { kind: 'hydrated'; at: number; path: string }
  /** The entry script began loading the app (`html[data-app-start="started"]`). */
  | { kind: 'app-start'; at: number }
  /** An Event Timing entry (event or first-input). */
  | { kind: 'event'; name: string; at: number; processingStart: number; processingEnd: number; duration: number; interactionId: number };

export const ARMED_KEY = 'measure-interactions:armed';
export const CONDITION_KEY = 'measure-interactions:condition';
export const START_PATH_KEY = 'measure-interactions:start-path';

/**
 * Installed into every document before its scripts. Serialised by Playwright: it must not use
 * anything from its module (the storage keys are passed as its argument).
 */
export function installRecorder(keys: { armed: string; condition: string; startPath: string }): void {
  const binding = window as unknown as { __ixRecord?: (record: PageRecord) => void };
  const pending: PageRecord[] = [];
  // Playwright's binding may arrive a moment after this script: records wait for it, in order.
  const flush = () => {
    if (!binding.__ixRecord) setTimeout(flush, 10);
    else for (const item of pending.splice(0)) binding.__ixRecord(item);
  };
  const send = (record: PageRecord) => {
    pending.push(record);
    if (pending.length === 1) flush();
  };
  const epoch = (pageTime: number) => performance.timeOrigin + pageTime;
  const now = () => epoch(performance.now());
  const armed = () => sessionStorage.getItem(keys.armed) === '1';
  /** Calls `then` in the first task after the next frame has been rendered: when what changed is on screen. */
  const afterNextPaint = (then: (at: number) => void) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => then(now());
      channel.port2.postMessage(null);
    });

  for (const type of ['pointerdown', 'touchstart', 'mousedown', 'keydown']) {
    window.addEventListener(type, (event) => armed() && send({ kind: 'input', type, at: epoch(event.timeStamp) }), { capture: true, passive: true });
  }

  const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();
  // Shown from its first frame: a dialog fading in counts once it is drawn, not once its animation ends.
  const visible = (element: Element) => element.checkVisibility({ visibilityProperty: true });
  const accessibleName = (element: Element) => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) return normalise(labelledBy.split(/\s+/).map((id) => document.getElementById(id)?.textContent ?? '').join(' '));
    return normalise(element.getAttribute('aria-label') ?? '');
  };
  const met = (condition: ResultCondition): boolean => {
    switch (condition.kind) {
      case 'headings': {
        if (condition.path !== undefined && location.pathname !== condition.path) return false;
        const selector = condition.levels.map((level) => `main h${level}`).join(',');
        const shown = [...document.querySelectorAll(selector)].filter(visible).map((heading) => normalise(heading.textContent ?? ''));
        return shown.length === condition.texts.length && shown.sort().join('\n') === [...condition.texts].sort().join('\n');
      }
      case 'text': {
        const wanted = normalise(condition.text);
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement;
          if (parent && normalise(node.textContent ?? '').includes(wanted) && visible(parent)) return true;
        }
        return false;
      }
      case 'emailField':
        return [...document.querySelectorAll('input[type="email"]')].some(
          (field) => visible(field) && (field.closest('[role="dialog"], dialog') !== null || location.pathname !== sessionStorage.getItem(keys.startPath)),
        );
      case 'dialogLinks':
        return [...document.querySelectorAll('[role="dialog"], dialog')].some(
          (dialog) => accessibleName(dialog) === condition.name && [...dialog.querySelectorAll('a[href]')].some(visible),
        );
    }
  };

  let resultMet = false;
  let checkQueued = false;
  /** Checks the awaited result once in the next frame (many changes in one frame cost one check). */
  const checkResult = () => {
    const condition = sessionStorage.getItem(keys.condition);
    if (!armed() || resultMet || checkQueued || !condition) return;
    checkQueued = true;
    requestAnimationFrame(() => {
      checkQueued = false;
      if (resultMet || !met(JSON.parse(condition) as ResultCondition)) return;
      resultMet = true;
      const channel = new MessageChannel();
      channel.port1.onmessage = () => send({ kind: 'result', at: now() });
      channel.port2.postMessage(null);
    });
  };
  /** Lets the measuring process check the result at once when it arms the tab (it must not be met yet). */
  (window as unknown as { __ixArmed: () => void }).__ixArmed = () => {
    const condition = sessionStorage.getItem(keys.condition);
    if (condition && met(JSON.parse(condition) as ResultCondition)) {
      resultMet = true;
      send({ kind: 'result-before-arming', at: now() });
    }
  };

  let changeQueued = false;
  const changed = (what: string) => {
    if (!armed()) return;
    checkResult();
    if (changeQueued) return;
    changeQueued = true;
    afterNextPaint((at) => {
      changeQueued = false;
      send({ kind: 'change', at, what });
    });
  };
  const describe = (element: Element) => `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.getAttribute('aria-label') ? `[${element.getAttribute('aria-label')}]` : ''}`;
  const NOT_SHOWN = new Set(['SCRIPT', 'LINK', 'STYLE', 'META', 'TEMPLATE', 'NOSCRIPT', 'TITLE']);
  /**
   * What a mutation shows the visitor, or nothing: the head, scripts and styles, the marks on
   * <body>, and an attribute set to the value it had (hydration does that) are not feedback.
   */
  const shownBy = (mutation: MutationRecord): string | undefined => {
    const element = mutation.target instanceof Element ? mutation.target : mutation.target.parentElement;
    if (!element || !document.body?.contains(element) || element.closest('script, style, template, noscript')) return undefined;
    if (mutation.type === 'attributes') {
      if (element === document.body || mutation.oldValue === element.getAttribute(mutation.attributeName!)) return undefined;
      return `${mutation.attributeName} of ${describe(element)}`;
    }
    if (mutation.type === 'characterData') return `text in ${describe(element)}`;
    const nodes = [...mutation.addedNodes, ...mutation.removedNodes].filter((node) => !(node instanceof Element && NOT_SHOWN.has(node.tagName)));
    return nodes.length > 0 ? `children of ${describe(element)}` : undefined;
  };
  new MutationObserver((mutations) => {
    if (!armed()) return;
    for (const mutation of mutations) {
      const what = shownBy(mutation);
      if (what) return changed(what);
    }
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeOldValue: true, characterData: true });
  // <html> does not exist yet when this runs: the whole document is watched for the one attribute.
  new MutationObserver((mutations) => {
    for (const { attributeName } of mutations) {
      if (attributeName === 'data-hydrated' && document.documentElement.dataset.hydrated === 'true') send({ kind: 'hydrated', at: now(), path: location.pathname });
      if (attributeName === 'data-app-start' && document.documentElement.dataset.appStart === 'started') send({ kind: 'app-start', at: now() });
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated', 'data-app-start'] });

  const FIELDS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);
  window.addEventListener('focusin', (event) => event.target instanceof Element && FIELDS.has(event.target.tagName) && changed(`focus of ${describe(event.target)}`), { capture: true });
  for (const type of ['input', 'change', 'toggle']) {
    window.addEventListener(type, (event) => event.target instanceof Element && changed(`${type} of ${describe(event.target)}`), { capture: true });
  }
  // What an animation or transition reveals changes no DOM: the result is checked again when one starts or ends.
  for (const type of ['animationstart', 'animationend', 'transitionend']) window.addEventListener(type, checkResult, { capture: true });

  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'first-contentful-paint' && armed()) {
        send({ kind: 'first-paint', at: epoch(entry.startTime), path: location.pathname });
        checkResult();
      }
    }
  }).observe({ type: 'paint', buffered: true });
  // The events of a touch, a click or a key; hovering (pointerover, mouseenter…) is left out.
  const TIMED = new Set(['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'click', 'touchstart', 'touchend', 'keydown', 'keypress', 'keyup', 'beforeinput', 'input']);
  const timing = (list: PerformanceObserverEntryList) => {
    if (!armed()) return;
    for (const entry of (list.getEntries() as PerformanceEventTiming[]).filter((item) => TIMED.has(item.name))) {
      send({
        kind: 'event',
        name: entry.name,
        at: epoch(entry.startTime),
        processingStart: epoch(entry.processingStart),
        processingEnd: epoch(entry.processingEnd),
        duration: entry.duration,
        interactionId: entry.interactionId,
      });
    }
  };
  new PerformanceObserver(timing).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  new PerformanceObserver(timing).observe({ type: 'first-input', buffered: true });
  document.addEventListener('DOMContentLoaded', checkResult);
}
