import { defineScreens } from '../../app/routes/screen-entry.ts';

/**
 * Jobs and recruitment (docs/jobs-and-recruitment.md): postings and their public links, the
 * public application form and the applicant's private status page (both signed out, blank
 * layout), the pipeline of applications and the interviews. The three lists (job, candidate
 * and details types) are resource definitions, served by the resource engine's screens.
 */
export const recruitmentScreens = defineScreens({
  '/job-registration-link/:id': () => import('./PublicApplyScreen.tsx'),
  '/job-registration-link/status/:token': {
    load: () => import('./ApplicationStatusScreen.tsx'),
    public: true,
    layout: 'blank',
    nav: false,
    titleKey: 'recruitment.ui.statusTitle',
  },
  '/job-list-form-component': {
    load: () => import('./PostingsScreen.tsx'),
    permission: 'job-postings:read',
  },
  '/job-list-update': {
    load: () => import('./PostingUpdateScreen.tsx'),
    permission: 'job-postings:update',
    nav: false,
  },
  '/admin-job-link-form-component': {
    load: () => import('./PostingsScreen.tsx'),
    permission: 'job-postings:read',
    props: { links: true },
  },
  '/job-requests-component': {
    load: () => import('./ApplicationsScreen.tsx'),
    permission: 'job-applications:read',
  },
  '/job-list-user-form-component': {
    load: () => import('./ApplicationsScreen.tsx'),
    permission: 'job-applications:read',
    props: { perPosting: true },
  },
  '/form-interviews-table-component': {
    load: () => import('./InterviewsScreen.tsx'),
    permission: ['interviews:read', 'interviews:examine'],
  },
});
