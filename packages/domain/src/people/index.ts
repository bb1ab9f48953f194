export { teachersResource, TEACHER_JOBS } from './teachers.resource.ts';
