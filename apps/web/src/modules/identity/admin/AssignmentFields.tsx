import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AssignmentInput, AssignmentLevel } from '@qc/domain/identity/admin.schemas';
import { SCOPE_LEVELS } from '@qc/domain/identity/admin.schemas';
import type { LocaleCode } from '@qc/domain/locales';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../app/i18n/locale-context.ts';
import type { Place } from '@qc/domain';
import type { Role } from '../identity-api.ts';
import { PlacePicker } from './PlacePicker.tsx';

/** An assignment being written: the role, the level and the chosen places. */
export interface AssignmentDraft {
  key: string;
  roleId: string;
  scopeLevel: AssignmentLevel;
  country: Place | null;
  centre: Place | null;
  ring: Place | null;
}

let next = 0;
export const newDraft = (): AssignmentDraft => ({
  key: `a${++next}`,
  roleId: '',
  scopeLevel: 'centre',
  country: null,
  centre: null,
  ring: null,
});

/** What the API receives for a draft (the place of its level only). */
export function draftInput(d: AssignmentDraft): Partial<AssignmentInput> {
  return {
    roleId: d.roleId || undefined,
    scopeLevel: d.scopeLevel,
    ...(d.scopeLevel === 'country' && d.country ? { countryId: d.country.id } : {}),
    ...(d.scopeLevel === 'centre' && d.centre ? { centreId: d.centre.id } : {}),
    ...(d.scopeLevel === 'ring' && d.ring ? { ringId: d.ring.id } : {}),
  };
}

export const roleName = (r: Role, locale: LocaleCode) =>
  locale === 'ar' ? r.nameAr : locale === 'fr' ? r.nameFr : r.nameEn;

/**
 * A role and where it holds: the role, the level (organisation, country, centre, ring, own),
 * and the place of that level, picked among the places the caller manages. Choosing a role
 * proposes its usual level.
 */
export function AssignmentFields({
  draft,
  roles,
  onChange,
  errors,
  index,
}: {
  draft: AssignmentDraft;
  roles: readonly Role[];
  onChange(draft: AssignmentDraft): void;
  /** Messages by field name (roleId, scopeLevel, countryId, centreId, ringId). */
  errors: Record<string, string | undefined>;
  index: number;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const set = (patch: Partial<AssignmentDraft>) => onChange({ ...draft, ...patch });
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', md: '1.2fr 1fr 1.4fr' },
        alignItems: 'start',
      }}
    >
      <TextField
        select
        label={t('identity.users.role')}
        value={draft.roleId}
        onChange={(e) => {
          const role = roles.find((r) => r.id === e.target.value);
          set({ roleId: e.target.value, ...(role ? { scopeLevel: role.defaultScope } : {}) });
        }}
        error={Boolean(errors.roleId)}
        helperText={errors.roleId ?? ' '}
        slotProps={{ htmlInput: { 'data-testid': `assignment-role-${index}` } }}
      >
        {roles.map((r) => (
          <MenuItem key={r.id} value={r.id}>
            {roleName(r, locale)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('identity.assignments.level')}
        value={draft.scopeLevel}
        onChange={(e) => set({ scopeLevel: e.target.value as AssignmentLevel })}
        error={Boolean(errors.scopeLevel)}
        helperText={errors.scopeLevel ?? ' '}
        slotProps={{ htmlInput: { 'data-testid': `assignment-level-${index}` } }}
      >
        {SCOPE_LEVELS.map((l) => (
          <MenuItem key={l} value={l}>
            {t(`identity.scope.${l}`)}
          </MenuItem>
        ))}
      </TextField>
      <Box>
        {draft.scopeLevel === 'country' && (
          <PlacePicker
            level="country"
            label={t('identity.scope.country')}
            value={draft.country}
            onChange={(country) => set({ country })}
            error={errors.countryId}
            testId={`assignment-place-${index}`}
          />
        )}
        {draft.scopeLevel === 'centre' && (
          <PlacePicker
            level="centre"
            label={t('identity.scope.centre')}
            value={draft.centre}
            onChange={(centre) => set({ centre })}
            error={errors.centreId}
            testId={`assignment-place-${index}`}
          />
        )}
        {draft.scopeLevel === 'ring' && (
          <Box sx={{ display: 'grid', gap: 0.5 }}>
            <PlacePicker
              level="centre"
              label={t('identity.assignments.ringCentre')}
              value={draft.centre}
              onChange={(centre) => set({ centre, ring: null })}
            />
            <PlacePicker
              level="ring"
              label={t('identity.scope.ring')}
              value={draft.ring}
              parent={draft.centre ?? undefined}
              onChange={(ring) => set({ ring })}
              error={errors.ringId}
              testId={`assignment-place-${index}`}
            />
          </Box>
        )}
        {(draft.scopeLevel === 'organisation' || draft.scopeLevel === 'own') && (
          <Typography variant="body2" color="text.secondary" sx={{ pt: 1 }}>
            {t(`identity.assignments.${draft.scopeLevel}Help`)}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
