import { Alert, Button, Card, CardContent, CardHeader, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslate, type TranslateFunction } from 'react-admin';
import { blockingPlayers } from '../../../domain/rollout/progress';
import { holderName, holderOf, playersOf } from '../../../domain/rollout/shared';
import type { RolloutPlayer } from '../../../domain/rollout/types';
import type { RolloutCandidate } from '../../../players/rollout/checkPlayers';
import { usePasswordPrompt } from '../usePasswordPrompt';
import { usePlayers } from '../usePlayers';
import { OtherRollouts } from './OtherRollouts';
import { RolloutControls, type ShownStatus } from './RolloutControls';
import { RolloutPlayersTable } from './RolloutPlayersTable';
import { RolloutSetupDialog } from './RolloutSetupDialog';
import { RolloutTotals } from './RolloutTotals';
import { RolloutWaves } from './RolloutWaves';
import type { HoldRefusal } from './useRolloutHold';
import { startedByOther } from './rolloutView';
import { useRollout } from './useRollout';

/** A player that holds the rollout, why, and what it said ("Lobby (10.0.0.5) — Refused the file: …"). */
const failedPlayerText = (translate: TranslateFunction, player: RolloutPlayer): string => {
  const line = translate('dm.qbicRollout.failedPlayer', {
    name: player.name,
    ip: player.ip,
    reason: translate(`dm.qbicRollout.reason.${player.reason ?? 'failed'}`),
  });
  return player.detail ? translate('dm.common.labelled', { label: line, text: player.detail }) : line;
};

/**
 * The QBIC tab's rollout of an app or firmware: start one for every player found, then watch its waves and
 * players live, pause, resume, abort and download the result sheet. A rollout kept in this browser is shown
 * where it stands after a reload.
 */
export interface RolloutPanelProps {
  /** Players chosen on the bottom bar for a rollout, until the panel has taken them. */
  requested?: readonly RolloutCandidate[] | null;
  onRequestSeen?(): void;
}

export const RolloutPanel = ({ requested, onRequestSeen }: RolloutPanelProps) => {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`dm.qbicRollout.${key}`, options);
  const { players } = usePlayers();
  const prompt = usePasswordPrompt(players);
  const api = useRollout(prompt);
  const [setup, setSetup] = useState<readonly RolloutCandidate[] | null>(null);
  const [busy, setBusy] = useState(false);
  // "Show here" leaves the line it was on: the focus goes to the card's status, which then names the rollout shown.
  const statusRef = useRef<HTMLElement>(null);
  const { rollout, remote } = api;
  // One rollout at a time in this browser: a new one starts once the current one has ended and was closed. Another
  // computer's rollout only shown here does not stop one on other players.
  const mayStart = !rollout || remote !== null;
  useEffect(() => {
    if (!requested) return;
    if (mayStart) setSetup(requested);
    else setBusy(true);
    onRequestSeen?.();
  }, [mayStart, onRequestSeen, requested]);
  const status: ShownStatus | null = !rollout
    ? null
    : remote
      ? remote.live
        ? 'remote'
        : 'remoteInterrupted'
      : rollout.status === 'running' && !api.running
        ? api.elsewhere
          ? 'elsewhere'
          : 'interrupted'
        : rollout.status;
  const held = setup ? holderOf(api.shared.records, playersOf(setup), api.shared.serverNow) : null;
  const refusalText = (refusal: HoldRefusal) =>
    refusal === 'unavailable'
      ? t('notice.recordsUnavailable')
      : refusal === 'tooLarge'
        ? t('notice.recordTooLarge')
        : t('notice.heldBy', { name: refusal.heldBy });
  const blocking = rollout && status !== 'running' ? blockingPlayers(rollout, rollout.wave) : [];
  const owner = rollout && status !== 'done' && status !== 'aborted' ? startedByOther(rollout) : null;
  return (
    <Card component="section" aria-label={t('title')}>
      <CardHeader
        title={t('title')}
        subheader={
          rollout ? t('subheader', { file: rollout.file.name, kind: t(`kind.${rollout.kind}`) }) : null
        }
        action={
          mayStart ? (
            <Button variant="outlined" disabled={players.length === 0} onClick={() => setSetup(players)}>
              {t('startAll', { smart_count: players.length })}
            </Button>
          ) : null
        }
      />
      <CardContent>
        {rollout && status ? (
          <Stack sx={{ gap: 2 }}>
            <Typography ref={statusRef} tabIndex={-1} role="status" data-testid="rollout-status">
              {t(`status.${status}`, { wave: rollout.wave + 1, name: remote?.name ?? '' })}
            </Typography>
            {status === 'done' || status === 'aborted' ? (
              <RolloutTotals rollout={rollout} checked={api.checked} />
            ) : null}
            {rollout.pause && rollout.pause.cause !== 'byUser' && blocking.length > 0 ? (
              <Alert severity="error" data-testid="rollout-stop">
                {t(`stop.${rollout.pause.cause}`, { wave: rollout.pause.wave + 1 })}
                <ul>
                  {blocking.map((player) => (
                    <li key={player.serial}>{failedPlayerText(translate, player)}</li>
                  ))}
                </ul>
              </Alert>
            ) : null}
            {owner ? (
              <Alert severity="info" data-testid="rollout-owner">
                {t('notice.startedByOther', { name: owner })}
              </Alert>
            ) : null}
            {api.notice ? <Alert severity="warning">{t(`notice.${api.notice}`)}</Alert> : null}
            {api.refusal ? (
              <Alert severity="error" data-testid="rollout-refused">
                {refusalText(api.refusal)}
              </Alert>
            ) : null}
            {busy ? (
              <Alert severity="info" onClose={() => setBusy(false)}>
                {t('notice.oneAtATime')}
              </Alert>
            ) : null}
            <RolloutControls api={api} status={status} />
            <RolloutWaves rollout={rollout} />
            <RolloutPlayersTable players={rollout.players} />
          </Stack>
        ) : (
          <Typography variant="body2" color="textSecondary">
            {t('empty')}
          </Typography>
        )}
        <OtherRollouts
          others={api.others}
          onShow={
            remote
              ? (id) => {
                  api.follow(id);
                  statusRef.current?.focus();
                }
              : undefined
          }
        />
        {api.localOnly ? (
          <Typography variant="body2" color="textSecondary" sx={{ mt: 2 }} data-testid="rollout-local-only">
            {t('notice.localOnly')}
          </Typography>
        ) : null}
      </CardContent>
      {setup ? (
        <RolloutSetupDialog
          candidates={setup}
          prompt={prompt}
          heldBy={held ? refusalText({ heldBy: holderName(held) }) : null}
          onClose={() => setSetup(null)}
          onStart={async (ready, file) => {
            const refusal = await api.start(ready, file);
            if (refusal) return refusalText(refusal);
            setSetup(null);
            return null;
          }}
        />
      ) : null}
    </Card>
  );
};
