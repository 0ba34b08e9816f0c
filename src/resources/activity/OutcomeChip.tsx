import { useTranslate } from 'react-admin';
import { StatusChip } from '../../components/StatusChip';
import type { ActivityOutcome } from '../../contract/activity';
import type { StatusTone } from '../../components/statusTone';

const TONES: Record<ActivityOutcome, StatusTone> = {
  succeeded: 'success',
  partial: 'warning',
  failed: 'error',
};

/** What became of an action or of one target, in the chip every list shows a status in. */
export const OutcomeChip = ({ outcome }: { outcome: ActivityOutcome }) => {
  const translate = useTranslate();
  return (
    <StatusChip
      tone={TONES[outcome] ?? 'neutral'}
      status={outcome}
      label={translate(`dm.activity.outcome.${outcome}`, { _: outcome })}
    />
  );
};
