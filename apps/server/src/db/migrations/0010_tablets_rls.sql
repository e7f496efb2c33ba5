SELECT app_enable_tenancy('tablets');
--> statement-breakpoint
-- Signing in: the tablet row whose login is being tried (the scope names it).
CREATE POLICY lookup_by_login ON tablets FOR SELECT
  USING (login = nullif(current_setting('app.tablet_login', true), ''));
--> statement-breakpoint
-- A signed-in tablet reads its own row (to learn its organization).
CREATE POLICY own_tablet ON tablets FOR SELECT USING (user_id = app_current_user());
