import { memo } from 'react';
import { Box, Chip, Paper, Skeleton, Stack, Tooltip, Typography } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import type { DeviceStatus } from '../deviceModel';
import { chartParts } from './chartParts';
import type { StatusCounts } from './deviceRows';

export interface FleetHealthChartProps {
  /** Devices per status over the whole fleet; null until the fleet has been read (nothing is counted yet). */
  counts: StatusCounts | null;
  /** How many devices the list shows when the search or a filter narrows it; null when it shows them all. */
  listed: number | null;
  /** Statuses the list is filtered to (parts not in it are dimmed). */
  active: readonly DeviceStatus[];
  onPick: (status: DeviceStatus) => void;
}

/**
 * The whole fleet by status as one stacked bar and a legend; every part filters the list to its status. It
 * counts every device, whatever the search and filters (its caption says so), so that a status filter never
 * empties the other parts a person would pick next.
 */
export const FleetHealthChart = memo(({ counts, listed, active, onPick }: FleetHealthChartProps) => {
  const translate = useTranslate();
  if (!counts) return <LoadingChart title={translate('dm.devicesTab.chart.title')} />;
  return <Chart counts={counts} listed={listed} active={active} onPick={onPick} />;
});
FleetHealthChart.displayName = 'FleetHealthChart';

/** The chart's place while the fleet is read: its title and grey shapes, no number. */
const LoadingChart = ({ title }: { title: string }) => (
  <Paper
    variant="outlined"
    sx={{ p: 2 }}
    component="section"
    aria-labelledby="fleet-health-title"
    aria-busy
    data-testid="fleet-health-loading"
  >
    <Typography id="fleet-health-title" variant="subtitle1" component="h2" sx={{ mb: 1 }}>
      {title}
    </Typography>
    <Skeleton variant="text" width="40%" />
    <Skeleton variant="rounded" height={28} sx={{ mt: 1 }} />
    <Stack direction="row" sx={{ gap: 1, mt: 1.5 }}>
      {[0, 1, 2, 3, 4].map((part) => (
        <Skeleton key={part} variant="rounded" width={96} height={24} />
      ))}
    </Stack>
  </Paper>
);

const Chart = ({ counts, listed, active, onPick }: FleetHealthChartProps & { counts: StatusCounts }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const parts = chartParts(counts);
  const total = parts.reduce((sum, part) => sum + part.count, 0);
  const dimmed = (status: DeviceStatus) => active.length > 0 && !active.includes(status);
  const describe = (labelKey: string, count: number) =>
    translate('dm.devicesTab.chart.part', {
      status: translate(labelKey),
      number: count.toLocaleString(locale),
    });
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="fleet-health-title">
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 1 }}>
        <Typography id="fleet-health-title" variant="subtitle1" component="h2">
          {translate('dm.devicesTab.chart.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('dm.devicesTab.chart.total', {
            smart_count: total,
            number: total.toLocaleString(locale),
          })}
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary" data-testid="fleet-health-caption" sx={{ mb: 1 }}>
        {translate('dm.fleetHealth.caption')}
        {listed !== null
          ? ` ${translate('dm.fleetHealth.listed', { number: listed.toLocaleString(locale) })}`
          : ''}
      </Typography>
      {/* The bar is for the eye and the mouse; the legend below names and filters the same statuses, one Tab stop
          each, so the bar's parts are no stops of their own and a screen reader hears every status once. */}
      <Box
        data-testid="fleet-health-bar"
        aria-hidden
        sx={{ display: 'flex', height: 28, borderRadius: 1, overflow: 'hidden', bgcolor: 'action.hover' }}
      >
        {parts
          .filter((part) => part.count > 0)
          .map((part) => (
            <Tooltip key={part.status} title={describe(part.labelKey, part.count)}>
              <Box
                aria-label={describe(part.labelKey, part.count)}
                data-status={part.status}
                onClick={() => onPick(part.status)}
                sx={{
                  width: `${part.share}%`,
                  minWidth: 6,
                  cursor: 'pointer',
                  bgcolor: part.fill,
                  opacity: dimmed(part.status) ? 0.3 : 1,
                  transition: 'opacity 120ms',
                  '&:hover': {
                    opacity: 0.85,
                    outline: '2px solid',
                    outlineColor: 'text.primary',
                  },
                }}
              />
            </Tooltip>
          ))}
      </Box>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
        {parts.map((part) => (
          <Chip
            key={part.status}
            size="small"
            clickable
            variant={active.includes(part.status) ? 'filled' : 'outlined'}
            color={part.color}
            data-status={part.status}
            onClick={() => onPick(part.status)}
            label={describe(part.labelKey, part.count)}
            aria-pressed={active.includes(part.status)}
            // Never faded: a faded label fails contrast (WCAG 1.4.3); filled marks the statuses filtered on.
          />
        ))}
      </Stack>
    </Paper>
  );
};
