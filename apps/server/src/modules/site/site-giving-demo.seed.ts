import type { DemoSeedStep } from '../../db/seed/steps.ts';
import { bindDemoProject } from './site-demo.repository.ts';

/**
 * Demo data of the giving pages, after the site's and the donations' demo steps: the project
 * "مصحف لكل طالب" shows the progress of the Quran-printing type on /page/projects/:id and on
 * /page/donate?project=.
 */
export const siteGivingDemoStep: DemoSeedStep = async (database) => {
  await bindDemoProject(database.db, 'A mushaf for every student', 'MUSHAF');
};
