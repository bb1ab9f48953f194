DROP INDEX "examiners_employee_uq";--> statement-breakpoint
CREATE INDEX "examiners_employee_idx" ON "examiners" USING btree ("employee_id");