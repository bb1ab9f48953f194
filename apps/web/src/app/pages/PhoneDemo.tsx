import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PhoneInput, type PhoneMode, type PhoneValue } from '../components/phone/PhoneInput.tsx';

const MODES: PhoneMode[] = ['auto', 'national', 'international'];

/** The shared phone input at work, with everything it reports (on the sample "new page"). */
export function PhoneDemo() {
  const { t } = useTranslation();
  const [mode, setMode] = useState<PhoneMode>('auto');
  const [text, setText] = useState('');
  const [out, setOut] = useState<PhoneValue | null>(null);
  const rows: Array<[string, string]> = out
    ? [
        [t('shell.phone.country'), out.country ?? ''],
        [t('shell.phone.national'), out.nationalNumber],
        [t('shell.phone.formatted'), out.formatted],
      ]
    : [];
  return (
    <Card>
      <CardHeader title={t('shell.sample.phoneTitle')} subheader={t('shell.sample.phoneHelp')} />
      <CardContent sx={{ display: 'grid', gap: 2.5, maxWidth: 560 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={mode}
          aria-label={t('shell.phone.mode')}
          onChange={(_, v: PhoneMode | null) => v && setMode(v)}
        >
          {MODES.map((m) => (
            <ToggleButton key={m} value={m}>
              {t(`shell.phone.mode.${m}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <PhoneInput
          value={text}
          mode={mode}
          onChange={(v) => {
            setText(v.text);
            setOut(v);
          }}
        />
        {out && out.text.trim() !== '' && (
          <Box data-testid="phone-output" sx={{ display: 'grid', gap: 1 }}>
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Chip
                size="small"
                color={out.valid ? 'success' : 'default'}
                label={`${t('shell.phone.valid')}: ${out.valid ? t('common.yes') : t('common.no')}`}
              />
              <Chip
                size="small"
                color={out.possible ? 'success' : 'default'}
                label={`${t('shell.phone.possible')}: ${out.possible ? t('common.yes') : t('common.no')}`}
              />
            </Box>
            {rows.map(([k, v]) => (
              <Typography key={k} variant="body2">
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  {k}:
                </Box>{' '}
                <bdi>{v}</bdi>
              </Typography>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
