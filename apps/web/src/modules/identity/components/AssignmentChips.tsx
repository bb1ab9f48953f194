import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import type { LocaleCode } from '@qc/domain/locales';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../app/i18n/locale-context.ts';
import type { Assignment } from '../identity-api.ts';

/** Where an assignment holds, in words: the organisation, a country, a centre, a ring, "own". */
export function scopeLabel(a: Assignment, locale: LocaleCode, t: TFunction): string {
  switch (a.scopeLevel) {
    case 'organisation':
      return t('identity.scope.organisation');
    case 'country':
      return a.countryNames?.[locale] ?? a.countryName ?? t('identity.scope.country');
    case 'centre':
      return a.centreName ?? t('identity.scope.centre');
    case 'ring':
      return [a.ringName, a.centreName].filter(Boolean).join(' · ') || t('identity.scope.ring');
    default:
      return t('identity.scope.own');
  }
}

/** Does the assignment name a place (a country, centre or ring), beyond its level? */
export const hasPlace = (a: Pick<Assignment, 'scopeLevel'>) =>
  a.scopeLevel === 'country' || a.scopeLevel === 'centre' || a.scopeLevel === 'ring';

/** The level, and the place when there is one: "Centre · Al-Furqan", "Whole organisation". */
export function levelAndPlace(a: Assignment, locale: LocaleCode, t: TFunction): string {
  const level = t(`identity.scope.${a.scopeLevel}`);
  return hasPlace(a) ? `${level} · ${scopeLabel(a, locale, t)}` : level;
}

/** A role's name in the interface language. */
export const roleLabel = (a: Pick<Assignment, 'roleName' | 'roleCode'>, locale: LocaleCode) =>
  a.roleName[locale] || a.roleName.en || a.roleCode;

/** One chip per assignment: the role, and where it holds. */
export function AssignmentChips({
  assignments,
  size = 'small',
  max,
  onDelete,
}: {
  assignments: readonly Assignment[];
  size?: 'small' | 'medium';
  max?: number;
  onDelete?: (a: Assignment) => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const shown = max ? assignments.slice(0, max) : assignments;
  const more = assignments.length - shown.length;
  if (assignments.length === 0)
    return (
      <Chip
        size={size}
        variant="outlined"
        label={t('identity.users.noRole')}
        sx={{ color: 'text.secondary' }}
      />
    );
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {shown.map((a) => (
        <Tooltip key={a.id} title={t(`identity.scope.${a.scopeLevel}`)}>
          <Chip
            size={size}
            color={a.scopeLevel === 'organisation' ? 'primary' : 'default'}
            variant={a.scopeLevel === 'organisation' ? 'filled' : 'outlined'}
            label={
              <>
                <Box component="span" sx={{ fontWeight: 600 }}>
                  {roleLabel(a, locale)}
                </Box>
                <Box component="span" sx={{ opacity: 0.75 }}>
                  {' · '}
                  {scopeLabel(a, locale, t)}
                </Box>
              </>
            }
            {...(onDelete ? { onDelete: () => onDelete(a) } : {})}
          />
        </Tooltip>
      ))}
      {more > 0 && <Chip size={size} label={`+${more}`} />}
    </Box>
  );
}
