/**
 * Imported first by main.ts, before anything that loads React, React Router, Apollo Client or
 * graphql-js: each picks its development or production build from process.env.NODE_ENV when it is
 * first loaded. The environment schema's default (`production`) was validated but never set in
 * the process, so `npm start` rendered with the development builds: 2.0–2.5× slower, and an error
 * page with a stack naming the server's files. `npm run dev` sets `development` itself; a value
 * that is set, valid or not, is left for parseEnv to judge.
 */
if (!process.env.NODE_ENV) process.env.NODE_ENV = 'production';
