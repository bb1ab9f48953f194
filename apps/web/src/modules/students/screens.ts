import { defineScreens } from '../../app/routes/screen-entry.ts';

/**
 * The students module's purpose-built screens, by route path of routes.tsv, loaded on demand.
 * The plain list center-students-component comes from the resource engine's generic pages
 * (declared in the students resource definition); the country lists wrap that same list.
 */
const countryStudents = () => import('./CountryStudentsScreen.tsx');

export const studentsScreens = defineScreens({
  // One student's page is opened from lists, search and the ring day (?id=), not the menu.
  '/student-page-component': {
    load: () => import('./StudentPageScreen.tsx'),
    permission: 'students:read',
    nav: false,
  },
  '/student-case-component': {
    load: () => import('./StudentCaseScreen.tsx'),
    permission: 'students:read',
  },
  '/special-case-search': {
    load: () => import('./SpecialCaseSearchScreen.tsx'),
    permission: 'special-cases:read',
  },
  '/family-search-component': {
    load: () => import('./FamilySearchScreen.tsx'),
    permission: 'students:read',
  },
  // One screen with a country and a status parameter, preset by each route.
  '/country-students-component': { load: countryStudents, permission: 'students:read' },
  '/country-students-component-active': {
    load: countryStudents,
    permission: 'students:read',
    props: { status: 'active' },
  },
  '/country-students-component-active-turkye': {
    load: countryStudents,
    permission: 'students:read',
    props: { status: 'active', countryCode: 'TR' },
  },
  '/country-students-report': {
    load: () => import('./CountryStudentsReportScreen.tsx'),
    permission: 'students:read',
  },
  '/registration-link/:id': () => import('./RegistrationLinkScreen.tsx'),
  '/admin-link-registration-form': {
    load: () => import('./RegistrationLinksAdminScreen.tsx'),
    permission: 'registrations:read',
  },
  '/student-registrations-online': {
    load: () =>
      import('./RegistrationsScreen.tsx').then((m) => ({ default: m.OnlineRegistrationsScreen })),
    permission: 'registrations:read',
    nav: { shortcut: true },
  },
  '/student-registrations-center': {
    load: () =>
      import('./RegistrationsScreen.tsx').then((m) => ({ default: m.CentreRegistrationsScreen })),
    permission: 'registrations:read',
  },
  '/student-excel-files': {
    load: () => import('./StudentExcelScreen.tsx'),
    permission: ['students:create', 'students:export'],
  },
});
