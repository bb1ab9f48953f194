import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { LOCALES, type LocaleCode } from '@qc/domain/locales';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { saveAccountPreferences } from '../../../app/auth/AccountSync.tsx';
import { useFormat } from '../../../app/format/use-format.ts';
import { useLocale } from '../../../app/i18n/locale-context.ts';
import { usePreferences } from '../../../app/preferences/preferences-context.ts';
import type { Preferences } from '../../../app/preferences/preferences.ts';

function Choice<T extends string>({
  label,
  value,
  options,
  onChange,
  help,
}: {
  label: string;
  value: T;
  options: ReadonlyArray<{ value: T; label: ReactNode; lang?: string }>;
  onChange(value: T): void;
  help?: ReactNode;
}) {
  return (
    <FormControl component="fieldset" sx={{ display: 'block' }}>
      <FormLabel component="legend" sx={{ mb: 1, fontWeight: 600, color: 'text.primary' }}>
        {label}
      </FormLabel>
      <ToggleButtonGroup
        exclusive
        color="primary"
        size="small"
        value={value}
        onChange={(_, v: T | null) => v && onChange(v)}
        sx={{ flexWrap: 'wrap' }}
      >
        {options.map((o) => (
          <ToggleButton key={o.value} value={o.value} lang={o.lang} sx={{ px: 2 }}>
            {o.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {help && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {help}
        </Typography>
      )}
    </FormControl>
  );
}

/**
 * Language, dates (Hijri, Gregorian or both), digits and theme. Language, dates and digits
 * are saved to the account so they follow the user to other devices.
 */
export function PreferencesCard() {
  const { t } = useTranslation();
  const { locale, setLocale } = useLocale();
  const { prefs, set } = usePreferences();
  const f = useFormat();
  const today = new Date().toISOString();
  return (
    <Card variant="outlined">
      <CardHeader
        title={t('identity.preferences.title')}
        subheader={t('identity.preferences.subtitle')}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0, display: 'grid', gap: 3 }}>
        <Choice<LocaleCode>
          label={t('shell.language')}
          value={locale}
          options={LOCALES.map((l) => ({ value: l.code, label: l.label, lang: l.code }))}
          onChange={(code) => setLocale(code)}
        />
        <Choice<Preferences['calendar']>
          label={t('shell.customizer.calendar')}
          value={prefs.calendar}
          options={(['hijri', 'gregorian', 'both'] as const).map((c) => ({
            value: c,
            label: t(`shell.customizer.calendar.${c}`),
          }))}
          onChange={(calendar) => {
            set('calendar', calendar);
            saveAccountPreferences({ calendar });
          }}
          help={t('identity.preferences.example', { value: f.date(today, 'long') })}
        />
        <Choice<Preferences['digits']>
          label={t('shell.customizer.digits')}
          value={prefs.digits}
          options={(['latn', 'arab'] as const).map((d) => ({
            value: d,
            label: t(`shell.customizer.digits.${d}`),
          }))}
          onChange={(digits) => {
            set('digits', digits);
            saveAccountPreferences({ digits });
          }}
        />
        <Choice<Preferences['theme']>
          label={t('shell.theme')}
          value={prefs.theme}
          options={(['light', 'dark', 'system'] as const).map((m) => ({
            value: m,
            label: t(`shell.theme.${m}`),
          }))}
          onChange={(theme) => set('theme', theme)}
          help={<Box component="span">{t('identity.preferences.themeHelp')}</Box>}
        />
      </CardContent>
    </Card>
  );
}
