ALTER TABLE "onboarding_documents" ADD COLUMN "client_id" integer;--> statement-breakpoint
ALTER TABLE "onboarding_documents" ADD CONSTRAINT "onboarding_documents_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "onboarding_documents_client_idx" ON "onboarding_documents" USING btree ("client_id");--> statement-breakpoint
-- Uploaded documents were cited by the address that served their file ('…/api/onboarding/documents/<id>/file',
-- '#part-N' for a later part). They are now cited by file name and id, with no address: every stored
-- source, context page, list and text that names such an address is rewritten here.
CREATE FUNCTION "migrate_document_citations"(value jsonb, read_on text) RETURNS jsonb
LANGUAGE plpgsql STABLE AS $fn$
DECLARE
  whole_address constant text := '^https?://[^\s]*/api/onboarding/documents/([a-z0-9]{24})/file(?:#part-(\d+))?$';
  any_address constant text := 'https?://[^\s,;"<>()]*/api/onboarding/documents/([a-z0-9]{24})/file(?:#part-\d+)?';
  found text[];
  doc_name text;
  doc_day text;
  old_title text;
  quoted text;
  part_of text;
  cited jsonb;
  item jsonb;
  result jsonb;
  txt text;
  doc_id text;
BEGIN
  CASE jsonb_typeof(value)
  WHEN 'array' THEN
    result := '[]'::jsonb;
    FOR item IN SELECT t.e FROM jsonb_array_elements(value) WITH ORDINALITY AS t(e, i) ORDER BY t.i LOOP
      -- A bare address in a list of links (a member's urls) names nothing anyone can open: it goes.
      CONTINUE WHEN jsonb_typeof(item) = 'string' AND (item #>> '{}') ~ whole_address;
      result := result || jsonb_build_array("migrate_document_citations"(item, read_on));
    END LOOP;
    RETURN result;
  WHEN 'object' THEN
    found := CASE WHEN jsonb_typeof(value -> 'url') = 'string' THEN regexp_match(value ->> 'url', whole_address) END;
    IF found IS NULL THEN
      SELECT COALESCE(jsonb_object_agg(t.k, "migrate_document_citations"(t.v, read_on)), '{}'::jsonb)
        INTO result FROM jsonb_each(value) AS t(k, v);
      RETURN result;
    END IF;
    SELECT d.file_name, to_char(d.created_at, 'YYYY-MM-DD') INTO doc_name, doc_day
      FROM onboarding_documents d WHERE d.document_id = found[1];
    old_title := COALESCE(value ->> 'title', '');
    quoted := substring(old_title FROM '^“(.*)”$');
    part_of := substring(old_title FROM ' \(part (\d+ of \d+)\)$');
    cited := jsonb_build_object(
      'kind', 'uploaded-document',
      'documentId', found[1],
      'url', NULL,
      'title', left(COALESCE(
        doc_name,
        CASE WHEN quoted IS NULL THEN NULLIF(regexp_replace(old_title, ' \(part \d+ of \d+\)$', ''), '') END,
        'Uploaded document'
      ), 300)
    );
    IF value ? 'content' AND value ? 'summary' THEN
      -- A page of the website context: the document's text, cited as the document (which part of it).
      RETURN cited || jsonb_build_object(
        'retrievedAt', COALESCE(doc_day, read_on),
        'summary', value -> 'summary',
        'content', value -> 'content'
      ) || CASE
        WHEN part_of IS NOT NULL THEN jsonb_build_object('locator', 'part ' || part_of)
        WHEN found[2] IS NOT NULL THEN jsonb_build_object('locator', 'part ' || found[2])
        ELSE '{}'::jsonb
      END;
    END IF;
    IF EXISTS (SELECT 1 FROM jsonb_object_keys(value) AS k WHERE k NOT IN ('url', 'title', 'retrievedAt', 'kind', 'n')) THEN
      -- Something that links to the document (a stakeholder member): it keeps everything but the link.
      SELECT COALESCE(jsonb_object_agg(t.k, "migrate_document_citations"(t.v, read_on)), '{}'::jsonb)
        INTO result FROM jsonb_each(value - 'url') AS t(k, v);
      RETURN result;
    END IF;
    -- A source (of a section, an initiative, or a report's numbered list, which keeps its number).
    RETURN cited || jsonb_build_object('retrievedAt', COALESCE(doc_day, value ->> 'retrievedAt', read_on))
      || CASE WHEN value ? 'n' THEN jsonb_build_object('n', value -> 'n') ELSE '{}'::jsonb END
      || CASE WHEN quoted IS NOT NULL THEN jsonb_build_object('quote', left(quoted, 1000)) ELSE '{}'::jsonb END;
  WHEN 'string' THEN
    txt := value #>> '{}';
    IF position('/api/onboarding/documents/' IN txt) = 0 THEN
      RETURN value;
    END IF;
    found := regexp_match(txt, whole_address);
    IF found IS NOT NULL THEN
      -- The address alone (how an initiative named where it was found): the document's file name.
      SELECT d.file_name INTO doc_name FROM onboarding_documents d WHERE d.document_id = found[1];
      RETURN to_jsonb(COALESCE(doc_name, 'Uploaded document'));
    END IF;
    -- An address inside a text (a summary listing the pages checked): the document's name instead.
    FOR doc_id IN SELECT DISTINCT m[1] FROM regexp_matches(txt, any_address, 'g') AS m LOOP
      SELECT d.file_name INTO doc_name FROM onboarding_documents d WHERE d.document_id = doc_id;
      txt := regexp_replace(
        txt,
        'https?://[^\s,;"<>()]*/api/onboarding/documents/' || doc_id || '/file(?:#part-\d+)?',
        replace(COALESCE(doc_name, 'a document'), '\', '\\') || ' (uploaded document)',
        'g'
      );
    END LOOP;
    RETURN to_jsonb(txt);
  ELSE
    RETURN value;
  END CASE;
END;
$fn$;
--> statement-breakpoint
-- Documents cited by a client's website context belong to that client from now on.
UPDATE "onboarding_documents" AS d SET "client_id" = s."client_id"
FROM "client_sections" AS s
WHERE d."client_id" IS NULL
  AND s."section_key" = 'WebsiteContext'
  AND position('/api/onboarding/documents/' || d."document_id" || '/file' IN s."data"::text) > 0;
--> statement-breakpoint
UPDATE "client_sections" SET
  "data" = "migrate_document_citations"("data", to_char("generated_at", 'YYYY-MM-DD')),
  "provenance" = "migrate_document_citations"("provenance", to_char("generated_at", 'YYYY-MM-DD'))
WHERE "data"::text LIKE '%/api/onboarding/documents/%' OR "provenance"::text LIKE '%/api/onboarding/documents/%';
--> statement-breakpoint
UPDATE "initiatives" SET
  "sources" = "migrate_document_citations"("sources", to_char("created_at", 'YYYY-MM-DD')),
  "source" = "migrate_document_citations"(to_jsonb("source"), to_char("created_at", 'YYYY-MM-DD')) #>> '{}',
  "source_metadata" = CASE
    WHEN "source_metadata" ->> 'source' LIKE '%/api/onboarding/documents/%'
      THEN jsonb_set(
        "migrate_document_citations"("source_metadata", to_char("created_at", 'YYYY-MM-DD')),
        '{type}',
        '"uploaded-document"'
      )
    ELSE "source_metadata"
  END,
  -- A reference link to the document's address opens nothing any more: it goes.
  "references" = CASE
    WHEN "references"::text LIKE '%/api/onboarding/documents/%' THEN (
      SELECT COALESCE(jsonb_agg(r.e ORDER BY r.i), '[]'::jsonb)
      FROM jsonb_array_elements("references") WITH ORDINALITY AS r(e, i)
      WHERE COALESCE(r.e ->> 'url', '') !~ '/api/onboarding/documents/[a-z0-9]{24}/file'
    )
    ELSE "references"
  END
WHERE "sources"::text LIKE '%/api/onboarding/documents/%'
  OR "source" LIKE '%/api/onboarding/documents/%'
  OR "source_metadata"::text LIKE '%/api/onboarding/documents/%'
  OR "references"::text LIKE '%/api/onboarding/documents/%';
--> statement-breakpoint
UPDATE "reports" SET "sources" = "migrate_document_citations"("sources", to_char("created_at", 'YYYY-MM-DD'))
WHERE "sources"::text LIKE '%/api/onboarding/documents/%';
--> statement-breakpoint
-- The written source lists linked the address: '[name](address)' becomes 'name (uploaded document)',
-- as a list written today names it (the whole document, not the part first cited).
UPDATE "report_sections" SET "content" = "migrate_document_citations"(
  to_jsonb(regexp_replace(
    regexp_replace(
      "content",
      '\[((?:[^\]\\]|\\.)*)\]\(https?://[^)\s]*/api/onboarding/documents/[a-z0-9]{24}/file(?:#part-\d+)?\)',
      '\1 (uploaded document)',
      'g'
    ),
    ' \(part \d+ of \d+\) \(uploaded document\)',
    ' (uploaded document)',
    'g'
  )),
  to_char("created_at", 'YYYY-MM-DD')
) #>> '{}'
WHERE "content" LIKE '%/api/onboarding/documents/%';
--> statement-breakpoint
DROP FUNCTION "migrate_document_citations"(jsonb, text);
