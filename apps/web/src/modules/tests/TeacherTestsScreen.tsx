import { TestRequestsScreen } from './TestRequestsScreen.tsx';

/**
 * teacher-tests-component: the teachers' own memorisation tests. The same requests, states,
 * examiners and sheet as the students' tests; the one examined is an employee.
 */
export function TeacherTestsScreen() {
  return <TestRequestsScreen kinds={['portion']} subject="teacher" />;
}

export default TeacherTestsScreen;
