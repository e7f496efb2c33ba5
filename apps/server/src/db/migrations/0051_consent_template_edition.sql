ALTER TABLE "signing_documents" ADD COLUMN "template_edition" smallint;--> statement-breakpoint
-- Documents made from the built-in text before editions were counted were made from its first.
UPDATE "signing_documents" SET "template_edition" = 1 WHERE "template_version" = 0;--> statement-breakpoint
ALTER TABLE "signing_documents" ADD CONSTRAINT "signing_documents_edition_check" CHECK (("signing_documents"."template_version" = 0) = ("signing_documents"."template_edition" is not null));
