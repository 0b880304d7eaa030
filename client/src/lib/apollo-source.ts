import type { ApolloClient } from '@apollo/client';

/**
 * The page's Apollo client, created on first use. On the server it is the request's client from
 * the start; in the browser its code (Apollo's client and cache, ./apollo.ts) loads only when it
 * is first needed: a route's loader asking for data the page did not come with (prefetch.ts), a
 * form's request, or a glossary card's answers opened. Every page hydrates without it.
 */
export class ApolloSource {
  /** The client once it exists. */
  current: ApolloClient | undefined;
  private loading: Promise<ApolloClient> | undefined;

  constructor(private readonly create: () => Promise<ApolloClient>) {}

  /** A source whose client already exists (the server's, per request). */
  static of(client: ApolloClient): ApolloSource {
    const source = new ApolloSource(async () => client);
    source.current = client;
    return source;
  }

  /** The client, created once; a failed load (a chunk that did not arrive) is tried again next time. */
  load(): Promise<ApolloClient> {
    if (this.current) return Promise.resolve(this.current);
    this.loading ??= this.create().then(
      (client) => (this.current = client),
      (error: unknown) => {
        this.loading = undefined;
        throw error;
      },
    );
    return this.loading;
  }
}
