import Avatar from '@mui/material/Avatar';
import { initialsOf } from '../../../app/components/initials.ts';

/** A user's picture, or the initials of their name on the primary colour. */
export function UserAvatar({
  name,
  src,
  size = 40,
}: {
  name: string;
  src?: string | null;
  size?: number;
}) {
  return (
    <Avatar
      src={src ?? undefined}
      alt=""
      sx={{
        width: size,
        height: size,
        bgcolor: 'primary.main',
        fontSize: size * 0.38,
        fontWeight: 600,
      }}
    >
      {initialsOf(name)}
    </Avatar>
  );
}
