/**
 * The GraphQL sandbox at /graphql: GraphiQL with the query builder, bundled by the site's own
 * build as a separate entry (graphiql.html), so Monaco's editor, its workers, fonts and styles all
 * come from the site's origin and none of it reaches a page of the site.
 */
// First: tells Monaco where its editor, JSON and GraphQL workers are (Vite `?worker` chunks).
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import '@graphiql/plugin-explorer/style.css';
import './graphiql.css';
import { explorerPlugin } from '@graphiql/plugin-explorer';
import { GraphiQL } from 'graphiql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { EXAMPLE_TABS } from './example-operations';
import { graphqlFetcher } from './fetcher';

const plugins = [explorerPlugin()];

createRoot(document.getElementById('graphiql')!).render(
  <StrictMode>
    <GraphiQL fetcher={graphqlFetcher('/graphql')} plugins={plugins} defaultTabs={[...EXAMPLE_TABS]} />
  </StrictMode>,
);
