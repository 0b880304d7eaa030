/**
 * What Bidlight is being built to do, as figures. The product is in early access, with nothing
 * yet measured on customer data: each is a design target, shown as one ("built to", "our
 * target"), never as a measured result: every figure is shown with what it is. Every page that states one of them reads it from here.
 */
export const PRODUCT_TARGETS = {
  /** How often every source is to be checked for new RFPs (the marketing claim "updated every 15 minutes"). */
  sourceCheckMinutes: 15,
  /** From sign-up to a first matched feed: filling in the profile (the marketing claim "setup in 15 minutes"). */
  setupMinutes: 15,
} as const;

/** "Setup in 15 minutes (our target)": the hero's selling point. */
export const SETUP_TARGET_TEXT = `Setup in ${PRODUCT_TARGETS.setupMinutes} minutes (our target)`;

/** "built to check its sources every 15 minutes", for use inside a sentence. */
export const SOURCE_CHECK_TARGET_PHRASE = `built to check its sources every ${PRODUCT_TARGETS.sourceCheckMinutes} minutes`;
