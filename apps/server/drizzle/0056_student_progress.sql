-- The kept memorisation state of each student (docs/students-and-rings.md, "The kept memorisation state").
CREATE TABLE "student_progress" (
	"student_id" uuid PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"as_of" date,
	"state" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "student_progress" ADD CONSTRAINT "student_progress_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Any write to readings marks the students it touches stale: state null, version + 1, the row
-- locked until the writer commits (so the ring day's save, which stores the state again in the
-- same transaction, cannot be overtaken by another writer of the same student's readings).
CREATE OR REPLACE FUNCTION student_progress_stale() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO student_progress (student_id)
      SELECT DISTINCT student_id FROM new_rows ORDER BY student_id
      ON CONFLICT (student_id) DO UPDATE
        SET state = NULL, version = student_progress.version + 1, updated_at = now();
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO student_progress (student_id)
      SELECT student_id FROM new_rows UNION SELECT student_id FROM old_rows ORDER BY student_id
      ON CONFLICT (student_id) DO UPDATE
        SET state = NULL, version = student_progress.version + 1, updated_at = now();
  ELSE
    INSERT INTO student_progress (student_id)
      SELECT DISTINCT student_id FROM old_rows ORDER BY student_id
      ON CONFLICT (student_id) DO UPDATE
        SET state = NULL, version = student_progress.version + 1, updated_at = now();
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER readings_progress_stale_ins AFTER INSERT ON readings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION student_progress_stale();
--> statement-breakpoint
CREATE TRIGGER readings_progress_stale_upd AFTER UPDATE ON readings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION student_progress_stale();
--> statement-breakpoint
CREATE TRIGGER readings_progress_stale_del AFTER DELETE ON readings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION student_progress_stale();
--> statement-breakpoint
-- The students who already have readings start stale: the job of progress.job.ts folds them.
INSERT INTO student_progress (student_id) SELECT DISTINCT student_id FROM readings;
