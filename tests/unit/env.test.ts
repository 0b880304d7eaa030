import { ConfigError, parseEnv } from '../../server/src/config/env';

test('defaults describe a local site', () => {
  const env = parseEnv({});
  expect(env).toEqual(
    expect.objectContaining({
      PORT: 3000,
      PRODUCT_NAME: 'Bidlight',
      APP_URL: 'https://app.bidlight.io',
      PUBLIC_SITE_URL: 'http://localhost:3000',
      RATE_LIMIT_WRITES_PER_MINUTE: 20,
      TRUST_PROXY: 0,
    }),
  );
  expect(env.DATABASE_URL).toBeUndefined();
  expect(parseEnv({ PORT: '8080' }).PUBLIC_SITE_URL).toBe('http://localhost:8080');
});

test('a bad environment is refused naming every bad variable at once', () => {
  let error: unknown;
  try {
    parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', APP_URL: 'not a url', ADMIN_TOKEN: 'short', BREVO_WAITLIST_LIST_ID: '-3' });
  } catch (caught) {
    error = caught;
  }
  expect(error).toBeInstanceOf(ConfigError);
  const names = (error as ConfigError).problems.map((problem) => problem.split(':')[0]);
  expect(names.sort()).toEqual(['ADMIN_TOKEN', 'APP_URL', 'BREVO_WAITLIST_LIST_ID', 'DATABASE_URL', 'PORT']);
});
