-- Issued documents are a register: rows are added, never removed, and the only change allowed
-- is setting the revocation once (revoked_at, revoked_by, revoke_reason, all together).
-- Applies to every client of the database, not only this server (TRUNCATE stays possible: the
-- backup restore empties tables with it, as for the other append-only tables).
CREATE OR REPLACE FUNCTION issued_documents_guard() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'append-only table issued_documents: DELETE refused'
      USING ERRCODE = 'restrict_violation';
  END IF;
  IF OLD.revoked_at IS NOT NULL
     OR NEW.revoked_at IS NULL
     OR NEW.revoked_by IS NULL
     OR NEW.revoke_reason IS NULL
     OR (NEW.serial, NEW.kind, NEW.language, NEW.subject_resource, NEW.subject_id, NEW.issued_by,
         NEW.public_fields, NEW.issued_at)
        IS DISTINCT FROM
        (OLD.serial, OLD.kind, OLD.language, OLD.subject_resource, OLD.subject_id, OLD.issued_by,
         OLD.public_fields, OLD.issued_at) THEN
    RAISE EXCEPTION 'append-only table issued_documents: only a single revocation may be recorded'
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER issued_documents_append_only BEFORE UPDATE OR DELETE ON issued_documents
  FOR EACH ROW EXECUTE FUNCTION issued_documents_guard();
