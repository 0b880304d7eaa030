/**
 * React DOM's client as an ES module in the framework's chunk (vite.config.ts): the entry script
 * evaluates it in a task of its own before the rest of the app (entry-client.tsx), and needs none
 * of the bundler's CommonJS helpers for it, which would otherwise be a file of their own fetched
 * before the entry could run.
 */
export { hydrateRoot } from 'react-dom/client';
