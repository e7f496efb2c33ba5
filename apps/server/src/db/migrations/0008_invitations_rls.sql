SELECT app_enable_tenancy('invitations');
--> statement-breakpoint
-- Whoever holds an invitation link may read that one invitation: the scope carries the hash of the
-- token being redeemed (knowing the hash means knowing the token).
CREATE POLICY redeem_by_token ON invitations FOR SELECT
  USING (token_hash = nullif(current_setting('app.invitation_token_hash', true), ''));
