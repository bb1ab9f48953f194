-- A form version that has answers is frozen: its content never changes (editing the form adds a
-- version; the answers keep theirs); only `current` may flip when a newer version takes over.
-- Answered versions are never deleted.
CREATE OR REPLACE FUNCTION form_versions_guard() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.answered THEN
      RAISE EXCEPTION 'form_versions: an answered version cannot be deleted'
        USING ERRCODE = 'restrict_violation';
    END IF;
    RETURN OLD;
  END IF;
  IF OLD.answered AND (
       NOT NEW.answered
       OR (NEW.owner, NEW.family_id, NEW.version, NEW.name, NEW.subject, NEW.allow_self,
           NEW.definition)
          IS DISTINCT FROM
          (OLD.owner, OLD.family_id, OLD.version, OLD.name, OLD.subject, OLD.allow_self,
           OLD.definition)) THEN
    RAISE EXCEPTION 'form_versions: an answered version cannot change'
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER form_versions_frozen BEFORE UPDATE OR DELETE ON form_versions
  FOR EACH ROW EXECUTE FUNCTION form_versions_guard();
--> statement-breakpoint
-- An approved evaluation is an official result: it is never deleted and its marks, score, form
-- version, target and state never change again (follow-up actions live in their own table).
CREATE OR REPLACE FUNCTION evaluation_results_guard() RETURNS trigger AS $$
BEGIN
  IF OLD.state <> 'approved' THEN
    RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  END IF;
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'evaluation_requests: an approved result cannot be deleted'
      USING ERRCODE = 'restrict_violation';
  END IF;
  IF (NEW.state, NEW.target, NEW.subject_id, NEW.form_version_id, NEW.evaluator_id, NEW.period,
      NEW.answers, NEW.self_answers, NEW.photo_ids, NEW.total, NEW.max_total, NEW.percent,
      NEW.approved_at, NEW.approved_by)
     IS DISTINCT FROM
     (OLD.state, OLD.target, OLD.subject_id, OLD.form_version_id, OLD.evaluator_id, OLD.period,
      OLD.answers, OLD.self_answers, OLD.photo_ids, OLD.total, OLD.max_total, OLD.percent,
      OLD.approved_at, OLD.approved_by) THEN
    RAISE EXCEPTION 'evaluation_requests: an approved result cannot change'
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER evaluation_results_official BEFORE UPDATE OR DELETE ON evaluation_requests
  FOR EACH ROW EXECUTE FUNCTION evaluation_results_guard();
