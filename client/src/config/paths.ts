// The route table is shared with the server (sitemap, RSS, search, in-text links).
export { paths } from '../../../schema/paths';
