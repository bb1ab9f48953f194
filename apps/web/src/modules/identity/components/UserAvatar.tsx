import Avatar from '@mui/material/Avatar';

/** Two letters: the first letters of the first two words of a name. */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => Array.from(w)[0] ?? '')
    .join('')
    .toUpperCase();
}

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
