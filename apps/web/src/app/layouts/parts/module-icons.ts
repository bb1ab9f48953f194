import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import CastForEducationOutlined from '@mui/icons-material/CastForEducationOutlined';
import DynamicFormOutlined from '@mui/icons-material/DynamicFormOutlined';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import QuizOutlined from '@mui/icons-material/QuizOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import SpaceDashboardOutlined from '@mui/icons-material/SpaceDashboardOutlined';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import VolunteerActivismOutlined from '@mui/icons-material/VolunteerActivismOutlined';
import WorkOutlineOutlined from '@mui/icons-material/WorkOutlineOutlined';
import CardGiftcardOutlined from '@mui/icons-material/CardGiftcardOutlined';
import SmsOutlined from '@mui/icons-material/SmsOutlined';
import type { ComponentType } from 'react';

/** The icon of each module's group in the menu (a screen entry may name its own). */
export const MODULE_ICONS: Record<string, ComponentType<{ fontSize?: 'small' | 'medium' }>> = {
  dashboard: SpaceDashboardOutlined,
  rings: MenuBookOutlined,
  students: SchoolOutlined,
  tests: QuizOutlined,
  training: CastForEducationOutlined,
  evaluations: FactCheckOutlined,
  competitions: EmojiEventsOutlined,
  rewards: CardGiftcardOutlined,
  people: BadgeOutlined,
  hr: WorkOutlineOutlined,
  finance: AccountBalanceWalletOutlined,
  donations: VolunteerActivismOutlined,
  reports: AssessmentOutlined,
  forms: DynamicFormOutlined,
  organisation: ApartmentOutlined,
  site: PublicOutlined,
  conversations: ForumOutlined,
  messaging: SmsOutlined,
  resources: TableChartOutlined,
  platform: SettingsOutlined,
  auth: GroupsOutlined,
};

export const iconOfModule = (module: string) => MODULE_ICONS[module] ?? SettingsOutlined;
