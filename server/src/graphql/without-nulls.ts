/** GraphQL sends absent optional fields as null; the service's schemas expect them absent. */
export function withoutNulls<T extends object>(input: T): T {
  return Object.fromEntries(
    Object.entries(input)
      .filter(([, value]) => value !== null)
      .map(([key, value]) => [key, value && typeof value === 'object' && !Array.isArray(value) ? withoutNulls(value) : value]),
  ) as T;
}
