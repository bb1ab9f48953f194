import CloseOutlined from '@mui/icons-material/CloseOutlined';
import RestartAltOutlined from '@mui/icons-material/RestartAltOutlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { LOCALES } from '@qc/domain/locales';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { saveAccountPreferences } from '../../auth/AccountSync.tsx';
import { useLocale } from '../../i18n/locale-context.ts';
import { usePreferences } from '../../preferences/preferences-context.ts';
import {
  PREFERENCE_CHOICES,
  type PreferenceName,
  type Preferences,
} from '../../preferences/preferences.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ px: 3, py: 2.5 }}>
      <Typography
        variant="caption"
        component="h3"
        sx={{
          display: 'inline-block',
          px: 1,
          py: 0.25,
          mb: 2,
          borderRadius: 1,
          fontWeight: 600,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2.25 }}>{children}</Box>
    </Box>
  );
}

function Choice<K extends PreferenceName>({
  name,
  label,
  labelKey,
  exclude = [],
  onChosen,
}: {
  name: K;
  label: string;
  labelKey: (value: Preferences[K]) => string;
  exclude?: readonly Preferences[K][];
  onChosen?: (value: Preferences[K]) => void;
}) {
  const { t } = useTranslation();
  const { prefs, set } = usePreferences();
  const id = useId();
  const choices = (PREFERENCE_CHOICES[name] as readonly Preferences[K][]).filter(
    (c) => !exclude.includes(c),
  );
  return (
    <Box>
      <Typography id={id} variant="body2" sx={{ mb: 1, fontWeight: 500 }}>
        {label}
      </Typography>
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        color="primary"
        aria-labelledby={id}
        value={prefs[name]}
        onChange={(_, value: Preferences[K] | null) => {
          if (value === null) return;
          set(name, value);
          onChosen?.(value);
        }}
      >
        {choices.map((c) => (
          <ToggleButton
            key={String(c)}
            value={c as string}
            data-testid={`pref-${name}-${String(c)}`}
          >
            {t(labelKey(c))}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}

function Toggle({
  name,
  label,
}: {
  name: 'semiDarkNav' | 'navCollapsed' | 'navbarBlur';
  label: string;
}) {
  const { prefs, set } = usePreferences();
  return (
    <FormControlLabel
      sx={{ justifyContent: 'space-between', mx: 0 }}
      labelPlacement="start"
      label={label}
      control={
        <Switch
          checked={prefs[name]}
          onChange={(_, checked) => set(name, checked)}
          slotProps={{ input: { 'aria-label': label, 'data-testid': `pref-${name}` } as object }}
        />
      }
    />
  );
}

/**
 * The customizer of sections 4 and 9: theme (light, dark, system), skin, semi-dark menu;
 * layout (vertical or horizontal menu, collapsed, navbar sticky/static/hidden and blur,
 * content width, footer); language, calendar and digits. Every choice applies at once and
 * persists (local storage, under keys beginning with the app title).
 */
export function Customizer() {
  const { t } = useTranslation();
  const { prefs, reset, customizerOpen, setCustomizerOpen } = usePreferences();
  const { locale, setLocale } = useLocale();
  const titleId = useId();
  const close = () => setCustomizerOpen(false);
  return (
    <Drawer
      anchor="right"
      open={customizerOpen}
      onClose={close}
      slotProps={{
        paper: {
          sx: { width: 380, maxWidth: '100vw' },
          role: 'dialog',
          'aria-labelledby': titleId,
        } as object,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, px: 3, py: 2.5 }}>
        <Box sx={{ flex: 1 }}>
          <Typography id={titleId} variant="h6" component="h2">
            {t('shell.customizer.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('shell.customizer.subtitle')}
          </Typography>
        </Box>
        <Tooltip title={t('shell.customizer.reset')}>
          <IconButton
            onClick={reset}
            aria-label={t('shell.customizer.reset')}
            data-testid="pref-reset"
          >
            <RestartAltOutlined />
          </IconButton>
        </Tooltip>
        <IconButton onClick={close} aria-label={t('shell.close')}>
          <CloseOutlined />
        </IconButton>
      </Box>
      <Divider />
      <Box sx={{ overflowY: 'auto' }}>
        <Section title={t('shell.customizer.theming')}>
          <Choice
            name="theme"
            label={t('shell.customizer.mode')}
            labelKey={(v) => `shell.theme.${v}`}
          />
          <Choice
            name="skin"
            label={t('shell.customizer.skin')}
            labelKey={(v) => `shell.customizer.skin.${v}`}
          />
          {prefs.navigation === 'vertical' && (
            <Toggle name="semiDarkNav" label={t('shell.customizer.semiDark')} />
          )}
        </Section>
        <Divider />
        <Section title={t('shell.customizer.layout')}>
          <Choice
            name="navigation"
            label={t('shell.customizer.navigation')}
            labelKey={(v) => `shell.customizer.navigation.${v}`}
          />
          {prefs.navigation === 'vertical' ? (
            <Toggle name="navCollapsed" label={t('shell.customizer.collapsed')} />
          ) : (
            <Choice
              name="horizontalNavType"
              label={t('shell.customizer.horizontalNavType')}
              labelKey={(v) => `shell.customizer.bar.${v}`}
            />
          )}
          <Choice
            name="navbarType"
            label={t('shell.customizer.navbarType')}
            labelKey={(v) => `shell.customizer.bar.${v}`}
            exclude={prefs.navigation === 'horizontal' ? ['hidden'] : []}
          />
          <Toggle name="navbarBlur" label={t('shell.customizer.navbarBlur')} />
          <Choice
            name="contentWidth"
            label={t('shell.customizer.contentWidth')}
            labelKey={(v) => `shell.customizer.contentWidth.${v}`}
          />
          <Choice
            name="footerType"
            label={t('shell.customizer.footerType')}
            labelKey={(v) => `shell.customizer.bar.${v}`}
          />
        </Section>
        <Divider />
        <Section title={t('shell.customizer.formats')}>
          <Box>
            <Typography variant="body2" sx={{ mb: 1, fontWeight: 500 }}>
              {t('shell.language')}
            </Typography>
            <ToggleButtonGroup
              exclusive
              fullWidth
              size="small"
              color="primary"
              aria-label={t('shell.language')}
              value={locale}
              onChange={(_, v: string | null) => {
                const l = LOCALES.find((x) => x.code === v);
                if (l) setLocale(l.code);
              }}
            >
              {LOCALES.map((l) => (
                <ToggleButton key={l.code} value={l.code} lang={l.code}>
                  {l.label}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Box>
          <Choice
            name="calendar"
            label={t('shell.customizer.calendar')}
            labelKey={(v) => `shell.customizer.calendar.${v}`}
            onChosen={(calendar) => saveAccountPreferences({ calendar })}
          />
          <Choice
            name="digits"
            label={t('shell.customizer.digits')}
            labelKey={(v) => `shell.customizer.digits.${v}`}
            onChosen={(digits) => saveAccountPreferences({ digits })}
          />
        </Section>
      </Box>
    </Drawer>
  );
}

export default Customizer;
