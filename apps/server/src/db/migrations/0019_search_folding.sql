-- Search folding: the stored names and the typed words are folded with one table of letters
-- (apps/server/src/db/search.ts, FOLDS), which now covers the Latin letters of names from beyond Italy
-- (Šimić, Dvořák, Łukasz) as well as the Italian accents. PostgreSQL 15 cannot change a generated
-- column's expression, so the two search columns are made again, and with them their indexes.
ALTER TABLE "patients" drop column "search_name";--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "search_name" text GENERATED ALWAYS AS (translate(lower("patients"."last_name" || ' ' || "patients"."first_name"), 'àÀáÁâÂäÄãÃåÅāĀăĂąĄçÇćĆčČĉĈċĊďĎđĐèÈéÉêÊëËēĒĕĔėĖęĘěĚğĞĝĜġĠģĢĥĤħĦìÌíÍîÎïÏĩĨīĪĭĬįĮıĵĴķĶĺĹļĻľĽŀĿłŁñÑńŃņŅňŇòÒóÓôÔöÖõÕøØōŌŏŎőŐŕŔŗŖřŘśŚŝŜşŞšŠșȘţŢťŤŧŦțȚùÙúÚûÛüÜũŨūŪŭŬůŮűŰųŲŵŴýÝÿŸŷŶźŹżŻžŽ’', 'aaaaaaaaaaaaaaaaaaccccccccccddddeeeeeeeeeeeeeeeeeegggggggghhhhiiiiiiiiiiiiiiiiijjkkllllllllllnnnnnnnnoooooooooooooooooorrrrrrssssssssssttttttttuuuuuuuuuuuuuuuuuuuuwwyyyyyyzzzzzz''')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "patients" drop column "search_text";--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "search_text" text GENERATED ALWAYS AS (translate(lower("patients"."last_name" || ' ' || "patients"."first_name" || ' ' || coalesce("patients"."tax_code", '') || ' ' || "patients"."mobile" || ' ' || coalesce("patients"."email", '')), 'àÀáÁâÂäÄãÃåÅāĀăĂąĄçÇćĆčČĉĈċĊďĎđĐèÈéÉêÊëËēĒĕĔėĖęĘěĚğĞĝĜġĠģĢĥĤħĦìÌíÍîÎïÏĩĨīĪĭĬįĮıĵĴķĶĺĹļĻľĽŀĿłŁñÑńŃņŅňŇòÒóÓôÔöÖõÕøØōŌŏŎőŐŕŔŗŖřŘśŚŝŜşŞšŠșȘţŢťŤŧŦțȚùÙúÚûÛüÜũŨūŪŭŬůŮűŰųŲŵŴýÝÿŸŷŶźŹżŻžŽ’', 'aaaaaaaaaaaaaaaaaaccccccccccddddeeeeeeeeeeeeeeeeeegggggggghhhhiiiiiiiiiiiiiiiiijjkkllllllllllnnnnnnnnoooooooooooooooooorrrrrrssssssssssttttttttuuuuuuuuuuuuuuuuuuuuwwyyyyyyzzzzzz''')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "patients_search_text_idx" ON "patients" USING gin ("organization_id","search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "patients_search_name_idx" ON "patients" USING gin ("organization_id","search_name" gin_trgm_ops);--> statement-breakpoint
-- The one rule for which search words may match a name by similarity (typos tolerated): letters,
-- spaces, apostrophes and dashes, three or more. Shorter words, digits, emails and codes must match
-- as typed. Used by app_search_patients below and by the doctors' and services' search (db/search.ts).
CREATE FUNCTION app_search_name_like(word text) RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT word ~ '^[[:alpha:]'' -]{3,}$' $$;
--> statement-breakpoint
DROP FUNCTION app_search_patients(text[], text, integer, integer);
--> statement-breakpoint
-- The patient search of migration 0014, with two changes: a word is similar to a name under
-- app_search_name_like's rule, and the similarity threshold is the caller's (NAME_SIMILARITY_THRESHOLD
-- in db/search.ts), applied for the function only (the SET clause restores the caller's on exit).
-- Why a function: under row-level security PostgreSQL may not use an index for an operator that is
-- not leakproof (LIKE, pg_trgm's <%), so the search would read every patient of every clinic. This
-- function runs as its owner (the migration role: a superuser or a role with BYPASSRLS), uses the
-- trigram indexes, and returns one page of app_current_org()'s matching patients as ids, with their
-- rank and the number of matches; the caller then reads those rows under RLS as usual. Each word must
-- be found in search_text as typed (folded), or be similar to a word of the name. Best matches first,
-- then in the list's order (`sort`); a NULL page_size returns every match.
CREATE FUNCTION app_search_patients(
  words text[], sort text, page_size integer, page_offset integer, similarity real
)
  RETURNS TABLE (patient_id uuid, rank real, total bigint)
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER
  -- A page, as a rule: the caller then reads each row by its primary key.
  ROWS 25
  SET search_path = public, pg_temp
  -- The planner underestimates how selective a trigram match is and would read the whole table.
  SET enable_seqscan = off
  -- pg_trgm's default, unless the caller gives `similarity`; either way it ends with the function.
  SET pg_trgm.word_similarity_threshold = 0.6
  AS $$
DECLARE
  org uuid := app_current_org();
  conditions text := '';
  word text;
  then_by text := CASE sort
    WHEN 'recent' THEN 'updated_at DESC NULLS LAST'
    WHEN 'created' THEN 'created_at DESC NULLS LAST'
    ELSE 'last_name, first_name'
  END;
BEGIN
  IF org IS NULL OR coalesce(array_length(words, 1), 0) = 0 THEN
    RETURN;
  END IF;
  IF similarity IS NOT NULL THEN
    PERFORM set_config('pg_trgm.word_similarity_threshold', similarity::text, true);
  END IF;
  FOREACH word IN ARRAY words[1:5] LOOP
    conditions := conditions || format(
      ' AND (p.search_text LIKE %L',
      '%' || replace(replace(replace(word, '\', '\\'), '%', '\%'), '_', '\_') || '%'
    );
    IF app_search_name_like(word) THEN
      conditions := conditions || format(' OR %L <%% p.search_name', word);
    END IF;
    conditions := conditions || ')';
  END LOOP;
  RETURN QUERY EXECUTE format(
    'SELECT m.id, m.rank, count(*) OVER () FROM ('
    '  SELECT p.id, p.last_name, p.first_name, p.updated_at, p.created_at,'
    '    (SELECT coalesce(sum(word_similarity(w, p.search_name)), 0)::real FROM unnest($2) AS w) AS rank'
    '  FROM patients p WHERE p.organization_id = $1%s'
    ') m ORDER BY m.rank DESC, %s, m.id LIMIT $3 OFFSET $4',
    conditions,
    then_by
  ) USING org, words[1:5], page_size, page_offset;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app_search_patients(text[], text, integer, integer, real) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app_search_patients(text[], text, integer, integer, real) TO studiolo_app;
