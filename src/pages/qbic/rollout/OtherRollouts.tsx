import { Button, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { OtherRollout } from '../../../domain/rollout/shared';

export interface OtherRolloutsProps {
  others: readonly OtherRollout[];
  /** Shows one as the card's main rollout; left out while this browser has a rollout of its own. */
  onShow?(id: string): void;
}

/**
 * The tenant's other unfinished rollouts, a line each: who runs it, its file and wave, running or interrupted, and
 * its counts, live. "Show here" makes one the card's main rollout, where an interrupted one is resumed or aborted.
 */
export const OtherRollouts = ({ others, onShow }: OtherRolloutsProps) => {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`dm.qbicRollout.${key}`, options);
  const titleId = useId();
  if (others.length === 0) return null;
  return (
    <>
      <Typography id={titleId} variant="subtitle2" sx={{ mt: 2 }}>
        {t('others.title')}
      </Typography>
      <List dense disablePadding aria-labelledby={titleId} data-testid="rollout-others">
        {others.map((other) => (
          <ListItem
            key={other.id}
            disableGutters
            sx={{ gap: 2 }}
            data-testid="rollout-other"
            data-live={other.live}
          >
            <ListItemText
              id={`${titleId}-${other.id}`}
              primary={t(other.live ? 'others.running' : 'others.interrupted', {
                name: other.name,
                file: other.file,
                wave: other.wave,
                waves: other.waves,
              })}
              secondary={t('totals', other.counts)}
            />
            {/* Beside the line, never over it: a long line wraps and leaves the button its room. */}
            {onShow ? (
              <Button
                size="small"
                sx={{ flexShrink: 0 }}
                aria-describedby={`${titleId}-${other.id}`}
                onClick={() => onShow(other.id)}
              >
                {t('others.show')}
              </Button>
            ) : null}
          </ListItem>
        ))}
      </List>
    </>
  );
};
