import { MaherStudentsScreen } from './MaherScreens.tsx';

export default MaherStudentsScreen;
