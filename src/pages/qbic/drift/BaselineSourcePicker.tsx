import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import { formatDateTime } from '../../../components/format';
import type { LastSheetPushed, SavedBaseline } from '../../../domain/drift/baseline';
import { playerKey, type QbicPlayer } from '../../../players/playerModel';
import { BASELINE_SOURCES, chosenSaved, type BaselineChoice } from '../../../players/drift/baselineChoice';

export interface BaselineSourcePickerProps {
  choice: BaselineChoice;
  onChoice(choice: BaselineChoice): void;
  /** Players the baseline can be chosen from (those that answered the last scan). */
  candidates: readonly QbicPlayer[];
  /** The tenant's saved baselines; undefined while they load. */
  saved: readonly SavedBaseline[] | undefined;
  /** The last sheet pushed: null when none was pushed yet, undefined while it loads. */
  lastSheet: LastSheetPushed | null | undefined;
  disabled: boolean;
  onSave(): void;
  onRename(baseline: SavedBaseline): void;
  onDelete(baseline: SavedBaseline): void;
}

const FIELD_SX = { maxWidth: 420 } as const;

/**
 * The baseline of a drift check: a chosen player (which can be saved as a named baseline), a saved baseline
 * (renamed or deleted here), or the last bulk sheet pushed. A source that has nothing says so.
 */
export const BaselineSourcePicker = ({
  choice,
  onChoice,
  candidates,
  saved,
  lastSheet,
  disabled,
  onSave,
  onRename,
  onDelete,
}: BaselineSourcePickerProps) => {
  const translate = useTranslate();
  const locale = useLocale();
  const savedOne = saved ? chosenSaved(saved, choice.savedId) : undefined;
  return (
    <Stack spacing={2}>
      <TextField
        select
        size="small"
        label={translate('dm.qbicDrift.source.label')}
        value={choice.kind}
        onChange={(event) => onChoice({ ...choice, kind: event.target.value as BaselineChoice['kind'] })}
        disabled={disabled}
        sx={FIELD_SX}
      >
        {BASELINE_SOURCES.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {translate(`dm.qbicDrift.source.${kind}`)}
          </MenuItem>
        ))}
      </TextField>
      {choice.kind === 'player' && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <TextField
            select
            size="small"
            label={translate('dm.qbicDrift.baseline')}
            value={choice.playerKey}
            onChange={(event) => onChoice({ ...choice, playerKey: event.target.value })}
            disabled={disabled}
            sx={{ ...FIELD_SX, flex: '1 1 260px' }}
          >
            {candidates.map((player) => (
              <MenuItem key={playerKey(player)} value={playerKey(player)}>
                {`${player.player_name} (${player.ip})`}
              </MenuItem>
            ))}
          </TextField>
          <Button size="small" onClick={onSave} disabled={disabled || choice.playerKey === ''}>
            {translate('dm.qbicDrift.saved.save_player')}
          </Button>
        </Stack>
      )}
      {choice.kind === 'saved' && saved?.length === 0 && (
        <Typography data-testid="drift-source-empty">{translate('dm.qbicDrift.saved.none')}</Typography>
      )}
      {choice.kind === 'saved' && savedOne && saved && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <TextField
            select
            size="small"
            label={translate('dm.qbicDrift.saved.label')}
            value={savedOne.id}
            onChange={(event) => onChoice({ ...choice, savedId: event.target.value })}
            disabled={disabled}
            sx={{ ...FIELD_SX, flex: '1 1 260px' }}
          >
            {saved.map((baseline) => (
              <MenuItem key={baseline.id} value={baseline.id}>
                {translate('dm.qbicDrift.saved.option', {
                  name: baseline.name,
                  player: baseline.source.playerName || baseline.source.serialNumber,
                })}
              </MenuItem>
            ))}
          </TextField>
          <Button size="small" onClick={() => onRename(savedOne)} disabled={disabled}>
            {translate('dm.qbicDrift.saved.rename')}
          </Button>
          <Button size="small" color="error" onClick={() => onDelete(savedOne)} disabled={disabled}>
            {translate('dm.qbicDrift.saved.delete')}
          </Button>
        </Stack>
      )}
      {choice.kind === 'sheet' && lastSheet === null && (
        <Typography data-testid="drift-source-empty">{translate('dm.qbicDrift.sheet.none')}</Typography>
      )}
      {choice.kind === 'sheet' && lastSheet && (
        <Typography data-testid="drift-sheet-summary">
          {translate('dm.qbicDrift.sheet.summary', {
            smart_count: lastSheet.rows.length,
            when: formatDateTime(lastSheet.pushedAt, locale),
            who: lastSheet.pushedBy,
          })}
        </Typography>
      )}
    </Stack>
  );
};
