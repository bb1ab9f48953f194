import { defineScreens } from '../../app/routes/screen-entry.ts';

/**
 * The training module's purpose-built screens (the curriculum, trainees, question bank, test
 * forms, exams and lesson lists are the generic pages of their definitions). A trainee sits
 * exams on the centre's exam screen; results, marking and certificates are for staff.
 */
const lessonShow = () => import('./LessonShowScreen.tsx');

export const trainingScreens = defineScreens({
  '/educational-exam-student-center': {
    load: () => import('./MyExamsScreen.tsx'),
    permission: 'training-exams:sit',
    nav: { order: 0, shortcut: true },
  },
  '/educational-exam-results': {
    load: () => import('./ExamResultsScreen.tsx'),
    permission: 'training-exams:read',
  },
  '/educational-test-results': {
    load: () => import('./ResultsScreen.tsx'),
    permission: 'training-exams:read',
  },
  '/educational-test-center-results': {
    load: () => import('./CentreResultsScreen.tsx'),
    permission: 'training-exams:read',
  },
  '/educational-student-test-full': {
    load: () => import('./TraineeRecordScreen.tsx'),
    permission: ['trainees:read', 'training-exams:sit'],
    nav: false,
  },
  '/educational-thank-certificate': {
    load: () => import('./ThankCertificatesScreen.tsx'),
    permission: 'thank-certificates:read',
  },
  '/lessons-plans-show': { load: lessonShow, permission: 'lessons:read', nav: false },
  '/lessons-tutorials-show': { load: lessonShow, permission: 'lessons:read', nav: false },
});
