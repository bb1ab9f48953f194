-- Append-only tables: the audit log and the student case events may be inserted into, never
-- changed or removed. Applies to every client of the database, not only this server.
CREATE OR REPLACE FUNCTION refuse_change() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'append-only table %: % refused', TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'restrict_violation';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
--> statement-breakpoint
CREATE TRIGGER student_case_events_append_only BEFORE UPDATE OR DELETE ON student_case_events
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
