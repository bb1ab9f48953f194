import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import Avatar from '@mui/material/Avatar';
import { useTheme } from '@mui/material/styles';
import { hueOf, initials } from './conversation-model.ts';

/** A person's initials on their own colour, or the group icon. */
export function ConversationAvatar({
  name,
  group = false,
  size = 42,
}: {
  name: string;
  group?: boolean;
  size?: number;
}) {
  const theme = useTheme();
  const dark = theme.palette.mode === 'dark';
  const hue = hueOf(name);
  return (
    <Avatar
      aria-hidden="true"
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.38,
        fontWeight: 600,
        bgcolor: group ? 'primary.main' : `hsl(${hue} 55% ${dark ? 30 : 90}%)`,
        color: group ? 'primary.contrastText' : `hsl(${hue} 60% ${dark ? 85 : 30}%)`,
      }}
    >
      {group ? <GroupsOutlined fontSize="small" /> : initials(name)}
    </Avatar>
  );
}
