-- A sitting keeps what each drawn question was worth and its answer key when drawn, so an edit
-- of the bank afterwards does not change how it is marked; each answer keeps its question's marks.
ALTER TABLE "training_sittings" ADD COLUMN "drawn" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "training_sittings" s SET "drawn" = coalesce((
  SELECT jsonb_agg(jsonb_build_object('id', q."id", 'kind', q."kind", 'marks', q."marks", 'correct', q."correct") ORDER BY o.n)
  FROM unnest(s."question_ids") WITH ORDINALITY AS o(qid, n)
  JOIN "training_questions" q ON q."id" = o.qid
), '[]'::jsonb);--> statement-breakpoint
ALTER TABLE "training_answers" ADD COLUMN "max_marks" integer;--> statement-breakpoint
UPDATE "training_answers" a SET "max_marks" = q."marks" FROM "training_questions" q WHERE q."id" = a."question_id";--> statement-breakpoint
ALTER TABLE "training_answers" ALTER COLUMN "max_marks" SET NOT NULL;
