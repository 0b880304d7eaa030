export default async function globalTeardown() {
  await globalThis.__BIDLIGHT_EMBEDDED_PG__?.stop();
}
