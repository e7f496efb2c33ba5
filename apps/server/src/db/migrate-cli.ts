// npm run db:migrate — applies pending migrations to DATABASE_URL or the PGlite in DATA_DIR.
import { openMigratedDatabase } from '../bootstrap';
import { loadConfig } from '../config';

const database = await openMigratedDatabase(loadConfig());
await database.close();
console.log(`Migrations applied (${database.engine}).`);
