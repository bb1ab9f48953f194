import { MaherCandidatesScreen } from './MaherScreens.tsx';

export default MaherCandidatesScreen;
