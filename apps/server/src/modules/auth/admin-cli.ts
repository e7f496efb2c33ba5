// npm run admin:grant -- someone@example.it [--revoke] — who may open /admin (also ADMIN_EMAILS).
// Run it with the server stopped when the database is the embedded one (one process at a time).
import { z } from 'zod';
import { openMigratedDatabase } from '../../bootstrap';
import { loadConfig } from '../../config';
import { authRepo } from './repo';

const args = process.argv.slice(2);
const revoke = args.includes('--revoke');
const emails = args.filter((arg) => arg !== '--revoke').map((arg) => arg.trim().toLowerCase());
if (emails.length === 0 || emails.some((email) => !z.email().safeParse(email).success)) {
  console.error('Usage: npm run admin:grant -- someone@example.it [more addresses] [--revoke]');
  process.exit(2);
}
const database = await openMigratedDatabase(loadConfig());
try {
  const found = await authRepo.setPlatformAdmin(database.db, emails, !revoke);
  for (const email of emails) {
    const done = found.includes(email);
    process.stdout.write(
      done
        ? `${email}: ${revoke ? 'no longer a platform administrator' : 'platform administrator'}\n`
        : `${email}: no such account (register it first)\n`,
    );
  }
  process.exitCode = found.length === emails.length ? 0 : 1;
} finally {
  await database.close();
}
