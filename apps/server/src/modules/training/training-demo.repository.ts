import type { Db } from '../../db/client.ts';
import {
  lessons,
  trainees,
  trainingBooks,
  trainingExams,
  trainingQuestions,
  trainingSectionNames,
  trainingSections,
  trainingTestForms,
} from '../../db/schema/index.ts';

/** Demo seed bulk loading of the training module's definition tables. */
export const demoInsert = {
  book: async (db: Db, v: typeof trainingBooks.$inferInsert) =>
    (await db.insert(trainingBooks).values(v).returning())[0]!,
  sectionName: async (db: Db, v: typeof trainingSectionNames.$inferInsert) =>
    (await db.insert(trainingSectionNames).values(v).returning())[0]!,
  section: async (db: Db, v: typeof trainingSections.$inferInsert) =>
    (await db.insert(trainingSections).values(v).returning())[0]!,
  question: async (db: Db, v: typeof trainingQuestions.$inferInsert) =>
    (await db.insert(trainingQuestions).values(v).returning())[0]!,
  form: async (db: Db, v: typeof trainingTestForms.$inferInsert) =>
    (await db.insert(trainingTestForms).values(v).returning())[0]!,
  trainee: async (db: Db, v: typeof trainees.$inferInsert) =>
    (await db.insert(trainees).values(v).returning())[0]!,
  exam: async (db: Db, v: typeof trainingExams.$inferInsert) =>
    (await db.insert(trainingExams).values(v).returning())[0]!,
  lesson: async (db: Db, v: typeof lessons.$inferInsert) =>
    (await db.insert(lessons).values(v).returning())[0]!,
};
