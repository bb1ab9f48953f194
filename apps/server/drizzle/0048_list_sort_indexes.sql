-- Lists that scale (issue 36): each resource list's sort keys, then the id (the engine's tie-breaker,
-- in the sort's direction), so the first page of a list walks an index instead of reading and sorting
-- the whole table. Derived from the definitions' default and offered sorts (docs/resource-engine.md);
-- test/performance/list-plans.test.ts fails when a definition's list has none.
CREATE INDEX IF NOT EXISTS "centres_list_name_idx" ON "centres" USING btree ("name", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "centres_list_city_idx" ON "centres" USING btree ("city", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "centres_list_kind_idx" ON "centres" USING btree ("kind", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "centres_list_capacity_idx" ON "centres" USING btree ("capacity", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "centres_list_status_idx" ON "centres" USING btree ("status", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "centres_list_opened_on_idx" ON "centres" USING btree ("opened_on", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "centres_list_created_at_idx" ON "centres" USING btree ("created_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "employees_list_full_name_idx" ON "employees" USING btree ("full_name", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "employees_list_job_idx" ON "employees" USING btree ("job", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "employees_list_status_idx" ON "employees" USING btree ("status", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "employees_list_hired_on_idx" ON "employees" USING btree ("hired_on", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "employees_list_created_at_idx" ON "employees" USING btree ("created_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "centre_employees_list_starts_on_idx" ON "centre_employees" USING btree ("starts_on", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "centre_employees_list_job_idx" ON "centre_employees" USING btree ("job", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "centre_employees_list_ends_on_idx" ON "centre_employees" USING btree ("ends_on", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "centre_employees_list_hours_per_week_idx" ON "centre_employees" USING btree ("hours_per_week", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "centre_employees_list_status_idx" ON "centre_employees" USING btree ("status", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "centre_employees_list_created_at_idx" ON "centre_employees" USING btree ("created_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "documents_list_updated_at_idx" ON "documents" USING btree ("updated_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "documents_list_title_idx" ON "documents" USING btree ("title", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "documents_list_category_idx" ON "documents" USING btree ("category", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "documents_list_status_idx" ON "documents" USING btree ("status", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "documents_list_published_on_idx" ON "documents" USING btree ("published_on", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "documents_list_created_at_idx" ON "documents" USING btree ("created_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "students_list_full_name_idx" ON "students" USING btree ("full_name", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "students_list_status_idx" ON "students" USING btree ("status", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "students_list_birth_date_idx" ON "students" USING btree ("birth_date", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "students_list_joined_on_idx" ON "students" USING btree ("joined_on", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "students_list_created_at_idx" ON "students" USING btree ("created_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "guardians_list_full_name_idx" ON "guardians" USING btree ("full_name", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "guardians_list_created_at_idx" ON "guardians" USING btree ("created_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "special_cases_list_created_at_idx" ON "special_cases" USING btree ("created_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "special_cases_list_case_type_idx" ON "special_cases" USING btree ("case_type", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "special_cases_list_starts_on_idx" ON "special_cases" USING btree ("starts_on", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "student_cooperation_list_starts_on_idx" ON "student_cooperation" USING btree ("starts_on", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "student_cooperation_list_hours_per_week_idx" ON "student_cooperation" USING btree ("hours_per_week", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "student_cooperation_list_created_at_idx" ON "student_cooperation" USING btree ("created_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "rings_list_name_idx" ON "rings" USING btree ("name", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "rings_list_level_idx" ON "rings" USING btree ("level", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "rings_list_capacity_idx" ON "rings" USING btree ("capacity", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "rings_list_status_idx" ON "rings" USING btree ("status", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "rings_list_created_at_idx" ON "rings" USING btree ("created_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "followups_list_visited_on_idx" ON "followups" USING btree ("visited_on", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "followups_list_score_idx" ON "followups" USING btree ("score", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "followups_list_created_at_idx" ON "followups" USING btree ("created_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "ring_times_list_weekday_idx" ON "ring_times" USING btree ("weekday", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "ring_times_list_starts_at_idx" ON "ring_times" USING btree ("starts_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "ring_times_list_created_at_idx" ON "ring_times" USING btree ("created_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "ring_stars_list_period_from_idx" ON "ring_stars" USING btree ("period_from", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "ring_stars_list_stars_idx" ON "ring_stars" USING btree ("stars", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "ring_stars_list_created_at_idx" ON "ring_stars" USING btree ("created_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "examiners_list_created_at_idx" ON "examiners" USING btree ("created_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "examiner_availability_list_created_at_idx" ON "examiner_availability" USING btree ("created_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "examiner_availability_list_weekday_idx" ON "examiner_availability" USING btree ("weekday", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "examiner_availability_list_starts_at_idx" ON "examiner_availability" USING btree ("starts_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "trainees_list_created_at_idx" ON "trainees" USING btree ("created_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "trainees_list_name_idx" ON "trainees" USING btree ("name", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "trainees_list_enrolled_on_idx" ON "trainees" USING btree ("enrolled_on", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "trainees_list_status_idx" ON "trainees" USING btree ("status", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "training_questions_list_created_at_idx" ON "training_questions" USING btree ("created_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "training_questions_list_difficulty_idx" ON "training_questions" USING btree ("difficulty", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "training_questions_list_marks_idx" ON "training_questions" USING btree ("marks", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "training_exams_list_opens_at_idx" ON "training_exams" USING btree ("opens_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "training_exams_list_title_idx" ON "training_exams" USING btree ("title", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "training_exams_list_created_at_idx" ON "training_exams" USING btree ("created_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "lessons_list_updated_at_idx" ON "lessons" USING btree ("updated_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "lessons_list_title_idx" ON "lessons" USING btree ("title", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "lessons_list_created_at_idx" ON "lessons" USING btree ("created_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "site_news_list_published_on_idx" ON "site_news" USING btree ("published_on", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "site_news_list_title_ar_idx" ON "site_news" USING btree ("title_ar", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "site_news_list_status_idx" ON "site_news" USING btree ("status", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "site_news_list_updated_at_idx" ON "site_news" USING btree ("updated_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "finance_accounts_list_code_idx" ON "finance_accounts" USING btree ("code", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "finance_accounts_list_name_ar_idx" ON "finance_accounts" USING btree ("name_ar", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "finance_accounts_list_kind_idx" ON "finance_accounts" USING btree ("kind", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "finance_accounts_list_currency_idx" ON "finance_accounts" USING btree ("currency", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "finance_exchange_rates_list_valid_from_idx" ON "finance_exchange_rates" USING btree ("valid_from", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "finance_exchange_rates_list_currency_idx" ON "finance_exchange_rates" USING btree ("currency", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "finance_recipients_list_name_idx" ON "finance_recipients" USING btree ("name", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "finance_recipients_list_kind_idx" ON "finance_recipients" USING btree ("kind", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "finance_recipients_list_created_at_idx" ON "finance_recipients" USING btree ("created_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "salary_components_list_created_at_idx" ON "salary_components" USING btree ("created_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "salary_components_list_name_idx" ON "salary_components" USING btree ("name", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "salary_components_list_kind_idx" ON "salary_components" USING btree ("kind", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "salary_components_list_basis_idx" ON "salary_components" USING btree ("basis", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "student_fee_rules_list_created_at_idx" ON "student_fee_rules" USING btree ("created_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "benefactors_list_full_name_idx" ON "benefactors" USING btree ("full_name", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "benefactors_list_created_at_idx" ON "benefactors" USING btree ("created_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "benefactor_links_list_created_at_idx" ON "benefactor_links" USING btree ("created_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "benefactor_links_list_title_idx" ON "benefactor_links" USING btree ("title", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "benefactor_links_list_expires_on_idx" ON "benefactor_links" USING btree ("expires_on", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sponsorship_requests_list_created_at_idx" ON "sponsorship_requests" USING btree ("created_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sponsorship_requests_list_title_idx" ON "sponsorship_requests" USING btree ("title", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sponsorship_requests_list_covered_percent_idx" ON "sponsorship_requests" USING btree ("covered_percent", "id");
