-- A minor with a guardian may have no mobile, city or address of their own: the guardian's stand in
-- (PatientInput). Everyone else still gives them; the contract checks it on every save.
ALTER TABLE "patients" ALTER COLUMN "mobile" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "patients" ALTER COLUMN "city" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "patients" ALTER COLUMN "address" DROP NOT NULL;--> statement-breakpoint
-- The search text must not turn null with the mobile: drop and re-add it (and its index) with coalesce.
ALTER TABLE "patients" drop column "search_text";--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "search_text" text GENERATED ALWAYS AS (translate(lower("patients"."last_name" || ' ' || "patients"."first_name" || ' ' || coalesce("patients"."tax_code", '') || ' ' || coalesce("patients"."mobile", '') || ' ' || coalesce("patients"."email", '')), 'àÀáÁâÂäÄãÃåÅāĀăĂąĄçÇćĆčČĉĈċĊďĎđĐèÈéÉêÊëËēĒĕĔėĖęĘěĚğĞĝĜġĠģĢĥĤħĦìÌíÍîÎïÏĩĨīĪĭĬįĮıĵĴķĶĺĹļĻľĽŀĿłŁñÑńŃņŅňŇòÒóÓôÔöÖõÕøØōŌŏŎőŐŕŔŗŖřŘśŚŝŜşŞšŠșȘţŢťŤŧŦțȚùÙúÚûÛüÜũŨūŪŭŬůŮűŰųŲŵŴýÝÿŸŷŶźŹżŻžŽ’', 'aaaaaaaaaaaaaaaaaaccccccccccddddeeeeeeeeeeeeeeeeeegggggggghhhhiiiiiiiiiiiiiiiiijjkkllllllllllnnnnnnnnoooooooooooooooooorrrrrrssssssssssttttttttuuuuuuuuuuuuuuuuuuuuwwyyyyyyzzzzzz''')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "patients_search_text_idx" ON "patients" USING gin ("organization_id","search_text" gin_trgm_ops);--> statement-breakpoint
-- "Paziente minorenne" is computed from the birth date on every read (isMinorOn in contracts): a
-- stored flag would keep an 18-year-old a minor until someone edits the record. Records flagged
-- with an adult birth date open as adults; a guardian row stays until the record is next saved.
ALTER TABLE "patients" DROP COLUMN "is_minor";
