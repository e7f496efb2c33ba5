// npm run seed:demo — fills the configured database with the demo clinic and prints how to sign in.
import path from 'node:path';
import { createAppContext } from '../bootstrap';
import { loadConfig } from '../config';
import { DEMO, seedDemo } from './demo';

// npm runs the workspace script in apps/server: ./data means the folder the command was typed in
// (INIT_CWD), the one `npm start` serves, not apps/server/data.
const dataDir = process.env.DATA_DIR ?? path.resolve(process.env.INIT_CWD ?? '.', 'data');
const config = loadConfig({ ...process.env, DATA_DIR: dataDir });
const ctx = await createAppContext(config);
console.log(
  'Filling the demo clinic (doctors and their hours, 300 patients, visits, invoices, 730 sendings, calls)…',
);
const result = await seedDemo(ctx);
await ctx.database.close();
console.log(`
Studiolo demo ready (${ctx.database.engine}).
  Organization: ${DEMO.organization}${result.filled ? '' : ' (already filled: left as it was)'}
  Email:        ${DEMO.email}
  Password:     ${result.created ? DEMO.password : `${DEMO.password} (unless it was changed)`}
  Sign in at:   ${config.publicUrl}/login
`);
