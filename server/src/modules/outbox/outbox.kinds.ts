export const OUTBOX_KINDS = {
  waitlistSignup: 'waitlist.signup',
} as const;
