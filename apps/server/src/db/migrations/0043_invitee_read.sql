-- Whoever signed in with an invited (verified) address may read the invitations to it, so someone
-- who registers without the link still finds the clinic that invited them (#16). The scope carries
-- the signed-in user's address, lower-cased, only while listing or accepting their invitations.
CREATE POLICY invitee_read ON invitations FOR SELECT
  USING (lower(email) = (SELECT nullif(current_setting('app.invitee_email', true), '')));
