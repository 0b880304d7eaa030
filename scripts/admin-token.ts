/** npm run admin:token: prints the admin token (ADMIN_TOKEN, or the one generated in the data folder). */
import { buildConfig } from '../server/src/config/config';
import { parseEnv } from '../server/src/config/env';

const config = await buildConfig(parseEnv());
console.log(config.adminToken);
