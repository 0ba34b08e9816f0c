import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useConfirm } from '../../../components/useConfirm';
import { readBackPlayers } from '../../../players';
import type { SavedBaseline } from '../../../domain/drift/baseline';
import { toRef, type QbicPlayer } from '../../../players/playerModel';
import { useQbicEnvironment } from '../QbicEnvironment';
import { BaselineNameDialog } from './BaselineNameDialog';
import { driftValues } from '../../../players/drift/drift';
import type { useBaselineStore } from './useBaselineStore';

type Editing = { mode: 'save'; player: QbicPlayer } | { mode: 'rename'; baseline: SavedBaseline } | null;

/**
 * Saving the chosen player's read-back as a named baseline, renaming and deleting (after a confirm) saved ones.
 * A save reads the player at that moment; `onSaved` is told the baseline it made or overwrote.
 */
export function useBaselineEditing(
  store: ReturnType<typeof useBaselineStore>,
  onSaved: (baseline: SavedBaseline) => void,
) {
  const translate = useTranslate();
  const confirm = useConfirm();
  const { client, cache, tenantId } = useQbicEnvironment();
  const [editing, setEditing] = useState<Editing>(null);
  const saved = store.saved.data ?? [];

  const saveFrom = async (player: QbicPlayer, name: string, over?: SavedBaseline) => {
    const [read] = await readBackPlayers([toRef(player)], { client, cache, tenantId });
    if (!read.ok) throw read.error;
    const draft = {
      name,
      values: driftValues(read.value),
      source: { serialNumber: player.serial_number, playerName: player.player_name },
    };
    onSaved(await store.save.mutateAsync({ draft, over }));
    setEditing(null);
  };
  const renameTo = async (baseline: SavedBaseline, name: string) => {
    onSaved(await store.rename.mutateAsync({ baseline, name }));
    setEditing(null);
  };

  const dialog =
    editing?.mode === 'save' ? (
      <BaselineNameDialog
        title="dm.qbicDrift.saved.save_title"
        initialName=""
        saved={saved}
        onSubmit={(name, over) => saveFrom(editing.player, name, over)}
        onClose={() => setEditing(null)}
      />
    ) : editing?.mode === 'rename' ? (
      <BaselineNameDialog
        title="dm.qbicDrift.saved.rename_title"
        initialName={editing.baseline.name}
        saved={saved}
        renaming={editing.baseline}
        onSubmit={(name) => renameTo(editing.baseline, name)}
        onClose={() => setEditing(null)}
      />
    ) : null;

  return {
    dialog,
    save: (player: QbicPlayer) => setEditing({ mode: 'save', player }),
    rename: (baseline: SavedBaseline) => setEditing({ mode: 'rename', baseline }),
    remove: (baseline: SavedBaseline) =>
      void confirm({
        type: 'delete',
        title: translate('dm.qbicDrift.saved.delete_title', { name: baseline.name }),
        message: 'dm.qbicDrift.saved.delete_message',
        messageArgs: { name: baseline.name },
        action: async () => {
          await store.remove.mutateAsync(baseline.id);
        },
      }),
  };
}
