import type { Theme } from '@mui/material';

/**
 * The tones a status is shown in, the same on every tab: a device that is offline is red on the Devices tab and
 * on the QBIC tab, a locked one grey on both. The palette colours behind them are chosen for WCAG AA contrast
 * (4.5:1) on the page and on cards, in light and dark (see layout/theme.ts).
 */
export type StatusTone = 'error' | 'success' | 'warning' | 'info' | 'neutral';

/** The text and border colour of a tone. */
const toneColor = (theme: Theme, tone: StatusTone): string =>
  tone === 'neutral' ? theme.palette.text.secondary : theme.palette[tone].main;

/** The one look of a status chip: outlined, rounded, small text in the tone's colour. */
export const statusChipStyle = (theme: Theme, tone: StatusTone) => ({
  display: 'inline-block',
  padding: theme.spacing(0, 1),
  border: '1px solid',
  borderColor: toneColor(theme, tone),
  color: toneColor(theme, tone),
  borderRadius: 12,
  fontSize: '0.8125rem',
  lineHeight: '22px',
  whiteSpace: 'nowrap' as const,
});
